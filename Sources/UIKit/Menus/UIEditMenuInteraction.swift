import Foundation

/// Shows an edit menu for its view (iOS 16): the system's edit actions the responder can perform (Cut, Copy,
/// Paste, Select, Select All), or the menu its delegate makes of them, pointing at the configuration's point.
// Linux: iOS draws a horizontal strip of buttons above the point; the desktop shows the same actions in
// Mac Catalyst's vertical menu (as the text views' edit menu does).
@preconcurrency @MainActor
open class UIEditMenuInteraction: NSObject, UIInteraction {
    /// The view the interaction is attached to.
    open private(set) weak var view: UIView?
    /// Shapes the menus (weak).
    open private(set) weak var delegate: UIEditMenuInteractionDelegate?

    private var shown: (configuration: UIEditMenuConfiguration, panel: MenuPanelView)?

    public init(delegate: UIEditMenuInteractionDelegate?) {
        self.delegate = delegate
        super.init()
    }

    open func willMove(to view: UIView?) {
        if view == nil { dismissMenu() }
    }

    open func didMove(to view: UIView?) { self.view = view }

    /// Shows the menu for `configuration` (replacing any menu shown); nothing shows when the view is not in a
    /// window or the menu would be empty.
    open func presentEditMenu(with configuration: UIEditMenuConfiguration) {
        dismissMenu()
        guard let view, let window = view.window else { return }
        let responder: UIResponder = (UIResponder.currentFirstResponder as? UIView).flatMap { $0.isDescendant(of: view) ? $0 : nil } ?? view
        let suggested = TextEditMenu.menu(for: responder)?.children ?? []
        let menu = delegate.map { $0.editMenuInteraction(self, menuFor: configuration, suggestedActions: suggested) }
            ?? UIMenu(children: suggested)
        guard let menu, !menu.children.isEmpty else { return }
        let target = delegate?.editMenuInteraction(self, targetRectFor: configuration)
            ?? CGRect(origin: configuration.sourcePoint, size: .zero)
        let animator = EditMenuAnimator()
        delegate?.editMenuInteraction(self, willPresentMenuFor: configuration, animator: animator)
        let panel = MenuPanelView.show(menu, anchor: view.convert(target, to: window), in: window, takesFocus: false,
                                       onChoose: { [weak view] action, parent in
            MenuPanelView.choose(action, in: parent, sender: view)
        }, onDismiss: { [weak self] in self?.menuDidGo(configuration) })
        animator.run()
        shown = (configuration, panel)
    }

    /// Hides the menu shown, if any.
    open func dismissMenu() {
        shown?.panel.dismiss()
    }

    /// Asks the delegate again for the menu shown (its actions may have changed).
    open func reloadVisibleMenu() {
        guard let configuration = shown?.configuration else { return }
        presentEditMenu(with: configuration)
    }

    /// Moves the menu shown to the delegate's target rectangle now.
    open func updateVisibleMenuPositionAnimated(_ animated: Bool) { reloadVisibleMenu() }

    /// Where the interaction's gesture is in `view` (the shown configuration's point, else the origin).
    open func location(in view: UIView) -> CGPoint {
        guard let own = self.view, let point = shown?.configuration.sourcePoint else { return .zero }
        return own.convert(point, to: view)
    }

    private func menuDidGo(_ configuration: UIEditMenuConfiguration) {
        guard shown?.configuration === configuration else { return }
        shown = nil
        let animator = EditMenuAnimator()
        delegate?.editMenuInteraction(self, willDismissMenuFor: configuration, animator: animator)
        animator.run()
    }
}
