import Foundation

// A desktop app keeps running when its window is in the background: background tasks never expire and the
// time remaining is unlimited, as on iOS while the app is in the foreground.
extension UIApplication {
    static var nextBackgroundTask = 1
    static var runningBackgroundTasks: Set<Int> = []

    /// Asks for time to finish a task in the background; the expiration handler is never called here.
    public func beginBackgroundTask(expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }

    /// Asks for time to finish a named task in the background; the expiration handler is never called here.
    public func beginBackgroundTask(withName taskName: String?, expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        let id = UIApplication.nextBackgroundTask
        UIApplication.nextBackgroundTask += 1
        UIApplication.runningBackgroundTasks.insert(id)
        return UIBackgroundTaskIdentifier(rawValue: id)
    }

    /// Marks a background task finished.
    public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        UIApplication.runningBackgroundTasks.remove(identifier.rawValue)
    }

    /// The time the app has left to run in the background: unlimited (`Double.greatestFiniteMagnitude`, what iOS
    /// reports in the foreground), since a desktop does not suspend apps.
    public var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }

    /// Whether data protected by the device's passcode is readable: true.
    public var isProtectedDataAvailable: Bool { true }

    /// Whether the app can change its icon: false.
    public var supportsAlternateIcons: Bool { false }

    /// The alternate icon in use: nil.
    public var alternateIconName: String? { nil }

    /// Registers with the push notification service (none on Linux: nothing happens).
    public func registerForRemoteNotifications() {}

    /// Unregisters from the push notification service.
    public func unregisterForRemoteNotifications() {}

    /// Whether the app is registered for push notifications: false.
    public var isRegisteredForRemoteNotifications: Bool { false }

    /// Stops delivering touch events to the app until the matching `endIgnoringInteractionEvents()` (calls nest).
    @available(*, deprecated, message: "Use UIView's userInteractionEnabled property instead")
    public func beginIgnoringInteractionEvents() { UIApplication.ignoringInteractionCount += 1 }

    /// Ends one `beginIgnoringInteractionEvents()`.
    @available(*, deprecated, message: "Use UIView's userInteractionEnabled property instead")
    public func endIgnoringInteractionEvents() {
        UIApplication.ignoringInteractionCount = max(0, UIApplication.ignoringInteractionCount - 1)
    }

    /// Whether touch events are being ignored.
    @available(*, deprecated, message: "Use UIView's userInteractionEnabled property instead")
    public var isIgnoringInteractionEvents: Bool { UIApplication.ignoringInteractionCount > 0 }

    static var ignoringInteractionCount = 0
}
