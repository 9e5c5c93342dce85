import Foundation

/// `objc_sync_enter` succeeded (Apple's OBJC_SYNC_SUCCESS; an Int, as Apple's anonymous C enum imports).
public let OBJC_SYNC_SUCCESS: Int = 0
/// `objc_sync_exit` was called by a thread not holding the object's lock (Apple's OBJC_SYNC_NOT_OWNING_THREAD_ERROR).
public let OBJC_SYNC_NOT_OWNING_THREAD_ERROR: Int = -1

/// Takes the recursive lock of `obj` (what `@synchronized(obj)` begins with), waiting while another thread
/// holds it. Returns OBJC_SYNC_SUCCESS.
// Linux: there is no Objective-C runtime; a table of recursive locks keyed by object identity stands in.
@discardableResult
public func objc_sync_enter(_ obj: Any) -> Int32 {
    ObjCSyncTable.shared.enter(obj as AnyObject)
}

/// Releases the lock `objc_sync_enter` took; OBJC_SYNC_NOT_OWNING_THREAD_ERROR when this thread does not hold it.
@discardableResult
public func objc_sync_exit(_ obj: Any) -> Int32 {
    ObjCSyncTable.shared.exit(obj as AnyObject)
}

/// The recursive locks of the objects being synchronized on, each kept while a thread holds or waits for it.
final class ObjCSyncTable: @unchecked Sendable {
    static let shared = ObjCSyncTable()

    private final class Record {
        let lock = NSRecursiveLock()
        var owner: Thread?
        var depth = 0
        var users = 0
    }

    private let guardLock = NSLock()
    private var records: [ObjectIdentifier: Record] = [:]

    func enter(_ object: AnyObject) -> Int32 {
        let key = ObjectIdentifier(object)
        guardLock.lock()
        let record = records[key] ?? Record()
        records[key] = record
        record.users += 1
        guardLock.unlock()
        record.lock.lock()
        guardLock.lock()
        record.owner = Thread.current
        record.depth += 1
        guardLock.unlock()
        return Int32(OBJC_SYNC_SUCCESS)
    }

    func exit(_ object: AnyObject) -> Int32 {
        let key = ObjectIdentifier(object)
        guardLock.lock()
        guard let record = records[key], record.depth > 0, record.owner === Thread.current else {
            guardLock.unlock()
            return Int32(OBJC_SYNC_NOT_OWNING_THREAD_ERROR)
        }
        record.depth -= 1
        if record.depth == 0 { record.owner = nil }
        record.users -= 1
        if record.users == 0 { records[key] = nil }
        guardLock.unlock()
        record.lock.unlock()
        return Int32(OBJC_SYNC_SUCCESS)
    }
}
