import Foundation

/// The state a configuration is updated for (a cell's traits, selection, highlight …).
@preconcurrency @MainActor
public protocol UIConfigurationState {
    /// The traits of the view being configured.
    var traitCollection: UITraitCollection { get set }
}
