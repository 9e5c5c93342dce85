import Foundation

// Scroll indicators: shown while the content moves under a finger or decelerates, faded after it stops.
extension UIScrollView {
    /// Shows the indicators briefly (0.75 s, then a 0.25 s fade), as after a scroll.
    func flashScrollIndicatorsImpl() {
        showIndicators()
        scheduleIndicatorFade(after: ScrollPhysics.indicatorFlashHold)
    }

    /// Shows the indicator of each scrollable axis whose shows… flag is set.
    func showIndicators() {
        indicatorHideTimer?.invalidate()
        indicatorHideTimer = nil
        let axes = scrollableAxes
        let lo = minimumContentOffset, hi = maximumContentOffset
        if showsVerticalScrollIndicator && (hi.y > lo.y || axes.vertical && alwaysBounceVertical) {
            let v = verticalIndicatorView ?? makeIndicator(vertical: true)
            verticalIndicatorView = v
            v.layer.removeAllAnimations()
            v.alpha = 1
        }
        if showsHorizontalScrollIndicator && (hi.x > lo.x || axes.horizontal && alwaysBounceHorizontal) {
            let h = horizontalIndicatorView ?? makeIndicator(vertical: false)
            horizontalIndicatorView = h
            h.layer.removeAllAnimations()
            h.alpha = 1
        }
        layoutIndicators()
    }

    func makeIndicator(vertical: Bool) -> ScrollIndicatorView {
        let v = ScrollIndicatorView(vertical: vertical, style: indicatorStyle)
        v.alpha = 0
        addSubview(v)
        return v
    }

    /// After scrolling stops the indicators fade (0.25 s).
    func hideIndicatorsSoon() {
        guard verticalIndicatorView != nil || horizontalIndicatorView != nil else { return }
        if indicatorHideTimer != nil { return } // a flash's hold is running
        fadeIndicators()
    }

    func scheduleIndicatorFade(after seconds: CFTimeInterval) {
        indicatorHideTimer?.invalidate()
        indicatorHideTimer = CAMediaClock.shared.schedule(after: seconds) { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.indicatorHideTimer = nil
                if !self.isTrackingStorage && self.motion == nil { self.fadeIndicators() }
            }
        }
    }

    func fadeIndicators() {
        let views = [verticalIndicatorView, horizontalIndicatorView].compactMap { $0 }.filter { $0.alpha > 0 }
        guard !views.isEmpty else { return }
        UIView.animate(withDuration: ScrollPhysics.indicatorFade) { for v in views { v.alpha = 0 } }
    }

    /// The track insets of one indicator: its own insets, plus the safe-area part of the adjusted inset when
    /// `automaticallyAdjustsScrollIndicatorInsets`.
    func indicatorTrackInsets(vertical: Bool) -> UIEdgeInsets {
        var i = vertical ? verticalIndicatorInsetsStorage : horizontalIndicatorInsetsStorage
        if automaticallyAdjustsScrollIndicatorInsets {
            let a = adjustedContentInsetStorage, c = contentInsetStorage
            i.top += a.top - c.top; i.left += a.left - c.left; i.bottom += a.bottom - c.bottom; i.right += a.right - c.right
        }
        return i
    }

    /// Places the indicators for the current offset: length = visible/total × track (at least 36 pt, shrinking
    /// to 9 pt while overscrolled), position = the offset's fraction of the range.
    func layoutIndicators() {
        guard verticalIndicatorView != nil || horizontalIndicatorView != nil else { return }
        let b = bounds, a = adjustedContentInsetStorage, c = contentSizeStorage
        let lo = minimumContentOffset, hi = maximumContentOffset
        let t = ScrollPhysics.indicatorThickness, e = ScrollPhysics.indicatorInset
        let both = (verticalIndicatorView?.alpha ?? 0) > 0 && (horizontalIndicatorView?.alpha ?? 0) > 0
        func place(_ offset: CGFloat, _ lo: CGFloat, _ hi: CGFloat, visible: CGFloat, total: CGFloat, track: CGFloat) -> (CGFloat, CGFloat) {
            var length = max(ScrollPhysics.indicatorMinimumLength, total > 0 ? visible / total * track : track)
            length = min(length, track)
            let over = offset < lo ? lo - offset : (offset > hi ? offset - hi : 0)
            if over > 0 { length = max(ScrollPhysics.indicatorMinimumOverscrolledLength, length - over) }
            let fraction = hi > lo ? min(max((offset - lo) / (hi - lo), 0), 1) : 0
            return (fraction * (track - length), length)
        }
        if let v = verticalIndicatorView {
            let i = indicatorTrackInsets(vertical: true)
            let track = b.height - i.top - i.bottom - 2 * e - (both ? t + e : 0)
            let (pos, length) = place(b.minY, lo.y, hi.y, visible: b.height, total: c.height + a.top + a.bottom, track: max(track, 0))
            v.frame = CGRect(x: b.maxX - i.right - e - t, y: b.minY + i.top + e + pos, width: t, height: length)
            if subviews.last !== v { bringSubviewToFront(v) }
        }
        if let h = horizontalIndicatorView {
            let i = indicatorTrackInsets(vertical: false)
            let track = b.width - i.left - i.right - 2 * e - (both ? t + e : 0)
            let (pos, length) = place(b.minX, lo.x, hi.x, visible: b.width, total: c.width + a.left + a.right, track: max(track, 0))
            h.frame = CGRect(x: b.minX + i.left + e + pos, y: b.maxY - i.bottom - e - t, width: length, height: t)
            if subviews.last !== h, subviews.last !== verticalIndicatorView { bringSubviewToFront(h) }
        }
    }
}
