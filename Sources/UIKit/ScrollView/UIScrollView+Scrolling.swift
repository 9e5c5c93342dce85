import Foundation

// Programmatic scrolling: setContentOffset(_:animated:), scrollRectToVisible(_:animated:), scrolling to the top.
extension UIScrollView {
    /// Moves the content to `contentOffset`: at once, or in a 0.3 s ease-out animation that tells the delegate
    /// `scrollViewDidScroll(_:)` each frame and `scrollViewDidEndScrollingAnimation(_:)` at the end.
    func setContentOffsetImpl(_ contentOffset: CGPoint, animated: Bool) {
        // A new call interrupts an animation in progress (which then never reports its end).
        if motion != nil { stopMotion() }
        guard animated else { setContentOffsetImmediately(contentOffset); return }
        animateContentOffset(to: contentOffset, kind: .animation)
    }

    func animateContentOffset(to target: CGPoint, kind: ScrollMotion.Kind) {
        let from = self.contentOffset
        guard from != target else { return } // already there: nothing, not even the end callback
        let now = CACurrentMediaTime(), d = ScrollPhysics.programmaticDuration
        startMotion(ScrollMotion(kind: kind,
                                 x: from.x == target.x ? .idle : .ease(from: from.x, to: target.x, start: now, duration: d),
                                 y: from.y == target.y ? .idle : .ease(from: from.y, to: target.y, start: now, duration: d)))
    }

    /// Scrolls the least that shows `rect` (in the content's coordinates) inside the bounds less the adjusted
    /// inset; a rect larger than that area shows its top-left part. Already visible: nothing happens.
    func scrollRectToVisibleImpl(_ rect: CGRect, animated: Bool) {
        let a = adjustedContentInsetStorage, o = contentOffset, b = bounds.size
        let visible = CGRect(x: o.x + a.left, y: o.y + a.top,
                             width: b.width - a.left - a.right, height: b.height - a.top - a.bottom)
        func axis(_ rMin: CGFloat, _ rMax: CGFloat, _ vMin: CGFloat, _ vMax: CGFloat) -> CGFloat {
            // The distance to move the visible span so it shows [rMin, rMax].
            if rMax - rMin > vMax - vMin { return rMin - vMin } // ⚠ larger than the view: align its top/left
            if rMin < vMin { return rMin - vMin }
            if rMax > vMax { return rMax - vMax }
            return 0
        }
        let dx = axis(rect.minX, rect.maxX, visible.minX, visible.maxX)
        let dy = axis(rect.minY, rect.maxY, visible.minY, visible.maxY)
        guard dx != 0 || dy != 0 else { return }
        let target = clampedContentOffset(CGPoint(x: o.x + dx, y: o.y + dy))
        setContentOffset(target, animated: animated)
    }

    /// Scrolls to the top as a tap on the status bar does on iOS, when `scrollsToTop` and the delegate allow it:
    /// `scrollViewShouldScrollToTop(_:)`, then an animated scroll, then `scrollViewDidScrollToTop(_:)`.
    // Linux: the desktop has no status bar; `UIHeadless.scrollToTop(in:)` makes the gesture (docs/DIFFERENCES.md).
    // ⚠ Apple: only when exactly one scroll view on screen has scrollsToTop does the tap scroll it.
    @discardableResult
    func performScrollToTop() -> Bool {
        guard scrollsToTop, delegate?.scrollViewShouldScrollToTop(self) ?? true else { return false }
        if motion != nil { stopMotion() }
        let top = CGPoint(x: contentOffset.x, y: minimumContentOffset.y)
        if contentOffset == top { delegate?.scrollViewDidScrollToTop(self); return true }
        animateContentOffset(to: top, kind: .scrollToTop)
        return true
    }
}
