import Foundation

/// The shared edit menu of iOS 3–15 (deprecated in iOS 16 for UIEditMenuInteraction, still called by much
/// code): the standard edit actions and `menuItems` the first responder can perform, shown at a rectangle of a
/// view.
// Linux: shown as the desktop's vertical menu, like UIEditMenuInteraction's.
@preconcurrency @MainActor
open class UIMenuController: NSObject {
    /// Where the menu's arrow points (Apple's raw values).
    public enum ArrowDirection: Int, Sendable {
        case `default` = 0
        case up = 1
        case down = 2
        case left = 3
        case right = 4
    }

    /// Posted before the menu shows.
    public static let willShowMenuNotification = Notification.Name("UIMenuControllerWillShowMenuNotification")
    /// Posted after the menu shows.
    public static let didShowMenuNotification = Notification.Name("UIMenuControllerDidShowMenuNotification")
    /// Posted before the menu hides.
    public static let willHideMenuNotification = Notification.Name("UIMenuControllerWillHideMenuNotification")
    /// Posted after the menu hides.
    public static let didHideMenuNotification = Notification.Name("UIMenuControllerDidHideMenuNotification")
    /// Posted when the menu's frame changes.
    public static let menuFrameDidChangeNotification = Notification.Name("UIMenuControllerMenuFrameDidChangeNotification")

    private static let sharedController = UIMenuController()
    /// The app's menu controller.
    open class var shared: UIMenuController { sharedController }

    /// Custom items shown after the standard edit actions, when the first responder can perform their actions.
    open var menuItems: [UIMenuItem]?
    /// Where the arrow points (stored: the desktop's menu has no arrow).
    open var arrowDirection: ArrowDirection = .default
    private var panel: MenuPanelView?
    private var target: (view: UIView, rect: CGRect)?
    /// Whether a menu is being shown in place of the one shown (its going is not the menu hiding).
    private var replacing = false

    /// Whether the menu is shown.
    open var isMenuVisible: Bool {
        get { panel?.superview != nil }
        @available(iOS, deprecated: 13.0, message: "Use showMenuFromView:rect: or hideMenuFromView: instead.")
        set { setMenuVisible(newValue, animated: false) }
    }

    /// The menu's frame in screen coordinates (zero while hidden).
    open var menuFrame: CGRect {
        guard let panel, panel.superview != nil, let window = panel.window else { return .zero }
        return panel.convert(panel.panelFrame, to: window.screen.coordinateSpace)
    }

    /// Shows the menu pointing at `targetRect` of `targetView` (iOS 13).
    open func showMenu(from targetView: UIView, rect targetRect: CGRect) {
        target = (targetView, targetRect)
        show()
    }

    /// Hides the menu shown from `targetView` (iOS 13).
    open func hideMenu(from targetView: UIView) {
        guard target?.view === targetView else { return }
        hideMenu()
    }

    /// Hides the menu (iOS 13).
    open func hideMenu() {
        panel?.dismiss()
    }

    /// Where the menu will point.
    @available(iOS, deprecated: 13.0, message: "Use showMenuFromView:rect: instead.")
    open func setTargetRect(_ targetRect: CGRect, in targetView: UIView) {
        target = (targetView, targetRect)
    }

    /// Shows or hides the menu at the target set with `setTargetRect(_:in:)`.
    @available(iOS, deprecated: 13.0, message: "Use showMenuFromView:rect: or hideMenuFromView: instead.")
    open func setMenuVisible(_ menuVisible: Bool, animated: Bool) {
        if menuVisible { show() } else { hideMenu() }
    }

    /// Rebuilds the menu shown for what the first responder can perform now.
    open func update() {
        if isMenuVisible { show() }
    }

    private func show() {
        guard let (view, rect) = target, let window = view.window else { return }
        let responder: UIResponder = UIResponder.currentFirstResponder ?? view
        var actions = TextEditMenu.menu(for: responder)?.children ?? []
        for item in menuItems ?? [] where responder.target(forAction: item.action, withSender: self) != nil {
            let selector = item.action
            actions.append(UIAction(title: item.title) { [weak responder] _ in
                guard let responder, let target = responder.target(forAction: selector, withSender: UIMenuController.shared)
                else { return }
                UIResponder.perform(selector, on: target as AnyObject, sender: UIMenuController.shared, event: nil)
            })
        }
        guard !actions.isEmpty else { return }
        let center = NotificationCenter.default
        let wasVisible = isMenuVisible
        if !wasVisible { center.post(name: Self.willShowMenuNotification, object: self) }
        replacing = true
        panel = MenuPanelView.show(UIMenu(children: actions), anchor: view.convert(rect, to: window), in: window,
                                   takesFocus: false, onChoose: { action, parent in
            MenuPanelView.choose(action, in: parent, sender: UIMenuController.shared)
        }, onDismiss: { [weak self] in self?.menuDidHide() })
        replacing = false
        if !wasVisible { center.post(name: Self.didShowMenuNotification, object: self) }
    }

    private func menuDidHide() {
        guard !replacing else { return }
        panel = nil
        NotificationCenter.default.post(name: Self.willHideMenuNotification, object: self)
        NotificationCenter.default.post(name: Self.didHideMenuNotification, object: self)
    }
}
