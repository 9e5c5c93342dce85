import Foundation
@testable import UIKit

/// One log of what happened, in order: recognizers' actions ("tap ended"), views' touches
/// ("view began"), anything a test adds.
@MainActor
final class GestureLog {
    var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
    func clear() { entries = [] }
}

/// A view that logs the touches it receives, one entry per touch: "name phase".
@MainActor
final class LoggingView: UIView {
    let name: String
    let log: GestureLog
    init(_ name: String, frame: CGRect, log: GestureLog) {
        self.name = name
        self.log = log
        super.init(frame: frame)
        isMultipleTouchEnabled = true
    }
    required init?(coder: NSCoder) { nil }
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { record("began", t) }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { record("moved", t) }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { record("ended", t) }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { record("cancelled", t) }
    private func record(_ phase: String, _ touches: Set<UITouch>) {
        for _ in touches { log.add("\(name) \(phase)") }
    }
}

/// A screen of its own (400 × 400 points, scale 1) with a key window, a manual media clock and a fresh
/// dispatcher; fingers are given in the window's coordinates.
@MainActor
final class GestureStage {
    let screen: UIScreen
    let window: UIWindow
    let log = GestureLog()

    init() {
        UIHeadless.useManualClock(startingAt: 1000)
        EventDispatcher.shared.reset()
        screen = UIHeadless.connectScreen(size: CGSize(width: 400, height: 400), scale: 1)
        window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.makeKeyAndVisible()
    }

    func close() {
        UIHeadless.cancelTouches()
        UIHeadless.endHover()
        // Long enough for any tap count to lapse, so the next test's first tap counts 1.
        CAMediaClock.shared.advance(by: 2)
        window.isHidden = true
        UIHeadless.disconnectScreen(screen)
        EventDispatcher.shared.reset()
    }

    /// A logging view added to `parent` (the window when nil).
    @discardableResult
    func view(_ name: String, frame: CGRect, in parent: UIView? = nil) -> LoggingView {
        let v = LoggingView(name, frame: frame, log: log)
        (parent ?? window).addSubview(v)
        return v
    }

    /// Logs each action of `g` as "name state".
    func watch(_ g: UIGestureRecognizer, as name: String) {
        g.addTarget(nil, action: { [log] g in log.add("\(name) \(Self.describe(g.state))") })
    }

    static func describe(_ s: UIGestureRecognizer.State) -> String {
        switch s {
        case .possible: return "possible"
        case .began: return "began"
        case .changed: return "changed"
        case .ended: return "ended"
        case .cancelled: return "cancelled"
        case .failed: return "failed"
        }
    }

    func down(_ x: CGFloat, _ y: CGFloat, finger: Int = 0) {
        UIHeadless.touchDown(at: CGPoint(x: x, y: y), finger: finger, in: window)
    }
    func move(_ x: CGFloat, _ y: CGFloat, finger: Int = 0) {
        UIHeadless.touchMove(to: CGPoint(x: x, y: y), finger: finger)
    }
    func up(finger: Int = 0) { UIHeadless.touchUp(finger: finger) }

    /// A tap: down and up at one point, the clock still.
    func tap(_ x: CGFloat, _ y: CGFloat) {
        down(x, y)
        up()
    }

    /// Steps the media clock (timers fire at their own deadlines).
    func wait(_ seconds: CFTimeInterval) { CAMediaClock.shared.advance(by: seconds) }

    func hover(_ x: CGFloat, _ y: CGFloat) { UIHeadless.hover(to: CGPoint(x: x, y: y), in: window) }

    /// Runs `body` on a fresh stage, closed afterwards.
    static func run(_ body: (GestureStage) throws -> Void) rethrows {
        let stage = GestureStage()
        defer { stage.close() }
        try body(stage)
    }
}

/// A recognizer whose state a test drives by hand, logging what UIKit calls on it.
@MainActor
final class ScriptedRecognizer: UIGestureRecognizer {
    var calls: [String] = []
    /// What to do in touchesEnded (nil: nothing).
    var onEnded: ((ScriptedRecognizer) -> Void)?
    var onBegan: ((ScriptedRecognizer) -> Void)?
    var onMoved: ((ScriptedRecognizer) -> Void)?
    var allowsPreventing = true
    var allowsBeingPrevented = true
    var requiresFailureOf: UIGestureRecognizer?
    var requiredToFailBy: UIGestureRecognizer?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        calls.append("began \(touches.count)")
        onBegan?(self)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        calls.append("moved \(touches.count)")
        onMoved?(self)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        calls.append("ended \(touches.count)")
        onEnded?(self)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        calls.append("cancelled \(touches.count)")
    }
    override func reset() {
        super.reset()
        calls.append("reset from \(GestureStage.describe(state))")
    }
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { allowsPreventing }
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { allowsBeingPrevented }
    override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer === requiresFailureOf
    }
    override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer === requiredToFailBy
    }
}

/// A delegate whose answers a test sets, logging the questions.
@MainActor
final class ScriptedDelegate: NSObject, UIGestureRecognizerDelegate {
    var questions: [String] = []
    var shouldBegin = true
    var receivesTouches = true
    var receivesEvents = true
    var simultaneousWith: [UIGestureRecognizer] = []
    var requireFailureOf: [UIGestureRecognizer] = []
    var requiredToFailBy: [UIGestureRecognizer] = []

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        questions.append("shouldBegin")
        return shouldBegin
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        questions.append("shouldReceive touch")
        return receivesTouches
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        questions.append("shouldReceive event")
        return receivesEvents
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        simultaneousWith.contains { $0 === otherGestureRecognizer }
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        requireFailureOf.contains { $0 === otherGestureRecognizer }
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        requiredToFailBy.contains { $0 === otherGestureRecognizer }
    }
}
