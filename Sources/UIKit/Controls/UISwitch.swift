import Foundation

/// A control that shows an on/off state: a rounded track with a white thumb that slides to the
/// side of the state. A tap toggles it; dragging the thumb past the middle toggles it on release.
/// Either sends valueChanged (then primaryActionTriggered); setting `isOn` in code sends nothing.
@preconcurrency @MainActor
open class UISwitch: UIControl, ControlAccessibility {
    /// The look of a switch.
    public enum Style: Int, Sendable {
        /// The platform's choice (sliding on iOS).
        case automatic = 0
        /// A checkbox (Mac Catalyst only; iOS draws a sliding switch).
        case checkbox = 1
        /// The sliding switch.
        case sliding = 2
    }

    private enum Metrics {
        // Apple: "The size components of this rectangle are ignored"; 51 × 31 on iOS 7 and later.
        static let size = CGSize(width: 51, height: 31)
        // ⚠ Measured on iOS 17 screenshots: a 27 pt thumb 2 pt inside the track.
        static let thumbInset: CGFloat = 2
        static let thumbSide: CGFloat = 27
        // ⚠ The thumb stretches while touched (iOS 7 and later), by about 7 pt.
        static let pressedThumbWidth: CGFloat = 34
        // ⚠ SPEC-NEXT §5.5: setOn(_:animated:) takes about a quarter second.
        static let animationDuration: TimeInterval = 0.25
        // ⚠ A touch that moves less than this is a tap (it toggles), not a thumb drag.
        static let dragThreshold: CGFloat = 4
        // ⚠ The thumb's shadow, read off iOS 17 screenshots: soft, below, about 15 % black.
        static let thumbShadowOpacity: Float = 0.2
        static let thumbShadowRadius: CGFloat = 2.5
        static let thumbShadowOffset = CGSize(width: 0, height: 2)
    }

    private let trackView = UIView()
    private let onView = UIView()
    private let thumbView = UIView()
    private var onStorage = false
    /// While a drag is under way: the state the thumb shows (decided on release).
    private var dragState: Bool?
    private var touchStart: CGPoint = .zero
    private var pressed = false

    /// Whether the switch is on. Default false. Setting it does not send valueChanged.
    open var isOn: Bool {
        get { onStorage }
        set { setOn(newValue, animated: false) }
    }

    /// The colour of the track when on (nil: systemGreen).
    open var onTintColor: UIColor? { didSet { updateColors() } }
    /// The colour of the thumb (nil: white).
    open var thumbTintColor: UIColor? { didSet { updateColors() } }
    /// Images for the on state; no effect on iOS 7 and later (kept for source compatibility).
    open var onImage: UIImage?
    /// Images for the off state; no effect on iOS 7 and later (kept for source compatibility).
    open var offImage: UIImage?
    /// The style the app asks for. Default automatic.
    open var preferredStyle: Style = .automatic
    /// The style shown: sliding on iOS whatever was asked.
    open var style: Style { .sliding }
    /// A title shown beside a checkbox on the Mac; not shown on iOS.
    open var title: String?

    /// Creates a switch at `frame`'s origin; the size is always 51 × 31.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Metrics.size))
        configureSwitch()
    }

    /// Switches are not archived on Linux.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureSwitch()
        if let nib = coder as? NibCoder {
            decodeViewKeys(nib)
            decodeSwitchKeys(nib)
        }
    }

    private func configureSwitch() {
        isOpaque = false
        for v in [trackView, onView, thumbView] {
            v.isUserInteractionEnabled = false
            addSubview(v)
        }
        trackView.layer.cornerRadius = Metrics.size.height / 2
        onView.layer.cornerRadius = Metrics.size.height / 2
        thumbView.layer.cornerRadius = Metrics.thumbSide / 2
        thumbView.layer.shadowColor = UIColor.black.cgColor
        thumbView.layer.shadowOpacity = Metrics.thumbShadowOpacity
        thumbView.layer.shadowRadius = Metrics.thumbShadowRadius
        thumbView.layer.shadowOffset = Metrics.thumbShadowOffset
        updateColors()
        layoutParts()
    }

    /// The size is fixed: only the origin of a new frame is kept.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Metrics.size) }
    }

    open override var intrinsicContentSize: CGSize { Metrics.size }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Metrics.size }

    /// Sets the state, sliding the thumb over a quarter second when `animated`. Sends no event.
    open func setOn(_ on: Bool, animated: Bool) {
        guard on != onStorage else { return }
        onStorage = on
        if animated {
            UIView.animate(withDuration: Metrics.animationDuration) { self.layoutParts() }
        } else {
            layoutParts()
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    override func stateDidChange() {
        alpha = isEnabled ? 1 : 0.5
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        touchStart = touch.location(in: self)
        dragState = nil
        setPressed(true)
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let p = touch.location(in: self)
        if dragState == nil, hypot(p.x - touchStart.x, p.y - touchStart.y) >= Metrics.dragThreshold {
            dragState = onStorage
        }
        if dragState != nil {
            let proposed = (p.x >= bounds.midX) != (effectiveUserInterfaceLayoutDirection == .rightToLeft)
            if proposed != dragState {
                dragState = proposed
                UIView.animate(withDuration: Metrics.animationDuration) { self.layoutParts() }
            }
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let inside = touch.map { trackingContains($0.location(in: self)) } ?? false
        let newState: Bool
        if let dragState {
            newState = dragState
        } else {
            newState = inside ? !onStorage : onStorage
        }
        dragState = nil
        pressed = false
        if newState != onStorage {
            setOn(newState, animated: true)
            sendActions(for: .valueChanged)
            sendActions(for: .primaryActionTriggered)
        } else {
            UIView.animate(withDuration: Metrics.animationDuration) { self.layoutParts() }
        }
    }

    open override func cancelTracking(with event: UIEvent?) {
        dragState = nil
        setPressed(false)
    }

    /// An ancestor's single tap, or its pan along the switch, does not take the touch from the switch.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if takesSingleTap(from: gestureRecognizer) { return false }
        if isEnabled, gestureRecognizer.view !== self, let pan = gestureRecognizer as? UIPanGestureRecognizer {
            let t = pan.translation(in: self)
            if abs(t.x) > abs(t.y) { return false }
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: Accessibility

    var defaultAccessibilityValue: String? { onStorage ? "1" : "0" }
    var defaultAccessibilityTraits: UIAccessibilityTraits { [.button] }

    // MARK: Look

    private func setPressed(_ p: Bool) {
        guard p != pressed else { return }
        pressed = p
        UIView.animate(withDuration: Metrics.animationDuration) { self.layoutParts() }
    }

    /// What the thumb shows: the drag's proposal while dragging, else the state.
    private var shownState: Bool { dragState ?? onStorage }

    private func layoutParts() {
        let b = CGRect(origin: .zero, size: Metrics.size)
        trackView.frame = b
        onView.frame = b
        onView.alpha = shownState ? 1 : 0
        let width = pressed ? Metrics.pressedThumbWidth : Metrics.thumbSide
        // Right to left the switch is mirrored: on is the thumb at the left.
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let x = shownState != rtl ? b.maxX - Metrics.thumbInset - width : Metrics.thumbInset
        thumbView.frame = CGRect(x: x, y: Metrics.thumbInset, width: width, height: Metrics.thumbSide)
    }

    private func updateColors() {
        // ⚠ The off track is iOS 17's light gray E9E9EA, which is secondarySystemFill over white.
        trackView.backgroundColor = .secondarySystemFill
        onView.backgroundColor = onTintColor ?? .systemGreen
        thumbView.backgroundColor = thumbTintColor ?? .white
    }
}
