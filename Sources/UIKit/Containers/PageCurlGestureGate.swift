import Foundation

/// The delegate of a page-curl book's pan and tap: they begin only where a page can turn (a tap within the
/// edge strips, a pan along the navigation axis) and only when the data source has the page to turn to.
@MainActor
final class PageCurlGestureGate: NSObject, UIGestureRecognizerDelegate {
    weak var owner: UIPageViewController?

    init(owner: UIPageViewController) {
        self.owner = owner
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        owner?.curlGestureShouldBegin(gestureRecognizer) ?? false
    }
}
