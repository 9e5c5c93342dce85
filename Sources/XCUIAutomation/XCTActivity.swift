import Foundation

/// A named step of a test, which attachments can be added to.
// Linux: swift-corelibs-xctest has no activities; XCUIAutomation brings XCTContext.runActivity for UI tests.
public protocol XCTActivity: AnyObject {
    var name: String { get }
    func add(_ attachment: XCTAttachment)
}
