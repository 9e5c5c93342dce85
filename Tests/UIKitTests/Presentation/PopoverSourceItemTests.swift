import Foundation
import Testing
@testable import UIKit
import UIKitTestSupport

/// `UIPopoverPresentationControllerSourceItem` (iOS 16) and its `frame(in:)` (iOS 17): views, layout guides,
/// bar button items and tab bar items as what a popover points at.
@Suite(.serialized) @MainActor struct PopoverSourceItemTests {
    @Test func eachKindOfItemHasItsFrameWhileShown() throws {
        let stage = ViewsStage(width: 1024, height: 768)
        defer { stage.close() }
        let content = UIViewController()
        let item = UIBarButtonItem(systemItem: .add)
        content.navigationItem.rightBarButtonItem = item
        stage.window.rootViewController = UINavigationController(rootViewController: content)
        stage.window.layoutIfNeeded()
        let root = stage.window

        let view = UIView(frame: CGRect(x: 100, y: 200, width: 40, height: 30))
        content.view.addSubview(view)
        #expect(view.frame(in: root) == view.convert(view.bounds, to: root))
        let guide = UILayoutGuide()
        view.addLayoutGuide(guide)
        view.layoutIfNeeded()
        #expect(guide.frame(in: root) == view.convert(guide.layoutFrame, to: root))

        let button = try #require(BarButtonView.view(showing: item, in: root))
        #expect(item.frame(in: root) == button.convert(button.bounds, to: root))

        let bar = UITabBar(frame: CGRect(x: 0, y: 700, width: 1024, height: 49))
        let tab = UITabBarItem(title: "Inbox", image: nil, tag: 0)
        bar.items = [UITabBarItem(title: "Home", image: nil, tag: 1), tab]
        root.addSubview(bar)
        #expect(tab.frame(in: root) == bar.convert(bar.itemFrame(at: 1), to: root))

        // Not in a window: no frame.
        let loose = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(loose.frame(in: root) == nil)
        #expect(UIBarButtonItem(systemItem: .done).frame(in: root) == nil)
    }

    /// A popover whose `sourceItem` is a bar button item points up at the item's button, with no source view.
    @Test func aPopoverPointsAtItsSourceItem() throws {
        let stage = ViewsStage(width: 1024, height: 768)
        defer { stage.close() }
        let content = UIViewController()
        let item = UIBarButtonItem(systemItem: .action)
        content.navigationItem.rightBarButtonItem = item
        stage.window.rootViewController = UINavigationController(rootViewController: content)
        stage.window.layoutIfNeeded()
        let shown = UIViewController()
        shown.preferredContentSize = CGSize(width: 300, height: 200)
        shown.modalPresentationStyle = .popover
        shown.popoverPresentationController?.sourceItem = item
        content.present(shown, animated: false)
        UIHeadless.runLoopTurn()
        let popover = try #require(shown.popoverPresentationController)
        let button = try #require(BarButtonView.view(showing: item, in: stage.window))
        let tip = (popover.presentedView?.frame.minX ?? 0) + popover.arrowOffset
        #expect(popover.arrowDirection == .up)
        #expect(abs(tip - button.convert(button.bounds, to: nil).midX) < 0.5)
        shown.dismiss(animated: false)
        UIHeadless.runLoopTurn()
    }
}
