import Foundation

// Paging: the content comes to rest on multiples of the bounds size.
extension UIScrollView {
    /// The page a release picks on each axis: one page in the direction of a flick faster than the paging
    /// speed (never more than one page from where the drag began), otherwise the nearest page; in range.
    func pagingTarget(from offset: CGPoint, velocity v: CGPoint, dragStart: CGPoint) -> CGPoint {
        let lo = minimumContentOffset, hi = maximumContentOffset, size = bounds.size
        func axis(_ x: CGFloat, _ v: CGFloat, _ start: CGFloat, _ page: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> CGFloat {
            guard page > 0 else { return min(max(x, lo), hi) }
            let startPage = (start / page).rounded()
            var index: CGFloat
            if v > ScrollPhysics.pagingFlickSpeed {
                index = min((x / page).rounded(.up), startPage + 1)
            } else if v < -ScrollPhysics.pagingFlickSpeed {
                index = max((x / page).rounded(.down), startPage - 1)
            } else {
                index = (x / page).rounded()
            }
            return min(max(index * page, lo), hi)
        }
        return CGPoint(x: axis(offset.x, v.x, dragStart.x, size.width, lo.x, hi.x),
                       y: axis(offset.y, v.y, dragStart.y, size.height, lo.y, hi.y))
    }
}
