import Foundation

extension UIHeadless {
    // Linux: on iOS these come from Settings; tests and the headless driver set them here.

    /// Sets the desktop's light or dark style (as `OPENUIKIT_APPEARANCE` does at launch): every screen,
    /// window, controller and view whose style is not overridden hears the change.
    public static func setUserInterfaceStyle(_ style: UIUserInterfaceStyle) {
        guard style != TraitEnvironmentSupport.systemStyle else { return }
        TraitEnvironmentSupport.systemStyle = style
        TraitEnvironmentSupport.systemTraitsDidChange()
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
}
