import Foundation

/// The device the app runs on. On a desktop it answers as Mac Catalyst does on a Mac with the iPad idiom:
/// the host's name and operating system, no orientation sensor, no battery or proximity monitoring.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The battery's state.
    public enum BatteryState: Int, Sendable {
        case unknown = 0
        case unplugged = 1
        case charging = 2
        case full = 3
    }

    nonisolated public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    nonisolated public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    nonisolated public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    nonisolated public static let proximityStateDidChangeNotification = Notification.Name("UIDeviceProximityStateDidChangeNotification")

    private static let shared = UIDevice()

    /// The device the app runs on.
    open class var current: UIDevice { shared }

    override init() { super.init() }

    /// The device's name: the host name, as Mac Catalyst reports the Mac's computer name.
    open var name: String { ProcessInfo.processInfo.hostName }

    /// The operating system's name. Mac Catalyst reports the host system ("macOS"); here it is "Linux".
    open var systemName: String { "Linux" }

    /// The version of the system: that of the iOS API OpenUIKit follows, as Mac Catalyst reports the iOS
    /// version matching its macOS, so that version checks written for iOS keep working.
    open var systemVersion: String { "17.0" }

    /// The model: "iPad", as Mac Catalyst reports in the iPad idiom.
    open var model: String { "iPad" }

    /// The model, localized.
    open var localizedModel: String { model }

    /// The interface idiom: `.pad`, as for a Mac Catalyst app in its default iPad idiom. iOS code sizes
    /// itself for a large screen with pointer and keyboard on `.pad`, which is what a desktop window offers.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .pad }

    /// The physical orientation: `.unknown` until orientation notifications are on, then `.portrait` (a
    /// desktop has no orientation sensor and never turns).
    open var orientation: UIDeviceOrientation {
        generatingOrientationCount > 0 ? .portrait : .unknown
    }

    private var generatingOrientationCount = 0

    /// Whether the device posts orientation-change notifications.
    open var isGeneratingDeviceOrientationNotifications: Bool { generatingOrientationCount > 0 }

    /// Starts orientation-change notifications (calls nest).
    open func beginGeneratingDeviceOrientationNotifications() { generatingOrientationCount += 1 }

    /// Ends one `beginGeneratingDeviceOrientationNotifications()`.
    open func endGeneratingDeviceOrientationNotifications() {
        generatingOrientationCount = max(0, generatingOrientationCount - 1)
    }

    /// Whether battery monitoring is on. It may be turned on; the state stays unknown (no battery is read).
    open var isBatteryMonitoringEnabled = false

    /// The battery's charge from 0 to 1, or -1.0 when unknown (always, here).
    open var batteryLevel: Float { -1.0 }

    /// The battery's state: `.unknown` (no battery is read).
    open var batteryState: BatteryState { .unknown }

    /// Whether proximity monitoring is on. A desktop has no proximity sensor: setting true leaves it false,
    /// as on a device without one.
    open var isProximityMonitoringEnabled: Bool {
        get { false }
        set {}
    }

    /// Whether the proximity sensor is close to the user: false.
    open var proximityState: Bool { false }

    /// Whether the device runs more than one app at once: true.
    open var isMultitaskingSupported: Bool { true }

    /// An identifier of this device, the same for the apps of one vendor: derived from the machine id
    /// (/etc/machine-id) where there is one.
    open var identifierForVendor: UUID? { UIDevice.machineIdentifier }

    private static let machineIdentifier: UUID? = {
        for path in ["/etc/machine-id", "/var/lib/dbus/machine-id"] {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            let hex = Array(text.trimmingCharacters(in: .whitespacesAndNewlines))
            guard hex.count == 32 else { continue }
            let s = String(hex[0..<8]) + "-" + String(hex[8..<12]) + "-" + String(hex[12..<16]) + "-"
                + String(hex[16..<20]) + "-" + String(hex[20..<32])
            if let uuid = UUID(uuidString: s) { return uuid }
        }
        return UUID()
    }()

    /// Plays the keyboard click (no sound on Linux).
    open func playInputClick() {}
}
