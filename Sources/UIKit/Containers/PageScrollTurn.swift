import Foundation

/// A scroll-style page turn under way: the pages either side fetched when the drag began (or the page set in
/// code), the one the scrolling is revealing, and the page shown when the turn began.
@MainActor
final class PageScrollTurn {
    /// The page shown when the turn began.
    let outgoing: UIViewController
    /// A turn made by `setViewControllers` (or the page indicator) rather than by a drag.
    let isProgrammatic: Bool
    /// Whether the delegate hears of the turn: drags and the page indicator, not `setViewControllers`.
    var notifiesDelegate: Bool
    /// The pages before and after `outgoing` (nil at either end, or not wanted by a turn made in code).
    var before: UIViewController?
    var after: UIViewController?
    /// The page the scrolling is revealing (nil until it reveals one).
    var incoming: UIViewController?
    /// A turn made in code: called with `true` when the page comes to rest.
    var completion: ((Bool) -> Void)?

    init(outgoing: UIViewController, isProgrammatic: Bool, notifiesDelegate: Bool) {
        self.outgoing = outgoing
        self.isProgrammatic = isProgrammatic
        self.notifiesDelegate = notifiesDelegate
    }
}
