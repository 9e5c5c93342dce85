import Foundation

extension Timer {
    /// A timer that sends `aSelector` to `aTarget` (with the timer as argument, if the method takes one)
    /// each time it fires; the target is kept until the timer is invalidated. Add it to a run loop to start it.
    /// Linux: Foundation's `userInfo` cannot be set on a `Timer` made here, so it reads nil; the timers of
    /// `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` carry it.
    public convenience init(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                            userInfo: Any?, repeats yesOrNo: Bool) {
        let request = UncheckedRequest(target: aTarget as AnyObject, selector: aSelector, argument: nil)
        self.init(fire: Date(timeIntervalSinceNow: ti), interval: ti, repeats: yesOrNo) { timer in
            request.selector.invoke(on: request.target, with: timer)
        }
    }

    /// Makes a timer that sends `aSelector` to `aTarget` as `init(timeInterval:target:selector:userInfo:repeats:)`
    /// does, with `userInfo`, and schedules it on the current run loop in the default mode.
    public class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                                     userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
        let request = UncheckedRequest(target: aTarget as AnyObject, selector: aSelector, argument: nil)
        let timer = SelectorTimer(fire: Date(timeIntervalSinceNow: ti), interval: ti, repeats: yesOrNo) { timer in
            request.selector.invoke(on: request.target, with: timer)
        }
        timer.info = UncheckedValue(userInfo)
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }
}

/// A timer whose `userInfo` was given.
final class SelectorTimer: Timer {
    var info = UncheckedValue(nil)
    override var userInfo: Any? { info.value }
}

/// A value handed between threads by Foundation's timers and queues, as Objective-C hands it.
struct UncheckedValue: @unchecked Sendable {
    let value: Any?
    init(_ value: Any?) { self.value = value }
}
