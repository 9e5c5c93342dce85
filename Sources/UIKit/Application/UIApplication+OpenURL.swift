import Foundation

extension UIApplication {
    /// Keys of the options of `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only if an app (not a browser) handles the universal link.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The URL of the app's settings (there is no Settings app on Linux: opening it fails).
    nonisolated public static let openSettingsURLString = "app-settings:"

    /// Schemes the desktop opens, through `xdg-open` (the desktop's default browser, mail client or file manager).
    static let desktopSchemes: Set<String> = ["http", "https", "mailto", "file"]

    /// The desktop's opener, when there is one.
    static var desktopOpener: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/xdg-open" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Whether some app on the desktop can open the URL: a web, mail or file URL, when the desktop has an opener.
    public func canOpenURL(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased(), UIApplication.desktopSchemes.contains(scheme) else { return false }
        return UIApplication.desktopOpener != nil
    }

    /// Opens the URL in the desktop's app for it (`xdg-open`), then calls the handler on the main queue with
    /// whether it was handed over. Headless there is no desktop: the handler gets false.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                     completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        var opened = false
        if !(Platform.current is HeadlessBackend), options[.universalLinksOnly] as? Bool != true, canOpenURL(url),
           let opener = UIApplication.desktopOpener {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: opener)
            process.arguments = [url.absoluteString]
            opened = (try? process.run()) != nil
        }
        if let completion {
            let result = opened
            DispatchQueue.main.async { MainActor.assumeIsolated { completion(result) } }
        }
    }

    /// The number on the app's icon badge (kept; a desktop shows no badge).
    public var applicationIconBadgeNumber: Int {
        get { UIApplication.badgeNumber }
        set { UIApplication.badgeNumber = newValue }
    }
    static var badgeNumber = 0

    /// Whether the status bar shows network activity (no status bar: kept, shows nothing).
    @available(*, deprecated, message: "Provide a custom network activity UI in your app if desired.")
    public var isNetworkActivityIndicatorVisible: Bool {
        get { UIApplication.networkActivity }
        set { UIApplication.networkActivity = newValue }
    }
    static var networkActivity = false
}
