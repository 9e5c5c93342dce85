import Foundation

/// A description of a view's content that can make the view showing it (iOS 14).
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    func makeContentView() -> any UIView & UIContentView
    /// This configuration adjusted for `state` (the same one by default for most).
    func updated(for state: any UIConfigurationState) -> Self
}
