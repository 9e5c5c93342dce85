// Swift 5 language mode: the font-descriptor and snapshot idioms of iOS code, in nonisolated helpers.
import XCTest
import UIKit

extension UIView {
    /// The "view as image" helper iOS apps carry.
    func renderedImage() -> UIImage {
        let renderer = UIGraphicsImageRenderer(bounds: bounds)
        return renderer.image { _ in
            drawHierarchy(in: bounds, afterScreenUpdates: true)
        }
    }
}

extension UIFont {
    func withTraits(_ traits: UIFontDescriptor.SymbolicTraits) -> UIFont {
        guard let descriptor = fontDescriptor.withSymbolicTraits(traits) else { return self }
        return UIFont(descriptor: descriptor, size: 0)
    }

    var bold: UIFont { return withTraits(.traitBold) }
    var italic: UIFont { return withTraits(.traitItalic) }
}

final class Contact: NSObject {
    let name: String
    init(name: String) { self.name = name }
}

final class Swift5FontAndSnapshotClientTests: XCTestCase {
    func testFontTraitHelpers() {
        let body = UIFont.preferredFont(forTextStyle: .body)
        XCTAssertTrue(body.bold.fontDescriptor.symbolicTraits.contains(.traitBold))
        XCTAssertTrue(body.italic.fontDescriptor.symbolicTraits.contains(.traitItalic))
        XCTAssertEqual(body.bold.pointSize, body.pointSize)
        let rounded = UIFont.systemFont(ofSize: 20, weight: .bold).fontDescriptor.withDesign(.rounded)
        XCTAssertNotNil(rounded)
        let attributes: [UIFontDescriptor.AttributeName: Any] = [
            .family: "DejaVu Sans",
            .traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.bold],
        ]
        XCTAssertEqual(UIFont(descriptor: UIFontDescriptor(fontAttributes: attributes), size: 14).fontName, "DejaVuSans-Bold")
    }

    func testViewAsImageAndSnapshotView() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        view.backgroundColor = .green
        let image = view.renderedImage()
        XCTAssertEqual(image.size, CGSize(width: 20, height: 10))
        let snapshot = view.snapshotView(afterScreenUpdates: true)
        XCTAssertEqual(snapshot?.bounds.size, view.bounds.size)
        XCTAssertNotNil(view.resizableSnapshotView(from: view.bounds, afterScreenUpdates: true, withCapInsets: .zero))
    }

    func testCollationBuckets() {
        let collation = UILocalizedIndexedCollation.current()
        let selector = Selector("name", { (c: Contact) in { c.name } }) // `#selector(getter: Contact.name)`
        var sections = [[Contact]](repeating: [], count: collation.sectionTitles.count)
        for contact in [Contact(name: "Zed"), Contact(name: "amy"), Contact(name: "Al")] {
            sections[collation.section(for: contact, collationStringSelector: selector)].append(contact)
        }
        let a = collation.sortedArray(from: sections[0], collationStringSelector: selector) as! [Contact]
        XCTAssertEqual(a.map { $0.name }, ["Al", "amy"])
        XCTAssertEqual(sections[25].count, 1)
    }
}
