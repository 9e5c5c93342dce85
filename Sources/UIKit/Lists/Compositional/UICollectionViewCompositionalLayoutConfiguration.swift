import Foundation

/// Settings for a whole compositional layout.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// The direction the layout scrolls (Linux: vertical only).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// Space between sections.
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    public override init() { super.init() }
}
