import Foundation

/// Hover: a pointer with no button down (SPEC-NEXT §1.6). The hover event's one touch (phase
/// regionEntered, regionMoved or regionExited) carries the view under the pointer; the hover recognizers
/// of that view and its ancestors begin when the pointer enters, change as it moves and end when it leaves.
extension GestureEnvironment {
    /// Hover recognition for a hover event in `window`.
    func sendHover(_ event: UIEvent, in window: UIWindow) {
        guard let touch = event.touchStorage.first, touch.window === window else { return }
        var now: [UIHoverGestureRecognizer] = []
        if touch.phase != .regionExited {
            var v = touch.view
            while let current = v {
                for case let g as UIHoverGestureRecognizer in current.gestureRecognizerStorage where g.isEnabled {
                    now.append(g)
                }
                v = current.superview
            }
        }
        let before = hovering
        hovering = now
        for g in before where !now.contains(where: { $0 === g }) {
            g.currentEvent = event
            g.pointerExited(touch)
        }
        for g in now {
            g.currentEvent = event
            if before.contains(where: { $0 === g }) {
                g.pointerMoved(touch)
            } else {
                g.pointerEntered(touch)
            }
        }
        flushIfIdle()
    }

    /// A pointer button went down: hovering gestures are cancelled (⚠ SPEC-NEXT §1.6).
    func cancelHover() {
        let before = hovering
        hovering = []
        for g in before { g.pointerCancelled() }
        flushIfIdle()
    }
}
