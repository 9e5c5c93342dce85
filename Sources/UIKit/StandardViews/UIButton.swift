import Foundation

/// A control that runs an action when tapped. It shows a title (`titleLabel`) and an image (`imageView`)
/// per control state, with Apple's fallback to the normal state's value, over an optional background image;
/// or, with a `configuration`, a styled title, subtitle and image.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// Per-state values of one kind, keyed by state raw value.
    struct StateTable<Value> {
        var values: [UInt: Value] = [:]
        subscript(_ state: UIControl.State) -> Value? {
            get { values[state.rawValue] }
            set { values[state.rawValue] = newValue }
        }
    }

    /// The button's type.
    public let buttonType: ButtonType

    var titles = StateTable<String>()
    var attributedTitles = StateTable<NSAttributedString>()
    var titleColors = StateTable<UIColor>()
    var titleShadowColors = StateTable<UIColor>()
    var images = StateTable<UIImage>()
    var symbolConfigurations = StateTable<UIImage.SymbolConfiguration>()
    var backgroundImages = StateTable<UIImage>()

    let titleLabelStorage = UILabel()
    let imageViewStorage = UIImageView()
    var backgroundImageView: UIImageView?
    var subtitleLabelStorage: UILabel?
    var configurationBackground: UIView?
    var configurationStorage: Configuration?

    /// The label showing the title (the configuration's title too).
    open var titleLabel: UILabel? { titleLabelStorage }
    /// The image view showing the image.
    open var imageView: UIImageView? { imageViewStorage }
    /// The label showing a configuration's subtitle (nil without one).
    open var subtitleLabel: UILabel? { subtitleLabelStorage }

    /// Space around the title and image together. Default zero. (Deprecated by Apple with configurations.)
    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { contentDidChange() } }
    /// Insets of the title's area (they move the title; they do not change the button's size).
    open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// Insets of the image's area (they move the image; they do not change the button's size).
    open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// Whether a custom button's image darkens while highlighted. Default true.
    open var adjustsImageWhenHighlighted = true { didSet { updateAppearance() } }
    /// Whether a custom button's image lightens while disabled. Default true.
    open var adjustsImageWhenDisabled = true { didSet { updateAppearance() } }
    /// Whether a glow shows under the touch. Default false. Kept; not drawn.
    open var showsTouchWhenHighlighted = false
    /// Whether the title shadow reverses while highlighted. Default false.
    open var reversesTitleShadowWhenHighlighted = false { didSet { updateAppearance() } }
    /// Whether a tap toggles isSelected (as the primary action). Default false.
    open var changesSelectionAsPrimaryAction = false {
        didSet { adoptMenuSelection() }
    }
    /// What the button does, for containers that style buttons by role (normal by default).
    open var role: Role = .normal
    /// The menu the button shows: on a tap when showsMenuAsPrimaryAction, otherwise on a long press.
    open var menu: UIMenu? {
        didSet { adoptMenuSelection(); updateMenuLongPress() }
    }
    /// Whether a tap shows the menu instead of sending the primary action. Default false.
    open var showsMenuAsPrimaryAction = false {
        didSet { updateMenuLongPress() }
    }
    /// The long press that shows the menu when a tap does not (UIButton+Menu.swift).
    var menuLongPress: UILongPressGestureRecognizer?

    /// Called to update the configuration when the button's state changes.
    open var configurationUpdateHandler: (@MainActor (UIButton) -> Void)?
    /// Whether the configuration follows the state (highlight, disabled) automatically. Default true.
    open var automaticallyUpdatesConfiguration = true

    /// The button's configuration; setting it replaces the title/image look with the configuration's.
    open var configuration: Configuration? {
        get { configurationStorage }
        set {
            configurationStorage = newValue
            contentDidChange()
        }
    }

    // MARK: Initializers

    /// Creates a button of `buttonType` with a zero frame.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
        configureButton()
    }

    /// Creates a custom button with the given frame.
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        configureButton()
    }

    /// Creates a button of `buttonType` whose primary action is `primaryAction` (its title and image
    /// become the button's).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { adoptPrimaryAction(primaryAction) }
    }

    /// Creates a custom button with the given frame whose primary action is `primaryAction`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { adoptPrimaryAction(primaryAction) }
    }

    /// Creates a button with a configuration and an optional primary action.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .plain)
        self.configuration = configuration
        if let primaryAction { adoptPrimaryAction(primaryAction) }
    }

    /// Creates a button from an archive (a nib's `<button buttonType= …>` with its `<state>`s).
    public required init?(coder: NSCoder) {
        buttonType = UIButton.nibButtonType(coder)
        super.init(coder: coder)
        configureButton()
        if let nib = coder as? NibCoder {
            decodeViewKeys(nib)
            decodeButtonKeys(nib)
        }
    }

    private func configureButton() {
        isOpaque = false
        // ⚠ Apple's default title font is the system font at 15 points (measured; undocumented).
        titleLabelStorage.font = UIFont.systemFont(ofSize: 15)
        titleLabelStorage.lineBreakMode = .byTruncatingMiddle
        titleLabelStorage.isHidden = true
        imageViewStorage.isHidden = true
        imageViewStorage.contentMode = .center
        addSubview(imageViewStorage)
        addSubview(titleLabelStorage)
        updateAppearance()
    }

    private func adoptPrimaryAction(_ action: UIAction) {
        if configurationStorage != nil {
            if !action.title.isEmpty { configurationStorage?.title = action.title }
            if let image = action.image { configurationStorage?.image = image }
            contentDidChange()
        } else {
            if !action.title.isEmpty { setTitle(action.title, for: .normal) }
            if let image = action.image { setImage(image, for: .normal) }
        }
        addAction(action, for: .primaryActionTriggered)
    }

    // MARK: Per-state content

    /// Sets the title for `state`.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state] = title
        contentDidChange()
    }

    /// The title for `state`: its own, else the normal state's.
    open func title(for state: UIControl.State) -> String? { titles[state] ?? titles[.normal] }

    /// Sets the title colour for `state`.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state] = color
        updateAppearance()
    }

    /// The title colour for `state`: its own, else the type's for that state (system buttons: the tint,
    /// gray when disabled), else the normal state's, else the type's normal one (custom: white).
    open func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state] ?? typeTitleColor(for: state) ?? titleColors[.normal] ?? typeTitleColor(for: .normal)
    }

    /// Sets the title shadow colour for `state`.
    open func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {
        titleShadowColors[state] = color
        updateAppearance()
    }

    /// The title shadow colour for `state`: its own, else the normal state's.
    open func titleShadowColor(for state: UIControl.State) -> UIColor? {
        titleShadowColors[state] ?? titleShadowColors[.normal]
    }

    /// Sets the image for `state`.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state] = image
        contentDidChange()
    }

    /// The image for `state`: its own, else the normal state's.
    open func image(for state: UIControl.State) -> UIImage? { images[state] ?? images[.normal] }

    /// Sets the symbol configuration the image for `state` is drawn with.
    // Linux: there are no symbol images to apply it to; it is kept for code that sets and reads it.
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: UIControl.State) {
        symbolConfigurations[state] = configuration
    }

    /// The symbol configuration for `state` (the normal state's when none is set for it).
    open func preferredSymbolConfigurationForImage(in state: UIControl.State) -> UIImage.SymbolConfiguration? {
        symbolConfigurations[state] ?? symbolConfigurations[.normal]
    }

    /// Sets the background image for `state` (stretched to the bounds; resizable images keep their caps).
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state] = image
        contentDidChange()
    }

    /// The background image for `state`: its own, else the normal state's.
    open func backgroundImage(for state: UIControl.State) -> UIImage? {
        backgroundImages[state] ?? backgroundImages[.normal]
    }

    /// Sets the styled title for `state`; it wins over the plain title.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        attributedTitles[state] = title
        contentDidChange()
    }

    /// The styled title for `state`: its own, else the normal state's.
    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
        attributedTitles[state] ?? attributedTitles[.normal]
    }

    /// The title shown now.
    open var currentTitle: String? { currentAttributedTitle?.string ?? title(for: state) }
    /// The title colour shown now.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    /// The title shadow colour shown now.
    open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }
    /// The image shown now.
    open var currentImage: UIImage? { image(for: state) }
    /// The background image shown now.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }
    /// The styled title shown now.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    // MARK: Geometry

    /// The rectangle the content (title and image) is laid out in: the bounds inset by contentEdgeInsets.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: contentEdgeInsets) }

    /// The rectangle of the background image: the bounds.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// Where the title goes in `contentRect`: right of the image, the pair placed by the content alignments,
    /// moved by titleEdgeInsets.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        contentLayout(in: contentRect).title
    }

    /// Where the image goes in `contentRect`: left of the title, the pair placed by the content alignments,
    /// moved by imageEdgeInsets.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        contentLayout(in: contentRect).image
    }

    /// The size of title and image side by side plus contentEdgeInsets. ⚠ A system button with a title is
    /// at least 30 points tall (measured on iOS, undocumented).
    open override var intrinsicContentSize: CGSize {
        if let configurationStorage { return configurationSize(configurationStorage) }
        let t = titleSize(), i = imageSize()
        var size = CGSize(width: t.width + i.width + contentEdgeInsets.left + contentEdgeInsets.right,
                          height: max(t.height, i.height) + contentEdgeInsets.top + contentEdgeInsets.bottom)
        if buttonType != .custom, t.width > 0 { size.height = max(size.height, 30) }
        return size
    }

    /// The intrinsic content size (the button's natural size, whatever `size` is).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Places the background, image and title (or the configuration's content).
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let configurationStorage {
            layoutConfiguration(configurationStorage)
            return
        }
        backgroundImageView?.frame = backgroundRect(forBounds: bounds)
        let content = contentRect(forBounds: bounds)
        imageViewStorage.frame = imageRect(forContentRect: content)
        titleLabelStorage.frame = titleRect(forContentRect: content)
    }

    /// Tint changes recolour system titles, template images and configurations.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateAppearance()
    }

    // MARK: Control

    override var sendsPrimaryActionOnTouchUpInside: Bool { !(showsMenuAsPrimaryAction && menu != nil) }

    /// A one-finger single tap on the button is the button's: an ancestor's tap recognizer may not take it
    /// (Apple, "Attaching gesture recognizers to UIKit controls"). Recognizers attached to the button win.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if takesSingleTap(from: gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    override func stateDidChange() {
        if configurationStorage != nil, configurationUpdateHandler != nil { updateConfiguration() } else { updateAppearance() }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let inside = isTracking && isEnabled && ownTouch.map { touches.contains($0) && trackingContains($0.location(in: self)) } == true
        let showsMenu = inside && showsMenuAsPrimaryAction && menu != nil
        if inside && changesSelectionAsPrimaryAction && !showsMenu { isSelected.toggle() }
        super.touchesEnded(touches, with: event)
        if showsMenu {
            sendActions(for: .menuActionTriggered)
            presentMenu()
        }
    }

    /// Asks for the configuration to be updated (the handler runs, then the look is refreshed).
    open func setNeedsUpdateConfiguration() { updateConfiguration() }

    /// Updates the configuration for the current state: runs configurationUpdateHandler.
    open func updateConfiguration() {
        configurationUpdateHandler?(self)
        updateAppearance()
    }

    // MARK: Internals

    /// The colour the type gives a state's title when the app set none.
    func typeTitleColor(for state: UIControl.State) -> UIColor? {
        switch buttonType {
        case .custom:
            return state == .normal ? .white : nil
        default:
            // ⚠ Apple's disabled system title is a gray it does not document; systemGray here.
            if state == .disabled { return .systemGray }
            return state == .normal ? tintColor : nil
        }
    }

    func contentDidChange() {
        updateAppearance()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    func titleSize() -> CGSize {
        guard let t = titleLabelStorage.text, !t.isEmpty else { return .zero }
        return titleLabelStorage.intrinsicContentSize
    }

    func imageSize() -> CGSize { currentImage?.size ?? .zero }

    /// Image left of title, placed as contentHorizontalAlignment and contentVerticalAlignment say, each
    /// in the content rectangle inset by its own edge insets.
    func contentLayout(in content: CGRect) -> (image: CGRect, title: CGRect) {
        let imageArea = content.inset(by: imageEdgeInsets)
        let titleArea = content.inset(by: titleEdgeInsets)
        let i = imageSize()
        var t = titleSize()
        t.width = max(0, min(t.width, titleArea.width - i.width))
        let total = i.width + t.width
        var ix: CGFloat, tx: CGFloat, tw = t.width
        // Right to left, the image is right of the title: the left-to-right layout of the mirrored alignment,
        // mirrored in the content rectangle.
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch rtl ? effectiveContentHorizontalAlignment.mirrored : effectiveContentHorizontalAlignment {
        case .left, .leading:
            ix = imageArea.minX
            tx = titleArea.minX + i.width
        case .right, .trailing:
            ix = imageArea.maxX - total
            tx = titleArea.maxX - t.width
        case .fill:
            ix = imageArea.minX
            tx = titleArea.minX + i.width
            tw = max(0, titleArea.width - i.width)
        case .center:
            ix = imageArea.midX - total / 2
            tx = titleArea.midX - total / 2 + i.width
        }
        func vertical(_ h: CGFloat, _ area: CGRect) -> (CGFloat, CGFloat) {
            switch contentVerticalAlignment {
            case .top: return (area.minY, h)
            case .bottom: return (area.maxY - h, h)
            case .fill: return (area.minY, area.height)
            case .center: return (area.midY - h / 2, h)
            }
        }
        let (iy, ih) = vertical(i.height, imageArea)
        let (ty, th) = vertical(t.height, titleArea)
        if t.width == 0 { tx = titleArea.midX; tw = 0 }
        if i.width == 0 { ix = imageArea.midX }
        let image = CGRect(x: ix, y: iy, width: i.width, height: ih), title = CGRect(x: tx, y: ty, width: tw, height: th)
        guard rtl else { return (image, title) }
        return (image.mirrored(in: content), title.mirrored(in: content))
    }

    /// Shows the current state's title, colours, image and background (or the configuration's look).
    func updateAppearance() {
        if let configurationStorage {
            applyConfiguration(configurationStorage)
            return
        }
        subtitleLabelStorage?.isHidden = true
        configurationBackground?.isHidden = true
        let s = state
        // Title
        if let attributed = attributedTitle(for: s) {
            titleLabelStorage.attributedText = attributed
        } else {
            titleLabelStorage.text = title(for: s)
            titleLabelStorage.textColor = titleColor(for: s) ?? .white
        }
        titleLabelStorage.shadowColor = titleShadowColor(for: s)
        titleLabelStorage.shadowOffset = reversesTitleShadowWhenHighlighted && isHighlighted
            ? CGSize(width: -titleLabelStorage.shadowOffset.width, height: 1) : CGSize(width: 0, height: -1)
        titleLabelStorage.isHidden = (titleLabelStorage.text ?? "").isEmpty

        // Image
        var image = image(for: s)
        let explicitImage = images[s] != nil
        if buttonType == .custom, let base = image, !explicitImage {
            if isHighlighted && adjustsImageWhenHighlighted {
                image = UIButton.adjusted(base, overlay: UIColor(white: 0, alpha: 1.0 / 3.0))
            } else if !isEnabled && adjustsImageWhenDisabled {
                image = UIButton.adjusted(base, overlay: UIColor(white: 1, alpha: 1.0 / 3.0))
            }
        }
        if buttonType != .custom, let base = image, base.renderingMode == .automatic {
            // System buttons show their images as templates in the tint colour.
            image = base.withRenderingMode(.alwaysTemplate)
        }
        imageViewStorage.image = image
        imageViewStorage.isHidden = image == nil
        imageViewStorage.tintColor = buttonType != .custom && !isEnabled ? .systemGray : nil

        // ⚠ A highlighted system button dims its title and image to about 0.2 alpha (measured on iOS).
        let dim: CGFloat = buttonType != .custom && isHighlighted ? 0.2 : 1
        titleLabelStorage.alpha = dim
        imageViewStorage.alpha = dim

        // Background image
        if let bg = backgroundImage(for: s) {
            if backgroundImageView == nil {
                let v = UIImageView()
                backgroundImageView = v
                insertSubview(v, at: 0)
                setNeedsLayout()
            }
            backgroundImageView?.image = bg
            backgroundImageView?.isHidden = false
        } else {
            backgroundImageView?.isHidden = true
        }
        setNeedsLayout()
    }

    /// `image` with `overlay` painted over its opaque parts (darkened or lightened).
    static func adjusted(_ image: UIImage, overlay: UIColor) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = image.scale
        let size = image.size
        return UIGraphicsImageRenderer(size: size, format: format).image { ctx in
            let r = CGRect(origin: .zero, size: size)
            image.draw(in: r)
            ctx.cgContext.setBlendMode(.sourceAtop)
            overlay.setFill()
            ctx.fill(r)
        }
    }

    // MARK: Configuration

    func ensureSubtitleLabel() -> UILabel {
        if let l = subtitleLabelStorage { return l }
        let l = UILabel()
        l.isHidden = true
        addSubview(l)
        subtitleLabelStorage = l
        return l
    }

    func ensureConfigurationBackground() -> UIView {
        if let v = configurationBackground { return v }
        let v = UIView()
        v.isUserInteractionEnabled = false
        insertSubview(v, at: 0)
        configurationBackground = v
        return v
    }

    /// ⚠ Configuration titles use 17 pt and subtitles 15 pt system fonts (Apple uses the body and
    /// subheadline text styles, 17 and 15 points at the default size).
    func applyConfiguration(_ c: Configuration) {
        backgroundImageView?.isHidden = true
        let tint = tintColor ?? .systemBlue
        var foreground = c.foregroundColor(tint: tint)
        var background = c.backgroundColor(tint: tint)
        if automaticallyUpdatesConfiguration {
            if !isEnabled {
                // ⚠ Apple's disabled look is undocumented: gray content over a faded background.
                foreground = .systemGray
                background = background.withAlphaComponent(0.5 * alphaOf(background))
            } else if isHighlighted {
                // ⚠ Apple's highlighted look is undocumented: content at half opacity.
                foreground = foreground.withAlphaComponent(0.5 * alphaOf(foreground))
            }
        }
        let bg = ensureConfigurationBackground()
        bg.isHidden = false
        bg.backgroundColor = background

        titleLabelStorage.font = UIFont.systemFont(ofSize: 17)
        titleLabelStorage.text = c.title
        titleLabelStorage.textColor = foreground
        titleLabelStorage.isHidden = (c.title ?? "").isEmpty
        titleLabelStorage.alpha = 1
        titleLabelStorage.textAlignment = alignment(c)
        if let subtitle = c.subtitle, !subtitle.isEmpty {
            let l = ensureSubtitleLabel()
            l.font = UIFont.systemFont(ofSize: 15)
            l.text = subtitle
            l.textColor = foreground
            l.isHidden = false
            l.textAlignment = alignment(c)
        } else {
            subtitleLabelStorage?.isHidden = true
        }
        if let image = c.image {
            imageViewStorage.image = image.renderingMode == .automatic ? image.withRenderingMode(.alwaysTemplate) : image
            imageViewStorage.tintColor = foreground
            imageViewStorage.isHidden = false
        } else {
            imageViewStorage.image = nil
            imageViewStorage.isHidden = true
        }
        imageViewStorage.alpha = 1
        setNeedsLayout()
    }

    func alphaOf(_ c: UIColor) -> CGFloat {
        var a: CGFloat = 1
        _ = c.getRed(nil, green: nil, blue: nil, alpha: &a)
        return a
    }

    func alignment(_ c: Configuration) -> NSTextAlignment {
        switch c.titleAlignment {
        case .leading: return .left
        case .trailing: return .right
        default: return .center
        }
    }

    /// Sizes of the configuration's pieces: image, text block, title, subtitle.
    func configurationPieces(_ c: Configuration) -> (image: CGSize, text: CGSize, title: CGSize, subtitle: CGSize) {
        let image = c.image?.size ?? .zero
        let title = (c.title ?? "").isEmpty ? .zero : titleLabelStorage.intrinsicContentSize
        let subtitle = (c.subtitle ?? "").isEmpty ? .zero : (subtitleLabelStorage?.intrinsicContentSize ?? .zero)
        var text = CGSize(width: max(title.width, subtitle.width), height: title.height + subtitle.height)
        if title.height > 0 && subtitle.height > 0 { text.height += c.titlePadding }
        return (image, text, title, subtitle)
    }

    /// The content's size (image and text with imagePadding between, placed as imagePlacement says).
    func configurationContentSize(_ c: Configuration) -> CGSize {
        let p = configurationPieces(c)
        let gap = p.image.width > 0 && p.text.width > 0 ? c.imagePadding : 0
        if c.imagePlacement == .top || c.imagePlacement == .bottom {
            return CGSize(width: max(p.image.width, p.text.width), height: p.image.height + gap + p.text.height)
        }
        return CGSize(width: p.image.width + gap + p.text.width, height: max(p.image.height, p.text.height))
    }

    func configurationSize(_ c: Configuration) -> CGSize {
        let s = configurationContentSize(c)
        let i = c.contentInsets
        return CGSize(width: (s.width + i.leading + i.trailing).rounded(.up), height: (s.height + i.top + i.bottom).rounded(.up))
    }

    func layoutConfiguration(_ c: Configuration) {
        if let bg = configurationBackground {
            bg.frame = bounds
            bg.layer.cornerRadius = c.cornerRadius(for: bounds.size)
        }
        let i = c.contentInsets
        let area = CGRect(x: bounds.minX + i.leading, y: bounds.minY + i.top,
                          width: max(0, bounds.width - i.leading - i.trailing), height: max(0, bounds.height - i.top - i.bottom))
        let p = configurationPieces(c)
        let size = configurationContentSize(c)
        var x: CGFloat
        // Right to left: laid out left to right with the alignment mirrored, then mirrored in the bounds.
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch rtl ? effectiveContentHorizontalAlignment.mirrored : effectiveContentHorizontalAlignment {
        case .left, .leading, .fill: x = area.minX
        case .right, .trailing: x = area.maxX - size.width
        case .center: x = area.midX - size.width / 2
        }
        let y = area.midY - size.height / 2
        let box = CGRect(x: x, y: y, width: size.width, height: size.height)
        let gap = p.image.width > 0 && p.text.width > 0 ? c.imagePadding : 0
        var imageFrame = CGRect.zero, textFrame = CGRect.zero
        switch c.imagePlacement {
        case .trailing:
            textFrame = CGRect(x: box.minX, y: box.midY - p.text.height / 2, width: p.text.width, height: p.text.height)
            imageFrame = CGRect(x: box.maxX - p.image.width, y: box.midY - p.image.height / 2, width: p.image.width, height: p.image.height)
        case .top:
            imageFrame = CGRect(x: box.midX - p.image.width / 2, y: box.minY, width: p.image.width, height: p.image.height)
            textFrame = CGRect(x: box.midX - p.text.width / 2, y: box.minY + p.image.height + gap, width: p.text.width, height: p.text.height)
        case .bottom:
            textFrame = CGRect(x: box.midX - p.text.width / 2, y: box.minY, width: p.text.width, height: p.text.height)
            imageFrame = CGRect(x: box.midX - p.image.width / 2, y: box.maxY - p.image.height, width: p.image.width, height: p.image.height)
        default:
            imageFrame = CGRect(x: box.minX, y: box.midY - p.image.height / 2, width: p.image.width, height: p.image.height)
            textFrame = CGRect(x: box.maxX - p.text.width, y: box.midY - p.text.height / 2, width: p.text.width, height: p.text.height)
        }
        if rtl {
            imageFrame = imageFrame.mirrored(in: bounds)
            textFrame = textFrame.mirrored(in: bounds)
        }
        imageViewStorage.frame = imageFrame
        titleLabelStorage.frame = CGRect(x: textFrame.minX, y: textFrame.minY, width: textFrame.width, height: p.title.height)
        subtitleLabelStorage?.frame = CGRect(x: textFrame.minX, y: textFrame.maxY - p.subtitle.height,
                                             width: textFrame.width, height: p.subtitle.height)
    }
}

extension UIControl.ContentHorizontalAlignment {
    /// Left for right and right for left.
    var mirrored: UIControl.ContentHorizontalAlignment {
        switch self {
        case .left: return .right
        case .right: return .left
        default: return self
        }
    }
}

extension CGRect {
    /// The rectangle reflected about the vertical centre line of `container`.
    func mirrored(in container: CGRect) -> CGRect {
        CGRect(x: container.minX + container.maxX - maxX, y: minY, width: width, height: height)
    }
}
