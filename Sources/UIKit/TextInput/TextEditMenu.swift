import Foundation

/// The edit menu a secondary click (right-click) opens in a text field or text view on the desktop, as Mac
/// Catalyst opens its context menu there: the standard edit actions the view's `canPerformAction(_:withSender:)`
/// allows, in the edit menu's order, at the click point. Choosing one sends its action along the responder
/// chain from the view, as the Ctrl shortcuts do.
// Linux: iOS shows these in UIEditMenuInteraction's horizontal menu; the desktop shows Mac Catalyst's list.
@MainActor
enum TextEditMenu {
    /// The items and their titles, in the order iOS's edit menu lists them.
    static let items: [(action: String, title: String)] = [
        ("cut:", "Cut"), ("copy:", "Copy"), ("paste:", "Paste"), ("select:", "Select"), ("selectAll:", "Select All"),
    ]

    /// The menu for `responder` as it stands, nil when it can perform none of the items.
    static func menu(for responder: UIResponder) -> UIMenu? {
        let actions = items.compactMap { item -> UIAction? in
            let selector = Selector(item.action)
            guard responder.canPerformAction(selector, withSender: nil) else { return nil }
            return UIAction(title: item.title) { [weak responder] action in
                guard let responder, let target = responder.target(forAction: selector, withSender: action) else { return }
                UIResponder.perform(selector, on: target as AnyObject, sender: action, event: nil)
            }
        }
        return actions.isEmpty ? nil : UIMenu(children: actions)
    }

    /// A secondary click at `offset` of the text (`point` in the view): the caret goes there unless it falls in
    /// the selection (`select` moves it as the pointer does), and the menu opens.
    static func secondaryClick(in view: UIView & TextEditingHost, at point: CGPoint, offset: Int, select: (NSRange) -> Void) {
        let selection = view.core.selectedRange
        if selection.length == 0 || offset < selection.location || offset > NSMaxRange(selection) {
            select(NSRange(location: offset, length: 0))
        }
        show(for: view, at: point)
    }

    /// Shows the menu for `view` at `point` (in the view's coordinates); the view stays first responder.
    @discardableResult
    static func show(for view: UIView, at point: CGPoint) -> Bool {
        guard let window = view.window, let menu = menu(for: view) else { return false }
        let anchor = CGRect(origin: view.convert(point, to: window), size: .zero)
        MenuPanelView.show(menu, anchor: anchor, in: window, takesFocus: false, onChoose: { action, parent in
            MenuPanelView.choose(action, in: parent, sender: view)
        }, onDismiss: {})
        return true
    }
}
