import Foundation

/// The state a content-unavailable configuration is updated for (iOS 17): the traits and the search text of
/// the view controller showing it.
// Linux: a plain value type (Apple's is main-actor isolated); equality compares the traits by value.
nonisolated public struct UIContentUnavailableConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    /// The text of the search that found nothing (the controller's navigation item's search bar), nil without one.
    public var searchText: String?
    var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}
