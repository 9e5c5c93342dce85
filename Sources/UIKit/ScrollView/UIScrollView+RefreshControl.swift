import Foundation

// The refresh control: above the content, triggered by pulling down past 2.2 × its height while dragging.
extension UIScrollView {
    func setRefreshControl(_ control: UIRefreshControl?) {
        if let old = refreshControlStorage, old !== control {
            old.removeFromSuperview()
            setRefreshInset(0)
        }
        refreshControlStorage = control
        guard let control else { return }
        insertSubview(control, at: 0)
        layoutRefreshControl()
    }

    /// The room the refresh control takes above the content while refreshing (part of the adjusted inset).
    func setRefreshInset(_ inset: CGFloat) {
        guard inset != refreshInsetStorage else { return }
        refreshInsetStorage = inset
        updateAdjustedContentInset()
        layoutRefreshControl()
        if inset == 0, !isDraggingStorage, contentOffset.y < minimumContentOffset.y {
            // The content slides back up under the control's room.
            animateContentOffset(to: CGPoint(x: contentOffset.x, y: minimumContentOffset.y), kind: .settle)
        }
    }

    func layoutRefreshControl() {
        guard let rc = refreshControlStorage else { return }
        let h = ScrollPhysics.refreshControlHeight
        let top = adjustedContentInsetStorage.top - refreshInsetStorage
        rc.frame = CGRect(x: 0, y: -top - h, width: bounds.width, height: h)
    }

    /// While dragging: pulled 2.2 × the control's height past the top, it refreshes (once per pull).
    func refreshControlDragged() {
        guard let rc = refreshControlStorage, !rc.isRefreshing, !rc.triggeredThisPull else { return }
        if contentOffset.y <= minimumContentOffset.y - ScrollPhysics.refreshTriggerDistance {
            rc.triggeredThisPull = true
            rc.refreshFromPull()
        }
    }

    /// At the release: a refresh started by this pull makes room for the control, so the content settles under it.
    func refreshControlReleased() {
        guard let rc = refreshControlStorage else { return }
        if rc.triggeredThisPull, rc.isRefreshing { setRefreshInset(ScrollPhysics.refreshControlHeight) }
        rc.triggeredThisPull = false
    }
}
