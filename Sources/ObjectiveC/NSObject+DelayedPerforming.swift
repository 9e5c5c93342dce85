import Foundation

extension NSObject {
    /// Sends `aSelector` with `anArgument` to the receiver after `delay` seconds, from a timer in the
    /// current run loop's default mode. The receiver and the argument are kept until then.
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        perform(aSelector, with: anArgument, afterDelay: delay, inModes: [.default])
    }

    /// Sends `aSelector` with `anArgument` to the receiver after `delay` seconds, from a timer in the
    /// current run loop's `modes`.
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval,
                        inModes modes: [RunLoop.Mode]) {
        DelayedPerforms.schedule(target: self, selector: aSelector, argument: anArgument, delay: delay, modes: modes)
    }

    /// Cancels the requests `perform(_:with:afterDelay:)` registered on the current run loop for `aTarget`.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        DelayedPerforms.cancel(target: aTarget as AnyObject, matching: nil)
    }

    /// Cancels the requests registered on the current run loop for `aTarget` with `aSelector` and an
    /// argument equal (`isEqual`) to `anArgument`.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector,
                                                    object anArgument: Any?) {
        DelayedPerforms.cancel(target: aTarget as AnyObject, matching: (aSelector, anArgument))
    }

    /// Sends `aSelector` with `arg` to the receiver on the main thread; with `wait`, returns after it ran.
    public func performSelector(onMainThread aSelector: Selector, with arg: Any?, waitUntilDone wait: Bool) {
        let request = UncheckedRequest(target: self, selector: aSelector, argument: arg)
        if wait && Thread.isMainThread {
            request.run()
        } else if wait {
            DispatchQueue.main.sync { request.run() }
        } else {
            DispatchQueue.main.async { request.run() }
        }
    }

    /// Sends `aSelector` with `arg` to the receiver on a new background thread.
    public func performSelector(inBackground aSelector: Selector, with arg: Any?) {
        let request = UncheckedRequest(target: self, selector: aSelector, argument: arg)
        Thread.detachNewThread { request.run() }
    }
}

/// A message to send later, kept with what it holds.
struct UncheckedRequest: @unchecked Sendable {
    let target: AnyObject
    let selector: Selector
    let argument: Any?

    func run() { selector.invoke(on: target, with: argument) }
}

/// The pending `perform(_:with:afterDelay:)` requests, so that they can be cancelled.
enum DelayedPerforms {
    private final class Pending: @unchecked Sendable {
        let request: UncheckedRequest
        let runLoop: RunLoop
        var timer: Timer?
        init(request: UncheckedRequest, runLoop: RunLoop) {
            self.request = request
            self.runLoop = runLoop
        }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var pending: [Pending] = []

    static func schedule(target: AnyObject, selector: Selector, argument: Any?, delay: TimeInterval,
                         modes: [RunLoop.Mode]) {
        let entry = Pending(request: UncheckedRequest(target: target, selector: selector, argument: argument),
                            runLoop: RunLoop.current)
        let timer = Timer(timeInterval: max(delay, 0), repeats: false) { [entry] _ in
            lock.lock()
            let wasPending = pending.contains { $0 === entry }
            pending.removeAll { $0 === entry }
            lock.unlock()
            if wasPending { entry.request.run() }
        }
        entry.timer = timer
        lock.lock()
        pending.append(entry)
        lock.unlock()
        for mode in modes { RunLoop.current.add(timer, forMode: mode) }
    }

    static func cancel(target: AnyObject, matching: (Selector, Any?)?) {
        let runLoop = RunLoop.current
        lock.lock()
        var cancelled: [Pending] = []
        pending.removeAll { entry in
            guard entry.runLoop === runLoop, entry.request.target === target else { return false }
            if let (selector, argument) = matching {
                guard entry.request.selector == selector, isEqual(entry.request.argument, argument) else { return false }
            }
            cancelled.append(entry)
            return true
        }
        lock.unlock()
        for entry in cancelled { entry.timer?.invalidate() }
    }

    /// Objective-C's `isEqual:` for two arguments, nil equal to nil.
    static func isEqual(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (nil, _), (_, nil): return false
        case let (a?, b?):
            if let a = a as? NSObject { return a.isEqual(b) }
            if let a = a as? AnyHashable, let b = b as? AnyHashable { return a == b }
            if type(of: a) is AnyClass, type(of: b) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
            return false
        }
    }
}
