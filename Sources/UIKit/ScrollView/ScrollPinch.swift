import Foundation

/// One pinch of a scroll view's zooming view, from began to end.
struct ScrollPinch {
    /// The zoom scale at began.
    var startScale: CGFloat
    /// The point of the unscaled content under the fingers at began: it stays under them.
    var anchor: CGPoint
}
