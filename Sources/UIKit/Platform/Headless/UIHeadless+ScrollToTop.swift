import Foundation

extension UIHeadless {
    /// A tap on the status bar, as on iOS: when exactly one visible scroll view of the window (the key window
    /// when nil) has `scrollsToTop`, it asks its delegate and scrolls to the top. Returns whether one did.
    // Linux: the desktop has no status bar; this is the gesture (docs/DIFFERENCES.md).
    @discardableResult
    public static func scrollToTop(in window: UIWindow? = nil) -> Bool {
        guard let w = window ?? UIApplication.shared.keyWindowStorage else { return false }
        var found: [UIScrollView] = []
        func visit(_ v: UIView) {
            guard !v.isHidden, v.alpha > 0 else { return }
            if let s = v as? UIScrollView, s.scrollsToTop { found.append(s) }
            for sub in v.subviews { visit(sub) }
        }
        visit(w)
        guard found.count == 1 else { return false }
        return found[0].performScrollToTop()
    }
}
