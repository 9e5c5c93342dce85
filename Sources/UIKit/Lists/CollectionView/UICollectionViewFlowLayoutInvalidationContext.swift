import Foundation

/// A flow layout's invalidation: whether item sizes and the delegate's metrics must be read again.
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether the delegate's sizes must be asked again.
    open var invalidateFlowLayoutDelegateMetrics: Bool = true
    /// Whether the layout's own attributes must be recomputed.
    open var invalidateFlowLayoutAttributes: Bool = true

    public override init() { super.init() }
}
