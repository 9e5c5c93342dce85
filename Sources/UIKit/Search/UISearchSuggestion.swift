import Foundation

/// What a selectable search suggestion provides (iOS 16): the text it offers, and optionally a description,
/// an icon and an attributed text; apps keep their own value in `representedObject`.
@preconcurrency @MainActor
public protocol UISearchSuggestion: NSObjectProtocol {
    /// The suggestion's text, usually the search term it stands for.
    var localizedSuggestion: String? { get }
    /// A description of the suggestion (read by accessibility). Optional.
    var localizedDescription: String? { get }
    /// An icon shown before the suggestion. Optional.
    var iconImage: UIImage? { get }
    /// Shown instead of `localizedSuggestion` when not nil.
    var localizedAttributedSuggestion: NSAttributedString? { get }
    /// The app's own value for the suggestion.
    var representedObject: Any? { get set }
}

// Linux: Objective-C's optional requirements are defaults here (the project's rule for optional members).
extension UISearchSuggestion {
    public var localizedDescription: String? { nil }
    public var iconImage: UIImage? { nil }
    public var localizedAttributedSuggestion: NSAttributedString? { nil }
    public var representedObject: Any? {
        get { nil }
        set {}
    }
}
