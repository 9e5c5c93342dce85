import XCTest
import UIKit
import UIKitSnapshotTesting

/// The same assertions from XCTest, as most iOS snapshot tests are written.
// Linux: corelibs XCTest cannot run @MainActor test methods; its tests run on the main thread, so they
// assume the main actor instead (docs/TESTING.md).
final class SnapshotXCTests: XCTestCase {
    func testSwatchMatchesItsReference() {
        MainActor.assumeIsolated {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
            view.backgroundColor = .systemOrange
            assertSnapshot(of: view, as: .image(traits: .init(displayScale: 1)))
            assertSnapshot(of: view, as: .recursiveDescription)
        }
    }

    func testVerifyReturnsTheFailure() {
        MainActor.assumeIsolated {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
            let message = verifySnapshot(of: view, as: .image(traits: .init(displayScale: 1)), named: "absent", record: .never)
            XCTAssertEqual(message, "No reference was found on disk. New snapshot was not recorded because recording is disabled")
        }
    }
}
