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

    /// The app's layout direction at launch: `OPENUIKIT_LAYOUT_DIRECTION=rtl|ltr`; Apple's `-AppleTextDirection YES`
    /// or `-NSForceRightToLeftWritingDirection YES` launch arguments (right to left, as on iOS); else the
    /// direction of the language of the localization the app runs in (Bundle.main's preferred localization —
    /// an app with no right-to-left localization stays left to right whatever the user's language, as on iOS).
    static func initialLayoutDirection(environment: [String: String] = ProcessInfo.processInfo.environment,
                                       arguments: [String] = ProcessInfo.processInfo.arguments) -> UIUserInterfaceLayoutDirection {
        switch environment["OPENUIKIT_LAYOUT_DIRECTION"]?.lowercased() {
        case "rtl", "righttoleft": return .rightToLeft
        case "ltr", "lefttoright": return .leftToRight
        default: break
        }
        for flag in ["-AppleTextDirection", "-NSForceRightToLeftWritingDirection"] {
            if let i = arguments.firstIndex(of: flag), i + 1 < arguments.count,
               ["yes", "true", "1"].contains(arguments[i + 1].lowercased()) { return .rightToLeft }
        }
        guard let language = Bundle.main.preferredLocalizations.first else { return .leftToRight }
        return layoutDirection(ofLanguage: language)
    }

    /// The layout direction of text in `language` (a BCP 47 or Apple localization identifier).
    static func layoutDirection(ofLanguage language: String) -> UIUserInterfaceLayoutDirection {
        Locale.Language(identifier: language).characterDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// The `gsettings monitor` process following the desktop's colour scheme (kept for the app's lifetime).
    nonisolated(unsafe) static var monitor: Process?

    /// On a desktop, follows the freedesktop colour-scheme setting while the app runs: `gsettings monitor`
    /// prints each change, and the style changes live (every screen, window, controller and view whose style is
    /// not overridden hears of it once). Nothing when `OPENUIKIT_APPEARANCE` forces a style or gsettings is absent.
    static func startFollowingDesktopStyle(environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard monitor == nil, environment["OPENUIKIT_APPEARANCE"] == nil,
              let path = ["/usr/bin/gsettings", "/usr/local/bin/gsettings"].first(where: { FileManager.default.isExecutableFile(atPath: $0) })
        else { return }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = ["monitor", "org.gnome.desktop.interface", "color-scheme"]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        do { try p.run() } catch { return }
        monitor = p
        let handle = out.fileHandleForReading
        Thread.detachNewThread {
            while true {
                let data = handle.availableData
                if data.isEmpty { return }
                let text = String(decoding: data, as: UTF8.self)
                let style: UIUserInterfaceStyle = text.contains("prefer-dark") ? .dark : .light
                DispatchQueue.main.async { MainActor.assumeIsolated { desktopStyleDidChange(to: style) } }
            }
        }
    }

    /// The desktop's style changed (or a test or the headless driver changed it).
    @MainActor static func desktopStyleDidChange(to style: UIUserInterfaceStyle) {
        guard style != TraitEnvironmentSupport.systemStyle else { return }
        TraitEnvironmentSupport.systemStyle = style
        TraitEnvironmentSupport.systemTraitsDidChange()
    }
}
