import Foundation

/// What a timed object shows outside its active duration.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The final state is kept after the animation completes.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The initial state is shown before the animation begins.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both forwards and backwards.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    /// The animation's effect is removed outside its active duration (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")

    var fillsForwards: Bool { self == .forwards || self == .both }
    var fillsBackwards: Bool { self == .backwards || self == .both }
}
