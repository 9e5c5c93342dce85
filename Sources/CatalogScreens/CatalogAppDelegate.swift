import UIKit

/// The Catalog's app delegate: one window on the main screen, showing the catalog.
@MainActor
public final class CatalogAppDelegate: UIResponder, UIApplicationDelegate {
    /// The app's main window.
    public var window: UIWindow?

    public required override init() {
        super.init()
    }

    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .systemBackground
        window.rootViewController = CatalogViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    /// The catalog shown in the main window.
    public var catalogViewController: CatalogViewController? {
        window?.rootViewController as? CatalogViewController
    }
}
