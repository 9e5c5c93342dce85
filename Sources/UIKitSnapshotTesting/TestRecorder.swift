import Foundation
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Reports a failed assertion to the test framework that is running it.
enum TestRecorder {
    /// Whether a Swift Testing test is running on this task.
    static var isSwiftTesting: Bool {
        #if canImport(Testing)
        return Test.current != nil
        #else
        return false
        #endif
    }

    /// An issue of the running Swift Testing test, or else an XCTest failure, at the assertion's location.
    static func record(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: fileID.description, filePath: filePath.description,
                                                        line: Int(line), column: Int(column)))
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(message, file: filePath, line: line)
        #else
        FileHandle.standardError.write(Data("\(filePath):\(line): \(message)\n".utf8))
        #endif
    }
}
