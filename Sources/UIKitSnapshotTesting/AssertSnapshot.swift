import Foundation

/// Asserts that a snapshot of `value` taken with `snapshotting` matches its reference in
/// `__Snapshots__/<test file>/<test name>.<n or name>.<extension>` beside the test file; records a failure
/// (through Swift Testing or XCTest, whichever runs the test) when it does not.
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let failure = verifySnapshot(of: try value(), as: snapshotting, named: name, record: record, timeout: timeout,
                                 fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    guard let failure else { return }
    TestRecorder.record(failure, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts snapshots of `value` with several strategies, each named by its key.
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [String: Snapshotting<Value, Format>],
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    try? strategies.forEach { name, strategy in
        assertSnapshot(of: try value(), as: strategy, named: name, record: record, timeout: timeout,
                       fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    }
}

/// Asserts snapshots of `value` with several strategies, numbered in turn.
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [Snapshotting<Value, Format>],
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    try? strategies.forEach { strategy in
        assertSnapshot(of: try value(), as: strategy, record: record, timeout: timeout,
                       fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    }
}

/// Compares a snapshot of `value` with its reference (recording it as the record mode says) and returns the
/// failure message, or nil when it matches.
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    // Linux: #filePath where the library writes #file, which is #fileID in Swift 6 (no directory to find
    // __Snapshots__ in).
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    let counter = SnapshotCounter.forRunningTest
    let record = record ?? SnapshotTestingConfiguration.current?.record ?? SnapshotSettings.record
    return withSnapshotTesting(record: record) { () -> String? in
        do {
            let fileURL = URL(fileURLWithPath: "\(filePath)", isDirectory: false)
            let fileName = fileURL.deletingPathExtension().lastPathComponent
            let directoryURL = snapshotDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
                ?? fileURL.deletingLastPathComponent().appendingPathComponent("__Snapshots__").appendingPathComponent(fileName)
            let identifier = name.map(sanitizePathComponent)
                ?? String(counter.next(for: directoryURL.appendingPathComponent(testName).absoluteString))
            let testName = sanitizePathComponent(testName)
            var snapshotURL = directoryURL.appendingPathComponent("\(testName).\(identifier)")
            if let ext = snapshotting.pathExtension { snapshotURL = snapshotURL.appendingPathExtension(ext) }
            let files = FileManager.default
            try files.createDirectory(at: directoryURL, withIntermediateDirectories: true)

            guard let snapshot = try wait(for: snapshotting.snapshot(try value()), timeout: timeout) else {
                return """
                    Exceeded timeout of \(timeout) seconds waiting for snapshot.

                    This can happen when an asynchronously rendered view (like a web view) has not loaded. \
                    Ensure that every subview of the view hierarchy has loaded to avoid timeouts, or, if a \
                    timeout is unavoidable, consider setting the "timeout" parameter of "assertSnapshot" to \
                    a higher value.
                    """
            }

            if record == .all {
                try snapshotting.diffing.toData(snapshot).write(to: snapshotURL)
                return """
                    Record mode is on. Automatically recorded snapshot: …

                    open "\(snapshotURL.absoluteString)"

                    Turn record mode off and re-run "\(testName)" to assert against the newly-recorded snapshot
                    """
            }

            guard files.fileExists(atPath: snapshotURL.path) else {
                if record == .never {
                    return "No reference was found on disk. New snapshot was not recorded because recording is disabled"
                }
                try snapshotting.diffing.toData(snapshot).write(to: snapshotURL)
                return """
                    No reference was found on disk. Automatically recorded snapshot: …

                    open "\(snapshotURL.absoluteString)"

                    Re-run "\(testName)" to assert against the newly-recorded snapshot.
                    """
            }

            let reference = snapshotting.diffing.fromData(try Data(contentsOf: snapshotURL))
            guard let (failure, attachments) = snapshotting.diffing.diffV2(reference, snapshot) else { return nil }

            // The failed snapshot (and what explains the failure) go to SNAPSHOT_ARTIFACTS, else the temporary
            // directory, in a folder named after the test file.
            let artifactsURL = URL(fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"]
                                   ?? NSTemporaryDirectory(), isDirectory: true).appendingPathComponent(fileName)
            try files.createDirectory(at: artifactsURL, withIntermediateDirectories: true)
            let failedURL = artifactsURL.appendingPathComponent(snapshotURL.lastPathComponent)
            try snapshotting.diffing.toData(snapshot).write(to: failedURL)
            // Linux: Xcode keeps attachments with the test results; here they are files beside the failed
            // snapshot (<name>.reference.png, .failure.png, .difference.png), named in the message.
            var written: [String] = []
            let stem = failedURL.deletingPathExtension().lastPathComponent
            for case let .data(data, attachmentName) in attachments {
                let url = artifactsURL.appendingPathComponent("\(stem).\(attachmentName)")
                try data.write(to: url)
                written.append(url.path)
            }

            let diffMessage = (SnapshotTestingConfiguration.current?.diffTool ?? SnapshotSettings.diffTool)(
                currentFilePath: snapshotURL.path, failedFilePath: failedURL.path)
            var message = name.map { "Snapshot \"\($0)\" does not match reference." } ?? "Snapshot does not match reference."
            if record == .failed {
                try snapshotting.diffing.toData(snapshot).write(to: snapshotURL)
                message += " A new snapshot was automatically recorded."
            }
            var text = "\(message)\n\n\(diffMessage)\n\n\(failure.trimmingCharacters(in: .whitespacesAndNewlines))"
            if !written.isEmpty {
                text += "\n\nAttachments:\n" + written.map { "  \($0)" }.joined(separator: "\n")
            }
            return text
        } catch {
            return error.localizedDescription
        }
    }
}

/// `async`'s value, waiting on the main run loop up to `timeout` seconds when it does not come at once.
private func wait<Format>(for async: Async<Format>, timeout: TimeInterval) throws -> Format? {
    let box = WaitBox<Format>()
    async.run { box.value = $0 }
    let deadline = Date().addingTimeInterval(timeout)
    while box.value == nil, Date() < deadline {
        _ = RunLoop.current.run(mode: .default, before: min(deadline, Date().addingTimeInterval(0.01)))
    }
    return box.value
}

private final class WaitBox<Value>: @unchecked Sendable {
    var value: Value?
}

/// A test or snapshot name as a file name: runs of non-word characters become "-", none at either end.
func sanitizePathComponent(_ string: String) -> String {
    string
        .replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
        .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
}
