import Foundation

/// A physical key or button press.
@MainActor
open class UIPress: NSObject {
    /// The phase of a press.
    public enum Phase: Int, Sendable {
        case began = 0, changed, stationary, ended, cancelled
    }

    /// The kind of physical button (remote-control buttons; keyboard keys come as `key`).
    public enum PressType: Int, Sendable {
        case upArrow = 0, downArrow, leftArrow, rightArrow, select, menu, playPause
        case pageUp = 30, pageDown = 31
        case tvRemoteOneTwoThree = 32, tvRemoteFourColors = 33
    }

    open internal(set) var phase: Phase = .began
    open internal(set) var type: PressType = .select
    open internal(set) var timestamp: TimeInterval = 0
    open internal(set) weak var window: UIWindow?
    open internal(set) weak var responder: UIResponder?
    open internal(set) var force: CGFloat = 0
    /// The keyboard key of the press, when it comes from a keyboard.
    open internal(set) var key: UIKey?
    open internal(set) var gestureRecognizers: [UIGestureRecognizer]? = nil

    public override init() { super.init() }
}
