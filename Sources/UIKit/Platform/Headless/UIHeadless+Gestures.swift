import Foundation

extension UIHeadless {
    /// Ends `recognizer`'s gesture as recognized and sends its actions, with the recognizer as sender,
    /// then makes it possible again: what a recognizer does when it recognizes.
    // Linux: a stand-in for tests while touches do not yet drive recognizers; `tap(at:)` will do this.
    public static func recognize(_ recognizer: UIGestureRecognizer) {
        recognizer.state = .ended
        recognizer.sendGestureActions()
        recognizer.state = .possible
    }
}
