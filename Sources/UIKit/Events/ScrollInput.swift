import Foundation

/// One raw scroll report from a back end: a mouse wheel's notches or a trackpad's two-finger scroll, at a
/// pointer position. `EventDispatcher` hands it to the scroll view under the pointer, or, with Ctrl held, to the
/// pinch recognizer under it.
struct ScrollInput {
    private enum Metrics {
        /// Content moves this far per wheel notch (⚠ chosen, SPEC-NEXT §2.10).
        static let pointsPerNotch: CGFloat = 40
        /// With Ctrl held, each notch away from the user zooms in by this factor, towards the user out by its
        /// inverse (⚠ chosen: the step of desktop browsers' Ctrl + wheel zoom).
        static let zoomPerNotch: CGFloat = 1.1
    }

    /// Where the pointer is, in the points of `screen`.
    var location: CGPoint
    var screen: UIScreen
    /// How far the content's offset moves, in points: positive y scrolls down (the offset grows), as
    /// dragging the content up does.
    var delta: CGVector
    /// Media time of the report.
    var timestamp: TimeInterval
    /// With Ctrl held, the wheel pinches instead of scrolling: the factor the pinch's scale is multiplied by.
    var zoom: CGFloat? = nil
    /// A wheel's whole notches are discrete scrolling; fractional amounts (a trackpad's two-finger scroll, as
    /// SDL reports it) continuous. Pan recognizers take the types their `allowedScrollTypesMask` lists.
    var type: UIScrollType = .discrete

    /// A wheel report in SDL's convention: `notchesY` > 0 is the wheel turned away from the user (scroll up,
    /// the offset shrinks), `notchesX` > 0 is to the right; with Shift the wheel scrolls sideways.
    static func wheel(notchesX: Double, notchesY: Double, shift: Bool, control: Bool = false, at location: CGPoint,
                      on screen: UIScreen, timestamp: TimeInterval) -> ScrollInput {
        if control {
            return ScrollInput(location: location, screen: screen, delta: .zero, timestamp: timestamp,
                               zoom: pow(Metrics.zoomPerNotch, CGFloat(notchesY)))
        }
        var dx = CGFloat(notchesX) * Metrics.pointsPerNotch
        var dy = -CGFloat(notchesY) * Metrics.pointsPerNotch
        if shift, dx == 0 { (dx, dy) = (dy, 0) }
        let whole = notchesX.rounded() == notchesX && notchesY.rounded() == notchesY
        return ScrollInput(location: location, screen: screen, delta: CGVector(dx: dx, dy: dy), timestamp: timestamp,
                           type: whole ? .discrete : .continuous)
    }
}
