import Testing
import TestSupport
@testable import UIKit

@MainActor
private final class LoggedController: UIViewController {
    var log: [String] = []
    override func viewWillAppear(_ animated: Bool) { log.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("viewDidDisappear") }
}

@MainActor
private final class BoxPresentationController: UIPresentationController {
    var log: (String) -> Void = { _ in }
    override var frameOfPresentedViewInContainerView: CGRect { CGRect(x: 10, y: 20, width: 100, height: 50) }
    override var shouldRemovePresentersView: Bool { false }
    override func presentationTransitionWillBegin() { log("presentationTransitionWillBegin") }
    override func presentationTransitionDidEnd(_ completed: Bool) { log("presentationTransitionDidEnd(\(completed))") }
    override func dismissalTransitionWillBegin() { log("dismissalTransitionWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) { log("dismissalTransitionDidEnd(\(completed))") }
}

/// Fades the presented view in or out over `duration`, linearly, then completes unless cancelled.
@MainActor
private final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    let duration: TimeInterval
    var log: [String] = []
    var seen: [String: Bool] = [:]
    init(presenting: Bool, duration: TimeInterval) { self.presenting = presenting; self.duration = duration }
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }
    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        log.append("animateTransition")
        let key: UITransitionContextViewKey = presenting ? .to : .from
        let vc = ctx.viewController(forKey: presenting ? .to : .from)!
        let v = ctx.view(forKey: key)!
        seen["viewIsTheControllers"] = v === vc.view
        seen["inContainer"] = v.superview === ctx.containerView
        if presenting {
            seen["finalFrame"] = ctx.finalFrame(for: vc) == ctx.containerView.bounds
            v.alpha = 0
        }
        UIView.animate(withDuration: duration, delay: 0, options: [.curveLinear], animations: {
            v.alpha = self.presenting ? 1 : 0
        }, completion: { _ in
            ctx.completeTransition(!ctx.transitionWasCancelled)
        })
    }
    func animationEnded(_ transitionCompleted: Bool) { log.append("animationEnded(\(transitionCompleted))") }
}

@MainActor
private final class TransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var presentation: UIPresentationController?
    var presentAnimator: FadeAnimator?
    var dismissAnimator: FadeAnimator?
    var dismissInteractor: UIPercentDrivenInteractiveTransition?
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? { presentation }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { presentAnimator }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { dismissAnimator }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        dismissInteractor
    }
}

/// Custom presentations: a transitioning delegate's presentation controller (its frame and callbacks in Apple's
/// order among the appearance callbacks), its animator (the context's views, controllers and frames; the
/// completion after `completeTransition`), the coordinator's alongside animations, and a percent-driven
/// interactive dismissal that scrubs, finishes and cancels.
@Suite(.serialized) @MainActor struct CustomTransitionTests {
    private func window() -> (UIWindow, UIViewController) {
        EventDispatcher.shared.reset()
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let root = UIViewController()
        w.rootViewController = root
        w.makeKeyAndVisible()
        return (w, root)
    }

    @Test func aCustomPresentationControllerPlacesTheViewAndHearsTheTransitionsInOrder() {
        let (w, root) = window()
        defer { w.isHidden = true }
        let vc = LoggedController()
        let delegate = TransitionDelegate()
        let pc = BoxPresentationController(presentedViewController: vc, presenting: root)
        pc.log = { vc.log.append($0) }
        delegate.presentation = pc
        vc.modalPresentationStyle = .custom
        vc.transitioningDelegate = delegate
        root.present(vc, animated: false)
        UIHeadless.runLoopTurn()
        #expect(vc.presentationController === pc && pc.containerView?.superview === w)
        #expect(vc.view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(vc.log == ["viewWillAppear", "presentationTransitionWillBegin", "presentationTransitionDidEnd(true)", "viewDidAppear"])
        vc.log = []
        root.dismiss(animated: false)
        UIHeadless.runLoopTurn()
        #expect(vc.log == ["viewWillDisappear", "dismissalTransitionWillBegin", "dismissalTransitionDidEnd(true)", "viewDidDisappear"])
        #expect(pc.containerView == nil && vc.view.superview == nil)
    }

    @Test func anAnimatorRunsThePresentationAndTheCoordinatorAnimatesAlongside() {
        let manual = ManualClock(startingAt: 20000)
        defer { manual.restore() }
        let (w, root) = window()
        defer { w.isHidden = true }
        let vc = LoggedController()
        let delegate = TransitionDelegate()
        let animator = FadeAnimator(presenting: true, duration: 0.5)
        delegate.presentAnimator = animator
        vc.modalPresentationStyle = .overFullScreen
        vc.transitioningDelegate = delegate
        var log: [String] = []
        let badge = UIView()
        root.view.addSubview(badge)
        final class Appearing: UIViewController {}
        root.present(vc, animated: true) { log.append("completion") }
        vc.transitionCoordinator?.animate(alongsideTransition: { _ in badge.alpha = 0.5; log.append("alongside") },
                                          completion: { c in log.append("coordinator completion, cancelled: \(c.isCancelled)") })
        UIHeadless.runLoopTurn()
        #expect(animator.log == ["animateTransition"])
        #expect(animator.seen == ["viewIsTheControllers": true, "inContainer": true, "finalFrame": true])
        UIHeadless.advance(by: 0.25)
        #expect(abs((vc.view.layer.presentation()?.opacity ?? -1) - 0.5) < 0.05)
        #expect(!log.contains("completion"))
        UIHeadless.advance(by: 0.3)
        #expect(log == ["alongside", "completion", "coordinator completion, cancelled: false"])
        #expect(animator.log == ["animateTransition", "animationEnded(true)"])
        #expect(vc.log == ["viewWillAppear", "viewDidAppear"] && badge.alpha == 0.5)
        #expect(vc.transitionCoordinator == nil)
        root.dismiss(animated: false)
        UIHeadless.runLoopTurn()
    }

    @Test func aPercentDrivenDismissalScrubsThenFinishesOrCancels() {
        let manual = ManualClock(startingAt: 21000)
        defer { manual.restore() }
        let (w, root) = window()
        defer { w.isHidden = true }
        let vc = LoggedController()
        let delegate = TransitionDelegate()
        vc.modalPresentationStyle = .overFullScreen
        vc.transitioningDelegate = delegate
        root.present(vc, animated: false)
        UIHeadless.runLoopTurn()

        // Cancelled: the animations run back and the presentation stays.
        var animator = FadeAnimator(presenting: false, duration: 1)
        var interactor = UIPercentDrivenInteractiveTransition()
        delegate.dismissAnimator = animator
        delegate.dismissInteractor = interactor
        vc.log = []
        var dismissed = false
        root.dismiss(animated: true) { dismissed = true }
        UIHeadless.runLoopTurn()
        interactor.update(0.25)
        UIHeadless.advance(by: 0.1)
        #expect(interactor.percentComplete == 0.25 && interactor.duration == 1)
        #expect(abs((vc.view.layer.presentation()?.opacity ?? -1) - 0.75) < 0.05)
        UIHeadless.advance(by: 0.5) // held: no progress while interactive
        #expect(abs((vc.view.layer.presentation()?.opacity ?? -1) - 0.75) < 0.05)
        interactor.cancel()
        UIHeadless.advance(by: 0.5)
        UIHeadless.runLoopTurn()
        #expect(!dismissed && root.presentedViewController === vc)
        #expect(animator.log == ["animateTransition", "animationEnded(false)"])
        #expect(vc.log == ["viewWillDisappear", "viewWillAppear", "viewDidAppear"])

        // Finished: the rest runs to the end and the dismissal completes.
        vc.view.alpha = 1
        animator = FadeAnimator(presenting: false, duration: 1)
        interactor = UIPercentDrivenInteractiveTransition()
        delegate.dismissAnimator = animator
        delegate.dismissInteractor = interactor
        vc.log = []
        root.dismiss(animated: true) { dismissed = true }
        UIHeadless.runLoopTurn()
        interactor.update(0.6)
        UIHeadless.advance(by: 0.1)
        #expect(abs((vc.view.layer.presentation()?.opacity ?? -1) - 0.4) < 0.05)
        interactor.finish()
        UIHeadless.advance(by: 0.6)
        UIHeadless.runLoopTurn()
        #expect(dismissed && root.presentedViewController == nil && vc.view.window == nil)
        #expect(animator.log == ["animateTransition", "animationEnded(true)"])
        #expect(vc.log == ["viewWillDisappear", "viewDidDisappear"])
    }
}
