import Foundation

/// The base of controls: views that track touches and send events (touchDown, touchUpInside,
/// valueChanged …) to their registered actions and targets.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// One registered action: a UIAction, or a target and its closure (target–action).
    final class Registration {
        weak var target: AnyObject?
        let hadTarget: Bool
        let closure: (@MainActor (Any) -> Void)?
        let name: String?
        let action: UIAction?
        var events: Event

        init(target: AnyObject?, closure: @escaping @MainActor (Any) -> Void, name: String?, events: Event) {
            self.target = target
            hadTarget = target != nil
            self.closure = closure
            self.name = name
            action = nil
            self.events = events
        }

        init(action: UIAction, events: Event) {
            target = nil
            hadTarget = false
            closure = nil
            name = nil
            self.action = action
            self.events = events
        }

        /// A target that went away takes its actions with it.
        var isDead: Bool { hadTarget && target == nil }
    }

    /// ⚠ Measured on iOS (not documented): once a touch went down, it counts as inside for
    /// touchDragInside/touchDragOutside, touchDragEnter/touchDragExit, highlighting and touchUpInside
    /// while it stays within 70 points beyond the bounds on each side.
    static let trackingMargin: CGFloat = 70

    var registrations: [Registration] = []
    var enabledStorage = true
    var selectedStorage = false
    var highlightedStorage = false

    /// Whether the control is enabled; disabled controls ignore touches (they pass them on) and draw dimmed.
    open var isEnabled: Bool {
        get { enabledStorage }
        set {
            guard newValue != enabledStorage else { return }
            enabledStorage = newValue
            if !newValue, isTracking {
                isTracking = false
                isTouchInside = false
                highlightedStorage = false
            }
            stateDidChange()
        }
    }

    /// Whether the control is selected.
    open var isSelected: Bool {
        get { selectedStorage }
        set {
            guard newValue != selectedStorage else { return }
            selectedStorage = newValue
            stateDidChange()
        }
    }

    /// Whether the control is highlighted; tracking sets it while the touch is inside.
    open var isHighlighted: Bool {
        get { highlightedStorage }
        set {
            guard newValue != highlightedStorage else { return }
            highlightedStorage = newValue
            stateDidChange()
        }
    }

    /// The control's state flags, from isEnabled, isSelected and isHighlighted.
    open var state: State {
        var s: State = []
        if highlightedStorage { s.insert(.highlighted) }
        if !enabledStorage { s.insert(.disabled) }
        if selectedStorage { s.insert(.selected) }
        return s
    }

    /// How the content is placed horizontally. Default center.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { if oldValue != contentHorizontalAlignment { setNeedsLayout() } }
    }

    /// How the content is placed vertically. Default center.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { if oldValue != contentVerticalAlignment { setNeedsLayout() } }
    }

    /// The horizontal alignment with leading and trailing resolved by the control's layout direction (leading
    /// is left in left-to-right layout, right in right-to-left layout).
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rtl ? .right : .left
        case .trailing: return rtl ? .left : .right
        default: return contentHorizontalAlignment
        }
    }

    /// Whether a touch is being tracked.
    open internal(set) var isTracking = false
    /// Whether the tracked touch is inside the control (its bounds expanded by the tracking margin).
    open internal(set) var isTouchInside = false

    /// Creates a control with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a control with the given frame whose primary action is `primaryAction`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Controls are not archived on Linux.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let nib = coder as? NibCoder { decodeControlKeys(nib) }
    }

    /// Called when isEnabled, isSelected or isHighlighted changes (subclasses refresh their look).
    func stateDidChange() {}

    /// Whether touchUpInside also sends primaryActionTriggered (buttons).
    var sendsPrimaryActionOnTouchUpInside: Bool { false }

    /// Whether `gestureRecognizer` is an ancestor's one-finger single tap, which the controls Apple lists
    /// (UIButton, UISwitch, UIStepper, UISegmentedControl, UIPageControl) keep for themselves while enabled.
    func takesSingleTap(from gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard isEnabled, gestureRecognizer.view !== self, let tap = gestureRecognizer as? UITapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }

    // MARK: Tracking

    /// A touch went down in the control; return false to stop tracking it. The default returns true.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch moved; return false to stop tracking it. The default returns true.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch ended. Does nothing by default.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// Tracking was cancelled. Does nothing by default.
    open func cancelTracking(with event: UIEvent?) {}

    /// Whether `point` (in the control's coordinates) counts as inside while tracking.
    func trackingContains(_ point: CGPoint) -> Bool {
        bounds.insetBy(dx: -UIControl.trackingMargin, dy: -UIControl.trackingMargin).contains(point)
    }

    /// The touch this control took at touchesBegan (tracked or not); others go up the responder chain.
    weak var ownTouch: UITouch?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, ownTouch == nil, let touch = touches.first else {
            super.touchesBegan(touches, with: event)
            return
        }
        ownTouch = touch
        isTracking = true
        isTouchInside = true
        isHighlighted = true
        sendActions(for: .touchDown)
        if touch.tapCount > 1 { sendActions(for: .touchDownRepeat) }
        if !beginTracking(touch, with: event) {
            isTracking = false
            isHighlighted = false
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = ownTouch, touches.contains(touch) else {
            super.touchesMoved(touches, with: event)
            return
        }
        guard isTracking, isEnabled else { return }
        let wasInside = isTouchInside
        let inside = trackingContains(touch.location(in: self))
        isTouchInside = inside
        isHighlighted = inside
        if wasInside && !inside {
            sendActions(for: .touchDragExit)
            sendActions(for: .touchDragOutside)
        } else if !wasInside && inside {
            sendActions(for: .touchDragEnter)
            sendActions(for: .touchDragInside)
        } else {
            sendActions(for: inside ? .touchDragInside : .touchDragOutside)
        }
        if !continueTracking(touch, with: event) {
            isTracking = false
            isHighlighted = false
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = ownTouch, touches.contains(touch) else {
            super.touchesEnded(touches, with: event)
            return
        }
        ownTouch = nil
        guard isTracking, isEnabled else {
            isTracking = false
            isHighlighted = false
            return
        }
        let inside = trackingContains(touch.location(in: self))
        isTouchInside = inside
        isTracking = false
        isHighlighted = false
        endTracking(touch, with: event)
        if inside {
            sendActions(for: .touchUpInside)
            if sendsPrimaryActionOnTouchUpInside { sendActions(for: .primaryActionTriggered) }
        } else {
            sendActions(for: .touchUpOutside)
        }
        isTouchInside = false
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = ownTouch, touches.contains(touch) else {
            super.touchesCancelled(touches, with: event)
            return
        }
        ownTouch = nil
        let wasTracking = isTracking
        isTracking = false
        isTouchInside = false
        isHighlighted = false
        guard wasTracking else { return }
        cancelTracking(with: event)
        sendActions(for: .touchCancel)
    }

    // MARK: Actions

    /// Adds `action` for `controlEvents`. An action with the same identifier already registered is
    /// replaced.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        if let existing = registrations.first(where: { $0.action?.identifier == action.identifier }) {
            if existing.action === action {
                existing.events.formUnion(controlEvents)
                return
            }
            registrations.removeAll { $0 === existing }
        }
        registrations.append(Registration(action: action, events: controlEvents))
    }

    /// Removes `action` from `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes the action with `actionIdentifier` from `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        for r in registrations where r.action?.identifier == actionIdentifier {
            r.events.subtract(controlEvents)
        }
        registrations.removeAll { $0.events.isEmpty }
    }

    /// Adds a target and its action for `controlEvents`. A nil target means the action has no owner.
    /// The action receives the control as its sender.
    // Linux: Apple's addTarget(_:action:for:) takes a Selector, which needs the Objective-C runtime; the
    // action is a closure here. `actionName` is what actions(forTarget:forControlEvent:) reports.
    @preconcurrency open func addTarget(_ target: AnyObject?, action: @escaping @MainActor (_ sender: Any) -> Void,
                        for controlEvents: Event, actionName: String? = nil) {
        registrations.append(Registration(target: target, closure: action, name: actionName, events: controlEvents))
    }

    /// Removes `target`'s actions (all targets' when nil) from `controlEvents`.
    // Linux: Apple's removeTarget(_:action:for:) names the action by Selector; closures cannot be compared,
    // so `actionName` (nil: all actions) picks them.
    open func removeTarget(_ target: AnyObject?, actionName: String? = nil, for controlEvents: Event) {
        for r in registrations where r.action == nil {
            guard target == nil || r.target === target else { continue }
            guard actionName == nil || r.name == actionName else { continue }
            r.events.subtract(controlEvents)
        }
        registrations.removeAll { $0.events.isEmpty || $0.isDead }
    }

    /// The targets with actions registered (NSNull stands for a nil target).
    open var allTargets: Set<AnyHashable> {
        var result = Set<AnyHashable>()
        for r in registrations where r.action == nil && !r.isDead {
            if let t = r.target {
                if let h = t as? AnyHashable { result.insert(h) } else { result.insert(ObjectIdentifier(t)) }
            } else {
                result.insert(NSNull())
            }
        }
        return result
    }

    /// Every event some action or target is registered for.
    open var allControlEvents: Event {
        registrations.filter { !$0.isDead }.reduce(Event()) { $0.union($1.events) }
    }

    /// The names of `target`'s actions for `controlEvent` (nil target: the actions without a target),
    /// or nil when there are none.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let t = target as AnyObject?
        let names = registrations.filter { r in
            r.action == nil && !r.isDead && r.events.contains(controlEvent)
                && (t == nil ? !r.hadTarget : r.target === t)
        }.map { $0.name ?? "action:" }
        return names.isEmpty ? nil : names
    }

    /// Sends the actions registered for any of `controlEvents`, in the order they were added.
    open func sendActions(for controlEvents: Event) {
        registrations.removeAll { $0.isDead }
        let matching = registrations.filter { !$0.events.isDisjoint(with: controlEvents) }
        for r in matching {
            if let action = r.action {
                sendAction(action)
            } else if let closure = r.closure {
                sendAction(closure, to: r.target, for: nil)
            }
        }
    }

    /// Sends the primary action (primaryActionTriggered), as a tap on a button does.
    open func performPrimaryAction() {
        sendActions(for: .primaryActionTriggered)
    }

    /// Runs `action`'s handler with this control as its sender.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    /// Calls `action` with this control as the sender (UIApplication routes it on iOS).
    // Linux: Apple's form takes a Selector and a target; here the action is a closure.
    @preconcurrency open func sendAction(_ action: @escaping @MainActor (_ sender: Any) -> Void, to target: Any?, for event: UIEvent?) {
        action(self)
    }
}
