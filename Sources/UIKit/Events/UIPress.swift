import Foundation

/// A physical key or button press.
@preconcurrency @MainActor
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

    /// The raw press type recognizers' `allowedPressTypes` are matched against: a keyboard key's is 2000 + its
    /// HID usage (the raw values iOS delivers for keys, which `PressType` has no case for), a button's its type.
    var recognizerPressType: Int { key.map { 2000 + $0.keyCode.rawValue } ?? type.rawValue }

    /// Whether the button is still down (it has not ended nor been cancelled).
    var isDown: Bool { phase != .ended && phase != .cancelled }
}
