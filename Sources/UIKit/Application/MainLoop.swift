// Frame stages 4 layout, 5 display, 6 commit (docs/ARCHITECTURE.md). Before: 3, recognizers and responders — Application/UIApplication.sendEvent → Window/UIWindow.sendEvent → the responder chain.
// After: 7, composite — Application/FrameLoop.renderAllScreens → QuartzCore Render/CACompositor.render.
import Foundation

/// Scheduling work at the next turn of the main loop from main-actor code.
///
/// Blocks wait in a queue of our own and a run-loop block drains it. The queue matters where the main actor
/// is not served by the main thread's run loop (Swift Testing on Linux runs main-actor tests from the main
/// dispatch queue on another thread): `UIHeadless.runLoopTurn()` drains it directly.
@MainActor
enum MainLoop {
    private static var pending: [() -> Void] = []

    /// The run loop of the thread the main actor runs on now.
    static var runLoop: RunLoop { Thread.isMainThread ? RunLoop.main : RunLoop.current }

    /// Runs `body` at the next turn of the main loop.
    static func perform(_ body: @escaping @MainActor () -> Void) {
        pending.append(body)
        guard pending.count == 1 else { return }
        runLoop.perform(inModes: [.common]) {
            MainActor.assumeIsolated { MainLoop.drain() }
        }
    }

    /// The end of a run-loop turn: waiting blocks, then the implicit transaction's commit (layout, display,
    /// animations), then the frame that commit scheduled. The headless driver and the SDL loop both end
    /// their turns with this.
    static func endTurn() {
        drain()
        CATransaction.flush()
        drain()
        // Layout may have moved the caret: the input method's candidate window follows it.
        if EventDispatcher.shared.textInputState.isActive { EventDispatcher.shared.refreshTextInput() }
    }

    /// Runs every waiting block (and blocks they schedule) now.
    static func drain() {
        var rounds = 0
        while !pending.isEmpty && rounds < 64 {
            rounds += 1
            let blocks = pending
            pending = []
            for b in blocks { b() }
        }
    }
}
