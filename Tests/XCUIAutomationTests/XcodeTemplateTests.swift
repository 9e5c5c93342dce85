// What Xcode's UI-test templates and common UI tests use besides XCUIApplication: launch performance,
// activities, interruption monitors. swift-corelibs-xctest has none of them; XCUIAutomation brings them.
import XCTest
import XCUIAutomation

final class XcodeTemplateTests: XCTestCase {
    func testLaunchPerformance() throws {
        var launches = 0
        let options = XCTMeasureOptions()
        options.iterationCount = 2
        measure(metrics: [XCTApplicationLaunchMetric()], options: options) {
            let app = XCUIApplication(executable: "XCUIAutomationTestApp")
            app.launch()
            launches += 1
            app.terminate()
        }
        XCTAssertEqual(launches, 2)
    }

    func testActivitiesAndInterruptionMonitors() {
        let monitor = addUIInterruptionMonitor(withDescription: "Permission alert") { _ in true }
        let app = XCUIApplication(executable: "XCUIAutomationTestApp")
        let tapped = XCTContext.runActivity(named: "Launch and tap") { activity -> Bool in
            app.launch()
            app.buttons["tapButton"].tap()
            activity.add(XCTAttachment(screenshot: app.screenshot()))
            return app.staticTexts["countLabel"].label == "Taps: 1"
        }
        XCTAssertTrue(tapped)
        removeUIInterruptionMonitor(monitor)
        app.terminate()
    }
}
