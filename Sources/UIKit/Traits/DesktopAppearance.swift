import Foundation

/// Where a desktop's light/dark preference and text size come from (Linux: iOS reads them from Settings).
enum DesktopAppearance {
    /// `OPENUIKIT_APPEARANCE=light|dark`; otherwise, on a desktop (not headless), the freedesktop
    /// colour-scheme setting as GNOME's `gsettings` reports it ("prefer-dark" → dark); otherwise light.
    static func initialStyle(environment: [String: String] = ProcessInfo.processInfo.environment) -> UIUserInterfaceStyle {
        switch environment["OPENUIKIT_APPEARANCE"]?.lowercased() {
        case "dark": return .dark
        case "light": return .light
        default: break
        }
        guard environment["OPENUIKIT_PLATFORM"] != "headless",
              environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil else { return .light }
        return colorSchemeFromGSettings() ?? .light
    }

    /// The GNOME/freedesktop `color-scheme` key, if gsettings is installed and answers.
    static func colorSchemeFromGSettings() -> UIUserInterfaceStyle? {
        let candidates = ["/usr/bin/gsettings", "/usr/local/bin/gsettings"]
        guard let path = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return nil }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = ["get", "org.gnome.desktop.interface", "color-scheme"]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        do { try p.run() } catch { return nil }
        p.waitUntilExit()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        if text.contains("prefer-dark") { return .dark }
        if text.contains("prefer-light") || text.contains("default") { return .light }
        return nil
    }

    /// `OPENUIKIT_CONTENT_SIZE` as a short name (XS, S, M, L, XL, XXL, XXXL, AccessibilityM … AccessibilityXXXL)
    /// or a full raw value; large otherwise.
    static func initialContentSizeCategory(environment: [String: String] = ProcessInfo.processInfo.environment) -> UIContentSizeCategory {
        guard let v = environment["OPENUIKIT_CONTENT_SIZE"], !v.isEmpty else { return .large }
        return contentSizeCategory(named: v) ?? .large
    }

    static func contentSizeCategory(named v: String) -> UIContentSizeCategory? {
        let full = v.hasPrefix("UICTContentSizeCategory") ? v : "UICTContentSizeCategory" + v
        return UIContentSizeCategory.ordered.first { $0.rawValue.lowercased() == full.lowercased() }
    }
}
