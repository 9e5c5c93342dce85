import Foundation

extension UIViewController {
    /// The nearest navigation controller above this controller (nil when none).
    public var navigationController: UINavigationController? {
        var p = parentStorage
        while let c = p {
            if let n = c as? UINavigationController { return n }
            p = c.parentStorage
        }
        return nil
    }

    /// The nearest tab bar controller above this controller (nil when none).
    public var tabBarController: UITabBarController? {
        var p = parentStorage
        while let c = p {
            if let t = c as? UITabBarController { return t }
            p = c.parentStorage
        }
        return nil
    }

    /// The nearest split view controller above this controller (nil when none).
    public var splitViewController: UISplitViewController? {
        var p = parentStorage
        while let c = p {
            if let s = c as? UISplitViewController { return s }
            p = c.parentStorage
        }
        return nil
    }

    /// Whether the controller is being added to a container (pushed) right now.
    public var isMovingToParent: Bool { barStateStorage?.isMovingToParent ?? false }
    /// Whether the controller is being removed from a container (popped) right now.
    public var isMovingFromParent: Bool { barStateStorage?.isMovingFromParent ?? false }

    /// A top controller's toolbar items changed: its navigation controller's toolbar follows.
    func toolbarItemsDidChange(animated: Bool) {
        guard let n = parentStorage as? UINavigationController, n.topViewController === self else { return }
        n.updateToolbarItems(animated: animated)
    }
}
