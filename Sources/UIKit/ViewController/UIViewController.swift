import Foundation

/// Manages a view hierarchy: loads its view lazily, hears about appearance and layout, contains child
/// controllers, and presents others modally.
@preconcurrency @MainActor
open class UIViewController: UIResponder, LayoutParticipant {
    var viewStorage: UIView?
    weak var windowStorage: UIWindow?
    var childStorage: [UIViewController] = []
    weak var parentStorage: UIViewController?
    weak var presentingStorage: UIViewController?
    var presentedStorage: UIViewController?
    /// Appearance state: 0 disappeared, 1 appearing, 2 appeared, 3 disappearing.
    var appearance = 0
    /// Whether the appearance change under way is animated (its did-callbacks say so too).
    var appearanceAnimated = false
    /// Overrides, cached and delivered traits, trait registrations (nil until needed).
    var traitStateStorage: TraitState?

    /// Bar items and editing state (Containers/ViewControllerBarState.swift), made when first needed.
    var barStateStorage: ViewControllerBarState?
    /// The content-unavailable configuration and its view (UIViewController+ContentUnavailable.swift).
    var contentUnavailableStorage: ContentUnavailableState?

    /// The controller's title; setting it also sets the navigation item's and the tab bar item's titles.
    open var title: String? {
        didSet { titleDidChange() }
    }
    /// The size the controller would like its content to have.
    /// Setting a new size tells the container: the parent, or the presentation controller when presented.
    open var preferredContentSize: CGSize = .zero {
        didSet {
            guard preferredContentSize != oldValue else { return }
            if let parent = parentStorage {
                parent.preferredContentSizeDidChange(forChildContentContainer: self)
            } else if presentingViewController != nil, let pc = presentationControllerStorage {
                pc.preferredContentSizeDidChange(forChildContentContainer: self)
            }
        }
    }
    /// How the controller is shown when presented.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The transition used when presented.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// The name of the nib the view is loaded from, nil when none was named.
    open internal(set) var nibName: String?
    /// The bundle of the nib.
    open private(set) var nibBundle: Bundle?

    /// Creates a controller; its view is made by loadView() when first needed.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// Creates a controller from an archive: a storyboard scene or a nib's `<viewController>` (its title,
    /// identifiers and presentation styles; its view is loaded from the archive at loadView).
    public required init?(coder: NSCoder) {
        super.init()
        if let nib = coder as? NibCoder { decodeControllerKeys(nib) }
    }

    /// Encodes the controller's keys under the names `init?(coder:)` reads.
    open func encode(with coder: NSCoder) { encodeControllerKeys(with: coder) }

    /// The storyboard the controller was made from, nil when it was not.
    open var storyboard: UIStoryboard? { storyboardStorage }
    var storyboardStorage: UIStoryboard?
    /// The archived scene the view is loaded from at loadView (storyboards, nibs' view controllers).
    var nibScene: NibScene?

    /// The controller's outlets for the nib loader (`view`).
    // Linux: see UINibConnectable.
    open override func setNibValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "view": view = value as? UIView
        case "title": title = value as? String
        default: return false
        }
        return true
    }

    // MARK: Segues (Interface Builder)

    /// Performs the segue `identifier` of the controller's storyboard scene; an unknown identifier raises
    /// Apple's "Receiver (…) has no segue with identifier 'X'".
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        performStoryboardSegue(withIdentifier: identifier, sender: sender)
    }

    /// Whether the triggered segue `identifier` should be performed (true).
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    // Class members (not extension ones), so that app subclasses override them as on iOS.
    /// Shows a controller: pushed on the navigation stack this controller is in, else presented.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let n = self as? UINavigationController ?? navigationController {
            n.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    /// Shows a controller as the detail: the secondary column of the split view controller this controller is
    /// in (a classic split replaces its second controller), else presented, as Apple's default does.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        guard let split = self as? UISplitViewController ?? splitViewController else {
            present(vc, animated: true)
            return
        }
        if split.style == .unspecified {
            split.viewControllers = Array(split.viewControllers.prefix(1)) + [vc]
        } else {
            split.setViewController(vc, for: .secondary)
            split.show(.secondary)
        }
    }

    /// Called before a segue from this controller is performed, to pass data to its destination.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether this controller answers the unwind `action` (it does when it has that action).
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController,
                                          sender: Any?) -> Bool {
        nibAction(named: action.name) != nil
    }

    /// Whether this controller answers the unwind `action` (iOS 13; true when it has the action).
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController,
                                          withSender sender: Any) -> Bool {
        canPerformUnwindSegueAction(action, from: fromViewController, sender: sender)
    }

    /// Unwinds from `unwindSegue` towards `subsequentVC`: dismisses what this controller presented.
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        if presentedViewController != nil { dismiss(animated: true) }
    }

    // MARK: The view

    /// The root view, loaded on first access (loadView, then viewDidLoad).
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return viewStorage
        }
        set {
            viewStorage?.viewControllerStorage = nil
            viewStorage?.isSafeAreaSourceStorage = viewStorage is UIWindow
            viewStorage = newValue
            newValue?.viewControllerStorage = self
            newValue?.isSafeAreaSourceStorage = true
        }
    }

    /// The root view if it has been loaded.
    open var viewIfLoaded: UIView? { viewStorage }

    /// Whether the view has been loaded.
    open var isViewLoaded: Bool { viewStorage != nil }

    /// Makes the root view: from the controller's storyboard scene or nib (its own nibName, or the nib named
    /// after its class), else a plain view the size of the main screen.
    open func loadView() {
        if loadViewFromArchive() { return }
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Loads the view now if it is not loaded.
    open func loadViewIfNeeded() {
        guard viewStorage == nil else { return }
        loadView()
        if viewStorage == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    /// Called after the view is loaded.
    open func viewDidLoad() {}

    // MARK: Appearance and layout callbacks

    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}

    /// Sets `contentUnavailableConfiguration` for `state` (iOS 17); the system calls it before a layout of the
    /// view after `setNeedsUpdateContentUnavailableConfiguration()` (and before the view's first layout).
    /// The default does nothing.
    open func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {}
    /// Asks for `updateContentUnavailableConfiguration(using:)` before the view's next layout (iOS 17).
    open func setNeedsUpdateContentUnavailableConfiguration() { setNeedsUpdateContentUnavailableConfigurationImpl() }
    /// What the controller shows over its view while it has no content (iOS 17; nil: nothing).
    open var contentUnavailableConfiguration: (any UIContentConfiguration)? {
        get { contentUnavailableStorage?.configuration }
        set { setContentUnavailableConfiguration(newValue) }
    }
    /// The state the content-unavailable configuration is updated for: the view's traits and the search text of
    /// the navigation item's search controller (iOS 17).
    open var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState {
        contentUnavailableConfigurationStateImpl
    }
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// Called when the container's size changes (the window's, for a root controller); forwarded to children.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in childStorage {
            child.viewWillTransition(to: self.size(forChildContentContainer: child, withParentContainerSize: size), with: coordinator)
        }
        // As on iOS, the presented controller hears it through its presentation controller.
        if let presented = presentedStorage {
            if let pc = presented.presentationControllerStorage {
                pc.viewWillTransition(to: size, with: coordinator)
            } else {
                presented.viewWillTransition(to: size, with: coordinator)
            }
        }
    }

    // MARK: UIContentContainer (the protocol: UIContentContainer.swift)

    /// A child's `preferredContentSize` changed (nothing by default; containers resize the child here).
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// A child's Auto Layout fitting size changed (nothing by default).
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// The size given a child within `parentSize` (all of it by default).
    open func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    // MARK: Traits (Traits/UIViewController+Traits.swift)

    /// Called after the controller's traits changed (UITraitCollection.current is the new traits). Does
    /// nothing by default.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// The interface style of the controller, its view and everything below (`.unspecified`: inherit).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitStateStorage?.overrideStyle ?? .unspecified }
        set { setOverrideUserInterfaceStyle(newValue) }
    }
    /// Sets traits for a child controller, on top of those it inherits from this one (nil removes them).
    open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        setOverrideTraitCollectionImpl(collection, forChild: childViewController)
    }
    /// The traits set for a child with setOverrideTraitCollection(_:forChild:).
    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        overrideTraitCollectionImpl(forChild: childViewController)
    }
    /// Called before the controller's traits change with its container's size (a window resize crossing a
    /// size-class boundary); forwarded to children and the presented controller.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in childStorage { child.willTransition(to: newCollection, with: coordinator) }
        if let presented = presentedStorage {
            if let pc = presented.presentationControllerStorage {
                pc.willTransition(to: newCollection, with: coordinator)
            } else {
                presented.willTransition(to: newCollection, with: coordinator)
            }
        }
    }

    func viewWillLayoutSubviewsHook() {
        updateContentUnavailableConfigurationIfNeeded()
        viewWillLayoutSubviews()
    }
    func viewDidLayoutSubviewsHook() { viewDidLayoutSubviews() }

    /// Starts an appearance change by hand (containers call it for their children).
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearance == 0 || appearance == 3 else { return }
            appearance = 1
            appearanceAnimated = animated
            viewWillAppear(animated)
        } else {
            guard appearance == 2 || appearance == 1 else { return }
            appearance = 3
            appearanceAnimated = animated
            viewWillDisappear(animated)
        }
        // A child appears with its parent when its view is in the parent's view (as when a container's view
        // is about to be added to the window, before it is there), as Apple forwards them.
        for child in forwardedAppearanceChildren where !isAppearing || child.viewIsShown(in: self) {
            child.beginAppearanceTransition(isAppearing, animated: animated)
        }
    }

    /// Ends the appearance change started by beginAppearanceTransition.
    open func endAppearanceTransition() {
        if appearance == 1 {
            appearance = 2
            viewDidAppear(appearanceAnimated)
        } else if appearance == 3 {
            appearance = 0
            viewDidDisappear(appearanceAnimated)
        }
        for child in forwardedAppearanceChildren { child.endAppearanceTransition() }
    }

    /// Whether the controller passes its appearance callbacks on to its children (true by default). A
    /// container returning false calls its children's begin/endAppearanceTransition itself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    private var forwardedAppearanceChildren: [UIViewController] {
        shouldAutomaticallyForwardAppearanceMethods ? appearanceChildren : []
    }

    /// Whether this controller's view is in `parent`'s view hierarchy or in a window.
    private func viewIsShown(in parent: UIViewController) -> Bool {
        guard let view = viewStorage else { return false }
        if view.window != nil { return true }
        guard let parentView = parent.viewStorage else { return false }
        return view.isDescendant(of: parentView)
    }

    /// The children that appear and disappear with this controller: all of them, or for a container that
    /// shows one child at a time (navigation, tab bar), only that one.
    var appearanceChildren: [UIViewController] { childStorage }

    func beginAppearanceTransitionHook(_ appearing: Bool) { beginAppearanceTransition(appearing, animated: false) }
    func endAppearanceTransitionHook() { endAppearanceTransition() }

    // MARK: Containment

    /// The child controllers.
    open var children: [UIViewController] { childStorage }
    /// The containing controller.
    open var parent: UIViewController? { parentStorage }

    /// Adds a child controller (calls its willMove(toParent:); the container calls didMove(toParent:)).
    open func addChild(_ childController: UIViewController) {
        guard childController.parentStorage !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        childStorage.append(childController)
        childController.parentStorage = self
        childController.traitsMayHaveChanged() // Traits: the child inherits from this controller now
    }

    /// Removes the controller from its parent (the container calls willMove(toParent: nil) first).
    open func removeFromParent() {
        guard let p = parentStorage else { return }
        p.childStorage.removeAll { $0 === self }
        parentStorage = nil
        traitsMayHaveChanged() // Traits: no longer inherits from the container
        didMove(toParent: nil)
    }

    /// Called before the controller is added to or removed from a container.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller was added to or removed from a container.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Presentation (the presentation controller and its chrome: UIViewController+Presentation.swift)

    /// The controller this one presented.
    open var presentedViewController: UIViewController? { presentedStorage }
    /// The controller that presented this one (or presented an ancestor of it).
    open var presentingViewController: UIViewController? { presentingStorage ?? parentStorage?.presentingViewController }
    /// Whether the controller is being presented right now.
    open internal(set) var isBeingPresented = false
    /// Whether the controller is being dismissed right now.
    open internal(set) var isBeingDismissed = false
    /// Whether a `.currentContext` or `.overCurrentContext` presentation from this controller or one inside it
    /// covers this controller's view (false: the root's).
    open var definesPresentationContext = false
    /// Whether this controller's `modalTransitionStyle` is used for presentations in its context.
    open var providesPresentationContextTransitionStyle = false
    /// Whether a presented non-full-screen controller decides the status bar's appearance.
    open var modalPresentationCapturesStatusBarAppearance = false
    /// The presentation controller made for this controller (created on first need).
    var presentationControllerStorage: UIPresentationController?
    /// The presentation or dismissal this controller takes part in right now.
    var transitionStorage: PresentationTransition?
    /// The object that supplies custom animators, interaction controllers and presentation controllers.
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?

    /// How long animated presentations and dismissals take.
    // ⚠ Apple's modal transition is a spring of about this length; the exact curve is not documented.
    static let modalTransitionDuration: TimeInterval = 0.3

    /// Presents `viewControllerToPresent` through its presentation controller: in a container view over this
    /// controller's window, at the frame its style gives (full screen, a sheet, a popover …), sliding up from
    /// the bottom (coverVertical) or fading in when animated. The completion runs when the presentation has
    /// finished (at the next turn of the run loop when not animated).
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        guard presentedStorage == nil, let window = viewStorage?.window ?? windowStorage else {
            if let completion { MainLoop.perform { completion() } }
            return
        }
        let presented = viewControllerToPresent
        let pc = presented.presentationController(presentedBy: self)
        presentedStorage = presented
        presented.presentingStorage = self
        presented.windowStorage = window
        presented.isBeingPresented = true
        let container = PresentationContainerView(frame: window.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.controller = pc
        window.addSubview(container)
        pc.containerStorage = container
        pc.isTransitioning = true
        pc.installChrome(in: container)
        let coversPresenter = pc.shouldRemovePresentersView
        let delegate = presented.transitioningDelegate
        let animator = flag ? delegate?.animationController(forPresented: presented, presenting: self, source: self) : nil
        let interactor = animator.flatMap { delegate?.interactionControllerForPresentation(using: $0) }
        let v = pc.presentedView ?? presented.view!
        let finalFrame = pc.frameOfPresentedViewInContainerView
        let transition = PresentationTransition(
            container: container, animated: flag, style: pc.presentationStyle, from: self, to: presented,
            fromView: coversPresenter ? viewStorage : nil, toView: v,
            initial: [(self, viewStorage.map { $0.convert($0.bounds, to: container) } ?? .zero)],
            final: [(presented, finalFrame), (self, coversPresenter ? .zero : viewStorage.map { $0.convert($0.bounds, to: container) } ?? .zero)])
        transitionStorage = transition
        presented.transitionStorage = transition
        if coversPresenter { beginAppearanceTransition(false, animated: flag) }
        presented.beginAppearanceTransition(true, animated: flag)
        pc.presentationTransitionWillBegin()
        v.frame = finalFrame
        if pc.wrapperView == nil { v.autoresizingMask = [.flexibleWidth, .flexibleHeight] }
        container.addSubview(v) // Traits: the presented controller now inherits from its presenter
        transition.onComplete = { completed in
            self.transitionStorage = nil
            presented.transitionStorage = nil
            pc.isTransitioning = false
            presented.isBeingPresented = false
            if completed {
                pc.presentationTransitionDidEnd(true)
                presented.endAppearanceTransition()
                if coversPresenter {
                    self.endAppearanceTransition()
                    self.viewStorage?.isHidden = true
                }
            } else {
                // The interaction was cancelled: the presentation never happened.
                self.presentedStorage = nil
                presented.presentingStorage = nil
                presented.traitsMayHaveChanged()
                pc.tearDownContainer()
                pc.presentationTransitionDidEnd(false)
                presented.beginAppearanceTransition(false, animated: flag)
                presented.endAppearanceTransition()
                if coversPresenter {
                    self.beginAppearanceTransition(true, animated: flag)
                    self.endAppearanceTransition()
                }
            }
            animator?.animationEnded(completed)
            if completed { completion?() }
        }
        if let animator {
            runCustomTransition(transition, animator: animator, interactor: interactor, chrome: pc, shown: true)
        } else {
            presented.runPresentationTransition(of: v, in: window, appearing: true, animated: flag) { transition.completeTransition(true) }
        }
    }

    /// Runs a transition with the transitioning delegate's animator (driven by its interaction controller when
    /// it has one); the chrome and the coordinator's alongside animations run over the animator's duration.
    func runCustomTransition(_ transition: PresentationTransition, animator: UIViewControllerAnimatedTransitioning,
                             interactor: UIViewControllerInteractiveTransitioning?, chrome: UIPresentationController, shown: Bool) {
        transition.transitionDuration = animator.transitionDuration(using: transition)
        UIView.animate(withDuration: transition.transitionDuration) {
            chrome.applyChrome(shown: shown)
            transition.runAlongside()
        }
        if let interactor, interactor.wantsInteractiveStart {
            transition.beginInteraction()
            if let percent = interactor as? UIPercentDrivenInteractiveTransition { percent.animator = animator }
            interactor.startInteractiveTransition(transition)
        } else {
            animator.animateTransition(using: transition)
        }
    }

    /// Brings a presented view on screen or takes it off, with the presentation's chrome: slides it
    /// (coverVertical) or fades it (the other styles) when animated, else finishes at the next turn of the run
    /// loop. Controllers that draw their own presentation (alerts) replace it.
    // Final, with alerts reached through a protocol rather than an override: Swift 6.3 fails to link an
    // overridable method of a @preconcurrency class that takes a @MainActor closure (docs/DESIGN pitfalls).
    final func runPresentationTransition(of v: UIView, in window: UIWindow, appearing: Bool, animated: Bool,
                                         completion: @escaping @MainActor () -> Void) {
        if let own = self as? OwnPresentationTransition,
           own.runOwnPresentationTransition(of: v, in: window, appearing: appearing, animated: animated, completion: completion) {
            return
        }
        let pc = presentationControllerStorage
        let transition = transitionStorage
        guard animated else {
            pc?.applyChrome(shown: appearing)
            transition?.runAlongside()
            MainLoop.perform(completion)
            return
        }
        let shown = v.frame
        let container = v.superview?.bounds ?? window.bounds
        let below = shown.offsetBy(dx: 0, dy: container.maxY - shown.minY)
        let slides = modalTransitionStyle == .coverVertical
        if appearing {
            if slides { v.frame = below } else { v.alpha = 0 }
            pc?.applyChrome(shown: false)
        }
        UIView.animate(withDuration: UIViewController.modalTransitionDuration, delay: 0, options: [.curveEaseInOut], animations: {
            if slides { v.frame = appearing ? shown : below } else { v.alpha = appearing ? 1 : 0 }
            pc?.applyChrome(shown: appearing)
            transition?.runAlongside()
        }, completion: { _ in
            if !appearing, slides { v.frame = shown }
            completion()
        })
    }

    /// Called after the user dismissed this presented controller (a tap outside, a swipe down), once the
    /// presentation controller's delegate heard of it. The colour picker tells its delegate it finished.
    func presentationDidEndByUser() {
        (self as? UserEndedPresentationObserving)?.userEndedPresentation()
    }

    /// Dismisses the controller this one presented (or, when none, this controller itself if presented).
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let presenter: UIViewController
        let presented: UIViewController
        if let p = presentedStorage {
            presenter = self; presented = p
        } else if let by = presentingStorage {
            presenter = by; presented = self
        } else {
            if let completion { MainLoop.perform { completion() } }
            return
        }
        guard let pc = presented.presentationControllerStorage, let container = pc.containerStorage else {
            presenter.presentedStorage = nil
            presented.presentingStorage = nil
            if let completion { MainLoop.perform { completion() } }
            return
        }
        presented.isBeingDismissed = true
        let covered = pc.shouldRemovePresentersView
        let delegate = presented.transitioningDelegate
        let animator = flag ? delegate?.animationController(forDismissed: presented) : nil
        let interactor = animator.flatMap { delegate?.interactionControllerForDismissal(using: $0) }
        let shownView = pc.presentedView ?? presented.viewStorage
        let transition = PresentationTransition(
            container: container, animated: flag, style: pc.presentationStyle, from: presented, to: presenter,
            fromView: shownView, toView: covered ? presenter.viewStorage : nil,
            initial: [(presented, shownView?.frame ?? .zero)],
            final: [(presented, .zero), (presenter, presenter.viewStorage.map { $0.convert($0.bounds, to: container) } ?? .zero)])
        presenter.transitionStorage = transition
        presented.transitionStorage = transition
        pc.isTransitioning = true
        presented.beginAppearanceTransition(false, animated: flag)
        if covered {
            presenter.viewStorage?.isHidden = false
            presenter.beginAppearanceTransition(true, animated: flag)
        }
        pc.dismissalTransitionWillBegin()
        presenter.presentedStorage = nil
        presented.presentingStorage = nil
        presented.traitsMayHaveChanged() // Traits: no longer inherits from the presenter
        transition.onComplete = { completed in
            presenter.transitionStorage = nil
            presented.transitionStorage = nil
            pc.isTransitioning = false
            presented.isBeingDismissed = false
            if completed {
                presented.viewStorage?.removeFromSuperview()
                pc.tearDownContainer()
                pc.dismissalTransitionDidEnd(true)
                presented.endAppearanceTransition()
                if covered { presenter.endAppearanceTransition() }
            } else {
                // The interaction was cancelled: the presentation stays.
                presenter.presentedStorage = presented
                presented.presentingStorage = presenter
                presented.traitsMayHaveChanged()
                pc.dismissalTransitionDidEnd(false)
                presented.beginAppearanceTransition(true, animated: flag)
                presented.endAppearanceTransition()
                if covered {
                    presenter.beginAppearanceTransition(false, animated: flag)
                    presenter.endAppearanceTransition()
                    presenter.viewStorage?.isHidden = true
                }
            }
            animator?.animationEnded(completed)
            if completed { completion?() }
        }
        if let animator {
            runCustomTransition(transition, animator: animator, interactor: interactor, chrome: pc, shown: false)
        } else if let v = shownView, let window = v.window {
            presented.runPresentationTransition(of: v, in: window, appearing: false, animated: flag) { transition.completeTransition(true) }
        } else {
            MainLoop.perform { transition.completeTransition(true) }
        }
    }

    // MARK: Status bar, orientation and restoration (UIViewController+StatusBar.swift) — overridable, so in the body.

    /// The status bar style the controller prefers (a desktop window has no status bar; kept for its overriders).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the controller prefers the status bar hidden.
    open var prefersStatusBarHidden: Bool { false }
    /// How the status bar animates when `prefersStatusBarHidden` changes.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The child whose `preferredStatusBarStyle` is used instead of this controller's.
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose `prefersStatusBarHidden` is used instead of this controller's.
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Tells the system the status bar attributes changed (nothing to update on a desktop).
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// The interface orientations the controller supports: all, as for an iPad-idiom app.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
    /// Whether the controller's content rotates with the device.
    open var shouldAutorotate: Bool { true }
    /// The orientation the controller prefers when presented full screen.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    /// The identifier that marks the controller for state restoration (stored; no restoration on Linux).
    open var restorationIdentifier: String?
    var layoutSupportGuides: [LayoutSupportGuide] = []
    /// Updates the constraints of the controller's view; UIKit calls it instead of the root view's
    /// `updateConstraints()`, which the default implementation calls. Overrides call super last.
    open func updateViewConstraints() { viewStorage?.updateConstraints() }
    /// Called when the root view's safe area changes (after the view's own safeAreaInsetsDidChange()).
    open func viewSafeAreaInsetsDidChange() {}
    /// Insets added to the safe area the root view gets from its window or container (.zero).
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if additionalSafeAreaInsets != oldValue { viewStorage?.updateSafeAreaInsets() } }
    }
    /// The edges of the root view that extend under a container's bars (.all).
    open var edgesForExtendedLayout: UIRectEdge = .all {
        didSet { if edgesForExtendedLayout != oldValue { parentStorage?.viewIfLoaded?.setNeedsLayout() } }
    }
    /// Whether the root view also extends under opaque bars (false).
    open var extendedLayoutIncludesOpaqueBars = false {
        didSet { if extendedLayoutIncludesOpaqueBars != oldValue { parentStorage?.viewIfLoaded?.setNeedsLayout() } }
    }
    /// Whether a scroll view that is the root view, with `.automatic` adjustment, takes a container's bars into
    /// its insets (true). The iOS 7–10 switch, still honoured by `.automatic`.
    @available(iOS, introduced: 7.0, deprecated: 11.0, message: "Use UIScrollView's contentInsetAdjustmentBehavior instead")
    open var automaticallyAdjustsScrollViewInsets = true {
        didSet { (viewStorage as? UIScrollView)?.updateAdjustedContentInset() }
    }
    /// The band of the view (insets from its edges, in its coordinates) that this container's bars cover for
    /// `child`'s view; nil for controllers without bars.
    func safeAreaRegion(forChild child: UIViewController) -> UIEdgeInsets? { nil }
    /// Whether the root view goes under a container's bar at `edge` (`edgesForExtendedLayout`, and an opaque
    /// bar only with `extendedLayoutIncludesOpaqueBars`).
    func extends(_ edge: UIRectEdge, underTranslucent translucent: Bool) -> Bool {
        edgesForExtendedLayout.contains(edge) && (translucent || extendedLayoutIncludesOpaqueBars)
    }
    /// Whether the root view's margins are at least `systemMinimumLayoutMargins` (true).
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { if viewRespectsSystemMinimumLayoutMargins != oldValue { viewStorage?.marginsDidChange() } }
    }
    /// The smallest margins the root view gets: ⚠ 16 pt leading and trailing in a compact width, 20 pt in a
    /// regular one (iOS 17's values for iPhone and iPad), none at the top and bottom.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }
    /// Called when the root view's layout margins change.
    open func viewLayoutMarginsDidChange() {}
    /// Called when memory runs low (never, on a desktop).
    open func didReceiveMemoryWarning() {}
    /// Whether the controller prefers the home indicator hidden (no home indicator on a desktop).
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// The screen edges whose system gestures the controller defers (none on a desktop).
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    /// The child whose `preferredScreenEdgesDeferringSystemGestures` counts instead of this controller's (none).
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
    /// The child whose `prefersHomeIndicatorAutoHidden` counts instead of this controller's (none).
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    /// Tells the system the home-indicator preference changed.
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
    /// Tells the system the deferred screen edges changed.
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}
    /// Whether the controller refuses interactive dismissal while presented (a swipe down on its sheet, a tap
    /// outside its popover): the presentation controller's delegate hears `presentationControllerDidAttemptToDismiss`.
    open var isModalInPresentation: Bool = false
    /// Called after the controller is loaded from a nib or storyboard (Apple declares it on NSObject).
    open func awakeFromNib() {}

    // MARK: Bars and editing (Containers/UIViewController+Navigation.swift) — overridable, so in the body.

    /// The scroll view the bars observe at `edge` (`.top` or `.bottom`, iOS 15): a navigation bar's large title
    /// collapses as its content scrolls, and bars take their scroll-edge look while its content's edge meets
    /// theirs. The one set with `setContentScrollView(_:for:)`, else one found in the view hierarchy: the root
    /// view if it is a scroll view, else the root view's first (backmost) subview if that is one.
    open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        // Linux: Apple raises for an edge other than top or bottom; its reason text is not documented.
        UncaughtException.check(edge == .top || edge == .bottom, "NSInvalidArgumentException",
                                "contentScrollViewForEdge: requires NSDirectionalRectEdgeTop or NSDirectionalRectEdgeBottom")
        if let set = edge == .top ? barStateStorage?.topContentScrollView : barStateStorage?.bottomContentScrollView {
            return set
        }
        guard let v = viewIfLoaded else { return nil }
        if let s = v as? UIScrollView { return s }
        return v.subviews.first as? UIScrollView
    }

    /// Sets the scroll view the bars observe at `edge` (`.top`, `.bottom` or both, iOS 15); nil goes back to the
    /// one found in the view hierarchy.
    open func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        if edge.contains(.top) { barState.topContentScrollView = scrollView }
        if edge.contains(.bottom) { barState.bottomContentScrollView = scrollView }
        parentStorage?.viewIfLoaded?.setNeedsLayout()
    }

    /// The item that represents the controller on a navigation bar (made on first use).
    open var navigationItem: UINavigationItem { barState.navigationItem(for: self) }
    /// The item that represents the controller in a tab bar controller (made on first use, titled by `title`).
    open var tabBarItem: UITabBarItem! {
        get { barState.tabBarItem(for: self) }
        set { barState.tabBarItemStorage = newValue }
    }
    /// The items shown in the navigation controller's toolbar while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        get { barState.toolbarItems }
        set { setToolbarItems(newValue, animated: false) }
    }
    /// Sets the toolbar items, updating the navigation controller's toolbar if this controller is on top.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        barState.toolbarItems = toolbarItems
        toolbarItemsDidChange(animated: animated)
    }
    /// Whether the bottom bar (a tab bar) is hidden while this controller is pushed on a navigation stack.
    open var hidesBottomBarWhenPushed: Bool {
        get { barState.hidesBottomBarWhenPushed }
        set { barState.hidesBottomBarWhenPushed = newValue }
    }
    /// Whether the controller's content is being edited (false).
    open var isEditing: Bool {
        get { barStateStorage?.isEditing ?? false }
        set { setEditing(newValue, animated: false) }
    }
    /// Turns editing on or off; the edit button item's title follows (Edit / Done).
    open func setEditing(_ editing: Bool, animated: Bool) {
        barState.isEditing = editing
        barStateStorage?.editButtonItem?.updateEditTitle(editing: editing)
    }

    // MARK: Responder chain

    /// A controller's next responder is its view's superview (or the parent controller, or the window).
    open override var next: UIResponder? {
        viewStorage?.superviewStorage ?? parentStorage ?? windowStorage
    }

    override var responderWindow: UIWindow? { viewStorage?.window }
}
