import Foundation

/// Timing that follows a damped spring pulling the animated property to its new value.
///
/// The velocity is relative: 1 covers the whole distance of the animation in one second. Position
/// animations use `dx` and `dy` for their two axes; one-dimensional properties use `dx`.
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// How the spring was described.
    enum Spring: Sendable, Equatable {
        /// A damping ratio: the spring is stiff enough to settle within the animator's duration.
        case ratio(Double)
        /// Mass, stiffness and damping: the animation lasts until the spring has settled.
        case physical(mass: Double, stiffness: Double, damping: Double)
    }

    // Immutable after init (the NSCoding and NSCopying requirements read them from any isolation).
    nonisolated let spring: Spring
    private nonisolated let velocity: CGVector

    /// UIKit's default spring: damping ratio 4.56, no initial velocity. The duration is the spring's own.
    public override init() {
        // ⚠ Apple documents only the ratio 4.56 and velocity 0; mass 3, stiffness 1000 and damping 500 are
        // the coefficients that give it (500 / (2 √(1000 × 3)) = 4.564), the spring UIKit uses elsewhere.
        spring = .physical(mass: 3, stiffness: 1000, damping: 500)
        velocity = CGVector(dx: 0, dy: 0)
        super.init()
    }

    /// A spring of damping ratio `ratio` (1: no overshoot; towards 0: more oscillation) at rest.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring of damping ratio `ratio` whose property starts with relative velocity `velocity`.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        spring = .ratio(Double(ratio))
        self.velocity = velocity
        super.init()
    }

    /// A spring of these coefficients (damping ratio damping / (2 √(stiffness × mass))). The animation
    /// lasts until the spring has settled, whatever the animator's duration.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        spring = .physical(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping))
        self.velocity = velocity
        super.init()
    }

    /// A spring of perceptual duration `duration` and `bounce` (0: none, towards 1: more, negative: overdamped).
    public convenience init(duration: TimeInterval, bounce: CGFloat) {
        self.init(duration: duration, bounce: bounce, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring of perceptual duration `duration` and `bounce` whose property starts with relative
    /// velocity `velocity`: mass 1, stiffness (2π / duration)², damping 4π(1 − bounce) / duration. The
    /// animation lasts until the spring has settled.
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {
        let d = max(duration, 1e-6)
        spring = .physical(mass: 1, stiffness: pow(2 * Double.pi / d, 2), damping: 4 * Double.pi * (1 - Double(bounce)) / d)
        self.velocity = velocity
        super.init()
    }

    /// Creates the parameters from an archive.
    public nonisolated required init?(coder: NSCoder) {
        if coder.containsValue(forKey: "UIDampingRatio") {
            spring = .ratio(coder.decodeDouble(forKey: "UIDampingRatio"))
        } else {
            spring = .physical(mass: coder.decodeDouble(forKey: "UIMass"), stiffness: coder.decodeDouble(forKey: "UIStiffness"),
                               damping: coder.decodeDouble(forKey: "UIDamping"))
        }
        velocity = CGVector(dx: coder.decodeDouble(forKey: "UIInitialVelocityX"), dy: coder.decodeDouble(forKey: "UIInitialVelocityY"))
        super.init()
    }

    /// Archives the parameters.
    open nonisolated func encode(with coder: NSCoder) {
        switch spring {
        case .ratio(let r):
            coder.encode(r, forKey: "UIDampingRatio")
        case .physical(let m, let k, let c):
            coder.encode(m, forKey: "UIMass")
            coder.encode(k, forKey: "UIStiffness")
            coder.encode(c, forKey: "UIDamping")
        }
        coder.encode(Double(velocity.dx), forKey: "UIInitialVelocityX")
        coder.encode(Double(velocity.dy), forKey: "UIInitialVelocityY")
    }

    /// The parameters are immutable: a copy is the same object.
    open nonisolated func copy(with zone: NSZone? = nil) -> Any { self }

    /// The property's rate of change at the start, relative to the distance it travels (per second).
    open var initialVelocity: CGVector { velocity }

    /// spring.
    open var timingCurveType: UITimingCurveType { .spring }
    /// Nil: no cubic curve.
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// The parameters themselves.
    open var springTimingParameters: UISpringTimingParameters? { self }
}
