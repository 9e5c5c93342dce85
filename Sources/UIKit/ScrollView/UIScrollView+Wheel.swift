import Foundation

// The desktop's wheel (SPEC-NEXT §2.10, Linux:): the dispatcher hands a scroll report to the nearest
// ScrollWheelReceiver under the pointer. A burst of reports is one drag — willBeginDragging at the first,
// didScroll at each, willEndDragging and didEndDragging(willDecelerate: false) 150 ms ⚠ after the last.
// Discrete wheel scrolling stays in range (no rubber band).
extension UIScrollView: ScrollWheelReceiver {
    /// Whether a wheel report of `delta` scrolls this view: scrolling is enabled and the content can move on the
    /// report's main axis.
    func canScrollWheel(by delta: CGVector) -> Bool {
        guard isScrollEnabled, isUserInteractionEnabled else { return false }
        let lo = minimumContentOffset, hi = maximumContentOffset
        return abs(delta.dy) >= abs(delta.dx) ? hi.y > lo.y : hi.x > lo.x
    }

    func scrollWheel(by delta: CGVector, at timestamp: TimeInterval) {
        if wheelEndTimer == nil {
            if motion != nil { stopMotion() }
            isDraggingStorage = true
            delegate?.scrollViewWillBeginDragging(self)
            showIndicators()
            didBeginDraggingHook()
        }
        setContentOffsetImmediately(clampedContentOffset(CGPoint(x: contentOffset.x + delta.dx, y: contentOffset.y + delta.dy)))
        wheelEndTimer?.invalidate()
        wheelEndTimer = CAMediaClock.shared.schedule(after: ScrollPhysics.wheelBurstGap) { [weak self] in
            MainActor.assumeIsolated { self?.endWheelBurst() }
        }
    }

    func endWheelBurst() {
        wheelEndTimer = nil
        var target = contentOffset
        withUnsafeMutablePointer(to: &target) { delegate?.scrollViewWillEndDragging(self, withVelocity: .zero, targetContentOffset: $0) }
        isDraggingStorage = false
        delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
        hideIndicatorsSoon()
        didComeToRestHook()
    }
}
