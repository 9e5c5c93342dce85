import Foundation

/// The coordinator of an immediate (unanimated) size change: blocks run at once.
@MainActor
final class ImmediateTransitionCoordinator: UIViewControllerTransitionCoordinator, UIViewControllerTransitionCoordinatorContext {
    var isAnimated: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []

    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animation?(self)
        if let completion { completions.append(completion) }
        return true
    }

    func finish() {
        for c in completions { c(self) }
        completions = []
    }
}
