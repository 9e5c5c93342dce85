import Foundation
import CoreGraphics

/// The kinds of transition.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The new content fades in over the old.
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content slides in over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content pushes the old out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content slides away, revealing the new.
    public static let reveal = CATransitionType(rawValue: "reveal")
}
