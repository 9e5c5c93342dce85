import Foundation

/// A view that shows how far a task has come, as a filled part of a track.
///
/// The track and the fill are image views: coloured rounded bars, or the progress and track images.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// The look of a progress view.
    public enum Style: Int, Sendable {
        /// The standard look, in content areas.
        case `default` = 0
        /// The look used in toolbars (no track colour of its own).
        case bar = 1
    }

    /// ⚠ The bar is 4 points tall on iOS 13 and later (2 points before).
    static let barHeight: CGFloat = 4
    static let animationDuration: CFTimeInterval = 0.25

    let trackView = UIImageView()
    let fillView = UIImageView()
    var progressStorage: Float = 0

    /// The look. Default `.default`.
    open var progressViewStyle: Style = .default { didSet { updateLook() } }

    /// The progress, 0…1 (values outside are clamped). Default 0.
    open var progress: Float {
        get { progressStorage }
        set { setProgress(newValue, animated: false) }
    }

    /// The colour of the filled part (nil: the tint colour).
    open var progressTintColor: UIColor? { didSet { updateLook() } }
    /// The colour of the track (nil: the style's).
    open var trackTintColor: UIColor? { didSet { updateLook() } }
    /// An image for the filled part, stretched to it (wins over progressTintColor).
    open var progressImage: UIImage? { didSet { updateLook() } }
    /// An image for the track, stretched to it (wins over trackTintColor).
    open var trackImage: UIImage? { didSet { updateLook() } }

    /// Creates a progress view of `style`, 4 points tall.
    public init(progressViewStyle style: Style) {
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: UIProgressView.barHeight))
        progressViewStyle = style
        configureProgressView()
    }

    /// Creates a default progress view with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureProgressView()
    }

    /// Creates a progress view from an archive (a nib's `<progressView progress= …>`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureProgressView()
        if let nib = coder as? NibCoder {
            decodeViewKeys(nib)
            decodeProgressKeys(nib)
        }
    }

    private func configureProgressView() {
        isOpaque = false
        addSubview(trackView)
        addSubview(fillView)
        updateLook()
    }

    /// Sets the progress (clamped to 0…1), moving the fill over a quarter second when `animated`.
    open func setProgress(_ progress: Float, animated: Bool) {
        let clamped = progress.isNaN ? 0 : min(1, max(0, progress))
        guard clamped != progressStorage else { return }
        let oldFrame = fillView.layer.presentation()?.frame ?? fillView.frame
        progressStorage = clamped
        setNeedsLayout()
        guard animated else { return }
        layoutIfNeeded()
        let newFrame = fillView.frame
        let bounds = CABasicAnimation(keyPath: "bounds")
        bounds.fromValue = CGRect(origin: .zero, size: oldFrame.size)
        bounds.toValue = CGRect(origin: .zero, size: newFrame.size)
        let position = CABasicAnimation(keyPath: "position")
        position.fromValue = CGPoint(x: oldFrame.midX, y: oldFrame.midY)
        position.toValue = CGPoint(x: newFrame.midX, y: newFrame.midY)
        for a in [bounds, position] {
            a.duration = UIProgressView.animationDuration
            a.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        }
        fillView.layer.add(bounds, forKey: "bounds")
        fillView.layer.add(position, forKey: "position")
    }

    // Linux: observedProgress (a Foundation Progress followed by key-value observing) is omitted; there is
    // no key-value observing on Linux (docs/DIFFERENCES.md).

    // MARK: Sizing and layout

    /// ⚠ No intrinsic width; 4 points tall (iOS 13 and later).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIProgressView.barHeight)
    }

    /// The current width, 4 points tall.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: bounds.width, height: UIProgressView.barHeight)
    }

    /// The track fills the bounds; the fill covers `progress` of its width from the leading edge.
    open override func layoutSubviews() {
        super.layoutSubviews()
        trackView.frame = bounds
        let fillWidth = bounds.width * CGFloat(progressStorage)
        // Right to left the fill grows from the right.
        let fillX = effectiveUserInterfaceLayoutDirection == .rightToLeft ? bounds.maxX - fillWidth : bounds.minX
        fillView.frame = CGRect(x: fillX, y: bounds.minY, width: fillWidth, height: bounds.height)
        let radius = progressViewStyle == .default ? bounds.height / 2 : 0
        for v in [trackView, fillView] {
            v.layer.cornerRadius = radius
            v.clipsToBounds = radius > 0
        }
    }

    /// A fill in the tint colour follows the tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateLook()
    }

    // MARK: Internals

    /// The track colour shown when none is set.
    // ⚠ Apple's default track is a system fill gray (none for the bar style); undocumented.
    var defaultTrackColor: UIColor { progressViewStyle == .bar ? .clear : .systemFill }

    func updateLook() {
        fillView.image = progressImage
        fillView.backgroundColor = progressImage == nil ? (progressTintColor ?? tintColor) : nil
        trackView.image = trackImage
        trackView.backgroundColor = trackImage == nil ? (trackTintColor ?? defaultTrackColor) : nil
        setNeedsLayout()
    }
}
