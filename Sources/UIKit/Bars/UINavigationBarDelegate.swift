import Foundation

/// Hears about items pushed and popped on a navigation bar that no navigation controller manages. Every
/// method is optional.
@preconcurrency @MainActor
public protocol UINavigationBarDelegate: AnyObject {
    /// Whether `item` may be pushed (true).
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
    /// `item` was pushed.
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
    /// Whether `item` may be popped (true).
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    /// `item` was popped.
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

public extension UINavigationBarDelegate {
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}
