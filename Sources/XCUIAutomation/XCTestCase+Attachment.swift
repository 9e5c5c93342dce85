import Foundation
import XCTest

extension XCTestCase {
    /// Keeps `attachment` with the test's results (Linux: written as a file when the test fails, see
    /// XCTAttachment).
    public func add(_ attachment: XCTAttachment) {
        AttachmentStore.shared.add(attachment, to: self)
    }
}
