import Foundation
import CoreGraphics

/// The direction of a transition.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// From the right.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// From the left.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// From the top.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// From the bottom.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}
