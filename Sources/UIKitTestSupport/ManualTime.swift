import UIKit

/// A manual media clock for one test. Time starts at the next whole second (so that sums
/// such as start + 0.5 are exact) and moves only when told. At the end the clock goes back to
/// the mode it was in: other suites of the test binary (which may set the manual clock in
/// their initialisers) find it as they left it. Tests only use times relative to the start.
@MainActor
public struct ManualTime {
    public let start: CFTimeInterval
    public let wasManual: Bool

    public init() {
        wasManual = CAMediaClock.shared.isManual
        start = CACurrentMediaTime().rounded(.up) + 1
        CAMediaClock.shared.set(start)
        UIHeadless.runLoopTurn()
    }

    /// Commits the open transaction (the end of the run-loop turn): animations start now.
    public func commit() { UIHeadless.runLoopTurn() }

    /// Moves the clock to `t` seconds after the start (delivering animation callbacks), then
    /// turns the run loop.
    public func at(_ t: CFTimeInterval) {
        CAMediaClock.shared.set(start + t)
        UIHeadless.runLoopTurn()
    }

    public func end() {
        UIHeadless.runLoopTurn()
        if !wasManual { CAMediaClock.shared.useRealTime() }
    }
}
