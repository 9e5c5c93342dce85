import Foundation

/// Where an orthogonally scrolling section lies in the collection view and how its scroller snaps.
struct OrthogonalRow: Equatable {
    /// The section's content band in the collection view's content coordinates (the whole width).
    var frame: CGRect
    /// The length the row scrolls over: its groups and the section's leading and trailing insets.
    var contentWidth: CGFloat
    var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    var leadingInset: CGFloat
    var groupWidth: CGFloat
    var groupCount: Int
    var interGroupSpacing: CGFloat

    /// The scroller's offset that shows group `k` as the behaviour places it.
    func offset(ofGroup k: Int) -> CGFloat {
        let leading = leadingInset + CGFloat(k) * (groupWidth + interGroupSpacing)
        return behavior == .groupPagingCentered ? leading + groupWidth / 2 - frame.width / 2 : leading - leadingInset
    }

    /// The group whose snapping offset is nearest `x`.
    func nearestGroup(to x: CGFloat) -> Int {
        guard groupCount > 0 else { return 0 }
        return (0..<groupCount).min { abs(offset(ofGroup: $0) - x) < abs(offset(ofGroup: $1) - x) } ?? 0
    }

    /// Where a drag released at `x` with velocity `v` (points per millisecond) that began at `start` comes to
    /// rest (`natural` is the scroll view's own projection), clamped into `0…maxOffset`.
    func restingOffset(natural: CGFloat, at x: CGFloat, start: CGFloat, velocity v: CGFloat, maxOffset: CGFloat) -> CGFloat {
        let target: CGFloat
        switch behavior {
        case .continuousGroupLeadingBoundary:
            target = offset(ofGroup: nearestGroup(to: natural))
        case .groupPaging, .groupPagingCentered:
            // One group per swipe, as paging goes one page: a flick moves on from the group the drag began at,
            // a slow release settles on the nearest group.
            let from = nearestGroup(to: start)
            var k = nearestGroup(to: x)
            if v > ScrollPhysics.pagingFlickSpeed { k = max(k, from + 1) } else if v < -ScrollPhysics.pagingFlickSpeed { k = min(k, from - 1) }
            target = offset(ofGroup: min(max(k, 0), max(groupCount - 1, 0)))
        default:
            return natural
        }
        return min(max(target, 0), max(maxOffset, 0))
    }
}

/// The scroll view that holds an orthogonal section's cells and scrolls them sideways, as Apple's
/// `_UICollectionViewOrthogonalScrollerEmbeddedScrollView` does; its content coordinates are the layout's x.
final class OrthogonalScrollerView: UIScrollView {
    let section: Int
    var row: OrthogonalRow
    private let snapper = OrthogonalSnapper()
    weak var collectionView: UICollectionView?

    init(section: Int, row: OrthogonalRow, collectionView: UICollectionView) {
        self.section = section
        self.row = row
        self.collectionView = collectionView
        super.init(frame: row.frame)
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        contentInsetAdjustmentBehavior = .never
        alwaysBounceVertical = false
        snapper.scroller = self
        delegate = snapper
        apply(row)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func apply(_ row: OrthogonalRow) {
        self.row = row
        if frame != row.frame { frame = row.frame }
        let size = CGSize(width: row.contentWidth, height: row.frame.height)
        if contentSize != size { contentSize = size }
        isPagingEnabled = row.behavior == .paging
        decelerationRate = [.groupPaging, .groupPagingCentered, .paging].contains(row.behavior) ? .fast : .normal
        let maxX = max(0, size.width - bounds.width)
        if contentOffset.x > maxX, !isDragging { contentOffset = CGPoint(x: maxX, y: 0) }
    }
}

/// The scroller's delegate: it relays scrolling to the collection view and snaps releases to groups.
final class OrthogonalSnapper: NSObject, UIScrollViewDelegate {
    weak var scroller: OrthogonalScrollerView?
    private var dragStart: CGFloat = 0

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        scroller?.collectionView?.setNeedsLayout()
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        dragStart = scrollView.contentOffset.x
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard let s = scroller else { return }
        let maxOffset = s.contentSize.width - s.bounds.width
        targetContentOffset.pointee.x = s.row.restingOffset(natural: targetContentOffset.pointee.x, at: s.contentOffset.x,
                                                            start: dragStart, velocity: velocity.x, maxOffset: maxOffset)
    }
}
