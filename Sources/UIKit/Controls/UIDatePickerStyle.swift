import Foundation

/// How a date picker looks (iOS 13.4).
public enum UIDatePickerStyle: Int, Sendable {
    /// The system picks the style for the mode.
    case automatic = 0
    /// Spinning wheels.
    case wheels = 1
    /// A compact label that opens an editor.
    case compact = 2
    /// An inline calendar or time editor.
    case inline = 3
}
