import Foundation

/// Keys of a hardware keyboard, named by the characters they send (Apple's raw values: control characters,
/// and the function keys' private-use characters).
public struct XCUIKeyboardKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let delete = XCUIKeyboardKey(rawValue: "\u{7F}")
    public static let `return` = XCUIKeyboardKey(rawValue: "\r")
    public static let enter = XCUIKeyboardKey(rawValue: "\u{3}")
    public static let tab = XCUIKeyboardKey(rawValue: "\t")
    public static let space = XCUIKeyboardKey(rawValue: " ")
    public static let escape = XCUIKeyboardKey(rawValue: "\u{1B}")
    public static let upArrow = XCUIKeyboardKey(rawValue: "\u{F700}")
    public static let downArrow = XCUIKeyboardKey(rawValue: "\u{F701}")
    public static let leftArrow = XCUIKeyboardKey(rawValue: "\u{F702}")
    public static let rightArrow = XCUIKeyboardKey(rawValue: "\u{F703}")
    public static let F1 = XCUIKeyboardKey(rawValue: "\u{F704}")
    public static let F2 = XCUIKeyboardKey(rawValue: "\u{F705}")
    public static let F3 = XCUIKeyboardKey(rawValue: "\u{F706}")
    public static let F4 = XCUIKeyboardKey(rawValue: "\u{F707}")
    public static let F5 = XCUIKeyboardKey(rawValue: "\u{F708}")
    public static let F6 = XCUIKeyboardKey(rawValue: "\u{F709}")
    public static let F7 = XCUIKeyboardKey(rawValue: "\u{F70A}")
    public static let F8 = XCUIKeyboardKey(rawValue: "\u{F70B}")
    public static let F9 = XCUIKeyboardKey(rawValue: "\u{F70C}")
    public static let F10 = XCUIKeyboardKey(rawValue: "\u{F70D}")
    public static let F11 = XCUIKeyboardKey(rawValue: "\u{F70E}")
    public static let F12 = XCUIKeyboardKey(rawValue: "\u{F70F}")
    public static let forwardDelete = XCUIKeyboardKey(rawValue: "\u{F728}")
    public static let home = XCUIKeyboardKey(rawValue: "\u{F729}")
    public static let end = XCUIKeyboardKey(rawValue: "\u{F72B}")
    public static let pageUp = XCUIKeyboardKey(rawValue: "\u{F72C}")
    public static let pageDown = XCUIKeyboardKey(rawValue: "\u{F72D}")
    public static let clear = XCUIKeyboardKey(rawValue: "\u{F739}")
    public static let help = XCUIKeyboardKey(rawValue: "\u{F746}")
}
