import Foundation

// Content geometry: the offset as bounds.origin, the content size, the insets and the resting range.
extension UIScrollView {
    /// Sets the offset without animating or clamping (an animation or deceleration in progress keeps going
    /// unless the caller stops it).
    func setContentOffsetImmediately(_ offset: CGPoint) {
        var b = bounds
        guard b.origin != offset else { return }
        b.origin = offset
        bounds = b
    }

    /// Everything a new offset moves: the delegate, the indicators and the frame guide.
    func contentOffsetDidChange() {
        if let g = frameGuideStorage, let e = g.varsEngine { e.markDirty(g); setNeedsLayout() }
        setNeedsLayout()
        if verticalIndicatorView != nil || horizontalIndicatorView != nil { layoutIndicators() }
        barObserver?.contentScrollViewDidScroll(self)
        delegate?.scrollViewDidScroll(self)
    }

    func setContentSize(_ size: CGSize) {
        guard size != contentSizeStorage else { return }
        contentSizeStorage = size
        if let g = contentGuideStorage, let e = g.varsEngine { e.markDirty(g) }
        updateAdjustedContentInset()
        layoutIndicators()
    }

    /// The safe-area edges the behaviour adds, given which axes scroll.
    func safeAreaEdgesForAdjustment() -> (top: Bool, left: Bool, bottom: Bool, right: Bool) {
        switch contentInsetAdjustmentBehaviorStorage {
        case .never: return (false, false, false, false)
        case .always: return (true, true, true, true)
        case .scrollableAxes, .automatic:
            let s = safeAreaInsets, b = bounds.size, c = contentSizeStorage, i = contentInsetStorage
            var vertical = alwaysBounceVertical || c.height + i.top + i.bottom + s.top + s.bottom > b.height
            let horizontal = alwaysBounceHorizontal || c.width + i.left + i.right + s.left + s.right > b.width
            // Apple: `.automatic` also adjusts the top and bottom of a controller's view inside a navigation or
            // tab bar controller, scrollable or not.
            if contentInsetAdjustmentBehaviorStorage == .automatic, isControllerViewInBarContainer { vertical = true }
            return (vertical, horizontal, vertical, horizontal)
        }
    }

    /// Whether the scroll view is the root view of a controller inside a navigation or tab bar controller (that
    /// has not turned automaticallyAdjustsScrollViewInsets off).
    var isControllerViewInBarContainer: Bool {
        guard let vc = viewControllerStorage as? UIViewController, vc.viewStorage === self,
              vc.automaticallyAdjustsScrollViewInsets else { return false }
        var p = vc.parentStorage
        while let cur = p {
            if cur is UINavigationController || cur is UITabBarController { return true }
            p = cur.parentStorage
        }
        return false
    }

    /// The safe area changed: a scroll view resting at its top (or leading) edge stays there, so that its
    /// first content sits below the bars rather than behind them (as iOS keeps it).
    func safeAreaDidChangeAdjustedContentInset() {
        let old = adjustedContentInsetStorage, o = contentOffset
        updateAdjustedContentInset()
        let new = adjustedContentInsetStorage
        guard new != old, !isTracking, !isDecelerating else { return }
        var target = o
        if o.y == -old.top { target.y = -new.top }
        if o.x == -old.left { target.x = -new.left }
        if target != o { contentOffset = target }
    }

    /// Recomputes `adjustedContentInset`; on a change calls `adjustedContentInsetDidChange()`, then the delegate.
    func updateAdjustedContentInset() {
        let s = safeAreaInsets, e = safeAreaEdgesForAdjustment(), i = contentInsetStorage
        let collapse = e.top && s.top > 0 ? largeTitleCollapseInsetStorage : 0
        let adjusted = UIEdgeInsets(top: i.top + (e.top ? s.top : 0) + collapse + refreshInsetStorage, left: i.left + (e.left ? s.left : 0),
                                    bottom: i.bottom + (e.bottom ? s.bottom : 0), right: i.right + (e.right ? s.right : 0))
        guard adjusted != adjustedContentInsetStorage else { return }
        adjustedContentInsetStorage = adjusted
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
        layoutIndicators()
        // The edges kept clear by the inset are no longer (or now) passed on to the content.
        if safeAreaInsetsStorage != .zero { updateSubviewsSafeAreaInsets() }
    }

    // MARK: The resting range

    /// The smallest offset at rest on each axis: −adjustedContentInset.top / .left.
    var minimumContentOffset: CGPoint {
        let a = adjustedContentInsetStorage
        return CGPoint(x: -a.left, y: -a.top)
    }

    /// The largest offset at rest: max(min, contentSize + inset − bounds size) on each axis.
    var maximumContentOffset: CGPoint {
        let a = adjustedContentInsetStorage, lo = minimumContentOffset, b = bounds.size, c = contentSizeStorage
        return CGPoint(x: max(lo.x, c.width + a.right - b.width), y: max(lo.y, c.height + a.bottom - b.height))
    }

    /// Whether the content can move on each axis when dragged: a range, or alwaysBounce on that axis.
    var scrollableAxes: (horizontal: Bool, vertical: Bool) {
        let lo = minimumContentOffset, hi = maximumContentOffset
        return (hi.x > lo.x || alwaysBounceHorizontal, hi.y > lo.y || alwaysBounceVertical)
    }

    /// `offset` moved into the resting range.
    func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        let lo = minimumContentOffset, hi = maximumContentOffset
        return CGPoint(x: min(max(offset.x, lo.x), hi.x), y: min(max(offset.y, lo.y), hi.y))
    }

    /// The scale of the screen the view is on (device pixels per point).
    var pixelScale: CGFloat { window?.screen.scale ?? UIView.defaultContentScale }

    // MARK: Layout guides

    func scrollGuide(content: Bool) -> UILayoutGuide {
        if let g = content ? contentGuideStorage : frameGuideStorage { return g }
        let g = UILayoutGuide()
        g.kind = content ? .scrollContent : .scrollFrame
        g.identifier = content ? "UIScrollView-contentLayoutGuide" : "UIScrollView-frameLayoutGuide"
        addLayoutGuide(g)
        if content { contentGuideStorage = g } else { frameGuideStorage = g }
        return g
    }

    /// After a layout pass: the content guide's solved size is the content size. Its size constraints to
    /// `contentSize` are the weakest there are, so constraints of the app decide it when they can.
    func contentSizeFromLayoutGuide() {
        guard let g = contentGuideStorage, g.varsEngine != nil else { return }
        let size = g.layoutFrame.size
        if size != contentSizeStorage { setContentSize(size) }
    }
}
