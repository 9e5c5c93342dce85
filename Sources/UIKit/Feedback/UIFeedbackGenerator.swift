import Foundation

/// The base of the haptic feedback generators. A desktop has no haptic engine: generators accept every
/// call and play nothing, as on a device without one.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    public override init() { super.init() }

    /// Readies the haptic engine to reduce latency (nothing to ready here).
    open func prepare() {}
}
