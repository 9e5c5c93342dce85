import Foundation

/// Runs a search from a search bar: when the bar begins editing (or `isActive` is set) it presents itself over
/// the current context — dimming the content, showing the Cancel button, hiding the navigation bar's title row —
/// tells its updater of every change to the text, shows its results controller, and ends the search on Cancel.
@preconcurrency @MainActor
open class UISearchController: UIViewController, UIViewControllerTransitioningDelegate,
                               UIViewControllerAnimatedTransitioning {
    private enum Metrics {
        /// ⚠ est. from iOS 17 screenshots (Settings, Mail): the obscured content is covered by black at 20 %.
        static let dimmingAlpha: CGFloat = 0.2
        /// ⚠ est.: the search interface fades in and out in about a quarter of a second.
        static let fadeDuration: TimeInterval = 0.25
    }

    /// How the scope bar of the search bar shows (iOS 16; Apple's raw values).
    public enum ScopeBarActivation: Int, Sendable {
        /// The system decides: on search activation.
        case automatic = 0
        /// The app shows and hides the scope bar itself.
        case manual = 1
        /// When the user enters text.
        case onTextEntry = 2
        /// When the search becomes active.
        case onSearchActivation = 3
    }

    /// The controller that shows the results (nil: the searching controller's own view shows them).
    public let searchResultsController: UIViewController?
    /// Told to update the results when the text, the scope or the search state changes.
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    /// Told as the search interface comes and goes.
    open weak var delegate: UISearchControllerDelegate?
    /// Whether the content under the search interface is dimmed while the search is active (true).
    open var obscuresBackgroundDuringPresentation = true { didSet { updateChrome() } }
    /// Whether the content under the search interface is dimmed while the search is active (true).
    @available(iOS, deprecated: 12.0, renamed: "obscuresBackgroundDuringPresentation")
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// Whether the navigation bar's title row slides away while the search is active (true).
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the search bar shows its Cancel button while the search is active (true; iOS 13).
    open var automaticallyShowsCancelButton = true
    /// Whether the search bar shows its scope bar while the search is active (true; iOS 13).
    open var automaticallyShowsScopeBar = true
    /// Whether the results controller shows while the search bar has text and hides while it is empty (true;
    /// iOS 13).
    open var automaticallyShowsSearchResultsController = true
    /// Whether the results controller's view shows now (iOS 13).
    open var showsSearchResultsController = false { didSet { updateChrome() } }
    /// When the scope bar shows (iOS 16).
    open var scopeBarActivation: ScopeBarActivation = .automatic
    /// Suggestions offered while the search is active (iOS 16), listed over the results; choosing one tells the
    /// updater (`updateSearchResults(for:selecting:)`). Update them as the text changes.
    open var searchSuggestions: [UISearchSuggestion]? {
        didSet { updateChrome() }
    }
    /// The list of `searchSuggestions`, made when there are some.
    private var suggestionsView: SearchSuggestionsView?

    private var searchBarStorage: UISearchBar?
    private var activeStorage = false
    /// Whether `activate` is running (a presentation then is its own, not one made in code).
    private var activating = false
    private let dimmingView = UIView()
    /// The navigation controller whose bar this controller hid for the search (table-header search bars).
    private weak var hiddenNavigationController: UINavigationController?

    /// A search controller showing its results in `searchResultsController` (nil: in the searching
    /// controller's own view).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        setUp()
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        searchResultsController = nil
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setUp()
    }

    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        // Apple's search controller presents itself over the current context with its own transition.
        modalPresentationStyle = .custom
        transitioningDelegate = self
        if let searchResultsController {
            addChild(searchResultsController)
            searchResultsController.didMove(toParent: self)
        }
    }

    /// The search bar, made on first use and owned by the controller. Put it in a navigation item
    /// (`navigationItem.searchController`), a table's header, or any view.
    open var searchBar: UISearchBar {
        if let searchBarStorage { return searchBarStorage }
        // A table header keeps the frame its view has, so the bar starts at its own height.
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 0, height: 56))
        bar.sizeToFit()
        bar.searchController = self
        searchBarStorage = bar
        return bar
    }

    /// The search bar (a subclass's, if it overrides `searchBar`), told that this controller manages it.
    func managedSearchBar() -> UISearchBar {
        let bar = searchBar
        if bar.searchController !== self { bar.searchController = self }
        return bar
    }

    // MARK: The view

    open override func loadView() {
        let v = UIView(frame: UIScreen.main.bounds)
        v.backgroundColor = nil
        dimmingView.frame = v.bounds
        dimmingView.backgroundColor = UIColor(white: 0, alpha: Metrics.dimmingAlpha)
        let tap = UITapGestureRecognizer()
        // Apple: a tap on the obscured content ends the search, as Cancel does.
        tap.addTarget(nil, action: { [weak self] _ in self?.endSearchFromUser() }, actionName: "_dimmingViewTapped:")
        dimmingView.addGestureRecognizer(tap)
        v.addSubview(dimmingView)
        view = v
        updateChrome()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        var content = view.bounds
        if let bar = searchBarStorage, bar.superview === view {
            // Presented in code with the search bar nowhere else: the bar tops the interface.
            let h = bar.sizeThatFits(view.bounds.size).height
            bar.frame = CGRect(x: 0, y: view.safeAreaInsets.top, width: view.bounds.width, height: h)
            content = CGRect(x: 0, y: bar.frame.maxY, width: view.bounds.width, height: max(0, view.bounds.height - bar.frame.maxY))
        }
        dimmingView.frame = content
        searchResultsController?.viewIfLoaded?.frame = content
        suggestionsView?.frame = content
    }

    /// Presented in code (`present(_:animated:)`, a search button's action) rather than by the search bar: the
    /// search starts, with the search bar at the top of the interface when it is nowhere else.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard isBeingPresented, !activeStorage, !activating else { return }
        let bar = managedSearchBar()
        if bar.superview == nil {
            bar.isHostedInNavigationBar = false
            view.addSubview(bar)
            view.setNeedsLayout()
        }
        activeStorage = true
        if automaticallyShowsCancelButton { bar.setShowsCancelButton(true, animated: false) }
        updateResultsVisibility()
        updateChrome()
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if let bar = searchBarStorage, bar.superview === view, !bar.isFirstResponder { bar.becomeFirstResponder() }
    }

    /// The dimming and the results controller's view, as the properties ask.
    private func updateChrome() {
        guard let v = viewIfLoaded else { return }
        dimmingView.isHidden = !obscuresBackgroundDuringPresentation
        updateSuggestions(in: v)
        guard let results = searchResultsController else { return }
        if showsSearchResultsController {
            let rv = results.view!
            if rv.superview !== v {
                rv.frame = dimmingView.frame
                v.insertSubview(rv, aboveSubview: dimmingView)
            }
            rv.isHidden = false
        } else {
            results.viewIfLoaded?.isHidden = true
        }
    }

    /// The suggestions list over everything else of the search interface while the search is active and there
    /// are suggestions.
    private func updateSuggestions(in v: UIView) {
        let suggestions = searchSuggestions ?? []
        guard activeStorage, !suggestions.isEmpty else {
            suggestionsView?.isHidden = true
            return
        }
        let list = suggestionsView ?? {
            let list = SearchSuggestionsView(frame: dimmingView.frame)
            list.onSelect = { [weak self] suggestion in
                guard let self else { return }
                self.searchResultsUpdater?.updateSearchResults(for: self, selecting: suggestion)
            }
            suggestionsView = list
            return list
        }()
        list.suggestions = suggestions
        list.frame = dimmingView.frame
        if list.superview !== v || v.subviews.last !== list { v.addSubview(list) }
        list.isHidden = false
    }

    // MARK: Active state

    /// Whether the search interface is shown. Setting it presents or dismisses the search controller (the
    /// search bar does not become first responder by itself, as on iOS).
    open var isActive: Bool {
        get { activeStorage }
        set {
            guard newValue != activeStorage else { return }
            if newValue { activate(animated: true) } else { deactivate(animated: true) }
        }
    }

    /// The search bar began editing: the search becomes active.
    func searchBarDidBeginEditing() {
        if !activeStorage { activate(animated: true) }
    }

    /// The user changed the text.
    func searchBarTextDidChange() {
        guard activeStorage else { return }
        updateResultsVisibility()
        if scopeBarActivation == .onTextEntry { managedSearchBar().setShowsScope(!(searchBar.text ?? "").isEmpty, animated: true) }
        searchResultsUpdater?.updateSearchResults(for: self)
        searchTextDidChangeForContentUnavailable()
    }

    /// The search text is part of the owner's content-unavailable state (iOS 17): a configuration it shows is
    /// updated for the new text before the next layout.
    private func searchTextDidChangeForContentUnavailable() {
        guard let owner = owningController(), owner.contentUnavailableStorage?.configuration != nil else { return }
        owner.setNeedsUpdateContentUnavailableConfiguration()
    }

    /// The user chose another scope.
    func searchBarScopeDidChange() {
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// The user tapped Cancel: the text is cleared, the bar resigns first responder and the search ends.
    func searchBarCancelButtonClicked() { endSearchFromUser() }

    private func endSearchFromUser() {
        let bar = managedSearchBar()
        bar.text = ""
        if bar.isFirstResponder { bar.resignFirstResponder() }
        if activeStorage { deactivate(animated: true) }
    }

    private func updateResultsVisibility() {
        guard automaticallyShowsSearchResultsController, searchResultsController != nil else { return }
        let shows = activeStorage && !(searchBar.text ?? "").isEmpty
        if shows != showsSearchResultsController { showsSearchResultsController = shows }
    }

    private func activate(animated: Bool) {
        let bar = managedSearchBar()
        activating = true
        defer { activating = false }
        // A delegate may present the controller itself; otherwise the system's presentation runs.
        delegate?.presentSearchController(self)
        let presentedByDelegate = presentingViewController != nil || isBeingPresented
        if !presentedByDelegate { delegate?.willPresentSearchController(self) }
        activeStorage = true
        if automaticallyShowsCancelButton { bar.setShowsCancelButton(true, animated: animated) }
        if automaticallyShowsScopeBar, scopeBarActivation == .automatic || scopeBarActivation == .onSearchActivation,
           !(bar.scopeButtonTitles ?? []).isEmpty {
            bar.setShowsScope(true, animated: animated)
        }
        moveBars(animated: animated)
        updateResultsVisibility()
        loadViewIfNeeded()
        updateChrome()
        if !presentedByDelegate {
            if let presenter = contextController(), presenter.presentedViewController == nil {
                presenter.present(self, animated: animated) { [weak self] in
                    guard let self else { return }
                    self.delegate?.didPresentSearchController(self)
                }
            } else {
                MainLoop.perform { [weak self] in
                    guard let self else { return }
                    self.delegate?.didPresentSearchController(self)
                }
            }
        }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    private func deactivate(animated: Bool) {
        let bar = managedSearchBar()
        delegate?.willDismissSearchController(self)
        activeStorage = false
        if let v = viewIfLoaded { updateSuggestions(in: v) }
        if bar.isFirstResponder { bar.resignFirstResponder() }
        if !(bar.text ?? "").isEmpty { bar.text = "" }
        if automaticallyShowsCancelButton { bar.setShowsCancelButton(false, animated: animated) }
        if automaticallyShowsScopeBar, scopeBarActivation != .manual { bar.setShowsScope(false, animated: animated) }
        if automaticallyShowsSearchResultsController { showsSearchResultsController = false }
        moveBars(animated: animated)
        searchResultsUpdater?.updateSearchResults(for: self)
        if presentingViewController != nil {
            dismiss(animated: animated) { [weak self] in
                guard let self else { return }
                self.delegate?.didDismissSearchController(self)
            }
        } else {
            MainLoop.perform { [weak self] in
                guard let self else { return }
                self.delegate?.didDismissSearchController(self)
            }
        }
    }

    // MARK: Where the search happens

    /// The navigation bar showing the search bar in its search area, if any.
    private var hostingNavigationBar: UINavigationBar? {
        searchBarStorage?.superview as? UINavigationBar
    }

    /// The controller the search bar belongs to: the one whose navigation item holds this controller, else the
    /// nearest controller of the bar's view.
    private func owningController() -> UIViewController? {
        if let bar = hostingNavigationBar, let nc = bar.navigationController {
            return nc.viewControllers.last { $0.barStateStorage?.navigationItemStorage?.searchController === self } ?? nc
        }
        var responder: UIResponder? = searchBarStorage?.next
        while let r = responder {
            if let vc = r as? UIViewController { return vc }
            responder = r.next
        }
        return searchBarStorage?.window?.rootViewController
    }

    /// The controller that presents the search: the nearest controller from the owner up that defines the
    /// presentation context, else the root of the owner's hierarchy (Apple's rule for over-current-context).
    private func contextController() -> UIViewController? {
        guard let owner = owningController() else { return nil }
        var c: UIViewController? = owner
        var last = owner
        while let vc = c {
            if vc.definesPresentationContext { return vc }
            last = vc
            c = vc.parent
        }
        return last
    }

    /// The navigation controller around the search bar.
    private var surroundingNavigationController: UINavigationController? {
        if let nc = hostingNavigationBar?.navigationController { return nc }
        return owningController()?.navigationController
    }

    /// Hides or shows the navigation bar's title row (a search bar in the bar) or the whole bar (a search bar
    /// elsewhere) as the search starts or ends.
    private func moveBars(animated: Bool) {
        if let bar = hostingNavigationBar {
            bar.searchStateDidChange()
            guard let container = bar.navigationController?.viewIfLoaded, container.window != nil else { return }
            container.setNeedsLayout()
            if animated {
                UIView.animate(withDuration: TimeInterval(UINavigationController.hideShowBarDuration)) {
                    container.layoutIfNeeded()
                    bar.layoutIfNeeded()
                }
            } else {
                container.layoutIfNeeded()
            }
            return
        }
        if activeStorage {
            guard hidesNavigationBarDuringPresentation, let nc = surroundingNavigationController,
                  !nc.isNavigationBarHidden else { return }
            hiddenNavigationController = nc
            nc.setNavigationBarHidden(true, animated: animated)
            nc.viewIfLoaded?.layoutIfNeeded()
        } else if let nc = hiddenNavigationController {
            hiddenNavigationController = nil
            nc.setNavigationBarHidden(false, animated: animated)
            nc.viewIfLoaded?.layoutIfNeeded()
        }
    }

    /// Where the search interface goes in `container`: the context's area below the search bar.
    func searchInterfaceFrame(context: CGRect, in container: UIView) -> CGRect {
        guard let bar = searchBarStorage, bar.window != nil, bar.window === container.window, !bar.isHidden,
              !bar.isDescendant(of: view) else {
            return context
        }
        let barFrame = bar.convert(bar.bounds, to: container)
        guard barFrame.maxY > context.minY, barFrame.minY < context.maxY, barFrame.maxY < context.maxY else { return context }
        // A search bar inside the context (in a navigation bar over it, or in a table header) stays uncovered.
        var top = barFrame.maxY
        if let nav = hostingNavigationBar { top = max(top, nav.convert(nav.bounds, to: container).maxY) }
        return CGRect(x: context.minX, y: top, width: context.width, height: max(0, context.maxY - top))
    }

    // MARK: UIViewControllerTransitioningDelegate

    open func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                     source: UIViewController) -> UIPresentationController? {
        SearchPresentationController(presentedViewController: presented, presenting: presenting)
    }

    open func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                  source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        presented === self ? self : nil
    }

    open func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        dismissed === self ? self : nil
    }

    // MARK: UIViewControllerAnimatedTransitioning

    open func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Metrics.fadeDuration
    }

    /// Fades the search interface in or out.
    open func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let appearing = transitionContext.viewController(forKey: .to) === self
        let v = appearing ? transitionContext.view(forKey: .to) : transitionContext.view(forKey: .from)
        if appearing { v?.alpha = 0 }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            v?.alpha = appearing ? 1 : 0
        }, completion: { _ in
            if !appearing { v?.alpha = 1 }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
