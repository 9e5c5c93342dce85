import Foundation
import Testing
@testable import UIKit
import TestSupport
import UIKitTestSupport

/// What a root controller hears when its window's size class or the system's style changes: the transition
/// callbacks, traitCollectionDidChange(_:), and the layout-margin callbacks (the system minimum margins are
/// 16 pt in a compact width and 20 pt in a regular one), each once per change and in Apple's order.
@Suite(.serialized) @MainActor struct TraitChangeCallbackTests {
    final class Log {
        var entries: [String] = []
        func take() -> [String] { defer { entries = [] }; return entries }
    }

    final class MarginView: UIView {
        let log: Log
        init(log: Log) {
            self.log = log
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func layoutMarginsDidChange() {
            super.layoutMarginsDidChange()
            log.entries.append("view.layoutMarginsDidChange(\(Int(directionalLayoutMargins.leading)))")
        }
    }

    final class LoggingController: UIViewController {
        let log: Log
        init(log: Log) {
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func loadView() { view = MarginView(log: log) }
        override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
            super.willTransition(to: newCollection, with: coordinator)
            log.entries.append("willTransition(to: \(newCollection.horizontalSizeClass == .regular ? "regular" : "compact"))")
        }
        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            log.entries.append("viewWillTransition(to: \(Int(size.width)))")
        }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            let was = previousTraitCollection?.userInterfaceStyle == .dark ? "dark" : "light"
            let now = traitCollection.userInterfaceStyle == .dark ? "dark" : "light"
            let sizeChanged = previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass
            log.entries.append(sizeChanged ? "traitCollectionDidChange(size class)" : "traitCollectionDidChange(\(was)→\(now))")
        }
        override func viewLayoutMarginsDidChange() {
            super.viewLayoutMarginsDidChange()
            log.entries.append("viewLayoutMarginsDidChange(\(Int(view.directionalLayoutMargins.leading)))")
        }
    }

    /// Apple: a size-class change tells willTransition(to:with:), then viewWillTransition(to:with:), then
    /// traitCollectionDidChange(_:), then the margins (the root view's, then its controller's) at the new
    /// system minimum; a resize within one size class changes no margins.
    @Test func marginsFollowTheHorizontalSizeClassOncePerChange() {
        let stage = ViewsStage(width: 600, height: 400)
        defer { stage.close() }
        let log = Log()
        let vc = LoggingController(log: log)
        stage.window.rootViewController = vc
        UIHeadless.runLoopTurn()
        #expect(vc.traitCollection.horizontalSizeClass == .compact)
        #expect(vc.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(vc.view.directionalLayoutMargins.leading == 16 && vc.view.directionalLayoutMargins.trailing == 16)
        _ = log.take()

        UIHeadless.resizeScreen(stage.screen, to: CGSize(width: 800, height: 400))
        UIHeadless.runLoopTurn()
        #expect(vc.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
        #expect(vc.view.directionalLayoutMargins.leading == 20 && vc.view.layoutMargins.right == 20)
        #expect(log.take() == ["willTransition(to: regular)", "viewWillTransition(to: 800)",
                               "traitCollectionDidChange(size class)",
                               "view.layoutMarginsDidChange(20)", "viewLayoutMarginsDidChange(20)"])

        UIHeadless.resizeScreen(stage.screen, to: CGSize(width: 750, height: 400))
        UIHeadless.runLoopTurn()
        #expect(log.take() == ["viewWillTransition(to: 750)"])

        UIHeadless.resizeScreen(stage.screen, to: CGSize(width: 500, height: 400))
        UIHeadless.runLoopTurn()
        #expect(vc.view.directionalLayoutMargins.leading == 16)
        #expect(log.take() == ["willTransition(to: compact)", "viewWillTransition(to: 500)",
                               "traitCollectionDidChange(size class)",
                               "view.layoutMarginsDidChange(16)", "viewLayoutMarginsDidChange(16)"])
    }

    /// Margins set larger than both minimums do not change with the size class.
    @Test func marginsSetAboveTheMinimumStay() {
        let stage = ViewsStage(width: 600, height: 400)
        defer { stage.close() }
        let log = Log()
        let vc = LoggingController(log: log)
        vc.loadViewIfNeeded()
        vc.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 30)
        stage.window.rootViewController = vc
        UIHeadless.runLoopTurn()
        _ = log.take()
        UIHeadless.resizeScreen(stage.screen, to: CGSize(width: 800, height: 400))
        UIHeadless.runLoopTurn()
        #expect(vc.view.directionalLayoutMargins.leading == 30)
        #expect(log.take() == ["willTransition(to: regular)", "viewWillTransition(to: 800)",
                               "traitCollectionDidChange(size class)"])
    }

    /// The first change of the system's style reaches a root controller's traitCollectionDidChange(_:), as later
    /// ones do, with or without trait-change registrations — for a plain controller, a navigation controller
    /// and the controller it shows.
    @Test func rootControllersHearTheFirstSystemStyleChange() {
        UIHeadless.setUserInterfaceStyle(.light)
        defer { UIHeadless.setUserInterfaceStyle(.light) }
        let stage = ViewsStage(width: 300, height: 300)
        defer { stage.close() }
        let log = Log()
        let vc = LoggingController(log: log)
        stage.window.rootViewController = vc
        UIHeadless.runLoopTurn()
        _ = log.take()
        UIHeadless.setUserInterfaceStyle(.dark)
        #expect(log.take() == ["traitCollectionDidChange(light→dark)"])
        #expect(vc.traitCollection.userInterfaceStyle == .dark)
        UIHeadless.setUserInterfaceStyle(.light)
        #expect(log.take() == ["traitCollectionDidChange(dark→light)"])

        let shownLog = Log()
        let shown = LoggingController(log: shownLog)
        let nc = NavigationLogging(rootViewController: shown)
        nc.log = log
        stage.window.rootViewController = nc
        UIHeadless.runLoopTurn()
        _ = log.take()
        _ = shownLog.take()
        UIHeadless.setUserInterfaceStyle(.dark)
        #expect(log.take() == ["nc.traitCollectionDidChange(light→dark)"])
        #expect(shownLog.take() == ["traitCollectionDidChange(light→dark)"])
    }

    /// The same on the main screen, for a window made the way an app delegate makes one.
    @Test func aMainScreenRootControllerHearsTheFirstSystemStyleChange() {
        UIHeadless.setUserInterfaceStyle(.light)
        defer { UIHeadless.setUserInterfaceStyle(.light) }
        let log = Log()
        let vc = LoggingController(log: log)
        let w = UIWindow(frame: UIScreen.main.bounds)
        w.rootViewController = vc
        w.makeKeyAndVisible()
        defer { w.isHidden = true }
        UIHeadless.runLoopTurn()
        _ = log.take()
        UIHeadless.setUserInterfaceStyle(.dark)
        #expect(log.take() == ["traitCollectionDidChange(light→dark)"])
    }

    final class NavigationLogging: UINavigationController {
        var log: Log?
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            let was = previousTraitCollection?.userInterfaceStyle == .dark ? "dark" : "light"
            let now = traitCollection.userInterfaceStyle == .dark ? "dark" : "light"
            log?.entries.append("nc.traitCollectionDidChange(\(was)→\(now))")
        }
    }
}
