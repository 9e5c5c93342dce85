import UIKit

/// One level of the navigation demo: a title, a line of text and a button pushing the next level.
@MainActor
final class NavigationDemoLevel: UIViewController {
    let level: Int
    private(set) var pushButton: UIButton!

    init(level: Int) {
        self.level = level
        super.init(nibName: nil, bundle: nil)
        title = ["Mail", "Inbox", "Message", "Details"][min(level, 3)]
        navigationItem.backButtonTitle = level == 0 ? "Mailboxes" : nil
        if level >= 1 {
            navigationItem.rightBarButtonItems = [UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil), editButtonItem]
            toolbarItems = [UIBarButtonItem(barButtonSystemItem: .refresh, target: nil, action: nil), .flexibleSpace(),
                            UIBarButtonItem(title: "Updated just now", style: .plain, target: nil, action: nil), .flexibleSpace(),
                            UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)]
        }
    }
    required init?(coder: NSCoder) { fatalError("not archived") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let label = makeLabel("Level \(level + 1). Push with the button; go back with ‹ or a swipe from the left edge.",
                              frame: CGRect(x: 16, y: 16, width: 288, height: 40), size: 13, color: .secondaryLabel, lines: 2)
        pinBelowSafeAreaTop(label, in: view)
        pushButton = makeButton("Push “\(["Inbox", "Message", "Details", "More"][min(level, 3)])”",
                                frame: CGRect(x: 16, y: 66, width: 200, height: 32)) { [weak self] in
            guard let self else { return }
            self.navigationController?.pushViewController(NavigationDemoLevel(level: self.level + 1), animated: true)
        }
        pinBelowSafeAreaTop(pushButton, in: view)
    }
}

/// Adds `subview` to `root` at its frame's place measured from the top of the safe area (below the bars), as an
/// iOS app lays out content under a navigation bar.
@MainActor
func pinBelowSafeAreaTop(_ subview: UIView, in root: UIView) {
    let f = subview.frame
    subview.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(subview)
    let safe = root.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
        subview.topAnchor.constraint(equalTo: safe.topAnchor, constant: f.minY),
        subview.leftAnchor.constraint(equalTo: root.leftAnchor, constant: f.minX),
        subview.widthAnchor.constraint(equalToConstant: f.width),
        subview.heightAnchor.constraint(equalToConstant: f.height),
    ])
}

/// Shows the navigation demo's toolbar for the levels that have toolbar items.
@MainActor
final class NavigationDemoDelegate: UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        navigationController.setToolbarHidden(viewController.toolbarItems == nil, animated: animated)
    }
}

/// Issue 14 (containers): a navigation controller and a tab bar controller embedded as children, each in a
/// phone-sized frame.
@MainActor
final class NavigationPageViewController: CatalogPageViewController {
    private(set) var navigation: UINavigationController!
    private(set) var tabs: UITabBarController!
    private let phone = CGSize(width: 320, height: 440)
    private let demoDelegate = NavigationDemoDelegate()

    override func viewDidLoad() {
        super.viewDidLoad()
        let c = canvas
        makeHeading("UINavigationController", at: CGPoint(x: 30, y: 14), width: 340, in: c)
        makeHeading("UITabBarController", at: CGPoint(x: 430, y: 14), width: 340, in: c)

        navigation = UINavigationController(rootViewController: NavigationDemoLevel(level: 0))
        navigation.delegate = demoDelegate
        embed(navigation, at: CGPoint(x: 40, y: 50))

        tabs = UITabBarController()
        let tabRoot = UIViewController()
        tabRoot.title = "Favorites"
        tabRoot.view.backgroundColor = .systemBackground
        pinBelowSafeAreaTop(makeLabel("Tabs: equal widths, image over title; Search has a badge. The delegate hears taps only.",
                                      frame: CGRect(x: 16, y: 16, width: 288, height: 56), size: 13, color: .secondaryLabel, lines: 3),
                            in: tabRoot.view)
        let favourites = UINavigationController(rootViewController: tabRoot)
        favourites.navigationBar.prefersLargeTitles = true
        favourites.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 0)
        let search = UIViewController()
        search.view.backgroundColor = .systemBackground
        search.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 1)
        search.tabBarItem.badgeValue = "3"
        let recents = UIViewController()
        recents.view.backgroundColor = .systemBackground
        recents.tabBarItem = UITabBarItem(tabBarSystemItem: .recents, tag: 2)
        tabs.viewControllers = [favourites, search, recents]
        embed(tabs, at: CGPoint(x: 440, y: 50))
    }

    private func embed(_ child: UIViewController, at origin: CGPoint) {
        // Each container stands for a phone: a compact width, whatever the window's (so the tab bar stacks its
        // items across the bar, as on an iPhone, rather than centring them beside their titles as on an iPad).
        child.traitOverrides.horizontalSizeClass = .compact
        addChild(child)
        let frame = UIView(frame: CGRect(origin: origin, size: phone).insetBy(dx: -1, dy: -1))
        frame.backgroundColor = .separator
        canvas.addSubview(frame)
        child.view.frame = CGRect(origin: origin, size: phone)
        canvas.addSubview(child.view)
        child.didMove(toParent: self)
    }
}
