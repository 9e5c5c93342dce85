import Testing
import Foundation
@testable import UIKit

@Suite @MainActor struct BarRenderingTests {
    /// A navigation stack of two in the first of three tabs, with bar button items, a toolbar and a badge.
    func makeScene() -> (UIWindow, UITabBarController, UINavigationController) {
        let root = UIViewController()
        root.title = "Settings"
        root.view.backgroundColor = .systemBackground
        let detail = UIViewController()
        detail.title = "General"
        detail.view.backgroundColor = .systemBackground
        detail.navigationItem.rightBarButtonItems = [UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil),
                                                     UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)]
        detail.toolbarItems = [UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil), .flexibleSpace(),
                               UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil), .flexibleSpace(),
                               UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil)]
        let nc = UINavigationController(rootViewController: root)
        nc.pushViewController(detail, animated: false)
        nc.isToolbarHidden = false
        nc.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 0)
        let second = UIViewController()
        second.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 1)
        second.tabBarItem.badgeValue = "3"
        let third = UIViewController()
        third.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 2)
        let tc = UITabBarController()
        tc.viewControllers = [nc, second, third]
        let w = showInWindow(tc)
        return (w, tc, nc)
    }

    @Test func barsDrawTheirItemsInTheTint() throws {
        let (w, _, nc) = makeScene()
        let image = try #require(UIHeadless.renderImage(of: w))
        if let dir = ProcessInfo.processInfo.environment["BAR_RENDER_DIR"] {
            try UIImage(cgImage: image).pngData()!.write(to: URL(fileURLWithPath: dir + "/bars.png"))
        }
        let back = try #require(nc.navigationBar.backButtonView)
        #expect(nc.navigationBar.backButtonTitle == "Settings")
        // Somewhere in the back button's chevron a pixel is system blue (0, 122, 255).
        let scale = w.screen.scale
        var sawBlue = false
        let data = try #require(image.dataProvider?.data) as Data
        let bpr = image.bytesPerRow
        for y in Int(back.frame.minY * scale)..<Int(back.frame.maxY * scale) {
            for x in Int(back.frame.minX * scale)..<Int((back.frame.minX + 12) * scale) {
                let i = y * bpr + x * 4
                let (b, g, r) = (data[i], data[i + 1], data[i + 2])
                if r < 40, g > 100, g < 140, b > 230 { sawBlue = true }
            }
        }
        #expect(sawBlue)
    }
}

@Suite @MainActor struct EmbeddedContainerTests {
    /// Containers embedded as children of another controller settle: a push with the toolbar shown in
    /// viewWillAppear, and a large-title stack in a tab, lay out in a bounded number of passes.
    @Test func embeddedContainersSettle() {
        let host = UIViewController()
        let w = showInWindow(host)
        let root = UIViewController()
        root.title = "Root"
        let nc = UINavigationController(rootViewController: root)
        host.addChild(nc)
        nc.view.frame = CGRect(x: 0, y: 0, width: 160, height: 240)
        host.view.addSubview(nc.view)
        nc.didMove(toParent: host)
        let large = UINavigationController(rootViewController: UIViewController())
        large.navigationBar.prefersLargeTitles = true
        let tc = UITabBarController()
        tc.viewControllers = [large, UIViewController()]
        host.addChild(tc)
        tc.view.frame = CGRect(x: 160, y: 0, width: 160, height: 240)
        host.view.addSubview(tc.view)
        tc.didMove(toParent: host)
        UIHeadless.runLoopTurn()
        let next = UIViewController()
        next.title = "Next"
        next.toolbarItems = [UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)]
        nc.pushViewController(next, animated: true)
        nc.setToolbarHidden(false, animated: true)
        UIHeadless.advance(by: 0.5)
        #expect(nc.topViewController === next)
        #expect(nc.navigationBar.showsBackButton)
        #expect(large.navigationBar.frame.height == 96)
        _ = w
    }
}
