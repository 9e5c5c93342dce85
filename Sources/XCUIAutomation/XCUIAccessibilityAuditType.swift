import Foundation

/// The kinds of accessibility audit (Apple's raw values, from XCUIAccessibilityAudit.h).
public struct XCUIAccessibilityAuditType: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let contrast = XCUIAccessibilityAuditType(rawValue: 1 << 0)
    public static let elementDetection = XCUIAccessibilityAuditType(rawValue: 1 << 1)
    public static let hitRegion = XCUIAccessibilityAuditType(rawValue: 1 << 2)
    public static let sufficientElementDescription = XCUIAccessibilityAuditType(rawValue: 1 << 3)
    public static let dynamicType = XCUIAccessibilityAuditType(rawValue: 1 << 16)
    public static let textClipped = XCUIAccessibilityAuditType(rawValue: 1 << 17)
    public static let trait = XCUIAccessibilityAuditType(rawValue: 1 << 18)
    public static let action = XCUIAccessibilityAuditType(rawValue: 1 << 32)
    public static let parentChild = XCUIAccessibilityAuditType(rawValue: 1 << 33)
    public static let all = XCUIAccessibilityAuditType(rawValue: ~0)
}
