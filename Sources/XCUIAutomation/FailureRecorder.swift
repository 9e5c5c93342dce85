// How XCUIAutomation reports failures: through XCTest, at the line of the test that acted.
import Foundation
import XCTest

/// Records XCUIAutomation's failures as XCTest failures of the running test, at the caller's file and line.
package enum FailureRecorder {
    /// Takes failures instead of XCTest when set: XCTest on Linux has no XCTExpectFailure, and the library's
    /// own tests check its failure messages through this.
    nonisolated(unsafe) package static var interceptor: ((String) -> Void)?

    static func fail(_ message: String, file: StaticString, line: UInt) {
        if let interceptor {
            interceptor(message)
            return
        }
        XCTFail(message, file: file, line: line)
    }
}
