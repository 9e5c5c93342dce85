import Testing
import UIKit

/// Collects the names of posted notifications.
@MainActor
final class NotificationLog {
    var names: [String] = []
    nonisolated(unsafe) var tokens: [NSObjectProtocol] = []
    init(_ watched: [Notification.Name], object: AnyObject? = nil) {
        for n in watched {
            tokens.append(NotificationCenter.default.addObserver(forName: n, object: object, queue: nil) { [weak self] note in
                let name = note.name.rawValue
                MainActor.assumeIsolated { self?.names.append(name) }
            })
        }
    }
    deinit { for t in tokens { NotificationCenter.default.removeObserver(t) } }
}

@Suite @MainActor struct UIWindowTests {
    @Test func windowLevelConstants() {
        #expect(UIWindow.Level.normal.rawValue == 0)
        #expect(UIWindow.Level.statusBar.rawValue == 1000)
        #expect(UIWindow.Level.alert.rawValue == 2000)
        #expect(UIWindow.Level.normal < .alert)
    }

    @Test func newWindowsAreHiddenOnTheMainScreen() {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(w.isHidden)
        #expect(w.screen === UIScreen.main)
        #expect(!w.isKeyWindow)
        #expect(w.windowLevel == .normal)
    }

    @Test func makeKeyAndVisiblePostsVisibleAndKey() {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let log = NotificationLog([UIWindow.didBecomeVisibleNotification, UIWindow.didBecomeKeyNotification], object: w)
        w.makeKeyAndVisible()
        #expect(!w.isHidden && w.isKeyWindow)
        #expect(log.names == ["UIWindowDidBecomeVisibleNotification", "UIWindowDidBecomeKeyNotification"])
        w.isHidden = true
    }

    @Test func anotherKeyWindowMakesThePreviousResign() {
        let a = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        a.makeKeyAndVisible()
        let log = NotificationLog([UIWindow.didResignKeyNotification], object: a)
        b.makeKeyAndVisible()
        #expect(!a.isKeyWindow && b.isKeyWindow)
        #expect(log.names == ["UIWindowDidResignKeyNotification"])
        a.isHidden = true; b.isHidden = true
    }

    @Test func hidingPostsHiddenAndResignsKey() {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        w.makeKeyAndVisible()
        let log = NotificationLog([UIWindow.didBecomeHiddenNotification, UIWindow.didResignKeyNotification], object: w)
        w.isHidden = true
        #expect(!w.isKeyWindow)
        #expect(log.names.contains("UIWindowDidBecomeHiddenNotification"))
        #expect(log.names.contains("UIWindowDidResignKeyNotification"))
    }

    @Test func windowLevelsOrderTheScreensLayers() {
        let screen = UIHeadless.connectScreen(size: CGSize(width: 50, height: 50), scale: 1)
        defer { UIHeadless.disconnectScreen(screen) }
        let alert = UIWindow(frame: screen.bounds); alert.screen = screen; alert.windowLevel = .alert
        let normal = UIWindow(frame: screen.bounds); normal.screen = screen
        let status = UIWindow(frame: screen.bounds); status.screen = screen; status.windowLevel = .statusBar
        alert.isHidden = false; normal.isHidden = false; status.isHidden = false
        #expect(screen.rootLayer.sublayers?.map { $0 } == [normal.layer, status.layer, alert.layer])
        normal.windowLevel = UIWindow.Level(3000)
        #expect(screen.rootLayer.sublayers?.last === normal.layer)
        for w in [alert, normal, status] { w.isHidden = true }
        #expect(screen.rootLayer.sublayers?.isEmpty != false)
    }

    @Test func rootViewControllersViewFillsTheWindow() {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let vc = UIViewController()
        w.rootViewController = vc
        #expect(vc.view.superview === w)
        #expect(vc.view.frame == w.bounds)
        w.frame.size = CGSize(width: 480, height: 320)
        #expect(vc.view.frame.size == CGSize(width: 480, height: 320))
    }

    @Test func windowsNextResponderIsTheApplication() {
        let w = UIWindow(frame: .zero)
        #expect(w.next === UIApplication.shared)
    }

    @Test func screenConnectAndDisconnectNotify() {
        let log = NotificationLog([UIScreen.didConnectNotification, UIScreen.didDisconnectNotification])
        let s = UIHeadless.connectScreen(size: CGSize(width: 1920, height: 1080), scale: 1)
        #expect(UIScreen.screens.contains { $0 === s })
        #expect(s.bounds == CGRect(x: 0, y: 0, width: 1920, height: 1080))
        #expect(s.nativeBounds.size == CGSize(width: 1920, height: 1080))
        #expect(s.currentMode?.size == CGSize(width: 1920, height: 1080))
        #expect(s.currentMode?.pixelAspectRatio == 1)
        UIHeadless.disconnectScreen(s)
        #expect(!UIScreen.screens.contains { $0 === s })
        #expect(log.names == ["UIScreenDidConnectNotification", "UIScreenDidDisconnectNotification"])
    }

    @Test func mainScreenReportsPointsAndPixels() {
        let s = UIScreen.main
        #expect(s.nativeBounds.width == s.bounds.width * s.scale)
        #expect(s.nativeScale == s.scale)
        #expect(s.coordinateSpace.bounds == s.bounds)
    }

    /// A view on a second screen converts to its own screen's space, and between two screens a point stays as it
    /// is (the conversion asked each screen of the other, round and round, until the stack ran out).
    @Test func viewsOnASecondScreenConvertToItsSpace() {
        let second = UIHeadless.connectScreen(size: CGSize(width: 300, height: 200), scale: 1)
        defer { UIHeadless.disconnectScreen(second) }
        let window = UIWindow(frame: second.bounds)
        window.screen = second
        window.isHidden = false
        let view = UIView(frame: CGRect(x: 30, y: 40, width: 100, height: 50))
        window.addSubview(view)
        #expect(view.convert(CGRect(x: 1, y: 2, width: 3, height: 4), to: second.coordinateSpace)
                == CGRect(x: 31, y: 42, width: 3, height: 4))
        #expect(view.convert(CGPoint(x: 1, y: 2), to: second.coordinateSpace) == CGPoint(x: 31, y: 42))
        #expect(UIScreen.main.coordinateSpace.convert(CGPoint(x: 5, y: 6), to: second.coordinateSpace) == CGPoint(x: 5, y: 6))
        window.isHidden = true
    }
}
