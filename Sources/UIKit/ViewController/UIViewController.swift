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
    /// Overrides, cached and delivered traits, trait registrations (nil until needed).
    var traitStateStorage: TraitState?

    /// The controller's title.
    open var title: String?
    /// The size the controller would like its content to have.
    open var preferredContentSize: CGSize = .zero
    /// How the controller is shown when presented.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The transition used when presented.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// The name of the nib the view is loaded from (nibs are not supported on Linux).
    open private(set) var nibName: String?
    /// The bundle of the nib.
    open private(set) var nibBundle: Bundle?

    /// Creates a controller; its view is made by loadView() when first needed.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    // Linux: there are no nib archives; the initializer exists so iOS subclasses compile.
    public required init?(coder: NSCoder) { super.init() }

    // MARK: The view

    /// The root view, loaded on first access (loadView, then viewDidLoad).
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return viewStorage
        }
        set {
            viewStorage?.viewControllerStorage = nil
            viewStorage = newValue
            newValue?.viewControllerStorage = self
        }
    }

    /// The root view if it has been loaded.
    open var viewIfLoaded: UIView? { viewStorage }

    /// Whether the view has been loaded.
    open var isViewLoaded: Bool { viewStorage != nil }

    /// Makes the root view. The default makes a plain view the size of the main screen.
    open func loadView() {
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
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// Called when the container's size changes (the window's, for a root controller); forwarded to children.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in childStorage { child.viewWillTransition(to: size, with: coordinator) }
        presentedStorage?.viewWillTransition(to: size, with: coordinator)
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
        presentedStorage?.willTransition(to: newCollection, with: coordinator)
    }

    func viewWillLayoutSubviewsHook() { viewWillLayoutSubviews() }
    func viewDidLayoutSubviewsHook() { viewDidLayoutSubviews() }

    /// Starts an appearance change by hand (containers call it for their children).
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearance == 0 || appearance == 3 else { return }
            appearance = 1
            viewWillAppear(animated)
        } else {
            guard appearance == 2 || appearance == 1 else { return }
            appearance = 3
            viewWillDisappear(animated)
        }
        for child in childStorage where child.viewStorage?.window != nil || !isAppearing {
            child.beginAppearanceTransition(isAppearing, animated: animated)
        }
    }

    /// Ends the appearance change started by beginAppearanceTransition.
    open func endAppearanceTransition() {
        if appearance == 1 {
            appearance = 2
            viewDidAppear(false)
        } else if appearance == 3 {
            appearance = 0
            viewDidDisappear(false)
        }
        for child in childStorage { child.endAppearanceTransition() }
    }

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

    // MARK: Presentation

    /// The controller this one presented.
    open var presentedViewController: UIViewController? { presentedStorage }
    /// The controller that presented this one (or presented an ancestor of it).
    open var presentingViewController: UIViewController? { presentingStorage ?? parentStorage?.presentingViewController }
    /// Whether the controller is being presented right now.
    open private(set) var isBeingPresented = false
    /// Whether the controller is being dismissed right now.
    open private(set) var isBeingDismissed = false

    /// How long animated presentations and dismissals take.
    // ⚠ Apple's modal transition is a spring of about this length; the exact curve is not documented.
    static let modalTransitionDuration: TimeInterval = 0.3

    /// Presents `viewControllerToPresent` over this controller's window, filling it: sliding up from the
    /// bottom (coverVertical) or fading in (crossDissolve) when animated. The completion runs when the
    /// presentation has finished (at the next turn of the run loop when not animated).
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        guard presentedStorage == nil, let window = viewStorage?.window ?? windowStorage else {
            if let completion { MainLoop.perform { completion() } }
            return
        }
        let presented = viewControllerToPresent
        presentedStorage = presented
        presented.presentingStorage = self
        presented.windowStorage = window
        presented.isBeingPresented = true
        let coversPresenter = presented.modalPresentationStyle == .fullScreen
        if coversPresenter { beginAppearanceTransition(false, animated: flag) }
        presented.beginAppearanceTransition(true, animated: flag)
        let v = presented.view!
        v.frame = window.bounds
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(v) // Traits: the presented controller now inherits from its presenter
        let finish: @MainActor () -> Void = {
            presented.isBeingPresented = false
            presented.endAppearanceTransition()
            if coversPresenter {
                self.endAppearanceTransition()
                self.viewStorage?.isHidden = true
            }
            completion?()
        }
        if flag {
            UIViewController.animateModal(v, in: window, style: presented.modalTransitionStyle, appearing: true) { finish() }
        } else {
            MainLoop.perform(finish)
        }
    }

    /// Slides or fades a presented view in or out of the window.
    static func animateModal(_ v: UIView, in window: UIWindow, style: UIModalTransitionStyle, appearing: Bool,
                             completion: @escaping @MainActor () -> Void) {
        let shown = window.bounds
        let below = shown.offsetBy(dx: 0, dy: shown.height)
        if appearing {
            if style == .crossDissolve { v.alpha = 0 } else { v.frame = below }
        }
        UIView.animate(withDuration: modalTransitionDuration, delay: 0, options: [.curveEaseInOut], animations: {
            if style == .crossDissolve { v.alpha = appearing ? 1 : 0 } else { v.frame = appearing ? shown : below }
        }, completion: { _ in completion() })
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
        presented.isBeingDismissed = true
        let covered = presented.modalPresentationStyle == .fullScreen
        presented.beginAppearanceTransition(false, animated: flag)
        if covered {
            presenter.viewStorage?.isHidden = false
            presenter.beginAppearanceTransition(true, animated: flag)
        }
        presenter.presentedStorage = nil
        presented.presentingStorage = nil
        presented.traitsMayHaveChanged() // Traits: no longer inherits from the presenter
        let finish: @MainActor () -> Void = {
            presented.viewStorage?.removeFromSuperview()
            presented.isBeingDismissed = false
            presented.endAppearanceTransition()
            if covered { presenter.endAppearanceTransition() }
            completion?()
        }
        if flag, let v = presented.viewStorage, let window = v.window {
            UIViewController.animateModal(v, in: window, style: presented.modalTransitionStyle, appearing: false) { finish() }
        } else {
            MainLoop.perform(finish)
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
    /// Called when the root view's safe area changes (not reported yet: the safe area does not change here).
    open func viewSafeAreaInsetsDidChange() {}
    /// Called when the root view's layout margins change.
    open func viewLayoutMarginsDidChange() {}
    /// Called when memory runs low (never, on a desktop).
    open func didReceiveMemoryWarning() {}
    /// Whether the controller prefers the home indicator hidden (no home indicator on a desktop).
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// The screen edges whose system gestures the controller defers (none on a desktop).
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    /// Tells the system the home-indicator preference changed.
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
    /// Tells the system the deferred screen edges changed.
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}
    /// Whether the controller refuses interactive dismissal while presented (kept: no interactive dismissal yet).
    open var isModalInPresentation: Bool = false
    /// Called after the controller is loaded from a nib or storyboard (Apple declares it on NSObject).
    open func awakeFromNib() {}

    // MARK: Responder chain

    /// A controller's next responder is its view's superview (or the parent controller, or the window).
    open override var next: UIResponder? {
        viewStorage?.superviewStorage ?? parentStorage ?? windowStorage
    }

    override var responderWindow: UIWindow? { viewStorage?.window }
}
