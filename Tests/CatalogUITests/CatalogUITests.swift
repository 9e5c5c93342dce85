// The Catalog driven out of process through XCUIAutomation, as a user would: a row of its list, then page by
// page with Next ›, back with the back button and across with the tab bar, typing into the text page, toggling a
// switch on the controls page. Swift 6 mode: main-actor async test methods, as Swift 6 UI tests are written for
// swift-corelibs-xctest.
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

    /// Opens the first topic from its list, then taps Next › until the page titled `title` shows.
    @MainActor
    private func goToPage(titled title: String) {
        app.cells["hierarchy"].tap()
        XCTAssertTrue(app.navigationBars["Hierarchy & compositing"].waitForExistence(timeout: 2))
        for _ in 0..<40 where !app.navigationBars[title].exists {
            app.buttons["catalogNext"].tap()
        }
        XCTAssertTrue(app.navigationBars[title].waitForExistence(timeout: 2), "no page titled \(title)")
    }

    @MainActor
    func testEveryPageIsReachedFromTheListsWithNextAndBack() async {
        launch()
        XCTAssertTrue(app.navigationBars["Topics"].waitForExistence(timeout: 2))
        XCTAssertEqual(app.tabBars.buttons.count, 2)
        XCTAssertTrue(app.tabBars.buttons["Topics"].isSelected)
        app.cells["hierarchy"].tap()
        XCTAssertTrue(app.navigationBars["Hierarchy & compositing"].waitForExistence(timeout: 2))
        XCTAssertFalse(app.tabBars.element.exists, "a pushed page hides the tab bar")
        var count = 1
        while app.buttons["catalogNext"].isEnabled && count < 40 {
            app.buttons["Next ›"].tap()
            count += 1
        }
        XCTAssertEqual(count, 23)
        XCTAssertTrue(app.navigationBars["Dynamic Type"].waitForExistence(timeout: 2))
        app.navigationBars.buttons["BackButton"].tap()
        XCTAssertTrue(app.navigationBars["Standard Views"].waitForExistence(timeout: 2))
        app.tabBars.buttons["Topics"].tap()
        XCTAssertTrue(app.navigationBars["Topics"].waitForExistence(timeout: 2),
                      "leaving the topics by Next sent that tab back to its list")
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
