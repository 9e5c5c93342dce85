import Foundation
import XCTest

/// Runs named steps of a test (Linux: prints the step's name; its attachments are kept as the test's).
public enum XCTContext {
    @discardableResult
    public static func runActivity<Result>(named name: String, block: (any XCTActivity) throws -> Result) rethrows -> Result {
        print("  t = activity: \(name)")
        return try block(NamedActivity(name: name))
    }

    private final class NamedActivity: XCTActivity {
        let name: String
        init(name: String) { self.name = name }
        func add(_ attachment: XCTAttachment) {
            if attachment.name == nil { attachment.name = name }
            AttachmentStore.shared.addToCurrentTest(attachment)
        }
    }
}
