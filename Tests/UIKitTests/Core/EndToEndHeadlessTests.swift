import Testing
import UIKit
import TestSupport
import UIKitTestSupport

/// The view a tap lands on: it ignores the touches (the responder chain forwards them).
@MainActor
final class PassiveView: UIView {
    var began = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        began += 1
        super.touchesBegan(touches, with: event) // not handled here: forwarded to the next responder
    }
}

/// The handler up the chain: on touch up it asks for layout and display twice each and switches colour.
@MainActor
final class HandlerView: UIView {
    var forwardedBegan = 0
    var forwardedEnded = 0
    var layouts = 0
    var draws = 0
    var color: UIColor = .blue
    var touchLocation: CGPoint?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        forwardedBegan += 1
        touchLocation = touches.first?.location(in: self)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        forwardedEnded += 1
        color = .red
        setNeedsLayout(); setNeedsLayout()
        setNeedsDisplay(); setNeedsDisplay()
    }
    override func layoutSubviews() { layouts += 1 }
    override func draw(_ rect: CGRect) {
        draws += 1
        color.setFill()
        UIRectFill(bounds)
    }
}

@Suite(.serialized) @MainActor struct EndToEndHeadlessTests {
    func pixel(_ p: Pixels, _ x: Int, _ y: Int) -> [Int] { p[x, y] }

    @Test func tapTravelsTheChainAndRedrawsOnceWhereExpected() throws {
        let screen = UIHeadless.connectScreen(size: CGSize(width: 100, height: 100), scale: 1)
        defer { UIHeadless.disconnectScreen(screen) }
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.backgroundColor = .white
        let handler = HandlerView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        let passive = PassiveView(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
        handler.addSubview(passive)
        window.addSubview(handler)
        let other = UIView(frame: CGRect(x: 60, y: 60, width: 30, height: 30))
        other.backgroundColor = .green
        window.addSubview(other)
        window.makeKeyAndVisible()
        let before = Pixels(try #require(UIHeadless.renderImage(of: screen)))
        #expect(pixel(before, 30, 30) == [0, 0, 255, 255])     // the handler drew blue
        let layoutsBefore = handler.layouts, drawsBefore = handler.draws

        // Tap inside the passive view (window point (20, 20) = passive (5, 5)).
        UIHeadless.touchDown(at: CGPoint(x: 20, y: 20))
        #expect(passive.began == 1)
        #expect(handler.forwardedBegan == 1)                   // forwarded along the responder chain
        #expect(handler.touchLocation == CGPoint(x: 10, y: 10))
        UIHeadless.touchUp()
        #expect(handler.forwardedEnded == 1)
        #expect(handler.layouts == layoutsBefore && handler.draws == drawsBefore) // nothing yet
        let after = Pixels(try #require(UIHeadless.renderImage(of: screen))) // ends the turn and renders
        #expect(handler.layouts == layoutsBefore + 1)
        #expect(handler.draws == drawsBefore + 1)

        // Pixels changed where the handler is, and nowhere else.
        #expect(pixel(after, 30, 30) == [255, 0, 0, 255])
        #expect(pixel(after, 12, 12) == [255, 0, 0, 255])
        #expect(pixel(after, 75, 75) == [0, 255, 0, 255])
        #expect(pixel(after, 5, 5) == [255, 255, 255, 255])
        var changed = CGRect.null
        for y in 0..<100 { for x in 0..<100 where pixel(before, x, y) != pixel(after, x, y) {
            changed = changed.union(CGRect(x: x, y: y, width: 1, height: 1))
        } }
        #expect(changed == CGRect(x: 10, y: 10, width: 40, height: 40))
        #expect(UIHeadless.lastDamage(of: screen).allSatisfy { CGRect(x: 9, y: 9, width: 42, height: 42).contains($0) })
        window.isHidden = true
    }

    @Test func unhandledTouchesReachTheApplication() {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        w.makeKeyAndVisible()
        let v = PassiveView(frame: w.bounds)
        w.addSubview(v)
        UIHeadless.tap(at: CGPoint(x: 10, y: 10), in: w)
        #expect(v.began == 1) // and nothing crashed going up to the application
        w.isHidden = true
    }

    @Test func touchesCarryPhasesLocationsAndTapCount() {
        final class Recorder: UIView {
            var phases: [UITouch.Phase] = []
            var locations: [CGPoint] = []
            var taps: [Int] = []
            override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { record(t) }
            override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { record(t) }
            override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { record(t) }
            func record(_ t: Set<UITouch>) {
                let touch = t.first!
                phases.append(touch.phase); locations.append(touch.location(in: self)); taps.append(touch.tapCount)
            }
        }
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        w.makeKeyAndVisible()
        let r = Recorder(frame: CGRect(x: 50, y: 0, width: 50, height: 100))
        w.addSubview(r)
        UIHeadless.drag(from: CGPoint(x: 60, y: 10), to: CGPoint(x: 80, y: 10), steps: 2)
        #expect(r.phases == [.began, .moved, .moved, .ended])
        #expect(r.locations == [CGPoint(x: 10, y: 10), CGPoint(x: 20, y: 10), CGPoint(x: 30, y: 10), CGPoint(x: 30, y: 10)])
        UIHeadless.tap(at: CGPoint(x: 80, y: 10))
        #expect(r.taps.last == 2) // a second tap right after, at the same place
        w.isHidden = true
    }

    @Test func pressesGoToTheFirstResponder() {
        final class KeyView: UIView {
            var keys: [String] = []
            override var canBecomeFirstResponder: Bool { true }
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                keys.append(presses.first?.key?.characters ?? "?")
            }
        }
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        w.makeKeyAndVisible()
        let k = KeyView()
        w.addSubview(k)
        #expect(k.becomeFirstResponder() && k.isFirstResponder)
        UIHeadless.pressKey(.keyboardA, characters: "a")
        #expect(k.keys == ["a"])
        #expect(k.resignFirstResponder() && !k.isFirstResponder)
        w.isHidden = true
    }

    @Test func secondFingerIsRefusedWithoutMultipleTouch() {
        final class Counter: UIView {
            var began = 0
            override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { began += t.count }
        }
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        w.makeKeyAndVisible()
        let v = Counter(frame: w.bounds)
        w.addSubview(v)
        UIHeadless.touchDown(at: CGPoint(x: 10, y: 10), finger: 0)
        UIHeadless.touchDown(at: CGPoint(x: 50, y: 50), finger: 1)
        #expect(v.began == 1)
        UIHeadless.touchUp(finger: 1); UIHeadless.touchUp(finger: 0)
        v.isMultipleTouchEnabled = true
        v.began = 0
        UIHeadless.touchDown(at: CGPoint(x: 10, y: 10), finger: 0)
        UIHeadless.touchDown(at: CGPoint(x: 50, y: 50), finger: 1)
        #expect(v.began == 2)
        UIHeadless.touchUp(finger: 1); UIHeadless.touchUp(finger: 0)
        w.isHidden = true
    }

    @Test func exclusiveTouchKeepsOtherViewsOut() {
        final class Counter: UIView {
            var began = 0
            override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { began += t.count }
        }
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        w.makeKeyAndVisible()
        let a = Counter(frame: CGRect(x: 0, y: 0, width: 50, height: 100))
        let b = Counter(frame: CGRect(x: 50, y: 0, width: 50, height: 100))
        a.isExclusiveTouch = true
        w.addSubview(a); w.addSubview(b)
        UIHeadless.touchDown(at: CGPoint(x: 10, y: 10), finger: 0)
        UIHeadless.touchDown(at: CGPoint(x: 60, y: 10), finger: 1)
        #expect(a.began == 1 && b.began == 0)
        UIHeadless.touchUp(finger: 1); UIHeadless.touchUp(finger: 0)
        UIHeadless.touchDown(at: CGPoint(x: 60, y: 10), finger: 1)
        #expect(b.began == 1) // once the exclusive view is done, others get touches again
        UIHeadless.touchUp(finger: 1)
        w.isHidden = true
    }
}
