import Foundation

/// Which corners `cornerRadius` rounds (in the layer's own, y-down, coordinates).
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The corner at the bounds minimum x and y (top left in UIKit).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The corner at maximum x, minimum y (top right in UIKit).
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The corner at minimum x, maximum y (bottom left in UIKit).
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The corner at maximum x and y (bottom right in UIKit).
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}
