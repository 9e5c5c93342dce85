// Xcode 16's UI-test template as openuikit-port leaves it (the main-actor test methods made async), with the
// target application named by XCUI_TARGET_APPLICATION as a CI job would set it.
import XCTest
import XCUIAutomation

final class XcodeTemplateUITests: XCTestCase {
    override func setUpWithError() throws {
        setenv(XCUIApplication.targetApplicationEnvironmentKey, "XCUIAutomationTestApp", 1)
        continueAfterFailure = false
    }

    override func tearDownWithError() throws {
        unsetenv(XCUIApplication.targetApplicationEnvironmentKey)
    }

    @MainActor
    func testExample() async throws {
        let app = XCUIApplication()
        app.launch()
        XCTAssertTrue(app.buttons["tapButton"].exists)
        app.terminate()
    }

    @MainActor
    func testLaunchPerformance() async throws {
        measure(metrics: [XCTApplicationLaunchMetric()]) {
            XCUIApplication().launch()
        }
        XCUIApplication().terminate()
    }
}
