import Foundation

/// The state of assistive technologies and the notifications an app posts to them. No assistive technology
/// runs under OpenUIKit: every setting reads as off and posted notifications reach no one.
@preconcurrency @MainActor
public enum UIAccessibility {
    /// A notification an app posts to assistive technologies.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public var rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// A large part of the screen changed.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout of the screen changed.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// An announcement to speak.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Posts a notification to assistive technologies (none listen here).
    public static func post(notification: Notification, argument: Any?) {}

    /// Whether VoiceOver is on: false.
    public static var isVoiceOverRunning: Bool { false }
    /// Whether Switch Control is on: false.
    public static var isSwitchControlRunning: Bool { false }
    /// Whether Reduce Motion is on: false.
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether Reduce Transparency is on: false.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether Bold Text is on: false.
    public static var isBoldTextEnabled: Bool { false }
    /// Whether Increase Contrast is on: false.
    public static var isDarkerSystemColorsEnabled: Bool { false }
    /// Whether Invert Colors is on: false.
    public static var isInvertColorsEnabled: Bool { false }
    /// Whether Grayscale is on: false.
    public static var isGrayscaleEnabled: Bool { false }

    nonisolated public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    nonisolated public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    nonisolated public static let reduceTransparencyStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    nonisolated public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
}
