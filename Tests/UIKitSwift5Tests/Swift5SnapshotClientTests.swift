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
