import Foundation

/// An action-category activity in the sheet's list: its title on the left, its glyph on the right.
final class ActivityActionRow: UIControl {
    private enum Metrics {
        // ⚠ iOS 17 share-sheet action rows: 17 pt titles, 22 pt glyphs 16 pt in from the edges.
        static let inset: CGFloat = 16
        static let glyphSize: CGFloat = 22
        static let titleFont = UIFont.systemFont(ofSize: 17)
    }

    let activity: UIActivity
    let titleLabel = UILabel()
    private let imageView = UIImageView()
    private var glyph: ActivityGlyphView?
    private let separator = UIView()
    private let highlight = UIView()

    init(activity: UIActivity, separated: Bool) {
        self.activity = activity
        super.init(frame: .zero)
        highlight.backgroundColor = .systemFill
        highlight.isHidden = true
        highlight.isUserInteractionEnabled = false
        addSubview(highlight)
        titleLabel.text = activity.activityTitle
        titleLabel.font = Metrics.titleFont
        titleLabel.textColor = .label
        titleLabel.isUserInteractionEnabled = false
        addSubview(titleLabel)
        if activity is CopyToPasteboardActivity {
            let g = ActivityGlyphView(glyph: .copy)
            g.tintColor = .label
            addSubview(g)
            glyph = g
        } else {
            // Action images are templates, drawn in the label colour as iOS draws them.
            imageView.image = activity.activityImage?.withRenderingMode(.alwaysTemplate)
            imageView.tintColor = .label
            imageView.contentMode = .scaleAspectFit
            imageView.isUserInteractionEnabled = false
            addSubview(imageView)
        }
        separator.backgroundColor = .separator
        separator.isHidden = !separated
        addSubview(separator)
        accessibilityLabel = activity.activityTitle
    }

    required init?(coder: NSCoder) { nil }

    override var isHighlighted: Bool { didSet { highlight.isHidden = !isHighlighted } }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds, i = Metrics.inset, g = Metrics.glyphSize
        highlight.frame = b
        let glyphFrame = CGRect(x: b.width - i - g, y: ((b.height - g) / 2).rounded(), width: g, height: g)
        imageView.frame = glyphFrame
        glyph?.frame = glyphFrame
        titleLabel.frame = CGRect(x: i, y: 0, width: max(0, glyphFrame.minX - 2 * i), height: b.height)
        let hairline = 1 / max(1, window?.screen.scale ?? 1)
        separator.frame = CGRect(x: i, y: 0, width: b.width - i, height: hairline)
    }
}
