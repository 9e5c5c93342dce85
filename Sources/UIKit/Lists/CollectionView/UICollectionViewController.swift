import Foundation

/// A view controller whose view is a collection view, and which is its data source and delegate.
///
/// Subclasses override the data source and delegate methods (with `override`, as on iOS).
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private var layoutForLoad: UICollectionViewLayout

    /// Whether the selection is cleared when the view is about to appear.
    open var clearsSelectionOnViewWillAppear: Bool = true
    /// Whether a long press on an item the data source lets move drives the collection view's interactive
    /// movement (true by default, as on iOS).
    open var installsStandardGestureForInteractiveMovement: Bool = true {
        didSet { updateMovementGesture() }
    }
    private var movementGesture: UILongPressGestureRecognizer?
    private let movementGestureDelegate = MovementGestureDelegate()

    /// Creates a controller whose collection view uses `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        layoutForLoad = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller from a storyboard (its collection view, with its layout, from the scene).
    public required init?(coder: NSCoder) {
        layoutForLoad = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The collection view (the controller's view).
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// The collection view's layout.
    open var collectionViewLayout: UICollectionViewLayout {
        isViewLoaded ? collectionView.collectionViewLayout : layoutForLoad
    }

    /// The collection view from the controller's storyboard scene or nib when it has one, else a new one
    /// with the controller's layout.
    open override func loadView() {
        defer { updateMovementGesture() }
        if loadViewFromArchive() { return }
        let cv = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layoutForLoad)
        cv.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        cv.dataSource = self
        cv.delegate = self
        view = cv
    }

    /// Puts the standard long press on the collection view, or takes it off.
    private func updateMovementGesture() {
        guard let cv = viewIfLoaded as? UICollectionView else { return }
        if !installsStandardGestureForInteractiveMovement {
            if let g = movementGesture { g.view?.removeGestureRecognizer(g) }
            movementGesture = nil
            return
        }
        if let g = movementGesture, g.view === cv { return }
        let press = UILongPressGestureRecognizer(handler: { g in
            guard let cv = g.view as? UICollectionView else { return }
            let point = g.location(in: cv)
            switch g.state {
            case .began:
                guard let indexPath = cv.indexPathForItem(at: point) else { return }
                if cv.beginInteractiveMovementForItem(at: indexPath) { cv.updateInteractiveMovementTargetPosition(point) }
            case .changed: cv.updateInteractiveMovementTargetPosition(point)
            case .ended: cv.endInteractiveMovement()
            default: cv.cancelInteractiveMovement()
            }
        })
        press.delegate = movementGestureDelegate
        cv.addGestureRecognizer(press)
        movementGesture = press
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let cv = viewIfLoaded as? UICollectionView else { return }
        for indexPath in cv.indexPathsForSelectedItems ?? [] { cv.deselectItem(at: indexPath, animated: animated) }
    }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// Subclasses must override it (Apple raises); an empty cell here.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell()
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionReusableView()
    }

    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }

    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    // MARK: UICollectionViewDelegate

    open func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
                             toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath { proposedIndexPath }
    open func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                             atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        self.collectionView(collectionView, targetIndexPathForMoveFromItemAt: originalIndexPath, toProposedIndexPath: proposedIndexPath)
    }

    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                             forElementKind elementKind: String, at indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                             forElementOfKind elementKind: String, at indexPath: IndexPath) {}

    // MARK: UIScrollViewDelegate

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}

/// The standard movement gesture begins only on an item the data source lets move.
final class MovementGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let cv = gestureRecognizer.view as? UICollectionView,
              let indexPath = cv.indexPathForItem(at: gestureRecognizer.location(in: cv)) else { return false }
        return cv.dataSource?.collectionView(cv, canMoveItemAt: indexPath) ?? false
    }
}
