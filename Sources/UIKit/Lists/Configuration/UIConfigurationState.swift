import Foundation

/// The state a configuration is updated for (a cell's traits, selection, highlight …).
@preconcurrency @MainActor
public protocol UIConfigurationState {
    /// A state for a view with these traits and no other state.
    init(traitCollection: UITraitCollection)
    /// The traits of the view being configured.
    var traitCollection: UITraitCollection { get set }
    /// An app-defined state stored under `key` (nil when not set).
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}
