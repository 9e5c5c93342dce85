import Foundation

/// The look of a list item's top and bottom separators (iOS 14.5).
// Linux: a plain value type (Apple's is main-actor isolated).
nonisolated public struct UIListSeparatorConfiguration: Hashable {
    /// Whether a separator shows.
    public enum Visibility: Int, Hashable, Sendable {
        /// The list decides.
        case automatic = 0
        case visible = 1
        case hidden = 2
    }

    /// The insets that mean "the list decides".
    public static let automaticInsets = NSDirectionalEdgeInsets(top: -.greatestFiniteMagnitude, leading: -.greatestFiniteMagnitude,
                                                                bottom: -.greatestFiniteMagnitude, trailing: -.greatestFiniteMagnitude)

    public var topSeparatorVisibility: Visibility = .automatic
    public var bottomSeparatorVisibility: Visibility = .automatic
    public var topSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
    public var bottomSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
    /// The separators' colour (`.separator`).
    public var color: UIColor = .separator
    /// The colour between selected items while several are selected.
    public var multipleSelectionColor: UIColor = .separator
    /// An effect the separators are drawn with.
    public var visualEffect: UIVisualEffect?

    /// The separators of a list with this appearance.
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}
}
