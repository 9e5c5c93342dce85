import Foundation

/// What moves one axis of a scroll view between frames.
enum AxisMotion {
    case idle
    /// Decay from `from` towards the rest point `to`, started at media time `start`; with `edges` the content
    /// bounces (or stops) where it crosses the resting range.
    case decay(from: CGFloat, to: CGFloat, start: CFTimeInterval, edges: Bool)
    /// The bounce spring towards `rest`, released `x0` points from it at `v0` pt/s at media time `start`.
    case spring(rest: CGFloat, x0: Double, v0: Double, start: CFTimeInterval)
    /// An ease-out animation (programmatic scrolling and zooming).
    case ease(from: CGFloat, to: CGFloat, start: CFTimeInterval, duration: CFTimeInterval)

    var isIdle: Bool { if case .idle = self { return true } else { return false } }
}

/// The motion a scroll view's media-clock timer steps, one frame at a time.
struct ScrollMotion {
    enum Kind {
        /// After a drag: ends with scrollViewDidEndDecelerating.
        case deceleration
        /// setContentOffset/scrollRectToVisible/zoom(to:) animated: ends with scrollViewDidEndScrollingAnimation.
        case animation
        /// Scrolling to the top: ends with scrollViewDidScrollToTop.
        case scrollToTop
        /// A zoom springing back into its limits after a pinch: ends with scrollViewDidEndZooming.
        case zoomBounce
        /// Settling after a refresh ends: no callback.
        case settle
    }

    var kind: Kind
    var x: AxisMotion
    var y: AxisMotion
    /// The zoom scale's animation, when it changes too.
    var zoom: AxisMotion = .idle
}
