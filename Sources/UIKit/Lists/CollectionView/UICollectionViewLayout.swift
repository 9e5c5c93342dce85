import Foundation

/// Computes where a collection view's cells, supplementary and decoration views go. Subclasses override
/// `prepare()`, `collectionViewContentSize` and the `layoutAttributes…` methods, as on iOS.
///
/// The collection view drives the cycle at its layout pass: after an invalidation it calls `prepare()`, then
/// reads `collectionViewContentSize`, then asks `layoutAttributesForElements(in:)` for the visible rect.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using the layout.
    open internal(set) weak var collectionView: UICollectionView?
    /// Decoration view classes by kind.
    var decorationClasses: [String: UICollectionReusableView.Type] = [:]
    /// Set by `invalidateLayout`; cleared when the collection view prepares the layout again.
    var needsPrepare = true
    /// The sections laid out in rows that scroll sideways (compositional orthogonal sections), by section.
    var orthogonalRows: [Int: OrthogonalRow] { [:] }

    public override init() { super.init() }

    /// Creates a layout from an archive; archives are not supported, so this gives a default layout.
    // Linux: there are no nib archives; the initializer exists so iOS subclasses compile.
    public required init?(coder: NSCoder) { super.init() }

    // MARK: Subclasses override

    /// Computes the layout; called before the collection view reads the content size after an invalidation.
    open func prepare() {}

    /// The size of all the content.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element that intersects `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the cell at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of a supplementary view.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of a decoration view.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether a change of the collection view's bounds (a scroll, a resize) needs a new layout; false here.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The context an invalidation for a bounds change uses.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        (type(of: self).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type).map {
            ClassInitializers.makeObject($0)
        } ?? UICollectionViewLayoutInvalidationContext()
    }

    /// The class of the contexts the layout makes.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// The class of the attributes the layout makes.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// Whether a cell's preferred attributes (self-sizing) change the layout; false here.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool { false }

    /// The context that invalidates a cell's layout after its preferred attributes differ (one of
    /// `invalidationContextClass`); the collection view passes it to `invalidateLayout(with:)`.
    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        (type(of: self).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type).map {
            ClassInitializers.makeObject($0)
        } ?? UICollectionViewLayoutInvalidationContext()
    }

    /// Whether the layout is mirrored in a right-to-left layout direction (false by default).
    // Linux: read by nothing yet — the collection view does not mirror layouts (docs/DIFFERENCES.md).
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// The content offset to stop at after a fling; the proposed one here.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// The content offset to keep after a layout change; the proposed one here.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }

    // MARK: Invalidation

    /// Marks the whole layout invalid: the collection view prepares it again at its next layout pass.
    open func invalidateLayout() {
        invalidateLayout(with: (type(of: self).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type).map {
            ClassInitializers.makeObject($0)
        } ?? UICollectionViewLayoutInvalidationContext())
    }

    /// Marks what `context` names invalid (the whole layout here: prepare() runs again).
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        needsPrepare = true
        collectionView?.layoutDidInvalidate()
    }

    // MARK: Decoration views

    /// Registers the class of a decoration view kind.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = viewClass as? UICollectionReusableView.Type
    }

    // MARK: Updates

    /// Called before a batch update with the changes it makes.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Called after a batch update's animations are set up.
    open func finalizeCollectionViewUpdates() {}

    /// Where an appearing item starts; nil: its final attributes with alpha 0 (a fade in).
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let a = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes else { return nil }
        a.alpha = 0
        return a
    }

    /// Where a disappearing item ends; nil: its old attributes with alpha 0 (a fade out).
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
}
