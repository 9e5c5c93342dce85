import Foundation

/// The keys for the two views of a transition.
public struct UITransitionContextViewKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view of the controller that is visible at the start of the transition.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view of the controller that is visible at the end of the transition.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}
