import Testing
@testable import UIKit

// Expected values are worked out by hand from the curves' definitions:
// - easeIn is the cubic Bézier (0.42, 0)(1, 1): x(s) = 1.26 s(1−s)² + 3 s²(1−s) + s³, y(s) = 3 s² − 2 s³.
//   At x = 0.3, s ≈ 0.225461 and y ≈ 0.129577; at x = 0.5, s ≈ 0.374253 and y ≈ 0.315357.
// - A spring released at rest with unit displacement: x(t) = e^(−ζω₀t) (cos ω_d t + ζω₀/ω_d sin ω_d t)
//   for ζ < 1 (ω_d = ω₀√(1−ζ²)); x(t) = (1 + (ω₀ − v) t) e^(−ω₀t) when critically damped with relative
//   initial velocity v. Progress is 1 − x(t).

/// The manual media clock, from the next whole second; time moves only when advanced, frame by frame.
@MainActor
private struct AnimatorClock {
    let start: CFTimeInterval
    let wasManual: Bool

    init() {
        wasManual = CAMediaClock.shared.isManual
        start = CACurrentMediaTime().rounded(.up) + 1
        UIHeadless.useManualClock(startingAt: start)
        UIHeadless.runLoopTurn()
    }

    /// Seconds since the start.
    var now: Double { CACurrentMediaTime() - start }

    /// Moves the clock on to `t` seconds after the start (in 1/60 s frames, turning the run loop at each).
    func advance(to t: Double) {
        let step = t - now
        if step > 1e-9 { UIHeadless.advance(by: step) } else { UIHeadless.runLoopTurn() }
    }

    /// Ends the turn (the animations added in it start).
    func commit() { UIHeadless.runLoopTurn() }

    func end() {
        UIHeadless.runLoopTurn()
        if !wasManual { CAMediaClock.shared.useRealTime() }
    }
}

private let easeInAt03 = 0.129577
private let easeInAt05 = 0.315357

private func underdamped(w0: Double, zeta: Double, t: Double) -> Double {
    let wd = w0 * (1 - zeta * zeta).squareRoot()
    return exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t))
}

private func criticallyDamped(w0: Double, t: Double, velocity: Double) -> Double {
    (1 + (w0 - velocity) * t) * exp(-w0 * t)
}

private func approx(_ a: CGFloat, _ b: Double, _ tolerance: Double = 1e-3) -> Bool { abs(Double(a) - b) <= tolerance }

/// A 10 × 10 view centred at (5, 5); the animations move its centre 100 pt to the right.
@MainActor
private func makeView() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }

@MainActor
private func shownX(_ v: UIView) -> CGFloat { (v.layer.presentation() ?? v.layer).position.x }

@MainActor
private func shownOpacity(_ v: UIView) -> Float { (v.layer.presentation() ?? v.layer).opacity }

@Suite(.serialized) @MainActor struct UIViewPropertyAnimatorScrubbingTests {
    @Test func scrubbingLinearlyToAThirdShowsThirtyPercentOfTheWay() {
        let clock = AnimatorClock(); defer { clock.end() }
        let v = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { v.center.x = 105 }
        #expect(animator.scrubsLinearly)
        animator.pauseAnimation()
        animator.fractionComplete = 0.3
        clock.commit()
        // scrubsLinearly: the fraction is the progress between the start and end values.
        #expect(approx(shownX(v), 5 + 100 * 0.3))
        #expect(v.center.x == 105) // the model holds the end value
        #expect(animator.fractionComplete == 0.3)
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        animator.stopAnimation(true)
    }

    @Test func scrubbingAlongTheCurveShowsTheCurveAtThirtyPercentOfTheTime() {
        let clock = AnimatorClock(); defer { clock.end() }
        let v = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { v.center.x = 105 }
        animator.scrubsLinearly = false
        animator.pauseAnimation()
        animator.fractionComplete = 0.3
        clock.commit()
        // Not linear: the fraction is of the time, and the view is where the ease-in curve is at 0.3.
        #expect(approx(shownX(v), 5 + 100 * easeInAt03))
        #expect(animator.fractionComplete == 0.3)
        animator.stopAnimation(true)
    }

    @Test func scrubbingMovesThePresentationBothWays() {
        let clock = AnimatorClock(); defer { clock.end() }
        let v = makeView()
        let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { v.center.x = 105; v.alpha = 0 }
        animator.pauseAnimation()
        clock.commit()
        #expect(approx(shownX(v), 5)) // paused at the start
        for f in [0.8, 0.25, 1.0, 0.0, 0.5] {
            animator.fractionComplete = CGFloat(f)
            clock.commit()
            #expect(approx(shownX(v), 5 + 100 * f))
            #expect(abs(Double(shownOpacity(v)) - (1 - f)) < 1e-3)
        }
        // Time passing does not move a paused animator.
        clock.advance(to: 1)
        #expect(approx(shownX(v), 55))
        animator.stopAnimation(true)
    }

    @Test func settingTheFractionOfAnInactiveAnimatorStartsItPaused() {
        let clock = AnimatorClock(); defer { clock.end() }
        let v = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
        animator.fractionComplete = 0.4
        clock.commit()
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(approx(shownX(v), 45))
        animator.stopAnimation(true)
    }

    @Test func pausingKeepsTheViewsWhereTheyAre() {
        let clock = AnimatorClock(); defer { clock.end() }
        let v = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { v.center.x = 105 }
        animator.startAnimation()
        clock.commit()
        clock.advance(to: 0.5)
        #expect(approx(shownX(v), 5 + 100 * easeInAt05))
        #expect(approx(animator.fractionComplete, 0.5)) // running: the fraction of the time
        animator.pauseAnimation()
        clock.commit()
        #expect(approx(shownX(v), 5 + 100 * easeInAt05))
        // Paused and scrubbing linearly, the fraction is the progress the views show.
        #expect(approx(animator.fractionComplete, easeInAt05))
        animator.scrubsLinearly = false
        #expect(approx(animator.fractionComplete, 0.5))
        clock.advance(to: 0.8)
        #expect(approx(shownX(v), 5 + 100 * easeInAt05))
        animator.stopAnimation(true)
    }

    @Test func resumingAfterALinearScrubFollowsTheCurveFromThere() {
        let clock = AnimatorClock(); defer { clock.end() }
        let v = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { v.center.x = 105 }
        var ended: UIViewAnimatingPosition?
        animator.addCompletion { ended = $0 }
        animator.pauseAnimation()
        animator.fractionComplete = 0.3
        animator.startAnimation()
        clock.commit()
        #expect(animator.isRunning)
        #expect(approx(shownX(v), 35)) // no jump
        // 30 % of the way is where ease-in is at 48.557 % of the time (worked out by bisection on y(s)):
        // 0.514 s remain.
        clock.advance(to: 0.5)
        #expect(ended == nil)
        clock.advance(to: 0.52)
        #expect(ended == .end)
        #expect(v.layer.animationKeys() == nil)
    }
}

@Suite(.serialized) @MainActor struct UIViewPropertyAnimatorDirectionTests {
    @Test func reversingAPausedAnimatorAndContinuingRunsBackToTheStart() {
        let clock = AnimatorClock(); defer { clock.end() }
        let v = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
        var ended: [UIViewAnimatingPosition] = []
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        clock.commit()
        clock.advance(to: 0.4)
        #expect(approx(shownX(v), 45))
        animator.pauseAnimation()
        animator.isReversed = true
        #expect(animator.isReversed)
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        #expect(animator.isRunning)
        clock.advance(to: 0.6)
        #expect(approx(shownX(v), 25))
        #expect(ended.isEmpty)
        clock.advance(to: 0.8)
        #expect(ended == [.start])
        #expect(animator.state == .inactive)
        // Finished at the start: the model is back at its start value and no animation is left.
        #expect(v.center.x == 5)
        #expect(v.layer.animationKeys() == nil)
        #expect(approx(shownX(v), 5))
    }

    @Test func reversingARunningAnimatorTurnsItRoundWhereItIs() {
        let clock = AnimatorClock(); defer { clock.end() }
        let v = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
        var ended: UIViewAnimatingPosition?
        animator.addCompletion { ended = $0 }
        animator.startAnimation()
        clock.commit()
        clock.advance(to: 0.5)
        animator.isReversed = true
        #expect(animator.isRunning)
        clock.advance(to: 0.75)
        #expect(approx(shownX(v), 30))
        #expect(approx(animator.fractionComplete, 0.25))
        animator.isReversed = false
        clock.advance(to: 1.0)
        #expect(approx(shownX(v), 55))
        clock.advance(to: 1.49)
        #expect(ended == nil)
        clock.advance(to: 1.51)
        #expect(ended == .end)
        #expect(v.center.x == 105)
    }

    @Test func anInactiveAnimatorStartedReversedRunsFromTheEnd() {
        // ⚠ "If running is NO, it indicates that it will run in the reversed direction when it is started"
        // (UIViewAnimating.h): we start such an animator at the end values and run it back.
        let clock = AnimatorClock(); defer { clock.end() }
        let v = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
        var ended: UIViewAnimatingPosition?
        animator.addCompletion { ended = $0 }
        animator.isReversed = true
        animator.startAnimation()
        clock.commit()
        #expect(approx(shownX(v), 105))
        clock.advance(to: 0.25)
        #expect(approx(shownX(v), 80))
        clock.advance(to: 1.01)
        #expect(ended == .start)
        #expect(v.center.x == 5)
    }

    @Test func continuingWithNewTimingCoversTheRestInTheNewDuration() {
        let clock = AnimatorClock(); defer { clock.end() }
        let v = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
        var ended: UIViewAnimatingPosition?
        animator.addCompletion { ended = $0 }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .easeIn), durationFactor: 0.25)
        #expect(animator.timingParameters?.cubicTimingParameters?.animationCurve == .easeIn)
        clock.commit()
        // From 55 to 105 in 0.25 s along ease-in: half the time is easeIn(0.5) of the 50 pt left.
        clock.advance(to: 0.125)
        #expect(approx(shownX(v), 55 + 50 * easeInAt05))
        clock.advance(to: 0.24)
        #expect(ended == nil)
        clock.advance(to: 0.26)
        #expect(ended == .end)
        // The original timing is back once inactive.
        #expect(animator.timingParameters?.cubicTimingParameters?.animationCurve == .linear)
    }

    @Test func continuingWithADurationFactorOnlyChangesThePace() {
        let clock = AnimatorClock(); defer { clock.end() }
        let v = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
        var ended: UIViewAnimatingPosition?
        animator.addCompletion { ended = $0 }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        // The remaining half of the animation now takes 2 × the duration: a quarter of the pace.
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)
        clock.commit()
        clock.advance(to: 1)
        #expect(approx(shownX(v), 80))
        clock.advance(to: 1.99)
        #expect(ended == nil)
        clock.advance(to: 2.01)
        #expect(ended == .end)
    }

    @Test func pausesOnCompletionStaysActiveAtTheEndAndCanRunBack() {
        let clock = AnimatorClock(); defer { clock.end() }
        let v = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
        animator.pausesOnCompletion = true
        var ended: [UIViewAnimatingPosition] = []
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        clock.commit()
        clock.advance(to: 1.2)
        #expect(ended.isEmpty)
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(animator.fractionComplete == 1)
        #expect(approx(shownX(v), 105))
        animator.isReversed = true
        animator.startAnimation()
        clock.advance(to: 1.7)
        #expect(approx(shownX(v), 55))
        clock.advance(to: 2.3)
        #expect(ended.isEmpty)
        #expect(approx(shownX(v), 5))
        animator.stopAnimation(false)
        animator.finishAnimation(at: .start)
        #expect(ended == [.start])
        #expect(v.center.x == 5)
    }
}

@Suite(.serialized) @MainActor struct UIViewPropertyAnimatorCompletionTests {
    @Test func aFinishedAnimationCompletesAtTheEnd() {
        let clock = AnimatorClock(); defer { clock.end() }
        let v = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
        var ended: [UIViewAnimatingPosition] = []
        var stateInCompletion: UIViewAnimatingState?
        animator.addCompletion { ended.append($0); stateInCompletion = animator.state }
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        clock.commit()
        // Core Animation animates the layer: the model is at the end, the presentation moves.
        #expect(v.center.x == 105)
        #expect(v.layer.animationKeys() == ["position"])
        clock.advance(to: 0.5)
        #expect(approx(shownX(v), 55))
        clock.advance(to: 0.99)
        #expect(ended.isEmpty)
        clock.advance(to: 1.01)
        #expect(ended == [.end, .end]) // every completion, in the order added
        #expect(stateInCompletion == .inactive)
        #expect(animator.state == .inactive)
        #expect(!animator.isRunning)
        #expect(v.layer.animationKeys() == nil)
        #expect(approx(shownX(v), 105))
    }

    @Test func stoppingToFinishLaterLeavesTheViewsWhereTheyWere() {
        let clock = AnimatorClock(); defer { clock.end() }
        let v = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105; v.alpha = 0.5 }
        var ended: [UIViewAnimatingPosition] = []
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        clock.commit()
        clock.advance(to: 0.25)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        #expect(!animator.isRunning)
        #expect(ended.isEmpty)
        // The model takes the values shown at the stop; the animations are gone.
        #expect(approx(v.center.x, 30))
        #expect(approx(v.alpha, 0.875))
        #expect(v.layer.animationKeys() == nil)
        #expect(approx(animator.fractionComplete, 0.25))
        clock.advance(to: 0.5)
        #expect(approx(shownX(v), 30))
        animator.finishAnimation(at: .current)
        #expect(ended == [.current])
        #expect(animator.state == .inactive)
        #expect(approx(v.center.x, 30))
    }

    @Test func finishingAStoppedAnimatorAtTheEndOrTheStartSetsThoseValues() {
        let clock = AnimatorClock(); defer { clock.end() }
        for (position, x) in [(UIViewAnimatingPosition.end, 105.0), (.start, 5.0)] {
            let v = makeView()
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
            var ended: UIViewAnimatingPosition?
            animator.addCompletion { ended = $0 }
            animator.startAnimation()
            clock.commit()
            clock.advance(to: clock.now + 0.5)
            animator.stopAnimation(false)
            #expect(approx(v.center.x, 55))
            animator.finishAnimation(at: position)
            #expect(ended == position)
            #expect(v.center.x == CGFloat(x))
            clock.commit()
            #expect(approx(shownX(v), x))
        }
    }

    @Test func stoppingWithoutFinishingRunsNoCompletion() {
        let clock = AnimatorClock(); defer { clock.end() }
        let v = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
        var ended: UIViewAnimatingPosition?
        animator.addCompletion { ended = $0 }
        animator.startAnimation()
        clock.commit()
        clock.advance(to: 0.75)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        #expect(approx(v.center.x, 80))
        clock.advance(to: 2)
        #expect(ended == nil)
        // An inactive animator has nothing to finish.
        animator.finishAnimation(at: .end)
        #expect(ended == nil)
        #expect(approx(v.center.x, 80))
    }

    @Test func statesThroughAWholeRun() {
        let clock = AnimatorClock(); defer { clock.end() }
        let v = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
        #expect(animator.state == .inactive && !animator.isRunning && animator.fractionComplete == 0)
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        clock.commit()
        clock.advance(to: 0.3)
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        animator.pauseAnimation() // already paused: nothing happens
        #expect(animator.state == .active && !animator.isRunning)
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        clock.advance(to: 0.65)
        #expect(approx(animator.fractionComplete, 0.65))
        clock.advance(to: 1.1)
        #expect(animator.state == .inactive && !animator.isRunning)
        // Finished: the blocks are spent, so starting again waits, active, for new animations.
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        animator.addAnimations { v.center.x = 5 }
        clock.commit()
        clock.advance(to: 1.6)
        #expect(approx(shownX(v), 55))
        clock.advance(to: 2.2)
        #expect(animator.state == .inactive)
        #expect(v.center.x == 5)
    }

    @Test func startingAfterADelayHoldsTheStartValues() {
        let clock = AnimatorClock(); defer { clock.end() }
        let v = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
        var ended: UIViewAnimatingPosition?
        animator.addCompletion { ended = $0 }
        animator.startAnimation(afterDelay: 0.5)
        #expect(animator.delay == 0.5)
        #expect(animator.state == .active && animator.isRunning)
        clock.commit()
        #expect(v.center.x == 105)
        clock.advance(to: 0.25)
        #expect(approx(shownX(v), 5))
        #expect(animator.fractionComplete == 0)
        clock.advance(to: 1.0)
        #expect(approx(shownX(v), 55))
        clock.advance(to: 1.49)
        #expect(ended == nil)
        clock.advance(to: 1.51)
        #expect(ended == .end)
    }

    @Test func blocksAddedWithADelayFactorStartLaterAndEndTogether() {
        let clock = AnimatorClock(); defer { clock.end() }
        let v = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
        animator.addAnimations({ v.alpha = 0 }, delayFactor: 0.5)
        animator.startAnimation()
        clock.commit()
        clock.advance(to: 0.25)
        #expect(abs(shownOpacity(v) - 1) < 1e-3)
        clock.advance(to: 0.75)
        #expect(abs(shownOpacity(v) - 0.5) < 1e-3) // a quarter second into its half second
        #expect(approx(shownX(v), 80))
        clock.advance(to: 1.1)
        #expect(v.alpha == 0)
        #expect(v.layer.animationKeys() == nil)
    }

    @Test func blocksAddedWhileRunningEndWithTheOthers() {
        let clock = AnimatorClock(); defer { clock.end() }
        let v = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
        var ended: UIViewAnimatingPosition?
        animator.addCompletion { ended = $0 }
        animator.startAnimation()
        clock.commit()
        clock.advance(to: 0.5)
        animator.addAnimations { v.alpha = 0 }
        clock.commit()
        clock.advance(to: 0.75)
        #expect(abs(shownOpacity(v) - 0.5) < 1e-3)
        clock.advance(to: 1.01)
        #expect(ended == .end)
        #expect(abs(shownOpacity(v)) < 1e-3)
    }

    @Test func aStoppedAnimatorIgnoresNewBlocks() {
        let clock = AnimatorClock(); defer { clock.end() }
        let v = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
        animator.startAnimation()
        clock.commit()
        clock.advance(to: 0.5)
        animator.stopAnimation(false)
        animator.addAnimations { v.alpha = 0 }
        #expect(v.alpha == 1)
        animator.finishAnimation(at: .current)
        #expect(animator.state == .inactive)
    }

    @Test func viewsTakeNoTouchesWhileAnAnimatorWithoutUserInteractionRuns() {
        let clock = AnimatorClock(); defer { clock.end() }
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        container.addSubview(v)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.alpha = 0.5 }
        #expect(animator.isUserInteractionEnabled)
        animator.startAnimation()
        clock.commit()
        #expect(container.hitTest(CGPoint(x: 10, y: 10), with: nil) === v)
        animator.stopAnimation(true)
        animator.isUserInteractionEnabled = false
        animator.addAnimations { v.alpha = 0.2 }
        animator.startAnimation()
        clock.commit()
        #expect(container.hitTest(CGPoint(x: 10, y: 10), with: nil) === container)
        clock.advance(to: 1.1)
        #expect(container.hitTest(CGPoint(x: 10, y: 10), with: nil) === v)
    }
}

@Suite(.serialized) @MainActor struct UIViewPropertyAnimatorValueTests {
    @Test func aStoppedTransformKeepsTheScaleItShowed() {
        let clock = AnimatorClock(); defer { clock.end() }
        let v = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.transform = CGAffineTransform(scaleX: 3, y: 3) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        clock.commit()
        // Scale runs 1 → 3: half way is 2.
        let shown = (v.layer.presentation() ?? v.layer).transform
        #expect(abs(shown.m11 - 2) < 1e-3 && abs(shown.m22 - 2) < 1e-3)
        animator.stopAnimation(false)
        #expect(abs(v.transform.a - 2) < 1e-3 && abs(v.transform.d - 2) < 1e-3)
        animator.finishAnimation(at: .start)
        #expect(v.transform == .identity)
    }

    @Test func coloursAndFramesScrubToo() {
        let clock = AnimatorClock(); defer { clock.end() }
        let v = makeView()
        v.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            v.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            v.frame = CGRect(x: 20, y: 40, width: 30, height: 50)
        }
        animator.pauseAnimation()
        animator.fractionComplete = 0.25
        clock.commit()
        let shown = v.layer.presentation() ?? v.layer
        // Red → blue: a quarter of the way is (0.75, 0, 0.25).
        let c = shown.backgroundColor?.rgba
        #expect(c.map { abs($0.0 - 0.75) < 1e-3 && abs($0.1) < 1e-3 && abs($0.2 - 0.25) < 1e-3 } == true)
        // The frame's origin goes (0, 0) → (20, 40) and its size 10 × 10 → 30 × 50.
        #expect(approx(shown.bounds.width, 15) && approx(shown.bounds.height, 20))
        #expect(approx(shown.position.x, 5 + 0.25 * 30) && approx(shown.position.y, 5 + 0.25 * 60))
        animator.fractionComplete = 1
        animator.startAnimation()
        clock.advance(to: 0.1)
        #expect(animator.state == .inactive)
        #expect(v.frame == CGRect(x: 20, y: 40, width: 30, height: 50))
    }
}

@Suite(.serialized) @MainActor struct UIViewPropertyAnimatorTimingTests {
    @Test func aSpringGivenByItsCoefficientsFollowsThatSpringUntilItSettles() {
        let clock = AnimatorClock(); defer { clock.end() }
        let v = makeView()
        // mass 1, stiffness 100, damping 10: ω₀ = 10, ζ = 10 / (2 √100) = 0.5.
        let spring = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 0))
        let animator = UIViewPropertyAnimator(duration: 5, timingParameters: spring)
        animator.addAnimations { v.center.x = 105 }
        var ended: UIViewAnimatingPosition?
        animator.addCompletion { ended = $0 }
        animator.startAnimation()
        clock.commit()
        clock.advance(to: 0.2)
        #expect(approx(shownX(v), 5 + 100 * (1 - underdamped(w0: 10, zeta: 0.5, t: 0.2))))
        clock.advance(to: 0.5)
        #expect(approx(shownX(v), 5 + 100 * (1 - underdamped(w0: 10, zeta: 0.5, t: 0.5))))
        // It lasts until the envelope √(4/3) e^(−5t) is below 0.1 %: t = ln(1000 √(4/3)) / 5 ≈ 1.410 s,
        // whatever the animator's duration.
        clock.advance(to: 1.38)
        #expect(ended == nil)
        clock.advance(to: 1.44)
        #expect(ended == .end)
    }

    @Test func aSpringOfDurationAndBounceIsCriticallyDampedWithoutBounce() {
        let clock = AnimatorClock(); defer { clock.end() }
        let v = makeView()
        // duration 0.5, bounce 0: stiffness (2π / 0.5)², damping 4π / 0.5: ω₀ = 4π, ζ = 1.
        let animator = UIViewPropertyAnimator(duration: 3, timingParameters: UISpringTimingParameters(duration: 0.5, bounce: 0))
        animator.addAnimations { v.center.x = 105 }
        animator.startAnimation()
        clock.commit()
        clock.advance(to: 0.1)
        #expect(approx(shownX(v), 5 + 100 * (1 - criticallyDamped(w0: 4 * .pi, t: 0.1, velocity: 0))))
        clock.advance(to: 3)
        #expect(animator.state == .inactive)
    }

    @Test func aSpringsInitialVelocityIsRelativeToTheDistancePerAxis() {
        let clock = AnimatorClock(); defer { clock.end() }
        let v = makeView()
        // Critically damped (ω₀ = 10) with relative velocity 2 along x and none along y.
        let spring = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 20, initialVelocity: CGVector(dx: 2, dy: 0))
        let animator = UIViewPropertyAnimator(duration: 1, timingParameters: spring)
        animator.addAnimations { v.center = CGPoint(x: 105, y: 105) }
        animator.startAnimation()
        clock.commit()
        clock.advance(to: 0.1)
        let shown = (v.layer.presentation() ?? v.layer).position
        #expect(approx(shown.x, 5 + 100 * (1 - criticallyDamped(w0: 10, t: 0.1, velocity: 2))))
        #expect(approx(shown.y, 5 + 100 * (1 - criticallyDamped(w0: 10, t: 0.1, velocity: 0))))
        clock.advance(to: 3)
        #expect(animator.state == .inactive)
        #expect(v.center == CGPoint(x: 105, y: 105))
    }

    @Test func aDampingRatioSpringSettlesWithinTheDuration() {
        let clock = AnimatorClock(); defer { clock.end() }
        let v = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.3) { v.center.x = 105 }
        var ended: UIViewAnimatingPosition?
        animator.addCompletion { ended = $0 }
        animator.startAnimation()
        clock.commit()
        var overshot = false
        for i in 1...59 {
            clock.advance(to: Double(i) / 60)
            if shownX(v) > 105.5 { overshot = true }
        }
        #expect(overshot) // ζ = 0.3 oscillates about the end value
        #expect(ended == nil)
        clock.advance(to: 1.01)
        #expect(ended == .end)
    }

    @Test func runningPropertyAnimatorStartsAtOnceWithTheOptionsCurve() {
        let clock = AnimatorClock(); defer { clock.end() }
        let v = makeView()
        var ended: UIViewAnimatingPosition?
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0, options: [.curveEaseIn],
                                                                      animations: { v.center.x = 105 },
                                                                      completion: { ended = $0 })
        #expect(animator.state == .active)
        #expect(animator.isRunning)
        #expect(animator.isInterruptible)
        #expect(!animator.isUserInteractionEnabled) // only with .allowUserInteraction, as UIView.animate
        #expect(animator.timingParameters?.cubicTimingParameters?.animationCurve == .easeIn)
        clock.commit()
        clock.advance(to: 0.5)
        #expect(approx(shownX(v), 5 + 100 * easeInAt05))
        clock.advance(to: 1.01)
        #expect(ended == .end)
    }

    @Test func runningPropertyAnimatorWithADelayAndUserInteraction() {
        let clock = AnimatorClock(); defer { clock.end() }
        let v = makeView()
        var ended: UIViewAnimatingPosition?
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.5, delay: 0.25,
                                                                      options: [.curveLinear, .allowUserInteraction],
                                                                      animations: { v.alpha = 0 },
                                                                      completion: { ended = $0 })
        #expect(animator.isUserInteractionEnabled)
        #expect(animator.delay == 0.25)
        clock.commit()
        clock.advance(to: 0.5)
        #expect(abs(shownOpacity(v) - 0.5) < 1e-3)
        clock.advance(to: 0.76)
        #expect(ended == .end)
    }

    @Test func runningPropertyAnimatorInsideAnAnimationBlockIsNotInterruptible() {
        let clock = AnimatorClock(); defer { clock.end() }
        let v = makeView()
        var inner: UIViewPropertyAnimator?
        UIView.animate(withDuration: 1) {
            inner = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0, animations: { v.alpha = 0 })
        }
        #expect(inner?.isInterruptible == false)
        clock.advance(to: 1.1)
        #expect(inner?.state == .inactive)
    }

    @Test func aNonInterruptibleAnimatorRunsToTheEnd() {
        let clock = AnimatorClock(); defer { clock.end() }
        let v = makeView()
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { v.center.x = 105 }
        animator.isInterruptible = false
        var ended: UIViewAnimatingPosition?
        animator.addCompletion { ended = $0 }
        animator.startAnimation()
        clock.commit()
        clock.advance(to: 0.25)
        #expect(approx(shownX(v), 55))
        clock.advance(to: 0.6)
        #expect(ended == .end)
    }

    @Test func aCopyHasTheSettingsButNotTheBlocks() {
        let v = makeView()
        let animator = UIViewPropertyAnimator(duration: 0.7, controlPoint1: CGPoint(x: 0.1, y: 0.2), controlPoint2: CGPoint(x: 0.3, y: 0.9)) {
            v.alpha = 0
        }
        animator.isUserInteractionEnabled = false
        animator.scrubsLinearly = false
        let copy = animator.copy() as! UIViewPropertyAnimator
        #expect(copy !== animator)
        #expect(copy.duration == 0.7)
        #expect(copy.timingParameters?.cubicTimingParameters?.controlPoint2 == CGPoint(x: 0.3, y: 0.9))
        #expect(!copy.isUserInteractionEnabled)
        #expect(!copy.scrubsLinearly)
        #expect(copy.state == .inactive)
    }
}

/// Apple hit-tests the views of an interruptible property animator where they are shown (their presentation
/// layers) unless `isManualHitTestingEnabled` is set, when the app hit-tests them itself (at their model frames).
@Suite(.serialized) @MainActor struct UIViewPropertyAnimatorHitTestingTests {
    /// A 400 × 100 container with a 100 × 100 view at x 0 that the animator moves to x 200 in 1 s, linearly.
    private static func moving() -> (container: UIView, view: UIView, animator: UIViewPropertyAnimator) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.addSubview(v)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.frame.origin.x = 200 }
        return (container, v, animator)
    }

    @Test func aRunningAnimatorsViewIsHitWhereItIsShown() {
        let clock = AnimatorClock(); defer { clock.end() }
        let (container, v, animator) = Self.moving()
        #expect(!animator.isManualHitTestingEnabled)
        animator.startAnimation()
        clock.commit()
        clock.advance(to: 0.5)
        // Half way: shown over x 100…200, its model frame is x 200…300.
        #expect(container.hitTest(CGPoint(x: 150, y: 50), with: nil) === v)
        #expect(container.hitTest(CGPoint(x: 250, y: 50), with: nil) === container)
        #expect(container.hitTest(CGPoint(x: 50, y: 50), with: nil) === container)
        clock.advance(to: 1.1)
        #expect(container.hitTest(CGPoint(x: 250, y: 50), with: nil) === v)
        #expect(container.hitTest(CGPoint(x: 150, y: 50), with: nil) === container)
    }

    @Test func aPausedAnimatorsViewIsHitWhereItIsShown() {
        let clock = AnimatorClock(); defer { clock.end() }
        let (container, v, animator) = Self.moving()
        animator.pauseAnimation()
        animator.fractionComplete = 0.25
        clock.commit()
        // A quarter of the way: shown over x 50…150.
        #expect(container.hitTest(CGPoint(x: 60, y: 50), with: nil) === v)
        #expect(container.hitTest(CGPoint(x: 250, y: 50), with: nil) === container)
        animator.stopAnimation(true)
    }

    @Test func withManualHitTestingTheViewIsHitAtItsModelFrame() {
        let clock = AnimatorClock(); defer { clock.end() }
        let (container, v, animator) = Self.moving()
        animator.isManualHitTestingEnabled = true
        animator.startAnimation()
        clock.commit()
        clock.advance(to: 0.5)
        #expect(container.hitTest(CGPoint(x: 250, y: 50), with: nil) === v)
        #expect(container.hitTest(CGPoint(x: 150, y: 50), with: nil) === container)
    }

    @Test func aNonInterruptibleAnimatorsViewIsHitAtItsModelFrame() {
        let clock = AnimatorClock(); defer { clock.end() }
        let (container, v, animator) = Self.moving()
        animator.isInterruptible = false
        animator.startAnimation()
        clock.commit()
        clock.advance(to: 0.5)
        #expect(container.hitTest(CGPoint(x: 250, y: 50), with: nil) === v)
        #expect(container.hitTest(CGPoint(x: 150, y: 50), with: nil) === container)
    }

    /// Through the event pipeline: a tap where the moving view is shown reaches its tap recognizer.
    @Test func aTapWhereTheViewIsShownReachesIt() {
        GestureStage.run { stage in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            stage.window.addSubview(v)
            var taps = 0
            v.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.frame.origin.x = 200 }
            animator.startAnimation()
            UIHeadless.runLoopTurn()
            UIHeadless.advance(by: 0.5)
            stage.tap(150, 50)
            #expect(taps == 1)
            stage.wait(1)
            stage.tap(150, 50)
            #expect(taps == 1)
        }
    }

    /// point(inside:) takes the shown bounds: a view growing from 100 to 300 pt wide is 200 pt wide half way.
    @Test func pointInsideTakesTheShownBounds() {
        let clock = AnimatorClock(); defer { clock.end() }
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.addSubview(v)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.bounds.size.width = 300 }
        animator.startAnimation()
        clock.commit()
        clock.advance(to: 0.5)
        // Shown bounds 0…200 wide (the origin stays), model 0…300: 10 pt past the shown right edge is out.
        let shown = v.layer.presentation()!.bounds
        #expect(abs(shown.width - 200) < 0.001)
        #expect(v.point(inside: CGPoint(x: shown.maxX - 10, y: 50), with: nil))
        #expect(!v.point(inside: CGPoint(x: shown.maxX + 10, y: 50), with: nil))
        animator.isManualHitTestingEnabled = true
        #expect(v.point(inside: CGPoint(x: shown.maxX + 10, y: 50), with: nil))
    }
}
