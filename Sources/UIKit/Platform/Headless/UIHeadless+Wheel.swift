import Foundation

extension UIHeadless {
    /// Turns the mouse wheel `dy` notches (positive: away from the user, which scrolls up) and `dx` notches
    /// (positive: right) with the pointer at `point` in `window`'s coordinates (the key window's screen's points
    /// when nil), as SDL reports a wheel; `shift` makes a vertical wheel scroll horizontally. The scroll view under
    /// the pointer scrolls 40 pt ⚠ a notch.
    // Linux: the headless driver's wheel (docs/DIFFERENCES.md).
    public static func scrollWheel(dx: CGFloat = 0, dy: CGFloat, shift: Bool = false, at point: CGPoint, in window: UIWindow? = nil) {
        let screen = window?.screen ?? UIApplication.shared.keyWindowStorage?.screen ?? UIScreen.main
        var p = point
        if let window {
            p = window.layer.superlayer === screen.rootLayer
                ? window.layer.convert(point, to: screen.rootLayer)
                : point.applying(CGAffineTransform(translationX: window.frame.minX, y: window.frame.minY))
        }
        EventDispatcher.shared.handle(ScrollWheelInput.notches(x: dx, y: dy, shift: shift, at: p, on: screen,
                                                              timestamp: CACurrentMediaTime()))
    }
}
