import Foundation

/// An event: touches, presses, motion.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// The kind of event.
    public enum EventType: Int, Sendable {
        case touches = 0
        case motion = 1
        case remoteControl = 2
        case presses = 3
        case scroll = 10
        case hover = 11
        case transform = 14
    }

    /// The subtype of motion and remote-control events.
    public enum EventSubtype: Int, Sendable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100
        case remoteControlPause = 101
        case remoteControlStop = 102
        case remoteControlTogglePlayPause = 103
        case remoteControlNextTrack = 104
        case remoteControlPreviousTrack = 105
        case remoteControlBeginSeekingBackward = 106
        case remoteControlEndSeekingBackward = 107
        case remoteControlBeginSeekingForward = 108
        case remoteControlEndSeekingForward = 109
    }

    /// The event's type.
    open internal(set) var type: EventType
    /// The event's subtype.
    open internal(set) var subtype: EventSubtype = .none
    /// When the event happened.
    open internal(set) var timestamp: TimeInterval = 0
    /// The pointer buttons held during the event (empty for touches of a touch screen).
    open internal(set) var buttonMask: ButtonMask = []
    /// The modifier keys held when the event happened (iOS 13.4).
    open internal(set) var modifierFlags: UIKeyModifierFlags = []
    var touchStorage: [UITouch] = []

    init(type: EventType) { self.type = type }

    public override convenience init() { self.init(type: .touches) }

    /// All touches of the event.
    open var allTouches: Set<UITouch>? { type == .touches ? Set(touchStorage) : nil }

    /// The touches that belong to `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return Set(touchStorage.filter { $0.view === view })
    }

    /// The touches that happen in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return Set(touchStorage.filter { $0.window === window })
    }

    /// The touches a gesture recognizer receives.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return Set(touchStorage.filter { $0.gestureRecognizers?.contains(where: { $0 === gesture }) == true })
    }
}
