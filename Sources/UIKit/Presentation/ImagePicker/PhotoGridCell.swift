import Foundation

/// A square of the photo pickers' grid: the thumbnail, filling it, and when chosen the picker's badge in the
/// bottom right corner (a check mark, or the choice's number).
@MainActor
package final class PhotoGridCell: UICollectionViewCell {
    private enum Metrics {
        // ⚠ iOS 17's photo picker: a blue disc with a white rim, 4 pt in from the bottom right corner.
        static let badgeSide: CGFloat = 22
        static let badgeInset: CGFloat = 4
        static let rimWidth: CGFloat = 1.5
        static let numberFont = UIFont.systemFont(ofSize: 13, weight: .semibold)
        /// The check mark's stroke and its points in the badge's 22 pt square.
        static let checkWidth: CGFloat = 2
        static let checkPoints = [CGPoint(x: 6.5, y: 11.5), CGPoint(x: 9.5, y: 14.5), CGPoint(x: 15.5, y: 8)]
    }

    /// What a chosen cell shows.
    package enum Badge: Equatable {
        case check
        case number(Int)
    }

    package let imageView = UIImageView()
    private let badgeView = BadgeView(frame: CGRect(x: 0, y: 0, width: Metrics.badgeSide, height: Metrics.badgeSide))

    package var badge: Badge? {
        didSet {
            badgeView.badge = badge
            badgeView.isHidden = badge == nil
            accessibilityTraits = badge == nil ? .image : [.image, .selected]
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.frame = contentView.bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        contentView.addSubview(imageView)
        badgeView.isHidden = true
        badgeView.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        badgeView.frame.origin = CGPoint(x: contentView.bounds.width - Metrics.badgeSide - Metrics.badgeInset,
                                         y: contentView.bounds.height - Metrics.badgeSide - Metrics.badgeInset)
        contentView.addSubview(badgeView)
        isAccessibilityElement = true
        accessibilityTraits = .image
    }

    required init?(coder: NSCoder) { nil }

    package override func layoutSubviews() {
        super.layoutSubviews()
        badgeView.frame.origin = CGPoint(x: contentView.bounds.width - Metrics.badgeSide - Metrics.badgeInset,
                                         y: contentView.bounds.height - Metrics.badgeSide - Metrics.badgeInset)
    }

    package override func prepareForReuse() {
        super.prepareForReuse()
        imageView.image = nil
        badge = nil
    }

    /// The disc, drawn: the tint colour with a white rim, and a white check mark or number.
    private final class BadgeView: UIView {
        var badge: Badge? { didSet { if badge != oldValue { setNeedsDisplay() } } }

        override init(frame: CGRect) {
            super.init(frame: frame)
            isOpaque = false
            backgroundColor = .clear
            isUserInteractionEnabled = false
        }

        required init?(coder: NSCoder) { nil }

        override func tintColorDidChange() {
            super.tintColorDidChange()
            setNeedsDisplay()
        }

        override func draw(_ rect: CGRect) {
            guard let badge else { return }
            let disc = UIBezierPath(ovalIn: bounds.insetBy(dx: Metrics.rimWidth / 2, dy: Metrics.rimWidth / 2))
            tintColor.setFill()
            disc.fill()
            UIColor.white.setStroke()
            disc.lineWidth = Metrics.rimWidth
            disc.stroke()
            switch badge {
            case .check:
                let check = UIBezierPath()
                check.move(to: Metrics.checkPoints[0])
                for point in Metrics.checkPoints.dropFirst() { check.addLine(to: point) }
                check.lineWidth = Metrics.checkWidth
                check.lineCapStyle = .round
                check.lineJoinStyle = .round
                check.stroke()
            case .number(let number):
                let text = NSAttributedString(string: "\(number)", attributes: [.font: Metrics.numberFont, .foregroundColor: UIColor.white])
                let size = text.size()
                text.draw(at: CGPoint(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2))
            }
        }
    }
}
