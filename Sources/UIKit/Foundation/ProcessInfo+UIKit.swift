import Foundation

// Foundation on Linux lacks Apple's platform checks; OpenUIKit apps are iOS apps running on Linux.
extension ProcessInfo {
    /// Whether the process is a Mac Catalyst app: false.
    public var isMacCatalystApp: Bool { false }
    /// Whether the process is an iPhone or iPad app running on a Mac: false.
    public var isiOSAppOnMac: Bool { false }
}
