import Foundation
import QuartzCore

/// Releases the run arrays of the attributed strings UIKit makes, once those strings are freed.
///
// Linux: swift-corelibs-foundation's NSAttributedString creates a CFRunArray for its runs (in every
// initializer, and in Core Foundation's substring and copy functions) and never releases it: the class has no
// deinit. So every attributed string ever made keeps its run array, the attribute dictionaries in it, and the
// fonts, colours and paragraph styles in those, alive for the life of the process: about 1 KB per label and
// 5.5 KB per titled button under churn (issue 18, defect 4). UIKit passes each attributed string it makes
// through `adopt(_:)`; the string is held weakly, and once it has been freed its run array gets the release
// Foundation never gave it. A probe at first use checks both that Foundation still leaks (if a later
// Foundation releases the array itself, nothing is adopted, so nothing is released twice) and that the field
// found is the run array (releasing it frees the probe's attribute value); if either check fails, nothing is
// adopted. Attributed strings that apps make themselves still leak as Foundation leaks them
// (docs/DIFFERENCES.md).
enum AttributedStringRunArrays {
    private struct Entry {
        weak var owner: NSAttributedString?
        let runArray: UnsafeRawPointer
    }

    /// Guarded by its lock: attributed strings are made on any thread.
    private final class State: @unchecked Sendable {
        let lock = NSLock()
        /// Keyed by run array, so that a string adopted twice (copy() of an immutable one is itself) is
        /// released once.
        var entries: [UnsafeRawPointer: Entry] = [:]
        /// A sweep runs when this many strings are adopted: twice the number alive after the last sweep, so
        /// sweeping costs a constant amount per adopted string however many are alive.
        var sweepAt = State.minimumSweep
        static let minimumSweep = 128

        func withLock<R>(_ body: (State) -> R) -> R {
            lock.lock()
            defer { lock.unlock() }
            return body(self)
        }
    }

    private static let state = State()

    /// The byte offset of NSAttributedString's run array pointer in its instances, or nil when run arrays
    /// are not to be released (Foundation releases them, or the field could not be found).
    private static let runArrayOffset: Int? = probe()

    /// Adopts `string`, which UIKit has just made: its run array is released once it is freed.
    @discardableResult
    static func adopt<S: NSAttributedString>(_ string: S) -> S {
        guard let offset = runArrayOffset else { return string }
        let object = Unmanaged.passUnretained(string).toOpaque()
        guard let runArray = object.load(fromByteOffset: offset, as: UnsafeRawPointer?.self) else { return string }
        let due = state.withLock { s -> Bool in
            if s.entries[runArray] == nil { s.entries[runArray] = Entry(owner: string, runArray: runArray) }
            return s.entries.count >= s.sweepAt
        }
        if due { sweep() }
        return string
    }

    /// Releases the run arrays of the adopted strings that have been freed.
    static func sweep() {
        let freed: [UnsafeRawPointer] = state.withLock { s in
            let dead = s.entries.values.filter { $0.owner == nil }.map(\.runArray)
            for p in dead { s.entries[p] = nil }
            s.sweepAt = max(State.minimumSweep, 2 * s.entries.count)
            return dead
        }
        for p in freed { FoundationRelease.release(p) }
    }

    /// How many adopted strings (alive, or freed and waiting for a sweep) are held: for tests.
    static var adoptedCount: Int { state.withLock { $0.entries.count } }

    /// Whether adopted strings' run arrays are released (false when Foundation releases them itself).
    static var isReleasing: Bool { runArrayOffset != nil }

    private final class ProbeValue {}

    private static func probe() -> Int? {
        weak var value: ProbeValue?
        var runArray: UnsafeRawPointer?
        var offset: Int?
        do {
            let v = ProbeValue()
            value = v
            let string = NSAttributedString(string: "probe", attributes: [NSAttributedString.Key("OpenUIKitProbe"): v])
            var mirror: Mirror? = Mirror(reflecting: string)
            while let m = mirror, runArray == nil {
                if m.subjectType == NSAttributedString.self {
                    for child in m.children where child.label == "_attributeArray" {
                        runArray = (child.value as? OpaquePointer).map { UnsafeRawPointer($0) }
                    }
                }
                mirror = m.superclassMirror
            }
            guard let runArray else { return nil }
            let object = Unmanaged.passUnretained(string).toOpaque()
            // Past the object header (metadata and reference counts); the first match is the field, well
            // inside the instance (its third stored property).
            offset = stride(from: 16, to: 96, by: MemoryLayout<UnsafeRawPointer>.stride).first {
                object.load(fromByteOffset: $0, as: UnsafeRawPointer?.self) == runArray
            }
            withExtendedLifetime(string) {}
        }
        // The string is gone: if its attribute value went with it, Foundation released the run array itself.
        guard value != nil, let runArray, let offset else { return nil }
        FoundationRelease.release(runArray)
        return value == nil ? offset : nil
    }
}
