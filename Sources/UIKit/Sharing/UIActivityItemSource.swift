import Foundation

/// An object that stands for an item in an activity view controller and gives the real item only once the
/// user has chosen an activity (and can give a different one per activity).
// Linux: Apple's optional requirements have default implementations here; the link-metadata one
// (LinkPresentation's LPLinkMetadata) does not exist on Linux.
@preconcurrency @MainActor
public protocol UIActivityItemSource: NSObjectProtocol {
    /// An object of the item's kind, asked when the sheet is shown: activities decide from it whether they
    /// can act, and the sheet's header previews it.
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any
    /// The item for the chosen activity (nil leaves it out).
    func activityViewController(_ activityViewController: UIActivityViewController,
                                itemForActivityType activityType: UIActivity.ActivityType?) -> Any?
    /// A subject for activities that have one (mail). Empty by default.
    func activityViewController(_ activityViewController: UIActivityViewController,
                                subjectForActivityType activityType: UIActivity.ActivityType?) -> String
    /// The item's uniform type identifier for the activity. Empty by default.
    func activityViewController(_ activityViewController: UIActivityViewController,
                                dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?) -> String
    /// A thumbnail of the item for the activity. Nil by default.
    func activityViewController(_ activityViewController: UIActivityViewController,
                                thumbnailImageForActivityType activityType: UIActivity.ActivityType?,
                                suggestedSize size: CGSize) -> UIImage?
}

extension UIActivityItemSource {
    public func activityViewController(_ activityViewController: UIActivityViewController,
                                       subjectForActivityType activityType: UIActivity.ActivityType?) -> String { "" }
    public func activityViewController(_ activityViewController: UIActivityViewController,
                                       dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?) -> String { "" }
    public func activityViewController(_ activityViewController: UIActivityViewController,
                                       thumbnailImageForActivityType activityType: UIActivity.ActivityType?,
                                       suggestedSize size: CGSize) -> UIImage? { nil }
}
