import Foundation

/// One presentation or dismissal in progress: the context a custom animator animates with, and the transition
/// coordinator the two controllers hand out meanwhile (alongside animations run with the transition's own,
/// completions after it).
@MainActor
final class PresentationTransition: NSObject, UIViewControllerContextTransitioning, UIViewControllerTransitionCoordinator,
                                    UIViewControllerTransitionCoordinatorContext {
    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    private(set) var isInteractive = false
    private(set) var transitionWasCancelled = false
    var isCancelled: Bool { transitionWasCancelled }
    let targetTransform: CGAffineTransform = .identity
    var transitionDuration: TimeInterval = UIViewController.modalTransitionDuration
    private let controllers: [UITransitionContextViewControllerKey: UIViewController]
    private let views: [UITransitionContextViewKey: UIView]
    private let initialFrames: [ObjectIdentifier: CGRect]
    private let finalFrames: [ObjectIdentifier: CGRect]
    /// Runs once when the animator calls `completeTransition(_:)`.
    var onComplete: ((Bool) -> Void)?
    private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var started = false
    private(set) var percentComplete: CGFloat = 0

    init(container: UIView, animated: Bool, style: UIModalPresentationStyle,
         from: UIViewController, to: UIViewController, fromView: UIView?, toView: UIView?,
         initial: [(UIViewController, CGRect)], final: [(UIViewController, CGRect)]) {
        containerView = container
        isAnimated = animated
        presentationStyle = style
        controllers = [.from: from, .to: to]
        var v: [UITransitionContextViewKey: UIView] = [:]
        if let fromView { v[.from] = fromView }
        if let toView { v[.to] = toView }
        views = v
        initialFrames = Dictionary(initial.map { (ObjectIdentifier($0.0), $0.1) }, uniquingKeysWith: { a, _ in a })
        finalFrames = Dictionary(final.map { (ObjectIdentifier($0.0), $0.1) }, uniquingKeysWith: { a, _ in a })
        super.init()
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { controllers[key] }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { views[key] }
    func initialFrame(for vc: UIViewController) -> CGRect { initialFrames[ObjectIdentifier(vc)] ?? .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { finalFrames[ObjectIdentifier(vc)] ?? .zero }

    func updateInteractiveTransition(_ percentComplete: CGFloat) { self.percentComplete = min(max(percentComplete, 0), 1) }
    func finishInteractiveTransition() { isInteractive = false }
    func cancelInteractiveTransition() { isInteractive = false; transitionWasCancelled = true }
    func pauseInteractiveTransition() { isInteractive = true }
    func beginInteraction() { isInteractive = true }

    func completeTransition(_ didComplete: Bool) {
        if !didComplete { transitionWasCancelled = true }
        let done = onComplete
        onComplete = nil
        done?(didComplete)
        let blocks = completions
        completions = []
        for c in blocks { c(self) }
    }

    // MARK: Coordinator

    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation {
            if started { animation(self) } else { alongside.append(animation) }
        }
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs the alongside animations (inside the transition's animation block, or at once when not animated).
    func runAlongside() {
        started = true
        let blocks = alongside
        alongside = []
        for a in blocks { a(self) }
    }
}
