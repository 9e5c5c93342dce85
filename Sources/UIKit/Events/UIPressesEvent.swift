import Foundation

/// A press event.
@MainActor
open class UIPressesEvent: UIEvent {
    var pressStorage: [UIPress] = []
    init() { super.init(type: .presses) }
    /// All presses of the event.
    open var allPresses: Set<UIPress> { Set(pressStorage) }
    /// The presses a gesture recognizer receives.
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> {
        Set(pressStorage.filter { $0.gestureRecognizers?.contains(where: { $0 === gesture }) == true })
    }
}
