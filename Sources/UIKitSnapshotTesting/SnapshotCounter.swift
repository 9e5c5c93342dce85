import Foundation
#if canImport(XCTest)
import XCTest
#endif

/// Numbers the unnamed snapshots of a test (1, 2, …) per test and reference directory.
final class SnapshotCounter: @unchecked Sendable {
    /// The counter of the running Swift Testing scope; `.snapshots` traits give each test a fresh one.
    @TaskLocal static var current = SnapshotCounter()
    /// The counter XCTest tests use, emptied when each test case finishes.
    static let xcTest = SnapshotCounter()

    private var counts: [String: Int] = [:]
    private let lock = NSLock()

    func next(for key: String) -> Int {
        lock.withLock {
            counts[key, default: 0] += 1
            return counts[key]!
        }
    }

    func reset() {
        lock.withLock { counts.removeAll() }
    }

    /// The counter for the running test.
    static var forRunningTest: SnapshotCounter {
        if TestRecorder.isSwiftTesting { return current }
        CounterReset.registerIfNeeded()
        return xcTest
    }
}

#if canImport(XCTest)
/// Empties the XCTest counter between test cases, so repeated runs of a test number from 1 again.
private final class CounterReset: NSObject, XCTestObservation, @unchecked Sendable {
    nonisolated(unsafe) private static var registered = false

    static func registerIfNeeded() {
        guard !registered else { return }
        registered = true
        let register = { XCTestObservationCenter.shared.addTestObserver(CounterReset()) }
        if Thread.isMainThread { MainActor.assumeIsolated { register() } } else { DispatchQueue.main.sync { register() } }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        SnapshotCounter.xcTest.reset()
    }
}
#else
private enum CounterReset {
    static func registerIfNeeded() {}
}
#endif
