import Foundation

/// How a compositional layout lays out a list section (iOS 14): table-like rows in one of the list
/// appearances, with optional headers and footers, separators and swipe actions.
@preconcurrency @MainActor
public struct UICollectionLayoutListConfiguration {
    /// The look of the list.
    public enum Appearance: Int, Sendable {
        /// Rows edge to edge on the system background.
        case plain = 0
        /// Rows edge to edge in sections on the grouped background.
        case grouped = 1
        /// Sections inset from the sides with rounded corners.
        case insetGrouped = 2
        /// A sidebar: inset, rounded selection, no separators.
        case sidebar = 3
        /// A plain sidebar.
        case sidebarPlain = 4
    }

    /// How a section's header is made.
    public enum HeaderMode: Int, Sendable {
        /// No header.
        case none = 0
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary = 1
        /// The section's first item is its header.
        case firstItemInSection = 2
    }

    /// How a section's footer is made.
    public enum FooterMode: Int, Sendable {
        /// No footer.
        case none = 0
        /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`.
        case supplementary = 1
    }

    /// What a swipe actions provider is asked for an item.
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?
    /// Adjusts one item's separators.
    public typealias ItemSeparatorHandler = (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration

    /// The list's look.
    public private(set) var appearance: Appearance
    /// Whether rows show separators (true, but false in sidebars).
    public var showsSeparators: Bool
    /// The separators' look for every item.
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Adjusts the separators of one item.
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// The list's background; nil is the appearance's (system background, or grouped background).
    public var backgroundColor: UIColor?
    /// How headers are made (none).
    public var headerMode: HeaderMode = .none
    /// How footers are made (none).
    public var footerMode: FooterMode = .none
    /// Extra space above headers (iOS 15); nil is the system's.
    public var headerTopPadding: CGFloat?
    /// The actions a leading swipe shows.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions a trailing swipe shows.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// A list configuration with an appearance.
    public init(appearance: Appearance) {
        self.appearance = appearance
        showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }
}
