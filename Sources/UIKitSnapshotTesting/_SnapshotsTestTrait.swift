#if canImport(Testing)
import Testing

/// The `.snapshots(record:diffTool:)` trait: the configuration of every snapshot assertion in a test or suite.
public struct _SnapshotsTestTrait: SuiteTrait, TestTrait, TestScoping {
    public let isRecursive = true
    let configuration: SnapshotTestingConfiguration

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: () async throws -> Void) async throws {
        try await withSnapshotTesting(record: configuration.record, diffTool: configuration.diffTool) {
            try await SnapshotCounter.$current.withValue(SnapshotCounter()) { try await function() }
        }
    }
}

extension Trait where Self == _SnapshotsTestTrait {
    /// The default configuration (its scope restarts the numbering of unnamed snapshots).
    public static var snapshots: Self { snapshots() }

    /// Snapshot assertions in this test or suite record as `record` says and print failures with `diffTool`.
    public static func snapshots(record: SnapshotTestingConfiguration.Record? = nil,
                                 diffTool: SnapshotTestingConfiguration.DiffTool? = nil) -> Self {
        _SnapshotsTestTrait(configuration: SnapshotTestingConfiguration(record: record, diffTool: diffTool))
    }

    /// Snapshot assertions in this test or suite use `configuration`.
    public static func snapshots(_ configuration: SnapshotTestingConfiguration) -> Self {
        _SnapshotsTestTrait(configuration: configuration)
    }
}
#endif
