import Testing
@testable import UIKit

/// The base recognizer: its state machine, which touches it gets and when, its delegate, its actions and
/// its touches' locations. Recognizers here are scripted subclasses, so every transition is the test's.
@Suite(.serialized) @MainActor struct UIGestureRecognizerTests {
    @Test func defaultsAndRawValuesAreApples() {
        let g = UIGestureRecognizer()
        #expect(g.state == .possible)
        #expect(g.isEnabled)
        #expect(g.cancelsTouchesInView)
        #expect(!g.delaysTouchesBegan)
        #expect(g.delaysTouchesEnded)
        #expect(g.requiresExclusiveTouchType)
        #expect(g.view == nil && g.delegate == nil && g.name == nil)
        #expect(g.numberOfTouches == 0)
        #expect(UIGestureRecognizer.State.recognized == .ended)
        #expect([UIGestureRecognizer.State.possible, .began, .changed, .ended, .cancelled, .failed].map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        g.name = "drag"
        #expect(g.name == "drag")
    }

    @Test func aDiscreteGestureIsRecognizedThenResetOnceTheTouchLifts() {
        GestureStage.run { stage in
            let v = stage.view("v", frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let g = ScriptedRecognizer()
            g.onEnded = { $0.state = .recognized }
            g.addTarget(nil, action: { g in
                // Actions run before the reset: the handler sees the terminal state.
                (g as! ScriptedRecognizer).calls.append("action \(GestureStage.describe(g.state))")
            })
            v.addGestureRecognizer(g)
            stage.tap(50, 50)
            #expect(g.calls == ["began 1", "ended 1", "action ended", "reset from ended"])
            #expect(g.state == .possible)
        }
    }

    @Test func recognizersGetTheTouchBeforeTheView() {
        GestureStage.run { stage in
            let v = stage.view("v", frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let g = ScriptedRecognizer()
            g.onBegan = { _ in stage.log.add("g began") }
            g.onMoved = { _ in stage.log.add("g moved") }
            g.onEnded = { _ in stage.log.add("g ended") }
            v.addGestureRecognizer(g)
            stage.down(50, 50)
            stage.move(52, 50)
            stage.up()
            // The recognizer never decided, so the view's end was withheld (delaysTouchesEnded) — until
            // the recognizer, still possible, is failed by hand.
            #expect(stage.log.entries == ["g began", "v began", "g moved", "v moved", "g ended"])
            g.state = .failed
            #expect(stage.log.entries.last == "v ended")
            #expect(g.calls.last == "reset from failed")
        }
    }

    @Test func invalidTransitionsTrapWithApplesAssertion() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let g = UIGestureRecognizer()
                g.state = .changed   // possible → changed: not a transition Apple allows
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("invalid state transition from UIGestureRecognizerStatePossible to UIGestureRecognizerStateChanged"))
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let g = UIGestureRecognizer()
                g.state = .began
                g.state = .possible  // began → possible: only UIKit's reset does that
            }
        }
    }

    @Test func aContinuousGestureSendsAnActionAtEachChange() {
        GestureStage.run { stage in
            let v = stage.view("v", frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let g = ScriptedRecognizer()
            g.onMoved = { $0.state = $0.state == .possible ? .began : .changed }
            g.onEnded = { $0.state = .ended }
            stage.watch(g, as: "g")
            v.addGestureRecognizer(g)
            stage.down(10, 10)
            stage.move(20, 10)
            stage.move(30, 10)
            stage.up()
            #expect(stage.log.entries == ["v began", "v cancelled", "g began", "g changed", "g ended"])
            #expect(g.state == .possible)
        }
    }

    @Test func actionsRunInTheOrderAddedAndGoWithTheirTargets() {
        GestureStage.run { stage in
            let v = stage.view("v", frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            var calls: [String] = []
            let g = UIGestureRecognizer { _ in calls.append("handler") }
            var owner: NSObject? = NSObject()
            g.addTarget(owner, action: { _ in calls.append("owned") }, actionName: "owned")
            g.addTarget(nil, action: { _ in calls.append("named") }, actionName: "named")
            g.addTarget(nil, action: { _ in calls.append("twice") }, actionName: "named")  // same pair: kept once
            v.addGestureRecognizer(g)
            g.state = .recognized
            #expect(calls == ["handler", "owned", "named"])
            owner = nil
            g.removeTarget(nil, actionName: "named")
            calls = []
            g.state = .recognized
            #expect(calls == ["handler"])
        }
    }

    @Test func theDelegateIsAskedWhetherTheRecognizerReceivesTheTouch() {
        GestureStage.run { stage in
            let v = stage.view("v", frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let g = ScriptedRecognizer()
            let d = ScriptedDelegate()
            d.receivesTouches = false
            g.delegate = d
            v.addGestureRecognizer(g)
            stage.tap(50, 50)
            #expect(g.calls.isEmpty)
            #expect(d.questions == ["shouldReceive event", "shouldReceive touch"])
            #expect(stage.log.entries == ["v began", "v ended"])

            d.receivesTouches = true
            d.receivesEvents = false
            d.questions = []
            stage.tap(50, 50)
            #expect(g.calls.isEmpty)
            #expect(d.questions == ["shouldReceive event"])
        }
    }

    @Test func aDelegateThatSaysNoToBeginningFailsTheRecognizer() {
        GestureStage.run { stage in
            let v = stage.view("v", frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let g = ScriptedRecognizer()
            let d = ScriptedDelegate()
            d.shouldBegin = false
            g.delegate = d
            g.onEnded = { g in
                g.state = .recognized
                g.calls.append("now \(GestureStage.describe(g.state))")
            }
            stage.watch(g, as: "g")
            v.addGestureRecognizer(g)
            stage.tap(50, 50)
            #expect(g.calls == ["began 1", "ended 1", "now failed", "reset from failed"])
            #expect(d.questions.contains("shouldBegin"))
            // No action, and the view's touch ends normally.
            #expect(stage.log.entries == ["v began", "v ended"])
        }
    }

    @MainActor final class RefusingView: UIView {
        var asked: [UIGestureRecognizer] = []
        override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            asked.append(gestureRecognizer)
            return false
        }
    }

    @Test func theViewIsAskedWhetherTheRecognizerMayBegin() {
        GestureStage.run { stage in
            let v = RefusingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            stage.window.addSubview(v)
            let g = ScriptedRecognizer()
            g.onEnded = { $0.state = .recognized }
            stage.watch(g, as: "g")
            v.addGestureRecognizer(g)
            stage.tap(50, 50)
            #expect(v.asked.count == 1 && v.asked.first === g)
            #expect(stage.log.entries.isEmpty)
            #expect(g.calls.last == "reset from failed")
            #expect(UIView().gestureRecognizerShouldBegin(g))   // default: true
        }
    }

    @Test func disablingCancelsAGestureInProgressAndStopsAPossibleOne() {
        GestureStage.run { stage in
            let v = stage.view("v", frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let g = ScriptedRecognizer()
            g.onBegan = { $0.state = .began }
            stage.watch(g, as: "g")
            v.addGestureRecognizer(g)
            stage.down(50, 50)
            g.isEnabled = false
            #expect(stage.log.entries == ["g began", "g cancelled"])
            stage.move(60, 50)
            stage.up()
            #expect(g.calls == ["began 1", "reset from cancelled"])
            #expect(g.state == .possible)

            // Possible: it gets no more touches (it has failed), and no action.
            g.isEnabled = true
            g.onBegan = nil
            stage.log.clear()
            stage.down(50, 50)
            g.isEnabled = false
            stage.move(60, 50)
            stage.up()
            #expect(g.calls.suffix(2) == ["began 1", "reset from failed"])
            #expect(stage.log.entries == ["v began", "v moved", "v ended"])
            // A disabled recognizer is not collected for new touches.
            stage.tap(50, 50)
            #expect(g.calls.count == 4)
        }
    }

    @Test func removingARecognizerFromItsViewResetsIt() {
        GestureStage.run { stage in
            let v = stage.view("v", frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let g = ScriptedRecognizer()
            g.onBegan = { $0.state = .began }
            stage.watch(g, as: "g")
            v.addGestureRecognizer(g)
            stage.down(50, 50)
            v.removeGestureRecognizer(g)
            #expect(g.state == .possible)
            #expect(g.view == nil)
            #expect(g.calls == ["began 1", "reset from began"])
            stage.up()
            #expect(g.calls.count == 2)
        }
    }

    @MainActor final class IgnoringRecognizer: UIGestureRecognizer {
        var moved: [Int] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            // The second finger is not wanted.
            if numberOfTouches == 2, let t = touches.first { ignore(t, for: event) }
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { moved.append(touches.count) }
    }

    @Test func anIgnoredTouchIsNoLongerDeliveredNorCounted() {
        GestureStage.run { stage in
            let v = stage.view("v", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let g = IgnoringRecognizer()
            v.addGestureRecognizer(g)
            stage.down(50, 50, finger: 0)
            stage.down(150, 50, finger: 1)
            #expect(g.numberOfTouches == 1)
            #expect(g.location(in: nil) == CGPoint(x: 50, y: 50))
            stage.move(160, 50, finger: 1)
            stage.move(60, 50, finger: 0)
            #expect(g.moved == [1])
            stage.up(finger: 0)
            stage.up(finger: 1)
        }
    }

    @Test func locationIsTheCentroidOfTheTouchesInTheGivenView() {
        GestureStage.run { stage in
            let v = stage.view("v", frame: CGRect(x: 50, y: 50, width: 300, height: 300))
            let g = ScriptedRecognizer()
            v.addGestureRecognizer(g)
            stage.down(100, 100, finger: 0)
            stage.down(200, 150, finger: 1)
            #expect(g.numberOfTouches == 2)
            // Window (150, 125) is (100, 75) in v.
            #expect(g.location(in: nil) == CGPoint(x: 150, y: 125))
            #expect(g.location(in: v) == CGPoint(x: 100, y: 75))
            #expect(g.location(ofTouch: 0, in: nil) == CGPoint(x: 100, y: 100))
            #expect(g.location(ofTouch: 1, in: v) == CGPoint(x: 150, y: 100))
            stage.up(finger: 1)
            #expect(g.numberOfTouches == 1)
            stage.up(finger: 0)
            #expect(g.numberOfTouches == 0)
        }
    }

    @Test func aTouchIndexBeyondTheTouchesRaises() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = UITapGestureRecognizer().location(ofTouch: 0, in: nil)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("-[UITapGestureRecognizer locationOfTouch:inView:]: index (0) beyond bounds (0)."))
    }

    @Test func eachTouchGoesToTheRecognizersOfItsViewAndItsAncestors() {
        GestureStage.run { stage in
            let outer = stage.view("outer", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let inner = stage.view("inner", frame: CGRect(x: 0, y: 0, width: 100, height: 100), in: outer)
            let sibling = stage.view("sibling", frame: CGRect(x: 200, y: 200, width: 100, height: 100))
            let a = ScriptedRecognizer(), b = ScriptedRecognizer(), c = ScriptedRecognizer()
            outer.addGestureRecognizer(a)
            inner.addGestureRecognizer(b)
            sibling.addGestureRecognizer(c)
            stage.down(50, 50)
            #expect(a.calls == ["began 1"] && b.calls == ["began 1"] && c.calls.isEmpty)
            stage.up()
            stage.wait(1)
            stage.down(250, 250)   // the sibling is in front there
            #expect(a.calls.count == 2 && c.calls == ["began 1"])
            stage.up()
        }
    }
}
