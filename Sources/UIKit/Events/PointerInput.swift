import Foundation

/// One raw pointer report from a back end, before UIKit has made a touch of it: which pointer, where on
/// which screen, and what it did. The SDL back end makes these from mouse and finger events, the headless
/// driver from its synthesised touches; `EventDispatcher` turns them into UITouches.
struct PointerInput {
    /// What the pointer did.
    enum Action: Equatable {
        /// A finger went down, or the primary button was pressed.
        case down
        /// It moved while down.
        case moved
        /// It lifted.
        case up
        /// The system took it away (focus lost, interruption).
        case cancelled
        /// A pointer with no button down moved (hover; the mouse, never a finger).
        case hover
        /// The hovering pointer left the screen's windows.
        case hoverExited
    }

    /// The device the pointer belongs to: a touch screen's id, `PointerInput.mouse` for the mouse, or
    /// `PointerInput.synthetic` for the headless driver's fingers.
    var device: Int64
    /// The finger on that device (0 for the mouse).
    var finger: Int64
    var action: Action
    /// Where, in the points of `screen`.
    var location: CGPoint
    var screen: UIScreen
    /// Media time of the report.
    var timestamp: TimeInterval
    /// The kind of touch it becomes.
    var touchType: UITouch.TouchType = .direct
    /// The mouse button that makes the touch (`UIEvent.buttonMask` of its event): the left button is
    /// `.primary`, the right one `.secondary`. Touch screens and the headless fingers report none.
    var buttonMask: UIEvent.ButtonMask = .primary

    /// The mouse's device id (SDL_MOUSE_TOUCHID, the id SDL gives touches it makes from the mouse).
    static let mouse: Int64 = -1
    /// The headless driver's device id.
    static let synthetic: Int64 = -2

    /// Identity of a pointer across its reports.
    struct ID: Hashable {
        var device: Int64
        var finger: Int64
    }

    var id: ID { ID(device: device, finger: finger) }
}
