import Foundation

/// The status bar of a window scene. A desktop window has none: it is hidden and takes no room.
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
    /// The style of the status bar.
    open var statusBarStyle: UIStatusBarStyle { .default }
    /// Whether the status bar is hidden: true.
    open var isStatusBarHidden: Bool { true }
    /// The status bar's frame: `.zero`.
    open var statusBarFrame: CGRect { .zero }

    override init() { super.init() }
}
