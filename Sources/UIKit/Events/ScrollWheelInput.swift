import Foundation

/// One raw wheel or trackpad scroll report from a back end: where the pointer is and how far the content
/// should move. `EventDispatcher` hands it to the scroll view under the pointer.
// Linux: the desktop's own input, mapped as Mac Catalyst maps it (SPEC-NEXT §2.10).
struct ScrollWheelInput {
    /// Where the pointer is, in the points of `screen`.
    var location: CGPoint
    var screen: UIScreen
    /// How far the content moves, in points (positive dy: the content offset grows, as scrolling down).
    var delta: CGVector
    /// Media time of the report.
    var timestamp: TimeInterval

    /// A wheel notch moves the content 40 points ⚠ (chosen; SPEC-NEXT §2.10).
    static let pointsPerNotch: CGFloat = 40

    /// A report of `x`, `y` notches as SDL counts them (y > 0: away from the user, which scrolls up; x > 0:
    /// right), with shift turning a vertical wheel horizontal.
    static func notches(x: CGFloat, y: CGFloat, shift: Bool, at location: CGPoint, on screen: UIScreen,
                        timestamp: TimeInterval) -> ScrollWheelInput {
        var delta = CGVector(dx: x * pointsPerNotch, dy: -y * pointsPerNotch)
        if shift, delta.dx == 0 { delta = CGVector(dx: delta.dy, dy: 0) }
        return ScrollWheelInput(location: location, screen: screen, delta: delta, timestamp: timestamp)
    }
}
