import Foundation

/// Haptics that go with a change of selection (nothing is played on a desktop).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the selection-changed haptic.
    open func selectionChanged() {}
}
