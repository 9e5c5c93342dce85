import Foundation

/// Haptics that go with a task's success, warning or failure (nothing is played on a desktop).
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The kind of outcome.
    public enum FeedbackType: Int, Sendable {
        case success = 0
        case warning = 1
        case error = 2
    }

    /// Plays the haptic for an outcome.
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}
