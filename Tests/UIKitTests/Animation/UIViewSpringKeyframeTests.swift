import Testing
@testable import UIKit
import TestSupport
import UIKitTestSupport

@Suite(.serialized) @MainActor struct UIViewSpringAnimationTests {
    @Test func dampingRatioSpringFollowsTheClosedForm() {
        let clock = ManualTime(); defer { clock.end() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [],
                       animations: { v.center = CGPoint(x: 105, y: 5) })
        clock.commit()
        // ζ = 0.5 settling in 1 s: ω₀ = ln(1000 / √(1 − 0.25)) / 0.5 ≈ 14.1032 rad/s.
        let w0 = log(1000 / (0.75).squareRoot()) / 0.5
        #expect(close(w0, 14.1032, 1e-3))
        clock.at(0.2)
        // x(0.2) ≈ −0.0962: the spring has overshot by about 9.6 points.
        let x = Expected.underdamped(w0: w0, zeta: 0.5, t: 0.2)
        #expect(close(x, -0.0962, 1e-3))
        #expect(close(v.shown.position.x, 105 - 100 * x))
        clock.at(0.1)
        #expect(close(v.shown.position.x, 105 - 100 * Expected.underdamped(w0: w0, zeta: 0.5, t: 0.1)))
    }

    @Test func dampingRatioSpringSettlesByTheEndOfItsDuration() {
        let clock = ManualTime(); defer { clock.end() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var done: Bool?
        UIView.animate(withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, options: [],
                       animations: { v.center = CGPoint(x: 105, y: 5) }, completion: { done = $0 })
        clock.commit()
        clock.at(0.79)
        // Within 0.1 % of the 100-point distance before the end.
        #expect(abs(v.shown.position.x - 105) <= 0.1)
        #expect(done == nil)
        clock.at(0.8001)
        #expect(done == true)
        #expect(v.shown.position.x == 105)
    }

    @Test func springCoefficientsSettleWithinTheDuration() {
        // ζ = 0.5, 2 s: ω₀ = ln(1000/√0.75)/(0.5 × 2) ≈ 7.0516; stiffness ω₀², damping 2ζω₀ = ω₀.
        let (k, c) = UIView.springCoefficients(duration: 2, dampingRatio: 0.5)
        let w0 = log(1000 / (0.75).squareRoot()) / 1.0
        #expect(close(k, w0 * w0, 1e-3))
        #expect(close(c, w0, 1e-4))
        // ζ = 1 (critical), 1 s: the envelope (1 + ω₀t)e^(−ω₀t) reaches 0.001 at t = 1.
        let (k1, c1) = UIView.springCoefficients(duration: 1, dampingRatio: 1)
        let w1 = k1.squareRoot()
        #expect(close(c1, 2 * w1, 1e-6))
        #expect(close((1 + w1) * exp(-w1), 0.001, 1e-6))
    }

    @Test func criticallyDampedSpringWithInitialVelocity() {
        let clock = ManualTime(); defer { clock.end() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 5, options: [],
                       animations: { v.alpha = 0 })
        clock.commit()
        let w0 = UIView.springCoefficients(duration: 1, dampingRatio: 1).stiffness.squareRoot()
        clock.at(0.1)
        // Displacement left: x(t) = (1 + (ω₀ − v)t)e^(−ω₀t); alpha goes 1 → 0 so alpha = x.
        #expect(close(v.shown.opacity, Expected.critical(w0: w0, t: 0.1, velocity: 5)))
    }

    @Test func iOS17SpringUsesApplesParameters() {
        let clock = ManualTime(); defer { clock.end() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(springDuration: 0.5, bounce: 0.3, animations: { v.center = CGPoint(x: 105, y: 5) })
        let spring = v.layer.animation(forKey: "position") as? CASpringAnimation
        #expect(spring != nil)
        // stiffness (2π/0.5)² ≈ 157.914, damping 4π × 0.7 / 0.5 ≈ 17.593, mass 1.
        #expect(close(spring?.stiffness ?? 0, 157.9137, 1e-3))
        #expect(close(spring?.damping ?? 0, 17.5929, 1e-3))
        #expect(spring?.mass == 1)
        #expect(close(spring?.perceptualDuration ?? 0, 0.5, 1e-9))
        v.layer.removeAllAnimations()
    }

    @Test func iOS17SpringPresentationAndCompletion() {
        let clock = ManualTime(); defer { clock.end() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var done: Bool?
        UIView.animate(springDuration: 1, bounce: 0.5, animations: { v.center = CGPoint(x: 105, y: 5) }, completion: { done = $0 })
        clock.commit()
        // ω₀ = 2π/1, ζ = damping / (2ω₀) = 4π·0.5 / (4π) = 0.5.
        clock.at(0.25)
        let x = Expected.underdamped(w0: 2 * .pi, zeta: 0.5, t: 0.25)
        #expect(close(v.shown.position.x, 105 - 100 * x))
        clock.at(1.0)
        #expect(done == nil) // still settling: e^(−π) ≈ 4 % left
        clock.at(3.0)
        #expect(done == true)
    }

    @Test func iOS17SpringWithoutBounceIsCriticallyDamped() {
        let clock = ManualTime(); defer { clock.end() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(springDuration: 0.4, bounce: 0, animations: { v.alpha = 0 })
        let s = v.layer.animation(forKey: "opacity") as? CASpringAnimation
        let k = Double(s?.stiffness ?? 0), c = Double(s?.damping ?? 0)
        #expect(close(c / (2 * k.squareRoot()), 1, 1e-9))
        clock.commit()
        clock.at(0.1)
        let w0 = 2 * Double.pi / 0.4
        #expect(close(v.shown.opacity, Expected.critical(w0: w0, t: 0.1, velocity: 0)))
    }
}

@Suite(.serialized) @MainActor struct UIViewKeyframeAnimationTests {
    /// Keyframe options with a linear curve over the whole animation (Apple reads the curve bits
    /// of AnimationOptions from the raw value).
    static let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)

    @Test func twoKeyframesAtTheBoundaryAndInsideEach() {
        let clock = ManualTime(); defer { clock.end() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var done: Bool?
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: Self.linear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { v.center = CGPoint(x: 105, y: 5) }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { v.center = CGPoint(x: 305, y: 5) }
        }, completion: { done = $0 })
        #expect(v.center.x == 305)
        clock.commit()
        clock.at(0.25)
        #expect(close(v.shown.position.x, 55))   // half of the first: 5 → 105
        clock.at(0.5)
        #expect(close(v.shown.position.x, 105))  // the boundary
        clock.at(0.75)
        #expect(close(v.shown.position.x, 205))  // half of the second: 105 → 305
        #expect(done == nil)
        clock.at(1)
        #expect(done == true)
        #expect(v.shown.position.x == 305)
    }

    @Test func aLateKeyframeHoldsTheStartValueUntilItBegins() {
        let clock = ManualTime(); defer { clock.end() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animateKeyframes(withDuration: 2, delay: 0, options: Self.linear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { v.alpha = 0 }
        })
        clock.commit()
        clock.at(0.5)
        #expect(close(v.shown.opacity, 1))
        clock.at(1.5)
        #expect(close(v.shown.opacity, 0.5))
    }

    @Test func keyframesEaseInOutOverTheWholeAnimationByDefault() {
        let clock = ManualTime(); defer { clock.end() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { v.alpha = 0 }
        })
        clock.commit()
        clock.at(0.25)
        #expect(close(v.shown.opacity, 1 - Expected.easeInOutAtQuarter))
    }

    @Test func discreteKeyframesJumpAtEachStart() {
        let clock = ManualTime(); defer { clock.end() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let options = Self.linear.union(.calculationModeDiscrete)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: options, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) { v.alpha = 0.6 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { v.alpha = 0.2 }
        })
        let anim = v.layer.animation(forKey: "opacity") as? CAKeyframeAnimation
        #expect(anim?.calculationMode == .discrete)
        clock.commit()
        clock.at(0.1)
        #expect(close(v.shown.opacity, 1))
        clock.at(0.3)
        #expect(close(v.shown.opacity, 0.6))
        clock.at(0.9)
        #expect(close(v.shown.opacity, 0.2))
    }

    @Test func keyframeDelayAndRepeatAutoreverse() {
        let clock = ManualTime(); defer { clock.end() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var done: Bool?
        UIView.animateKeyframes(withDuration: 1, delay: 1, options: Self.linear.union(.autoreverse), animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { v.alpha = 0 }
        }, completion: { done = $0 })
        clock.commit()
        clock.at(0.5)
        #expect(close(v.shown.opacity, 1))
        clock.at(1.5)
        #expect(close(v.shown.opacity, 0.5))
        clock.at(2.75) // 0.75 s into the way back: a quarter of the way from the start value
        #expect(close(v.shown.opacity, 0.75))
        clock.at(3)
        #expect(done == true)
        #expect(close(v.shown.opacity, 0)) // the model value shows once the animation is gone
    }
}
