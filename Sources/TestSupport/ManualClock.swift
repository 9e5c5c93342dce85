import Foundation
import QuartzCore

/// The media clock in manual time for one test: from `startingAt` until `restore()`, which puts the clock back
/// in the mode it was in (at the time it showed, when that was manual).
public struct ManualClock {
    public let wasManual: Bool
    public let before: CFTimeInterval

    public init(startingAt time: CFTimeInterval) {
        let clock = CAMediaClock.shared
        wasManual = clock.isManual
        before = clock.time
        clock.useManualTime(startingAt: time)
    }

    public func restore() {
        if wasManual { CAMediaClock.shared.set(before) } else { CAMediaClock.shared.useRealTime() }
    }
}
