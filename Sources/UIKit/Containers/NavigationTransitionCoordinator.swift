import Foundation

/// The coordinator of a navigation push or pop: blocks given to it run alongside the slide and after it;
/// an interactive pop may end cancelled.
@MainActor
final class NavigationTransitionCoordinator: UIViewControllerTransitionCoordinator, UIViewControllerTransitionCoordinatorContext {
    let isAnimated: Bool
    let isInteractive: Bool
    private(set) var isCancelled = false
    var transitionDuration: TimeInterval { isAnimated ? UINavigationController.pushPopDuration : 0 }
    private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(animated: Bool, interactive: Bool) {
        isAnimated = animated
        isInteractive = interactive
    }

    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs the alongside blocks (inside the transition's animation block).
    func runAlongside() {
        let blocks = alongside
        alongside = []
        for b in blocks { b(self) }
    }

    func finish(cancelled: Bool) {
        isCancelled = cancelled
        let blocks = completions
        completions = []
        for c in blocks { c(self) }
    }
}
