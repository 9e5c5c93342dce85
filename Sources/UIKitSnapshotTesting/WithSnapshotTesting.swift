import Foundation

/// Runs `operation` with snapshot assertions recording as `record` says and printing failures with `diffTool`
/// (each nil keeps the enclosing scope's choice).
public func withSnapshotTesting<R>(record: SnapshotTestingConfiguration.Record? = nil,
                                   diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
                                   operation: () throws -> R) rethrows -> R {
    try SnapshotTestingConfiguration.$current.withValue(SnapshotSettings.configuration(record: record, diffTool: diffTool)) {
        try operation()
    }
}

/// Runs the asynchronous `operation` with snapshot assertions recording as `record` says and printing failures
/// with `diffTool`.
public func withSnapshotTesting<R>(record: SnapshotTestingConfiguration.Record? = nil,
                                   diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
                                   operation: () async throws -> R) async rethrows -> R {
    try await SnapshotTestingConfiguration.$current.withValue(SnapshotSettings.configuration(record: record, diffTool: diffTool)) {
        try await operation()
    }
}

/// Whether every snapshot is recorded.
@available(*, deprecated, message: "Use 'withSnapshotTesting' to customize the record mode. See the documentation for more information.")
public var isRecording: Bool {
    get { SnapshotTestingConfiguration.current?.record ?? SnapshotSettings.record == .all }
    set { SnapshotSettings.record = newValue ? .all : .missing }
}

/// The tool that failures name.
@available(*, deprecated, message: "Use 'withSnapshotTesting' to customize the diff tool. See the documentation for more information.")
public var diffTool: SnapshotTestingConfiguration.DiffTool {
    get { SnapshotSettings.diffTool }
    set { SnapshotSettings.diffTool = newValue }
}
