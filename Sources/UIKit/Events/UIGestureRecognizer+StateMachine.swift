import Foundation

extension UIGestureRecognizer.State {
    /// Whether a recognizer may go from `self` to `next` (Apple, "About the gesture recognizer state
    /// machine"): possible → began (continuous) | recognized (discrete) | failed; began and changed →
    /// changed | ended | cancelled. Staying possible is allowed and does nothing; returning to possible
    /// is UIKit's own reset.
    func allowsTransition(to next: UIGestureRecognizer.State) -> Bool {
        switch (self, next) {
        case (.possible, .possible), (.possible, .began), (.possible, .ended), (.possible, .failed):
            return true
        case (.began, .changed), (.began, .ended), (.began, .cancelled),
             (.changed, .changed), (.changed, .ended), (.changed, .cancelled):
            return true
        default:
            return false
        }
    }

    /// Whether the gesture is over (ended, cancelled or failed): the recognizer waits for reset.
    var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }

    /// Whether the recognizer has recognized its gesture (began, changed or recognized).
    var hasRecognized: Bool { self == .began || self == .changed || self == .ended }

    /// Apple's Objective-C name of the state, for messages.
    var appleName: String {
        switch self {
        case .possible: return "UIGestureRecognizerStatePossible"
        case .began: return "UIGestureRecognizerStateBegan"
        case .changed: return "UIGestureRecognizerStateChanged"
        case .ended: return "UIGestureRecognizerStateEnded"
        case .cancelled: return "UIGestureRecognizerStateCancelled"
        case .failed: return "UIGestureRecognizerStateFailed"
        }
    }
}

extension UIGestureRecognizer {
    /// Whether the recognizer gets touches now: enabled, attached, and possible (waiting included), began
    /// or changed. A recognizer whose gesture is over gets no more touches of that sequence.
    var receivesTouches: Bool {
        enabledStorage && view != nil && (stateStorage == .possible || stateStorage == .began || stateStorage == .changed)
    }

    /// Whether the recognizer is still deciding (possible, waiting included) — the state in which it
    /// delays touches to the view.
    var isUndecided: Bool { enabledStorage && stateStorage == .possible }

    /// A continuous gesture's touches are gone: one still undecided fails, one under way ends (`.ended`) or,
    /// when `cancelled`, is cancelled. Shared by the continuous recognizers' touchesEnded/touchesCancelled.
    func finishContinuousGesture(cancelled: Bool) {
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = cancelled ? .cancelled : .ended
        default: break
        }
    }
}
