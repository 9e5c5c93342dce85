import Testing
@testable import UIKit
import TestSupport
import UIKitTestSupport

@Suite(.serialized) @MainActor struct UIViewTransitionTests {
    @Test func crossDissolveAddsAFadeAndCompletes() {
        let clock = ManualTime(); defer { clock.end() }
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var done: Bool?
        UIView.transition(with: container, duration: 0.5, options: .transitionCrossDissolve, animations: {
            container.addSubview(child)
        }, completion: { done = $0 })
        #expect(child.superview === container)
        let t = container.layer.animation(forKey: kCATransition) as? CATransition
        #expect(t?.type == .fade)
        #expect(t?.duration == 0.5)
        clock.commit()
        clock.at(0.4)
        #expect(done == nil)
        clock.at(0.5)
        #expect(done == true)
    }

    @Test func everyTransitionOptionMapsToACoreAnimationTransition() {
        typealias O = UIView.AnimationOptions
        let cases: [(O, CATransitionType, CATransitionSubtype?)] = [
            (.transitionCrossDissolve, .fade, nil),
            (.transitionFlipFromLeft, .push, .fromLeft),
            (.transitionFlipFromRight, .push, .fromRight),
            (.transitionFlipFromTop, .push, .fromTop),
            (.transitionFlipFromBottom, .push, .fromBottom),
            (.transitionCurlUp, .reveal, .fromBottom),
            (.transitionCurlDown, .moveIn, .fromTop),
        ]
        for (option, type, subtype) in cases {
            let t = UIView.caTransition(for: option)
            #expect(t?.type == type)
            #expect(t?.subtype == subtype)
        }
        #expect(UIView.caTransition(for: .transitionNone) == nil)
    }

    @Test func changesInsideATransitionAnimateOnlyWithAllowAnimatedContent() {
        let clock = ManualTime(); defer { clock.end() }
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        UIView.transition(with: container, duration: 1, options: .transitionFlipFromLeft, animations: { container.alpha = 0.5 })
        #expect(container.layer.animation(forKey: "opacity") == nil)
        UIView.transition(with: container, duration: 1, options: [.transitionFlipFromLeft, .allowAnimatedContent, .curveLinear],
                          animations: { container.alpha = 0 })
        #expect(container.layer.animation(forKey: "opacity") != nil)
        clock.commit()
        clock.at(0.5)
        #expect(close(container.shown.opacity, 0.25))
        container.layer.removeAllAnimations()
    }

    @Test func transitionFromViewToViewSwapsTheSubviews() {
        let clock = ManualTime(); defer { clock.end() }
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let below = UIView(), from = UIView(), above = UIView(), to = UIView()
        container.addSubview(below); container.addSubview(from); container.addSubview(above)
        var done: Bool?
        UIView.transition(from: from, to: to, duration: 0.25, options: .transitionCurlUp) { done = $0 }
        #expect(from.superview == nil)
        #expect(container.subviews.map(ObjectIdentifier.init) == [below, to, above].map(ObjectIdentifier.init))
        #expect((container.layer.animation(forKey: kCATransition) as? CATransition)?.type == .reveal)
        clock.commit()
        clock.at(0.2001)
        #expect(done == nil)
        clock.at(0.25)
        #expect(done == true)
    }

    @Test func showHideTransitionViewsOnlyTogglesHidden() {
        let clock = ManualTime(); defer { clock.end() }
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let from = UIView(), to = UIView()
        to.isHidden = true
        container.addSubview(from); container.addSubview(to)
        var done: Bool?
        UIView.transition(from: from, to: to, duration: 0.25, options: [.transitionCrossDissolve, .showHideTransitionViews]) { done = $0 }
        #expect(from.superview === container && to.superview === container)
        #expect(from.isHidden && !to.isHidden)
        clock.commit()
        clock.at(0.2001)
        #expect(done == nil)
        clock.at(0.25)
        #expect(done == true)
    }

    @Test func transitionWithZeroDurationCompletesAtTheNextTurn() {
        let clock = ManualTime(); defer { clock.end() }
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var done: Bool?
        UIView.transition(with: container, duration: 0, options: .transitionCrossDissolve, animations: { container.alpha = 0.5 },
                          completion: { done = $0 })
        #expect(container.layer.animationKeys() == nil)
        #expect(done == nil)
        clock.commit()
        #expect(done == true)
    }
}

/// A legacy animation delegate (Linux: the protocol stands in for Apple's selectors).
@MainActor
final class LegacyDelegate: UIViewLegacyAnimationDelegate {
    var log: [String] = []
    func animationWillStart(_ animationID: String?, context: UnsafeMutableRawPointer?) { log.append("start \(animationID ?? "-")") }
    func animationDidStop(_ animationID: String?, finished: Bool, context: UnsafeMutableRawPointer?) {
        log.append("stop \(animationID ?? "-") \(finished)")
    }
}

@Suite(.serialized) @MainActor struct UIViewLegacyAnimationTests {
    @Test func defaultsAreTwoTenthsOfASecondEaseInOut() {
        let clock = ManualTime(); defer { clock.end() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.beginAnimations("fade", context: nil)
        v.alpha = 0
        UIView.commitAnimations()
        let anim = v.layer.animation(forKey: "opacity")
        #expect(anim?.duration == 0.2)
        clock.commit()
        clock.at(0.05) // a quarter of 0.2 s, ease-in-out
        #expect(close(v.shown.opacity, 1 - Expected.easeInOutAtQuarter))
        clock.at(0.2001)
        #expect(v.layer.animationKeys() == nil)
    }

    @Test func callbacksCarryTheIDContextAndFinishedInOrder() {
        let clock = ManualTime(); defer { clock.end() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var log: [String] = []
        var token = 42
        withUnsafeMutablePointer(to: &token) { ptr in
            let raw = UnsafeMutableRawPointer(ptr)
            UIView.beginAnimations("move", context: raw)
            UIView.setAnimationWillStart { id, ctx in log.append("willStart \(id ?? "-") \(ctx == raw)") }
            UIView.setAnimationDidStop { id, finished, ctx in log.append("didStop \(id ?? "-") \(finished) \(ctx == raw)") }
            v.center = CGPoint(x: 100, y: 100)
            UIView.commitAnimations()
            #expect(log.isEmpty)
            clock.commit()
            clock.at(0.1) // the start is delivered with the first frame
            #expect(log == ["willStart move true"])
            clock.at(0.15)
            #expect(log == ["willStart move true"])
            clock.at(0.2001)
            #expect(log == ["willStart move true", "didStop move true true"])
        }
    }

    @Test func delegateObjectHearsStartAndStop() {
        let clock = ManualTime(); defer { clock.end() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let d = LegacyDelegate()
        UIView.beginAnimations("grow", context: nil)
        UIView.setAnimationDelegate(d)
        v.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
        UIView.commitAnimations()
        clock.commit()
        clock.at(0.1)
        v.layer.removeAllAnimations()
        #expect(d.log == ["start grow", "stop grow false"])
    }

    @Test func settingsApplyToTheBlock() {
        let clock = ManualTime(); defer { clock.end() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationDelay(0.5)
        UIView.setAnimationCurve(.linear)
        UIView.setAnimationRepeatCount(2)
        UIView.setAnimationRepeatAutoreverses(true)
        v.alpha = 0
        UIView.commitAnimations()
        let anim = v.layer.animation(forKey: "opacity")
        #expect(anim?.repeatCount == 2)
        #expect(anim?.autoreverses == true)
        clock.commit()
        clock.at(0.25)
        #expect(close(v.shown.opacity, 1)) // delayed
        clock.at(1.0)
        #expect(close(v.shown.opacity, 0.5))
        clock.at(1.75) // 1.25 s in: a quarter of the way back
        #expect(close(v.shown.opacity, 0.25))
        clock.at(4.5) // 2 × (there and back) = 4 s after the delay
        #expect(v.layer.animationKeys() == nil)
    }

    @Test func beginsFromCurrentStateIsFalseByDefault() {
        let clock = ManualTime(); defer { clock.end() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var log: [String] = []
        UIView.beginAnimations("a", context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationDidStop { id, finished, _ in log.append("\(id ?? "") \(finished)") }
        v.center.x = 105
        UIView.commitAnimations()
        clock.commit()
        clock.at(0.5)
        UIView.beginAnimations("b", context: nil)
        UIView.setAnimationDidStop { id, finished, _ in log.append("\(id ?? "") \(finished)") }
        v.center.x = 205
        UIView.commitAnimations()
        #expect(v.layer.animationKeys()?.count == 2) // additive: the first continues
        UIView.beginAnimations("c", context: nil)
        UIView.setAnimationBeginsFromCurrentState(true)
        UIView.setAnimationDidStop { id, finished, _ in log.append("\(id ?? "") \(finished)") }
        v.center.x = 305
        UIView.commitAnimations()
        #expect(log == ["a false", "b false"])
        #expect(v.layer.animationKeys()?.count == 1)
        clock.commit()
        clock.at(2)
        #expect(log == ["a false", "b false", "c true"])
    }
}
