import Foundation

/// The delegate of a scroll view's own recognizers: they work together (pan, pinch and the content-touch
/// delay recognize simultaneously).
// Linux: on iOS the scroll view itself is its pan's delegate; a Swift class cannot conform privately, and a
// public conformance would clash with subclasses declaring it, so a helper object stands in
// (docs/DIFFERENCES.md).
final class ScrollGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    weak var scrollView: UIScrollView?

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let s = scrollView else { return false }
        let own: [UIGestureRecognizer?] = [s.panRecognizerStorage, s.pinchRecognizerStorage, s.contentTouchDelay]
        return own.contains { $0 === gestureRecognizer } && own.contains { $0 === otherGestureRecognizer }
    }
}
