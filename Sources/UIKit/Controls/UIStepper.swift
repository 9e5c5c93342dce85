import Foundation

/// A control with a minus and a plus half that step a value down or up. Holding a half repeats on the
/// media clock (autorepeat); a continuous stepper sends valueChanged at every step, otherwise once
/// when the touch lifts. Values set in code send nothing.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    private enum Metrics {
        // dec (UIStepperHorizontalVisualElement +initialSize): 94 wide, the segmented control's height (32 on iOS 13+).
        static let size = CGSize(width: 94, height: 32)
        // ⚠ The segmented control's corner radius, read off iOS 17 screenshots.
        static let cornerRadius: CGFloat = 9
        // ⚠ The divider: 1 pt wide, 18 pt tall, centred.
        static let dividerSize = CGSize(width: 1, height: 18)
        // ⚠ The minus and plus glyphs: 14 pt bars, 2 pt thick (SF Symbols' "minus"/"plus" at the stepper's size).
        static let glyphLength: CGFloat = 14
        static let glyphThickness: CGFloat = 2
        // dec: the pressed half's highlight is the half inset by 4 pt.
        static let highlightInset: CGFloat = 4
        // dec (_startTimer / _updateCount:): the first repeat comes 0.5 s after the touch, and the next four
        // 0.5 s apart; then faster. ⚠ The faster intervals are not readable in the published decompilation:
        // 0.1 s up to the 19th repeat and 0.05 s after are this implementation's choice.
        static let firstRepeatDelay: TimeInterval = 0.5
        static let slowRepeatCount = 4
        static let fastRepeatInterval: TimeInterval = 0.1
        static let fastestRepeatAfter = 18
        static let fastestRepeatInterval: TimeInterval = 0.05
    }

    private let backgroundView = UIImageView()
    private let leftHighlight = UIView()
    private let rightHighlight = UIView()
    private let dividerView = UIImageView()
    private let minusGlyph = UIView()
    private let plusHorizontal = UIView()
    private let plusVertical = UIView()
    private let decrementImageView = UIImageView()
    private let incrementImageView = UIImageView()

    private var valueStorage: Double = 0
    private var minimumStorage: Double = 0
    private var maximumStorage: Double = 100
    private var stepStorage: Double = 1
    private var backgroundImages: [UInt: UIImage] = [:]
    private var incrementImages: [UInt: UIImage] = [:]
    private var decrementImages: [UInt: UIImage] = [:]
    private var dividerImages: [String: UIImage] = [:]

    private enum Half { case minus, plus }
    /// The half under the tracked touch (nil: none, or the touch is outside).
    private var pressedHalf: Half?
    private var repeatTimer: CAMediaClockTimer?
    private var repeatCount = 0
    /// When the pending repeat is due (the next is counted from it, not from when it ran).
    private var repeatDeadline: CFTimeInterval = 0

    /// Whether holding sends valueChanged at every step (true, the default) or once at the end.
    open var isContinuous = true
    /// Whether holding a half repeats. Default true.
    open var autorepeat = true {
        didSet { if !autorepeat { stopRepeating() } }
    }
    /// Whether stepping past one end goes round to the other. Default false.
    open var wraps = false { didSet { updateLook() } }

    /// The value, clamped to minimumValue…maximumValue. Default 0. Setting it sends nothing.
    open var value: Double {
        get { valueStorage }
        set {
            let v = min(max(newValue, minimumStorage), maximumStorage)
            guard v != valueStorage else { return }
            valueStorage = v
            updateLook()
        }
    }

    /// The smallest value. Default 0. Above the maximum, the maximum follows; the value is clamped.
    // dec: iOS moves the maximum rather than raising (the documentation says NSInvalidArgumentException).
    open var minimumValue: Double {
        get { minimumStorage }
        set {
            guard newValue != minimumStorage else { return }
            if maximumStorage < newValue { maximumStorage = newValue }
            minimumStorage = newValue
            value = max(valueStorage, newValue)
            updateLook()
        }
    }

    /// The largest value. Default 100. Below the minimum, the minimum follows; the value is clamped.
    open var maximumValue: Double {
        get { maximumStorage }
        set {
            guard newValue != maximumStorage else { return }
            if minimumStorage > newValue { minimumStorage = newValue }
            maximumStorage = newValue
            value = min(valueStorage, newValue)
            updateLook()
        }
    }

    /// How much a step changes the value. Default 1. Must be greater than 0: Apple raises
    /// NSInvalidArgumentException "stepValue must be greater than 0".
    open var stepValue: Double {
        get { stepStorage }
        set {
            guard newValue != stepStorage else { return }
            guard newValue > 0 else {
                // Apple raises NSInvalidArgumentException with this reason.
                preconditionFailure("stepValue must be greater than 0")
            }
            stepStorage = newValue
        }
    }

    /// Creates a stepper at `frame`'s origin; the size is always 94 × 32.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Metrics.size))
        configureStepper()
    }

    /// Steppers are not archived on Linux.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureStepper()
        if let nib = coder as? NibCoder {
            decodeViewKeys(nib)
            decodeStepperKeys(nib)
        }
    }

    private func configureStepper() {
        isOpaque = false
        clipsToBounds = true
        layer.cornerRadius = Metrics.cornerRadius
        for v in [backgroundView, leftHighlight, rightHighlight, dividerView, minusGlyph, plusHorizontal, plusVertical,
                  decrementImageView, incrementImageView] {
            v.isUserInteractionEnabled = false
            addSubview(v)
        }
        for v in [leftHighlight, rightHighlight] {
            v.layer.cornerRadius = Metrics.cornerRadius - Metrics.highlightInset / 2
            v.alpha = 0
        }
        decrementImageView.contentMode = .center
        incrementImageView.contentMode = .center
        updateLook()
    }

    /// The size is fixed: only the origin of a new frame is kept (dec: setFrame: asks sizeThatFits:).
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: sizeThatFits(newValue.size)) }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// dec: at least 94 × 32, or the background images' widths side by side and their height.
    open override var intrinsicContentSize: CGSize {
        guard let image = backgroundImages[State.normal.rawValue] else { return Metrics.size }
        return CGSize(width: max(2 * image.size.width, Metrics.size.width), height: max(Metrics.size.height, image.size.height))
    }

    // MARK: Images

    /// The background image for `state` (stretched over the stepper).
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state.rawValue] = image
        invalidateIntrinsicContentSize()
        updateLook()
    }

    /// The background image set for `state`.
    open func backgroundImage(for state: State) -> UIImage? { backgroundImages[state.rawValue] }

    /// The divider image between the halves in the given states.
    open func setDividerImage(_ image: UIImage?, forLeftSegmentState leftState: State, rightSegmentState rightState: State) {
        dividerImages["\(leftState.rawValue)-\(rightState.rawValue)"] = image
        updateLook()
    }

    /// The divider image set for the given states.
    open func dividerImage(forLeftSegmentState state: State, rightSegmentState state2: State) -> UIImage? {
        dividerImages["\(state.rawValue)-\(state2.rawValue)"]
    }

    /// The image on the plus half for `state` (nil: the standard plus).
    open func setIncrementImage(_ image: UIImage?, for state: State) {
        incrementImages[state.rawValue] = image
        updateLook()
    }

    /// The increment image set for `state`.
    open func incrementImage(for state: State) -> UIImage? { incrementImages[state.rawValue] }

    /// The image on the minus half for `state` (nil: the standard minus).
    open func setDecrementImage(_ image: UIImage?, for state: State) {
        decrementImages[state.rawValue] = image
        updateLook()
    }

    /// The decrement image set for `state`.
    open func decrementImage(for state: State) -> UIImage? { decrementImages[state.rawValue] }

    // MARK: Layout and look

    private var canIncrement: Bool { isEnabled && (wraps || valueStorage < maximumStorage) }
    private var canDecrement: Bool { isEnabled && (wraps || valueStorage > minimumStorage) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        let left = CGRect(x: b.minX, y: b.minY, width: b.width / 2, height: b.height)
        let right = CGRect(x: b.midX, y: b.minY, width: b.width / 2, height: b.height)
        backgroundView.frame = b
        leftHighlight.frame = left.insetBy(dx: Metrics.highlightInset, dy: Metrics.highlightInset)
        rightHighlight.frame = right.insetBy(dx: Metrics.highlightInset, dy: Metrics.highlightInset)
        let divider = dividerView.image?.size ?? Metrics.dividerSize
        dividerView.frame = CGRect(x: b.midX - divider.width / 2, y: b.midY - divider.height / 2,
                                   width: divider.width, height: divider.height)
        let l = Metrics.glyphLength, t = Metrics.glyphThickness
        minusGlyph.frame = CGRect(x: left.midX - l / 2, y: left.midY - t / 2, width: l, height: t)
        plusHorizontal.frame = CGRect(x: right.midX - l / 2, y: right.midY - t / 2, width: l, height: t)
        plusVertical.frame = CGRect(x: right.midX - t / 2, y: right.midY - l / 2, width: t, height: l)
        decrementImageView.frame = left
        incrementImageView.frame = right
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateLook()
    }

    override func stateDidChange() {
        updateLook()
    }

    private func image(_ images: [UInt: UIImage], for state: State) -> UIImage? {
        images[state.rawValue] ?? images[State.normal.rawValue]
    }

    private func updateLook() {
        alpha = isEnabled ? 1 : 0.5
        let background = image(backgroundImages, for: isEnabled ? .normal : .disabled)
        backgroundView.image = background
        // ⚠ iOS 13 and later: the segmented control's background, tertiarySystemFill.
        backgroundView.backgroundColor = background == nil ? .tertiarySystemFill : nil
        leftHighlight.backgroundColor = .tertiarySystemFill
        rightHighlight.backgroundColor = .tertiarySystemFill
        leftHighlight.alpha = pressedHalf == .minus && canDecrement ? 1 : 0
        rightHighlight.alpha = pressedHalf == .plus && canIncrement ? 1 : 0
        let leftState: State = !canDecrement ? .disabled : (pressedHalf == .minus ? .highlighted : .normal)
        let rightState: State = !canIncrement ? .disabled : (pressedHalf == .plus ? .highlighted : .normal)
        let divider = dividerImages["\(leftState.rawValue)-\(rightState.rawValue)"] ?? dividerImages["0-0"]
        dividerView.image = divider
        dividerView.backgroundColor = divider == nil ? .separator : nil
        let dec = image(decrementImages, for: leftState)
        let inc = image(incrementImages, for: rightState)
        decrementImageView.image = dec
        incrementImageView.image = inc
        decrementImageView.tintColor = .label
        incrementImageView.tintColor = .label
        minusGlyph.isHidden = dec != nil
        plusHorizontal.isHidden = inc != nil
        plusVertical.isHidden = inc != nil
        // ⚠ A half that cannot step is drawn in tertiaryLabel, the other in label.
        minusGlyph.backgroundColor = canDecrement ? .label : .tertiaryLabel
        plusHorizontal.backgroundColor = canIncrement ? .label : .tertiaryLabel
        plusVertical.backgroundColor = plusHorizontal.backgroundColor
        decrementImageView.alpha = canDecrement ? 1 : 0.3
        incrementImageView.alpha = canIncrement ? 1 : 0.3
        setNeedsLayout()
    }

    // MARK: Tracking

    private func half(at p: CGPoint) -> Half? {
        guard trackingContains(p) else { return nil }
        return p.x < bounds.midX ? .minus : .plus
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        repeatCount = 0
        if autorepeat {
            repeatDeadline = CACurrentMediaTime()
            scheduleRepeat(after: Metrics.firstRepeatDelay)
        }
        pressedHalf = half(at: touch.location(in: self))
        updateLook()
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let h = half(at: touch.location(in: self))
        if h != pressedHalf {
            pressedHalf = h
            updateLook()
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        stopRepeating()
        if let touch { pressedHalf = half(at: touch.location(in: self)) }
        // dec (_updateCount: from endTracking): a touch that never repeated steps once; a non-continuous
        // stepper then reports the whole change once.
        let active = pressedHalf == .plus ? canIncrement : (pressedHalf == .minus ? canDecrement : false)
        if active {
            if repeatCount == 0 {
                step()
                if isContinuous { sendValueChanged() }
            }
            if !isContinuous { sendValueChanged() }
        }
        pressedHalf = nil
        repeatCount = 0
        updateLook()
    }

    open override func cancelTracking(with event: UIEvent?) {
        stopRepeating()
        pressedHalf = nil
        updateLook()
    }

    private func scheduleRepeat(after delay: TimeInterval) {
        repeatTimer?.invalidate()
        repeatDeadline += delay
        repeatTimer = CAMediaClock.shared.schedule(at: repeatDeadline) { [weak self] in
            MainActor.assumeIsolated { self?.repeatFired() }
        }
    }

    private func stopRepeating() {
        repeatTimer?.invalidate()
        repeatTimer = nil
    }

    /// dec (_updateCount: from the timer): a step while a half that can step is pressed; the next one
    /// 0.5 s later for the first five, then faster.
    private func repeatFired() {
        repeatTimer = nil
        let active = pressedHalf == .plus ? canIncrement : (pressedHalf == .minus ? canDecrement : false)
        if active {
            step()
            if isContinuous { sendValueChanged() }
        }
        let count = repeatCount
        if active { repeatCount += 1 }
        guard isTracking, autorepeat else { return }
        let interval = !active || count <= Metrics.slowRepeatCount - 1 ? Metrics.firstRepeatDelay
            : (count > Metrics.fastestRepeatAfter ? Metrics.fastestRepeatInterval : Metrics.fastRepeatInterval)
        scheduleRepeat(after: interval)
    }

    /// One step in the pressed direction: clamped, or round to the other end when wrapping.
    private func step() {
        var v = valueStorage + (pressedHalf == .plus ? stepStorage : -stepStorage)
        if wraps {
            if v > maximumStorage { v = minimumStorage } else if v < minimumStorage { v = maximumStorage }
        }
        value = v
    }

    private func sendValueChanged() {
        sendActions(for: .valueChanged)
        sendActions(for: .primaryActionTriggered)
    }

    /// An ancestor's single tap does not take a tap on the stepper.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if takesSingleTap(from: gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
