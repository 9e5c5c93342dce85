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

/// A key on a keyboard.
@MainActor
open class UIKey: NSObject {
    /// The characters the key produces with its modifiers.
    open internal(set) var characters: String = ""
    /// The characters without modifiers.
    open internal(set) var charactersIgnoringModifiers: String = ""
    /// The modifier keys held.
    open internal(set) var modifierFlags: UIKeyModifierFlags = []
    /// The key's USB HID usage code.
    open internal(set) var keyCode: UIKeyboardHIDUsage = UIKeyboardHIDUsage(rawValue: 0)

    public override init() { super.init() }
}

/// Modifier keys held during a key press.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// A USB HID keyboard usage code (Apple's raw values, from the HID usage tables).
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let keyboardA = UIKeyboardHIDUsage(rawValue: 0x04)
    public static let keyboardZ = UIKeyboardHIDUsage(rawValue: 0x1D)
    public static let keyboard1 = UIKeyboardHIDUsage(rawValue: 0x1E)
    public static let keyboard0 = UIKeyboardHIDUsage(rawValue: 0x27)
    public static let keyboardReturnOrEnter = UIKeyboardHIDUsage(rawValue: 0x28)
    public static let keyboardEscape = UIKeyboardHIDUsage(rawValue: 0x29)
    public static let keyboardDeleteOrBackspace = UIKeyboardHIDUsage(rawValue: 0x2A)
    public static let keyboardTab = UIKeyboardHIDUsage(rawValue: 0x2B)
    public static let keyboardSpacebar = UIKeyboardHIDUsage(rawValue: 0x2C)
    public static let keyboardRightArrow = UIKeyboardHIDUsage(rawValue: 0x4F)
    public static let keyboardLeftArrow = UIKeyboardHIDUsage(rawValue: 0x50)
    public static let keyboardDownArrow = UIKeyboardHIDUsage(rawValue: 0x51)
    public static let keyboardUpArrow = UIKeyboardHIDUsage(rawValue: 0x52)
    public static let keyboardLeftControl = UIKeyboardHIDUsage(rawValue: 0xE0)
    public static let keyboardLeftShift = UIKeyboardHIDUsage(rawValue: 0xE1)
    public static let keyboardLeftAlt = UIKeyboardHIDUsage(rawValue: 0xE2)
    public static let keyboardLeftGUI = UIKeyboardHIDUsage(rawValue: 0xE3)
}

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
