import Foundation
import QuartzCore

/// Where and how a layout places one element (cell, supplementary or decoration view) of a collection view.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// The element's frame in the collection view's content.
    open var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set { size = newValue.size; center = CGPoint(x: newValue.midX, y: newValue.midY) }
    }
    /// The element's centre.
    open var center: CGPoint = .zero
    /// The element's size.
    open var size: CGSize = .zero
    /// The element's 3D transform.
    open var transform3D: CATransform3D = CATransform3DIdentity
    /// The element's affine transform (the affine part of `transform3D`).
    open var transform: CGAffineTransform {
        get { CATransform3DIsAffine(transform3D) ? CATransform3DGetAffineTransform(transform3D) : .identity }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }
    /// The element's bounds: its size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }
    /// The element's opacity.
    open var alpha: CGFloat = 1
    /// The element's stacking order; cells default to 0, above lower values.
    open var zIndex: Int = 0
    /// Whether the element is hidden.
    open var isHidden: Bool = false
    /// The element's index path.
    open var indexPath: IndexPath = IndexPath(item: 0, section: 0)
    /// Whether the element is a cell, a supplementary view or a decoration view.
    open private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// The kind of a supplementary or decoration view; nil for a cell.
    open private(set) var representedElementKind: String?
    /// How a list layout wants a list cell drawn (separator, corners, background style).
    var listLook: ListItemLook?

    /// Creates attributes for a cell.
    public override init() { super.init() }

    /// Attributes for the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for a supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for a decoration view of `decorationViewKind` at `indexPath`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy of the same class (subclasses that add properties override this and copy theirs after super's).
    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { makeCopy() }
    }

    private func makeCopy() -> UICollectionViewLayoutAttributes {
        let copy: UICollectionViewLayoutAttributes = type(of: self) == UICollectionViewLayoutAttributes.self
                ? UICollectionViewLayoutAttributes() : ClassInitializers.makeObject(type(of: self))
            copy.center = center
            copy.size = size
            copy.transform3D = transform3D
            copy.alpha = alpha
            copy.zIndex = zIndex
            copy.isHidden = isHidden
            copy.indexPath = indexPath
            copy.representedElementCategory = representedElementCategory
            copy.representedElementKind = representedElementKind
            copy.listLook = listLook
            return copy
    }

    /// Equal when every attribute is.
    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UICollectionViewLayoutAttributes else { return false }
        return MainActor.assumeIsolated { isEqualAttributes(o) }
    }

    private func isEqualAttributes(_ o: UICollectionViewLayoutAttributes) -> Bool {
            o.center == center && o.size == size && CATransform3DEqualToTransform(o.transform3D, transform3D)
                && o.alpha == alpha && o.zIndex == zIndex && o.isHidden == isHidden && o.indexPath == indexPath
                && o.representedElementCategory == representedElementCategory
                && o.representedElementKind == representedElementKind && o.listLook == listLook
    }

    /// Hashes the index path and category, which equal attributes share.
    nonisolated open override var hash: Int {
        MainActor.assumeIsolated { indexPath.hashValue ^ Int(representedElementCategory.rawValue) }
    }

    /// Sets the category and kind (the convenience initializers' job, for attributes made by class).
    func setCategory(_ category: UICollectionView.ElementCategory, kind: String?) {
        representedElementCategory = category
        representedElementKind = kind
    }

    /// The key the collection view files the element's view under.
    var elementKey: CollectionElementKey {
        CollectionElementKey(category: representedElementCategory, kind: representedElementKind, indexPath: indexPath)
    }
}

/// Which element a view shows: its category, kind and index path.
struct CollectionElementKey: Hashable {
    var category: UICollectionView.ElementCategory
    var kind: String?
    var indexPath: IndexPath
}
