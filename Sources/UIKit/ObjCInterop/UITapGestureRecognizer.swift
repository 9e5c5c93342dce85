import Foundation

/// A recognizer for one or more taps of one or more fingers.
/// Linux: recognition is not implemented yet (see UIGestureRecognizer); the recognizer holds its settings
/// and its targets.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// The number of taps that make the gesture (1).
    open var numberOfTapsRequired = 1
    /// The number of fingers that must tap (1).
    open var numberOfTouchesRequired = 1
}
