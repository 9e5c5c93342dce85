import Foundation

/// The screen of the app under test (the headless screen of the last launched app).
@preconcurrency @MainActor
open class XCUIScreen: NSObject, XCUIScreenshotProviding {
    public static let main = XCUIScreen()

    public static var screens: [XCUIScreen] { [main] }

    /// The screen as shown now.
    open func screenshot() -> XCUIScreenshot {
        guard let app = XCUIApplication.current else {
            FailureRecorder.fail("No application is running to take a screenshot of", file: #filePath, line: #line)
            return XCUIScreenshot(pngRepresentation: Data())
        }
        return app.screenshot(of: .zero)
    }
}
