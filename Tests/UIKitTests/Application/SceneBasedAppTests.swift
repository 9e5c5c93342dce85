import Testing
@testable import UIKit

// A scene-based app written as Xcode's iOS template writes it; the scene delegate's class is named in the
// configuration (an Info.plist scene manifest is read too when the app's bundle has one).
final class TemplateSceneAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }

    var becameActive = false
    func applicationDidBecomeActive(_ application: UIApplication) { becameActive = true }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var events: [String] = []

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        events.append("willConnect")
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
    }

    func sceneWillEnterForeground(_ scene: UIScene) { events.append("willEnterForeground") }
    func sceneDidBecomeActive(_ scene: UIScene) { events.append("didBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { events.append("willResignActive") }
    func sceneDidEnterBackground(_ scene: UIScene) { events.append("didEnterBackground") }
}

@Suite(.serialized) @MainActor struct SceneBasedAppTests {
    @Test func aTemplateSceneAppLaunchesItsWindowFromTheSceneDelegate() throws {
        let app = UIApplication.shared
        let previous = app.delegate
        defer {
            app.disconnectAllScenes()
            app.delegate = previous
        }
        app.disconnectAllScenes()
        let appDelegate = makeApplicationDelegate(TemplateSceneAppDelegate.self) as! TemplateSceneAppDelegate
        launchApplication(appType: UIApplication.self, delegate: appDelegate)

        #expect(app.connectedScenes.count == 1)
        let scene = try #require(app.connectedScenes.first as? UIWindowScene)
        let sceneDelegate = try #require(scene.delegate as? SceneDelegate)
        #expect(sceneDelegate.events == ["willConnect", "willEnterForeground", "didBecomeActive"])
        #expect(scene.activationState == .foregroundActive)
        #expect(scene.session.role == .windowApplication && scene.session.scene === scene)
        #expect(scene.session.configuration.name == "Default Configuration")
        #expect(app.openSessions.count == 1)
        let window = try #require(sceneDelegate.window)
        #expect(window.windowScene === scene && window.isKeyWindow)
        #expect(window.frame == UIScreen.main.bounds)
        #expect(scene.windows.contains(window) && scene.keyWindow === window)
        #expect(scene.statusBarManager?.isStatusBarHidden == true && scene.statusBarManager?.statusBarFrame == .zero)
        #expect(scene.interfaceOrientation == .portrait)
        // With a scene delegate, the app delegate's life-cycle methods are not called, as on iOS.
        #expect(!appDelegate.becameActive)

        app.enterBackground()
        #expect(sceneDelegate.events.suffix(2) == ["willResignActive", "didEnterBackground"])
        #expect(scene.activationState == .background)
        app.enterForeground()
        #expect(sceneDelegate.events.suffix(2) == ["willEnterForeground", "didBecomeActive"])
        window.isHidden = true
    }

    @Test func sessionRolesAndActivationStatesHaveApplesValues() {
        #expect(UISceneSession.Role.windowApplication.rawValue == "UIWindowSceneSessionRoleApplication")
        #expect(UISceneSession.Role.windowExternalDisplayNonInteractive.rawValue == "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
        #expect([UIScene.ActivationState.unattached, .foregroundActive, .foregroundInactive, .background].map(\.rawValue) == [-1, 0, 1, 2])
    }
}
