import Foundation

/// A button shown when the user swipes a row, from the iOS 8 API (`tableView(_:editActionsForRowAt:)`). The
/// table shows these through the same swipe as `UIContextualAction`s when the delegate gives no trailing
/// swipe configuration.
@available(iOS, introduced: 8.0, deprecated: 13.0, message: "Use UIContextualAction and related APIs instead.")
@preconcurrency @MainActor
open class UITableViewRowAction: NSObject, NSCopying {
    /// The look of a row action. Apple's `destructive` is the same value as `default` (0).
    public enum Style: Int, Sendable {
        /// The default look: a red button, as for a destructive action.
        case `default` = 0
        /// A grey button for an action that keeps the row.
        case normal = 1

        /// Equal to the default style.
        public static var destructive: Style { .default }
    }

    /// The button's look, fixed when the action is made.
    open private(set) var style: Style
    /// The button's title.
    open var title: String?
    /// The button's colour: red for the default (destructive) style, grey for normal, unless set; nil resets it.
    open var backgroundColor: UIColor! {
        get { backgroundColorStorage ?? (style == .default ? .systemRed : .systemGray) }
        set { backgroundColorStorage = newValue }
    }
    /// An effect behind the button (kept; the button draws its colour).
    open var backgroundEffect: UIVisualEffect?

    let handler: @MainActor (UITableViewRowAction, IndexPath) -> Void
    private var backgroundColorStorage: UIColor?

    /// An action with a style, a title and the code run, with the row's index path, when its button is tapped.
    public convenience init(style: Style, title: String?, handler: @escaping @MainActor (UITableViewRowAction, IndexPath) -> Void) {
        self.init(style: style, title: title, storedHandler: handler)
    }

    init(style: Style, title: String?, storedHandler: @escaping @MainActor (UITableViewRowAction, IndexPath) -> Void) {
        self.style = style
        self.title = title
        self.handler = storedHandler
        super.init()
    }

    /// A new action with this one's style, title, handler, colour and effect.
    open nonisolated func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { makeCopy() }
    }

    private func makeCopy() -> UITableViewRowAction {
        let c = UITableViewRowAction(style: style, title: title, storedHandler: handler)
        c.backgroundColorStorage = backgroundColorStorage
        c.backgroundEffect = backgroundEffect
        return c
    }

    /// The contextual action the table's swipe shows for this row action at `indexPath`: tapped, it runs the
    /// handler and the row slides back.
    func contextualAction(forRowAt indexPath: IndexPath) -> UIContextualAction {
        let action = UIContextualAction(style: style == .default ? .destructive : .normal, title: title) { [self] _, _, done in
            handler(self, indexPath)
            done(true)
        }
        action.backgroundColor = backgroundColor
        return action
    }
}
