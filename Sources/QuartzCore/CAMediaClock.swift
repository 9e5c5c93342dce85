import Foundation
import CoreGraphics

/// Returns the current absolute time, in seconds, from the media clock.
///
/// On Apple platforms this is the host's monotonic clock; here it is `CAMediaClock.shared.time`,
/// which is monotonic real time unless a test or the headless back end has taken manual control.
public func CACurrentMediaTime() -> CFTimeInterval {
    CAMediaClock.shared.time
}

/// The one clock behind `CACurrentMediaTime()`, display links and animations.
///
/// By default it reports monotonic real time. In manual mode time stands still until it is
/// set or advanced; every step delivers display-link ticks and animation callbacks (started,
/// stopped, transaction completion blocks) synchronously, on the calling thread, which must
/// be the thread that owns the layers (the main thread in an app).
// Linux: Apple has no public media clock; this is the injectable clock of DESIGN.md decision 4.
public final class CAMediaClock: @unchecked Sendable {
    /// The shared clock used by the whole framework.
    public static let shared = CAMediaClock()

    private let lock = NSLock()
    private var manualTime: CFTimeInterval?
    private var stepping = false

    init() {}

    /// Monotonic real time in seconds (the system uptime).
    public static var realTime: CFTimeInterval { ProcessInfo.processInfo.systemUptime }

    /// The clock's current time in seconds.
    public var time: CFTimeInterval {
        lock.lock(); defer { lock.unlock() }
        return manualTime ?? CAMediaClock.realTime
    }

    /// Whether time only moves when set or advanced.
    public var isManual: Bool {
        lock.lock(); defer { lock.unlock() }
        return manualTime != nil
    }

    /// Switches to manual mode, freezing time at `time` (the current time when nil).
    public func useManualTime(startingAt time: CFTimeInterval? = nil) {
        lock.lock()
        manualTime = time ?? manualTime ?? CAMediaClock.realTime
        lock.unlock()
    }

    /// Returns to monotonic real time.
    public func useRealTime() {
        lock.lock(); manualTime = nil; lock.unlock()
        CAAnimationEngine.shared.scheduleRealTimeDriverIfNeeded()
    }

    /// Sets the manual time (entering manual mode if needed) and delivers ticks and callbacks.
    public func set(_ time: CFTimeInterval) {
        lock.lock(); manualTime = time; lock.unlock()
        step()
    }

    /// Advances the manual time by `seconds` (entering manual mode if needed) and delivers
    /// ticks and callbacks. Display links whose frame falls inside the step fire once.
    public func advance(by seconds: CFTimeInterval) {
        lock.lock()
        manualTime = (manualTime ?? CAMediaClock.realTime) + seconds
        lock.unlock()
        step()
    }

    /// Advances in equal frame-sized steps (for example 1/60 s), delivering each frame in turn.
    public func advance(by seconds: CFTimeInterval, frameInterval: CFTimeInterval) {
        guard frameInterval > 0 else { advance(by: seconds); return }
        var left = seconds
        while left > 1e-12 {
            let dt = min(frameInterval, left)
            advance(by: dt)
            left -= dt
        }
    }

    /// Delivers display-link ticks and animation callbacks for the current time now.
    public func step() {
        // Re-entrant steps (a display-link handler advancing the clock) are flattened.
        if stepping { return }
        stepping = true
        defer { stepping = false }
        let now = time
        CADisplayLink.tickAll(at: now)
        CAAnimationEngine.shared.tick(at: now)
    }
}
