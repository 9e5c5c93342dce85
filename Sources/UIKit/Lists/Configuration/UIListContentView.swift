import Foundation

/// The view that shows a `UIListContentConfiguration`: image, text and secondary text (iOS 14).
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryLabel = UILabel()
    private var listConfiguration: UIListContentConfiguration

    /// Creates the view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryLabel)
        apply()
    }

    /// Creates the view from an archive (not supported on Linux).
    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
    }

    /// The configuration shown (a UIListContentConfiguration).
    open var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let c = newValue as? UIListContentConfiguration else { return }
            listConfiguration = c
            apply()
        }
    }

    public func supports(_ configuration: any UIContentConfiguration) -> Bool { configuration is UIListContentConfiguration }

    private func style(_ label: UILabel, _ p: UIListContentConfiguration.TextProperties, _ text: String?, _ attributed: NSAttributedString?) {
        label.font = p.font
        label.textColor = p.color
        label.numberOfLines = p.numberOfLines
        label.lineBreakMode = p.lineBreakMode
        label.textAlignment = p.alignment == .center ? .center : (p.alignment == .justified ? .justified : .natural)
        if let attributed { label.attributedText = attributed } else { label.text = text }
        label.isHidden = text == nil && attributed == nil
    }

    private func apply() {
        let c = listConfiguration
        style(textLabel, c.textProperties, c.text, c.attributedText)
        style(secondaryLabel, c.secondaryTextProperties, c.secondaryText, c.secondaryAttributedText)
        if c.prefersSideBySideTextAndSecondaryText { secondaryLabel.textAlignment = .right }
        imageView.image = c.image
        imageView.tintColor = c.imageProperties.tintColor
        imageView.isHidden = c.image == nil
        setNeedsLayout()
    }

    private var margins: UIEdgeInsets {
        let m = listConfiguration.directionalLayoutMargins
        return UIEdgeInsets(top: m.top, left: m.leading, bottom: m.bottom, right: m.trailing)
    }

    private func textLeft() -> CGFloat {
        guard let img = listConfiguration.image else { return margins.left }
        return margins.left + img.size.width + listConfiguration.imageToTextPadding
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let m = margins
        let w = max(0, size.width - textLeft() - m.right)
        let fit = { (l: UILabel) -> CGFloat in l.isHidden ? 0 : l.sizeThatFits(CGSize(width: w, height: .greatestFiniteMagnitude)).height }
        let content: CGFloat
        if listConfiguration.prefersSideBySideTextAndSecondaryText {
            content = max(fit(textLabel), fit(secondaryLabel))
        } else {
            let both = !textLabel.isHidden && !secondaryLabel.isHidden
            content = fit(textLabel) + fit(secondaryLabel) + (both ? listConfiguration.textToSecondaryTextVerticalPadding : 0)
        }
        let image = listConfiguration.image?.size.height ?? 0
        return CGSize(width: size.width, height: (max(content, image) + m.top + m.bottom).rounded(.up))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds, m = margins, c = listConfiguration
        if let img = c.image {
            imageView.frame = CGRect(x: m.left, y: ((b.height - img.size.height) / 2).rounded(), width: img.size.width, height: img.size.height)
        }
        let x = textLeft(), w = max(0, b.width - x - m.right)
        let th = textLabel.isHidden ? 0 : textLabel.sizeThatFits(CGSize(width: w, height: .greatestFiniteMagnitude)).height
        let sh = secondaryLabel.isHidden ? 0 : secondaryLabel.sizeThatFits(CGSize(width: w, height: .greatestFiniteMagnitude)).height
        if c.prefersSideBySideTextAndSecondaryText {
            let sw = secondaryLabel.isHidden ? 0 : min(w, secondaryLabel.sizeThatFits(CGSize(width: w, height: .greatestFiniteMagnitude)).width)
            secondaryLabel.frame = CGRect(x: b.width - m.right - sw, y: ((b.height - sh) / 2).rounded(), width: sw, height: sh)
            textLabel.frame = CGRect(x: x, y: ((b.height - th) / 2).rounded(), width: max(0, w - sw - c.textToSecondaryTextHorizontalPadding), height: th)
        } else {
            let gap = th > 0 && sh > 0 ? c.textToSecondaryTextVerticalPadding : 0
            let top = ((b.height - th - sh - gap) / 2).rounded()
            textLabel.frame = CGRect(x: x, y: top, width: w, height: th)
            secondaryLabel.frame = CGRect(x: x, y: top + th + gap, width: w, height: sh)
        }
    }
}
