import Foundation

/// The view that shows a `UIContentUnavailableConfiguration` (iOS 17): its image (or a spinner while
/// loading), text, secondary text and buttons stacked and centred inside its margins, over its background.
@preconcurrency @MainActor
open class UIContentUnavailableView: UIView {
    private var unavailableConfiguration: UIContentUnavailableConfiguration
    private let backgroundView: ListBackgroundView
    private let imageView = UIImageView()
    private var spinner: UIActivityIndicatorView?
    private let textLabel = UILabel()
    private let secondaryLabel = UILabel()
    private var buttonView: UIButton?
    private var secondaryButtonView: UIButton?

    /// Creates the view showing `configuration`.
    public init(configuration: UIContentUnavailableConfiguration) {
        unavailableConfiguration = configuration
        backgroundView = ListBackgroundView(configuration: configuration.background)
        super.init(frame: .zero)
        addSubview(backgroundView)
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryLabel)
        apply()
    }

    /// Creates the view from an archive (not supported on Linux).
    // Non-failable as Apple's, so that iOS subclasses' `required init(coder: NSCoder)` compiles.
    public required init(coder: NSCoder) {
        unavailableConfiguration = .empty()
        backgroundView = ListBackgroundView(configuration: .clear())
        super.init(coder: coder)!
    }

    /// The configuration shown.
    public var configuration: UIContentUnavailableConfiguration {
        get { unavailableConfiguration }
        set {
            unavailableConfiguration = newValue
            apply()
        }
    }

    /// The views of the image, the texts and the buttons (hidden ones included), for tests.
    var shownParts: (image: UIView, text: UILabel, secondaryText: UILabel, button: UIButton?, secondaryButton: UIButton?) {
        (spinner ?? imageView, textLabel, secondaryLabel, buttonView, secondaryButtonView)
    }

    private func style(_ label: UILabel, _ p: UIContentUnavailableConfiguration.TextProperties, _ text: String?,
                       _ attributed: NSAttributedString?) {
        label.font = p.font
        label.textColor = p.color
        label.numberOfLines = p.numberOfLines
        label.lineBreakMode = p.lineBreakMode
        label.adjustsFontSizeToFitWidth = p.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = p.minimumScaleFactor
        label.allowsDefaultTighteningForTruncation = p.allowsDefaultTighteningForTruncation
        label.textAlignment = unavailableConfiguration.alignment == .center ? .center : .natural
        if let attributed { label.attributedText = attributed } else { label.text = text }
        label.isHidden = (attributed?.length ?? 0) == 0 && (text ?? "").isEmpty
    }

    /// A button for a configuration that has something to show, else nil.
    private func makeButton(_ look: UIButton.Configuration, _ p: UIContentUnavailableConfiguration.ButtonProperties) -> UIButton? {
        let actionShows = p.primaryAction.map { !$0.title.isEmpty || $0.image != nil } ?? false
        guard (look.title ?? "").isEmpty == false || look.subtitle != nil || look.image != nil || actionShows else { return nil }
        let b = UIButton(configuration: look, primaryAction: p.primaryAction)
        b.menu = p.menu
        if p.menu != nil, p.primaryAction == nil { b.showsMenuAsPrimaryAction = true }
        b.isEnabled = p.isEnabled
        b.role = p.role
        return b
    }

    private func apply() {
        let c = unavailableConfiguration
        backgroundView.configuration = c.background
        if c.isLoading {
            imageView.isHidden = true
            if spinner == nil {
                let s = UIActivityIndicatorView(style: .medium)
                addSubview(s)
                spinner = s
            }
            spinner?.color = c.imageProperties.tintColor ?? tintColor
            spinner?.startAnimating()
        } else {
            spinner?.removeFromSuperview()
            spinner = nil
            imageView.image = c.image
            imageView.preferredSymbolConfiguration = c.imageProperties.preferredSymbolConfiguration
            imageView.tintColor = c.imageProperties.tintColor
            imageView.layer.cornerRadius = c.imageProperties.cornerRadius
            imageView.clipsToBounds = c.imageProperties.cornerRadius > 0
            imageView.contentMode = .scaleAspectFit
            imageView.isHidden = c.image == nil
        }
        style(textLabel, c.textProperties, c.text, c.attributedText)
        style(secondaryLabel, c.secondaryTextProperties, c.secondaryText, c.secondaryAttributedText)
        buttonView?.removeFromSuperview()
        secondaryButtonView?.removeFromSuperview()
        buttonView = makeButton(c.button, c.buttonProperties)
        secondaryButtonView = makeButton(c.secondaryButton, c.secondaryButtonProperties)
        for b in [buttonView, secondaryButtonView] { if let b { addSubview(b) } }
        preservesSuperviewLayoutMargins = !c.axesPreservingSuperviewLayoutMargins.isEmpty
        directionalLayoutMargins = c.directionalLayoutMargins
        setNeedsLayout()
    }

    /// The content's area: the margins (with the safe area), keeping the superview's on the chosen axes.
    private var contentInsets: UIEdgeInsets {
        let axes = unavailableConfiguration.axesPreservingSuperviewLayoutMargins
        let inherited = effectiveLayoutMargins
        let m = directionalLayoutMargins, s = safeAreaInsets
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let own = UIEdgeInsets(top: m.top + s.top, left: (rtl ? m.trailing : m.leading) + s.left,
                               bottom: m.bottom + s.bottom, right: (rtl ? m.leading : m.trailing) + s.right)
        let h = axes.contains(.horizontal), v = axes.contains(.vertical)
        return UIEdgeInsets(top: v ? inherited.top : own.top, left: h ? inherited.left : own.left,
                            bottom: v ? inherited.bottom : own.bottom, right: h ? inherited.right : own.right)
    }

    /// The parts shown, top to bottom, each with its size for `width` and the gap above it.
    private func stack(width: CGFloat) -> [(view: UIView, size: CGSize, gap: CGFloat)] {
        let c = unavailableConfiguration
        var out: [(UIView, CGSize, CGFloat)] = []
        func fit(_ v: UIView) -> CGSize {
            let s = v.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
            return CGSize(width: min(width, s.width.rounded(.up)), height: s.height.rounded(.up))
        }
        var last: Int = -1 // 0 image, 1 text, 2 secondary text, 3 button
        func gap(before part: Int) -> CGFloat {
            switch (last, part) {
            case (-1, _): return 0
            case (0, _): return part == 3 ? c.textToButtonPadding : c.imageToTextPadding
            case (1, 2): return c.textToSecondaryTextPadding
            case (3, 3): return c.buttonToSecondaryButtonPadding
            default: return c.textToButtonPadding
            }
        }
        if let s = spinner {
            out.append((s, s.intrinsicContentSize, 0)); last = 0
        } else if !imageView.isHidden, let img = imageView.image {
            var size = imageView.intrinsicContentSize
            if size.width <= 0 || size.height <= 0 { size = img.size }
            let cap = c.imageProperties.maximumSize
            var scale: CGFloat = 1
            if cap.width > 0 { scale = min(scale, cap.width / max(size.width, 1)) }
            if cap.height > 0 { scale = min(scale, cap.height / max(size.height, 1)) }
            scale = min(scale, width / max(size.width, 1))
            out.append((imageView, CGSize(width: (size.width * scale).rounded(), height: (size.height * scale).rounded()), 0))
            last = 0
        }
        if !textLabel.isHidden { out.append((textLabel, fit(textLabel), gap(before: 1))); last = 1 }
        if !secondaryLabel.isHidden { out.append((secondaryLabel, fit(secondaryLabel), gap(before: 2))); last = 2 }
        for b in [buttonView, secondaryButtonView] {
            if let b { out.append((b, fit(b), gap(before: 3))); last = 3 }
        }
        return out
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let i = contentInsets
        let parts = stack(width: max(0, size.width - i.left - i.right))
        let h = parts.reduce(0) { $0 + $1.gap + $1.size.height }
        return CGSize(width: size.width, height: h + i.top + i.bottom)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView.frame = bounds
        let area = bounds.inset(by: contentInsets)
        let parts = stack(width: max(0, area.width))
        let total = parts.reduce(0) { $0 + $1.gap + $1.size.height }
        // The block is centred in the area, the parts in its width (or on the leading side).
        var y = (area.minY + max(0, area.height - total) / 2).rounded()
        let natural = unavailableConfiguration.alignment == .natural
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        for p in parts {
            y += p.gap
            let x: CGFloat
            if natural { x = rtl ? area.maxX - p.size.width : area.minX }
            else { x = (area.midX - p.size.width / 2).rounded() }
            p.view.frame = CGRect(x: x, y: y, width: p.size.width, height: p.size.height)
            y += p.size.height
        }
    }
}

// The content-view side (UIContentView), whose `configuration` is any content configuration: a view of
// this type shows only content-unavailable ones.
extension UIContentUnavailableView: UIContentView {
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIContentUnavailableConfiguration
    }
}

extension UIContentView where Self: UIContentUnavailableView {
    /// The configuration shown, as any content configuration (setting another kind is ignored).
    public var configuration: any UIContentConfiguration {
        get { unavailableContentConfiguration }
        set { if let c = newValue as? UIContentUnavailableConfiguration { unavailableContentConfiguration = c } }
    }
}

extension UIContentUnavailableView {
    var unavailableContentConfiguration: UIContentUnavailableConfiguration {
        get { unavailableConfiguration }
        set { configuration = newValue }
    }
}
