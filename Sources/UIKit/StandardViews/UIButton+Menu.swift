import Foundation

@MainActor
extension UIButton {
    /// Shows the button's menu beside it (as a tap does when showsMenuAsPrimaryAction is set).
    func presentMenu() {
        guard let menu, let window else { return }
        MenuPanelView.show(menu, anchor: convert(bounds, to: nil), in: window,
                           onChoose: { [weak self] action, parent in
            guard let self else { return }
            if self.changesSelectionAsPrimaryAction {
                // A pop-up button: the chosen element is the one selected, and its title is the button's.
                for case let sibling as UIAction in parent.children { sibling.state = sibling === action ? .on : .off }
                action.perform(sender: self)
                self.adoptMenuSelection()
                self.sendActions(for: .valueChanged)
            } else {
                MenuPanelView.choose(action, in: parent, sender: self)
            }
        }, onDismiss: {})
    }

    /// A pop-up button (changesSelectionAsPrimaryAction with a menu) always shows one selected element,
    /// the first one unless another is on, and takes its title.
    func adoptMenuSelection() {
        guard changesSelectionAsPrimaryAction, let menu else { return }
        let actions = menu.children.compactMap { $0 as? UIAction }
        guard let selected = actions.first(where: { $0.state == .on }) ?? actions.first else { return }
        if selected.state != .on { selected.state = .on }
        if configuration != nil { configuration?.title = selected.title } else { setTitle(selected.title, for: .normal) }
    }

    /// A button whose menu is not its primary action shows it on a long press (0.5 s, as on iOS).
    func updateMenuLongPress() {
        let wanted = menu != nil && !showsMenuAsPrimaryAction
        if wanted, menuLongPress == nil {
            let press = UILongPressGestureRecognizer { [weak self] recognizer in
                guard recognizer.state == .began, let self else { return }
                self.cancelTracking(with: nil)
                self.presentMenu()
            }
            menuLongPress = press
            addGestureRecognizer(press)
        } else if !wanted, let press = menuLongPress {
            removeGestureRecognizer(press)
            menuLongPress = nil
        }
    }
}
