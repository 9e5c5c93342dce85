import Foundation

/// The top of the share sheet: a thumbnail of what is shared and its title and kind.
final class ActivityHeaderView: UIView {
    private enum Metrics {
        // ⚠ Read off iOS 17 iPhone share-sheet screenshots.
        static let margin: CGFloat = 16
        static let thumbnailSize: CGFloat = 48
        static let thumbnailRadius: CGFloat = 10
        static let textGap: CGFloat = 12
        static let titleFont = UIFont.systemFont(ofSize: 15, weight: .semibold)
        static let subtitleFont = UIFont.systemFont(ofSize: 13)
        // ⚠ The kinds iOS names under the title (unverified wording for text and images).
        static let textKind = "Plain Text"
        static let imageKind = "Image"
    }

    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    private let thumbnail = UIView()
    private let imageView = UIImageView()
    private let glyph = ActivityGlyphView(glyph: .textPage)

    override init(frame: CGRect) {
        super.init(frame: frame)
        thumbnail.backgroundColor = .tertiarySystemFill
        thumbnail.layer.cornerRadius = Metrics.thumbnailRadius
        thumbnail.clipsToBounds = true
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        thumbnail.addSubview(glyph)
        thumbnail.addSubview(imageView)
        addSubview(thumbnail)
        titleLabel.font = Metrics.titleFont
        titleLabel.textColor = .label
        titleLabel.numberOfLines = 2
        addSubview(titleLabel)
        subtitleLabel.font = Metrics.subtitleFont
        subtitleLabel.textColor = .secondaryLabel
        addSubview(subtitleLabel)
    }

    required init?(coder: NSCoder) { nil }

    /// Shows the items: a URL among them first (as iOS previews a link), else an image, else text.
    func preview(_ items: [Any]) {
        imageView.image = nil
        imageView.isHidden = true
        glyph.isHidden = false
        if let url = items.lazy.compactMap({ $0 as? URL }).first {
            glyph.glyph = .link
            if url.isFileURL {
                titleLabel.text = url.lastPathComponent
                subtitleLabel.text = url.pathExtension.uppercased()
            } else {
                titleLabel.text = url.host ?? url.absoluteString
                subtitleLabel.text = url.absoluteString
            }
        } else if let image = items.lazy.compactMap({ $0 as? UIImage }).first {
            imageView.image = image
            imageView.isHidden = false
            glyph.isHidden = true
            titleLabel.text = Metrics.imageKind
            subtitleLabel.text = nil
        } else {
            glyph.glyph = .textPage
            let text = items.lazy.compactMap { ($0 as? String) ?? ($0 as? NSAttributedString)?.string }.first
            titleLabel.text = text
            subtitleLabel.text = text == nil ? nil : Metrics.textKind
        }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds, m = Metrics.margin, t = Metrics.thumbnailSize
        thumbnail.frame = CGRect(x: m, y: ((b.height - t) / 2).rounded(), width: t, height: t)
        imageView.frame = thumbnail.bounds
        glyph.frame = thumbnail.bounds
        let x = thumbnail.frame.maxX + Metrics.textGap
        let width = max(0, b.width - x - m / 2)
        let title = titleLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        let subtitleHeight = subtitleLabel.text == nil ? 0 : subtitleLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        let total = min(title.height, 2 * Metrics.titleFont.lineHeight + 1) + (subtitleHeight > 0 ? 2 + subtitleHeight : 0)
        var y = ((b.height - total) / 2).rounded()
        titleLabel.frame = CGRect(x: x, y: y, width: width, height: min(title.height, 2 * Metrics.titleFont.lineHeight + 1))
        y = titleLabel.frame.maxY + 2
        subtitleLabel.frame = CGRect(x: x, y: y, width: width, height: subtitleHeight)
    }
}
