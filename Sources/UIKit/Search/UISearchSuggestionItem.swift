import Foundation

/// The system's search suggestion (iOS 16): a text or attributed text, a description and an icon.
@preconcurrency @MainActor
open class UISearchSuggestionItem: NSObject, UISearchSuggestion {
    /// The suggestion's text (the attributed text's string when made from one).
    open private(set) var localizedSuggestion: String?
    /// The attributed text shown, when made from one.
    open private(set) var localizedAttributedSuggestion: NSAttributedString?
    /// A description of the suggestion (read by accessibility).
    open private(set) var localizedDescription: String?
    /// The icon shown before the suggestion (nil: a magnifying glass).
    open private(set) var iconImage: UIImage?
    /// The app's own value for the suggestion.
    open var representedObject: Any?

    public convenience init(localizedSuggestion suggestion: String) {
        self.init(localizedSuggestion: suggestion, localizedDescription: nil, iconImage: nil)
    }

    public convenience init(localizedSuggestion suggestion: String, localizedDescription description: String?) {
        self.init(localizedSuggestion: suggestion, localizedDescription: description, iconImage: nil)
    }

    public init(localizedSuggestion suggestion: String, localizedDescription description: String?, iconImage: UIImage?) {
        localizedSuggestion = suggestion
        localizedDescription = description
        self.iconImage = iconImage
        super.init()
    }

    public convenience init(localizedAttributedSuggestion suggestion: NSAttributedString) {
        self.init(localizedAttributedSuggestion: suggestion, localizedDescription: nil, iconImage: nil)
    }

    public convenience init(localizedAttributedSuggestion suggestion: NSAttributedString, localizedDescription description: String?) {
        self.init(localizedAttributedSuggestion: suggestion, localizedDescription: description, iconImage: nil)
    }

    public init(localizedAttributedSuggestion suggestion: NSAttributedString, localizedDescription description: String?,
                iconImage: UIImage?) {
        localizedAttributedSuggestion = suggestion
        localizedSuggestion = suggestion.string
        localizedDescription = description
        self.iconImage = iconImage
        super.init()
    }
}
