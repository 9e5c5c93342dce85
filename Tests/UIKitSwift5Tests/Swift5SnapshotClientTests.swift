// A snapshot test as iOS projects write it (Swift 5, XCTest, no isolation annotations), with only
// `import SnapshotTesting` changed: it must compile without a diagnostic and pass.
import XCTest
import UIKit
import UIKitSnapshotTesting

final class Swift5SnapshotClientTests: XCTestCase {
    func testCardSnapshot() {
        let card = ViewFactory().card(titled: "Snapshot")
        card.backgroundColor = .systemTeal
        assertSnapshot(of: card, as: .image(traits: UITraitCollection(displayScale: 1)))
        assertSnapshot(of: card, as: .recursiveDescription)
    }

    func testControllerOnAPhone() {
        let controller = UIViewController()
        controller.view.backgroundColor = .systemYellow
        assertSnapshot(of: controller, as: .image(on: .iPhone8, traits: UITraitCollection(displayScale: 1)))
        XCTAssertEqual(controller.view.bounds.size, CGSize(width: 375, height: 667))
    }
}

/// The spellings older iOS snapshot tests use (deprecated in the library, still compiled by it).
final class Swift5DeprecatedSnapshotSpellingsTests: XCTestCase {
    @available(*, deprecated)
    func testMatchingAndBooleanRecord() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let recording = false
        _ = verifySnapshot(matching: view, as: .image(traits: UITraitCollection(displayScale: 1)), named: "matching", record: recording)
        XCTAssertNil(verifySnapshot(matching: view, as: .image(traits: UITraitCollection(displayScale: 1)), named: "matching",
                                    record: recording))
        assertSnapshot(matching: view, as: .image(traits: UITraitCollection(displayScale: 1)), named: "matching")
    }
}
