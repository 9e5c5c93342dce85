import Foundation

/// What takes screenshots: screens and elements.
@preconcurrency @MainActor
public protocol XCUIScreenshotProviding {
    func screenshot() -> XCUIScreenshot
}
