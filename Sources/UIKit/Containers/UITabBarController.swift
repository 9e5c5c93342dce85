import Foundation

/// Placeholder replaced in the tab bar step.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {}
