import Foundation

extension XCUIElement {
    /// Keys held while typing a key (Apple's raw values, those of UIKeyModifierFlags).
    public struct KeyModifierFlags: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let capsLock = KeyModifierFlags(rawValue: 1 << 16)
        public static let shift = KeyModifierFlags(rawValue: 1 << 17)
        public static let control = KeyModifierFlags(rawValue: 1 << 18)
        public static let option = KeyModifierFlags(rawValue: 1 << 19)
        public static let command = KeyModifierFlags(rawValue: 1 << 20)
        public static let function = KeyModifierFlags(rawValue: 1 << 23)
        public static let alphaShift = capsLock
        public static let alternate = option
    }
}
