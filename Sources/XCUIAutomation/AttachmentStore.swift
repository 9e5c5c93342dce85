import Foundation
import XCTest

/// Attachments added to the running test, written out when it fails (or at once with `.keepAlways`).
final class AttachmentStore: NSObject, XCTestObservation, @unchecked Sendable {
    static let shared = AttachmentStore()
    private var pending: [XCTAttachment] = []
    private var registered = false
    var failureCount = 0

    /// The running test's name ("-[Class test]" as XCTest prints it), or "test" outside one.
    nonisolated(unsafe) static var currentTestName = "test"

    func add(_ attachment: XCTAttachment, to testCase: XCTestCase) {
        register()
        AttachmentStore.currentTestName = testCase.name
        if attachment.lifetime == .keepAlways {
            attachment.write(for: testCase.name, index: pending.count)
        } else {
            pending.append(attachment)
        }
    }

    /// An attachment added outside a test case method's `add(_:)` (an activity's), kept as the running test's.
    func addToCurrentTest(_ attachment: XCTAttachment) {
        register()
        if attachment.lifetime == .keepAlways {
            attachment.write(for: AttachmentStore.currentTestName, index: pending.count)
        } else {
            pending.append(attachment)
        }
    }

    func register() {
        guard !registered else { return }
        registered = true
        XCTestObservationCenter.shared.addTestObserver(self)
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
        AttachmentStore.currentTestName = testCase.name
        pending = []
        failureCount = 0
    }

    func testCase(_ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?, atLine lineNumber: Int) {
        for (i, a) in pending.enumerated() { a.write(for: testCase.name, index: i) }
        pending = []
    }

    func testCaseDidFinish(_ testCase: XCTestCase) { pending = [] }
}
