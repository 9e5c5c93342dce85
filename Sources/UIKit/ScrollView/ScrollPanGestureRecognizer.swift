import Foundation

/// The scroll view's own pan recognizer (Apple's is a private subclass too): besides panning, it tells the
/// scroll view when a finger touches it (tracking starts, a deceleration stops) and when the last one lifts.
final class ScrollPanGestureRecognizer: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.count == touches.count { scrollView?.beginTracking() }
        super.touchesBegan(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if trackedTouches.allSatisfy({ touches.contains($0) }), let s = scrollView, !s.isDragging { s.endTracking() }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        if let s = scrollView, !s.isDragging { s.endTracking() }
    }
}
