import Foundation
import CoreGraphics

/// A timer synchronised with the display's refresh, driven by the media clock.
///
/// With manual time (CAMediaClock), a link fires once per clock step that crosses one of its
/// frame boundaries (frames are counted from the moment it was added or unpaused), with
/// `timestamp` at that boundary. With real time, a run-loop timer fires it every frame.
open class CADisplayLink: NSObject {
    /// The frame rate of the display (frames per second); UIScreen may change it.
    nonisolated(unsafe) package static var maximumFramesPerSecond = 60

    nonisolated(unsafe) static var activeLinks: [CADisplayLink] = []

    private let handler: (CADisplayLink) -> Void
    private var timers: [(timer: Timer, loop: RunLoop, mode: RunLoop.Mode)] = []
    private var runLoopCount = 0
    private var base: CFTimeInterval = 0
    private var lastFrame = 0

    /// The time of the last frame shown.
    open private(set) var timestamp: CFTimeInterval = 0
    /// The time of the next frame.
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// The interval between frames.
    open var duration: CFTimeInterval { 1.0 / Double(effectiveFramesPerSecond) }

    /// Whether the link stops firing. Default false.
    open var isPaused = false {
        didSet {
            if oldValue && !isPaused { rebase(at: CACurrentMediaTime()) }
        }
    }

    /// The preferred frame rate; 0 (the default) means the display's maximum.
    open var preferredFramesPerSecond: Int = 0 {
        didSet { rebase(at: CACurrentMediaTime()); rescheduleTimers() }
    }

    /// The preferred frame rate range; its preferred value wins over preferredFramesPerSecond.
    open var preferredFrameRateRange = CAFrameRateRange.default {
        didSet { rebase(at: CACurrentMediaTime()); rescheduleTimers() }
    }

    /// Frames per second actually used.
    var effectiveFramesPerSecond: Int {
        let maxFPS = CADisplayLink.maximumFramesPerSecond
        if let p = preferredFrameRateRange.preferred, p > 0 { return min(maxFPS, Int(p.rounded())) }
        if preferredFramesPerSecond > 0 { return min(maxFPS, preferredFramesPerSecond) }
        return maxFPS
    }

    /// Creates a display link that calls `handler` every frame once added to a run loop.
    // Linux: Apple's init(target:selector:) needs the Objective-C runtime; this takes a closure.
    public init(handler: @escaping (CADisplayLink) -> Void) {
        self.handler = handler
        super.init()
    }

    /// Starts delivering frames (for the given run loop and mode).
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        runLoopCount += 1
        if runLoopCount == 1 {
            CADisplayLink.activeLinks.append(self)
            rebase(at: CACurrentMediaTime())
        }
        schedule(on: runloop, forMode: mode)
    }

    /// A real-time timer at the link's frame interval (it does nothing while time is manual).
    private func schedule(on runloop: RunLoop, forMode mode: RunLoop.Mode) {
        let box = WeakLinkBox(link: self)
        let t = Timer(timeInterval: duration, repeats: true) { _ in
            guard !CAMediaClock.shared.isManual, let link = box.link else { return }
            link.fireRealTime(at: CACurrentMediaTime())
        }
        timers.append((t, runloop, mode))
        runloop.add(t, forMode: mode)
    }

    private func rescheduleTimers() {
        let old = timers
        timers = []
        for entry in old {
            entry.timer.invalidate()
            schedule(on: entry.loop, forMode: entry.mode)
        }
    }

    /// Stops delivering frames for the given run loop and mode.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        if let i = timers.lastIndex(where: { $0.loop === runloop && $0.mode == mode }) {
            timers.remove(at: i).timer.invalidate()
        }
        runLoopCount = max(0, runLoopCount - 1)
        if runLoopCount == 0 { CADisplayLink.activeLinks.removeAll { $0 === self } }
    }

    /// Removes the link from all run loops; it never fires again.
    open func invalidate() {
        for t in timers { t.timer.invalidate() }
        timers = []
        runLoopCount = 0
        CADisplayLink.activeLinks.removeAll { $0 === self }
    }

    private func rebase(at now: CFTimeInterval) {
        base = now
        lastFrame = 0
        timestamp = now
        targetTimestamp = now + duration
    }

    private func fireRealTime(at now: CFTimeInterval) {
        if isPaused { return }
        timestamp = now
        targetTimestamp = now + duration
        handler(self)
    }

    /// Fires the link if a frame boundary was crossed by manual time `now`.
    func tick(at now: CFTimeInterval) {
        if isPaused { return }
        let interval = duration
        let frame = Int(((now - base) / interval + 1e-9).rounded(.down))
        guard frame > lastFrame else { return }
        lastFrame = frame
        timestamp = base + Double(frame) * interval
        targetTimestamp = timestamp + interval
        handler(self)
    }

    static func tickAll(at now: CFTimeInterval) {
        for link in activeLinks { link.tick(at: now) }
    }
}

private struct WeakLinkBox: @unchecked Sendable {
    weak var link: CADisplayLink?
}
