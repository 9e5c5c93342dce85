import Foundation

/// A container that shows one page at a time (two, side by side, for a book with its spine in the middle),
/// each page a child controller, and turns pages by scrolling or as a book's pages turn — in code with
/// `setViewControllers(_:direction:animated:completion:)`, or by the user's gestures with pages from the data
/// source.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    enum Metrics {
        /// Apple: a pan released faster than this (points per second) along the navigation axis turns a curl
        /// page its way; slower, the page goes the way the finger was when it lifted.
        static let flickSpeed: CGFloat = 300
        /// Apple: on a phone, taps within this many points of the leading or trailing edge turn a curl page
        /// back or forward (60 pt with the spine in the middle).
        static let tapBreadth: CGFloat = 80
        static let tapBreadthMidSpine: CGFloat = 60
        /// Our choice (Apple publishes none): how long an animated page turn takes.
        static let turnDuration: TimeInterval = 0.4
    }

    /// Told about page turns made by the user's gestures.
    open weak var delegate: UIPageViewControllerDelegate?
    /// Supplies the pages gestures turn to; without one, pages turn only in code.
    open weak var dataSource: UIPageViewControllerDataSource? {
        didSet { dataSourceDidChange() }
    }

    private let style: TransitionStyle
    private let orientation: NavigationOrientation
    private var spine: SpineLocation
    private var doubleSided = false
    /// Points between scroll pages: Apple rounds half the spacing up and doubles it.
    let pageSpacing: CGFloat

    /// The shown pages (one; two for a double-sided book).
    var pages: [UIViewController] = []
    /// The scroll style's queue of pages and its indicator (made with the view).
    var contentView: PageViewControllerContentView? { viewIfLoaded as? PageViewControllerContentView }
    /// The scroll style's page turn in progress.
    var scrollTurn: PageScrollTurn?
    /// The page curl's turn in progress.
    var curlTurn: PageCurlTurn?
    /// The page the scroll style's indicator showed last (a tap on it turns towards the new one).
    var shownIndicatorPage = 0
    /// The page curl's recognizers (none for the scroll style).
    private var curlRecognizers: [UIGestureRecognizer] = []

    /// Creates a page view controller. Options: `.spineLocation` (page curl; `.min` by default) and
    /// `.interPageSpacing` (scroll; 0 by default).
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        self.style = style
        orientation = navigationOrientation
        spine = style == .pageCurl ? .min : .none
        var spacing: CGFloat = 0
        if style == .scroll, let value = options?[.interPageSpacing] {
            spacing = Self.number(value).map { max(0, ($0 / 2).rounded(.up)) * 2 } ?? 0
        }
        pageSpacing = spacing
        super.init(nibName: nil, bundle: nil)
        if style == .pageCurl, let value = options?[.spineLocation], let raw = Self.number(value),
           let location = SpineLocation(rawValue: Int(raw)), location != .none {
            setSpine(location)
        }
        makeCurlRecognizers()
    }

    /// A page view controller from an archive: page curl, horizontal, spine at the left edge.
    public required init?(coder: NSCoder) {
        style = .pageCurl
        orientation = .horizontal
        spine = .min
        pageSpacing = 0
        super.init(coder: coder)
        makeCurlRecognizers()
    }

    private static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let n as NSNumber: return CGFloat(n.doubleValue)
        case let n as Int: return CGFloat(n)
        case let n as Double: return CGFloat(n)
        case let n as CGFloat: return n
        case let n as Float: return CGFloat(n)
        default: return nil
        }
    }

    // MARK: Display options

    /// How pages turn.
    open var transitionStyle: TransitionStyle { style }
    /// The axis pages turn along.
    open var navigationOrientation: NavigationOrientation { orientation }
    /// Where the book's spine is (`.none` for the scroll style).
    open var spineLocation: SpineLocation { spine }

    /// Whether content is shown on the back of a curling page (page curl only; always true with the spine in
    /// the middle).
    open var isDoubleSided: Bool {
        get { doubleSided }
        set {
            guard style == .pageCurl, newValue != doubleSided else { return }
            doubleSided = newValue
            if !newValue, spine == .mid {
                UncaughtException.raise("NSInvalidArgumentException",
                                        reason: "If 'UIPageViewControllerSpineLocationMid' is specified, 'doubleSided' must be 'YES'.")
            }
        }
    }

    /// A spine in the middle makes the book double-sided, as Apple's does.
    func setSpine(_ location: SpineLocation) {
        guard style == .pageCurl else { spine = .none; doubleSided = false; return }
        guard spine != location else { return }
        spine = location
        if location == .mid { doubleSided = true }
    }

    /// The recognizers that turn curl pages (a pan and a tap on the view); empty for the scroll style, whose
    /// scroll view has its own.
    open var gestureRecognizers: [UIGestureRecognizer] { curlRecognizers }

    private func makeCurlRecognizers() {
        guard style == .pageCurl else { return }
        let pan = UIPanGestureRecognizer()
        pan.addTarget(self, action: { [weak self] r in self?.handleCurlPan(r) }, actionName: "_handlePanGesture:")
        let tap = UITapGestureRecognizer()
        tap.addTarget(self, action: { [weak self] r in self?.handleCurlTap(r) }, actionName: "_handleTapGesture:")
        let gate = PageCurlGestureGate(owner: self)
        pan.delegate = gate
        tap.delegate = gate
        curlGate = gate
        curlRecognizers = [pan, tap]
    }
    /// Decides whether the curl recognizers may begin (kept alive here: recognizers hold delegates weakly).
    private var curlGate: PageCurlGestureGate?

    // MARK: Pages

    /// The pages shown.
    open var viewControllers: [UIViewController]? { pages }

    /// Shows `viewControllers`: one page for the scroll style; for page curl one page, or two — the pages left
    /// and right of a middle spine, or (double-sided, animated) the front of the new page and the back of the
    /// turning one. The delegate hears nothing of turns made here; `completion` gets whether the animation
    /// finished.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        let given = viewControllers ?? []
        switch style {
        case .scroll:
            guard given.count == 1 else { raiseCount(given.count, required: 1) }
            setScrollPage(given[0], direction: direction, animated: animated && !pages.isEmpty, completion: completion)
            updatePageControlFromDataSource()
        case .pageCurl:
            setCurlPages(given, direction: direction, animated: animated, completion: completion)
        }
    }

    func raiseCount(_ count: Int, required: Int) -> Never {
        UncaughtException.raise("NSInvalidArgumentException", reason:
            "The number of view controllers provided (\(count)) doesn't match the number required (\(required)) for the requested transition")
    }

    func raiseSpineCount(_ count: Int, required: Int) -> Never {
        UncaughtException.raise("NSInvalidArgumentException", reason:
            "The number of provided view controllers (\(count)) doesn't match the number required (\(required)) for the requested spine location (\(Self.name(of: spine)))")
    }

    static func name(of location: SpineLocation) -> String {
        switch location {
        case .none: return "UIPageViewControllerSpineLocationNone"
        case .min: return "UIPageViewControllerSpineLocationMin"
        case .mid: return "UIPageViewControllerSpineLocationMid"
        case .max: return "UIPageViewControllerSpineLocationMax"
        }
    }

    /// Gestures turn pages only with a data source to supply them.
    var canHandleGestures: Bool { dataSource != nil }

    /// The page before (or after) `page`, from the data source.
    func neighbour(of page: UIViewController, before: Bool) -> UIViewController? {
        guard let dataSource else { return nil }
        return before ? dataSource.pageViewController(self, viewControllerBefore: page)
                      : dataSource.pageViewController(self, viewControllerAfter: page)
    }

    private func dataSourceDidChange() {
        guard isViewLoaded else { return }
        contentView?.queue?.isScrollEnabled = canHandleGestures && scrollTurn?.isProgrammatic != true
        updatePageControlFromDataSource()
        viewIfLoaded?.setNeedsLayout()
    }

    /// Whether the user's view controllers are visible on screen (appearing or appeared).
    var isVisible: Bool { appearance == 1 || appearance == 2 }

    // MARK: View

    open override func loadView() {
        let v = PageViewControllerContentView(frame: UIScreen.main.bounds, owner: self, scrolls: style == .scroll)
        v.isOpaque = false
        view = v
        if style == .scroll {
            v.queue?.isScrollEnabled = canHandleGestures
            if let page = pages.first { installScrollPage(page) }
        } else {
            for r in curlRecognizers where r.view == nil { v.addGestureRecognizer(r) }
            for page in pages { v.addSubview(page.view) }
        }
        updatePageControlFromDataSource()
    }

    /// Lays out the pages (from the content view's layoutSubviews).
    func layoutPages() {
        if style == .scroll { layoutScrollPages() } else { layoutCurlPages() }
    }

    /// Only the shown pages appear and disappear with the page view controller, forwarded below.
    override var appearanceChildren: [UIViewController] { [] }

    /// The pages drawn: the scroll style's page, or the book's one or two (a back page is not drawn).
    private var drawnPages: [UIViewController] {
        Array(pages.prefix(style == .pageCurl && spine == .mid ? 2 : 1))
    }

    open override func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        let before = appearance
        super.beginAppearanceTransition(isAppearing, animated: animated)
        guard appearance != before else { return }
        // A window's root appears before its view loads: the pages' views load with ours, then they appear.
        if isAppearing { loadViewIfNeeded() }
        for page in drawnPages { page.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    open override func endAppearanceTransition() {
        let before = appearance
        super.endAppearanceTransition()
        guard appearance != before else { return }
        for page in drawnPages { page.endAppearanceTransition() }
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if style == .pageCurl, let delegate {
            let location = delegate.pageViewController(self, spineLocationFor: view.window?.windowScene?.interfaceOrientation ?? .portrait)
            if location == .none {
                UncaughtException.raise("NSInvalidArgumentException",
                                        reason: "'\(Self.name(of: location))' is not a valid spine location")
            }
            if location != spine {
                setSpine(location)
                viewIfLoaded?.setNeedsLayout()
            }
        }
    }

    // MARK: Orientation

    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        delegate?.pageViewControllerSupportedInterfaceOrientations(self) ?? super.supportedInterfaceOrientations
    }

    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        delegate?.pageViewControllerPreferredInterfaceOrientationForPresentation(self) ?? super.preferredInterfaceOrientationForPresentation
    }

    open override var childForStatusBarStyle: UIViewController? { pages.first }
    open override var childForStatusBarHidden: UIViewController? { pages.first }
}
