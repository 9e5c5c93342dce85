import Testing
import Foundation
@testable import QuartzCore

/// All QuartzCore tests share the media clock and the main thread's transaction, so they run
/// one at a time, nested in this serialized suite.
@Suite(.serialized) @MainActor enum QC {}

/// Starts a test from a clean state: everything committed, manual time at `time`.
@MainActor func resetQuartz(time: Double = 1000) {
    CATransaction.commitEverything()
    CAMediaClock.shared.set(time)
}

/// A standalone layer that has been committed once (so it animates implicitly).
@MainActor func committedLayer(bounds: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100),
                               position: CGPoint = CGPoint(x: 50, y: 50)) -> CALayer {
    let l = CALayer()
    l.bounds = bounds
    l.position = position
    CATransaction.flush()
    return l
}

/// Adds `anim` to `layer` in its own transaction and commits it at the current time.
@MainActor func run(_ anim: CAAnimation, on layer: CALayer, key: String = "test") {
    CATransaction.begin()
    layer.add(anim, forKey: key)
    CATransaction.commit()
}

/// Records every action run.
final class RecordingAction: CAAction {
    var runs: [(String, CALayer?)] = []
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        runs.append((event, anObject as? CALayer))
    }
}

/// Records animation delegate callbacks.
final class AnimationRecorder: CAAnimationDelegate {
    var started = 0
    var stopped: [Bool] = []
    var startTimes: [Double] = []
    func animationDidStart(_ anim: CAAnimation) { started += 1; startTimes.append(CACurrentMediaTime()) }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stopped.append(flag) }
}

/// A cubic Bézier timing curve solved independently (Bernstein form, bisection only).
func bezierEase(_ p1: (Double, Double), _ p2: (Double, Double), _ t: Double) -> Double {
    func b(_ s: Double, _ a: Double, _ c: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * c + s * s * s
    }
    var lo = 0.0, hi = 1.0
    for _ in 0..<200 {
        let mid = (lo + hi) / 2
        if b(mid, p1.0, p2.0) < t { lo = mid } else { hi = mid }
    }
    return b((lo + hi) / 2, p1.1, p2.1)
}
