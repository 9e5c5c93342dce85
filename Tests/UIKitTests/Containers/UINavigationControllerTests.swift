import Testing
import Foundation
@testable import UIKit

@Suite @MainActor struct UINavigationControllerTests {
    @Test func theRootIsTheStackAndTheTop() {
        let log = CallLog()
        let a = NamedController("A", log: log)
        let nc = UINavigationController(rootViewController: a)
        #expect(nc.viewControllers == [a])
        #expect(nc.topViewController === a)
        #expect(nc.visibleViewController === a)
        #expect(a.navigationController === nc)
        #expect(a.parent === nc)
        #expect(nc.isToolbarHidden)
        #expect(!nc.isNavigationBarHidden)
        #expect(nc.popViewController(animated: false) == nil)
        #expect(UINavigationController.hideShowBarDuration == 0.2)
        #expect(UINavigationController.Operation.pop.rawValue == 2)
    }

    @Test func anUnanimatedPushAndPopCallInApplesOrder() {
        let log = CallLog()
        let a = NamedController("A", log: log), b = NamedController("B", log: log)
        let nc = UINavigationController(rootViewController: a)
        let delegate = NavigationLogDelegate(log)
        nc.delegate = delegate
        let w = showInWindow(nc)
        #expect(log.take() == ["A.willMove(parent)", "A.didMove(parent)", "A.viewDidLoad", "A.viewWillAppear(false)", "A.viewDidAppear(false)"])
        nc.pushViewController(b, animated: false)
        #expect(log.take() == ["B.willMove(parent)", "B.viewDidLoad", "A.viewWillDisappear(false)", "B.viewWillAppear(false)",
                               "willShow(B)", "A.viewDidDisappear(false)", "B.viewDidAppear(false)", "B.didMove(parent)", "didShow(B)"])
        #expect(nc.viewControllers == [a, b])
        #expect(b.view.superview === nc.view && a.viewIfLoaded?.superview == nil)
        #expect(nc.popViewController(animated: false) === b)
        #expect(log.take() == ["B.willMove(nil)", "B.viewWillDisappear(false)", "A.viewWillAppear(false)", "willShow(A)",
                               "B.viewDidDisappear(false)", "A.viewDidAppear(false)", "B.didMove(nil)", "didShow(A)"])
        #expect(b.parent == nil && b.navigationController == nil)
        _ = w
    }

    @Test func anAnimatedPushSlidesInThenFinishesItsCallbacks() {
        let log = CallLog()
        let a = NamedController("A", log: log), b = NamedController("B", log: log)
        let nc = UINavigationController(rootViewController: a)
        let delegate = NavigationLogDelegate(log)
        nc.delegate = delegate
        let w = showInWindow(nc)
        _ = log.take()
        nc.pushViewController(b, animated: true)
        #expect(log.take() == ["B.willMove(parent)", "B.viewDidLoad", "A.viewWillDisappear(true)", "B.viewWillAppear(true)", "willShow(B)"])
        #expect(nc.viewControllers == [a, b])
        #expect(nc.transitionCoordinator?.isAnimated == true)
        #expect(b.transitionCoordinator?.transitionDuration == 0.35)
        UIHeadless.advance(by: 0.175)
        // Mid-slide: the new view is part way in from the right edge, and the old one has moved out by 30 % of
        // the distance the new one has covered (parallax).
        let bx = b.view.layer.presentation()!.frame.minX, ax = a.view.layer.presentation()!.frame.minX
        #expect(bx > 100 && bx < 220)
        #expect(abs(ax + 0.3 * (320 - bx)) < 0.5)
        #expect(log.entries.isEmpty)
        UIHeadless.advance(by: 0.2)
        #expect(log.take() == ["A.viewDidDisappear(true)", "B.viewDidAppear(true)", "B.didMove(parent)", "didShow(B)"])
        // Apple: under the translucent bar, full screen, with the bar in the safe area.
        #expect(b.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(b.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(a.viewIfLoaded?.superview == nil)
        #expect(nc.transitionCoordinator == nil)
        nc.popViewController(animated: true)
        #expect(log.take() == ["B.willMove(nil)", "B.viewWillDisappear(true)", "A.viewWillAppear(true)", "willShow(A)"])
        UIHeadless.advance(by: 0.4)
        #expect(log.take() == ["B.viewDidDisappear(true)", "A.viewDidAppear(true)", "B.didMove(nil)", "didShow(A)"])
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        _ = w
    }

    @Test func popToRootAndPopToReturnThePoppedControllers() {
        let log = CallLog()
        let a = NamedController("A", log: log), b = NamedController("B", log: log), c = NamedController("C", log: log)
        let nc = UINavigationController(rootViewController: a)
        nc.pushViewController(b, animated: false)
        nc.pushViewController(c, animated: false)
        #expect(nc.popToViewController(b, animated: false) == [c])
        nc.pushViewController(c, animated: false)
        #expect(nc.popToRootViewController(animated: false) == [b, c])
        #expect(nc.viewControllers == [a])
        #expect(nc.popToRootViewController(animated: false) == [])
    }

    @Test func setViewControllersMovesOnlyWhatChanged() {
        let log = CallLog()
        let a = NamedController("A", log: log), b = NamedController("B", log: log), c = NamedController("C", log: log)
        let nc = UINavigationController(rootViewController: a)
        let w = showInWindow(nc)
        nc.pushViewController(b, animated: false)
        _ = log.take()
        nc.setViewControllers([a, c], animated: false)
        #expect(log.take() == ["B.willMove(nil)", "C.willMove(parent)", "C.viewDidLoad", "B.viewWillDisappear(false)",
                               "C.viewWillAppear(false)", "B.viewDidDisappear(false)", "C.viewDidAppear(false)",
                               "B.didMove(nil)", "C.didMove(parent)"])
        #expect(nc.viewControllers == [a, c])
        #expect(nc.children == [a, c])
        #expect(nc.navigationBar.items?.map(\.title) == ["A", "C"])
        _ = w
    }

    @Test func theBarShowsTheStacksItemsAndItsBackButtonPops() {
        let log = CallLog()
        let a = NamedController("A", log: log), b = NamedController("B", log: log)
        let nc = UINavigationController(rootViewController: a)
        let w = showInWindow(nc)
        nc.pushViewController(b, animated: false)
        nc.view.layoutIfNeeded()
        #expect(nc.navigationBar.topItem === b.navigationItem)
        #expect(nc.navigationBar.backItem === a.navigationItem)
        #expect(nc.navigationBar.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(nc.navigationBar.backButtonTitle == "A")
        let back = nc.navigationBar.backButtonView!
        let p = back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: w)
        UIHeadless.tap(at: p, in: w)
        UIHeadless.advance(by: 0.4)
        #expect(nc.viewControllers == [a])
    }

    @Test func hidingTheBarGivesItsHeightToTheContent() {
        let a = UIViewController()
        let nc = UINavigationController(rootViewController: a)
        let w = showInWindow(nc)
        nc.view.layoutIfNeeded()
        // The view is full screen under the translucent bar; the bar's 44 pt are its top safe-area inset.
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(a.view.safeAreaInsets.top == 44)
        nc.setNavigationBarHidden(true, animated: true)
        #expect(nc.isNavigationBarHidden)
        UIHeadless.advance(by: 0.25)
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(a.view.safeAreaInsets == .zero)
        #expect(nc.navigationBar.isHidden)
        nc.isNavigationBarHidden = false
        nc.setToolbarHidden(false, animated: false)
        nc.view.layoutIfNeeded()
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(a.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 44, right: 0))
        #expect(nc.toolbar.frame == CGRect(x: 0, y: 436, width: 320, height: 44))
        _ = w
    }

    @Test func theToolbarShowsTheTopControllersItems() {
        let a = UIViewController(), b = UIViewController()
        let itemA = UIBarButtonItem(title: "A", style: .plain, target: nil, action: nil)
        let itemB = UIBarButtonItem(title: "B", style: .plain, target: nil, action: nil)
        a.toolbarItems = [itemA]
        b.setToolbarItems([itemB], animated: false)
        let nc = UINavigationController(rootViewController: a)
        #expect(nc.toolbar.items == [itemA])
        nc.pushViewController(b, animated: false)
        #expect(nc.toolbar.items == [itemB])
        let itemC = UIBarButtonItem(title: "C", style: .plain, target: nil, action: nil)
        b.toolbarItems = [itemC]
        #expect(nc.toolbar.items == [itemC])
    }

    @Test func aSwipeFromTheLeftEdgePastHalfWayPops() {
        let log = CallLog()
        let a = NamedController("A", log: log), b = NamedController("B", log: log)
        let nc = UINavigationController(rootViewController: a)
        let delegate = NavigationLogDelegate(log)
        nc.delegate = delegate
        let w = showInWindow(nc)
        nc.pushViewController(b, animated: false)
        _ = log.take()
        #expect(nc.interactivePopGestureRecognizer is UIScreenEdgePanGestureRecognizer)
        UIHeadless.touchDown(at: CGPoint(x: 5, y: 200), in: w)
        for x in stride(from: 25.0, through: 205.0, by: 20) {
            UIHeadless.advance(by: 0.1)
            UIHeadless.touchMove(to: CGPoint(x: x, y: 200))
        }
        #expect(log.take() == ["B.willMove(nil)", "B.viewWillDisappear(true)", "A.viewWillAppear(true)", "willShow(A)"])
        UIHeadless.runLoopTurn()
        // 200 pt of 320 moved: the popped view follows the finger, the one under it comes back from −30 %.
        #expect(abs(b.view.frame.minX - 200) < 1)
        #expect(abs(a.view.frame.minX + 96 * (1 - 200.0 / 320)) < 1)
        UIHeadless.advance(by: 0.5)
        UIHeadless.touchUp()
        UIHeadless.advance(by: 0.4)
        #expect(log.take() == ["B.viewDidDisappear(true)", "A.viewDidAppear(true)", "B.didMove(nil)", "didShow(A)"])
        #expect(nc.viewControllers == [a])
    }

    @Test func aShortSlowSwipeFromTheLeftEdgeIsCancelled() {
        let log = CallLog()
        let a = NamedController("A", log: log), b = NamedController("B", log: log)
        let nc = UINavigationController(rootViewController: a)
        let delegate = NavigationLogDelegate(log)
        nc.delegate = delegate
        let w = showInWindow(nc)
        nc.pushViewController(b, animated: false)
        _ = log.take()
        UIHeadless.touchDown(at: CGPoint(x: 5, y: 200), in: w)
        for x in stride(from: 25.0, through: 85.0, by: 20) {
            UIHeadless.advance(by: 0.1)
            UIHeadless.touchMove(to: CGPoint(x: x, y: 200))
        }
        UIHeadless.advance(by: 0.5)
        UIHeadless.touchUp()
        UIHeadless.advance(by: 0.4)
        #expect(log.take() == ["B.willMove(nil)", "B.viewWillDisappear(true)", "A.viewWillAppear(true)", "willShow(A)",
                               "B.viewWillAppear(true)", "A.viewWillDisappear(true)", "A.viewDidDisappear(true)",
                               "B.viewDidAppear(true)", "B.didMove(parent)"])
        #expect(nc.viewControllers == [a, b])
        #expect(b.view.frame.minX == 0 && b.view.superview === nc.view)
        #expect(a.viewIfLoaded?.superview == nil)
    }
}

/// Apple raises on these; here they trap with Apple's message.
@Suite struct UINavigationControllerMisuseTests {
    @Test func pushingTheSameControllerTwiceTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let a = UIViewController()
                let nc = UINavigationController(rootViewController: a)
                nc.pushViewController(a, animated: false) // "Pushing the same view controller instance more than once is not supported"
            }
        }
    }

    @Test func pushingANavigationControllerTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let nc = UINavigationController(rootViewController: UIViewController())
                nc.pushViewController(UINavigationController(), animated: false) // "Pushing a navigation controller is not supported"
            }
        }
    }

    @Test func poppingToAControllerNotOnTheStackTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let nc = UINavigationController(rootViewController: UIViewController())
                _ = nc.popToViewController(UIViewController(), animated: false) // "Tried to pop to a view controller that doesn't exist."
            }
        }
    }

    @Test func settingTheDelegateOfAManagedNavigationBarTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let nc = UINavigationController(rootViewController: UIViewController())
                let d = BarDelegateLog()
                nc.navigationBar.delegate = d // "Cannot manually set the delegate on a UINavigationBar managed by a controller."
            }
        }
    }

    @Test func settingTheDelegateOfAManagedTabBarTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                final class D: UITabBarDelegate {}
                let tc = UITabBarController()
                let d = D()
                tc.tabBar.delegate = d // "Changing the delegate of a tab bar managed by a tab bar controller is not allowed."
            }
        }
    }
}
