import Foundation

// The safe area as iOS computes it: a window's own insets (its screen's; none on a desktop), and for every
// other view the part of its bounds its superview's safe-area insets cover, clamped to the view. A controller's
// root view also gets the region its container's bars cover and its additionalSafeAreaInsets.
//
// The insets are kept in `safeAreaInsetsStorage` and recomputed when they may change: the view's geometry or
// superview changes (its own, at once), its superview's insets or bounds change (each subview, at once — a
// subview that changes passes it on to its own subviews), a container's bars move or a controller's
// additionalSafeAreaInsets change. A view whose superview has no insets, that has none itself and is not a
// controller's view is skipped, so hierarchies without a safe area pay almost nothing.
extension UIView {
    /// The insets the view's situation gives it now.
    func computedSafeAreaInsets() -> UIEdgeInsets {
        var r = UIEdgeInsets.zero
        if let w = self as? UIWindow {
            r = w.screenStorage.safeAreaInsetsStorage
        } else if let sup = superviewStorage {
            let passed = sup.safeAreaInsetsForSubviews
            if passed != .zero { r = coveredInsets(by: passed, of: sup) }
        }
        if let vc = viewControllerStorage as? UIViewController, vc.viewStorage === self {
            if let parent = vc.parentStorage, let pv = parent.viewStorage, let region = parent.safeAreaRegion(forChild: vc),
               region != .zero {
                let c = coveredInsets(by: region, of: pv)
                r = UIEdgeInsets(top: max(r.top, c.top), left: max(r.left, c.left),
                                 bottom: max(r.bottom, c.bottom), right: max(r.right, c.right))
            }
            let a = vc.additionalSafeAreaInsets
            r = UIEdgeInsets(top: r.top + a.top, left: r.left + a.left, bottom: r.bottom + a.bottom, right: r.right + a.right)
        }
        return r
    }

    /// How far the band `insets` of `ancestor`'s bounds reaches into this view, per edge, between 0 and the
    /// view's size (the part of the view beyond the ancestor's edge counts as under the band).
    func coveredInsets(by insets: UIEdgeInsets, of ancestor: UIView) -> UIEdgeInsets {
        let f = ancestor === superviewStorage ? frame.offsetBy(dx: -ancestor.bounds.minX, dy: -ancestor.bounds.minY)
                                              : UIView.convertStepwise(bounds, from: self, to: ancestor)
                                                  .offsetBy(dx: -ancestor.bounds.minX, dy: -ancestor.bounds.minY)
        let b = ancestor.bounds.size
        // An edge without a band covers nothing, even where the view hangs out of the ancestor's bounds.
        func clamp(_ band: CGFloat, _ v: CGFloat, _ limit: CGFloat) -> CGFloat {
            band > 0 && v.isFinite ? min(max(0, v), max(0, limit)) : 0
        }
        return UIEdgeInsets(top: clamp(insets.top, insets.top - f.minY, f.height),
                            left: clamp(insets.left, insets.left - f.minX, f.width),
                            bottom: clamp(insets.bottom, f.maxY - (b.height - insets.bottom), f.height),
                            right: clamp(insets.right, f.maxX - (b.width - insets.right), f.width))
    }

    /// The insets the view passes on to its subviews: all of its own, but for a scroll view the edges its
    /// adjustedContentInset already keeps the content clear of (so content scrolling under a bar is not
    /// re-inset, as on iOS).
    var safeAreaInsetsForSubviews: UIEdgeInsets {
        let s = safeAreaInsetsStorage
        guard s != .zero, let scroll = self as? UIScrollView else { return s }
        let e = scroll.safeAreaEdgesForAdjustment()
        return UIEdgeInsets(top: e.top ? 0 : s.top, left: e.left ? 0 : s.left,
                            bottom: e.bottom ? 0 : s.bottom, right: e.right ? 0 : s.right)
    }

    /// Whether the view's insets may differ from zero or from what it has: skips the common case cheaply.
    var mayHaveSafeArea: Bool {
        safeAreaInsetsStorage != .zero || isSafeAreaSourceStorage
            || (superviewStorage.map { $0.safeAreaInsetsForSubviews != .zero } ?? false)
    }

    /// Recomputes the view's insets; on a change tells the view (and its controller), then its subviews.
    @discardableResult
    func updateSafeAreaInsets() -> Bool {
        let new = computedSafeAreaInsets()
        guard new != safeAreaInsetsStorage else { return false }
        safeAreaInsetsStorage = new
        if let g = autoLayoutStorage?.safeAreaGuide, let e = varsEngineStorage { e.markDirty(g) }
        safeAreaInsetsDidChange()
        if let vc = viewControllerStorage as? UIViewController, vc.viewStorage === self { vc.viewSafeAreaInsetsDidChange() }
        if autoLayoutStorage?.insetsMarginsFromSafeArea ?? true { marginsDidChange() } else { setNeedsLayout() }
        updateSubviewsSafeAreaInsets()
        return true
    }

    /// The view's insets or bounds changed: its subviews' insets may have.
    func updateSubviewsSafeAreaInsets() {
        for sub in subviewStorage where sub.mayHaveSafeArea { sub.updateSafeAreaInsets() }
    }

    /// Hook from the geometry setters and hierarchy changes: `boundsChanged` when the view's own bounds
    /// (origin or size) changed, which moves its subviews against its insets.
    func safeAreaGeometryDidChange(boundsChanged: Bool) {
        if mayHaveSafeArea, updateSafeAreaInsets() { return }
        if boundsChanged, safeAreaInsetsForSubviews != .zero { updateSubviewsSafeAreaInsets() }
    }
}
