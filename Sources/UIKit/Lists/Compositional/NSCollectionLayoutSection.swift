import Foundation

/// One section of a compositional layout: its group repeated until the section's items are placed.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
    /// The group the section repeats.
    open private(set) var group: NSCollectionLayoutGroup
    /// Space between groups.
    open var interGroupSpacing: CGFloat = 0
    /// Margins around the section's groups.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// How the section scrolls across the main axis: its groups in one row that scrolls sideways on its own.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// Called with the section's visible items before each layout pass, to change how they show.
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    /// The section's headers and footers.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether boundary items are inset like the content.
    open var supplementariesFollowContentInsets: Bool = true
    /// Set by `list(using:layoutEnvironment:)`: the section is laid out as a list.
    var listConfiguration: UICollectionLayoutListConfiguration?

    /// A section repeating `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }
}
