import Foundation

/// What part of a layout an invalidation covers; layouts subclass it to say more.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Whether the data source's counts must be read again (set by reloadData and batch updates).
    open internal(set) var invalidateEverything: Bool = false
    /// Whether the section and item counts changed.
    open internal(set) var invalidateDataSourceCounts: Bool = false
    /// The cells whose attributes are invalid.
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// The supplementary views whose attributes are invalid, by kind.
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// The decoration views whose attributes are invalid, by kind.
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
    /// How much the content offset should change with the invalidation.
    open var contentOffsetAdjustment: CGPoint = .zero
    /// How much the content size should change with the invalidation.
    open var contentSizeAdjustment: CGSize = .zero

    public override init() { super.init() }

    /// Marks cells invalid.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Marks supplementary views invalid.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedSupplementaryIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = all
    }

    /// Marks decoration views invalid.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedDecorationIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedDecorationIndexPaths = all
    }
}
