import Foundation

/// An issue an accessibility audit found.
@preconcurrency @MainActor
open class XCUIAccessibilityAuditIssue: NSObject {
    public let auditType: XCUIAccessibilityAuditType
    public let compactDescription: String
    public let detailedDescription: String
    /// The element the issue is about, found by its identifier or label when it has one.
    public let element: XCUIElement?

    init(auditType: XCUIAccessibilityAuditType, compactDescription: String, detailedDescription: String, element: XCUIElement?) {
        self.auditType = auditType
        self.compactDescription = compactDescription
        self.detailedDescription = detailedDescription
        self.element = element
    }

    open override var description: String { MainActor.assumeIsolated { compactDescription } }
}
