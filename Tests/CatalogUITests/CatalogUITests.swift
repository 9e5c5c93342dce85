// The Catalog driven out of process through XCUIAutomation, as a user would: page by page with its header's
// buttons, typing into the text page, toggling a switch on the controls page. Swift 6 mode: main-actor async
// test methods, as Swift 6 UI tests are written for swift-corelibs-xctest.
import XCTest
import XCUIAutomation

final class CatalogUITests: XCTestCase {
    @MainActor private var app = XCUIApplication(executable: "Catalog")

    @MainActor
    private func launch() {
        // The Catalog's pages are laid out for its 800 × 600 desktop window.
        app.launchEnvironment = ["OPENUIKIT_SCREEN_SIZE": "800x600"]
        app.launch()
        addTeardownBlock { @MainActor [app] in app.terminate() }
    }

    /// The number of pages, from the header's "1 / N".
    @MainActor
    private var pageCount: Int {
        Int(app.staticTexts["catalogPosition"].label.split(separator: "/").last?.trimmingCharacters(in: .whitespaces) ?? "") ?? 0
    }

    /// Taps Next until the page titled `title` shows.
    @MainActor
    private func goToPage(titled title: String) {
        for _ in 0..<pageCount where app.staticTexts["catalogTitle"].label != title {
            app.buttons["catalogNext"].tap()
        }
        XCTAssertEqual(app.staticTexts["catalogTitle"].label, title)
    }

    @MainActor
    func testEveryPageIsReachedWithTheHeaderButtons() async {
        launch()
        XCTAssertEqual(app.staticTexts["catalogTitle"].label, "Hierarchy & compositing")
        XCTAssertFalse(app.buttons["catalogBack"].isEnabled)
        let count = pageCount
        XCTAssertGreaterThanOrEqual(count, 21)
        for page in 2...count {
            app.buttons["Next ›"].tap()
            XCTAssertEqual(app.staticTexts["catalogPosition"].label, "\(page) / \(count)")
        }
        XCTAssertFalse(app.buttons["catalogNext"].isEnabled)
        app.buttons["catalogBack"].tap()
        XCTAssertEqual(app.staticTexts["catalogPosition"].label, "\(count - 1) / \(count)")
    }

    @MainActor
    func testTypingIntoTheTextPage() async {
        launch()
        goToPage(titled: "Text")
        let email = app.textFields["Email"]
        XCTAssertEqual(email.placeholderValue, "Email")
        email.tap()
        email.typeText("ada@example.com")
        XCTAssertEqual(email.value as? String, "ada@example.com")
        XCTAssertEqual(app.secureTextFields.count, 1)
        let notes = app.textViews.firstMatch
        notes.tap()
        notes.typeText("hello")
        XCTAssertTrue((notes.value as? String ?? "").hasSuffix("hello"), "\(notes.value ?? "")")
    }

    @MainActor
    func testSwipingScrollsTheScrollingPage() async {
        launch()
        goToPage(titled: "Scrolling")
        // The page's list: 40 rows, "Row 1" … "Row 40", in a scroll view 220 points high.
        let list = app.scrollViews.containing(.staticText, identifier: "Row 1").element
        let row = list.staticTexts["Row 1"]
        let before = row.frame.minY
        list.swipeUp()
        let swiped = row.frame.minY
        XCTAssertLessThan(swiped, before, "the content moved up under the finger")
        list.swipeDown()
        XCTAssertGreaterThan(row.frame.minY, swiped, "and down again")
    }

    @MainActor
    func testTogglingASwitchOnTheControlsPage() async {
        launch()
        goToPage(titled: "Controls")
        let first = app.switches.element(boundBy: 0)
        let second = app.switches.element(boundBy: 1)
        // The page's first switch starts on, the second off.
        XCTAssertEqual(first.value as? String, "1")
        XCTAssertEqual(second.value as? String, "0")
        second.tap()
        XCTAssertEqual(second.value as? String, "1")
        first.tap()
        XCTAssertEqual(first.value as? String, "0")
    }
}
