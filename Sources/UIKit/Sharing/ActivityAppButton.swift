import Foundation

/// A share-category activity in the sheet's row: its image in a rounded square with its title under it.
final class ActivityAppButton: UIControl {
    /// ⚠ iOS 17: 60 pt icons on an 80 pt pitch, 11 pt titles.
    static let width: CGFloat = 76
    static let gap: CGFloat = 4
    private enum Metrics {
        static let iconSize: CGFloat = 60
        static let iconRadius: CGFloat = 13.5
        static let iconTop: CGFloat = 14
        static let titleGap: CGFloat = 6
        static let titleFont = UIFont.systemFont(ofSize: 11)
    }

    let activity: UIActivity
    private let icon = UIView()
    private let imageView = UIImageView()
    let titleLabel = UILabel()

    init(activity: UIActivity) {
        self.activity = activity
        super.init(frame: .zero)
        icon.backgroundColor = .tertiarySystemFill
        icon.layer.cornerRadius = Metrics.iconRadius
        icon.clipsToBounds = true
        icon.isUserInteractionEnabled = false
        imageView.image = activity.activityImage
        imageView.contentMode = .scaleAspectFit
        icon.addSubview(imageView)
        addSubview(icon)
        titleLabel.text = activity.activityTitle
        titleLabel.font = Metrics.titleFont
        titleLabel.textColor = .label
        titleLabel.textAlignment = .center
        titleLabel.numberOfLines = 2
        titleLabel.isUserInteractionEnabled = false
        addSubview(titleLabel)
        accessibilityLabel = activity.activityTitle
    }

    required init?(coder: NSCoder) { nil }

    override var isHighlighted: Bool { didSet { icon.alpha = isHighlighted ? 0.5 : 1 } }

    override func layoutSubviews() {
        super.layoutSubviews()
        let s = Metrics.iconSize
        icon.frame = CGRect(x: ((bounds.width - s) / 2).rounded(), y: Metrics.iconTop, width: s, height: s)
        imageView.frame = icon.bounds
        let top = icon.frame.maxY + Metrics.titleGap
        let fit = titleLabel.sizeThatFits(CGSize(width: bounds.width, height: .greatestFiniteMagnitude))
        titleLabel.frame = CGRect(x: 0, y: top, width: bounds.width, height: min(fit.height, bounds.height - top))
    }
}
