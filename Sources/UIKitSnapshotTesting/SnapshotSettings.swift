import Foundation
#if canImport(Testing)
import Testing
#endif

/// The process-wide record mode and diff tool, under any `withSnapshotTesting` scope or `.snapshots` trait.
enum SnapshotSettings {
    private static let lock = NSLock()
    // Read once, as the library does: SNAPSHOT_TESTING_RECORD=all|failed|missing|never.
    nonisolated(unsafe) private static var storedRecord: SnapshotTestingConfiguration.Record =
        ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"].flatMap(SnapshotTestingConfiguration.Record.init(rawValue:))
        ?? .missing
    nonisolated(unsafe) private static var storedDiffTool = SnapshotTestingConfiguration.DiffTool.default

    /// The running Swift Testing test's innermost `.snapshots` trait's configuration.
    static var traitConfiguration: SnapshotTestingConfiguration? {
        #if canImport(Testing)
        if let test = Test.current {
            for trait in test.traits.reversed() {
                if let t = trait as? _SnapshotsTestTrait { return t.configuration }
            }
        }
        #endif
        return nil
    }

    static var record: SnapshotTestingConfiguration.Record {
        get { traitConfiguration?.record ?? lock.withLock { storedRecord } }
        set { lock.withLock { storedRecord = newValue } }
    }

    static var diffTool: SnapshotTestingConfiguration.DiffTool {
        get { traitConfiguration?.diffTool ?? lock.withLock { storedDiffTool } }
        set { lock.withLock { storedDiffTool = newValue } }
    }

    static func configuration(record: SnapshotTestingConfiguration.Record?,
                              diffTool: SnapshotTestingConfiguration.DiffTool?) -> SnapshotTestingConfiguration {
        SnapshotTestingConfiguration(record: record ?? SnapshotTestingConfiguration.current?.record ?? Self.record,
                                     diffTool: diffTool ?? SnapshotTestingConfiguration.current?.diffTool ?? Self.diffTool)
    }
}
