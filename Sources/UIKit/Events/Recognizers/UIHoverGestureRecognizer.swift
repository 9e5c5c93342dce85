import Foundation

/// A continuous recognizer for a pointer hovering over its view with no button down (iOS 13): it begins
/// when the pointer enters the view, changes as it moves over it and ends when it leaves. A button going
/// down cancels it. No touches are involved; `location(in:)` is the pointer's.
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// The pointer entered the view (or a subview).
    func pointerEntered(_ pointer: UITouch) {
        follow(pointer)
        if state == .possible { state = .began }
    }

    /// The pointer moved over the view.
    func pointerMoved(_ pointer: UITouch) {
        follow(pointer)
        switch state {
        case .possible: state = .began
        case .began, .changed: state = .changed
        default: break
        }
    }

    /// The pointer left the view.
    func pointerExited(_ pointer: UITouch) {
        follow(pointer)
        switch state {
        case .began, .changed: state = .ended
        case .possible where pendingState != nil: state = .failed
        default: break
        }
    }

    /// A button went down over the view.
    func pointerCancelled() {
        switch state {
        case .began, .changed: state = .cancelled
        case .possible where pendingState != nil: state = .failed
        default: break
        }
    }

    private func follow(_ pointer: UITouch) {
        lastWindow = pointer.window
        lastCentroid = pointer.windowLocation
    }
}
