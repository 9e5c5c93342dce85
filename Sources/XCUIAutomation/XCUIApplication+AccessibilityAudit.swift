import Foundation

extension XCUIApplication {
    /// Audits the app's accessibility tree now; each issue `issueHandler` does not take (returns false for,
    /// or every issue without a handler) is a test failure.
    // Linux: only `.sufficientElementDescription` is audited (buttons, links and images with no label): the
    // other audits need the rendered pixels' contrast, text metrics and traits iOS's auditor reads
    // (docs/DIFFERENCES.md).
    public func performAccessibilityAudit(for auditTypes: XCUIAccessibilityAuditType = .all,
                                          _ issueHandler: ((XCUIAccessibilityAuditIssue) throws -> Bool)? = nil) throws {
        guard auditTypes.contains(.sufficientElementDescription), let root = snapshotRoot(reportingCrash: true) else { return }
        let undescribed: Set<XCUIElement.ElementType> = [.button, .link, .image]
        for node in root.descendants where undescribed.contains(node.elementType) && node.wire.label.isEmpty {
            let element = node.wire.identifier.isEmpty ? nil
                : descendants(matching: node.elementType).matching(identifier: node.wire.identifier).firstMatch
            let issue = XCUIAccessibilityAuditIssue(
                auditType: .sufficientElementDescription, compactDescription: "Element has no description",
                detailedDescription: "\(node.summary) has no accessibility label: VoiceOver cannot say what it is.",
                element: element)
            if try issueHandler?(issue) == true { continue }
            recordFailure("\(issue.compactDescription): \(node.summary)", file: #filePath, line: #line)
        }
    }
}
