import Testing
@testable import UIKit

@Suite @MainActor struct UITimingParametersTests {
    @Test func rawValuesAreApples() {
        #expect(UIViewAnimatingState.inactive.rawValue == 0)
        #expect(UIViewAnimatingState.active.rawValue == 1)
        #expect(UIViewAnimatingState.stopped.rawValue == 2)
        #expect(UIViewAnimatingPosition.end.rawValue == 0)
        #expect(UIViewAnimatingPosition.start.rawValue == 1)
        #expect(UIViewAnimatingPosition.current.rawValue == 2)
        #expect(UITimingCurveType.builtin.rawValue == 0)
        #expect(UITimingCurveType.cubic.rawValue == 1)
        #expect(UITimingCurveType.spring.rawValue == 2)
        #expect(UITimingCurveType.composed.rawValue == 3)
    }

    @Test func cubicParametersOfUIKitsCurvesAreBuiltin() {
        let easeIn = UICubicTimingParameters(animationCurve: .easeIn)
        #expect(easeIn.timingCurveType == .builtin)
        #expect(easeIn.animationCurve == .easeIn)
        #expect(easeIn.controlPoint1 == CGPoint(x: 0.42, y: 0))
        #expect(easeIn.controlPoint2 == CGPoint(x: 1, y: 1))
        #expect(easeIn.cubicTimingParameters === easeIn)
        #expect(easeIn.springTimingParameters == nil)
        let easeInOut = UICubicTimingParameters(animationCurve: .easeInOut)
        #expect(easeInOut.controlPoint1 == CGPoint(x: 0.42, y: 0))
        #expect(easeInOut.controlPoint2 == CGPoint(x: 0.58, y: 1))
    }

    @Test func defaultCubicParametersAreCoreAnimationsDefaultCurve() {
        let p = UICubicTimingParameters()
        #expect(p.controlPoint1 == CGPoint(x: 0.25, y: 0.1))
        #expect(p.controlPoint2 == CGPoint(x: 0.25, y: 1))
        let custom = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.1, y: 0.7), controlPoint2: CGPoint(x: 0.4, y: 1))
        #expect(custom.timingCurveType == .cubic)
        #expect(custom.controlPoint1 == CGPoint(x: 0.1, y: 0.7))
    }

    @Test func springParameters() {
        let spring = UISpringTimingParameters(dampingRatio: 0.7, initialVelocity: CGVector(dx: 1, dy: 2))
        #expect(spring.timingCurveType == .spring)
        #expect(spring.initialVelocity == CGVector(dx: 1, dy: 2))
        #expect(spring.springTimingParameters === spring)
        #expect(spring.cubicTimingParameters == nil)
        #expect(UISpringTimingParameters(dampingRatio: 1).initialVelocity == CGVector(dx: 0, dy: 0))
        // Apple's default: damping ratio 4.56, velocity 0.
        let standard = UISpringTimingParameters()
        #expect(standard.initialVelocity == CGVector(dx: 0, dy: 0))
        if case .physical(let m, let k, let c) = standard.spring {
            #expect(abs(c / (2 * (k * m).squareRoot()) - 4.56) < 0.01)
        } else {
            Issue.record("the default spring is described by its coefficients")
        }
        // iOS 17: stiffness (2π / duration)², damping 4π(1 − bounce) / duration, mass 1.
        let bouncy = UISpringTimingParameters(duration: 0.5, bounce: 0.25)
        if case .physical(let m, let k, let c) = bouncy.spring {
            #expect(m == 1)
            #expect(abs(k - pow(4 * .pi, 2)) < 1e-9)
            #expect(abs(c - 6 * .pi) < 1e-9)
        } else {
            Issue.record("duration and bounce give coefficients")
        }
    }

    @Test func timingParametersSurviveAnArchive() throws {
        let cubic = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.2, y: 0.3), controlPoint2: CGPoint(x: 0.6, y: 0.9))
        let spring = UISpringTimingParameters(mass: 2, stiffness: 300, damping: 20, initialVelocity: CGVector(dx: 0.5, dy: 0))
        let coder = NSKeyedArchiver(requiringSecureCoding: false)
        cubic.encode(with: coder)
        coder.finishEncoding()
        let reader = try NSKeyedUnarchiver(forReadingFrom: coder.encodedData)
        reader.requiresSecureCoding = false
        let decoded = try #require(UICubicTimingParameters(coder: reader))
        #expect(decoded.controlPoint1 == CGPoint(x: 0.2, y: 0.3))
        #expect(decoded.controlPoint2 == CGPoint(x: 0.6, y: 0.9))
        #expect(decoded.timingCurveType == .cubic)
        let springCoder = NSKeyedArchiver(requiringSecureCoding: false)
        spring.encode(with: springCoder)
        springCoder.finishEncoding()
        let springReader = try NSKeyedUnarchiver(forReadingFrom: springCoder.encodedData)
        springReader.requiresSecureCoding = false
        let decodedSpring = try #require(UISpringTimingParameters(coder: springReader))
        #expect(decodedSpring.spring == .physical(mass: 2, stiffness: 300, damping: 20))
        #expect(decodedSpring.initialVelocity == CGVector(dx: 0.5, dy: 0))
    }

    @Test func animatorDefaultsAreApples() {
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut)
        #expect(animator.duration == 0.3)
        #expect(animator.delay == 0)
        #expect(animator.state == .inactive)
        #expect(!animator.isRunning)
        #expect(!animator.isReversed)
        #expect(animator.fractionComplete == 0)
        #expect(animator.isInterruptible)
        #expect(animator.isUserInteractionEnabled)
        #expect(!animator.isManualHitTestingEnabled)
        #expect(animator.scrubsLinearly)
        #expect(!animator.pausesOnCompletion)
        #expect(animator.timingParameters?.timingCurveType == .builtin)
        #expect(animator.timingParameters?.cubicTimingParameters?.animationCurve == .easeOut)
        let spring = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.5)
        #expect(spring.timingParameters?.timingCurveType == .spring)
        let points = UIViewPropertyAnimator(duration: 1, controlPoint1: CGPoint(x: 0.5, y: 0), controlPoint2: CGPoint(x: 0.5, y: 1))
        #expect(points.timingParameters?.cubicTimingParameters?.controlPoint1 == CGPoint(x: 0.5, y: 0))
    }

    @Test func anAnimatorIsAnImplicitlyAnimatingAnimator() {
        let animator: any UIViewImplicitlyAnimating = UIViewPropertyAnimator(duration: 1, curve: .linear)
        #expect(animator.state == .inactive)
        let base: any UIViewAnimating = animator
        #expect(!base.isRunning)
    }
}
