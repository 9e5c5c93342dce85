import Testing
import Foundation
@testable import QuartzCore
import TestSupport

extension QC {
    @Suite @MainActor struct KeyframeAnimations {
        init() { resetQuartz() }

        func keyframes(_ values: [Any], mode: CAAnimationCalculationMode = .linear) -> CAKeyframeAnimation {
            let a = CAKeyframeAnimation(keyPath: "position.x")
            a.values = values
            a.calculationMode = mode
            a.duration = 1
            return a
        }

        func sample(_ a: CAAnimation, at t: Double) -> CGFloat {
            resetQuartz()
            let l = committedLayer()
            run(a, on: l)
            CAMediaClock.shared.advance(by: t)
            return l.presentation()!.position.x
        }

        @Test func calculationModeRawValuesAndDefaults() {
            #expect(CAKeyframeAnimation().calculationMode == .linear)
            #expect([CAAnimationCalculationMode.linear, .discrete, .paced, .cubic, .cubicPaced].map(\.rawValue)
                    == ["linear", "discrete", "paced", "cubic", "cubicPaced"])
            #expect(CAAnimationRotationMode.rotateAuto.rawValue == "auto")
            #expect(CAAnimationRotationMode.rotateAutoReverse.rawValue == "autoReverse")
        }

        @Test func linearSpacesKeyframesEvenly() {
            let a = keyframes([0, 10, 30])
            #expect(near(sample(a, at: 0.25), 5))
            #expect(near(sample(a, at: 0.75), 20))
        }

        @Test func keyTimesPlaceKeyframes() {
            let a = keyframes([0, 10, 30])
            a.keyTimes = [0, 0.8, 1]
            #expect(near(sample(a, at: 0.4), 5))
            #expect(near(sample(a, at: 0.9), 20))
        }

        @Test func discreteHoldsEachValue() {
            let a = keyframes([1, 2, 3], mode: .discrete)
            #expect(sample(a, at: 0.3) == 1)
            #expect(sample(a, at: 0.5) == 2)
            #expect(sample(a, at: 0.9) == 3)
        }

        @Test func discreteUsesOneValueFewerThanKeyTimes() {
            let a = keyframes([1, 2, 3], mode: .discrete)
            a.keyTimes = [0, 0.5, 0.9, 1]
            #expect(sample(a, at: 0.45) == 1)
            #expect(sample(a, at: 0.6) == 2)
            #expect(sample(a, at: 0.95) == 3)
        }

        @Test func pacedMovesAtConstantSpeed() {
            let a = keyframes([0, 10, 40], mode: .paced)
            a.keyTimes = [0, 0.9, 1] // ignored
            #expect(near(sample(a, at: 0.5), 20))
            #expect(near(sample(a, at: 0.125), 5))
        }

        @Test func perSegmentTimingFunctions() {
            let a = keyframes([0, 100, 200])
            a.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear)]
            #expect(near(sample(a, at: 0.25), 100 * bezierEase((0.42, 0), (1, 1), 0.5), 1e-4))
            #expect(near(sample(a, at: 0.75), 150))
        }

        @Test func cubicThroughCollinearPointsIsLinear() {
            let a = keyframes([0, 10, 20], mode: .cubic)
            #expect(near(sample(a, at: 0.25), 5))
            #expect(near(sample(a, at: 0.75), 15))
        }

        @Test func cubicOvershootsAtAPeak() {
            // Values 0, 10, 0: tangents 10 at the start and 0 at the peak, so the first segment's
            // midpoint is 0·½ + 10·⅛ + 10·½ + 0·(−⅛) = 6.25 (a straight line would give 5).
            let a = keyframes([0, 10, 0], mode: .cubic)
            #expect(near(sample(a, at: 0.25), 6.25))
            #expect(near(sample(a, at: 0.5), 10))
        }

        @Test func cubicTensionOneIsLinear() {
            let a = keyframes([0, 10, 0], mode: .cubic)
            a.tensionValues = [1, 1, 1]
            // Zero tangents: Hermite with h01(½) = ½.
            #expect(near(sample(a, at: 0.25), 5))
        }

        @Test func singleValueIsConstant() {
            #expect(sample(keyframes([42]), at: 0.7) == 42)
        }

        @Test func pathFollowsElementsInEqualTime() {
            let path = CGMutablePath()
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: 100, y: 0))
            path.addLine(to: CGPoint(x: 100, y: 50))
            let a = CAKeyframeAnimation(keyPath: "position")
            a.path = path
            a.duration = 1
            resetQuartz()
            let l = committedLayer()
            run(a, on: l)
            CAMediaClock.shared.advance(by: 0.25)
            #expect(near(l.presentation()!.position, CGPoint(x: 50, y: 0)))
            CAMediaClock.shared.advance(by: 0.5)
            #expect(near(l.presentation()!.position, CGPoint(x: 100, y: 25)))
        }

        @Test func pacedPathFollowsLength() {
            let path = CGMutablePath()
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: 100, y: 0))
            path.addLine(to: CGPoint(x: 100, y: 50))
            let a = CAKeyframeAnimation(keyPath: "position")
            a.path = path
            a.calculationMode = .paced
            a.duration = 1
            a.rotationMode = .rotateAuto
            resetQuartz()
            let l = committedLayer()
            run(a, on: l)
            CAMediaClock.shared.advance(by: 0.75) // 112.5 of 150: 12.5 down the second segment
            let p = l.presentation()!
            #expect(near(p.position, CGPoint(x: 100, y: 12.5)))
            // Heading down the second segment: a quarter turn.
            #expect(near(p.transform.m12, 1) && near(p.transform.m11, 0))
        }

        @Test func cumulativeKeyframesBuildOnTheLastValue() {
            let a = keyframes([0, 10])
            a.isCumulative = true
            a.repeatCount = 2
            #expect(near(sample(a, at: 1.5), 15))
        }
    }

    @Suite @MainActor struct SpringAnimations {
        init() { resetQuartz() }

        /// The damped spring's progress (0 → 1), written out from the textbook solution.
        func progress(m: Double, k: Double, c: Double, v0: Double, t: Double) -> Double {
            let w0 = (k / m).squareRoot(), z = c / (2 * (k * m).squareRoot())
            let x: Double
            if z < 1 {
                let wd = w0 * (1 - z * z).squareRoot()
                x = exp(-z * w0 * t) * (cos(wd * t) + (z * w0 - v0) / wd * sin(wd * t))
            } else if z == 1 {
                x = (1 + (w0 - v0) * t) * exp(-w0 * t)
            } else {
                let s = (z * z - 1).squareRoot()
                let r1 = -w0 * (z - s), r2 = -w0 * (z + s)
                let c2 = (-v0 - r1) / (r2 - r1)
                x = (1 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
            }
            return 1 - x
        }

        func sample(_ s: CASpringAnimation, at t: Double) -> CGFloat {
            resetQuartz()
            s.fromValue = 0
            s.toValue = 100
            if s.duration == 0 { s.duration = 5 }
            let l = committedLayer()
            run(s, on: l)
            CAMediaClock.shared.advance(by: t)
            return l.presentation()!.position.x
        }

        @Test func defaults() {
            let s = CASpringAnimation(keyPath: "position.x")
            #expect(s.mass == 1 && s.stiffness == 100 && s.damping == 10 && s.initialVelocity == 0)
            #expect(near(s.dampingRatio, 0.5))
        }

        @Test func underdampedMatchesTheClosedForm() {
            let s = CASpringAnimation(keyPath: "position.x")
            for t in [0.1, 0.3, 0.7] {
                #expect(near(sample(s, at: t), CGFloat(100 * progress(m: 1, k: 100, c: 10, v0: 0, t: t)), 1e-6))
            }
            // At t = 0.1: e^−0.5 (cos 0.866 + 0.577 sin 0.866) ≈ 0.6597 left, so ≈ 34.03 done.
            #expect(near(sample(s, at: 0.1), 34.03, 0.01))
        }

        @Test func underdampedOvershoots() {
            let s = CASpringAnimation(keyPath: "position.x")
            // First peak at π/ω_d, ω_d = 10·√0.75: displacement −e^(−5·π/ω_d).
            let tp = Double.pi / (10 * 0.75.squareRoot())
            #expect(near(sample(s, at: tp), CGFloat(100 * (1 + exp(-5 * tp))), 1e-6))
            #expect(sample(s, at: tp) > 116)
        }

        @Test func criticallyDampedMatchesTheClosedForm() {
            let s = CASpringAnimation(keyPath: "position.x")
            s.damping = 20
            #expect(near(sample(s, at: 0.1), CGFloat(100 * (1 - 2 * exp(-1.0))), 1e-6))
        }

        @Test func overdampedIsCriticalUnlessAllowed() {
            let s = CASpringAnimation(keyPath: "position.x")
            s.damping = 50
            #expect(!s.allowsOverdamping)
            #expect(near(sample(s, at: 0.1), CGFloat(100 * (1 - 2 * exp(-1.0))), 1e-6))
        }

        @Test func overdampedMatchesTheClosedForm() {
            let s = CASpringAnimation(keyPath: "position.x")
            s.allowsOverdamping = true
            s.damping = 50
            #expect(near(sample(s, at: 0.1), CGFloat(100 * progress(m: 1, k: 100, c: 50, v0: 0, t: 0.1)), 1e-6))
            #expect(near(sample(s, at: 0.1), 15.18, 0.01))
        }

        @Test func initialVelocityIsRelative() {
            let s = CASpringAnimation(keyPath: "position.x")
            s.damping = 20
            s.initialVelocity = 10 // x(t) = (1 + (10 − 10) t) e^(−10t)
            #expect(near(sample(s, at: 0.1), CGFloat(100 * (1 - exp(-1.0))), 1e-6))
        }

        @Test func massSlowsTheSpring() {
            let s = CASpringAnimation(keyPath: "position.x")
            s.mass = 4
            s.stiffness = 400
            s.damping = 40 // same ω0 = 10 and ζ = 0.5 as the defaults
            #expect(near(sample(s, at: 0.3), CGFloat(100 * progress(m: 1, k: 100, c: 10, v0: 0, t: 0.3)), 1e-6))
        }

        @Test func settlingDuration() {
            let s = CASpringAnimation()
            // Envelope √(1 + (ζω0/ωd)²)·e^(−ζω0 t) < 0.001: t = ln(1000·1.1547)/5 ≈ 1.410.
            #expect(near(s.settlingDuration, log(1000 * (4.0 / 3).squareRoot()) / 5, 1e-6))
            s.damping = 20
            let t = s.settlingDuration
            #expect(abs(1 - progress(m: 1, k: 100, c: 20, v0: 0, t: t)) <= 0.001 + 1e-9)
            #expect(abs(1 - progress(m: 1, k: 100, c: 20, v0: 0, t: t * 0.9)) > 0.001)
        }

        @Test func perceptualDurationAndBounce() {
            let s = CASpringAnimation(perceptualDuration: 0.5, bounce: 0)
            #expect(s.mass == 1)
            #expect(near(s.stiffness, pow(4 * .pi, 2), 1e-9))
            #expect(near(s.damping, 8 * .pi, 1e-9))
            #expect(near(s.perceptualDuration, 0.5, 1e-9))
            #expect(near(s.bounce, 0, 1e-9))
            #expect(near(s.duration, s.settlingDuration, 1e-12))
            let b = CASpringAnimation(perceptualDuration: 1, bounce: 0.3)
            #expect(near(b.damping, CGFloat.pi * 4 * 0.7, 1e-9))
            #expect(near(b.bounce, 0.3, 1e-9))
            #expect(near(b.dampingRatio, 0.7, 1e-9))
        }

        @Test func springCopiesItsParameters() {
            let s = CASpringAnimation(keyPath: "opacity")
            s.mass = 2; s.stiffness = 3; s.damping = 4; s.initialVelocity = 5; s.allowsOverdamping = true
            let c = s.copy() as! CASpringAnimation
            #expect(c.mass == 2 && c.stiffness == 3 && c.damping == 4 && c.initialVelocity == 5 && c.keyPath == "opacity")
            #expect(c.allowsOverdamping)
        }
    }

    @Suite @MainActor struct GroupsAndTransitions {
        init() { resetQuartz() }

        func linear(_ keyPath: String, _ from: Any, _ to: Any, duration: Double = 0) -> CABasicAnimation {
            let a = CABasicAnimation(keyPath: keyPath)
            a.fromValue = from
            a.toValue = to
            a.duration = duration
            return a
        }

        @Test func groupRunsChildrenInItsTime() {
            let l = committedLayer()
            let fade = linear("opacity", 1, 0, duration: 0.5)
            fade.beginTime = 0.5
            let g = CAAnimationGroup()
            g.animations = [linear("position.x", 0, 100, duration: 1), fade]
            g.duration = 1
            run(g, on: l)
            CAMediaClock.shared.advance(by: 0.25)
            #expect(near(l.presentation()!.position.x, 25) && l.presentation()!.opacity == 1)
            CAMediaClock.shared.advance(by: 0.5)
            #expect(near(l.presentation()!.position.x, 75) && near(l.presentation()!.opacity, 0.5))
        }

        @Test func groupClipsWithoutScaling() {
            let l = committedLayer()
            let g = CAAnimationGroup()
            g.animations = [linear("position.x", 0, 100, duration: 2)]
            g.duration = 1
            run(g, on: l)
            CAMediaClock.shared.advance(by: 0.5)
            #expect(near(l.presentation()!.position.x, 25))
            CAMediaClock.shared.advance(by: 0.6)
            #expect(l.animationKeys() == nil)
            #expect(l.presentation()!.position.x == 50)
        }

        @Test func childWithoutDurationTakesTheGroups() {
            let l = committedLayer()
            let g = CAAnimationGroup()
            g.animations = [linear("position.x", 0, 100)]
            g.duration = 2
            run(g, on: l)
            CAMediaClock.shared.advance(by: 1)
            #expect(near(l.presentation()!.position.x, 50))
        }

        @Test func childDelegatesAreIgnored() {
            let l = committedLayer()
            let childRec = AnimationRecorder(), groupRec = AnimationRecorder()
            let child = linear("opacity", 0, 1, duration: 0.5)
            child.delegate = childRec
            let g = CAAnimationGroup()
            g.animations = [child]
            g.duration = 1
            g.delegate = groupRec
            run(g, on: l)
            CAMediaClock.shared.advance(by: 2)
            #expect(childRec.started == 0 && childRec.stopped.isEmpty)
            #expect(groupRec.started == 1 && groupRec.stopped == [true])
        }

        @Test func groupRepeatsItsChildren() {
            let l = committedLayer()
            let g = CAAnimationGroup()
            g.animations = [linear("position.x", 0, 100, duration: 1)]
            g.duration = 1
            g.repeatCount = 2
            run(g, on: l)
            CAMediaClock.shared.advance(by: 1.25)
            #expect(near(l.presentation()!.position.x, 25))
        }

        @Test func transitionRecordsItsProgress() {
            let l = committedLayer()
            let t = CATransition()
            #expect(t.type == .fade && t.subtype == nil && t.startProgress == 0 && t.endProgress == 1)
            t.type = .push
            t.subtype = .fromRight
            t.startProgress = 0.2
            t.endProgress = 0.8
            t.duration = 1
            run(t, on: l, key: "ignored")
            #expect(l.animationKeys() == [kCATransition])
            CAMediaClock.shared.advance(by: 0.5)
            let active = l.activeTransitions(at: CACurrentMediaTime())
            #expect(active.count == 1 && near(active[0].progress, 0.5) && active[0].transition.type == .push)
            CAMediaClock.shared.advance(by: 1)
            #expect(l.activeTransitions(at: CACurrentMediaTime()).isEmpty)
        }

        @Test func transitionRawValues() {
            #expect([CATransitionType.fade, .moveIn, .push, .reveal].map(\.rawValue) == ["fade", "moveIn", "push", "reveal"])
            #expect([CATransitionSubtype.fromLeft, .fromRight, .fromTop, .fromBottom].map(\.rawValue)
                    == ["fromLeft", "fromRight", "fromTop", "fromBottom"])
        }

        @Test func animationKeyValueStorage() {
            let a = CABasicAnimation(keyPath: "opacity")
            a.setValue("tag", forKey: "name")
            let c = a.copy() as! CAAnimation
            #expect(c.value(forKey: "name") as? String == "tag")
        }
    }
}

extension QC {
    @Suite @MainActor struct AppleExamples {
        init() { resetQuartz() }

        @Test func fadeAndScaleGroupFromAppleDocs() {
            let l = committedLayer()
            let fadeOut = CABasicAnimation(keyPath: "opacity")
            fadeOut.fromValue = 1
            fadeOut.toValue = 0
            fadeOut.duration = 1
            let expandScale = CABasicAnimation()
            expandScale.keyPath = "transform"
            expandScale.valueFunction = CAValueFunction(name: .scale)
            expandScale.fromValue = [1, 1, 1]
            expandScale.toValue = [3, 3, 3]
            let fadeAndScale = CAAnimationGroup()
            fadeAndScale.animations = [fadeOut, expandScale]
            fadeAndScale.duration = 1
            fadeAndScale.timingFunction = CAMediaTimingFunction(name: .linear)
            run(fadeAndScale, on: l)
            CAMediaClock.shared.advance(by: 0.5)
            let p = l.presentation()!
            #expect(near(p.opacity, 0.5))
            #expect(near(p.transform.m11, 2) && near(p.transform.m22, 2) && near(p.transform.m33, 2))
        }

        @Test func presentationMaskIsAPresentation() {
            let l = committedLayer()
            let m = committedLayer()
            l.mask = m
            CATransaction.flush()
            let a = CABasicAnimation(keyPath: "opacity")
            a.fromValue = 0
            a.toValue = 1
            a.duration = 1
            run(a, on: m)
            CAMediaClock.shared.advance(by: 0.25)
            let pm = l.presentation()!.mask!
            #expect(pm.model() === m && near(pm.opacity, 0.25))
        }
    }
}
