import Testing
@testable import UIKit

// An app delegate written exactly as Xcode's iOS template writes it: no initializer of its own.
final class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var launched = false

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        launched = true
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        return true
    }
}

/// A delegate that overrides init(), as some iOS apps do to set things up early.
final class InitializingAppDelegate: UIResponder, UIApplicationDelegate {
    var setUp = false
    override init() {
        setUp = true
        super.init()
    }
}

@Suite(.serialized) @MainActor struct IOSAppDelegateTests {
    @Test func uiApplicationMainMakesADelegateThatDeclaresNoInitializer() {
        let delegate = makeApplicationDelegate(TemplateAppDelegate.self)
        #expect(delegate is TemplateAppDelegate)
        #expect(makeApplicationDelegate(InitializingAppDelegate.self) is InitializingAppDelegate)
        #expect((makeApplicationDelegate(InitializingAppDelegate.self) as? InitializingAppDelegate)?.setUp == true)
    }

    @Test func aTemplateDelegateLaunches() {
        let app = UIApplication.shared
        let previous = app.delegate
        defer {
            app.disconnectAllScenes()
            app.delegate = previous
        }
        let delegate = makeApplicationDelegate(TemplateAppDelegate.self) as! TemplateAppDelegate
        launchApplication(appType: UIApplication.self, delegate: delegate)
        #expect(delegate.launched)
        #expect(app.delegate === delegate)
        #expect(delegate.window?.isKeyWindow == true)
        // Without a scene delegate the app still has its one window scene, and the window belongs to it.
        #expect(app.connectedScenes.count == 1 && delegate.window?.windowScene != nil)
        delegate.window?.isHidden = true
    }
}
