import UIKit

final class TestAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let root = UINavigationController(rootViewController: HomeViewController())
        window.rootViewController = root
        window.makeKeyAndVisible()
        self.window = window
        // Launch arguments reach the app as on iOS: "-greeting Hi" shows "Hi" in the title.
        let args = CommandLine.arguments
        if let i = args.firstIndex(of: "-greeting"), i + 1 < args.count {
            (root.viewControllers.first as? HomeViewController)?.greeting = args[i + 1]
        }
        if let env = ProcessInfo.processInfo.environment["TEST_APP_SUBTITLE"] {
            (root.viewControllers.first as? HomeViewController)?.subtitle = env
        }
        return true
    }
}
