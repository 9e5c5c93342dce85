import Testing
import Foundation
@testable import UIKit

@MainActor
final class SplitLog: UISplitViewControllerDelegate {
    var log: [String] = []
    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { log.append("didCollapse") }
    func splitViewControllerDidExpand(_ svc: UISplitViewController) { log.append("didExpand") }
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
        log.append("willChangeTo(\(displayMode.rawValue))")
    }
}

@Suite @MainActor struct UISplitViewControllerTests {
    func window(width: CGFloat, root: UIViewController) -> UIWindow {
        UIHeadless.useManualClock()
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 600))
        w.rootViewController = root
        w.makeKeyAndVisible()
        UIHeadless.runLoopTurn()
        root.view.layoutIfNeeded()
        return w
    }

    @Test func rawValuesAreApples() {
        #expect(UISplitViewController.Style.tripleColumn.rawValue == 2)
        #expect(UISplitViewController.Column.compact.rawValue == 3)
        #expect(UISplitViewController.DisplayMode.twoDisplaceSecondary.rawValue == 6)
        #expect(UISplitViewController.SplitBehavior.displace.rawValue == 3)
    }

    @Test func threeColumnsSitSideBySideInARegularWidth() {
        let primary = UIViewController(), supplementary = UIViewController(), secondary = UIViewController()
        let split = UISplitViewController(style: .tripleColumn)
        split.setViewController(primary, for: .primary)
        split.setViewController(supplementary, for: .supplementary)
        split.setViewController(secondary, for: .secondary)
        #expect(split.viewController(for: .primary) === primary)
        #expect(primary.navigationController != nil && primary.splitViewController === split)
        let w = window(width: 1024, root: split)
        #expect(!split.isCollapsed && split.displayMode == .twoBesideSecondary)
        // 320 + 1 + 320 + 1 + the rest (382).
        #expect(primary.navigationController!.view.frame == CGRect(x: 0, y: 0, width: 320, height: 600))
        #expect(supplementary.navigationController!.view.frame == CGRect(x: 321, y: 0, width: 320, height: 600))
        #expect(secondary.navigationController!.view.frame == CGRect(x: 642, y: 0, width: 382, height: 600))
        split.hide(.primary)
        split.view.layoutIfNeeded()
        #expect(primary.navigationController!.view.superview == nil)
        #expect(supplementary.navigationController!.view.frame.minX == 0)
        _ = w
    }

    @Test func aCompactWidthCollapsesToTheCompactColumn() {
        let primary = UIViewController(), secondary = UIViewController(), compact = UIViewController()
        let split = UISplitViewController(style: .doubleColumn)
        let log = SplitLog()
        split.delegate = log
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        let w = window(width: 400, root: split)
        #expect(split.isCollapsed)
        #expect(log.log == ["didCollapse"])
        #expect(primary.navigationController!.view.frame == CGRect(x: 0, y: 0, width: 400, height: 600))
        #expect(secondary.navigationController!.view.superview == nil)
        split.setViewController(compact, for: .compact)
        split.view.layoutIfNeeded()
        #expect(compact.navigationController!.view.frame == CGRect(x: 0, y: 0, width: 400, height: 600))
        _ = w
    }
}
