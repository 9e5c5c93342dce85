import Foundation

/// The kinds of scroll events (wheel, trackpad) a pan gesture recognizer accepts (iOS 13.4).
public struct UIScrollTypeMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Continuous scrolling (a trackpad).
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 0)
    /// Discrete scrolling (a wheel's notches).
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 1)
    /// Both.
    public static let all: UIScrollTypeMask = [.continuous, .discrete]
}
