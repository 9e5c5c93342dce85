import Foundation

/// One action shown when the user swipes a row (a button behind the row).
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// The look of a contextual action.
    public enum Style: Int, Sendable {
        /// A grey button (blue-grey on iOS); the row stays.
        case normal = 0
        /// A red button for removing the row.
        case destructive = 1
    }

    /// What the action does: it gets the action, the view showing it and a completion to call with whether it
    /// ran (true closes the swipe).
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The action's look.
    public let style: Style
    /// The action's title.
    open var title: String?
    /// The button's colour (red for destructive, grey otherwise, unless set).
    open var backgroundColor: UIColor! {
        get { backgroundColorStorage ?? (style == .destructive ? .systemRed : .systemGray) }
        set { backgroundColorStorage = newValue }
    }
    /// An image shown instead of (or above) the title.
    open var image: UIImage?
    /// The code the action runs.
    public let handler: Handler

    private var backgroundColorStorage: UIColor?

    /// Creates an action with a style, a title and the code it runs.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}
