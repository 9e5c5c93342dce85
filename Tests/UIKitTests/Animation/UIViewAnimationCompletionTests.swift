import Testing
@testable import UIKit
import TestSupport
import UIKitTestSupport

@Suite(.serialized) @MainActor struct UIViewAnimationAdditiveTests {
    @Test func midFlightChangeAddsAnAdditiveAnimationAndBothComplete() {
        let clock = ManualTime(); defer { clock.end() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) // center (5, 5)
        var log: [String] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.center.x = 105 }) { log.append("A \($0)") }
        clock.commit()
        clock.at(0.5)
        #expect(close(v.shown.position.x, 55))
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.center.x = 205 }) { log.append("B \($0)") }
        #expect(v.layer.animationKeys()?.count == 2)
        let second = v.layer.animationKeys().flatMap { v.layer.animation(forKey: $0[1]) } as? CABasicAnimation
        #expect(second?.isAdditive == true)
        #expect(second?.fromValue as? CGPoint == CGPoint(x: -100, y: 0)) // old − new
        #expect(second?.toValue as? CGPoint == .zero)
        clock.commit()
        #expect(close(v.shown.position.x, 55)) // no jump
        clock.at(0.75)
        // model 205 + first offset −100 × (1 − 0.75) + second offset −100 × (1 − 0.25) = 105.
        #expect(close(v.shown.position.x, 205 - 25 - 75))
        clock.at(1.0)
        #expect(log == ["A true"])
        #expect(close(v.shown.position.x, 205 - 50))
        clock.at(1.5)
        #expect(log == ["A true", "B true"])
        #expect(v.shown.position.x == 205)
    }

    @Test func beginFromCurrentStateReplacesTheAnimationInFlight() {
        let clock = ManualTime(); defer { clock.end() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var log: [String] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.center.x = 105 }) { log.append("A \($0)") }
        clock.commit()
        clock.at(0.5)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
                       animations: { v.center.x = 205 }) { log.append("B \($0)") }
        #expect(log == ["A false"]) // removed before it completed
        #expect(v.layer.animationKeys() == ["position"])
        clock.commit()
        #expect(close(v.shown.position.x, 55))
        clock.at(0.75)
        // From 55 (shown) to 205: a quarter of the way.
        #expect(close(v.shown.position.x, 55 + 150 * 0.25))
        clock.at(1.5)
        #expect(log == ["A false", "B true"])
    }

    @Test func additiveTransformChangeIsContinuous() {
        let clock = ManualTime(); defer { clock.end() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.transform = CGAffineTransform(scaleX: 3, y: 3) })
        clock.commit()
        clock.at(0.5)
        #expect(close(v.shown.transform.m11, 2))
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.transform = CGAffineTransform(scaleX: 1, y: 1) })
        clock.commit()
        #expect(close(v.shown.transform.m11, 2)) // continuous at the change
        clock.at(2)
        #expect(close(v.shown.transform.m11, 1))
    }
}

@Suite(.serialized) @MainActor struct UIViewAnimationCompletionTests {
    @Test func completionsRunInTheOrderTheirAnimationsEnd() {
        let clock = ManualTime(); defer { clock.end() }
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var log: [String] = []
        UIView.animate(withDuration: 1, animations: { a.alpha = 0 }) { log.append("long \($0)") }
        UIView.animate(withDuration: 0.5, animations: { b.alpha = 0 }) { log.append("short \($0)") }
        clock.commit()
        clock.at(0.4)
        #expect(log.isEmpty)
        clock.at(0.5)
        #expect(log == ["short true"])
        clock.at(1)
        #expect(log == ["short true", "long true"])
    }

    @Test func removeAllAnimationsCompletesUnfinished() {
        let clock = ManualTime(); defer { clock.end() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var done: [Bool] = []
        UIView.animate(withDuration: 1, animations: { v.alpha = 0 }) { done.append($0) }
        clock.commit()
        clock.at(0.3)
        v.layer.removeAllAnimations()
        #expect(done == [false])
        #expect(close(v.shown.opacity, 0)) // the model value shows
        clock.at(2)
        #expect(done == [false]) // once only
    }

    @Test func removingBeforeTheCommitStillCompletesUnfinished() {
        let clock = ManualTime(); defer { clock.end() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var done: [Bool] = []
        UIView.animate(withDuration: 1, animations: { v.alpha = 0 }) { done.append($0) }
        v.layer.removeAllAnimations() // same run-loop turn: nothing has been committed yet
        clock.commit()
        clock.at(2)
        #expect(done == [false])
    }

    @Test func completionWaitsForEveryAnimationOfTheBlock() {
        let clock = ManualTime(); defer { clock.end() }
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var done: [Bool] = []
        UIView.animate(withDuration: 1, animations: {
            a.alpha = 0
            b.center = CGPoint(x: 50, y: 50)
            b.alpha = 0.5
        }) { done.append($0) }
        clock.commit()
        clock.at(0.25)
        a.layer.removeAnimation(forKey: "opacity")
        #expect(done.isEmpty) // b still animates
        clock.at(1)
        #expect(done == [false]) // one of them was cut short
    }

    @Test func chainedAnimationStartsFromTheCompletion() {
        let clock = ManualTime(); defer { clock.end() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: { v.alpha = 0.5 }) { _ in
            UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: { v.alpha = 0 })
        }
        clock.commit()
        clock.at(0.5)
        #expect(close(v.shown.opacity, 0.5))
        clock.at(0.75)
        #expect(close(v.shown.opacity, 0.25))
    }
}

@Suite(.serialized) @MainActor struct UIViewNestedAnimationTests {
    @Test func nestedBlockInheritsDurationAndCurve() {
        let clock = ManualTime(); defer { clock.end() }
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: {
            a.alpha = 0
            UIView.animate(withDuration: 0.2) { b.alpha = 0 }
        })
        #expect(b.layer.animation(forKey: "opacity")?.duration == 2)
        clock.commit()
        clock.at(0.5)
        #expect(close(b.shown.opacity, 0.75)) // linear over 2 s
    }

    @Test func overrideInheritedDurationKeepsTheCurve() {
        let clock = ManualTime(); defer { clock.end() }
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: {
            UIView.animate(withDuration: 0.4, delay: 0, options: .overrideInheritedDuration, animations: { b.alpha = 0 })
        })
        clock.commit()
        clock.at(0.2)
        #expect(close(b.shown.opacity, 0.5)) // 0.4 s, still linear
    }

    @Test func overrideInheritedCurveKeepsTheDuration() {
        let clock = ManualTime(); defer { clock.end() }
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: {
            UIView.animate(withDuration: 0.4, delay: 0, options: [.overrideInheritedCurve, .curveEaseInOut], animations: { b.alpha = 0 })
        })
        clock.commit()
        clock.at(0.5)
        #expect(close(b.shown.opacity, 1 - Expected.easeInOutAtQuarter)) // 2 s, ease-in-out
    }

    @Test func nestedCompletionsBothRun() {
        let clock = ManualTime(); defer { clock.end() }
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var log: [String] = []
        UIView.animate(withDuration: 1, animations: {
            a.alpha = 0
            UIView.animate(withDuration: 1, animations: { b.alpha = 0 }) { log.append("inner \($0)") }
        }) { log.append("outer \($0)") }
        clock.commit()
        clock.at(1)
        #expect(log.sorted() == ["inner true", "outer true"])
    }
}

@Suite(.serialized) @MainActor struct UIViewRepeatAnimationTests {
    @Test func autoreverseGoesThereAndBackThenShowsTheModel() {
        let clock = ManualTime(); defer { clock.end() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var done: Bool?
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .autoreverse], animations: { v.center.x = 105 }) { done = $0 }
        clock.commit()
        clock.at(0.5)
        #expect(close(v.shown.position.x, 55))
        clock.at(1.25)
        #expect(close(v.shown.position.x, 80)) // a quarter of the way back
        clock.at(1.9)
        #expect(done == nil)
        clock.at(2)
        #expect(done == true)
        #expect(v.shown.position.x == 105) // Apple's snap to the model value
    }

    @Test func repeatRunsForeverUntilRemoved() {
        let clock = ManualTime(); defer { clock.end() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var done: Bool?
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .repeat], animations: { v.alpha = 0 }) { done = $0 }
        #expect(v.layer.animation(forKey: "opacity")?.repeatCount == .infinity)
        clock.commit()
        clock.at(2.25)
        #expect(close(v.shown.opacity, 0.75))
        clock.at(10.5)
        #expect(close(v.shown.opacity, 0.5))
        #expect(done == nil)
        v.layer.removeAllAnimations()
        #expect(done == false)
    }

    @Test func repeatWithAutoreverseOscillates() {
        let clock = ManualTime(); defer { clock.end() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .repeat, .autoreverse], animations: { v.alpha = 0 })
        clock.commit()
        clock.at(2.25) // third pass, forwards
        #expect(close(v.shown.opacity, 0.75))
        clock.at(3.25) // fourth pass, backwards
        #expect(close(v.shown.opacity, 0.25))
        v.layer.removeAllAnimations()
    }
}
