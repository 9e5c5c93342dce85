import UIKit

/// The Catalog's root, built as an iOS app is: a tab bar controller whose two tabs — the seed documents' topics
/// and the standard views — are navigation controllers, each rooted in the list of its pages. Choosing a row
/// pushes the page (the tab bar hides under a pushed page, as `hidesBottomBarWhenPushed` asks); ‹ or a swipe
/// from the left edge pops back to the list; each page's Next › goes on to the following page, into the other
/// tab after the last topic.
@MainActor
public final class CatalogViewController: UITabBarController, UINavigationControllerDelegate {
    /// The pages, in order.
    public let pages: [CatalogPage]
    /// Each tab's list, in tab order.
    public let lists: [CatalogListViewController]
    /// Each tab's navigation controller, in tab order.
    public let navigationControllers: [UINavigationController]

    /// The pages on screen in the tabs' stacks, and their places in `pages`.
    private var shown: [(controller: Weak, index: Int)] = []
    /// How the page being pushed was asked for ("Open", "Next"), printed once it is shown.
    private var pendingLog: (controller: Weak, how: String)?
    private struct Weak { weak var object: UIViewController? }
    /// The appearance items made so far (each bar shows its own), retitled when the style changes.
    private var appearanceItems: [WeakItem] = []
    private struct WeakItem { weak var item: UIBarButtonItem? }

    /// Whether navigation prints the page it shows (the desktop app does, so that a person or a test driving
    /// it from outside can follow).
    public static var logsNavigation = false

    public init(pages: [CatalogPage] = CatalogPage.all) {
        self.pages = pages
        lists = CatalogPage.Group.allCases.map { CatalogListViewController(group: $0, pages: pages) }
        navigationControllers = lists.map { UINavigationController(rootViewController: $0) }
        super.init(nibName: nil, bundle: nil)
        for (group, navigation) in zip(CatalogPage.Group.allCases, navigationControllers) {
            navigation.navigationBar.prefersLargeTitles = true
            navigation.delegate = self
            navigation.tabBarItem = UITabBarItem(title: group.title, image: CatalogTabImage.image(for: group), tag: group.rawValue)
            navigation.tabBarItem.accessibilityIdentifier = "catalogTab-\(group.rawValue)"
        }
        for list in lists {
            list.onChoose = { [weak self] index in self?.open(pageAt: index) }
            list.navigationItem.rightBarButtonItem = makeAppearanceItem()
        }
        viewControllers = navigationControllers
    }

    public required init?(coder: NSCoder) { fatalError("The Catalog is built in code") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, _: UITraitCollection) in
            self.updateAppearanceTitles()
        }
    }

    // MARK: Where the Catalog is

    /// The index of the page on screen, nil while a list is.
    public var currentIndex: Int? { currentPageViewController.flatMap(index(of:)) }

    /// The view controller of the page on screen, nil while a list is.
    public var currentPageViewController: UIViewController? {
        guard let top = (selectedViewController as? UINavigationController)?.topViewController,
              index(of: top) != nil else { return nil }
        return top
    }

    /// The Next › item of the page on screen.
    public var nextItem: UIBarButtonItem? {
        currentPageViewController?.navigationItem.rightBarButtonItem
    }

    private func index(of controller: UIViewController) -> Int? {
        shown.first { $0.controller.object === controller }?.index
    }

    // MARK: Showing pages

    /// Shows page `index` at once, over its tab's list (what the headless tour and the tests use).
    public func show(pageAt index: Int) {
        guard pages.indices.contains(index) else { return }
        let tab = pages[index].group.rawValue
        selectedIndex = tab
        navigationControllers[tab].setViewControllers([lists[tab], makePageController(index)], animated: false)
    }

    /// Pushes page `index` from its tab's list, as choosing its row does.
    public func open(pageAt index: Int) {
        guard pages.indices.contains(index) else { return }
        let tab = pages[index].group.rawValue
        selectedIndex = tab
        let controller = makePageController(index)
        pendingLog = (Weak(object: controller), "Open")
        navigationControllers[tab].pushViewController(controller, animated: true)
    }

    /// Goes on to the page after the one on screen: pushed in place of it within a tab; in the other tab,
    /// over its list, after the one left goes back to its own list (so a page that owns windows or screens
    /// lets them go).
    public func goForward() {
        guard let current = currentIndex, current + 1 < pages.count else { return }
        let next = current + 1
        let from = pages[current].group.rawValue, to = pages[next].group.rawValue
        let controller = makePageController(next)
        pendingLog = (Weak(object: controller), "Next")
        if from == to {
            navigationControllers[to].setViewControllers([lists[to], controller], animated: true)
        } else {
            selectedIndex = to
            navigationControllers[to].setViewControllers([lists[to], controller], animated: false)
            navigationControllers[from].popToRootViewController(animated: false)
        }
    }

    /// Back to the lists of both tabs, the first tab selected.
    public func showLists() {
        selectedIndex = 0
        for navigation in navigationControllers { navigation.popToRootViewController(animated: false) }
    }

    private func makePageController(_ index: Int) -> UIViewController {
        let page = pages[index]
        let controller = page.makeViewController()
        controller.title = page.title
        controller.navigationItem.largeTitleDisplayMode = .never
        // A page's canvas is laid out between the bar and the window's bottom, as its drawings were measured.
        controller.edgesForExtendedLayout = []
        controller.hidesBottomBarWhenPushed = true
        let next = UIBarButtonItem(primaryAction: UIAction(title: "Next ›") { [weak self] _ in self?.goForward() })
        next.accessibilityIdentifier = "catalogNext"
        next.isEnabled = index + 1 < pages.count
        controller.navigationItem.rightBarButtonItem = next
        shown.removeAll { $0.controller.object == nil }
        shown.append((Weak(object: controller), index))
        return controller
    }

    // MARK: Light and dark

    /// An item switching the Catalog between light and dark (the window's `overrideUserInterfaceStyle`), on each
    /// list; the Catalog starts with the desktop's setting.
    private func makeAppearanceItem() -> UIBarButtonItem {
        let item = UIBarButtonItem(primaryAction: UIAction(title: appearanceTitle) { [weak self] _ in
            self?.toggleAppearance()
        })
        item.accessibilityIdentifier = "catalogAppearance"
        appearanceItems.removeAll { $0.item == nil }
        appearanceItems.append(WeakItem(item: item))
        return item
    }

    private var appearanceTitle: String {
        // Before the view loads there is no window: the screen's style is what the Catalog starts with.
        let style = viewIfLoaded?.window == nil ? UIScreen.main.traitCollection.userInterfaceStyle : traitCollection.userInterfaceStyle
        return style == .dark ? "Light mode" : "Dark mode"
    }

    private func toggleAppearance() {
        guard let window = view.window else { return }
        window.overrideUserInterfaceStyle = traitCollection.userInterfaceStyle == .dark ? .light : .dark
    }

    private func updateAppearanceTitles() {
        let title = appearanceTitle
        for entry in appearanceItems { entry.item?.title = title }
    }

    // MARK: Following the stacks

    /// Prints what came on screen once its push or pop has finished (so that whoever follows the lines — a
    /// person, or a desktop test clicking on — acts on a settled screen).
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                                     animated: Bool) {
        guard Self.logsNavigation else { return }
        var line: String?
        if let list = viewController as? CatalogListViewController, navigationController === selectedViewController {
            line = "Catalog: list \(list.title ?? "")"
        } else if let pending = pendingLog, pending.controller.object === viewController, let index = index(of: viewController) {
            line = "Catalog: \(pending.how) → page \(index + 1)/\(pages.count) — \(pages[index].title)"
            pendingLog = nil
        }
        if let line { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }
    }
}
