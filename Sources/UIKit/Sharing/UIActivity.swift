import Foundation

/// A service an activity view controller offers (the abstract base of the system's and the app's own): its
/// type, title and image, whether it can act on the items, and the work itself. Subclasses override the
/// getters and `canPerform(withActivityItems:)`, then either `activityViewController` or `perform()`, and
/// call `activityDidFinish(_:)` when done.
@preconcurrency @MainActor
open class UIActivity: NSObject {
    /// Where an activity shows in the sheet: actions in the list, shares in the row of apps.
    public enum Category: Int, Sendable {
        case action = 0
        case share = 1
    }

    /// The activity's category; `.action` unless a subclass says otherwise.
    open class var activityCategory: UIActivity.Category { .action }

    /// The activity's identifier (nil by default), handed to the completion handler and compared with
    /// `excludedActivityTypes`.
    open var activityType: UIActivity.ActivityType? { nil }

    /// The title under (or beside) the activity's image. Nil by default.
    open var activityTitle: String? { nil }

    /// The activity's image. Nil by default.
    open var activityImage: UIImage? { nil }

    /// Whether the activity can act on `activityItems` (the placeholder items); false by default, so the
    /// base class never shows.
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }

    /// Called once the user chose the activity, with the items resolved for its type, before
    /// `activityViewController` or `perform()`. Does nothing by default.
    open func prepare(withActivityItems activityItems: [Any]) {}

    /// A view controller to present for the activity (nil by default, then `perform()` runs).
    open var activityViewController: UIViewController? { nil }

    /// The activity's work when it has no view controller; it must end with `activityDidFinish(_:)`. The
    /// default implementation does nothing (Apple's too: it does not finish by itself).
    open func perform() {}

    /// Tells the activity view controller that the activity is done: it dismisses the sheet (and the
    /// activity's view controller) and calls its completion handler.
    open func activityDidFinish(_ completed: Bool) {
        owner?.activity(self, didFinish: completed)
    }

    /// The activity view controller running the activity, between the user's choice and its end.
    weak var owner: UIActivityViewController?

    public override init() { super.init() }
}
