// UI tests of XCUIAutomation against XCUIAutomationTestApp, run out of process as on iOS. Swift 5 mode and
// nonisolated test methods, as iOS UI tests are written.
import XCTest
import XCUIAutomation

class TestAppCase: XCTestCase {
    var app: XCUIApplication!

    override func setUp() {
        super.setUp()
        app = XCUIApplication(executable: "XCUIAutomationTestApp")
    }

    override func tearDown() {
        app.terminate()
        app = nil
        super.tearDown()
    }

    /// The failures XCUIAutomation records while `body` runs (XCTest on Linux has no XCTExpectFailure).
    func failures(_ body: () -> Void) -> [String] {
        var found: [String] = []
        FailureRecorder.interceptor = { found.append($0) }
        defer { FailureRecorder.interceptor = nil }
        body()
        return found
    }
}

final class XCUIApplicationTests: TestAppCase {
    func testLaunchArgumentsAndEnvironmentReachTheApp() {
        app.launchArguments = ["-greeting", "Hi there"]
        app.launchEnvironment = ["TEST_APP_SUBTITLE": "from the environment"]
        app.launch()
        XCTAssertEqual(app.state, .runningForeground)
        XCTAssertEqual(app.staticTexts["titleLabel"].label, "Hi there")
        XCTAssertEqual(app.staticTexts["subtitleLabel"].label, "from the environment")
    }

    func testTheDefaultInitializerLaunchesTheTargetApplicationNamedByTheEnvironment() {
        setenv(XCUIApplication.targetApplicationEnvironmentKey, "XCUIAutomationTestApp", 1)
        defer { unsetenv(XCUIApplication.targetApplicationEnvironmentKey) }
        let target = XCUIApplication()
        target.launch()
        defer { target.terminate() }
        XCTAssertEqual(target.state, .runningForeground)
        XCTAssertTrue(target.buttons["tapButton"].exists)
    }

    func testStateRawValuesAreApples() {
        XCTAssertEqual(XCUIApplication.State.unknown.rawValue, 0)
        XCTAssertEqual(XCUIApplication.State.notRunning.rawValue, 1)
        XCTAssertEqual(XCUIApplication.State.runningBackgroundSuspended.rawValue, 2)
        XCTAssertEqual(XCUIApplication.State.runningBackground.rawValue, 3)
        XCTAssertEqual(XCUIApplication.State.runningForeground.rawValue, 4)
        XCTAssertEqual(XCUIElement.ElementType.button.rawValue, 9)
        XCTAssertEqual(XCUIElement.ElementType.staticText.rawValue, 48)
        XCTAssertEqual(XCUIElement.ElementType.cell.rawValue, 75)
        XCTAssertEqual(XCUIElement.ElementType.tab.rawValue, 80)
        XCTAssertEqual(app.state, .notRunning)
    }

    func testTerminateLeavesNoProcess() throws {
        app.launch()
        let pid = try XCTUnwrap(app.processIdentifier)
        XCTAssertEqual(kill(pid, 0), 0)
        app.terminate()
        XCTAssertEqual(app.state, .notRunning)
        XCTAssertEqual(kill(pid, 0), -1)
        XCTAssertEqual(errno, ESRCH)
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/proc/\(pid)"))
    }

    func testLaunchTwiceRestartsTheApp() throws {
        app.launch()
        let first = try XCTUnwrap(app.processIdentifier)
        app.buttons["tapButton"].tap()
        app.launch()
        let second = try XCTUnwrap(app.processIdentifier)
        XCTAssertNotEqual(first, second)
        XCTAssertEqual(kill(first, 0), -1)
        XCTAssertEqual(app.staticTexts["countLabel"].label, "Taps: 0")
    }

    func testLaunchingTheAppAgainFromAnotherXCUIApplicationEndsTheFirstInstance() throws {
        app.launch()
        let first = try XCTUnwrap(app.processIdentifier)
        let again = XCUIApplication(executable: "XCUIAutomationTestApp")
        again.launch()
        defer { again.terminate() }
        XCTAssertEqual(app.state, .notRunning)
        XCTAssertEqual(kill(first, 0), -1)
        XCTAssertEqual(again.state, .runningForeground)
    }

    func testACrashIsReportedAsAFailureNamingIt() {
        app.launch()
        let found = failures {
            app.buttons["crashButton"].tap()
            _ = app.staticTexts["countLabel"].exists
            // Requests to the dead app fail quietly (no SIGPIPE ends the test process), reported once.
            app.buttons["tapButton"].tap()
            _ = app.staticTexts["countLabel"].label
        }
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertTrue(found.first?.contains("XCUIAutomationTestApp") ?? false, "\(found)")
        XCTAssertTrue(found.first?.contains("crashed") ?? false, "\(found)")
        XCTAssertTrue(found.first?.contains("Crash button tapped on purpose") ?? false, "\(found)")
        XCTAssertEqual(app.state, .notRunning)
    }

    func testAMissingExecutableFailsTheLaunch() {
        let missing = XCUIApplication(executable: "NoSuchApp")
        let found = failures { missing.launch() }
        XCTAssertEqual(found, ["Failed to launch NoSuchApp: no executable named NoSuchApp beside the test bundle (build it with `swift build`)"])
        XCTAssertEqual(missing.state, .notRunning)
    }
}

final class XCUIElementQueryTests: TestAppCase {
    override func setUp() {
        super.setUp()
        app.launch()
    }

    func testTypedQueriesAndSubscripts() {
        // Home: Tap Me, Covered, Start Timer, Controls, Gestures, Table, Alert, Crash; and Bars in the
        // navigation bar.
        XCTAssertEqual(app.buttons.count, 9)
        XCTAssertEqual(app.otherElements["homeView"].buttons.count, 8)
        XCTAssertEqual(app.navigationBars["Home"].buttons.count, 1)
        XCTAssertTrue(app.buttons["tapButton"].exists)
        XCTAssertTrue(app.buttons["Tap Me"].exists, "subscripts find labels too")
        XCTAssertFalse(app.buttons["nothing"].exists)
        XCTAssertTrue(app.staticTexts["countLabel"].exists)
        XCTAssertTrue(app.otherElements["coverView"].exists)
        XCTAssertTrue(app.navigationBars["Home"].exists)
        XCTAssertEqual(app.windows.count, 1)
        XCTAssertEqual(app.buttons["tapButton"].elementType, .button)
        XCTAssertEqual(app.staticTexts["countLabel"].elementType, .staticText)
        XCTAssertEqual(app.elementType, .application)
    }

    func testBoundElementsFirstMatchAndAllElements() {
        let home = app.otherElements["homeView"]
        XCTAssertEqual(home.buttons.element(boundBy: 0).identifier, "tapButton")
        XCTAssertEqual(home.buttons.element(boundBy: 7).identifier, "crashButton")
        XCTAssertFalse(home.buttons.element(boundBy: 8).exists)
        XCTAssertEqual(home.buttons.firstMatch.identifier, "tapButton")
        let all = home.buttons.allElementsBoundByIndex
        XCTAssertEqual(all.map(\.identifier), ["tapButton", "coveredButton", "timerButton", "controlsButton",
                                               "gesturesButton", "tableButton", "alertButton", "crashButton"])
    }

    func testMatchingContainingDescendantsAndChildren() {
        XCTAssertEqual(app.buttons.matching(identifier: "tapButton").count, 1)
        XCTAssertEqual(app.descendants(matching: .any).matching(.button, identifier: "timerButton").count, 1)
        XCTAssertEqual(app.descendants(matching: .any).matching(.button, identifier: nil).count, 9)
        XCTAssertTrue(app.descendants(matching: .any).element(matching: .staticText, identifier: "countLabel").exists)
        XCTAssertEqual(app.windows.containing(.button, identifier: "tapButton").count, 1)
        XCTAssertEqual(app.windows.containing(.button, identifier: "nothing").count, 0)
        XCTAssertEqual(app.children(matching: .window).count, 1)
        XCTAssertEqual(app.children(matching: .button).count, 0, "buttons are not the application's children")
        XCTAssertEqual(app.windows.element.descendants(matching: .button).count, 9)
        XCTAssertEqual(app.windows.element.buttons.count, 9)
        XCTAssertEqual(app.otherElements["homeView"].children(matching: .button).count, 8)
    }

    func testBlockPredicates() {
        let startsWithC = NSPredicate { object, _ in
            ((object as? XCUIElementSnapshot)?.identifier ?? "").hasPrefix("c")
        }
        XCTAssertEqual(app.buttons.matching(startsWithC).allElementsBoundByIndex.map(\.identifier),
                       ["coveredButton", "controlsButton", "crashButton"])
        XCTAssertTrue(app.buttons.element(matching: NSPredicate { object, _ in
            (object as? XCUIElementSnapshot)?.label == "Gestures"
        }).exists)
        XCTAssertEqual(app.windows.containing(startsWithC).count, 1)
    }

    func testAttributes() {
        let label = app.staticTexts["countLabel"]
        XCTAssertEqual(label.label, "Taps: 0")
        XCTAssertEqual(label.identifier, "countLabel")
        XCTAssertTrue(label.isEnabled)
        XCTAssertFalse(label.isSelected)
        XCTAssertFalse(label.hasFocus)
        // Laid out at x 20, 335 wide, 36 high, 216 below the top of the home screen's view (rows of 36 and
        // 20 points with gaps of 8 from y = 100: title, subtitle, button, this label).
        let top = app.otherElements["homeView"].frame.minY
        XCTAssertEqual(label.frame, CGRect(x: 20, y: top + 216, width: 335, height: 36))
        XCTAssertEqual(app.frame, CGRect(x: 0, y: 0, width: 375, height: 667))
        XCTAssertEqual(app.buttons["tapButton"].label, "Tap Me")
        XCTAssertTrue(app.buttons["tapButton"].isHittable)
        let snapshot = try? app.buttons["tapButton"].snapshot()
        XCTAssertEqual(snapshot?.label, "Tap Me")
        XCTAssertEqual(snapshot?.dictionaryRepresentation[.identifier] as? String, "tapButton")
    }

    func testNoMatchAndMultipleMatchesFailAsApplesDo() {
        let top = app.otherElements["homeView"].frame.minY
        let none = failures { app.buttons["nothing"].tap() }
        XCTAssertEqual(none.count, 1)
        XCTAssertTrue(none[0].hasPrefix("Failed to tap \"nothing\" Button: No matches found for Elements matching predicate '\"nothing\" IN identifiers' from input {("),
                      none[0])
        XCTAssertTrue(none[0].contains("Button, {{20.0, \(top + 172)}, {335.0, 36.0}}, identifier: 'tapButton', label: 'Tap Me'"), none[0])
        let many = failures { _ = app.buttons.element.label }
        XCTAssertEqual(many.count, 1)
        XCTAssertTrue(many[0].hasPrefix("Failed to get matching snapshot: Find single matching element. Multiple matching elements found for <XCUIElementQuery: 0x"), many[0])
        let missingLabel = failures { _ = app.staticTexts["nothing"].label }
        XCTAssertTrue(missingLabel.first?.hasPrefix("Failed to get matching snapshot: No matches found for Elements matching predicate '\"nothing\" IN identifiers' from input {(") ?? false, "\(missingLabel)")
    }

    func testDebugDescriptionPrintsTheTree() {
        let text = app.debugDescription
        XCTAssertTrue(text.contains("Application"), text)
        XCTAssertTrue(text.contains("identifier: 'tapButton'"), text)
    }
}

final class XCUIElementActionTests: TestAppCase {
    override func setUp() {
        super.setUp()
        app.launch()
    }

    func testTapGoesThroughTheInputPipeline() {
        app.buttons["tapButton"].tap()
        app.buttons["Tap Me"].tap()
        XCTAssertEqual(app.staticTexts["countLabel"].label, "Taps: 2")
    }

    func testACoveredElementIsNotHittableAndTappingItFails() {
        let covered = app.buttons["coveredButton"]
        let top = app.otherElements["homeView"].frame.minY
        XCTAssertTrue(covered.exists)
        XCTAssertFalse(covered.isHittable)
        let found = failures { covered.tap() }
        XCTAssertEqual(found, ["Failed to tap \"coveredButton\" Button: Failed to synthesize event: Button, {{20.0, \(top + 260)}, {335.0, 36.0}}, identifier: 'coveredButton', label: 'Covered' is not hittable"])
        XCTAssertEqual(app.staticTexts["countLabel"].label, "Taps: 0")
    }

    func testWaitForExistenceRunsOnTheAppsMediaClock() {
        let delayed = app.staticTexts["delayedLabel"]
        XCTAssertFalse(delayed.exists)
        app.buttons["timerButton"].tap()
        let start = app.mediaTime
        // The label appears 2 s of media time after the tap.
        XCTAssertFalse(delayed.waitForExistence(timeout: 1))
        XCTAssertGreaterThanOrEqual(app.mediaTime - start, 1 - 1e-6)
        XCTAssertLessThan(app.mediaTime - start, 1.2)
        XCTAssertTrue(delayed.waitForExistence(timeout: 5))
        XCTAssertGreaterThanOrEqual(app.mediaTime - start, 2 - 1e-6)
        XCTAssertLessThan(app.mediaTime - start, 2.2)
        XCTAssertTrue(app.buttons["tapButton"].waitForNonExistence(timeout: 0.3) == false)
        XCTAssertTrue(app.buttons["nothing"].waitForNonExistence(timeout: 1))
    }

    func testNavigationAndAlert() {
        app.buttons["alertButton"].tap()
        XCTAssertTrue(app.alerts["Hello"].waitForExistence(timeout: 2))
        XCTAssertTrue(app.alerts.staticTexts["An alert"].exists)
        app.alerts.buttons["OK"].tap()
        XCTAssertTrue(app.alerts["Hello"].waitForNonExistence(timeout: 2))
        XCTAssertEqual(app.staticTexts["countLabel"].label, "Alert dismissed")

        app.buttons["controlsButton"].tap()
        XCTAssertTrue(app.navigationBars["Controls"].waitForExistence(timeout: 2))
        app.navigationBars.buttons["Home"].tap()
        XCTAssertTrue(app.navigationBars["Home"].waitForExistence(timeout: 2))
    }

    func testTextFieldsTypingAndKeys() {
        app.buttons["controlsButton"].tap()
        let name = app.textFields["nameField"]
        XCTAssertEqual(name.placeholderValue, "Name")
        XCTAssertEqual(name.value as? String, "Name", "an empty field's value is its placeholder")
        let unfocused = failures { name.typeText("x") }
        XCTAssertEqual(unfocused.count, 1)
        XCTAssertTrue(unfocused[0].hasPrefix("Failed to type text into \"nameField\" TextField: Failed to synthesize event: Neither element nor any descendant has keyboard focus."), unfocused[0])
        name.tap()
        XCTAssertTrue(name.hasFocus)
        name.typeText("Adam")
        XCTAssertEqual(name.value as? String, "Adam")
        name.typeKey(.delete, modifierFlags: [])
        XCTAssertEqual(name.value as? String, "Ada")
        XCTAssertEqual(app.staticTexts["greetingLabel"].label, "Hello, Ada")

        let password = app.secureTextFields["passwordField"]
        XCTAssertEqual(password.elementType, .secureTextField)
        password.tap()
        app.typeText("secret")
        XCTAssertEqual(password.value as? String, "••••••")
        XCTAssertEqual(app.textFields.count, 1)
    }

    func testTheSoftwareKeyboardShowsWhileAFieldIsEditedAndItsKeysType() {
        app.buttons["controlsButton"].tap()
        XCTAssertEqual(app.keyboards.count, 0)
        let name = app.textFields["nameField"]
        name.tap()
        XCTAssertEqual(app.keyboards.count, 1)
        // iOS's portrait keyboard without suggestions: 216 points at the bottom of the 667-point screen.
        XCTAssertEqual(app.keyboards.element.frame, CGRect(x: 0, y: 451, width: 375, height: 216))
        app.keys["h"].tap()
        app.keys["i"].tap()
        app.keyboards.keys["space"].tap()
        app.keys["o"].tap()
        app.keys["delete"].tap()
        XCTAssertEqual(name.value as? String, "hi ")
        app.keyboards.buttons["Return"].tap()
        XCTAssertEqual(app.staticTexts["greetingLabel"].label, "Hello, hi ")
    }

    func testSwitchSliderAndPicker() {
        app.buttons["controlsButton"].tap()
        let toggle = app.switches["toggleSwitch"]
        XCTAssertEqual(toggle.value as? String, "0")
        toggle.tap()
        XCTAssertEqual(toggle.value as? String, "1")
        XCTAssertEqual(app.staticTexts["switchLabel"].label, "On")

        let slider = app.sliders["volumeSlider"]
        // A slider's value is its position as a percentage, as iOS reads it.
        XCTAssertEqual(slider.value as? String, "50%")
        XCTAssertEqual(slider.normalizedSliderPosition, 0.5)
        slider.adjust(toNormalizedSliderPosition: 1)
        XCTAssertEqual(app.staticTexts["sliderLabel"].label, "Value: 100")
        slider.adjust(toNormalizedSliderPosition: 0)
        XCTAssertEqual(app.staticTexts["sliderLabel"].label, "Value: 0")
        slider.adjust(toNormalizedSliderPosition: 0.5)
        XCTAssertEqual(app.staticTexts["sliderLabel"].label, "Value: 50")

        // A finger on the thumb (the track's middle at 50 %) dragged past the track's right end.
        let middle = slider.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5))
        middle.press(forDuration: 0.1, thenDragTo: slider.coordinate(withNormalizedOffset: CGVector(dx: 1.1, dy: 0.5)))
        XCTAssertEqual(app.staticTexts["sliderLabel"].label, "Value: 100")
        // Then dragged from the thumb at the right end onto the switch, far to the left: the minimum.
        slider.coordinate(withNormalizedOffset: CGVector(dx: 0.95, dy: 0.5))
            .press(forDuration: 0.1, thenDragTo: toggle.coordinate(withNormalizedOffset: CGVector(dx: 0, dy: 0.5)))
        XCTAssertEqual(app.staticTexts["sliderLabel"].label, "Value: 0")

        XCTAssertEqual(app.pickerWheels.element.value as? String, "Red")
        app.pickerWheels.element.adjust(toPickerWheelValue: "Yellow")
        XCTAssertEqual(app.pickerWheels.element.value as? String, "Yellow")
        XCTAssertEqual(app.staticTexts["pickerLabel"].label, "Color: Yellow")
    }

    func testGestures() {
        app.buttons["gesturesButton"].tap()
        let taps = app.otherElements["tapArea"]
        XCTAssertTrue(taps.waitForExistence(timeout: 2))
        let label = app.staticTexts["gestureLabel"]
        taps.twoFingerTap()
        XCTAssertEqual(label.label, "two-finger tap")
        taps.doubleTap()
        XCTAssertEqual(label.label, "double tap")
        taps.twoFingerTap()
        taps.tap(withNumberOfTaps: 2, numberOfTouches: 1)
        XCTAssertEqual(label.label, "double tap", "two taps in quick succession")
        taps.press(forDuration: 1)
        XCTAssertEqual(label.label, "long press")
        let swipes = app.otherElements["swipeArea"]
        swipes.swipeLeft()
        XCTAssertEqual(label.label, "swipe left")
        swipes.swipeRight()
        XCTAssertEqual(label.label, "swipe right")
        swipes.swipeUp()
        XCTAssertEqual(label.label, "swipe up")
        swipes.swipeDown()
        XCTAssertEqual(label.label, "swipe down")
        let pinches = app.otherElements["pinchArea"]
        pinches.pinch(withScale: 2, velocity: 1)
        XCTAssertEqual(label.label, "pinch out")
        pinches.pinch(withScale: 0.5, velocity: -1)
        XCTAssertEqual(label.label, "pinch in")
        pinches.rotate(.pi / 2, withVelocity: 2)
        XCTAssertEqual(label.label, "rotate clockwise")
    }

    func testTableCellsAndScrolling() {
        app.buttons["tableButton"].tap()
        let table = app.tables["rowsTable"]
        XCTAssertTrue(table.waitForExistence(timeout: 2))
        XCTAssertGreaterThan(table.cells.count, 5)
        XCTAssertTrue(table.cells.staticTexts["Row 0"].exists)
        XCTAssertTrue(app.cells["row3"].isHittable)
        app.cells["row3"].tap()
        XCTAssertTrue(app.navigationBars["Selected 3"].waitForExistence(timeout: 2))
        XCTAssertEqual(app.cells.containing(.staticText, identifier: "Row 2").element.identifier, "row2")
        // A cell reads its texts as its label, as iOS composes it.
        XCTAssertEqual(app.cells["row4"].label, "Row 4")
        table.swipeUp()
        table.swipeUp()
        XCTAssertFalse(app.cells["row0"].exists)
    }

    func testTappingAnElementOutsideItsScrollViewsBoundsScrollsItIntoViewFirst() {
        app.buttons["gesturesButton"].tap()
        let far = app.buttons["farButton"]
        XCTAssertTrue(far.waitForExistence(timeout: 2))
        XCTAssertFalse(far.isHittable, "1600 points along a strip 335 wide")
        far.tap()
        XCTAssertTrue(far.isHittable)
        XCTAssertEqual(app.staticTexts["gestureLabel"].label, "far button")
    }

    func testAlertIsItsBox() {
        app.buttons["alertButton"].tap()
        let alert = app.alerts["Hello"]
        XCTAssertTrue(alert.waitForExistence(timeout: 2))
        // Apple's alert is 270 points wide, centred on the 375-point screen.
        XCTAssertEqual(alert.frame.width, 270)
        XCTAssertEqual(alert.frame.midX, 187.5, accuracy: 0.5, "centred, to the pixel grid")
    }

    func testBarButtonItemsSegmentsAndTabs() {
        app.navigationBars["Home"].buttons["Bars"].tap()
        XCTAssertTrue(app.navigationBars["Bars"].waitForExistence(timeout: 2))
        // A spinning activity indicator does not keep the app busy: a query steps no time.
        XCTAssertEqual(app.activityIndicators.count, 1)
        let before = app.mediaTime
        _ = app.staticTexts["barLabel"].label
        XCTAssertEqual(app.mediaTime, before, accuracy: 1e-9)
        let segments = app.segmentedControls["segments"]
        XCTAssertEqual(segments.buttons.count, 3)
        XCTAssertTrue(segments.buttons["One"].isSelected)
        segments.buttons["Three"].tap()
        XCTAssertTrue(segments.buttons["Three"].isSelected)
        XCTAssertFalse(segments.buttons["One"].isSelected)
        XCTAssertEqual(app.staticTexts["barLabel"].label, "Segment Three")
        let tabs = app.tabBars.element
        XCTAssertEqual(tabs.buttons.count, 3)
        XCTAssertTrue(tabs.buttons["Favorites"].isSelected)
        // Three items share the bar's 375 points.
        XCTAssertEqual(tabs.buttons["Recents"].frame.width, 125)
        tabs.buttons["Recents"].tap()
        XCTAssertTrue(tabs.buttons["Recents"].isSelected)
        XCTAssertEqual(app.staticTexts["barLabel"].label, "Tab Recents")

        let stepper = app.steppers["stepper"]
        XCTAssertFalse(stepper.buttons["Decrement"].isEnabled, "at its minimum")
        stepper.buttons["Increment"].tap()
        stepper.buttons["Increment"].tap()
        XCTAssertEqual(app.staticTexts["barLabel"].label, "Stepper 2")
        stepper.buttons["Decrement"].tap()
        XCTAssertEqual(app.staticTexts["barLabel"].label, "Stepper 1")

        // An action sheet is a sheet, not an alert.
        app.buttons["sheetButton"].tap()
        XCTAssertTrue(app.sheets["Choose"].waitForExistence(timeout: 2))
        XCTAssertEqual(app.alerts.count, 0)
        app.sheets["Choose"].buttons["First"].tap()
        XCTAssertTrue(app.sheets["Choose"].waitForNonExistence(timeout: 2))
        XCTAssertEqual(app.staticTexts["barLabel"].label, "Sheet First")
    }

    func testAccessibilityAuditFindsAButtonWithoutDescription() throws {
        // Home's buttons all have titles.
        XCTAssertTrue(failures { try? app.performAccessibilityAudit() }.isEmpty)
        app.navigationBars["Home"].buttons["Bars"].tap()
        XCTAssertTrue(app.navigationBars["Bars"].waitForExistence(timeout: 2))
        var issues: [String] = []
        try app.performAccessibilityAudit(for: .sufficientElementDescription) { issue in
            issues.append("\(issue.compactDescription) \(issue.element?.identifier ?? "")")
            return true
        }
        XCTAssertEqual(issues, ["Element has no description unlabelledButton"])
        let unhandled = failures { try? app.performAccessibilityAudit() }
        XCTAssertEqual(unhandled.count, 1)
        XCTAssertTrue(unhandled.first?.hasPrefix("Element has no description: Button") ?? false, "\(unhandled)")
        XCTAssertEqual(XCUIAccessibilityAuditType.sufficientElementDescription.rawValue, 8)
    }

    func testCoordinates() {
        let origin = app.coordinate(withNormalizedOffset: CGVector(dx: 0, dy: 0))
        let top = app.otherElements["homeView"].frame.minY
        // The Tap Me button's centre: (20 + 335 / 2, 172 + 36 / 2) in the home view.
        origin.withOffset(CGVector(dx: 187.5, dy: top + 190)).tap()
        XCTAssertEqual(app.staticTexts["countLabel"].label, "Taps: 1")
        let button = app.buttons["tapButton"].coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5))
        XCTAssertEqual(button.screenPoint, CGPoint(x: 187.5, y: top + 190))
        button.tap()
        XCTAssertEqual(app.staticTexts["countLabel"].label, "Taps: 2")
    }

    func testScreenshotsAndOrientation() {
        let png = XCUIScreen.main.screenshot().pngRepresentation
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // 375 × 667 points at scale 2.
        XCTAssertEqual(XCUIScreen.main.screenshot().image.size, CGSize(width: 750, height: 1334))
        XCTAssertEqual(app.buttons["tapButton"].screenshot().image.size, CGSize(width: 670, height: 72))
        let attachment = XCTAttachment(screenshot: app.screenshot())
        attachment.lifetime = .keepAlways
        attachment.name = "Home screen"
        XCTAssertEqual(attachment.data, app.screenshot().pngRepresentation)
        add(attachment)
        // Kept at once beside the test bundle, under the test's name.
        let bundleDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let kept = bundleDirectory.appendingPathComponent("XCUIAttachments/XCUIElementActionTests.testScreenshotsAndOrientation/Home screen.png")
        XCTAssertEqual(FileManager.default.contents(atPath: kept.path), attachment.data)

        // The home view reports its trait collection's style as its accessibility value.
        let home = app.otherElements["homeView"]
        XCUIDevice.shared.appearance = .dark
        XCTAssertEqual(home.value as? String, "dark")
        XCUIDevice.shared.appearance = .light
        XCTAssertEqual(home.value as? String, "light")
        XCTAssertEqual(XCUIDevice.Appearance.dark.rawValue, 2)

        XCUIDevice.shared.orientation = .landscapeLeft
        XCTAssertEqual(app.frame.size, CGSize(width: 667, height: 375))
        XCUIDevice.shared.orientation = .portrait
        XCTAssertEqual(app.frame.size, CGSize(width: 375, height: 667))
    }
}

/// Swift 6 code calls XCUIAutomation from the main actor: swift-corelibs-xctest runs `@MainActor` test methods
/// when they are `async` (a synchronous `@MainActor` test method stops its test discovery).
final class MainActorUITests: TestAppCase {
    @MainActor
    func testMainActorAsyncTestMethodsRun() async throws {
        app.launch()
        app.buttons["tapButton"].tap()
        XCTAssertEqual(app.staticTexts["countLabel"].label, "Taps: 1")
    }
}
