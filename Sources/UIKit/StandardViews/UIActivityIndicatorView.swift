import Foundation

/// A view that shows a spinning wheel while a task of unknown length runs.
///
/// The wheel is eight spokes drawn by a CAReplicatorLayer (each copy dimmer than the one before), turned
/// one spoke at a time by a rotation animation on the media clock.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The look of the indicator.
    public enum Style: Int, Sendable {
        /// 20 × 20 points.
        case medium = 100
        /// 37 × 37 points.
        case large = 101
        /// Deprecated: large and white.
        case whiteLarge = 0
        /// Deprecated: medium and white.
        case white = 1
        /// Deprecated: medium and gray.
        case gray = 2

        var isLarge: Bool { self == .large || self == .whiteLarge }
        var side: CGFloat { isLarge ? 37 : 20 }
    }

    static let animationKey = "UIActivityIndicatorViewSpin"
    static let spokeCount = 8
    /// ⚠ Apple's period is undocumented; one turn takes about a second.
    static let period: CFTimeInterval = 1

    let replicator = CAReplicatorLayer()
    let spoke = CALayer()
    var colorStorage: UIColor?
    var animating = false

    /// The look of the indicator. Default medium.
    open var style: Style = .medium {
        didSet {
            guard oldValue != style else { return }
            updateColor()
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// The colour of the spokes (nil resets to the style's: white for the white styles, gray otherwise).
    open var color: UIColor! {
        get { colorStorage ?? defaultColor }
        set {
            colorStorage = newValue
            updateColor()
        }
    }

    /// Whether the indicator hides when stopped. Default true.
    open var hidesWhenStopped = true {
        didSet { if !animating { isHidden = hidesWhenStopped } }
    }

    /// Creates an indicator of `style`, sized to it (hidden until it animates).
    public init(style: Style) {
        super.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
        self.style = style
        configureIndicator()
    }

    /// Creates a medium indicator with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureIndicator()
    }

    /// Creates an indicator from an archive (a nib's `<activityIndicatorView style= …>`).
    // Non-failable as Apple's, so that iOS subclasses' `required init(coder: NSCoder)` compiles.
    public required init(coder: NSCoder) {
        super.init(coder: coder)!
        configureIndicator()
        if let nib = coder as? NibCoder {
            decodeViewKeys(nib)
            decodeIndicatorKeys(nib)
        }
    }

    private func configureIndicator() {
        isOpaque = false
        isUserInteractionEnabled = false
        replicator.instanceCount = UIActivityIndicatorView.spokeCount
        let step = 2 * CGFloat.pi / CGFloat(UIActivityIndicatorView.spokeCount)
        // Each copy sits one step anticlockwise of the previous and dimmer: the trail behind the leading spoke.
        replicator.instanceTransform = CATransform3DMakeRotation(-step, 0, 0, 1)
        replicator.instanceAlphaOffset = -0.1
        replicator.addSublayer(spoke)
        layer.addSublayer(replicator)
        updateColor()
        isHidden = hidesWhenStopped
        setNeedsLayout()
    }

    // MARK: Animation

    /// Starts spinning (and shows the indicator).
    open func startAnimating() {
        animating = true
        isHidden = false
        guard replicator.animation(forKey: UIActivityIndicatorView.animationKey) == nil else { return }
        let n = UIActivityIndicatorView.spokeCount
        let spin = CAKeyframeAnimation(keyPath: "transform")
        spin.values = (0..<n).map { CATransform3DMakeRotation(2 * CGFloat.pi * CGFloat($0) / CGFloat(n), 0, 0, 1) }
        spin.keyTimes = (0...n).map { NSNumber(value: Double($0) / Double(n)) }
        spin.calculationMode = .discrete
        spin.duration = UIActivityIndicatorView.period
        spin.repeatCount = .infinity
        replicator.add(spin, forKey: UIActivityIndicatorView.animationKey)
    }

    /// Stops spinning (and hides the indicator when hidesWhenStopped).
    open func stopAnimating() {
        animating = false
        replicator.removeAnimation(forKey: UIActivityIndicatorView.animationKey)
        if hidesWhenStopped { isHidden = true }
    }

    /// Whether the indicator is spinning.
    open var isAnimating: Bool { animating }

    // MARK: Sizing and layout

    /// 20 × 20 points for the medium styles, 37 × 37 for the large ones.
    open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }

    /// The style's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Centres the wheel; spokes scale with the style's size.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let side = style.side
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        replicator.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        replicator.position = CGPoint(x: bounds.midX, y: bounds.midY)
        // ⚠ Spoke proportions measured from iOS 13+ indicators: about a tenth of the side wide and
        // three tenths long, from the edge towards the centre, with round ends.
        let w = max(1.5, (side * 0.1).rounded()), h = (side * 0.3).rounded()
        spoke.frame = CGRect(x: (side - w) / 2, y: 0, width: w, height: h)
        spoke.cornerRadius = w / 2
        CATransaction.commit()
    }

    // MARK: Internals

    var defaultColor: UIColor {
        switch style {
        case .white, .whiteLarge: return .white
        // ⚠ Apple's medium and large styles use a dynamic gray; plain gray here.
        default: return .gray
        }
    }

    func updateColor() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        spoke.backgroundColor = color.resolvedColor(with: traitCollection).cgColor
        CATransaction.commit()
    }
}
