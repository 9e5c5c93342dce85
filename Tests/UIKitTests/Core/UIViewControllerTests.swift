import Testing
import UIKit
import TestSupport

@MainActor
final class LoggingController: UIViewController {
    var log: [String] = []
    override func loadView() { log.append("loadView"); super.loadView() }
    override func viewDidLoad() { log.append("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("viewDidDisappear") }
    override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews") }
    override func willMove(toParent parent: UIViewController?) { log.append("willMove(\(parent == nil ? "nil" : "parent"))") }
    override func didMove(toParent parent: UIViewController?) { log.append("didMove(\(parent == nil ? "nil" : "parent"))") }
}

@Suite @MainActor struct UIViewControllerTests {
    @Test func viewLoadsLazilyOnce() {
        let vc = LoggingController()
        #expect(!vc.isViewLoaded && vc.viewIfLoaded == nil)
        _ = vc.view
        _ = vc.view
        #expect(vc.isViewLoaded)
        #expect(vc.log == ["loadView", "viewDidLoad"])
    }

    @Test func rootControllerAppearsWithItsWindow() {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let vc = LoggingController()
        w.rootViewController = vc
        vc.log = []
        w.makeKeyAndVisible()
        #expect(vc.log == ["viewWillAppear", "viewDidAppear"])
        vc.log = []
        w.isHidden = true
        #expect(vc.log == ["viewWillDisappear", "viewDidDisappear"])
    }

    @Test func layoutCallbacksWrapTheViewsLayout() {
        let vc = LoggingController()
        vc.view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        vc.log = []
        vc.view.setNeedsLayout()
        vc.view.layoutIfNeeded()
        #expect(vc.log == ["viewWillLayoutSubviews", "viewDidLayoutSubviews"])
    }

    @Test func containment() {
        let parent = UIViewController(), child = LoggingController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(parent.children == [child] && child.parent === parent)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(parent.children.isEmpty && child.parent == nil)
        #expect(child.log.filter { $0.hasPrefix("willMove") || $0.hasPrefix("didMove") } ==
                ["willMove(parent)", "didMove(parent)", "willMove(nil)", "didMove(nil)"])
    }

    @Test func responderChainGoesThroughTheController() {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let vc = UIViewController()
        w.rootViewController = vc
        let button = UIView()
        vc.view.addSubview(button)
        #expect(button.next === vc.view)
        #expect(vc.view.next === vc)
        #expect(vc.next === w)
        #expect(w.next === UIApplication.shared)
    }

    @Test func presentAndDismissFullScreen() {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let root = LoggingController()
        w.rootViewController = root
        w.makeKeyAndVisible()
        let modal = LoggingController()
        modal.modalPresentationStyle = .fullScreen
        var completed = false
        root.log = []
        root.present(modal, animated: false) { completed = true }
        #expect(root.presentedViewController === modal && modal.presentingViewController === root)
        UIHeadless.runLoopTurn()
        #expect(completed)
        // Apple's shape: the presented view lives in the presentation's container view, which fills the window.
        let container = modal.presentationController?.containerView
        #expect(modal.view.superview === container && container?.superview === w && modal.view.frame == w.bounds)
        let appearance: (LoggingController) -> [String] = { $0.log.filter { $0.contains("ppear") } }
        #expect(appearance(modal) == ["viewWillAppear", "viewDidAppear"])
        #expect(appearance(root) == ["viewWillDisappear", "viewDidDisappear"])
        root.log = []
        var dismissed = false
        modal.dismiss(animated: false) { dismissed = true }
        UIHeadless.runLoopTurn()
        #expect(dismissed && root.presentedViewController == nil && modal.view.superview == nil)
        #expect(appearance(root) == ["viewWillAppear", "viewDidAppear"])
        w.isHidden = true
    }

    @Test func animatedPresentationSlidesUpThenCompletes() {
        let manual = ManualClock(startingAt: 5000)
        defer { manual.restore() }
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        let root = UIViewController()
        w.rootViewController = root
        w.makeKeyAndVisible()
        let modal = LoggingController()
        modal.modalPresentationStyle = .fullScreen // .automatic is a page sheet since iOS 13
        var completed = false
        root.present(modal, animated: true) { completed = true }
        UIHeadless.runLoopTurn() // commits: the slide begins
        UIHeadless.advance(by: 0.15)
        let y = modal.view.layer.presentation()?.frame.minY ?? -1
        #expect(y > 0 && y < 200)          // on its way up from below the window
        #expect(!completed)
        UIHeadless.advance(by: 0.2)
        #expect(completed)
        #expect(modal.view.frame == w.bounds)
        #expect(modal.log.filter { $0.contains("ppear") } == ["viewWillAppear", "viewDidAppear"])
        var dismissed = false
        modal.dismiss(animated: true) { dismissed = true }
        UIHeadless.runLoopTurn()
        #expect(modal.view.superview?.superview === w) // still sliding out
        UIHeadless.advance(by: 0.35)
        #expect(dismissed && modal.view.superview == nil)
        w.isHidden = true
    }

    @Test func screenSizeChangesReachTheRootController() {
        final class SizeController: UIViewController {
            var sizes: [CGSize] = []
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                sizes.append(size)
                super.viewWillTransition(to: size, with: coordinator)
            }
        }
        let screen = UIHeadless.connectScreen(size: CGSize(width: 300, height: 200), scale: 1)
        defer { UIHeadless.disconnectScreen(screen) }
        let w = UIWindow(frame: screen.bounds)
        w.screen = screen
        let vc = SizeController()
        let child = SizeController()
        vc.addChild(child)
        w.rootViewController = vc
        UIHeadless.resizeScreen(screen, to: CGSize(width: 400, height: 250))
        #expect(vc.sizes == [CGSize(width: 400, height: 250)])
        #expect(child.sizes == [CGSize(width: 400, height: 250)])
        #expect(w.bounds.size == CGSize(width: 400, height: 250))
        #expect(vc.view.bounds.size == CGSize(width: 400, height: 250))
    }
}
