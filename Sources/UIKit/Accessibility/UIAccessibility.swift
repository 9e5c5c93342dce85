import Foundation

/// Assistive-technology settings and notifications.
@preconcurrency @MainActor
public enum UIAccessibility {
    /// A notification an app posts for assistive technologies.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public var rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// A new view appeared that covers most of the screen.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout of the screen changed.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// Something to announce (the argument is the string).
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished (the argument describes the new position).
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Posts a notification to assistive technologies.
    public static func post(notification: Notification, argument: Any?) {
        postedNotificationObserver?(notification, argument)
    }

    /// Receives every notification posted with post(notification:argument:).
    // Linux: there is no screen reader to receive them; a UI-test driver or test can watch them here.
    nonisolated(unsafe) public static var postedNotificationObserver: ((Notification, Any?) -> Void)?

    /// Posted when VoiceOver starts or stops.
    nonisolated public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when the Bold Text setting changes.
    nonisolated public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
    /// Posted when the Reduce Motion setting changes.
    nonisolated public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted when Increase Contrast is turned on or off.
    nonisolated public static let darkerSystemColorsStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")

    /// Whether a screen reader is running. Linux: true when `OPENUIKIT_SCREEN_READER=1`, or when an Orca
    /// process (the GNOME screen reader) is running, checked once at launch.
    public static var isVoiceOverRunning: Bool { screenReaderRunning }
    /// Whether Bold Text is on (false on a desktop).
    public static var isBoldTextEnabled: Bool { false }
    /// Whether Reduce Motion is on (false on a desktop).
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether Reduce Transparency is on (false on a desktop).
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether Increase Contrast is on (Linux: `OPENUIKIT_CONTRAST=high` at launch, or
    /// `UIHeadless.setAccessibilityContrast(.high)`; the screens' accessibilityContrast trait follows).
    public static var isDarkerSystemColorsEnabled: Bool { TraitEnvironmentSupport.systemContrast == .high }
    /// Whether Switch Control is running (false on a desktop).
    public static var isSwitchControlRunning: Bool { false }

    nonisolated static let screenReaderRunning: Bool = {
        let env = ProcessInfo.processInfo.environment
        if let v = env["OPENUIKIT_SCREEN_READER"] { return v == "1" }
        guard let pids = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return false }
        for pid in pids where pid.first?.isNumber == true {
            if let comm = try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8),
               comm.trimmingCharacters(in: .whitespacesAndNewlines) == "orca" { return true }
        }
        return false
    }()

    /// The accessibility elements of a window in reading order, as a screen reader walks them: a view that
    /// is an element stops the walk; otherwise its container elements (accessibilityElementCount() and
    /// accessibilityElement(at:), which default to accessibilityElements), or its visible subviews back to
    /// front, are visited; hidden views and accessibilityElementsHidden subtrees are skipped, and a
    /// modal view (accessibilityViewIsModal) hides its siblings.
    // Linux: Apple has no public walker; this is what a UI-test driver queries.
    public static func elements(in window: UIWindow) -> [NSObject] {
        var out: [NSObject] = []
        walk(window, into: &out)
        return out
    }

    private static func walk(_ whole: NSObject, into out: inout [NSObject]) {
        guard let object = whole as? AccessibilityReadable else { return }
        if let v = object as? UIView, v.isHidden || v.alpha < 0.01 { return }
        if object.accessibilityElementsHidden { return }
        if object.isAccessibilityElement { out.append(object); return }
        // Through the container methods, so that a container overriding them (not accessibilityElements)
        // is read as on iOS; an empty accessibilityElements still hides the subviews.
        let count = object.accessibilityElementCount()
        if count > 0 || object.accessibilityElements != nil {
            for i in 0..<max(count, 0) {
                if let e = object.accessibilityElement(at: i) as? NSObject { walk(e, into: &out) }
            }
            return
        }
        guard let v = object as? UIView else { return }
        var subs = v.subviews
        if let modal = subs.last(where: { $0.accessibilityViewIsModal && !$0.isHidden }) { subs = [modal] }
        for s in subs { walk(s, into: &out) }
    }
}
