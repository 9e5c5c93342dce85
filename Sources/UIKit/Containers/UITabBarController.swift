import Foundation

/// Shows one of several controllers at a time, chosen with a tab bar at the bottom; past five, the fifth
/// tab is More, listing the rest.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    private enum Metrics {
        /// Apple: a compact-width tab bar shows at most five tabs, the fifth being More.
        static let maximumTabs = 5
    }

    /// The bar of tabs.
    public let tabBar: UITabBar
    /// Told about selections the user makes.
    open weak var delegate: UITabBarControllerDelegate?
    /// The controllers customising may reorder (all of them by default; stored, no customising yet).
    open var customizableViewControllers: [UIViewController]?

    private var controllers: [UIViewController]?
    private var selected: UIViewController?
    private var moreStorage: UINavigationController?
    private let moreItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tabBar = UITabBar(frame: .zero)
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.tabBarController = self
    }

    /// A tab bar controller from a storyboard (its children from the relationship segues).
    public required init?(coder: NSCoder) {
        tabBar = UITabBar(frame: .zero)
        super.init(coder: coder)
        tabBar.tabBarController = self
    }

    open override func loadView() {
        let v = TabBarContainerView(frame: UIScreen.main.bounds)
        v.controller = self
        // Linux: the content sits above the bar rather than under it, so the area behind the translucent bar
        // is painted as the system background that content usually has.
        v.backgroundColor = .systemBackground
        v.addSubview(tabBar)
        view = v
    }

    // MARK: Controllers and selection

    /// The controllers, one per tab.
    open var viewControllers: [UIViewController]? {
        get { controllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the controllers; the selected one stays selected if it is among them, else the first is.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let old = controllers ?? []
        let new = viewControllers ?? []
        let previous = selected
        for vc in old where !new.contains(where: { $0 === vc }) {
            if vc === previous { hide(vc, animated: false) }
            vc.willMove(toParent: nil)
            vc.removeFromParent()
        }
        controllers = viewControllers
        for vc in new where vc.parentStorage !== self && !(vc.parentStorage === moreStorage && moreStorage != nil) {
            addChild(vc)
            vc.didMove(toParent: self)
        }
        let keep = previous.flatMap { p in new.contains { $0 === p } ? p : nil }
        updateTabItems()
        if let keep {
            selected = keep
        } else {
            selected = nil
            if let first = new.first { show(first, after: nil, animated: false) }
        }
        syncSelectedItem()
        viewIfLoaded?.setNeedsLayout()
    }

    /// The index of the selected controller (NSNotFound for none, or for a controller shown under More).
    open var selectedIndex: Int {
        get {
            guard let selected, let i = controllers?.firstIndex(where: { $0 === selected }) else { return NSNotFound }
            if isMoreShown, i >= Metrics.maximumTabs - 1 { return NSNotFound }
            return i
        }
        set {
            guard let c = controllers, newValue >= 0, newValue < c.count else { return }
            selectedViewController = c[newValue]
        }
    }

    /// The selected controller (the More navigation controller while More is selected).
    open var selectedViewController: UIViewController? {
        get {
            guard let selected else { return nil }
            if isMoreShown, let i = controllers?.firstIndex(where: { $0 === selected }), i >= Metrics.maximumTabs - 1 {
                return moreNavigationController
            }
            return selected
        }
        set {
            guard let newValue else { return }
            if newValue === moreStorage {
                select(more: true, animated: false)
            } else if controllers?.contains(where: { $0 === newValue }) == true {
                show(newValue, after: selected, animated: false)
                syncSelectedItem()
            }
        }
    }

    /// The navigation controller of the More tab, listing the controllers past the fourth.
    open var moreNavigationController: UINavigationController {
        if let moreStorage { return moreStorage }
        let list = MoreListController()
        list.tabBarOwner = self
        let n = UINavigationController(rootViewController: list)
        moreStorage = n
        return n
    }

    /// Whether the More tab is in use (more than five controllers).
    var isMoreShown: Bool { (controllers?.count ?? 0) > Metrics.maximumTabs }

    /// The controllers listed under More.
    var moreControllers: [UIViewController] {
        guard isMoreShown, let c = controllers else { return [] }
        return Array(c[(Metrics.maximumTabs - 1)...])
    }

    /// Only the selected controller appears and disappears with the tab bar controller.
    override var appearanceChildren: [UIViewController] { [] }

    open override func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        let before = appearance
        super.beginAppearanceTransition(isAppearing, animated: animated)
        guard appearance != before, let shown = shownController else { return }
        if isAppearing { shown.loadViewIfNeeded() }
        shown.beginAppearanceTransition(isAppearing, animated: animated)
    }

    open override func endAppearanceTransition() {
        let before = appearance
        super.endAppearanceTransition()
        guard appearance != before else { return }
        shownController?.endAppearanceTransition()
    }

    /// The controller whose view is shown: the selected one, or the More navigation controller.
    private var shownController: UIViewController? { selectedViewController }

    private func updateTabItems() {
        guard let c = controllers else {
            tabBar.setItems(nil, animated: false)
            return
        }
        if isMoreShown {
            tabBar.setItems(c.prefix(Metrics.maximumTabs - 1).map { $0.tabBarItem } + [moreItem], animated: false)
            if let list = moreStorage?.viewControllers.first as? MoreListController { list.reload() }
            _ = moreNavigationController
            if let more = moreStorage, more.parentStorage !== self {
                addChild(more)
                more.didMove(toParent: self)
            }
        } else {
            tabBar.setItems(c.map { $0.tabBarItem }, animated: false)
        }
    }

    private func syncSelectedItem() {
        guard let selected, let i = controllers?.firstIndex(where: { $0 === selected }) else {
            tabBar.selectedItem = nil
            return
        }
        tabBar.selectedItem = isMoreShown && i >= Metrics.maximumTabs - 1 ? moreItem : selected.tabBarItem
    }

    /// A tab tapped: the delegate may refuse; a second tap on a navigation controller's tab pops to its root.
    func userSelected(tabIndex: Int) {
        guard let c = controllers else { return }
        let target: UIViewController
        if isMoreShown && tabIndex == Metrics.maximumTabs - 1 {
            target = moreNavigationController
        } else {
            guard tabIndex < c.count else { return }
            target = c[tabIndex]
        }
        if let delegate, !delegate.tabBarController(self, shouldSelect: target) { return }
        if target === selectedViewController {
            (target as? UINavigationController)?.popToRootViewController(animated: true)
        } else if target === moreStorage {
            select(more: true, animated: false)
        } else {
            show(target, after: selected, animated: false)
            syncSelectedItem()
        }
        delegate?.tabBarController(self, didSelect: target)
    }

    private func select(more: Bool, animated: Bool) {
        guard let more = moreStorage ?? (isMoreShown ? moreNavigationController : nil) else { return }
        let previous = selectedViewController
        if previous === more { return }
        if let previous { hide(previous, animated: animated, ending: false) }
        more.popToRootViewController(animated: false)
        place(more)
        let visible = appearance == 1 || appearance == 2
        if visible { more.beginAppearanceTransition(true, animated: animated) }
        if visible, let previous { previous.endAppearanceTransition() }
        if visible { more.endAppearanceTransition() }
        previous?.viewIfLoaded?.removeFromSuperview()
        selected = moreControllers.first
        moreShownWithoutSelection = true
        tabBar.selectedItem = moreItem
    }

    /// Set while More shows its list (no controller under it chosen yet).
    private var moreShownWithoutSelection = false

    /// A controller chosen in the More list: pushed on the More navigation controller.
    func moreListSelected(_ vc: UIViewController) {
        selected = vc
        moreShownWithoutSelection = false
        moreNavigationController.pushViewController(vc, animated: true)
    }

    /// Switches from `old` to `new`: old viewWillDisappear, new viewWillAppear, old viewDidDisappear, new
    /// viewDidAppear (Apple's order; no animation).
    private func show(_ new: UIViewController, after old: UIViewController?, animated: Bool) {
        let oldShown = old == nil ? nil : selectedViewController
        guard new !== oldShown else { return }
        let visible = appearance == 1 || appearance == 2
        if isViewLoaded { new.loadViewIfNeeded() }
        if visible {
            oldShown?.beginAppearanceTransition(false, animated: animated)
            new.beginAppearanceTransition(true, animated: animated)
        }
        selected = new
        moreShownWithoutSelection = false
        oldShown?.viewIfLoaded?.removeFromSuperview()
        place(new)
        if visible {
            oldShown?.endAppearanceTransition()
            new.endAppearanceTransition()
        }
    }

    private func hide(_ vc: UIViewController, animated: Bool, ending: Bool = true) {
        let visible = appearance == 1 || appearance == 2
        if visible { vc.beginAppearanceTransition(false, animated: animated) }
        if ending {
            vc.viewIfLoaded?.removeFromSuperview()
            if visible { vc.endAppearanceTransition() }
        }
    }

    private func place(_ vc: UIViewController) {
        guard let v = viewIfLoaded else { return }
        let cv = vc.view!
        if cv.superview !== v { v.insertSubview(cv, belowSubview: tabBar) }
        cv.frame = contentFrame
    }

    /// Whether the tab bar is hidden because the shown navigation stack holds a controller that hides it.
    private var hidesBar: Bool {
        guard let n = selectedViewController as? UINavigationController else { return false }
        return n.viewControllers.dropFirst().contains { $0.hidesBottomBarWhenPushed }
    }

    /// Where the selected controller's view goes: the whole view, except above an opaque tab bar the controller
    /// does not extend under (`edgesForExtendedLayout`, `extendedLayoutIncludesOpaqueBars`).
    var contentFrame: CGRect {
        guard let v = viewIfLoaded else { return .zero }
        let b = v.bounds
        var bottom: CGFloat = 0
        if let vc = selectedViewController, !vc.extends(.bottom, underTranslucent: tabBar.isTranslucent) {
            bottom = barRegion.bottom
        }
        return CGRect(x: b.minX, y: b.minY, width: b.width, height: max(0, b.height - bottom))
    }

    /// How far the tab bar (49 pt and the bottom safe area) reaches into the view from its bottom edge.
    var barRegion: UIEdgeInsets {
        guard let v = viewIfLoaded, !hidesBar else { return .zero }
        return UIEdgeInsets(top: 0, left: 0, bottom: tabBar.sizeThatFits(v.bounds.size).height, right: 0)
    }

    override func safeAreaRegion(forChild child: UIViewController) -> UIEdgeInsets? { barRegion }

    func layoutContainer() {
        guard let v = viewIfLoaded else { return }
        let b = v.bounds
        let barH = tabBar.sizeThatFits(b.size).height
        tabBar.frame = CGRect(x: 0, y: b.maxY - barH, width: b.width, height: barH)
        tabBar.isHidden = hidesBar
        if selected == nil, let first = controllers?.first { show(first, after: nil, animated: false); syncSelectedItem() }
        if let shown = selectedViewController {
            if shown.view.superview !== v { v.insertSubview(shown.view, belowSubview: tabBar) }
            shown.view.frame = contentFrame
            shown.view.updateSafeAreaInsets() // the bar may have moved without the view
        }
    }

    // MARK: Orientation and status bar

    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        if let delegate { return delegate.tabBarControllerSupportedInterfaceOrientations(self) }
        return selectedViewController?.supportedInterfaceOrientations ?? .all
    }

    open override var childForStatusBarStyle: UIViewController? { selectedViewController }
    open override var childForStatusBarHidden: UIViewController? { selectedViewController }
}

/// The tab bar controller's root view: lays out the tab bar and the selected controller's view.
@MainActor
final class TabBarContainerView: UIView {
    weak var controller: UITabBarController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutContainer()
    }
}
