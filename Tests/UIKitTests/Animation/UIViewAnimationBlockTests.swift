import Testing
@testable import UIKit
import TestSupport
import UIKitTestSupport

@Suite(.serialized) @MainActor struct UIViewAnimationOptionTests {
    @Test func behaviourOptionRawValuesAreApples() {
        typealias O = UIView.AnimationOptions
        #expect(O.layoutSubviews.rawValue == 1 << 0)
        #expect(O.allowUserInteraction.rawValue == 1 << 1)
        #expect(O.beginFromCurrentState.rawValue == 1 << 2)
        #expect(O.repeat.rawValue == 1 << 3)
        #expect(O.autoreverse.rawValue == 1 << 4)
        #expect(O.overrideInheritedDuration.rawValue == 1 << 5)
        #expect(O.overrideInheritedCurve.rawValue == 1 << 6)
        #expect(O.allowAnimatedContent.rawValue == 1 << 7)
        #expect(O.showHideTransitionViews.rawValue == 1 << 8)
        #expect(O.overrideInheritedOptions.rawValue == 1 << 9)
    }

    @Test func curveTransitionAndFrameRateRawValuesAreApples() {
        typealias O = UIView.AnimationOptions
        #expect(O.curveEaseInOut.rawValue == 0)
        #expect(O.curveEaseIn.rawValue == 1 << 16)
        #expect(O.curveEaseOut.rawValue == 2 << 16)
        #expect(O.curveLinear.rawValue == 3 << 16)
        #expect(O.transitionNone.rawValue == 0)
        #expect(O.transitionFlipFromLeft.rawValue == 1 << 20)
        #expect(O.transitionFlipFromRight.rawValue == 2 << 20)
        #expect(O.transitionCurlUp.rawValue == 3 << 20)
        #expect(O.transitionCurlDown.rawValue == 4 << 20)
        #expect(O.transitionCrossDissolve.rawValue == 5 << 20)
        #expect(O.transitionFlipFromTop.rawValue == 6 << 20)
        #expect(O.transitionFlipFromBottom.rawValue == 7 << 20)
        #expect(O.preferredFramesPerSecond60.rawValue == 3 << 24)
        #expect(O.preferredFramesPerSecond30.rawValue == 7 << 24)
    }

    @Test func keyframeOptionsAndCurvesAreApples() {
        typealias K = UIView.KeyframeAnimationOptions
        #expect(K.calculationModeLinear.rawValue == 0)
        #expect(K.calculationModeDiscrete.rawValue == 1 << 10)
        #expect(K.calculationModePaced.rawValue == 2 << 10)
        #expect(K.calculationModeCubic.rawValue == 3 << 10)
        #expect(K.calculationModeCubicPaced.rawValue == 4 << 10)
        #expect(K.repeat.rawValue == UIView.AnimationOptions.repeat.rawValue)
        #expect(K.overrideInheritedOptions.rawValue == 1 << 9)
        #expect(UIView.AnimationCurve.easeInOut.rawValue == 0)
        #expect(UIView.AnimationCurve.easeIn.rawValue == 1)
        #expect(UIView.AnimationCurve.easeOut.rawValue == 2)
        #expect(UIView.AnimationCurve.linear.rawValue == 3)
        #expect(UIView.AnimationTransition.curlDown.rawValue == 4)
    }
}

@Suite(.serialized) @MainActor struct UIViewAnimationBlockTests {
    @Test func linearAlphaIsHalfWayAtHalfTime() {
        let clock = ManualTime(); defer { clock.end() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.alpha = 0 })
        #expect(v.alpha == 0) // the model changes at once
        clock.commit()
        #expect(close(v.shown.opacity, 1))
        clock.at(0.5)
        #expect(close(v.shown.opacity, 0.5))
        clock.at(1.0)
        #expect(close(v.shown.opacity, 0))
        #expect(v.layer.animationKeys() == nil)
    }

    @Test func easeInOutPositionAtAQuarterFollowsTheBezier() {
        let clock = ManualTime(); defer { clock.end() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 1, delay: 0, options: [], animations: { v.center = CGPoint(x: 105, y: 5) })
        clock.commit()
        clock.at(0.25)
        #expect(close(v.shown.position.x, 5 + 100 * Expected.easeInOutAtQuarter))
        #expect(close(v.shown.position.y, 5))
        clock.at(0.75)
        #expect(close(v.shown.position.x, 5 + 100 * Expected.easeInOutAtThreeQuarters))
    }

    @Test func shortFormUsesEaseInOut() {
        let clock = ManualTime(); defer { clock.end() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 2) { v.alpha = 0 }
        clock.commit()
        clock.at(0.5)
        #expect(close(v.shown.opacity, 1 - Expected.easeInOutAtQuarter))
        clock.at(1.0)
        #expect(close(v.shown.opacity, 0.5))
    }

    @Test func frameAnimatesPositionAndBounds() {
        let clock = ManualTime(); defer { clock.end() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            v.frame = CGRect(x: 100, y: 50, width: 200, height: 300)
        })
        clock.commit()
        clock.at(0.5)
        // Half way: origin (50, 25), size (150, 200).
        #expect(close(v.shown.frame.minX, 50))
        #expect(close(v.shown.frame.minY, 25))
        #expect(close(v.shown.bounds.width, 150))
        #expect(close(v.shown.bounds.height, 200))
        #expect(v.frame == CGRect(x: 100, y: 50, width: 200, height: 300))
    }

    @Test func transformScaleIsInterpolated() {
        let clock = ManualTime(); defer { clock.end() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            v.transform = CGAffineTransform(scaleX: 3, y: 3)
        })
        clock.commit()
        clock.at(0.5)
        // Scale 1 → 3 half way is 2.
        let m = v.shown.transform
        #expect(close(m.m11, 2))
        #expect(close(m.m22, 2))
        clock.at(1)
        #expect(close(v.shown.transform.m11, 3))
    }

    @Test func backgroundColorBlends() {
        let clock = ManualTime(); defer { clock.end() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        clock.commit()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            v.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        })
        clock.commit()
        clock.at(0.5)
        let c = v.shown.backgroundColor?.components ?? []
        #expect(c.count == 4)
        if c.count == 4 {
            #expect(close(c[0], 0.5)); #expect(close(c[1], 0)); #expect(close(c[2], 0.5)); #expect(close(c[3], 1))
        }
    }

    @Test func contentStretchAnimatesTheContentsCenter() {
        let clock = ManualTime(); defer { clock.end() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            v.contentStretch = CGRect(x: 0.5, y: 0.5, width: 0, height: 0)
        })
        clock.commit()
        clock.at(0.5)
        let r = v.shown.contentsCenter
        #expect(close(r.minX, 0.25)); #expect(close(r.width, 0.5))
    }

    @Test func delayShowsTheOldValueThenAnimates() {
        let clock = ManualTime(); defer { clock.end() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var done: Bool?
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { v.alpha = 0 }) { done = $0 }
        clock.commit()
        clock.at(0.25)
        #expect(close(v.shown.opacity, 1))
        clock.at(1.0)
        #expect(close(v.shown.opacity, 0.5))
        clock.at(1.4)
        #expect(done == nil)
        clock.at(1.5)
        #expect(done == true)
        #expect(close(v.shown.opacity, 0))
    }

    @Test func durationZeroAppliesAtOnceAndCompletesAtTheNextTurn() {
        let clock = ManualTime(); defer { clock.end() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var done: Bool?
        UIView.animate(withDuration: 0, animations: { v.alpha = 0.3 }) { done = $0 }
        #expect(v.layer.animationKeys() == nil)
        #expect(done == nil) // not synchronously
        clock.commit()
        #expect(done == true)
        #expect(close(v.shown.opacity, 0.3))
    }

    @Test func blockWithoutChangesCompletesFinished() {
        let clock = ManualTime(); defer { clock.end() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var done: Bool?
        UIView.animate(withDuration: 1, animations: { v.alpha = 1 }) { done = $0 } // same value: nothing animates
        #expect(v.layer.animationKeys() == nil)
        clock.commit()
        #expect(done == true)
    }

    @Test func performWithoutAnimationInsideABlockDoesNotAnimate() {
        let clock = ManualTime(); defer { clock.end() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 1) {
            v.alpha = 0.5
            UIView.performWithoutAnimation { v.center = CGPoint(x: 50, y: 50) }
        }
        #expect(v.layer.animation(forKey: "opacity") != nil)
        #expect(v.layer.animation(forKey: "position") == nil)
        clock.commit()
        clock.at(0.5)
        #expect(v.shown.position == CGPoint(x: 50, y: 50))
    }

    @Test func disabledAnimationsApplyAtOnceAndStillComplete() {
        let clock = ManualTime(); defer { clock.end() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.setAnimationsEnabled(false)
        #expect(UIView.areAnimationsEnabled == false)
        var done: Bool?
        UIView.animate(withDuration: 1, animations: { v.alpha = 0 }) { done = $0 }
        UIView.setAnimationsEnabled(true)
        #expect(v.layer.animationKeys() == nil)
        clock.commit()
        #expect(done == true)
        #expect(UIView.areAnimationsEnabled)
    }

    @Test func inheritedAnimationDurationIsTheBlocks() {
        let clock = ManualTime(); defer { clock.end() }
        #expect(UIView.inheritedAnimationDuration == 0)
        var inside = -1.0, without = -1.0
        UIView.animate(withDuration: 0.7) {
            inside = UIView.inheritedAnimationDuration
            UIView.performWithoutAnimation { without = UIView.inheritedAnimationDuration }
        }
        #expect(inside == 0.7)
        #expect(without == 0)
    }

    @Test func changesOutsideBlocksDoNotAnimate() {
        let clock = ManualTime(); defer { clock.end() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.alpha = 0.2
        #expect(v.layer.animationKeys() == nil)
        clock.commit()
        #expect(close(v.shown.opacity, 0.2))
    }

    @Test func twoChangesOfOneKeyInOneBlockMakeOneAnimationFromTheFirstValue() {
        let clock = ManualTime(); defer { clock.end() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            v.alpha = 0.5
            v.alpha = 0
        })
        #expect(v.layer.animationKeys() == ["opacity"])
        clock.commit()
        clock.at(0.5)
        #expect(close(v.shown.opacity, 0.5))
    }
}
