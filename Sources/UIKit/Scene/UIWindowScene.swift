import Foundation

/// A scene that shows windows on a screen.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The windows that belong to the scene, explicitly (`UIWindow(windowScene:)`, `windowScene = `).
    var windowRefs: [WeakWindowRef] = []
    struct WeakWindowRef { weak var window: UIWindow? }
    private let statusBar = UIStatusBarManager()

    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        super.init(session: session, connectionOptions: connectionOptions)
    }

    /// The screen the scene shows on.
    open var screen: UIScreen { UIScreen.main }

    /// The scene's windows, back to front: those placed in it, and (for the app's first scene) windows made
    /// without a scene, as UIKit puts them in the app's scene.
    open var windows: [UIWindow] {
        UIApplication.shared.windowList.filter { $0.windowScene === self }
    }

    /// The scene's key window.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    /// The interface orientation: portrait (a desktop window does not turn).
    open var interfaceOrientation: UIInterfaceOrientation { .portrait }

    /// The scene's coordinate space: its screen's.
    open var coordinateSpace: UICoordinateSpace { screen.coordinateSpace }

    /// The scene's status bar (hidden on a desktop).
    open var statusBarManager: UIStatusBarManager? { statusBar }

    func contains(_ window: UIWindow) -> Bool { windowRefs.contains { $0.window === window } }
}
