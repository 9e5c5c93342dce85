import Foundation

extension UIControl {
    /// The state of a control: a combination of flags (normal is none of them).
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The default state: enabled, not selected, not highlighted.
        public static let normal = State([])
        /// A touch is down inside the control (set and cleared by tracking).
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control is disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected.
        public static let selected = State(rawValue: 1 << 2)
        /// The control has focus.
        public static let focused = State(rawValue: 1 << 3)
        /// Flags available to the application.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Flags reserved for the framework.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// The events a control sends to its targets and actions.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A touch went down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch (tap count above one) went down in the control.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A tracked touch moved within the control's (expanded) bounds.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A tracked touch moved outside the control's (expanded) bounds.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A tracked touch came back into the control's (expanded) bounds.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A tracked touch left the control's (expanded) bounds.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A tracked touch was lifted inside the control.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A tracked touch was lifted outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the tracked touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action was triggered (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action was triggered.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text control.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of a text control changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text control.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with Return in a text control.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// All touch events.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// All editing events.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Events available to the application.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Events reserved for the framework.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// How a control's content is placed horizontally.
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center = 0
        case left = 1
        case right = 2
        case fill = 3
        case leading = 4
        case trailing = 5
    }

    /// How a control's content is placed vertically.
    public enum ContentVerticalAlignment: Int, Sendable {
        case center = 0
        case top = 1
        case bottom = 2
        case fill = 3
    }
}
