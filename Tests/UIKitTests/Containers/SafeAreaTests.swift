import Testing
import Foundation
@testable import UIKit

/// A view that logs its safe-area and margin callbacks.
@MainActor
final class SafeAreaLogView: UIView {
    var log: CallLog?
    var name = "view"
    override func safeAreaInsetsDidChange() { log?.add("\(name).safeAreaInsetsDidChange(\(safeAreaInsets.top))") }
    override func layoutMarginsDidChange() { log?.add("\(name).layoutMarginsDidChange") }
}

/// A controller whose root view is a SafeAreaLogView, logging the controller's callbacks into the same log.
@MainActor
final class SafeAreaLogController: UIViewController {
    let log: CallLog
    init(_ log: CallLog) { self.log = log; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError() }
    override func loadView() {
        let v = SafeAreaLogView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        v.log = log
        view = v
    }
    override func viewSafeAreaInsetsDidChange() { log.add("vc.viewSafeAreaInsetsDidChange(\(view.safeAreaInsets.top))") }
    override func viewLayoutMarginsDidChange() { log.add("vc.viewLayoutMarginsDidChange") }
}

/// A table's data source: `rows` rows of 44 pt.
@MainActor
final class SafeAreaRows: NSObject, UITableViewDataSource {
    let rows: Int
    init(rows: Int) { self.rows = rows }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
}

/// A controller whose root view is a scroll view of the test's choosing.
@MainActor
final class ScrollRootController: UIViewController {
    let scrollView: UIScrollView
    init(_ scrollView: UIScrollView) { self.scrollView = scrollView; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError() }
    override func loadView() { view = scrollView }
}

// The windows here are 320 × 480 pt on the desktop's main screen, which has no safe area of its own; the
// navigation bar is 44 pt (SPEC-NEXT §5.1; no status bar on a desktop), the tab bar 49 pt (§5.2), the toolbar 44.
@Suite @MainActor struct SafeAreaTests {
    @Test func aDesktopWindowHasNoSafeArea() {
        let vc = UIViewController()
        let w = showInWindow(vc)
        #expect(w.safeAreaInsets == .zero)
        #expect(vc.view.safeAreaInsets == .zero)
        #expect(vc.additionalSafeAreaInsets == .zero)
        #expect(vc.edgesForExtendedLayout == .all)
        #expect(!vc.extendedLayoutIncludesOpaqueBars)
        #expect(vc.view.insetsLayoutMarginsFromSafeArea)
        #expect(vc.view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test func aNavigationControllersChildHasTheBarInItsSafeArea() {
        let vc = UIViewController()
        let nc = UINavigationController(rootViewController: vc)
        let w = showInWindow(nc)
        nc.view.layoutIfNeeded()
        // Under the translucent bar: full screen, the bar's 0…44 band is the top inset.
        #expect(nc.navigationBar.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(vc.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(vc.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(nc.view.safeAreaInsets == .zero)
        #expect(nc.navigationBar.safeAreaInsets == .zero)
        vc.view.layoutIfNeeded()
        #expect(vc.view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 44, width: 320, height: 436))
        _ = w
    }

    @Test func constraintsToTheSafeAreaGuideFollowIt() {
        let vc = UIViewController()
        let nc = UINavigationController(rootViewController: vc)
        let w = showInWindow(nc)
        let label = UIView()
        label.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: vc.view.safeAreaLayoutGuide.topAnchor),
            label.leadingAnchor.constraint(equalTo: vc.view.safeAreaLayoutGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: vc.view.safeAreaLayoutGuide.trailingAnchor),
            label.bottomAnchor.constraint(equalTo: vc.view.safeAreaLayoutGuide.bottomAnchor),
        ])
        nc.view.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 0, y: 44, width: 320, height: 436))
        // Showing the toolbar moves the bottom of the safe area up by its 44 pt.
        nc.setToolbarHidden(false, animated: false)
        nc.view.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 0, y: 44, width: 320, height: 392))
        // Hiding the navigation bar gives the top back.
        nc.setNavigationBarHidden(true, animated: false)
        nc.view.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 0, y: 0, width: 320, height: 436))
        _ = w
    }

    @Test func aTabBarIsTheBottomInsetAndANavigationBarInsideItTheTop() {
        let nc = UINavigationController(rootViewController: UIViewController())
        let plain = UIViewController()
        let tc = UITabBarController()
        tc.viewControllers = [nc, plain]
        let w = showInWindow(tc)
        tc.view.layoutIfNeeded()
        nc.view.layoutIfNeeded()
        #expect(tc.tabBar.frame == CGRect(x: 0, y: 431, width: 320, height: 49))
        #expect(nc.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(nc.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 49, right: 0))
        // The navigation controller's child: the navigation bar above, the tab bar below.
        #expect(nc.topViewController!.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 49, right: 0))
        tc.selectedIndex = 1
        tc.view.layoutIfNeeded()
        #expect(plain.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 49, right: 0))
        _ = w
    }

    @Test func additionalSafeAreaInsetsAreAddedToTheBars() {
        let vc = UIViewController()
        vc.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 5, bottom: 20, right: 0)
        let nc = UINavigationController(rootViewController: vc)
        let w = showInWindow(nc)
        nc.view.layoutIfNeeded()
        // 44 + 10 at the top; the additional insets alone elsewhere.
        #expect(vc.view.safeAreaInsets == UIEdgeInsets(top: 54, left: 5, bottom: 20, right: 0))
        // The container's own additional insets reach its child too: 44 + 3 + 10 at the top.
        nc.additionalSafeAreaInsets = UIEdgeInsets(top: 3, left: 0, bottom: 0, right: 0)
        nc.view.layoutIfNeeded()
        #expect(nc.view.safeAreaInsets.top == 3)
        #expect(nc.navigationBar.frame.minY == 3)
        #expect(vc.view.safeAreaInsets == UIEdgeInsets(top: 57, left: 5, bottom: 20, right: 0))
        _ = w
    }

    @Test func aSubviewGetsThePartOfItsSuperviewsInsetsItOverlaps() {
        let vc = UIViewController()
        vc.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 0)
        let nc = UINavigationController(rootViewController: vc)
        let w = showInWindow(nc)
        nc.view.layoutIfNeeded()
        // The root view's insets: top 44, left 5.
        let band = UIView(frame: CGRect(x: 0, y: 30, width: 320, height: 100))
        vc.view.addSubview(band)
        #expect(band.safeAreaInsets == UIEdgeInsets(top: 14, left: 5, bottom: 0, right: 0)) // 44 − 30; 5 − 0
        let inner = UIView(frame: CGRect(x: 2, y: 5, width: 50, height: 50))
        band.addSubview(inner)
        #expect(inner.safeAreaInsets == UIEdgeInsets(top: 9, left: 3, bottom: 0, right: 0)) // 14 − 5; 5 − 2
        let below = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
        band.addSubview(below)
        #expect(below.safeAreaInsets == .zero)
        // A view wholly under the bar is covered at most by its own height.
        let small = UIView(frame: CGRect(x: 100, y: 0, width: 20, height: 20))
        vc.view.addSubview(small)
        #expect(small.safeAreaInsets.top == 20)
        // Moving the band down takes it out from under the bar, and its subviews with it.
        band.frame.origin.y = 60
        #expect(band.safeAreaInsets == UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 0))
        #expect(inner.safeAreaInsets == UIEdgeInsets(top: 0, left: 3, bottom: 0, right: 0))
        // Out of the hierarchy, no insets.
        band.removeFromSuperview()
        #expect(band.safeAreaInsets == .zero && inner.safeAreaInsets == .zero)
        _ = w
    }

    @Test func theCallbacksComeOncePerChangeInOrder() {
        let log = CallLog()
        let vc = SafeAreaLogController(log)
        let nc = UINavigationController(rootViewController: vc)
        let w = showInWindow(nc)
        nc.view.layoutIfNeeded()
        #expect(log.take() == ["view.safeAreaInsetsDidChange(44.0)", "vc.viewSafeAreaInsetsDidChange(44.0)",
                               "view.layoutMarginsDidChange", "vc.viewLayoutMarginsDidChange"])
        // Nothing changes: nothing is said.
        nc.view.setNeedsLayout()
        nc.view.layoutIfNeeded()
        vc.additionalSafeAreaInsets = .zero
        #expect(log.take() == [])
        vc.additionalSafeAreaInsets = UIEdgeInsets(top: 6, left: 0, bottom: 0, right: 0)
        #expect(log.take() == ["view.safeAreaInsetsDidChange(50.0)", "vc.viewSafeAreaInsetsDidChange(50.0)",
                               "view.layoutMarginsDidChange", "vc.viewLayoutMarginsDidChange"])
        // A view that does not inset its margins from the safe area hears only about the safe area.
        vc.view.insetsLayoutMarginsFromSafeArea = false
        _ = log.take()
        nc.setNavigationBarHidden(true, animated: false)
        nc.view.layoutIfNeeded()
        #expect(log.take() == ["view.safeAreaInsetsDidChange(6.0)", "vc.viewSafeAreaInsetsDidChange(6.0)"])
        _ = w
    }

    @Test func marginsAreMeasuredFromTheSafeArea() {
        let vc = UIViewController()
        let nc = UINavigationController(rootViewController: vc)
        let w = showInWindow(nc)
        nc.view.layoutIfNeeded()
        // A controller's root view in a compact width (320 pt): the system minimum, 16 pt at the sides and none
        // at the top and bottom, measured from the safe area.
        #expect(vc.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(vc.viewRespectsSystemMinimumLayoutMargins)
        #expect(vc.view.layoutMargins == UIEdgeInsets(top: 44, left: 16, bottom: 0, right: 16))
        #expect(vc.view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 44, leading: 16, bottom: 0, trailing: 16))
        vc.view.layoutIfNeeded()
        #expect(vc.view.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 44, width: 288, height: 436))
        // Margins set smaller than the minimum stay at the minimum; larger ones are kept.
        vc.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 30)
        #expect(vc.view.layoutMargins == UIEdgeInsets(top: 48, left: 16, bottom: 4, right: 30))
        vc.viewRespectsSystemMinimumLayoutMargins = false
        #expect(vc.view.layoutMargins == UIEdgeInsets(top: 48, left: 4, bottom: 4, right: 30))
        vc.view.insetsLayoutMarginsFromSafeArea = false
        #expect(vc.view.layoutMargins == UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 30))
        // An ordinary subview under the bar: its 8 pt margins below the part of the bar it overlaps.
        let sub = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        vc.view.addSubview(sub)
        #expect(sub.layoutMargins == UIEdgeInsets(top: 52, left: 8, bottom: 8, right: 8))
        _ = w
    }

    @Test func aRegularWidthHasTwentyPointMinimumMargins() {
        let vc = UIViewController()
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        w.rootViewController = vc
        w.makeKeyAndVisible()
        UIHeadless.runLoopTurn()
        #expect(vc.traitCollection.horizontalSizeClass == .regular)
        #expect(vc.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
        #expect(vc.view.layoutMargins == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
        w.isHidden = true
    }

    @Test func anOpaqueBarShrinksTheViewUnlessItExtendsUnderOpaqueBars() {
        let vc = UIViewController()
        let nc = UINavigationController(rootViewController: vc)
        nc.navigationBar.isTranslucent = false
        let w = showInWindow(nc)
        nc.view.layoutIfNeeded()
        #expect(vc.view.frame == CGRect(x: 0, y: 44, width: 320, height: 436))
        #expect(vc.view.safeAreaInsets == .zero)
        vc.extendedLayoutIncludesOpaqueBars = true
        nc.view.layoutIfNeeded()
        #expect(vc.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(vc.view.safeAreaInsets.top == 44)
        // Leaving the top edge out of edgesForExtendedLayout keeps the view below even a translucent bar.
        nc.navigationBar.isTranslucent = true
        vc.edgesForExtendedLayout = [.bottom]
        nc.view.layoutIfNeeded()
        #expect(vc.view.frame == CGRect(x: 0, y: 44, width: 320, height: 436))
        #expect(vc.view.safeAreaInsets == .zero)
        _ = w
    }

    @Test func aTablesFirstRowSitsBelowTheNavigationBar() {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let rows = SafeAreaRows(rows: 30)
        table.dataSource = rows
        let vc = ScrollRootController(table)
        let nc = UINavigationController(rootViewController: vc)
        let w = showInWindow(nc)
        nc.view.layoutIfNeeded()
        table.layoutIfNeeded()
        #expect(table.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(table.adjustedContentInset == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(table.contentOffset == CGPoint(x: 0, y: -44))
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(first.convert(first.bounds, to: w) == CGRect(x: 0, y: 44, width: 320, height: 44))
        _ = w
    }

    @Test func contentInsetAdjustmentBehaviorPicksTheEdges() {
        #expect(UIScrollView.ContentInsetAdjustmentBehavior.automatic.rawValue == 0)
        #expect(UIScrollView.ContentInsetAdjustmentBehavior.scrollableAxes.rawValue == 1)
        #expect(UIScrollView.ContentInsetAdjustmentBehavior.never.rawValue == 2)
        #expect(UIScrollView.ContentInsetAdjustmentBehavior.always.rawValue == 3)
        // A short, unscrollable content in a controller's scroll view under a bar (top 44) and a toolbar (bottom 44).
        let s = UIScrollView()
        s.contentSize = CGSize(width: 320, height: 100)
        s.contentInset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        s.contentOffset = CGPoint(x: -2, y: -1) // at rest at the top left
        let vc = ScrollRootController(s)
        let nc = UINavigationController(rootViewController: vc)
        nc.setToolbarHidden(false, animated: false)
        let w = showInWindow(nc)
        nc.view.layoutIfNeeded()
        #expect(s.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 44, right: 0))
        // .automatic: top and bottom, scrollable or not, inside a navigation controller.
        #expect(s.contentInsetAdjustmentBehavior == .automatic)
        #expect(s.adjustedContentInset == UIEdgeInsets(top: 45, left: 2, bottom: 47, right: 4))
        // Resting at the top, it stays there as the bar's inset comes: the content starts below the bar.
        #expect(s.contentOffset == CGPoint(x: -2, y: -45))
        // The iOS 7–10 switch turned off: .automatic is .scrollableAxes, and nothing scrolls.
        vc.automaticallyAdjustsScrollViewInsets = false
        #expect(s.adjustedContentInset == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        vc.automaticallyAdjustsScrollViewInsets = true
        // .scrollableAxes: neither axis scrolls, so nothing is added.
        s.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(s.adjustedContentInset == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        s.alwaysBounceVertical = true
        #expect(s.adjustedContentInset == UIEdgeInsets(top: 45, left: 2, bottom: 47, right: 4))
        // .never: the content inset alone; .always: every edge of the safe area.
        s.contentInsetAdjustmentBehavior = .never
        #expect(s.adjustedContentInset == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        vc.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        s.contentInsetAdjustmentBehavior = .always
        #expect(s.adjustedContentInset == UIEdgeInsets(top: 45, left: 12, bottom: 47, right: 4))
        _ = w
    }

    @Test func aScrollViewThatIsNoControllersViewAdjustsOnlyScrollableAxes() {
        let vc = UIViewController()
        let nc = UINavigationController(rootViewController: vc)
        let w = showInWindow(nc)
        nc.view.layoutIfNeeded()
        let plain = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        plain.contentSize = CGSize(width: 320, height: 50)
        vc.view.addSubview(plain)
        #expect(plain.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        // 50 + 44 < 200: not scrollable, so .automatic adds nothing …
        #expect(plain.adjustedContentInset == .zero)
        // … until it bounces vertically.
        plain.alwaysBounceVertical = true
        #expect(plain.adjustedContentInset == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        _ = w
    }

    @Test func aScrollViewKeepsTheEdgesItsInsetCoversFromItsContent() {
        let s = UIScrollView()
        s.contentSize = CGSize(width: 300, height: 2000) // 300 + 10 < 320: only the vertical axis scrolls
        let vc = ScrollRootController(s)
        vc.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        let nc = UINavigationController(rootViewController: vc)
        let w = showInWindow(nc)
        nc.view.layoutIfNeeded()
        // The scroll view: top 44 (the bar), left 10; only the vertical axis scrolls, so its inset takes the top
        // and the content is not inset again there; the left edge is passed on.
        #expect(s.safeAreaInsets == UIEdgeInsets(top: 44, left: 10, bottom: 0, right: 0))
        #expect(s.adjustedContentInset == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        s.addSubview(content)
        #expect(content.safeAreaInsets == UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0))
        // Scrolling does not change it.
        s.contentOffset = CGPoint(x: 0, y: 30)
        #expect(content.safeAreaInsets == UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0))
        // With .never the scroll view passes the bar on to its content: the band is the top 44 pt of its bounds,
        // 30…74 in content coordinates (offset 30), and the content spans 0…100: 74 pt of it are under the band.
        s.contentInsetAdjustmentBehavior = .never
        #expect(content.safeAreaInsets == UIEdgeInsets(top: 74, left: 10, bottom: 0, right: 0))
        _ = w
    }

    @Test func aHeadlessScreenCanHaveADevicesInsets() {
        // Linux: a test screen given an iPhone's portrait insets (47 pt notch, 34 pt home indicator).
        let screen = UIHeadless.connectScreen(size: CGSize(width: 390, height: 844), scale: 1)
        defer { UIHeadless.disconnectScreen(screen) }
        UIHeadless.setSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), for: screen)
        let w = UIWindow(frame: screen.bounds)
        w.screen = screen
        let vc = UIViewController()
        let nc = UINavigationController(rootViewController: vc)
        w.rootViewController = nc
        w.isHidden = false
        UIHeadless.runLoopTurn()
        nc.view.layoutIfNeeded()
        #expect(w.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(nc.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        // The bar sits below the notch; the content's top inset is the notch and the bar: 47 + 44.
        #expect(nc.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(vc.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        // A tab bar: 49 pt over the 34 pt home indicator, its 83 pt the content's bottom inset.
        let tc = UITabBarController()
        let tab = UIViewController()
        tc.viewControllers = [tab]
        w.rootViewController = tc
        UIHeadless.runLoopTurn()
        tc.view.layoutIfNeeded()
        #expect(tc.tabBar.frame == CGRect(x: 0, y: 844 - 83, width: 390, height: 83))
        #expect(tab.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
        w.isHidden = true
    }
}
