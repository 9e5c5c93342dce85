import Foundation

/// A stack of controllers shown one at a time under a navigation bar: push slides the new one in from the
/// right, pop (the back button, or a swipe from the left edge) slides it away.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The kind of transition the delegate is asked to animate (Apple's raw values).
    public enum Operation: Int, Sendable {
        case none = 0
        case push = 1
        case pop = 2
    }

    /// How long showing or hiding the bars takes (Apple's constant).
    public static let hideShowBarDuration: CGFloat = 0.2

    /// ⚠ SPEC-NEXT §5.1: pushes and pops take 0.35 s.
    static let pushPopDuration: TimeInterval = 0.35

    private enum Metrics {
        /// ⚠ SPEC-NEXT §5.1: the covered controller moves a third of the way… 30 % of the width.
        static let parallax: CGFloat = 0.3
        /// ⚠ est.: the covered controller is dimmed by black at 10 %.
        static let dimming: CGFloat = 0.1
        /// ⚠ SPEC-NEXT §5.1: a released swipe-back finishes past half the width or faster than 300 pt/s.
        static let finishProgress: CGFloat = 0.5
        static let finishVelocity: CGFloat = 300
        /// Toolbar height (SPEC-NEXT §5.3).
        static let toolbarHeight: CGFloat = 44
        /// ⚠ est.: how far a vertical swipe goes before hidesBarsOnSwipe hides or shows the bars.
        static let swipeThreshold: CGFloat = 20
    }

    /// The bar at the top, showing the navigation items of the stack.
    public let navigationBar: UINavigationBar
    /// The toolbar at the bottom, showing the top controller's toolbarItems (hidden by default).
    public let toolbar: UIToolbar!
    /// Told about each controller shown.
    open weak var delegate: UINavigationControllerDelegate?
    /// Whether the navigation bar is hidden (false).
    open var isNavigationBarHidden: Bool {
        get { navigationBarHiddenStorage }
        set { setNavigationBarHidden(newValue, animated: false) }
    }
    /// Whether the toolbar is hidden (true).
    open var isToolbarHidden: Bool {
        get { toolbarHiddenStorage }
        set { setToolbarHidden(newValue, animated: false) }
    }
    /// Whether a vertical swipe hides (up) and shows (down) the bars (false).
    open var hidesBarsOnSwipe = false { didSet { barHideOnSwipeGestureRecognizer.isEnabled = hidesBarsOnSwipe } }
    /// Whether a tap hides and shows the bars (false).
    open var hidesBarsOnTap = false { didSet { barHideOnTapGestureRecognizer.isEnabled = hidesBarsOnTap } }
    /// Whether the bars hide when the keyboard appears (stored; no keyboard on a desktop).
    open var hidesBarsWhenKeyboardAppears = false
    /// Whether the bars hide in a vertically compact size class (stored).
    open var hidesBarsWhenVerticallyCompact = false
    /// The swipe from the left edge that pops the top controller.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { popRecognizer }
    /// The pan that hides and shows the bars when hidesBarsOnSwipe is on.
    public let barHideOnSwipeGestureRecognizer = UIPanGestureRecognizer()
    /// The tap that hides and shows the bars when hidesBarsOnTap is on.
    public let barHideOnTapGestureRecognizer = UITapGestureRecognizer()

    private var navigationBarHiddenStorage = false
    private var toolbarHiddenStorage = true
    private let popRecognizer = UIScreenEdgePanGestureRecognizer()
    private let swipeDelegate = BarSwipeDelegate()
    /// Controllers popped whose transition has not finished (still children, no longer in the stack).
    private var leaving: [UIViewController] = []
    /// The transition under way, if any.
    private var running: Transition?
    private var coordinatorStorage: NavigationTransitionCoordinator?

    /// Creates a navigation controller showing `rootViewController`.
    public init(rootViewController: UIViewController) {
        navigationBar = UINavigationBar(frame: .zero)
        toolbar = UIToolbar(frame: .zero)
        super.init(nibName: nil, bundle: nil)
        setUp()
        pushViewController(rootViewController, animated: false)
    }

    /// Creates an empty navigation controller with bars of custom classes.
    // Linux: the bars are always UINavigationBar and UIToolbar (classes cannot be made from a metatype
    // without a required initializer); the arguments are accepted so iOS code compiles.
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        navigationBar = UINavigationBar(frame: .zero)
        toolbar = UIToolbar(frame: .zero)
        super.init(nibName: nil, bundle: nil)
        setUp()
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        navigationBar = UINavigationBar(frame: .zero)
        toolbar = UIToolbar(frame: .zero)
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setUp()
    }

    /// A navigation controller from a storyboard (its root from the relationship segue).
    public required init?(coder: NSCoder) {
        navigationBar = UINavigationBar(frame: .zero)
        toolbar = UIToolbar(frame: .zero)
        super.init(coder: coder)
        setUp()
        if let nib = coder as? NibCoder { decodeNavigationControllerKeys(nib) }
    }

    private func setUp() {
        navigationBar.navigationController = self
        toolbar.isHidden = true
        popRecognizer.edges = .left
        popRecognizer.addTarget(nil, action: { [weak self] g in self?.interactivePop(g as! UIPanGestureRecognizer) },
                                actionName: "handleNavigationTransition:")
        barHideOnSwipeGestureRecognizer.isEnabled = false
        barHideOnSwipeGestureRecognizer.cancelsTouchesInView = false
        barHideOnSwipeGestureRecognizer.delegate = swipeDelegate
        barHideOnSwipeGestureRecognizer.addTarget(nil, action: { [weak self] g in self?.barSwipe(g as! UIPanGestureRecognizer) },
                                                  actionName: "_swipe:")
        barHideOnTapGestureRecognizer.isEnabled = false
        barHideOnTapGestureRecognizer.cancelsTouchesInView = false
        barHideOnTapGestureRecognizer.addTarget(nil, action: { [weak self] _ in self?.barTap() }, actionName: "_tap:")
    }

    open override func loadView() {
        let v = NavigationContainerView(frame: UIScreen.main.bounds)
        v.controller = self
        // Linux: painted in the system background, so that a transparent bar over content that leaves the top
        // uncovered has what content usually has behind it (docs/DIFFERENCES.md).
        v.backgroundColor = .systemBackground
        v.addSubview(navigationBar)
        v.addSubview(toolbar)
        v.addGestureRecognizer(popRecognizer)
        v.addGestureRecognizer(barHideOnSwipeGestureRecognizer)
        v.addGestureRecognizer(barHideOnTapGestureRecognizer)
        view = v
        if let top = topViewController { v.insertSubview(top.view, at: 0) }
    }

    // MARK: The stack

    /// The controllers on the stack, root first.
    open var viewControllers: [UIViewController] {
        get { childStorage.filter { c in !leaving.contains { $0 === c } } }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { viewControllers.last }

    /// The controller shown: the one presented over the top controller, else the top one.
    open var visibleViewController: UIViewController? {
        if let p = topViewController?.presentedViewController ?? presentedViewController { return p }
        return topViewController
    }

    /// Only the top controller appears and disappears with the navigation controller.
    override var appearanceChildren: [UIViewController] { [] }

    open override func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        let before = appearance
        super.beginAppearanceTransition(isAppearing, animated: animated)
        guard appearance != before, running == nil, let top = topViewController else { return }
        if isAppearing { top.loadViewIfNeeded() }
        top.beginAppearanceTransition(isAppearing, animated: animated)
    }

    open override func endAppearanceTransition() {
        let before = appearance
        super.endAppearanceTransition()
        guard appearance != before, running == nil else { return }
        topViewController?.endAppearanceTransition()
    }

    /// Pushes a controller and shows it (sliding it in from the right when animated).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        if viewController is UINavigationController {
            // Apple raises NSInvalidArgumentException with this text.
            preconditionFailure("Pushing a navigation controller is not supported")
        }
        if viewControllers.contains(where: { $0 === viewController }) {
            // Apple (iOS 13 and later) raises NSInvalidArgumentException with this text; before iOS 13 it read
            // "Pushing the same view controller instance more than once is not supported (<controller>)".
            preconditionFailure("\(self) is pushing the same view controller instance (\(viewController)) more than once which is not supported and is most likely an error in the application : \(Bundle.main.bundleIdentifier ?? "")")
        }
        let old = topViewController
        leaving.removeAll { $0 === viewController }
        viewController.barState.isMovingToParent = true
        addChild(viewController)
        transition(from: old, to: viewController, operation: old == nil ? .none : .push, animated: animated,
                   removed: [], added: [viewController])
    }

    /// Pops the top controller (not the root) and returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        let stack = viewControllers
        guard stack.count >= 2 else { return nil }
        return popTo(stack[stack.count - 2], animated: animated).first
    }

    /// Pops every controller above the root and returns them.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = viewControllers.first else { return nil }
        return popTo(root, animated: animated)
    }

    /// Pops the controllers above `viewController` and returns them.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard viewControllers.contains(where: { $0 === viewController }) else {
            // Apple raises NSInternalInconsistencyException with this text.
            preconditionFailure("Tried to pop to a view controller that doesn't exist.")
        }
        return popTo(viewController, animated: animated)
    }

    private func popTo(_ target: UIViewController, animated: Bool) -> [UIViewController] {
        let stack = viewControllers
        guard let i = stack.firstIndex(where: { $0 === target }), i < stack.count - 1 else { return [] }
        let popped = Array(stack[(i + 1)...])
        for vc in popped.reversed() {
            vc.barState.isMovingFromParent = true
            vc.willMove(toParent: nil)
            leaving.append(vc)
        }
        transition(from: popped.last, to: target, operation: .pop, animated: animated, removed: popped, added: [])
        return popped
    }

    /// Replaces the stack; the new top controller is pushed (or popped back to, if it was on the stack).
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        let old = self.viewControllers
        let oldTop = old.last
        var seen: [UIViewController] = []
        for vc in viewControllers where !seen.contains(where: { $0 === vc }) { seen.append(vc) }
        let removed = old.filter { o in !seen.contains { $0 === o } }
        let added = seen.filter { n in !old.contains { $0 === n } }
        for vc in removed {
            vc.barState.isMovingFromParent = true
            vc.willMove(toParent: nil)
            leaving.append(vc)
        }
        for vc in added {
            leaving.removeAll { $0 === vc }
            vc.barState.isMovingToParent = true
            addChild(vc)
        }
        // The stack's order is the array's; controllers still leaving stay children after it.
        childStorage = seen + childStorage.filter { c in !seen.contains { $0 === c } }
        guard let newTop = seen.last else {
            transitionToEmpty(from: oldTop, removed: removed)
            return
        }
        if newTop === oldTop {
            navigationBar.setItems(seen.map { $0.navigationItem }, animated: animated)
            finishMoves(removed: removed, added: added)
            return
        }
        let operation: Operation = oldTop == nil ? .none : old.contains { $0 === newTop } ? .pop : .push
        transition(from: oldTop, to: newTop, operation: operation, animated: animated, removed: removed, added: added)
    }

    private func transitionToEmpty(from oldTop: UIViewController?, removed: [UIViewController]) {
        let visible = appearance == 1 || appearance == 2
        if visible { oldTop?.beginAppearanceTransition(false, animated: false) }
        oldTop?.viewIfLoaded?.removeFromSuperview()
        navigationBar.setItems([], animated: false)
        if visible { oldTop?.endAppearanceTransition() }
        finishMoves(removed: removed, added: [])
    }

    private func finishMoves(removed: [UIViewController], added: [UIViewController]) {
        for vc in removed where leaving.contains(where: { $0 === vc }) {
            leaving.removeAll { $0 === vc }
            vc.removeFromParent()
            vc.barState.isMovingFromParent = false
        }
        for vc in added {
            vc.didMove(toParent: self)
            vc.barState.isMovingToParent = false
        }
    }

    /// Unwinds towards a controller on the stack: pops to it (and dismisses what this controller presented).
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        if viewControllers.contains(where: { $0 === subsequentVC }), topViewController !== subsequentVC {
            _ = popToViewController(subsequentVC, animated: true)
        }
        super.unwind(for: unwindSegue, towards: subsequentVC)
    }

    // MARK: Transitions

    /// A push or pop under way.
    @MainActor
    private final class Transition {
        let from: UIViewController?
        let to: UIViewController
        let operation: Operation
        let removed: [UIViewController]
        let added: [UIViewController]
        let coordinator: NavigationTransitionCoordinator
        let dimming = UIView()
        let sendsAppearance: Bool
        var done = false

        init(from: UIViewController?, to: UIViewController, operation: Operation, removed: [UIViewController],
             added: [UIViewController], coordinator: NavigationTransitionCoordinator, sendsAppearance: Bool) {
            self.from = from
            self.to = to
            self.operation = operation
            self.removed = removed
            self.added = added
            self.coordinator = coordinator
            self.sendsAppearance = sendsAppearance
        }
    }

    /// The coordinator of the push or pop under way.
    var activeTransitionCoordinator: UIViewControllerTransitionCoordinator? { coordinatorStorage }

    private func transition(from old: UIViewController?, to new: UIViewController, operation: Operation, animated: Bool,
                            removed: [UIViewController], added: [UIViewController], interactive: Bool = false) {
        if let r = running { complete(r, cancelled: false) }
        let visible = (appearance == 1 || appearance == 2) && old !== new
        let onScreen = viewIfLoaded?.window != nil
        let animate = animated && onScreen && old != nil && old !== new
        let coordinator = NavigationTransitionCoordinator(animated: animate, interactive: interactive)
        let t = Transition(from: old, to: new, operation: operation, removed: removed, added: added,
                           coordinator: coordinator, sendsAppearance: visible)
        if isViewLoaded { new.loadViewIfNeeded() }
        if visible {
            old?.beginAppearanceTransition(false, animated: animate)
            new.beginAppearanceTransition(true, animated: animate)
        }
        running = t
        coordinatorStorage = coordinator
        // A tab bar controller holding this stack shows or hides its bar by the controllers on it
        // (`hidesBottomBarWhenPushed`): it looks again whenever the stack changes.
        tabBarController?.viewIfLoaded?.setNeedsLayout()
        delegate?.navigationController(self, willShow: new, animated: animated)
        if !interactive { navigationBar.setItems(viewControllers.map { $0.navigationItem }, animated: animate) }
        updateToolbarItems(animated: animate)
        guard let container = viewIfLoaded else {
            complete(t, cancelled: false)
            return
        }
        let content = contentFrame
        let nv = new.view!
        nv.autoresizingMask = []
        if nv.superview !== container { container.insertSubview(nv, belowSubview: navigationBar) }
        guard animate || interactive, let ov = old?.viewIfLoaded else {
            nv.frame = content
            complete(t, cancelled: false)
            return
        }
        let w = content.width
        let behind = content.offsetBy(dx: -w * Metrics.parallax, dy: 0)
        let outside = content.offsetBy(dx: w, dy: 0)
        t.dimming.backgroundColor = .black
        t.dimming.isUserInteractionEnabled = false
        if operation == .pop {
            container.insertSubview(nv, belowSubview: ov)
            nv.frame = behind
            t.dimming.frame = content
            t.dimming.alpha = Metrics.dimming
            container.insertSubview(t.dimming, aboveSubview: nv)
        } else {
            nv.frame = outside
            t.dimming.frame = content
            t.dimming.alpha = 0
            container.insertSubview(t.dimming, belowSubview: nv)
        }
        if interactive { return }
        UIView.animate(withDuration: Self.pushPopDuration, delay: 0, options: [.curveEaseInOut], animations: {
            if operation == .pop {
                ov.frame = outside
                nv.frame = content
                t.dimming.frame = content
                t.dimming.alpha = 0
            } else {
                ov.frame = behind
                nv.frame = content
                t.dimming.frame = behind
                t.dimming.alpha = Metrics.dimming
            }
            coordinator.runAlongside()
        }, completion: { [weak self] _ in
            guard let self, !t.done else { return }
            self.complete(t, cancelled: false)
        })
    }

    /// Ends a transition: the old view leaves (or, cancelled, the new one), appearance ends, containment
    /// finishes, then the delegate hears didShow.
    private func complete(_ t: Transition, cancelled: Bool) {
        guard !t.done else { return }
        t.done = true
        if running === t { running = nil }
        if coordinatorStorage === t.coordinator { coordinatorStorage = nil }
        t.dimming.removeFromSuperview()
        if cancelled {
            t.to.viewIfLoaded?.removeFromSuperview()
            if let from = t.from, let v = from.viewIfLoaded { v.frame = contentFrame }
            if t.sendsAppearance {
                t.from?.beginAppearanceTransition(true, animated: true)
                t.to.beginAppearanceTransition(false, animated: true)
                t.to.endAppearanceTransition()
                t.from?.endAppearanceTransition()
            }
            for vc in t.removed {
                leaving.removeAll { $0 === vc }
                vc.barState.isMovingFromParent = false
                vc.didMove(toParent: self)
            }
            tabBarController?.viewIfLoaded?.setNeedsLayout()
            t.coordinator.finish(cancelled: true)
            return
        }
        if let from = t.from, from !== t.to, from.viewIfLoaded?.superview === viewIfLoaded {
            from.viewIfLoaded?.removeFromSuperview()
        }
        for vc in t.removed where vc !== t.from { vc.viewIfLoaded?.removeFromSuperview() }
        t.to.viewIfLoaded?.frame = contentFrame
        if t.sendsAppearance {
            t.from?.endAppearanceTransition()
            t.to.endAppearanceTransition()
        }
        if t.coordinator.isInteractive { navigationBar.setItems(viewControllers.map { $0.navigationItem }, animated: false) }
        finishMoves(removed: t.removed, added: t.added)
        t.coordinator.finish(cancelled: false)
        viewIfLoaded?.setNeedsLayout()
        delegate?.navigationController(self, didShow: t.to, animated: t.coordinator.isAnimated)
    }

    // MARK: Swipe back

    private var interactiveProgress: CGFloat = 0
    private var barsAnimating = false

    private func interactivePop(_ g: UIPanGestureRecognizer) {
        guard let container = viewIfLoaded else { return }
        let w = max(container.bounds.width, 1)
        switch g.state {
        case .began:
            let stack = viewControllers
            guard running == nil, stack.count >= 2, viewIfLoaded?.window != nil else { return }
            let popped = stack.last!
            popped.barState.isMovingFromParent = true
            popped.willMove(toParent: nil)
            leaving.append(popped)
            interactiveProgress = 0
            transition(from: popped, to: stack[stack.count - 2], operation: .pop, animated: true,
                       removed: [popped], added: [], interactive: true)
        case .changed:
            guard let t = running, t.coordinator.isInteractive else { return }
            interactiveProgress = min(max(g.translation(in: container).x / w, 0), 1)
            place(t, progress: interactiveProgress)
        case .ended, .cancelled, .failed:
            guard let t = running, t.coordinator.isInteractive else { return }
            let velocity = g.velocity(in: container).x
            let finish = g.state == .ended
                && (interactiveProgress > Metrics.finishProgress || velocity > Metrics.finishVelocity)
            let remaining = finish ? 1 - interactiveProgress : interactiveProgress
            UIView.animate(withDuration: Self.pushPopDuration * Double(max(remaining, 0.1)), delay: 0,
                           options: [.curveEaseOut], animations: {
                self.place(t, progress: finish ? 1 : 0)
                t.coordinator.runAlongside()
            }, completion: { [weak self] _ in
                guard let self, !t.done else { return }
                self.complete(t, cancelled: !finish)
            })
        default:
            break
        }
    }

    /// Places the views of an interactive pop at `progress` (0: not started, 1: done).
    private func place(_ t: Transition, progress p: CGFloat) {
        let content = contentFrame
        let w = content.width
        t.from?.viewIfLoaded?.frame = content.offsetBy(dx: w * p, dy: 0)
        t.to.viewIfLoaded?.frame = content.offsetBy(dx: -w * Metrics.parallax * (1 - p), dy: 0)
        t.dimming.alpha = Metrics.dimming * (1 - p)
    }

    // MARK: Bars

    /// Shows or hides the navigation bar (sliding it over hideShowBarDuration when animated).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != navigationBarHiddenStorage else { return }
        navigationBarHiddenStorage = hidden
        animateBars(animated)
    }

    /// Shows or hides the toolbar.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != toolbarHiddenStorage else { return }
        toolbarHiddenStorage = hidden
        updateToolbarItems(animated: false)
        animateBars(animated)
    }

    private func animateBars(_ animated: Bool) {
        guard let v = viewIfLoaded else { return }
        navigationBar.isHidden = false
        toolbar.isHidden = false
        if animated, v.window != nil {
            barsAnimating = true
            UIView.animate(withDuration: TimeInterval(Self.hideShowBarDuration), animations: {
                self.layoutContainer()
            }, completion: { [weak self] _ in
                self?.barsAnimating = false
                self?.layoutContainer()
            })
        } else {
            layoutContainer()
        }
    }

    private func barSwipe(_ g: UIPanGestureRecognizer) {
        guard hidesBarsOnSwipe, g.state == .changed, let v = viewIfLoaded else { return }
        let dy = g.translation(in: v).y
        if dy < -Metrics.swipeThreshold, !isNavigationBarHidden { setNavigationBarHidden(true, animated: true) }
        if dy > Metrics.swipeThreshold, isNavigationBarHidden { setNavigationBarHidden(false, animated: true) }
    }

    private func barTap() {
        guard hidesBarsOnTap else { return }
        setNavigationBarHidden(!isNavigationBarHidden, animated: true)
    }

    /// Shows the top controller's toolbar items.
    func updateToolbarItems(animated: Bool) {
        toolbar.setItems(topViewController?.toolbarItems, animated: animated)
    }

    /// Where the top controller's view goes: the whole view, except under an opaque bar the controller does not
    /// extend under (`edgesForExtendedLayout`, `extendedLayoutIncludesOpaqueBars`), or an edge it leaves out.
    var contentFrame: CGRect {
        guard let v = viewIfLoaded else { return .zero }
        let b = v.bounds
        var top: CGFloat = 0, bottom: CGFloat = 0
        let region = barRegion
        if let vc = topViewController {
            if region.top > 0, !vc.extends(.top, underTranslucent: navigationBar.isTranslucent) { top = region.top }
            if region.bottom > 0, !vc.extends(.bottom, underTranslucent: toolbar.isTranslucent) { bottom = region.bottom }
        }
        return CGRect(x: b.minX, y: b.minY + top, width: b.width, height: max(0, b.height - top - bottom))
    }

    /// How far the shown bars reach into the view from its top and bottom edges (the bars' frames as laid out).
    var barRegion: UIEdgeInsets {
        guard let v = viewIfLoaded else { return .zero }
        let safe = v.safeAreaInsetsStorage
        let top = navigationBarHiddenStorage ? 0 : safe.top + navigationBar.safeAreaHeight
        let bottom = toolbarHiddenStorage ? 0 : safe.bottom + Metrics.toolbarHeight
        return UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
    }

    override func safeAreaRegion(forChild child: UIViewController) -> UIEdgeInsets? { barRegion }

    /// Lays out the bars and, outside transitions, the top controller's view.
    func layoutContainer() {
        guard let v = viewIfLoaded else { return }
        if layingOut {
            layoutAgain = true
            return
        }
        layingOut = true
        defer { layingOut = false }
        // The bar's height follows the content scroll view, whose insets follow the bar: a scroll moved by the
        // insets changing asks for one more pass.
        for _ in 0..<3 {
            layoutAgain = false
            layoutContainerOnce(v)
            if !layoutAgain { break }
        }
    }

    private func layoutContainerOnce(_ v: UIView) {
        if running == nil { observeContentScrollView() }
        updateLargeTitleExpansion()
        let b = v.bounds
        let barH = navigationBar.sizeThatFits(b.size).height
        let safe = v.safeAreaInsetsStorage
        // The bars sit inside the safe area (below a status bar, above a home indicator).
        navigationBar.frame = CGRect(x: 0, y: navigationBarHiddenStorage ? -barH : safe.top, width: b.width, height: barH)
        toolbar.frame = CGRect(x: 0, y: toolbarHiddenStorage ? b.maxY : b.maxY - safe.bottom - Metrics.toolbarHeight,
                               width: b.width, height: Metrics.toolbarHeight)
        if !barsAnimating {
            navigationBar.isHidden = navigationBarHiddenStorage
            toolbar.isHidden = toolbarHiddenStorage
        }
        if running == nil, let top = topViewController {
            if top.view.superview !== v { v.insertSubview(top.view, belowSubview: navigationBar) }
            top.view.frame = contentFrame
            top.view.updateSafeAreaInsets() // the bars may have moved without the view
            updateScrollEdge()
            // The search area coming or going changes the bar's height: lay out once more with it.
            if navigationBar.updateSearchCollapse(for: observedScrollView) { layoutAgain = true }
        }
        if navigationBar.items?.count != viewControllers.count || running == nil && navigationBar.topItem !== topViewController?.navigationItem {
            if running == nil { navigationBar.setItems(viewControllers.map { $0.navigationItem }, animated: false) }
        }
    }

    // MARK: Large titles

    /// The top controller's content scroll view (`contentScrollView(for: .top)`), which the bar follows.
    private weak var observedScrollView: UIScrollView?
    private var layingOut = false
    private var layoutAgain = false

    private func observeContentScrollView() {
        let s = topViewController?.contentScrollView(for: .top)
        guard s !== observedScrollView else { return }
        if let old = observedScrollView {
            old.barObserver = nil
            if old.largeTitleCollapseInsetStorage != 0 {
                old.largeTitleCollapseInsetStorage = 0
                old.updateAdjustedContentInset()
            }
        }
        observedScrollView = s
        s?.barObserver = self
    }

    /// The large-title area shows as much as the content scrolled up leaves of it: its top edge follows the
    /// content's (the offset from rest, measured against the inset kept constant while it collapses).
    private func updateLargeTitleExpansion() {
        let full = UINavigationBar.largeTitleAreaHeight
        guard navigationBar.showsLargeTitle, let s = observedScrollView else {
            navigationBar.largeTitleExpansion = full
            if let s = observedScrollView, s.largeTitleCollapseInsetStorage != 0 {
                s.largeTitleCollapseInsetStorage = 0
                s.updateAdjustedContentInset()
            }
            return
        }
        let scrolled = s.contentOffset.y + s.adjustedContentInset.top
        let expansion = max(0, full - scrolled)
        navigationBar.largeTitleExpansion = expansion
        s.largeTitleCollapseInsetStorage = full - min(expansion, full)
    }

    /// The content scroll view moved: the bar (and the safe area under it) follows at once, before the scroll
    /// view's delegate hears of it.
    func contentScrollViewDidScroll(_ scrollView: UIScrollView) {
        guard scrollView === observedScrollView, running == nil, !navigationBarHiddenStorage else { return }
        if navigationBar.showsLargeTitle || navigationBar.searchAreaFollowsScrolling {
            layoutContainer()
        } else {
            updateScrollEdge()
        }
    }

    /// The bar takes its scroll-edge look while the content's top meets it: with a large title, until the
    /// title has collapsed.
    private func updateScrollEdge() {
        navigationBar.isAtScrollEdge = observedScrollView.map {
            let collapsible = navigationBar.showsLargeTitle ? UINavigationBar.largeTitleAreaHeight : 0
            return $0.contentOffset.y <= -$0.adjustedContentInset.top + collapsible + 0.5
        } ?? true
    }

    /// The content came to rest after a drag: a large title left half-collapsed opens or shuts (the content
    /// scrolls to whichever is nearer, as iOS settles it).
    func contentScrollViewDidComeToRest(_ scrollView: UIScrollView) {
        guard scrollView === observedScrollView, running == nil, navigationBar.showsLargeTitle else { return }
        let full = UINavigationBar.largeTitleAreaHeight
        let top = -scrollView.adjustedContentInset.top
        let scrolled = scrollView.contentOffset.y - top
        guard scrolled > 0, scrolled < full else { return }
        let target = scrolled < full / 2 ? top : top + full
        scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: target), animated: true)
    }

    // MARK: Orientation

    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        if let delegate { return delegate.navigationControllerSupportedInterfaceOrientations(self) }
        return topViewController?.supportedInterfaceOrientations ?? .all
    }

    open override var childForStatusBarStyle: UIViewController? { topViewController }
    open override var childForStatusBarHidden: UIViewController? { topViewController }
}

/// The navigation controller's root view: lays out the bars and the top controller's view.
@MainActor
final class NavigationContainerView: UIView {
    weak var controller: UINavigationController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutContainer()
    }
}

/// Lets the bar-hiding swipe recognize together with scroll views' pans.
@MainActor
final class BarSwipeDelegate: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
}
