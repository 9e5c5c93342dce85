// Swift 5 language mode, as most iOS code is: UIKit's main-actor declarations are `@preconcurrency`, as
// Apple's (imported from Objective-C) are, so this compiles without a diagnostic, as it does on iOS.
import XCTest
import UIKit

/// A helper class with no isolation of its own that builds views, as layout DSLs and view factories do.
final class ViewFactory {
    func label(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        label.sizeToFit()
        return label
    }

    func card(titled title: String) -> UIView {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        card.backgroundColor = .white
        card.layer.cornerRadius = 8
        card.addSubview(label(title))
        return card
    }
}

/// A delegate protocol conformed to by a class that is not main-actor isolated.
final class AppDelegateLike: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}

/// A custom control as iOS code writes one: accessibility answered by overriding.
final class RatingView: UIView {
    var rating = 4
    override var isAccessibilityElement: Bool {
        get { return true }
        set {}
    }
    override var accessibilityLabel: String? {
        get { return "Rating" }
        set {}
    }
    override var accessibilityValue: String? {
        get { return "\(rating) stars" }
        set {}
    }
}

final class Swift5ClientTests: XCTestCase {
    func testAccessibilityOverrides() {
        let view = RatingView()
        XCTAssertTrue(view.isAccessibilityElement)
        XCTAssertEqual(view.accessibilityValue, "4 stars")
    }

    func testANonIsolatedHelperBuildsViews() {
        let card = ViewFactory().card(titled: "Hello")
        XCTAssertEqual(card.subviews.count, 1)
        XCTAssertEqual((card.subviews.first as? UILabel)?.text, "Hello")
        XCTAssertEqual(card.layer.cornerRadius, 8)
    }

    func testATestMethodUsesViewsDirectly() {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        XCTAssertEqual(button.title(for: .normal), "Go")
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.addSubview(button)
        XCTAssertTrue(button.superview === parent)
    }

    func testAnAppDelegateWithoutIsolationHoldsAWindow() {
        let delegate = AppDelegateLike()
        delegate.window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertEqual(delegate.window?.bounds.width, 320)
    }
}
