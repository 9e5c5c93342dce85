import Testing
import UIKit

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
        #expect(modal.view.superview === w && modal.view.frame == w.bounds)
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
}
