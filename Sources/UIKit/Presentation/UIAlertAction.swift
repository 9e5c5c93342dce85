import Foundation

/// One button of an alert or action sheet: its title, its style and the handler run when the user chooses it
/// (after the alert has gone).
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// How an action's button is drawn and where it goes.
    public enum Style: Int, Sendable {
        /// A plain button.
        case `default` = 0
        /// The button that leaves without changing anything: at most one per alert, placed last (or left of two).
        case cancel = 1
        /// A button that may change or delete data, drawn in red.
        case destructive = 2
    }

    /// The button's title.
    open private(set) var title: String?
    /// The button's style.
    open private(set) var style: Style
    /// Whether the button can be chosen (a disabled one is drawn grey and ignores taps and keys).
    open var isEnabled: Bool = true {
        didSet { if oldValue != isEnabled { alertController?.actionDidChange(self) } }
    }

    let handler: ((UIAlertAction) -> Void)?
    /// The alert the action was added to.
    weak var alertController: UIAlertController?

    /// An action titled `title` in `style`; `handler` runs after the alert is dismissed by it.
    public init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}
