import Foundation

/// A gesture recognizer: attached to a view, it decouples gesture recognition from handling.
/// Linux: recognition (touch routing to recognizers and their state machine) is not implemented yet;
/// recognizers can be created, attached and removed.
@MainActor
open class UIGestureRecognizer: NSObject {
    /// The recognizer's state.
    public enum State: Int, Sendable {
        case possible = 0, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }

    /// The view the recognizer is attached to.
    open internal(set) weak var view: UIView?
    /// Whether the recognizer is enabled.
    open var isEnabled = true
    /// The recognizer's current state.
    open internal(set) var state: State = .possible
    /// Whether touches are cancelled in the view when the gesture is recognized.
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    /// A name for debugging.
    open var name: String?

    public override init() { super.init() }
}
