import Testing
@testable import UIKit

/// Where the app's layout direction comes from: the testing override, Apple's launch arguments, and the
/// language of the localization the app runs in.
@Suite @MainActor struct LayoutDirectionSourceTests {
    @Test func theEnvironmentAndApplesLaunchArgumentsForceADirection() {
        #expect(DesktopAppearance.initialLayoutDirection(environment: ["OPENUIKIT_LAYOUT_DIRECTION": "rtl"], arguments: []) == .rightToLeft)
        #expect(DesktopAppearance.initialLayoutDirection(environment: ["OPENUIKIT_LAYOUT_DIRECTION": "ltr"],
                                                         arguments: ["app", "-AppleTextDirection", "YES"]) == .leftToRight)
        #expect(DesktopAppearance.initialLayoutDirection(environment: [:], arguments: ["app", "-AppleTextDirection", "YES"]) == .rightToLeft)
        #expect(DesktopAppearance.initialLayoutDirection(environment: [:], arguments: ["app", "-NSForceRightToLeftWritingDirection", "YES"]) == .rightToLeft)
        #expect(DesktopAppearance.initialLayoutDirection(environment: [:], arguments: ["app", "-AppleTextDirection", "NO"]) == .leftToRight)
        // The test bundle has no right-to-left localization.
        #expect(DesktopAppearance.initialLayoutDirection(environment: [:], arguments: ["app"]) == .leftToRight)
    }

    @Test func languagesWrittenRightToLeft() {
        #expect(DesktopAppearance.layoutDirection(ofLanguage: "ar") == .rightToLeft)
        #expect(DesktopAppearance.layoutDirection(ofLanguage: "he") == .rightToLeft)
        #expect(DesktopAppearance.layoutDirection(ofLanguage: "fa-IR") == .rightToLeft)
        #expect(DesktopAppearance.layoutDirection(ofLanguage: "en") == .leftToRight)
        #expect(DesktopAppearance.layoutDirection(ofLanguage: "ja") == .leftToRight)
    }
}
