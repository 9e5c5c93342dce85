import Foundation

/// A view a collection view recycles: its supplementary views, and the base of its cells.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered and dequeued under.
    open internal(set) var reuseIdentifier: String?
    /// The attributes last applied.
    var appliedAttributes: UICollectionViewLayoutAttributes?

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        reuseIdentifier = (coder as? NibCoder)?.string("reuseIdentifier")
    }

    /// Called before the view is handed out again by a dequeue; subclasses reset their content here.
    open func prepareForReuse() {}

    /// Applies a layout's attributes (frame, transform, alpha, zIndex, hidden); subclasses read their own.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// Called before a layout transition.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// Called after a layout transition.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// The attributes the view would like (self-sizing): the given ones resized to fit the view's
    /// constraints when it has any, unchanged otherwise.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let fitted = fittingView.map { view -> CGSize in
            view.systemLayoutSizeFitting(layoutAttributes.size, withHorizontalFittingPriority: .fittingSizeLevel,
                                         verticalFittingPriority: .fittingSizeLevel)
        }
        guard let size = fitted, size.width > 0, size.height > 0 else { return layoutAttributes }
        let preferred = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        preferred.size = size
        return preferred
    }

    /// The view whose constraints size the reusable view (a cell's content view), nil with no constraints.
    var fittingView: UIView? { constraints.isEmpty ? nil : self }
}
