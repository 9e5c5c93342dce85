import Foundation

/// A swipe's speed in points per second.
public struct XCUIGestureVelocity: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

    // The speeds of Apple's constants: points per second of the finger.
    public static let `default` = XCUIGestureVelocity(rawValue: 1500)
    public static let slow = XCUIGestureVelocity(rawValue: 500)
    public static let fast = XCUIGestureVelocity(rawValue: 2500)
}
