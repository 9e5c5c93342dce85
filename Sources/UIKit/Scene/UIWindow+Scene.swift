import Foundation

extension UIWindow {
    /// Makes a window in a window scene, filling the scene's screen.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
    }

    /// The scene the window belongs to; setting it moves the window to that scene. A window made without
    /// a scene belongs to the app's first window scene, as UIKit places it.
    public var windowScene: UIWindowScene? {
        get {
            let scenes = UIApplication.sceneList.compactMap { $0 as? UIWindowScene }
            return scenes.first { $0.contains(self) } ?? scenes.first
        }
        set {
            for scene in UIApplication.sceneList.compactMap({ $0 as? UIWindowScene }) {
                scene.windowRefs.removeAll { $0.window == nil || $0.window === self }
            }
            newValue?.windowRefs.append(UIWindowScene.WeakWindowRef(window: self))
        }
    }
}
