import Foundation

/// A view that shows an image, or a sequence of images as an animation.
///
/// The image is shown through the layer (its `contents`, `contentsGravity` from contentMode,
/// `contentsScale` equal to the image's scale and `contentsCenter` from a resizable image's cap insets),
/// not through draw(_:), as on iOS; a subclass's draw(_:) is never called.
@preconcurrency @MainActor
open class UIImageView: UIView {
    static let animationKey = "UIImageViewAnimation"

    /// The image shown (nil by default).
    open var image: UIImage? {
        didSet {
            guard oldValue !== image else { return }
            updateContents()
            invalidateIntrinsicContentSize()
        }
    }

    /// The symbol configuration symbol images are drawn with (laid over the image's own).
    // Linux: there are no symbol images to apply it to; it is kept for code that sets and reads it.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

    /// The image shown while highlighted (nil: the image).
    open var highlightedImage: UIImage? {
        didSet { if oldValue !== highlightedImage { updateContents() } }
    }

    /// Whether the highlighted image (and highlighted animation images) are shown.
    open var isHighlighted = false {
        didSet {
            guard oldValue != isHighlighted else { return }
            updateContents()
            if isAnimating { startAnimating() }
        }
    }

    /// The images of the animation, shown in order by startAnimating().
    open var animationImages: [UIImage]? {
        didSet { if isAnimating && !isHighlighted { startAnimating() } }
    }

    /// The images of the animation while highlighted.
    open var highlightedAnimationImages: [UIImage]? {
        didSet { if isAnimating && isHighlighted { startAnimating() } }
    }

    /// The time one cycle of the animation takes; 0 (the default) means 1/30 s per image.
    open var animationDuration: TimeInterval = 0

    /// How many times the animation runs; 0 (the default) means forever.
    open var animationRepeatCount: Int = 0

    /// The screen scale the view would draw at (the layer's contentsScale follows the image instead).
    var screenScale: CGFloat = 1

    /// Creates an image view showing `image`, sized to it.
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        configureImageView()
        self.image = image
        updateContents()
    }

    /// Creates an image view showing `image` (and `highlightedImage` while highlighted), sized to `image`.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        configureImageView()
        self.image = image
        self.highlightedImage = highlightedImage
        updateContents()
    }

    /// Creates an empty image view with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureImageView()
    }

    /// Creates an image view from an archive (a nib's `<imageView image= …>`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureImageView()
        if let nib = coder as? NibCoder {
            decodeViewKeys(nib)
            decodeImageViewKeys(nib)
        }
    }

    private func configureImageView() {
        // UIImageView never draws through draw(_:): no backing store for this class or its subclasses.
        UIView.drawingClasses[ObjectIdentifier(type(of: self))] = false
        isUserInteractionEnabled = false
        isOpaque = false
        screenScale = layer.contentsScale
        contentMode = .scaleToFill
    }

    // MARK: Sizing

    /// The image's size, or noIntrinsicMetric on both axes without an image.
    open override var intrinsicContentSize: CGSize {
        guard let image = displayedImage else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return image.size
    }

    /// The image's size (zero without an image).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        displayedImage?.size ?? .zero
    }

    /// The scale of the screen; the layer's contentsScale stays the image's scale.
    open override var contentScaleFactor: CGFloat {
        get { screenScale }
        set {
            guard newValue > 0 else { return }
            screenScale = newValue
            updateContents()
        }
    }

    /// A template image is redrawn when its tint may resolve to another colour.
    func imageColorAppearanceDidChange() {
        let shown = isHighlighted ? highlightedImage ?? image : image
        if shown?.renderingMode == .alwaysTemplate || shown?.imageAsset?.hasVariants == true {
            updateContents()
            invalidateIntrinsicContentSize()
        }
    }

    /// A template image is redrawn in the new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if displayedImage?.renderingMode == .alwaysTemplate { updateContents() }
        if isAnimating { startAnimating() }
    }

    // MARK: Animation

    /// Starts cycling through the animation images (the highlighted ones while highlighted).
    open func startAnimating() {
        layer.removeAnimation(forKey: UIImageView.animationKey)
        let frames = (isHighlighted ? highlightedAnimationImages ?? animationImages : animationImages) ?? []
        guard !frames.isEmpty else { return }
        let bitmaps = frames.compactMap { bitmap(of: $0) }
        guard bitmaps.count == frames.count else { return }
        let anim = CAKeyframeAnimation(keyPath: "contents")
        anim.values = bitmaps
        anim.keyTimes = (0...frames.count).map { NSNumber(value: Double($0) / Double(frames.count)) }
        anim.calculationMode = .discrete
        anim.duration = animationDuration > 0 ? animationDuration : Double(frames.count) / 30
        anim.repeatCount = animationRepeatCount == 0 ? .infinity : Float(animationRepeatCount)
        ViewActions.withoutActions {
            layer.contentsScale = frames[0].scale
        }
        layer.add(anim, forKey: UIImageView.animationKey)
    }

    /// Stops the animation; the image is shown again.
    open func stopAnimating() {
        layer.removeAnimation(forKey: UIImageView.animationKey)
        updateContents()
    }

    /// Whether the animation is running (a finite one stops by itself at its end).
    open var isAnimating: Bool { layer.animation(forKey: UIImageView.animationKey) != nil }

    // MARK: Internals

    /// The image shown now.
    var displayedImage: UIImage? {
        let chosen = isHighlighted ? highlightedImage ?? image : image
        // An image with light and dark variants shows the one for the view's traits.
        if let chosen, let asset = chosen.imageAsset, asset.hasVariants { return asset.image(with: traitCollection) }
        return chosen
    }

    /// Puts the displayed image into the layer.
    func updateContents() {
        let shown = displayedImage
        ViewActions.withoutActions {
            guard let shown, let cg = bitmap(of: shown) else {
                layer.contents = nil
                layer.contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
                return
            }
            layer.contents = cg
            layer.contentsScale = shown.scale
            layer.contentsCenter = UIImageView.contentsCenter(of: shown)
        }
    }

    /// The upright bitmap shown for `image`: a template is filled with its tint (the image's own, else
    /// the view's tintColor); other orientations are turned upright.
    func bitmap(of image: UIImage) -> CGImage? {
        guard image.cgImage != nil else { return nil }
        let tint: UIColor? = image.renderingMode == .alwaysTemplate ? tintColor?.resolvedColor(with: traitCollection) : nil
        let mirror = image.flipsForRightToLeftLayoutDirection && effectiveUserInterfaceLayoutDirection == .rightToLeft
        if image.imageOrientation == .up && !mirror { return image.drawableBitmap(templateTint: tint) }
        let format = UIGraphicsImageRendererFormat()
        format.scale = image.scale
        let size = image.size
        let rendered = UIGraphicsImageRenderer(size: size, format: format).image { ctx in
            if mirror {
                ctx.cgContext.translateBy(x: size.width, y: 0)
                ctx.cgContext.scaleBy(x: -1, y: 1)
            }
            image.draw(in: CGRect(origin: .zero, size: size), context: ctx.cgContext, blendMode: .normal,
                       alpha: 1, templateTint: tint)
        }
        return rendered.cgImage
    }

    /// The layer's nine-part centre for a resizable image: the part between its cap insets, in unit
    /// coordinates (at least one pixel wide and high). Tiling images stretch their middle here.
    static func contentsCenter(of image: UIImage) -> CGRect {
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        guard image.isResizable else { return unit }
        let s = image.size
        guard s.width > 0, s.height > 0 else { return unit }
        let c = image.capInsets
        let px = 1 / (s.width * image.scale), py = 1 / (s.height * image.scale)
        let x = min(1, max(0, c.left / s.width)), y = min(1, max(0, c.top / s.height))
        let w = max(px, (s.width - c.left - c.right) / s.width), h = max(py, (s.height - c.top - c.bottom) / s.height)
        return CGRect(x: x, y: y, width: min(w, 1 - x), height: min(h, 1 - y))
    }
}
