import Foundation

// A desktop window has no status bar: the deprecated application-wide status bar API answers as iOS does
// when the status bar is hidden.
extension UIApplication {
    /// The status bar's frame in screen coordinates: `.zero` (no status bar).
    @available(*, deprecated, message: "Use the statusBarManager property of the window scene instead.")
    public var statusBarFrame: CGRect { .zero }

    /// The interface orientation of the status bar: portrait (a desktop window does not turn).
    @available(*, deprecated, message: "Use the interfaceOrientation property of the window scene instead.")
    public var statusBarOrientation: UIInterfaceOrientation { .portrait }

    /// Whether the status bar is hidden: true (there is none).
    @available(*, deprecated, message: "Use prefersStatusBarHidden instead.")
    public var isStatusBarHidden: Bool { true }

    /// The status bar's style.
    @available(*, deprecated, message: "Use the statusBarManager property of the window scene instead.")
    public var statusBarStyle: UIStatusBarStyle { .default }
}
