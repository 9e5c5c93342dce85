import Foundation

extension XCUIElement: XCUIScreenshotProviding {}
