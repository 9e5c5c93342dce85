import Foundation
import CoreGraphics

/// Whether objects animated along a path rotate to follow its tangent.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Rotate to match the path tangent.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// Rotate to match the path tangent plus 180°.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
