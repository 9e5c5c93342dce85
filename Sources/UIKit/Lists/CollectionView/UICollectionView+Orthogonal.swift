import Foundation

// Orthogonal sections: each row that scrolls sideways is a scroll view of its own inside the collection view,
// holding that section's cells, as on iOS; the layout's frames stay unscrolled, in the collection view's
// content coordinates, and the row's offset moves them.
extension UICollectionView {
    /// How far the orthogonal row of `section` is scrolled sideways (0 for other sections).
    func orthogonalOffset(inSection section: Int) -> CGFloat {
        orthogonalScrollers[section]?.contentOffset.x ?? 0
    }

    /// Makes, updates and removes the rows' scrollers after the layout prepared.
    func syncOrthogonalScrollers() {
        let rows = collectionViewLayout.orthogonalRows
        for (section, scroller) in orthogonalScrollers where rows[section] == nil {
            scroller.removeFromSuperview()
            orthogonalScrollers[section] = nil
        }
        for (section, row) in rows {
            if let scroller = orthogonalScrollers[section] {
                scroller.apply(row)
                continue
            }
            let scroller = OrthogonalScrollerView(section: section, row: row, collectionView: self)
            orthogonalScrollers[section] = scroller
            // Beneath the other sections' views, above the background view.
            insertSubview(scroller, at: backgroundView?.superview === self ? 1 : 0)
        }
    }

    /// The view an element's view belongs in: its row's scroller for a cell of an orthogonal section.
    func container(for a: UICollectionViewLayoutAttributes) -> UIView {
        guard a.representedElementCategory == .cell, let scroller = orthogonalScrollers[a.indexPath.section] else { return self }
        return scroller
    }

    /// Moves a view into the container its attributes call for.
    func place(_ view: UICollectionReusableView, for a: UICollectionViewLayoutAttributes) {
        let container = container(for: a)
        if view.superview !== container { container.addSubview(view) }
    }

    /// Where an element shows in the collection view's content coordinates: moved by its row's offset.
    func shownFrame(_ a: UICollectionViewLayoutAttributes) -> CGRect {
        guard a.representedElementCategory == .cell else { return a.frame }
        return a.frame.offsetBy(dx: -orthogonalOffset(inSection: a.indexPath.section), dy: 0)
    }

    /// A view's frame in the collection view's content coordinates.
    func frameInContent(_ view: UIView) -> CGRect {
        view.superview === self || view.superview == nil ? view.frame : view.convert(view.bounds, to: self)
    }
}
