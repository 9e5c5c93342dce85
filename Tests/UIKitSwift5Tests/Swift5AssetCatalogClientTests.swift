// Swift 5 language mode: the lines apps write to read their asset catalogs compile as on iOS.
import XCTest
import UIKit

final class Swift5AssetCatalogClientTests: XCTestCase {
    func testNamedColorsAndImagesAreOptional() {
        let view = UIView()
        view.backgroundColor = UIColor(named: "Brand")
        XCTAssertNil(view.backgroundColor) // no catalog in the test runner's bundle has a "Brand" colour
        let tint = UIColor(named: "Brand", in: Bundle.main, compatibleWith: view.traitCollection) ?? .systemBlue
        XCTAssertEqual(tint, .systemBlue)
        let imageView = UIImageView(image: UIImage(named: "logo", in: nil, compatibleWith: nil))
        XCTAssertNil(imageView.image)
    }
}
