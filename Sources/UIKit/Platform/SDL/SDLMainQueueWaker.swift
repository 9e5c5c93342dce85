import Foundation
import CSDL2

/// Wakes the SDL wait when the main dispatch queue gets work (DispatchQueue.main.async from another thread,
/// a main-actor task), so the loop can sleep in SDL_WaitEventTimeout with no time limit and still serve
/// the main queue at once.
///
/// libdispatch tells CFRunLoop about main-queue work through a file descriptor (an eventfd on Linux,
/// `_dispatch_get_main_queue_handle_4CF`, exported for CoreFoundation). A helper thread polls it and pushes
/// an SDL user event, which wakes SDL_WaitEventTimeout; then it waits until the main loop has turned the run
/// loop (which services the queue and reads the descriptor) before polling again.
final class SDLMainQueueWaker: Sendable {
    private let turned = DispatchSemaphore(value: 0)
    /// The SDL event type the helper pushes.
    let eventType: UInt32

    private init(eventType: UInt32) { self.eventType = eventType }

    /// Starts the helper; nil when libdispatch does not export the descriptor (the loop then polls).
    static func start() -> SDLMainQueueWaker? {
        guard let handle = dlopen(nil, RTLD_NOW),
              let sym = dlsym(handle, "_dispatch_get_main_queue_handle_4CF") else { return nil }
        typealias GetHandle = @convention(c) () -> Int32
        let fd = unsafeBitCast(sym, to: GetHandle.self)()
        guard fd >= 0 else { return nil }
        let type = SDL_RegisterEvents(1)
        guard type != UInt32.max else { return nil }
        let waker = SDLMainQueueWaker(eventType: type)
        Thread.detachNewThread { waker.watch(fd: fd) }
        return waker
    }

    private func watch(fd: Int32) {
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        while true {
            p.revents = 0
            let r = poll(&p, 1, -1)
            if r < 0 {
                if errno == EINTR { continue }
                return
            }
            var e = SDL_Event()
            e.type = eventType
            _ = SDL_PushEvent(&e)
            turned.wait()
        }
    }

    /// The main loop has turned the run loop after a wake-up event.
    func mainLoopTurned() { turned.signal() }
}
