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
    /// Waiting timers, earliest first (deadline, then insertion order).
    private var timers: [CAMediaClockTimer] = []
    private var timerSequence: UInt64 = 0
    /// In real time, the run-loop timer that wakes the clock for its earliest deadline.
    private var realTimeWake: Timer?

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
        // From now on steps fire the timers; the real-time wake-up has nothing left to do.
        realTimeWake?.invalidate()
        realTimeWake = nil
    }

    /// Returns to monotonic real time.
    public func useRealTime() {
        lock.lock(); manualTime = nil; lock.unlock()
        CAAnimationEngine.shared.scheduleRealTimeDriverIfNeeded()
        armRealTimeWake()
    }

    /// Sets the manual time (entering manual mode if needed) and delivers ticks and callbacks.
    public func set(_ time: CFTimeInterval) {
        lock.lock(); manualTime = time; lock.unlock()
        step()
    }

    /// Advances the manual time by `seconds` (entering manual mode if needed) and delivers
    /// ticks and callbacks. Display links whose frame falls inside the step fire once. Timers due inside
    /// the step fire at their own deadlines, in order: the clock stops at each deadline on its way.
    public func advance(by seconds: CFTimeInterval) {
        lock.lock()
        let start = manualTime ?? CAMediaClock.realTime
        let target = start + seconds
        manualTime = start
        lock.unlock()
        while let next = nextDeadline, next > start, next < target {
            lock.lock(); manualTime = next; lock.unlock()
            step()
        }
        lock.lock(); manualTime = max(target, manualTime ?? target); lock.unlock()
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
        fireTimers(dueAt: now)
        CADisplayLink.tickAll(at: now)
        CAAnimationEngine.shared.tick(at: now)
    }

    // MARK: Timers

    /// Calls `body` once when the clock reaches `deadline` (media time): at the step that reaches it when the
    /// clock is manual, from the run loop of the calling thread in real time. The thread that steps the
    /// clock (the main thread in an app) runs it.
    @discardableResult
    package func schedule(at deadline: CFTimeInterval, _ body: @escaping () -> Void) -> CAMediaClockTimer {
        lock.lock()
        timerSequence += 1
        let timer = CAMediaClockTimer(deadline: deadline, sequence: timerSequence, body: body)
        let index = timers.firstIndex { timer.firesBefore($0) } ?? timers.count
        timers.insert(timer, at: index)
        let manual = manualTime != nil
        lock.unlock()
        if !manual { armRealTimeWake() }
        return timer
    }

    /// Calls `body` once `seconds` after the current media time.
    @discardableResult
    package func schedule(after seconds: CFTimeInterval, _ body: @escaping () -> Void) -> CAMediaClockTimer {
        schedule(at: time + seconds, body)
    }

    /// The earliest deadline of a waiting timer.
    package var nextDeadline: CFTimeInterval? {
        lock.lock(); defer { lock.unlock() }
        return timers.first?.deadline
    }

    /// How many timers are waiting.
    package var waitingTimerCount: Int {
        lock.lock(); defer { lock.unlock() }
        return timers.count
    }

    func timerInvalidated(_ timer: CAMediaClockTimer) {
        lock.lock()
        timers.removeAll { $0 === timer }
        lock.unlock()
    }

    /// Fires every timer due at `now`, earliest first; timers that a callback schedules fire in the same
    /// pass when they are due too.
    private func fireTimers(dueAt now: CFTimeInterval) {
        while true {
            lock.lock()
            guard let first = timers.first, first.deadline <= now else { lock.unlock(); break }
            timers.removeFirst()
            lock.unlock()
            first.fire()
        }
        if !isManual { armRealTimeWake() }
    }

    /// In real time, one run-loop timer on the calling thread wakes the clock at its earliest deadline, so a
    /// loop that sleeps until the run loop's next timer (the SDL loop) wakes for it and otherwise sleeps.
    private func armRealTimeWake() {
        lock.lock()
        let next = timers.first?.deadline
        let manual = manualTime != nil
        lock.unlock()
        realTimeWake?.invalidate()
        realTimeWake = nil
        guard let next, !manual else { return }
        let wake = Timer(fire: Date(timeIntervalSinceNow: max(0, next - CAMediaClock.realTime)), interval: 0, repeats: false) { _ in
            CAMediaClock.shared.step()
        }
        realTimeWake = wake
        RunLoop.current.add(wake, forMode: .common)
    }
}
