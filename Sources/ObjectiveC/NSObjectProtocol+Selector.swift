import Foundation

extension NSObjectProtocol {
    /// Whether the receiver implements the method `aSelector` names (see `Selector` for how a method is
    /// found by name without the runtime).
    public func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        return aSelector.isImplemented(by: self)
    }

    /// Sends `aSelector` to the receiver and returns the object the method returns, if it returns one.
    @discardableResult
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        PerformedResults.keep(aSelector.invoke(on: self))
    }

    /// Sends `aSelector` to the receiver with `object` as its argument.
    @discardableResult
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
        PerformedResults.keep(aSelector.invoke(on: self, with: object as Any?))
    }

    /// Sends `aSelector` to the receiver with two arguments.
    @discardableResult
    public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!) -> Unmanaged<AnyObject>! {
        PerformedResults.keep(aSelector.invoke(on: self, with: object1 as Any?, with: object2 as Any?))
    }
}

/// Keeps the objects `perform(_:)` returned alive until the current run-loop turn ends, as an autorelease
/// pool would, since `Unmanaged` does not own them.
enum PerformedResults {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var pending: [AnyObject] = []
    nonisolated(unsafe) private static var drainScheduled = false

    static func keep(_ result: Any?) -> Unmanaged<AnyObject>? {
        guard let result, type(of: result) is AnyClass else { return nil }
        let object = result as AnyObject
        lock.lock()
        pending.append(object)
        let schedule = !drainScheduled
        drainScheduled = true
        lock.unlock()
        if schedule {
            RunLoop.current.perform {
                lock.lock()
                let drained = pending
                pending = []
                drainScheduled = false
                lock.unlock()
                withExtendedLifetime(drained) {}
            }
        }
        return Unmanaged.passUnretained(object)
    }
}
