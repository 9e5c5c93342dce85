import Foundation
import CoreGraphics

/// A spring animation: the property follows a damped harmonic oscillator from fromValue to
/// toValue, evaluated exactly (closed form) for under-, critically and over-damped springs.
open class CASpringAnimation: CABasicAnimation {
    /// The mass of the object on the spring. Default 1.
    open var mass: CGFloat = 1
    /// The spring stiffness coefficient. Default 100.
    open var stiffness: CGFloat = 100
    /// The damping coefficient. Default 10.
    open var damping: CGFloat = 10
    /// The initial velocity, relative to the distance travelled (1 = the whole distance per second). Default 0.
    open var initialVelocity: CGFloat = 0
    /// Whether the spring may be overdamped (damping ratio above 1). Default false: as with
    /// SwiftUI's `allowOverDamping`, such springs are treated as critically damped (⚠ the
    /// default matches what others measured of CASpringAnimation before iOS 17).
    open var allowsOverdamping = false

    /// Creates a spring that settles in about `perceptualDuration` with `bounce` (−1…1):
    /// stiffness = (2π / duration)², damping = 4π(1 − bounce) / duration, mass 1.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let d = CGFloat(max(perceptualDuration, 1e-6))
        mass = 1
        stiffness = pow(2 * .pi / d, 2)
        damping = 4 * .pi * (1 - bounce) / d
        duration = settlingDuration
    }

    /// The perceptual duration: 2π √(mass / stiffness).
    open var perceptualDuration: CFTimeInterval {
        Double(2 * .pi * (mass / stiffness).squareRoot())
    }

    /// The bounce: 1 − damping ratio.
    open var bounce: CGFloat { 1 - dampingRatio }

    /// ζ = damping / (2 √(stiffness × mass)).
    var dampingRatio: CGFloat { damping / (2 * (stiffness * mass).squareRoot()) }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let c = super.copy(with: zone) as! CASpringAnimation
        c.mass = mass
        c.stiffness = stiffness
        c.damping = damping
        c.initialVelocity = initialVelocity
        c.allowsOverdamping = allowsOverdamping
        return c
    }

    /// The remaining displacement (1 at the start, 0 at rest) after `t` seconds:
    /// the solution of m x'' + c x' + k x = 0 with x(0) = 1, x'(0) = −initialVelocity.
    func displacement(at t: Double) -> Double {
        solution.displacement(at: t)
    }

    /// The spring as solved: overdamped springs become critically damped unless allowed.
    var solution: SpringSolution {
        var c = Double(damping)
        let critical = 2 * (Double(stiffness) * Double(mass)).squareRoot()
        if !allowsOverdamping && c > critical { c = critical }
        return SpringSolution(mass: Double(mass), stiffness: Double(stiffness), damping: c, velocity: Double(initialVelocity))
    }

    /// The estimated time for the spring to come to rest (displacement envelope below 0.001).
    open var settlingDuration: CFTimeInterval {
        solution.settlingTime(epsilon: 0.001)
    }

    override func interpolatedValue(eased: Double, sample: TimingSample, current: AnimationValue) -> AnimationValue? {
        let (a, b) = endpoints(current: current)
        return AnimationValue.lerp(a, b, 1 - displacement(at: sample.simpleTime))
    }
}
