import Testing
import Foundation
@testable import QuartzCore
import TestSupport

extension QC {
    @Suite @MainActor struct BasicAnimations {
        init() { resetQuartz() }

        func basic(_ keyPath: String, from: Any? = nil, to: Any? = nil, by: Any? = nil, duration: Double = 1) -> CABasicAnimation {
            let a = CABasicAnimation(keyPath: keyPath)
            a.fromValue = from
            a.toValue = to
            a.byValue = by
            a.duration = duration
            a.timingFunction = CAMediaTimingFunction(name: .linear)
            return a
        }

        func x(_ l: CALayer) -> CGFloat { l.presentation()!.position.x }

        @Test func fromAndTo() {
            let l = committedLayer()
            run(basic("position.x", from: 0, to: 100), on: l)
            CAMediaClock.shared.advance(by: 0.25)
            #expect(near(x(l), 25))
            #expect(l.position.x == 50) // model untouched
        }

        @Test func toOnlyStartsFromTheCurrentValue() {
            let l = committedLayer(position: CGPoint(x: 10, y: 0))
            run(basic("position.x", to: 110), on: l)
            CAMediaClock.shared.advance(by: 0.5)
            #expect(near(x(l), 60))
        }

        @Test func fromOnlyEndsAtTheCurrentValue() {
            let l = committedLayer(position: CGPoint(x: 150, y: 0))
            run(basic("position.x", from: 50), on: l)
            CAMediaClock.shared.advance(by: 0.5)
            #expect(near(x(l), 100))
        }

        @Test func byOnlyIsRelativeToTheCurrentValue() {
            let l = committedLayer(position: CGPoint(x: 10, y: 0))
            run(basic("position.x", by: 20), on: l)
            CAMediaClock.shared.advance(by: 0.5)
            #expect(near(x(l), 20))
        }

        @Test func fromAndBy() {
            let l = committedLayer()
            run(basic("position.x", from: 0, by: 40), on: l)
            CAMediaClock.shared.advance(by: 0.25)
            #expect(near(x(l), 10))
        }

        @Test func byAndTo() {
            let l = committedLayer()
            run(basic("position.x", to: 100, by: 40), on: l)
            CAMediaClock.shared.advance(by: 0.5)
            #expect(near(x(l), 80))
        }

        @Test func fromToAndByIgnoresBy() {
            let l = committedLayer()
            run(basic("position.x", from: 0, to: 100, by: 1000), on: l)
            CAMediaClock.shared.advance(by: 0.5)
            #expect(near(x(l), 50))
        }

        @Test func noValuesShowsTheModel() {
            let l = committedLayer()
            run(basic("position.x"), on: l)
            CAMediaClock.shared.advance(by: 0.5)
            #expect(near(x(l), 50))
        }

        @Test func additiveAddsToTheModel() {
            let l = committedLayer(position: CGPoint(x: 100, y: 0))
            let a = basic("position.x", from: 0, to: 10)
            a.isAdditive = true
            run(a, on: l)
            CAMediaClock.shared.advance(by: 0.5)
            #expect(near(x(l), 105))
        }

        @Test func additiveStacksOnAnotherAnimation() {
            let l = committedLayer()
            run(basic("position.x", from: 0, to: 100), on: l, key: "base")
            let a = basic("position.x", from: 0, to: 10)
            a.isAdditive = true
            run(a, on: l, key: "extra")
            CAMediaClock.shared.advance(by: 0.5)
            #expect(near(x(l), 55))
        }

        @Test func additiveFromOldMinusNewToZero() {
            // UIKit's retargeting: model jumps to the new value, an additive (old − new) → 0 plays.
            let l = committedLayer(position: CGPoint(x: 200, y: 0))
            let a = basic("position.x", from: -100, to: 0)
            a.isAdditive = true
            run(a, on: l)
            #expect(near(x(l), 100))
            CAMediaClock.shared.advance(by: 0.5)
            #expect(near(x(l), 150))
        }

        @Test func cumulativeRepeatsBuildUp() {
            let l = committedLayer()
            let a = basic("position.x", from: 0, to: 10)
            a.isCumulative = true
            a.repeatCount = 3
            run(a, on: l)
            CAMediaClock.shared.advance(by: 2.5)
            #expect(near(x(l), 25))
        }

        @Test func removedFillSnapsBackAndRemovesTheAnimation() {
            let l = committedLayer()
            run(basic("position.x", from: 0, to: 100), on: l)
            CAMediaClock.shared.advance(by: 1.01)
            #expect(l.animationKeys() == nil)
            #expect(x(l) == 50)
        }

        @Test func forwardsFillHoldsTheEndWhenNotRemoved() {
            let l = committedLayer()
            let a = basic("position.x", from: 0, to: 100)
            a.fillMode = .forwards
            a.isRemovedOnCompletion = false
            run(a, on: l)
            CAMediaClock.shared.advance(by: 5)
            #expect(l.animation(forKey: "test") != nil)
            #expect(near(x(l), 100))
            #expect(l.position.x == 50)
        }

        @Test func notRemovedWithoutForwardsFillShowsTheModel() {
            let l = committedLayer()
            let a = basic("position.x", from: 0, to: 100)
            a.isRemovedOnCompletion = false
            run(a, on: l)
            CAMediaClock.shared.advance(by: 5)
            #expect(l.animation(forKey: "test") != nil)
            #expect(x(l) == 50)
        }

        @Test func backwardsFillShowsTheStartBeforeBeginning() {
            let l = committedLayer()
            let a = basic("position.x", from: 0, to: 100)
            a.beginTime = l.convertTime(CACurrentMediaTime(), from: nil) + 1
            run(a, on: l, key: "late")
            #expect(x(l) == 50)
            let b = basic("position.y", from: 0, to: 100)
            b.beginTime = l.convertTime(CACurrentMediaTime(), from: nil) + 1
            b.fillMode = .backwards
            run(b, on: l, key: "lateFilled")
            #expect(l.presentation()!.position.y == 0)
            CAMediaClock.shared.advance(by: 1.5)
            #expect(near(x(l), 50) && near(l.presentation()!.position.y, 50))
        }

        @Test func timingFunctionShapesProgress() {
            let l = committedLayer()
            let a = basic("position.x", from: 0, to: 100)
            a.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            run(a, on: l)
            CAMediaClock.shared.advance(by: 0.5)
            #expect(near(x(l), 50, 1e-4))
            CAMediaClock.shared.advance(by: 0.25)
            #expect(near(x(l), 100 * bezierEase((0.42, 0), (0.58, 1), 0.75), 1e-4))
        }

        @Test func nilTimingFunctionIsLinear() {
            let l = committedLayer()
            let a = basic("position.x", from: 0, to: 100)
            a.timingFunction = nil
            run(a, on: l)
            CAMediaClock.shared.advance(by: 0.3)
            #expect(near(x(l), 30))
        }

        @Test func autoreverseComesBack() {
            let l = committedLayer()
            let a = basic("position.x", from: 0, to: 100)
            a.autoreverses = true
            run(a, on: l)
            CAMediaClock.shared.advance(by: 1.25)
            #expect(near(x(l), 75))
        }

        @Test func fractionalRepeatCount() {
            let l = committedLayer()
            let a = basic("position.x", from: 0, to: 100)
            a.repeatCount = 1.5
            a.fillMode = .forwards
            a.isRemovedOnCompletion = false
            run(a, on: l)
            CAMediaClock.shared.advance(by: 1.2)
            #expect(near(x(l), 20))
            CAMediaClock.shared.advance(by: 3)
            #expect(near(x(l), 50))
        }

        @Test func scaleKeyPath() {
            let l = committedLayer()
            run(basic("transform.scale", from: 1, to: 3), on: l)
            CAMediaClock.shared.advance(by: 0.5)
            let t = l.presentation()!.transform
            #expect(near(t.m11, 2) && near(t.m22, 2) && near(t.m33, 2))
            #expect(l.transform == CATransform3DIdentity)
        }

        @Test func scaleXKeyPath() {
            let l = committedLayer()
            run(basic("transform.scale.x", from: 1, to: 3), on: l)
            CAMediaClock.shared.advance(by: 0.5)
            let t = l.presentation()!.transform
            #expect(near(t.m11, 2) && near(t.m22, 1))
        }

        @Test func rotationKeyPathTurnsPastHalfATurn() {
            let l = committedLayer()
            run(basic("transform.rotation.z", from: 0, to: 2 * CGFloat.pi), on: l)
            CAMediaClock.shared.advance(by: 0.375) // 3π/4
            let t = l.presentation()!.transform
            #expect(near(t.m11, cos(0.75 * .pi)) && near(t.m12, sin(0.75 * .pi)))
        }

        @Test func translationKeyPath() {
            let l = committedLayer()
            run(basic("transform.translation.x", from: 0, to: 100), on: l)
            CAMediaClock.shared.advance(by: 0.5)
            #expect(near(l.presentation()!.transform.m41, 50))
        }

        @Test func boundsSizeWidthKeyPath() {
            let l = committedLayer()
            run(basic("bounds.size.width", from: 100, to: 200), on: l)
            CAMediaClock.shared.advance(by: 0.5)
            #expect(near(l.presentation()!.bounds.width, 150))
            #expect(l.presentation()!.bounds.height == 100)
        }

        @Test func colourInterpolation() {
            let l = committedLayer()
            run(basic("backgroundColor", from: CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                      to: CGColor(red: 0, green: 0, blue: 1, alpha: 1)), on: l)
            CAMediaClock.shared.advance(by: 0.5)
            let c = l.presentation()!.backgroundColor!.components!
            #expect(near(c[0], 0.5) && near(c[1], 0) && near(c[2], 0.5) && near(c[3], 1))
        }

        @Test func colourFromNilFadesIn() {
            let l = committedLayer()
            run(basic("backgroundColor", to: CGColor(red: 0, green: 1, blue: 0, alpha: 1)), on: l)
            CAMediaClock.shared.advance(by: 0.5)
            let c = l.presentation()!.backgroundColor!.components!
            #expect(near(c[1], 1) && near(c[3], 0.5))
        }

        @Test func floatPropertiesStayFloats() {
            let l = committedLayer()
            run(basic("opacity", from: 1, to: 0), on: l, key: "o")
            run(basic("shadowOpacity", from: 0, to: 1), on: l, key: "s")
            run(basic("cornerRadius", from: 0, to: 10), on: l, key: "c")
            CAMediaClock.shared.advance(by: 0.5)
            let p = l.presentation()!
            #expect(near(p.opacity, 0.5) && near(p.shadowOpacity, 0.5) && near(p.cornerRadius, 5))
        }

        @Test func pointRectAndSizeInterpolation() {
            let l = committedLayer()
            run(basic("position", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 100, y: 200)), on: l, key: "p")
            run(basic("bounds", from: CGRect(x: 0, y: 0, width: 10, height: 10), to: CGRect(x: 10, y: 10, width: 30, height: 50)), on: l, key: "b")
            run(basic("shadowOffset", from: CGSize(width: 0, height: 0), to: CGSize(width: 4, height: 8)), on: l, key: "s")
            CAMediaClock.shared.advance(by: 0.25)
            let p = l.presentation()!
            #expect(near(p.position, CGPoint(x: 25, y: 50)))
            #expect(near(p.bounds, CGRect(x: 2.5, y: 2.5, width: 15, height: 20)))
            #expect(near(p.shadowOffset, CGSize(width: 1, height: 2)))
        }

        @Test func wholeTransformRotatesRatherThanShrinking() {
            let l = committedLayer()
            run(basic("transform", from: CATransform3DIdentity, to: CATransform3DMakeRotation(.pi / 2, 0, 0, 1)), on: l)
            CAMediaClock.shared.advance(by: 0.5)
            let t = l.presentation()!.transform
            // A rotation by π/4: cos = sin = √½ (a matrix lerp would give 0.5, 0.5).
            #expect(near(t.m11, 0.5.squareRoot()) && near(t.m12, 0.5.squareRoot()))
        }

        @Test func wholeTransformScaleAndTranslate() {
            let l = committedLayer()
            let to = CATransform3DTranslate(CATransform3DMakeScale(3, 3, 1), 10, 0, 0)
            run(basic("transform", from: CATransform3DIdentity, to: to), on: l)
            CAMediaClock.shared.advance(by: 0.5)
            let t = l.presentation()!.transform
            #expect(near(t.m11, 2) && near(t.m41, 15))
        }

        @Test func affineTransformValuesAreAccepted() {
            let l = committedLayer()
            run(basic("transform", from: CGAffineTransform.identity, to: CGAffineTransform(scaleX: 5, y: 5)), on: l)
            CAMediaClock.shared.advance(by: 0.5)
            #expect(near(l.presentation()!.transform.m11, 3))
        }

        @Test func valueFunctionMakesARotation() {
            let l = committedLayer()
            let a = basic("transform", from: 0, to: CGFloat.pi)
            a.valueFunction = CAValueFunction(name: .rotateZ)
            run(a, on: l)
            CAMediaClock.shared.advance(by: 0.5)
            let t = l.presentation()!.transform
            #expect(near(t.m11, 0) && near(t.m12, 1))
            #expect(CAValueFunction(name: CAValueFunctionName("bogus")) == nil)
        }

        @Test func animationStartsAtTheCommit() {
            let l = committedLayer()
            let a = basic("opacity", from: 0, to: 1)
            CATransaction.begin()
            l.add(a, forKey: "fade")
            #expect(l.animation(forKey: "fade")?.beginTime == 0)
            CAMediaClock.shared.advance(by: 3) // time passes before the commit
            CATransaction.commit()
            #expect(l.animation(forKey: "fade")?.beginTime == 1003)
            #expect(a.beginTime == 0) // the caller's animation is not the layer's copy
        }

        @Test func theLayerKeepsACopy() {
            let l = committedLayer()
            let a = basic("position.x", from: 0, to: 100)
            run(a, on: l)
            a.toValue = 1000
            a.duration = 100
            CAMediaClock.shared.advance(by: 0.5)
            #expect(near(x(l), 50))
            #expect(l.animation(forKey: "test") !== a)
        }

        @Test func zeroDurationBecomesTheTransactionDuration() {
            let l = committedLayer()
            let a = CABasicAnimation(keyPath: "opacity")
            run(a, on: l, key: "a")
            #expect(l.animation(forKey: "a")?.duration == 0.25)
            CATransaction.begin()
            CATransaction.setAnimationDuration(2)
            l.add(a, forKey: "b")
            CATransaction.commit()
            #expect(l.animation(forKey: "b")?.duration == 2)
        }

        @Test func delegateHearsStartAndStop() {
            let l = committedLayer()
            let rec = AnimationRecorder()
            let a = basic("opacity", from: 0, to: 1)
            a.delegate = rec
            run(a, on: l)
            CAMediaClock.shared.advance(by: 0.1)
            #expect(rec.started == 1 && rec.stopped.isEmpty)
            CAMediaClock.shared.advance(by: 1)
            #expect(rec.started == 1 && rec.stopped == [true])
        }

        @Test func delayedAnimationStartsAtItsBeginTime() {
            let l = committedLayer()
            let rec = AnimationRecorder()
            let a = basic("opacity", from: 0, to: 1)
            a.beginTime = CACurrentMediaTime() + 2
            a.delegate = rec
            run(a, on: l)
            CAMediaClock.shared.advance(by: 1)
            #expect(rec.started == 0)
            CAMediaClock.shared.advance(by: 1.5)
            #expect(rec.started == 1 && rec.startTimes == [1002.5])
        }

        @Test func removalStopsWithFinishedFalse() {
            let l = committedLayer()
            let rec = AnimationRecorder()
            let a = basic("position.x", from: 0, to: 100)
            a.delegate = rec
            run(a, on: l)
            CAMediaClock.shared.advance(by: 0.5)
            l.removeAnimation(forKey: "test")
            #expect(rec.stopped == [false])
            #expect(x(l) == 50)
        }

        @Test func replacingAKeyStopsTheOldAnimation() {
            let l = committedLayer()
            let rec = AnimationRecorder()
            let a = basic("position.x", from: 0, to: 100)
            a.delegate = rec
            run(a, on: l)
            run(basic("position.x", from: 0, to: 10), on: l)
            #expect(rec.stopped == [false])
            #expect(l.animationKeys() == ["test"])
        }

        @Test func removeAllAnimations() {
            let l = committedLayer()
            let rec = AnimationRecorder()
            let a = basic("opacity", from: 0, to: 1)
            a.delegate = rec
            run(a, on: l, key: "a")
            run(a, on: l, key: "b")
            l.removeAllAnimations()
            #expect(l.animationKeys() == nil && rec.stopped == [false, false])
        }

        @Test func animationKeysInOrderAndAnonymousAnimationsUnlisted() {
            let l = committedLayer()
            CATransaction.begin()
            l.add(basic("opacity", from: 0, to: 1), forKey: "b")
            l.add(basic("position.x", from: 0, to: 100), forKey: nil)
            l.add(basic("cornerRadius", from: 0, to: 1), forKey: "a")
            CATransaction.commit()
            #expect(l.animationKeys() == ["b", "a"])
            CAMediaClock.shared.advance(by: 0.5)
            #expect(near(x(l), 50))
        }

        @Test func animationSpeedAndTimeOffset() {
            let l = committedLayer()
            let a = basic("position.x", from: 0, to: 100)
            a.speed = 2
            run(a, on: l, key: "fast")
            CAMediaClock.shared.advance(by: 0.25)
            #expect(near(x(l), 50))
            let b = basic("position.y", from: 0, to: 100)
            b.timeOffset = 0.5
            run(b, on: l, key: "offset")
            #expect(near(l.presentation()!.position.y, 50))
        }

        @Test func pausingAndResumingALayer() {
            let l = committedLayer()
            run(basic("position.x", from: 0, to: 100), on: l)
            CAMediaClock.shared.advance(by: 0.25)
            // Apple's recipe: freeze layer time at the current local time.
            let paused = l.convertTime(CACurrentMediaTime(), from: nil)
            l.speed = 0
            l.timeOffset = paused
            CAMediaClock.shared.advance(by: 10)
            #expect(near(x(l), 25))
            #expect(l.animationKeys() == ["test"])
            // Resume: continue from where it stopped.
            l.speed = 1
            l.timeOffset = 0
            l.beginTime = 0
            l.beginTime = l.convertTime(CACurrentMediaTime(), from: nil) - paused
            CAMediaClock.shared.advance(by: 0.25)
            #expect(near(x(l), 50))
        }

        @Test func parentSpeedScalesChildAnimations() {
            let p = CALayer()
            let l = committedLayer()
            p.addSublayer(l)
            p.speed = 2
            CATransaction.flush()
            let a = basic("position.x", from: 0, to: 100)
            run(a, on: l)
            CAMediaClock.shared.advance(by: 0.25)
            #expect(near(x(l), 50))
            CAMediaClock.shared.advance(by: 0.3)
            #expect(l.animationKeys() == nil)
        }
    }
}

extension QC {
    @Suite @MainActor struct BoxedValues {
        init() { resetQuartz() }

        @Test func nsValueAndNSNumberEndpoints() {
            let l = committedLayer()
            let a = CABasicAnimation(keyPath: "position")
            a.fromValue = NSValue(point: CGPoint(x: 0, y: 0))
            a.toValue = NSValue(point: CGPoint(x: 10, y: 20))
            a.duration = 1
            run(a, on: l, key: "p")
            let b = CABasicAnimation(keyPath: "opacity")
            b.fromValue = NSNumber(value: 0)
            b.toValue = NSNumber(value: 1)
            b.duration = 1
            run(b, on: l, key: "o")
            CAMediaClock.shared.advance(by: 0.5)
            #expect(near(l.presentation()!.position, CGPoint(x: 5, y: 10)))
            #expect(near(l.presentation()!.opacity, 0.5))
        }
    }
}

extension QC {
    @Suite @MainActor struct AdditiveRetargeting {
        init() { resetQuartz() }

        @Test func offsetsForScalarsAndPoints() {
            #expect(CAAdditiveOffset(from: CGFloat(10), to: CGFloat(30)) as? CGFloat == -20)
            #expect(CAAdditiveOffset(from: CGPoint(x: 1, y: 2), to: CGPoint(x: 4, y: 8)) as? CGPoint == CGPoint(x: -3, y: -6))
            #expect(CAAdditiveZero(like: CGSize(width: 3, height: 3)) as? CGSize == .zero)
            #expect(CAAdditiveZero(like: CATransform3DMakeScale(2, 2, 2)) as? CATransform3D == CATransform3DIdentity)
            #expect(CAAdditiveOffset(from: "a", to: "b") == nil)
        }

        @Test func transformOffsetLandsOnTheOldValue() {
            let l = committedLayer()
            let old = CATransform3DMakeRotation(0.5, 0, 0, 1)
            let new = CATransform3DMakeScale(2, 3, 1)
            CATransaction.setDisableActions(true)
            l.transform = new
            CATransaction.flush()
            let a = CABasicAnimation(keyPath: "transform")
            a.fromValue = CAAdditiveOffset(from: old, to: new)
            a.toValue = CAAdditiveZero(like: new)
            a.isAdditive = true
            a.duration = 1
            run(a, on: l)
            let shown = l.presentation()!.transform
            for (x, y) in zip(shown.rows.flatMap { $0 }, old.rows.flatMap { $0 }) { #expect(near(x, y, 1e-9)) }
            CAMediaClock.shared.advance(by: 1.5)
            #expect(l.presentation()!.transform == new)
        }
    }
}

extension QC {
    @Suite @MainActor struct TransformInterpolation {
        func expectClose(_ a: CATransform3D, _ b: CATransform3D, _ eps: CGFloat = 1e-9) {
            for (x, y) in zip(a.rows.flatMap { $0 }, b.rows.flatMap { $0 }) { #expect(near(x, y, eps)) }
        }

        @Test func halfAFlipAboutYIsAQuarterTurnAboutY() {
            let r = interpolateTransform(CATransform3DIdentity, CATransform3DMakeRotation(.pi, 0, 1, 0), 0.5)
            expectClose(r, CATransform3DMakeRotation(.pi / 2, 0, 1, 0))
        }

        @Test func rotationAboutXInterpolatesTheAngle() {
            let r = interpolateTransform(CATransform3DIdentity, CATransform3DMakeRotation(.pi / 2, 1, 0, 0), 0.5)
            expectClose(r, CATransform3DMakeRotation(.pi / 4, 1, 0, 0))
        }

        @Test func rotationAboutAnAxisKeepsTheAxis() {
            let r = interpolateTransform(CATransform3DIdentity, CATransform3DMakeRotation(1.2, 1, 1, 0), 0.25)
            expectClose(r, CATransform3DMakeRotation(0.3, 1, 1, 0))
        }

        @Test func scaleTranslationAndPerspectiveInterpolateLinearly() {
            var a = CATransform3DMakeTranslation(0, 0, 10)
            a.m34 = -1.0 / 500
            var b = CATransform3DTranslate(CATransform3DMakeScale(3, 3, 3), 0, 0, 10)
            b.m34 = -1.0 / 500
            b.m41 = 20
            let r = interpolateTransform(a, b, 0.5)
            #expect(near(r.m11, 2) && near(r.m22, 2) && near(r.m33, 2))
            #expect(near(r.m41, 10) && near(r.m43, 20) && near(r.m34, -1.0 / 500))
        }

        @Test func endpointsAreExact() {
            let a = CATransform3DRotate(CATransform3DMakeScale(1, 2, 3), 0.7, 0.2, 1, 0.3)
            let b = CATransform3DTranslate(CATransform3DMakeRotation(-0.4, 1, 0, 1), 5, 6, 7)
            expectClose(interpolateTransform(a, b, 0), a)
            expectClose(interpolateTransform(a, b, 1), b)
        }
    }
}
