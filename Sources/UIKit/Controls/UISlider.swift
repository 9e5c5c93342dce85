import Foundation

/// A control for picking a value from a continuous range: a thumb dragged along a track, the part of
/// the track before the thumb in the tint colour. Only a touch that begins on the thumb moves it
/// (the track does not jump); dragging sends valueChanged as the value changes (or once at the end
/// when not continuous). Values set in code send nothing.
@preconcurrency @MainActor
open class UISlider: UIControl, ControlAccessibility {
    private enum Metrics {
        // ⚠ SPEC-NEXT §5.5: 31 pt tall (iOS 7 and later).
        static let height: CGFloat = 31
        // ⚠ SPEC-NEXT §5.5: a 4 pt track (iOS 13 and later).
        static let trackHeight: CGFloat = 4
        // ⚠ SPEC-NEXT §5.5: a 28 pt thumb, which reaches 2 pt past each end of the track.
        static let thumbSide: CGFloat = 28
        static let thumbOverhang: CGFloat = 2
        // ⚠ The track starts 2 pt inside the bounds (the thumb then touches the bounds at the ends).
        static let trackInset: CGFloat = 2
        // ⚠ Gap between a value image and the track, read off iOS 17 screenshots.
        static let imageGap: CGFloat = 12
        // ⚠ A touch within this distance of the thumb still takes it (the thumb's touch area is enlarged).
        static let thumbTouchOutset: CGFloat = 10
        // ⚠ The thumb's shadow, read off iOS 17 screenshots.
        static let thumbShadowOpacity: Float = 0.2
        static let thumbShadowRadius: CGFloat = 3
        static let thumbShadowOffset = CGSize(width: 0, height: 2)
        // ⚠ setValue(_:animated:) slides the thumb over about a quarter second.
        static let animationDuration: TimeInterval = 0.25
        // Apple: VoiceOver's increment and decrement move the value by a tenth of the range.
        static let accessibilityStep: Float = 0.1
    }

    private let minimumValueImageView = UIImageView()
    private let maximumValueImageView = UIImageView()
    private let minimumTrackView = UIImageView()
    private let maximumTrackView = UIImageView()
    private let thumbView = UIImageView()
    private var valueStorage: Float = 0
    private var minimumStorage: Float = 0
    private var maximumStorage: Float = 1
    private var thumbImages: [UInt: UIImage] = [:]
    private var minimumTrackImages: [UInt: UIImage] = [:]
    private var maximumTrackImages: [UInt: UIImage] = [:]
    /// While tracking: the finger's distance from the thumb's centre when it went down.
    private var grabOffset: CGFloat = 0
    private var valueAtTrackingStart: Float = 0

    /// The value, clamped to minimumValue…maximumValue. Default 0. Setting it sends nothing.
    open var value: Float {
        get { valueStorage }
        set { setValue(newValue, animated: false) }
    }

    /// The smallest value. Default 0. Raising it above the value moves the value up; above the
    /// maximum, the maximum follows.
    open var minimumValue: Float {
        get { minimumStorage }
        set {
            minimumStorage = newValue
            if maximumStorage < newValue { maximumStorage = newValue }
            clampValue()
        }
    }

    /// The largest value. Default 1. Lowering it below the value moves the value down; below the
    /// minimum, the minimum follows.
    open var maximumValue: Float {
        get { maximumStorage }
        set {
            maximumStorage = newValue
            if minimumStorage > newValue { minimumStorage = newValue }
            clampValue()
        }
    }

    /// Whether dragging sends valueChanged as the value changes (true, the default) or once at the end.
    open var isContinuous = true

    /// An image at the minimum (left) end, outside the track.
    open var minimumValueImage: UIImage? { didSet { updateLook() } }
    /// An image at the maximum (right) end, outside the track.
    open var maximumValueImage: UIImage? { didSet { updateLook() } }
    /// The colour of the track before the thumb (nil: the tint colour).
    open var minimumTrackTintColor: UIColor? { didSet { updateLook() } }
    /// The colour of the track after the thumb (nil: systemFill).
    open var maximumTrackTintColor: UIColor? { didSet { updateLook() } }
    /// The colour of the thumb (nil: white).
    open var thumbTintColor: UIColor? { didSet { updateLook() } }

    /// Creates a slider in `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureSlider()
    }

    /// Sliders are not archived on Linux.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureSlider()
        if let nib = coder as? NibCoder {
            decodeViewKeys(nib)
            decodeSliderKeys(nib)
        }
    }

    private func configureSlider() {
        isOpaque = false
        for v in [minimumValueImageView, maximumValueImageView, maximumTrackView, minimumTrackView, thumbView] {
            v.isUserInteractionEnabled = false
            addSubview(v)
        }
        minimumValueImageView.contentMode = .center
        maximumValueImageView.contentMode = .center
        thumbView.contentMode = .center
        updateLook()
    }

    /// Sets the value (clamped), sliding the thumb when `animated`. Sends nothing.
    open func setValue(_ value: Float, animated: Bool) {
        let clamped = clamp(value)
        guard clamped != valueStorage else { return }
        valueStorage = clamped
        if animated, window != nil {
            UIView.animate(withDuration: Metrics.animationDuration) { self.layoutParts() }
        } else {
            setNeedsLayout()
        }
    }

    // MARK: Images

    /// The thumb image for `state` (falls back to .normal's).
    open func setThumbImage(_ image: UIImage?, for state: State) {
        thumbImages[state.rawValue] = image
        updateLook()
    }

    /// The image for the track before the thumb in `state`.
    open func setMinimumTrackImage(_ image: UIImage?, for state: State) {
        minimumTrackImages[state.rawValue] = image
        updateLook()
    }

    /// The image for the track after the thumb in `state`.
    open func setMaximumTrackImage(_ image: UIImage?, for state: State) {
        maximumTrackImages[state.rawValue] = image
        updateLook()
    }

    /// The thumb image set for `state`, nil if none.
    open func thumbImage(for state: State) -> UIImage? { thumbImages[state.rawValue] }
    /// The minimum track image set for `state`, nil if none.
    open func minimumTrackImage(for state: State) -> UIImage? { minimumTrackImages[state.rawValue] }
    /// The maximum track image set for `state`, nil if none.
    open func maximumTrackImage(for state: State) -> UIImage? { maximumTrackImages[state.rawValue] }

    /// The thumb image shown now (nil when the standard thumb is drawn).
    open var currentThumbImage: UIImage? { current(thumbImages) }
    /// The minimum track image shown now.
    open var currentMinimumTrackImage: UIImage? { current(minimumTrackImages) }
    /// The maximum track image shown now.
    open var currentMaximumTrackImage: UIImage? { current(maximumTrackImages) }

    private func current(_ images: [UInt: UIImage]) -> UIImage? {
        images[state.rawValue] ?? images[State.normal.rawValue]
    }

    // MARK: Geometry (overridable)

    /// Right to left the slider is mirrored: the minimum at the right.
    private var mirrored: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// Where the minimum value image goes: its size, at the leading edge, centred vertically.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        let x = mirrored ? bounds.maxX : bounds.minX
        guard let size = minimumValueImage?.size else { return CGRect(x: x, y: bounds.midY, width: 0, height: 0) }
        return CGRect(x: mirrored ? bounds.maxX - size.width : bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Where the maximum value image goes: its size, at the trailing edge, centred vertically.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        let x = mirrored ? bounds.minX : bounds.maxX
        guard let size = maximumValueImage?.size else { return CGRect(x: x, y: bounds.midY, width: 0, height: 0) }
        return CGRect(x: mirrored ? bounds.minX : bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The track: 4 pt tall, centred vertically, between the value images.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        var minX = bounds.minX + Metrics.trackInset
        var maxX = bounds.maxX - Metrics.trackInset
        let (leftImage, rightImage) = mirrored ? (maximumValueImage, minimumValueImage) : (minimumValueImage, maximumValueImage)
        let (leftRect, rightRect) = mirrored ? (maximumValueImageRect(forBounds: bounds), minimumValueImageRect(forBounds: bounds))
                                             : (minimumValueImageRect(forBounds: bounds), maximumValueImageRect(forBounds: bounds))
        if leftImage != nil { minX = leftRect.maxX + Metrics.imageGap }
        if rightImage != nil { maxX = rightRect.minX - Metrics.imageGap }
        let height = currentMinimumTrackImage?.size.height ?? Metrics.trackHeight
        return CGRect(x: minX, y: bounds.midY - height / 2, width: max(0, maxX - minX), height: height)
    }

    /// The thumb for `value`: at the minimum it reaches 2 pt before the track, at the maximum 2 pt past it.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = currentThumbImage?.size ?? CGSize(width: Metrics.thumbSide, height: Metrics.thumbSide)
        let travel = rect.width + 2 * Metrics.thumbOverhang - size.width
        let span = maximumStorage - minimumStorage
        let fraction = span > 0 ? CGFloat((min(max(value, minimumStorage), maximumStorage) - minimumStorage) / span) : 0
        let x = rect.minX - Metrics.thumbOverhang + (mirrored ? 1 - fraction : fraction) * travel
        return CGRect(x: x, y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// ⚠ No intrinsic width; 31 pt tall (taller with taller images).
    open override var intrinsicContentSize: CGSize {
        let imageHeight = [minimumValueImage?.size.height, maximumValueImage?.size.height, currentThumbImage?.size.height]
            .compactMap { $0 }.max() ?? 0
        return CGSize(width: UIView.noIntrinsicMetric, height: max(Metrics.height, imageHeight))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: bounds.width, height: intrinsicContentSize.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    private func layoutParts() {
        let b = bounds
        minimumValueImageView.frame = minimumValueImageRect(forBounds: b)
        maximumValueImageView.frame = maximumValueImageRect(forBounds: b)
        let track = trackRect(forBounds: b)
        let thumb = thumbRect(forBounds: b, trackRect: track, value: valueStorage)
        let split = min(max(thumb.midX, track.minX), track.maxX)
        let left = CGRect(x: track.minX, y: track.minY, width: split - track.minX, height: track.height)
        let right = CGRect(x: split, y: track.minY, width: track.maxX - split, height: track.height)
        minimumTrackView.frame = mirrored ? right : left
        maximumTrackView.frame = mirrored ? left : right
        thumbView.frame = thumb
        let drawn = currentThumbImage == nil
        thumbView.layer.cornerRadius = drawn ? thumb.height / 2 : 0
        for v in [minimumTrackView, maximumTrackView] {
            v.layer.cornerRadius = v.image == nil ? track.height / 2 : 0
        }
        // The two halves read as one rounded track: square off the inner ends.
        let leftCorners: CACornerMask = [.layerMinXMinYCorner, .layerMinXMaxYCorner]
        let rightCorners: CACornerMask = [.layerMaxXMinYCorner, .layerMaxXMaxYCorner]
        minimumTrackView.layer.maskedCorners = mirrored ? rightCorners : leftCorners
        maximumTrackView.layer.maskedCorners = mirrored ? leftCorners : rightCorners
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateLook()
    }

    override func stateDidChange() {
        updateLook()
        alpha = isEnabled ? 1 : 0.5
    }

    private func updateLook() {
        minimumValueImageView.image = minimumValueImage
        maximumValueImageView.image = maximumValueImage
        minimumTrackView.image = currentMinimumTrackImage
        minimumTrackView.backgroundColor = currentMinimumTrackImage == nil ? (minimumTrackTintColor ?? tintColor) : nil
        maximumTrackView.image = currentMaximumTrackImage
        maximumTrackView.backgroundColor = currentMaximumTrackImage == nil ? (maximumTrackTintColor ?? .systemFill) : nil
        let image = currentThumbImage
        thumbView.image = image
        thumbView.backgroundColor = image == nil ? (thumbTintColor ?? .white) : nil
        thumbView.layer.shadowColor = UIColor.black.cgColor
        thumbView.layer.shadowOpacity = image == nil ? Metrics.thumbShadowOpacity : 0
        thumbView.layer.shadowRadius = Metrics.thumbShadowRadius
        thumbView.layer.shadowOffset = Metrics.thumbShadowOffset
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: Tracking

    private var currentThumbRect: CGRect {
        thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: valueStorage)
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let p = touch.location(in: self)
        let thumb = currentThumbRect
        guard thumb.insetBy(dx: -Metrics.thumbTouchOutset, dy: -Metrics.thumbTouchOutset).contains(p) else { return false }
        grabOffset = p.x - thumb.midX
        valueAtTrackingStart = valueStorage
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let track = trackRect(forBounds: bounds)
        let thumbWidth = currentThumbRect.width
        let travel = track.width + 2 * Metrics.thumbOverhang - thumbWidth
        let startX = track.minX - Metrics.thumbOverhang + thumbWidth / 2
        let x = touch.location(in: self).x - grabOffset
        let along = travel > 0 ? Float((x - startX) / travel) : 0
        let fraction = mirrored ? 1 - along : along
        let newValue = clamp(minimumStorage + fraction * (maximumStorage - minimumStorage))
        if newValue != valueStorage {
            valueStorage = newValue
            layoutParts()
            if isContinuous { sendValueChanged() }
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if !isContinuous, valueStorage != valueAtTrackingStart { sendValueChanged() }
    }

    open override func cancelTracking(with event: UIEvent?) {
        if !isContinuous, valueStorage != valueAtTrackingStart { sendValueChanged() }
    }

    /// A one-finger swipe or pan along the slider that starts on the thumb is the slider's, not an ancestor's
    /// recognizer's (Apple, "Attaching gesture recognizers to UIKit controls").
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if isEnabled, isTracking, gestureRecognizer.view !== self {
            if let pan = gestureRecognizer as? UIPanGestureRecognizer {
                let t = pan.translation(in: self)
                if abs(t.x) > abs(t.y) { return false }
            } else if let swipe = gestureRecognizer as? UISwipeGestureRecognizer, swipe.numberOfTouchesRequired == 1,
                      !swipe.direction.isDisjoint(with: [.left, .right]) {
                return false
            }
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    private func sendValueChanged() {
        sendActions(for: .valueChanged)
        sendActions(for: .primaryActionTriggered)
    }

    // MARK: Accessibility

    var defaultAccessibilityValue: String? {
        let span = maximumStorage - minimumStorage
        let fraction = span > 0 ? (valueStorage - minimumStorage) / span : 0
        return "\(Int((fraction * 100).rounded()))%"
    }

    var defaultAccessibilityTraits: UIAccessibilityTraits { [.adjustable] }

    /// VoiceOver's swipe up: a tenth of the range more, sending valueChanged.
    open override func accessibilityIncrement() { adjust(by: Metrics.accessibilityStep) }

    /// VoiceOver's swipe down: a tenth of the range less, sending valueChanged.
    open override func accessibilityDecrement() { adjust(by: -Metrics.accessibilityStep) }

    private func adjust(by fraction: Float) {
        let old = valueStorage
        setValue(valueStorage + fraction * (maximumStorage - minimumStorage), animated: false)
        if valueStorage != old { sendValueChanged() }
    }

    // MARK: Clamping

    private func clamp(_ v: Float) -> Float {
        if v.isNaN { return minimumStorage }
        return min(max(v, minimumStorage), maximumStorage)
    }

    private func clampValue() {
        let clamped = clamp(valueStorage)
        if clamped != valueStorage { valueStorage = clamped }
        setNeedsLayout()
    }
}
