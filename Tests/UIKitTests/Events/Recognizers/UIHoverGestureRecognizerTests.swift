import Testing
@testable import UIKit

/// Hover: a pointer moving with no button down (UIHeadless.hover here, SDL mouse motion without a button on
/// the desktop) begins the hover recognizers of the view under it and its ancestors, changes them as it
/// moves and ends them as it leaves; a button going down cancels them (⚠).
@Suite(.serialized) @MainActor struct UIHoverGestureRecognizerTests {
    private static func hoverViews(_ stage: GestureStage) -> (outer: UIView, inner: UIView, UIHoverGestureRecognizer, UIHoverGestureRecognizer) {
        let outer = stage.view("outer", frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let inner = stage.view("inner", frame: CGRect(x: 100, y: 100, width: 50, height: 50), in: outer)
        let o = UIHoverGestureRecognizer(), i = UIHoverGestureRecognizer()
        outer.addGestureRecognizer(o)
        inner.addGestureRecognizer(i)
        stage.watch(o, as: "hover-outer")
        stage.watch(i, as: "hover-inner")
        return (outer, inner, o, i)
    }

    @Test func enteringMovingAndLeaving() {
        GestureStage.run { stage in
            let (outer, _, o, _) = Self.hoverViews(stage)
            var locations: [CGPoint] = []
            o.addTarget(nil, action: { locations.append($0.location(in: outer)) })
            stage.hover(50, 50)        // over the window only
            #expect(stage.log.entries.isEmpty)
            stage.hover(150, 160)      // enters outer
            stage.hover(160, 160)
            stage.hover(350, 350)      // leaves
            #expect(stage.log.entries == ["hover-outer began", "hover-outer changed", "hover-outer ended"])
            #expect(locations == [CGPoint(x: 50, y: 60), CGPoint(x: 60, y: 60), CGPoint(x: 250, y: 250)])
            #expect(o.state == .possible)
            stage.hover(150, 150)      // and again
            // No touches were involved: the views got none.
            #expect(stage.log.entries == ["hover-outer began", "hover-outer changed", "hover-outer ended", "hover-outer began"])
        }
    }

    @Test func ancestorsHoverTooAndSubviewsComeAndGo() {
        GestureStage.run { stage in
            _ = Self.hoverViews(stage)
            stage.hover(150, 150)      // outer only
            stage.hover(225, 225)      // into inner (window 200…250), still over outer
            stage.hover(260, 260)      // out of inner, still over outer
            #expect(stage.log.entries == ["hover-outer began", "hover-inner began", "hover-outer changed",
                                          "hover-inner ended", "hover-outer changed"])
        }
    }

    @Test func aButtonGoingDownCancelsAndLeavingTheWindowEnds() {
        GestureStage.run { stage in
            let (_, _, o, _) = Self.hoverViews(stage)
            stage.hover(150, 150)
            stage.down(150, 150)
            stage.up()
            // The press is a touch like any other for the view under it.
            #expect(stage.log.entries == ["hover-outer began", "hover-outer cancelled", "outer began", "outer ended"])
            #expect(o.state == .possible)
            stage.log.clear()
            stage.hover(150, 150)
            UIHeadless.endHover()
            #expect(stage.log.entries == ["hover-outer began", "hover-outer ended"])
        }
    }

    @Test func sdlMouseMotionWithoutAButtonIsAHover() {
        let screen = UIScreen.main
        var t = SDLPointerTranslator()
        let size = screen.bounds.size
        let hover = t.mouseMotion(synthesisedFromTouch: false, x: 10, y: 10, windowSize: size, screen: screen, timestamp: 0)
        #expect(hover?.action == .hover)
        _ = t.mouseButton(down: true, button: 1, synthesisedFromTouch: false, x: 10, y: 10, windowSize: size, screen: screen, timestamp: 0)
        let drag = t.mouseMotion(synthesisedFromTouch: false, x: 20, y: 10, windowSize: size, screen: screen, timestamp: 0)
        #expect(drag?.action == .moved)
        #expect(t.mouseMotion(synthesisedFromTouch: true, x: 20, y: 10, windowSize: size, screen: screen, timestamp: 0) == nil)
        #expect(t.mouseLeft(screen: screen, timestamp: 0).action == .hoverExited)
    }
}
