import Foundation

/// An element's attributes and those of its descendants at one moment (what predicates evaluate).
@preconcurrency @MainActor
public protocol XCUIElementSnapshot: XCUIElementAttributes {
    var children: [any XCUIElementSnapshot] { get }
    var dictionaryRepresentation: [XCUIElement.AttributeName: Any] { get }
}
