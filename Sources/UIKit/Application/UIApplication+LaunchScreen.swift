import Foundation

// The launch screen: iOS shows the app's `UILaunchStoryboardName` from the moment the app is opened until its
// first frame. Here it is drawn and presented before the delegate is told to launch, above any window the
// launch makes, and hidden once the app has launched.
extension UIApplication {
    /// The window showing the launch screen while the app launches.
    static var launchScreenWindow: UIWindow?

    /// Shows the launch storyboard's initial controller in a window and presents a frame of it now.
    func showLaunchScreen() {
        guard let name = UIApplication.infoValue("UILaunchStoryboardName") as? String,
              let storyboard = UIApplication.launchStoryboard(named: name),
              let controller = storyboard.instantiateInitialViewController() else { return }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.windowLevel = .normal + 1
        window.rootViewController = controller
        window.isHidden = false
        UIApplication.launchScreenWindow = window
        CATransaction.flush()
        FrameLoop.renderAllScreens()
    }

    /// Takes the launch screen away: the app's own windows are up.
    func hideLaunchScreen() {
        UIApplication.launchScreenWindow?.isHidden = true
        UIApplication.launchScreenWindow = nil
    }
}
