import Foundation

/// A header or footer of a section (or of the whole layout), placed against one of its edges.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutItem {
    /// The kind of the supplementary view.
    open private(set) var elementKind: String
    /// The edge it sits against.
    open private(set) var alignment: NSRectAlignment
    /// Whether it stays at the top of the visible bounds while its section scrolls (top items).
    open var pinToVisibleBounds: Bool = false
    /// Whether it goes beyond the section's content (true: it takes room of its own).
    open var extendsBoundary: Bool = true
    /// Its stacking order.
    open var zIndex: Int = 0

    /// A boundary item of `elementKind` against `alignment`.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.elementKind = elementKind
        self.alignment = alignment
        super.init(layoutSize: layoutSize)
    }
}
