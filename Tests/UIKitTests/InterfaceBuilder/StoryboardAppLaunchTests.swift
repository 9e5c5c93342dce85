import Foundation
import Testing
@testable import UIKit

// Xcode's "App" template, as Xcode writes it: an app delegate that names the scene configuration, a scene
// delegate that leaves the window to the storyboard, Main and LaunchScreen storyboards, and the Info.plist.
final class TemplateStoryboardAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}

final class TemplateStoryboardSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var windowAtWillConnect: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let _ = (scene as? UIWindowScene) else { return }
        windowAtWillConnect = window
    }
}

/// An app without scenes whose Info.plist names its main storyboard.
final class MainStoryboardAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var rootAtDidFinish: UIViewController?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        rootAtDidFinish = window?.rootViewController
        return true
    }
}

/// What was on screen while the delegate launched the app.
final class LaunchScreenAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var launchScreenAtDidFinish: UIWindow?
    var launchScreenWasVisible = false

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        launchScreenAtDidFinish = UIApplication.launchScreenWindow
        launchScreenWasVisible = UIApplication.launchScreenWindow?.isHidden == false
        return true
    }
}

final class TemplateViewController: UIViewController {
    var greetingLabel: UILabel?
    var loaded = false

    override func viewDidLoad() {
        super.viewDidLoad()
        loaded = greetingLabel != nil
    }

    override func setNibValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "greetingLabel": greetingLabel = value as? UILabel
        default: return super.setNibValue(value, forKey: key)
        }
        return true
    }
}

@Suite(.serialized) @MainActor struct StoryboardAppLaunchTests {
    private func withLaunchInfo(_ info: [String: Any], _ body: () throws -> Void) rethrows {
        let app = UIApplication.shared
        let previous = app.delegate
        UIApplication.launchBundle = .module
        UIApplication.launchInfoOverride = info
        defer {
            for window in app.connectedScenes.compactMap({ $0 as? UIWindowScene }).flatMap(\.windows) { window.isHidden = true }
            app.disconnectAllScenes()
            app.delegate = previous
            UIApplication.launchBundle = .main
            UIApplication.launchInfoOverride = nil
        }
        app.disconnectAllScenes()
        try body()
    }

    private func templateInfo() throws -> [String: Any] {
        let url = try #require(UINib.resourceURL("TemplateInfo", extension: "plist", in: .module))
        let data = try Data(contentsOf: url)
        return try #require(PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
    }

    @Test func theXcodeAppTemplateLaunchesItsMainStoryboardThroughTheSceneManifest() throws {
        let info = try templateInfo()
        try withLaunchInfo(info) {
            let delegate = makeApplicationDelegate(TemplateStoryboardAppDelegate.self)
            launchApplication(appType: UIApplication.self, delegate: delegate)
            let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
            let sceneDelegate = try #require(scene.delegate as? TemplateStoryboardSceneDelegate)
            // UIKit gives the scene delegate its window before willConnectTo, and shows it after.
            let window = try #require(sceneDelegate.windowAtWillConnect)
            #expect(sceneDelegate.window === window)
            #expect(window.isKeyWindow && window.windowScene === scene)
            let root = try #require(window.rootViewController as? TemplateViewController)
            #expect(root.loaded)
            #expect(root.greetingLabel?.text == "Hello, storyboard")
            #expect(root.storyboard != nil)
        }
    }

    @Test func anAppWithoutScenesLaunchesUIMainStoryboardFile() {
        withLaunchInfo(["UIMainStoryboardFile": "TemplateMain"]) {
            let delegate = makeApplicationDelegate(MainStoryboardAppDelegate.self) as! MainStoryboardAppDelegate
            launchApplication(appType: UIApplication.self, delegate: delegate)
            #expect(delegate.rootAtDidFinish is TemplateViewController)
            #expect(delegate.window?.isKeyWindow == true)
            delegate.window?.isHidden = true
        }
    }

    @Test func theLaunchScreenIsShownWhileTheAppLaunchesThenHidden() throws {
        try withLaunchInfo(["UIMainStoryboardFile": "TemplateMain", "UILaunchStoryboardName": "LaunchScreen"]) {
            let delegate = makeApplicationDelegate(LaunchScreenAppDelegate.self) as! LaunchScreenAppDelegate
            launchApplication(appType: UIApplication.self, delegate: delegate)
            let launch = try #require(delegate.launchScreenAtDidFinish)
            #expect(delegate.launchScreenWasVisible)
            #expect(launch.windowLevel > .normal)
            #expect(launch.rootViewController?.storyboard != nil)
            #expect(launch.isHidden, "hidden once the app has launched")
            #expect(UIApplication.launchScreenWindow == nil)
            #expect(delegate.window?.isKeyWindow == true)
            delegate.window?.isHidden = true
        }
    }

    @Test func theLaunchScreenStoryboardLoads() throws {
        let info = try templateInfo()
        let name = try #require(info["UILaunchStoryboardName"] as? String)
        let launch = UIStoryboard(name: name, bundle: .module).instantiateInitialViewController()
        let view = try #require(launch?.view)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(rgba(view.backgroundColor) == [1, 1, 1, 1])
    }
}
