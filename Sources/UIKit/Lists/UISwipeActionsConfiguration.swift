import Foundation

/// The actions shown when the user swipes a row one way, first action at the outer edge.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, the first at the outer edge.
    public let actions: [UIContextualAction]
    /// Whether a full swipe runs the first action (true by default).
    open var performsFirstActionWithFullSwipe = true

    /// Creates a configuration from its actions.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
