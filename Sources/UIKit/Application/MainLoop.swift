import Foundation

/// Scheduling work on the main run loop from main-actor code.
@MainActor
enum MainLoop {
    /// Carries a main-actor closure into the run loop's @Sendable block; it only ever runs on the main thread.
    private struct Box: @unchecked Sendable { let body: @MainActor () -> Void }

    /// Runs `body` at the next turn of the main run loop.
    static func perform(_ body: @escaping @MainActor () -> Void) {
        let box = Box(body: body)
        RunLoop.main.perform(inModes: [.common]) {
            MainActor.assumeIsolated { box.body() }
        }
    }
}
