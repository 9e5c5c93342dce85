import Testing
import UIKit.UIGestureRecognizerSubclass

/// A recognizer written as iOS code writes one, importing `UIKit.UIGestureRecognizerSubclass` (and no
/// `@testable`): it sets `state` and overrides the touch methods and `reset()`.
@MainActor
private final class CheckmarkGestureRecognizer: UIGestureRecognizer {
    private var start: CGPoint?
    private(set) var resets = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if touches.count != 1 { state = .failed }
        start = location(in: view)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        guard let start, let end = touches.first?.location(in: view) else { return }
        // Down and to the right, then up: here simply "ended lower-right of where it began".
        state = end.x > start.x && end.y > start.y ? .recognized : .failed
    }

    override func reset() {
        super.reset()
        start = nil
        resets += 1
    }
}

@Suite(.serialized) @MainActor struct GestureRecognizerSubclassImportTests {
    @Test func aSubclassWrittenAgainstTheSubclassModuleRecognizes() {
        let screen = UIHeadless.connectScreen(size: CGSize(width: 200, height: 200), scale: 1)
        defer { UIHeadless.disconnectScreen(screen) }
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        let g = CheckmarkGestureRecognizer()
        var states: [UIGestureRecognizer.State] = []
        g.addTarget(nil, action: { states.append($0.state) })
        view.addGestureRecognizer(g)
        UIHeadless.touchDown(at: CGPoint(x: 20, y: 20), in: window)
        UIHeadless.touchUp(at: CGPoint(x: 60, y: 50))
        #expect(states == [.recognized])
        #expect(g.resets == 1)
        #expect(g.state == .possible)
    }
}
