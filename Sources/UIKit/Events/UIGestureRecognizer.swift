import Foundation

// Stage 3 of a frame — recognizers and responders (docs/ARCHITECTURE.md).
// Before: EventDispatcher collects a touch's recognizers when it begins. After: GestureEnvironment hands
// each event's touches to them, arbitrates, sends their actions, then lets UIWindow deliver to views.

/// A gesture recognizer: attached to a view, it watches the touches that begin in that view or its
/// subviews and recognizes one gesture, sending its actions when it does (and as the gesture changes, for
/// continuous gestures).
///
/// Subclasses override the touch methods and set `state`; UIKit arbitrates between recognizers, calls
/// `reset()` once a gesture is over and all its touches have lifted, and decides which touches reach the
/// views (`cancelsTouchesInView`, `delaysTouchesBegan`, `delaysTouchesEnded`).
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// The recognizer's state (Apple's raw values).
    public enum State: Int, Sendable {
        case possible = 0, began, changed, ended, cancelled, failed
        /// A discrete gesture was recognized; the same as `.ended`.
        public static let recognized = State.ended
    }

    // MARK: Storage (implementation files by concern: +StateMachine, +Targets, +Touches)

    var stateStorage: State = .possible
    /// A transition out of `.possible` held while recognizers this one must wait for are still possible.
    var pendingState: State?
    var enabledStorage = true
    /// Whether the recognizer takes part in the current touch sequence (GestureEnvironment.active).
    var isActive = false
    /// The touches the recognizer tracks (delivered, not ended, not ignored), in the order they began.
    var trackedTouches: [UITouch] = []
    /// Every touch that listed this recognizer since its last reset (for sharing, claiming and reset).
    var sequenceTouches: [UITouch] = []
    /// The presses the recognizer receives (delivered, not ended, not ignored), and every press that listed
    /// it since its last reset.
    var trackedPresses: [UIPress] = []
    var sequencePresses: [UIPress] = []
    /// Presses `ignore(_:for:)` took away, until the recognizer resets.
    var ignoredPresses: Set<ObjectIdentifier> = []
    /// Touches `ignore(_:for:)` took away, until they end.
    var ignoredTouches: Set<ObjectIdentifier> = []
    /// Recognizers given to `require(toFail:)`.
    var failureRequirements: [WeakGestureRecognizer] = []
    /// The answers of the dynamic failure requirements, asked once per recognition attempt.
    var failureRequirementCache: [ObjectIdentifier: Bool] = [:]
    /// The actions, in the order they were added.
    var actions: [GestureAction] = []
    /// The centroid of the tracked touches in window coordinates, kept when they lift.
    var lastCentroid: CGPoint?
    weak var lastWindow: UIWindow?
    /// The event being delivered (for modifierFlags and buttonMask).
    weak var currentEvent: UIEvent?

    // MARK: Creating

    /// A recognizer that sends `action` to `target` when it recognizes its gesture (and as the gesture
    /// changes, for continuous ones). The action's method may take no argument or the recognizer.
    /// Apple's designated initializer: subclasses override it and chain to it.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    /// A recognizer with no action; add one with `addTarget`.
    public convenience override init() { self.init(target: nil, action: nil) }

    /// A recognizer that calls `handler` with itself when it recognizes its gesture (and as it changes).
    // Linux: Apple's init(target:action:) takes a Selector; this closure form stands beside it.
    public convenience init(handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        self.init()
        addTarget(nil, action: handler)
    }

    // MARK: Target–action (UIGestureRecognizer+Targets.swift)

    /// Adds an action, called with the recognizer when it recognizes its gesture (and at each change of a
    /// continuous gesture); actions run in the order they were added. A non-nil target is held weakly and
    /// takes its action with it when it goes away.
    // Linux: Apple's addTarget(_:action:) takes a Selector; here the action is a closure, named by
    // `actionName` so that removeTarget can find it.
    public final func addTarget(_ target: AnyObject?, action: @escaping @MainActor (UIGestureRecognizer) -> Void,
                        actionName: String? = nil) {
        addClosureTarget(target, action: action, actionName: actionName)
    }

    /// Removes `target`'s actions named `actionName` (every target's when `target` is nil, every action
    /// of the target when `actionName` is nil).
    // Linux: Apple's removeTarget(_:action:) names the action by Selector; closures cannot be compared.
    open func removeTarget(_ target: AnyObject?, actionName: String? = nil) {
        removeClosureTargets(target, actionName: actionName)
    }

    // MARK: State and configuration

    /// The recognizer's current state. A recognizer waiting for others to fail reports `.possible`.
    ///
    /// Setting it is for subclasses (Apple's `UIGestureRecognizerSubclass` redeclaration): allowed
    /// transitions are possible → began | recognized | failed, began/changed → changed | ended | cancelled;
    /// anything else is a programming error. Leaving `.possible` first asks the views and the delegate
    /// (`gestureRecognizerShouldBegin`) and waits for the recognizers this one requires to fail.
    // Linux: the setter is public (Swift has no per-import redeclaration); only subclasses should set it.
    open var state: State {
        get { stateStorage }
        set { GestureEnvironment.shared.request(newValue, for: self) }
    }

    /// The delegate, asked about receiving touches, beginning and arbitration.
    open weak var delegate: (any UIGestureRecognizerDelegate)?

    /// Whether the recognizer is enabled. Disabling it cancels a gesture in progress and makes a
    /// possible one stop receiving touches.
    open var isEnabled: Bool {
        get { enabledStorage }
        set { setEnabled(newValue) }
    }

    /// The view the recognizer is attached to.
    open internal(set) weak var view: UIView?

    /// Whether the view's touches of a recognized gesture are cancelled (`touchesCancelled`) and later
    /// phases withheld. Default true.
    open var cancelsTouchesInView = true
    /// Whether touches are withheld from the view in their began phase while the recognizer is still
    /// possible. Default false.
    open var delaysTouchesBegan = false
    /// Whether touches are withheld from the view in their ended phase while the recognizer is still
    /// possible. Default true.
    open var delaysTouchesEnded = true
    /// The touch types (`UITouch.TouchType` raw values) the recognizer receives. Default: all.
    open var allowedTouchTypes: [NSNumber] = [0, 1, 2, 3].map { NSNumber(value: $0) }
    /// The press types (`UIPress.PressType` raw values) the recognizer receives. Default: `.select`, as
    /// Apple documents. A keyboard key's press has type 2000 + its HID usage (the raw value iOS delivers; see
    /// docs/DIFFERENCES.md), so a recognizer takes keys only when their types are listed.
    open var allowedPressTypes: [NSNumber] = [NSNumber(value: UIPress.PressType.select.rawValue)]
    /// Whether the recognizer takes only touches of the type of its first touch. Default true.
    open var requiresExclusiveTouchType = true
    /// A name for debugging.
    open var name: String?

    /// The modifier keys held when the event being recognized happened (iOS 13.4).
    open var modifierFlags: UIKeyModifierFlags { currentEvent?.modifierFlags ?? EventDispatcher.shared.modifierFlags }

    /// The buttons pressed during the event being recognized (empty for touches of a touch screen).
    open var buttonMask: UIEvent.ButtonMask { currentEvent?.buttonMask ?? [] }

    /// Makes this recognizer wait, each time it would leave `.possible`, until `otherGestureRecognizer`
    /// has failed; it fails itself when the other recognizes.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.removeAll { $0.value == nil }
        guard !failureRequirements.contains(where: { $0.value === otherGestureRecognizer }) else { return }
        failureRequirements.append(WeakGestureRecognizer(otherGestureRecognizer))
    }

    // MARK: Touches (UIGestureRecognizer+Touches.swift)

    /// The centroid of the recognizer's touches in `view`'s coordinates (the window's when nil); once they
    /// have lifted, where they were last.
    open func location(in view: UIView?) -> CGPoint { centroidLocation(in: view) }

    /// The number of touches the recognizer is tracking.
    open var numberOfTouches: Int { trackedTouches.count }

    /// The location of one of the recognizer's touches. An index beyond `numberOfTouches` raises, as
    /// Apple's NSRangeException.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        touchLocation(at: touchIndex, count: trackedTouches.count, in: view) { trackedTouches[$0].location(in: $1) }
    }

    // MARK: For subclasses

    /// Touches began (only the recognizer's own, only while it is possible, began or changed).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches were cancelled by the system.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Estimated touch properties were updated.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    /// Presses began.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Presses changed.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Presses ended.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Presses were cancelled.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

    /// Called once a gesture is over (ended, cancelled or failed) and all its touches have lifted, before
    /// the state returns to `.possible`; subclasses clear their own state here and call super.
    open func reset() {}

    /// Stops delivering `touch` to the recognizer (it no longer counts among its touches).
    open func ignore(_ touch: UITouch, for event: UIEvent) { ignoreTouch(touch) }

    /// Stops delivering `button` to the recognizer (it no longer counts among its presses).
    open func ignore(_ button: UIPress, for event: UIPressesEvent) {
        ignoredPresses.insert(ObjectIdentifier(button))
        trackedPresses.removeAll { $0 === button }
    }

    /// Whether this recognizer, recognizing, may make `preventedGestureRecognizer` fail. Default true.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer`, recognizing, may make this one fail. Default true.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether this recognizer must wait for `otherGestureRecognizer` to fail. Default false.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` must wait for this one to fail. Default false.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether the recognizer receives `event` at all (asked when a touch begins). Default true.
    open func shouldReceive(_ event: UIEvent) -> Bool { true }
}

/// A recognizer held weakly (failure requirements do not keep the other recognizer alive).
struct WeakGestureRecognizer {
    weak var value: UIGestureRecognizer?
    init(_ value: UIGestureRecognizer) { self.value = value }
}
