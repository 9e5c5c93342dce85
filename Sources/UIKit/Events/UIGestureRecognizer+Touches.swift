import Foundation
import QuartzCore

extension UIGestureRecognizer {
    /// The centroid of `touches` in window coordinates.
    static func centroid(of touches: [UITouch]) -> CGPoint {
        var x: CGFloat = 0, y: CGFloat = 0
        for t in touches {
            x += t.windowLocation.x
            y += t.windowLocation.y
        }
        let n = CGFloat(max(1, touches.count))
        return CGPoint(x: x / n, y: y / n)
    }

    /// The window the recognizer's touches happen in.
    var touchWindow: UIWindow? { trackedTouches.first?.window ?? lastWindow ?? view?.window }

    /// A point in the touches' window coordinates, in `view`'s (the window's when nil).
    func convertFromWindow(_ p: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window = touchWindow ?? view.window else { return p }
        return view.convert(p, from: window)
    }

    /// A vector in window coordinates, in `view`'s coordinates (rotations and scales of the view apply,
    /// translations do not).
    func convertVectorFromWindow(_ v: CGPoint, to view: UIView?) -> CGPoint {
        guard view != nil else { return v }
        let a = convertFromWindow(.zero, to: view)
        let b = convertFromWindow(v, to: view)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// A vector in `view`'s coordinates, in the window's.
    func convertVectorToWindow(_ v: CGPoint, from view: UIView?) -> CGPoint {
        guard let view, let window = touchWindow ?? view.window else { return v }
        let a = view.convert(CGPoint.zero, to: window)
        let b = view.convert(v, to: window)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    func centroidLocation(in view: UIView?) -> CGPoint {
        let p = trackedTouches.isEmpty ? (lastCentroid ?? .zero) : Self.centroid(of: trackedTouches)
        return convertFromWindow(p, to: view)
    }

    /// The location of touch `index` of `count`, raising as Apple does for an index out of range.
    func touchLocation(at index: Int, count: Int, in view: UIView?, _ location: (Int, UIView?) -> CGPoint) -> CGPoint {
        guard index >= 0, index < count else {
            // Apple raises NSRangeException with this reason.
            UncaughtException.raise("NSRangeException", reason: "-[\(type(of: self)) locationOfTouch:inView:]: index (\(index)) beyond bounds (\(count)).")
        }
        return location(index, view)
    }

    /// `ignore(_:for:)`: the touch is no longer delivered to the recognizer, nor counted among its touches.
    func ignoreTouch(_ touch: UITouch) {
        ignoredTouches.insert(ObjectIdentifier(touch))
        if let i = trackedTouches.firstIndex(where: { $0 === touch }) {
            lastCentroid = Self.centroid(of: trackedTouches)
            trackedTouches.remove(at: i)
        }
    }

    func ignores(_ touch: UITouch) -> Bool {
        !ignoredTouches.isEmpty && ignoredTouches.contains(ObjectIdentifier(touch))
    }

    func setEnabled(_ enabled: Bool) {
        guard enabled != enabledStorage else { return }
        enabledStorage = enabled
        if !enabled { GestureEnvironment.shared.recognizerWasDisabled(self) }
    }
}
