import Foundation

extension UIHeadless {
    // Linux: on iOS these come from Settings; tests and the headless driver set them here.

    /// Sets the desktop's light or dark style (as `OPENUIKIT_APPEARANCE` does at launch): every screen,
    /// window, controller and view whose style is not overridden hears the change.
    public static func setUserInterfaceStyle(_ style: UIUserInterfaceStyle) {
        DesktopAppearance.desktopStyleDidChange(to: style)
    }

    /// Sets the text size the user chose: UIApplication.preferredContentSizeCategory changes,
    /// UIContentSizeCategory.didChangeNotification is posted, and every environment's traits follow.
    public static func setPreferredContentSizeCategory(_ category: UIContentSizeCategory) {
        guard category != TraitEnvironmentSupport.systemContentSizeCategory else { return }
        TraitEnvironmentSupport.systemContentSizeCategory = category
        TraitEnvironmentSupport.systemTraitsDidChange()
        NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: UIApplication.shared,
                                        userInfo: [UIContentSizeCategory.newValueUserInfoKey: category])
    }

    /// Sets the app's layout direction (as `OPENUIKIT_LAYOUT_DIRECTION` does at launch; an iOS app's direction
    /// changes only with its language, on relaunch): every environment's layout direction trait follows.
    public static func setLayoutDirection(_ direction: UIUserInterfaceLayoutDirection) {
        guard direction != TraitEnvironmentSupport.systemLayoutDirection else { return }
        TraitEnvironmentSupport.systemLayoutDirection = direction
        TraitEnvironmentSupport.systemTraitsDidChange()
    }

    /// Turns Increase Contrast on (`.high`) or off (`.normal`): every environment's accessibilityContrast trait
    /// follows, and views redraw with the system colours' increased-contrast values.
    public static func setAccessibilityContrast(_ contrast: UIAccessibilityContrast) {
        guard contrast != .unspecified, contrast != TraitEnvironmentSupport.systemContrast else { return }
        TraitEnvironmentSupport.systemContrast = contrast
        TraitEnvironmentSupport.systemTraitsDidChange()
        NotificationCenter.default.post(name: UIAccessibility.darkerSystemColorsStatusDidChangeNotification, object: nil)
    }
}
