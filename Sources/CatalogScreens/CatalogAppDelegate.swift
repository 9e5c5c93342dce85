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

    /// The desktop app's last word when its window is closed: a one-line summary.
    public func applicationWillTerminate(_ application: UIApplication) {
        guard CatalogViewController.logsNavigation, let catalog = catalogViewController else { return }
        let place = catalog.currentIndex.map { "on page \($0 + 1) of \(catalog.pages.count)" }
            ?? "on the \(catalog.lists[catalog.selectedIndex].title ?? "") list"
        let line = "Catalog: window closed \(place)\n"
        FileHandle.standardOutput.write(Data(line.utf8))
    }

    /// The catalog shown in the main window.
    public var catalogViewController: CatalogViewController? {
        window?.rootViewController as? CatalogViewController
    }
}
