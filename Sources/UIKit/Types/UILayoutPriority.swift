import Foundation

/// The priority of a layout constraint or content preference, from 1 to 1000 (required).
public struct UILayoutPriority: RawRepresentable, Hashable, Strideable, Sendable, ExpressibleByFloatLiteral,
                                ExpressibleByIntegerLiteral, CustomStringConvertible {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// A required constraint (1000).
    public static let required = UILayoutPriority(1000)
    /// The priority a button resists compression with (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority of a window resize dragged by the user that can resize the scene (510).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority at which a scene prefers to keep its size (500).
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// The priority of a drag that cannot resize the scene (490).
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// The priority a button hugs its content with (250).
    public static let defaultLow = UILayoutPriority(250)
    /// The priority used when computing a fitting size (50).
    public static let fittingSizeLevel = UILayoutPriority(50)

    public func distance(to other: UILayoutPriority) -> Float { other.rawValue - rawValue }
    public func advanced(by n: Float) -> UILayoutPriority { UILayoutPriority(rawValue + n) }

    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }

    public var description: String { "UILayoutPriority(rawValue: \(rawValue))" }
}
