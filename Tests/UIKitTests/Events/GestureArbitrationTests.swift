import Testing
@testable import UIKit

/// Between recognizers sharing a touch: exclusive by default, simultaneous when a delegate allows it,
/// `canPrevent`/`canBePrevented`, and failure requirements in all five forms.
@Suite(.serialized) @MainActor struct GestureArbitrationTests {
    /// A pan on an outer view and one on an inner view, both under the touch at (150, 150).
    private static func twoPans(_ stage: GestureStage, inner: UIPanGestureRecognizer = UIPanGestureRecognizer(),
                                outer: UIPanGestureRecognizer = UIPanGestureRecognizer()) -> (UIPanGestureRecognizer, UIPanGestureRecognizer) {
        let o = stage.view("o", frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let i = stage.view("i", frame: CGRect(x: 100, y: 100, width: 200, height: 200), in: o)
        o.addGestureRecognizer(outer)
        i.addGestureRecognizer(inner)
        stage.watch(inner, as: "inner")
        stage.watch(outer, as: "outer")
        return (inner, outer)
    }

    /// Down at (150, 150), then 10 pt right (both pans' threshold), 10 more, and up.
    private static func drag(_ stage: GestureStage) {
        stage.down(150, 150)
        stage.move(160, 150)
        stage.move(170, 150)
        stage.up()
    }

    @Test func recognitionIsExclusiveByDefault() {
        GestureStage.run { stage in
            let (inner, outer) = Self.twoPans(stage)
            var outerStates: [UIGestureRecognizer.State] = []
            outer.addTarget(nil, action: { outerStates.append($0.state) })
            stage.down(150, 150)
            stage.move(160, 150)
            // The inner pan, nearer the touch, gets the move first and begins; the outer one fails at once.
            #expect(inner.state == .began)
            #expect(outer.state == .failed)
            stage.move(170, 150)
            stage.up()
            #expect(stage.log.entries.filter { !$0.hasPrefix("i ") } == ["inner began", "inner changed", "inner ended"])
            #expect(outerStates.isEmpty)
            #expect(inner.state == .possible && outer.state == .possible)
        }
    }

    @Test func eitherDelegateAllowsSimultaneousRecognition() {
        for side in ["outer", "inner"] {
            GestureStage.run { stage in
                let (inner, outer) = Self.twoPans(stage)
                let d = ScriptedDelegate()
                // One side says yes; the other keeps the default no.
                if side == "outer" {
                    d.simultaneousWith = [inner]
                    outer.delegate = d
                } else {
                    d.simultaneousWith = [outer]
                    inner.delegate = d
                }
                Self.drag(stage)
                #expect(stage.log.entries.filter { !$0.hasPrefix("i ") }
                        == ["inner began", "outer began", "inner changed", "outer changed", "inner ended", "outer ended"])
            }
        }
    }

    @MainActor final class GentlePan: UIPanGestureRecognizer {
        override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    }

    @MainActor final class StubbornPan: UIPanGestureRecognizer {
        override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    }

    @Test func canPreventAndCanBePreventedLetBothRecognize() {
        GestureStage.run { stage in
            // The inner pan cannot stop the outer one from beginning; the outer one, beginning, still
            // cancels the inner one (nothing stops it from doing so).
            _ = Self.twoPans(stage, inner: GentlePan())
            Self.drag(stage)
            #expect(stage.log.entries.filter { !$0.hasPrefix("i ") }
                    == ["inner began", "outer began", "inner cancelled", "outer changed", "outer ended"])
        }
        GestureStage.run { stage in
            _ = Self.twoPans(stage, outer: StubbornPan())
            Self.drag(stage)
            #expect(stage.log.entries.filter { !$0.hasPrefix("i ") }
                    == ["inner began", "outer began", "inner cancelled", "outer changed", "outer ended"])
        }
    }

    /// A single tap that requires a double tap to fail, both on one view.
    private static func singleAndDouble(_ stage: GestureStage, requirement: (UITapGestureRecognizer, UITapGestureRecognizer) -> Void)
        -> (single: UITapGestureRecognizer, double: UITapGestureRecognizer) {
        let v = stage.view("v", frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let single = UITapGestureRecognizer()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        v.addGestureRecognizer(single)
        v.addGestureRecognizer(double)
        stage.watch(single, as: "single")
        stage.watch(double, as: "double")
        requirement(single, double)
        return (single, double)
    }

    @Test func aSingleTapRequiringADoubleTapToFailFiresOnlyAfterTheDoubleTapTimeout() {
        GestureStage.run { stage in
            _ = Self.singleAndDouble(stage) { single, double in single.require(toFail: double) }
            stage.tap(100, 100)
            // The single tap waits for the double tap; the view's end is withheld meanwhile.
            #expect(stage.log.entries == ["v began"])
            stage.wait(0.34)
            #expect(stage.log.entries == ["v began"])
            stage.wait(0.02)   // 0.35 s after the touch-up the double tap fails
            #expect(stage.log.entries == ["v began", "v cancelled", "single ended"])
        }
    }

    @Test func aDoubleTapMakesTheWaitingSingleTapFail() {
        GestureStage.run { stage in
            let (single, _) = Self.singleAndDouble(stage) { single, double in single.require(toFail: double) }
            var singleStates: [UIGestureRecognizer.State] = []
            single.addTarget(nil, action: { singleStates.append($0.state) })
            stage.tap(100, 100)
            stage.wait(0.1)
            stage.tap(100, 100)
            #expect(stage.log.entries == ["v began", "v began", "v cancelled", "v cancelled", "double ended"])
            stage.wait(1)
            #expect(singleStates.isEmpty)
            #expect(single.state == .possible)
        }
    }

    @Test func withoutARequirementBothTapsRecognize() {
        GestureStage.run { stage in
            _ = Self.singleAndDouble(stage) { _, _ in }
            stage.tap(100, 100)
            // The single tap recognizes at once; the double tap, sharing the touch, fails.
            #expect(stage.log.entries == ["v began", "v cancelled", "single ended"])
        }
    }

    @Test func delegatesCanRequireFailureEitherWay() {
        GestureStage.run { stage in
            let d = ScriptedDelegate()
            _ = Self.singleAndDouble(stage) { single, double in
                d.requireFailureOf = [double]
                single.delegate = d
            }
            stage.tap(100, 100)
            stage.wait(0.34)
            #expect(!stage.log.entries.contains("single ended"))
            stage.wait(0.02)
            #expect(stage.log.entries.last == "single ended")
        }
        GestureStage.run { stage in
            let d = ScriptedDelegate()
            _ = Self.singleAndDouble(stage) { single, double in
                d.requiredToFailBy = [single]
                double.delegate = d
            }
            stage.tap(100, 100)
            stage.wait(0.34)
            #expect(!stage.log.entries.contains("single ended"))
            stage.wait(0.02)
            #expect(stage.log.entries.last == "single ended")
        }
    }

    @Test func subclassesCanRequireFailureEitherWay() {
        // shouldRequireFailure(of:): the scripted recognizer recognizes at touch-up but waits for the tap.
        GestureStage.run { stage in
            let v = stage.view("v", frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let tap = UITapGestureRecognizer()
            tap.numberOfTapsRequired = 2
            let g = ScriptedRecognizer()
            g.requiresFailureOf = tap
            g.onEnded = { $0.state = .recognized }
            v.addGestureRecognizer(g)
            v.addGestureRecognizer(tap)
            stage.watch(g, as: "g")
            stage.tap(100, 100)
            #expect(g.state == .possible)
            #expect(!stage.log.entries.contains("g ended"))
            stage.wait(0.36)
            #expect(stage.log.entries.last == "g ended")
        }
        // shouldBeRequiredToFail(by:): the tap waits for the scripted recognizer, which fails by hand.
        GestureStage.run { stage in
            let v = stage.view("v", frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let tap = UITapGestureRecognizer()
            let g = ScriptedRecognizer()
            g.requiredToFailBy = tap
            v.addGestureRecognizer(tap)
            v.addGestureRecognizer(g)
            stage.watch(tap, as: "tap")
            stage.tap(100, 100)
            #expect(!stage.log.entries.contains("tap ended"))
            g.state = .failed
            #expect(stage.log.entries.last == "tap ended")
        }
    }

    @Test func aRecognizerThatBeginsCancelsOneInProgressThatCannotPreventIt() {
        GestureStage.run { stage in
            let v = stage.view("v", frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let a = ScriptedRecognizer(), b = ScriptedRecognizer()
            a.onBegan = { $0.state = .began }
            a.allowsPreventing = false      // a, in progress, does not stop b from beginning…
            b.onMoved = { g in if g.state == .possible { g.state = .began } }
            v.addGestureRecognizer(a)
            v.addGestureRecognizer(b)
            stage.watch(a, as: "a")
            stage.watch(b, as: "b")
            stage.down(100, 100)
            stage.move(110, 100)
            // …and b, beginning, cancels a (which hears it after b's own action).
            #expect(stage.log.entries == ["a began", "b began", "a cancelled"])
            #expect(a.state == .cancelled)
            stage.up()
            #expect(a.state == .possible)
        }
    }
}
