import Foundation

/// A controller's bar items and editing state, kept out of UIViewController until first asked for.
@MainActor
final class ViewControllerBarState {
    var navigationItemStorage: UINavigationItem?
    var tabBarItemStorage: UITabBarItem?
    var editButtonItem: UIBarButtonItem?
    var toolbarItems: [UIBarButtonItem]?
    var hidesBottomBarWhenPushed = false
    var isEditing = false
    var isMovingToParent = false
    var isMovingFromParent = false
    weak var topContentScrollView: UIScrollView?
    weak var bottomContentScrollView: UIScrollView?

    func navigationItem(for controller: UIViewController) -> UINavigationItem {
        if let navigationItemStorage { return navigationItemStorage }
        let item = UINavigationItem()
        item.title = controller.title
        navigationItemStorage = item
        return item
    }

    func tabBarItem(for controller: UIViewController) -> UITabBarItem {
        if let tabBarItemStorage { return tabBarItemStorage }
        let item = UITabBarItem()
        item.title = controller.title
        tabBarItemStorage = item
        return item
    }
}

extension UIViewController {
    var barState: ViewControllerBarState {
        if let barStateStorage { return barStateStorage }
        let s = ViewControllerBarState()
        barStateStorage = s
        return s
    }

    /// Apple: setting a controller's title sets its navigation item's and tab bar item's titles.
    func titleDidChange() {
        guard let s = barStateStorage else { return }
        s.navigationItemStorage?.title = title
        s.tabBarItemStorage?.title = title
    }

    /// Sets the scroll view the bars observe at every edge (iOS 15).
    public func setContentScrollView(_ scrollView: UIScrollView?) { setContentScrollView(scrollView, for: .all) }

    /// An item that toggles the controller's editing: Edit, or Done (bold) while editing.
    public var editButtonItem: UIBarButtonItem {
        if let item = barState.editButtonItem { return item }
        let item = UIBarButtonItem(title: nil, style: .plain, target: nil, action: nil)
        item.editingController = self
        item.updateEditTitle(editing: isEditing)
        barState.editButtonItem = item
        return item
    }
}
