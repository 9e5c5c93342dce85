import Foundation

extension XCUIElement {
    /// The keys of an element snapshot's `dictionaryRepresentation` (Apple's strings).
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let identifier = AttributeName(rawValue: "identifier")
        public static let frame = AttributeName(rawValue: "frame")
        public static let value = AttributeName(rawValue: "value")
        public static let title = AttributeName(rawValue: "title")
        public static let label = AttributeName(rawValue: "label")
        public static let elementType = AttributeName(rawValue: "elementType")
        public static let enabled = AttributeName(rawValue: "enabled")
        public static let placeholderValue = AttributeName(rawValue: "placeholderValue")
        public static let selected = AttributeName(rawValue: "selected")
        public static let hasFocus = AttributeName(rawValue: "hasFocus")
        public static let children = AttributeName(rawValue: "children")
    }
}
