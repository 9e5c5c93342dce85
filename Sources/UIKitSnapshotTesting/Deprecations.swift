import Foundation

// The library's deprecated spellings, which older iOS snapshot tests still use: `record: Bool?` (true records
// everything, false records what is missing) and `matching:` for `of:`.
// Linux: their `file` parameters default to #filePath where the library writes #file (#fileID in Swift 6).

private func recordMode(_ recording: Bool?) -> SnapshotTestingConfiguration.Record? {
    recording.map { $0 ? .all : .missing }
}

@available(*, deprecated, message: "Use overload with 'record: SnapshotTestingConfiguration.Record?'")
@_disfavoredOverload
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String? = nil,
    record recording: Bool? = nil, timeout: TimeInterval = 5, fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
) {
    assertSnapshot(of: try value(), as: snapshotting, named: name, record: recordMode(recording), timeout: timeout,
                   fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}

@available(*, deprecated, message: "Use overload with 'record: SnapshotTestingConfiguration.Record?'")
@_disfavoredOverload
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value, as strategies: [String: Snapshotting<Value, Format>],
    record recording: Bool? = nil, timeout: TimeInterval = 5, fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
) {
    assertSnapshots(of: try value(), as: strategies, record: recordMode(recording), timeout: timeout,
                    fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}

@available(*, deprecated, message: "Use overload with 'record: SnapshotTestingConfiguration.Record?'")
@_disfavoredOverload
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value, as strategies: [Snapshotting<Value, Format>],
    record recording: Bool? = nil, timeout: TimeInterval = 5, fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
) {
    assertSnapshots(of: try value(), as: strategies, record: recordMode(recording), timeout: timeout,
                    fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}

@available(*, deprecated, message: "Use overload with 'record: SnapshotTestingConfiguration.Record?'")
@_disfavoredOverload
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String? = nil,
    record recording: Bool? = nil, snapshotDirectory: String? = nil, timeout: TimeInterval = 5,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) -> String? {
    verifySnapshot(of: try value(), as: snapshotting, named: name, record: recordMode(recording),
                   snapshotDirectory: snapshotDirectory, timeout: timeout, fileID: fileID, file: filePath,
                   testName: testName, line: line, column: column)
}

@available(*, deprecated, renamed: "assertSnapshot(of:as:named:record:timeout:file:testName:line:)")
public func assertSnapshot<Value, Format>(
    matching value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil, record recording: Bool? = nil, timeout: TimeInterval = 5,
    file: StaticString = #filePath, testName: String = #function, line: UInt = #line
) {
    assertSnapshot(of: try value(), as: snapshotting, named: name, record: recordMode(recording), timeout: timeout,
                   file: file, testName: testName, line: line)
}

@available(*, deprecated, renamed: "assertSnapshots(of:as:named:record:timeout:file:testName:line:)")
public func assertSnapshots<Value, Format>(
    matching value: @autoclosure () throws -> Value, as strategies: [String: Snapshotting<Value, Format>],
    record recording: Bool? = nil, timeout: TimeInterval = 5,
    file: StaticString = #filePath, testName: String = #function, line: UInt = #line
) {
    assertSnapshots(of: try value(), as: strategies, record: recordMode(recording), timeout: timeout,
                    file: file, testName: testName, line: line)
}

@available(*, deprecated, renamed: "assertSnapshots(of:as:named:record:timeout:file:testName:line:)")
public func assertSnapshots<Value, Format>(
    matching value: @autoclosure () throws -> Value, as strategies: [Snapshotting<Value, Format>],
    record recording: Bool? = nil, timeout: TimeInterval = 5,
    file: StaticString = #filePath, testName: String = #function, line: UInt = #line
) {
    assertSnapshots(of: try value(), as: strategies, record: recordMode(recording), timeout: timeout,
                    file: file, testName: testName, line: line)
}

@available(*, deprecated, renamed: "verifySnapshot(of:as:named:record:snapshotDirectory:timeout:file:testName:line:)")
public func verifySnapshot<Value, Format>(
    matching value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil, record recording: Bool? = nil, snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5, file: StaticString = #filePath, testName: String = #function, line: UInt = #line
) -> String? {
    verifySnapshot(of: try value(), as: snapshotting, named: name, record: recordMode(recording),
                   snapshotDirectory: snapshotDirectory, timeout: timeout, file: file, testName: testName, line: line)
}
