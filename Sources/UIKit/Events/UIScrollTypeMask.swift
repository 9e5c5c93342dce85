import Foundation

/// The kinds of scroll events (wheel, trackpad) a pan gesture recognizer accepts (iOS 13.4): bit
/// `1 << UIScrollType.rawValue` for each type, as Apple's `UIScrollTypeMask`.
public struct UIScrollTypeMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Discrete scrolling (a mouse wheel's notches).
    public static let discrete = UIScrollTypeMask(rawValue: 1 << UIScrollType.discrete.rawValue)
    /// Continuous scrolling (a trackpad).
    public static let continuous = UIScrollTypeMask(rawValue: 1 << UIScrollType.continuous.rawValue)
    /// Both.
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}
