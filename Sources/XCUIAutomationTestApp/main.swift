import UIKit

// The app XCUIAutomation's tests drive out of process (Tests/XCUIAutomationTests): a few screens of
// controls with accessibility identifiers. Launched by XCUIApplication it runs headless and serves the test.
UIApplicationMain(delegate: TestAppDelegate.self)
