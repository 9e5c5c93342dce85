import Testing
import Foundation
@testable import UIKit

@MainActor
final class TabLogDelegate: UITabBarControllerDelegate {
    let log: CallLog
    var refuse: String?
    init(_ log: CallLog) { self.log = log }
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        log.add("shouldSelect(\(viewController.title ?? ""))")
        return viewController.title != refuse
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        log.add("didSelect(\(viewController.title ?? ""))")
    }
}

@Suite @MainActor struct UITabBarControllerTests {
    @Test func settingControllersSelectsTheFirst() {
        let log = CallLog()
        let a = NamedController("A", log: log), b = NamedController("B", log: log)
        let tc = UITabBarController()
        #expect(tc.selectedIndex == NSNotFound && tc.selectedViewController == nil)
        tc.viewControllers = [a, b]
        #expect(tc.selectedIndex == 0 && tc.selectedViewController === a)
        #expect(a.tabBarController === tc && tc.children == [a, b])
        #expect(tc.tabBar.items?.map(\.title) == ["A", "B"])
        #expect(tc.tabBar.selectedItem === a.tabBarItem)
        tc.selectedIndex = 1
        #expect(tc.selectedViewController === b && tc.tabBar.selectedItem === b.tabBarItem)
        tc.setViewControllers([b, a], animated: false)
        #expect(tc.selectedViewController === b && tc.selectedIndex == 0)
    }

    @Test func aTapAsksTheDelegateThenSwitchesInApplesOrder() {
        let log = CallLog()
        let a = NamedController("A", log: log), b = NamedController("B", log: log), c = NamedController("C", log: log)
        let tc = UITabBarController()
        let delegate = TabLogDelegate(log)
        tc.delegate = delegate
        tc.viewControllers = [a, b, c]
        let w = showInWindow(tc)
        _ = log.take()
        tc.view.layoutIfNeeded()
        // Three equal tabs across 320 pt: the second is centred at 160, in a 49 pt bar at the bottom.
        #expect(tc.tabBar.frame == CGRect(x: 0, y: 431, width: 320, height: 49))
        // Apple: the view goes under the translucent bar, which is its bottom safe-area inset.
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(a.view.safeAreaInsets.bottom == 49)
        UIHeadless.tap(at: CGPoint(x: 160, y: 455), in: w)
        #expect(log.take() == ["shouldSelect(B)", "B.viewDidLoad", "A.viewWillDisappear(false)", "B.viewWillAppear(false)",
                               "A.viewDidDisappear(false)", "B.viewDidAppear(false)", "didSelect(B)"])
        #expect(tc.selectedIndex == 1)
        delegate.refuse = "C"
        UIHeadless.tap(at: CGPoint(x: 300, y: 455), in: w)
        #expect(log.take() == ["shouldSelect(C)"])
        #expect(tc.selectedIndex == 1)
        // Selecting in code tells the delegate nothing.
        tc.selectedIndex = 0
        #expect(log.take() == ["B.viewWillDisappear(false)", "A.viewWillAppear(false)", "B.viewDidDisappear(false)", "A.viewDidAppear(false)"])
    }

    @Test func tabItemsHaveApplesSystemItemsAndBadges() {
        #expect(UITabBarItem(tabBarSystemItem: .more, tag: 0).displayTitle == "More")
        #expect(UITabBarItem(tabBarSystemItem: .topRated, tag: 3).displayTitle == "Top Rated")
        #expect(UITabBarItem(tabBarSystemItem: .mostViewed, tag: 0).displayTitle == "Most Viewed")
        #expect(UITabBarItem.SystemItem.mostViewed.rawValue == 11)
        let item = UITabBarItem(title: "Inbox", image: nil, tag: 7)
        #expect(item.tag == 7 && item.badgeValue == nil)
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 300, height: 49))
        // A phone's size classes (a windowless view otherwise has the main screen's): items stacked.
        bar.traitOverrides.horizontalSizeClass = .compact
        bar.traitOverrides.verticalSizeClass = .regular
        bar.items = [item, UITabBarItem(title: "Two", image: nil, tag: 0)]
        #expect(bar.badgeFrame(at: 0) == nil)
        item.badgeValue = "3"
        // Two tabs of 150: the first image (25 pt) is centred at 75; the badge (18 pt) centres on its right edge.
        #expect(bar.imageFrame(at: 0) == CGRect(x: 62.5, y: 5, width: 25, height: 25))
        let badge = bar.badgeFrame(at: 0)!
        #expect(badge.minX == 87.5 - 9 && badge.height == 18 && badge.width == 18)
    }

    @Test func pastFiveTheFifthTabIsMore() {
        let log = CallLog()
        let vcs = (1...7).map { NamedController("V\($0)", log: log) }
        let tc = UITabBarController()
        tc.viewControllers = vcs
        #expect(tc.tabBar.items?.count == 5)
        #expect(tc.tabBar.items?.last?.displayTitle == "More")
        #expect(tc.moreNavigationController.topViewController?.title == "More")
        let w = showInWindow(tc)
        tc.view.layoutIfNeeded()
        UIHeadless.tap(at: CGPoint(x: 288, y: 455), in: w)
        #expect(tc.selectedViewController === tc.moreNavigationController)
        #expect(tc.selectedIndex == NSNotFound)
        let list = tc.moreNavigationController.viewControllers.first as! MoreListController
        #expect(list.rows.map { $0.title(for: .normal) } == ["V5", "V6", "V7"])
        list.rows[1].sendActions(for: .touchUpInside)
        #expect(tc.moreNavigationController.topViewController === vcs[5])
    }

    @Test func aPushedControllerCanHideTheTabBar() {
        let root = UIViewController(), pushed = UIViewController()
        pushed.hidesBottomBarWhenPushed = true
        let nc = UINavigationController(rootViewController: root)
        let tc = UITabBarController()
        tc.viewControllers = [nc, UIViewController()]
        let w = showInWindow(tc)
        tc.view.layoutIfNeeded()
        #expect(!tc.tabBar.isHidden)
        // The stack's change alone makes the tab bar controller look again, at the next layout pass.
        nc.pushViewController(pushed, animated: false)
        UIHeadless.runLoopTurn()
        #expect(tc.tabBar.isHidden)
        #expect(nc.view.frame.height == 480)
        nc.popViewController(animated: false)
        UIHeadless.runLoopTurn()
        #expect(!tc.tabBar.isHidden)
        #expect(root.view.safeAreaInsets.bottom == 49, "the 49 pt tab bar covers the root's bottom again")
        nc.setViewControllers([root, pushed], animated: false)
        UIHeadless.runLoopTurn()
        #expect(tc.tabBar.isHidden, "a stack set whole hides it too")
        _ = w
    }
}
