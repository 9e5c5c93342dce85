import Testing
import UIKit

/// A custom trait as Apple's documentation defines one.
enum Theme: Int { case standard, monochrome }
struct ThemeTrait: UITraitDefinition {
    static let defaultValue = Theme.standard
}

@Suite @MainActor struct UITraitCollectionTests {
    @Test func rawValuesAreApples() {
        #expect(UIUserInterfaceStyle.unspecified.rawValue == 0)
        #expect(UIUserInterfaceStyle.light.rawValue == 1)
        #expect(UIUserInterfaceStyle.dark.rawValue == 2)
        #expect(UIUserInterfaceSizeClass.unspecified.rawValue == 0)
        #expect(UIUserInterfaceSizeClass.compact.rawValue == 1)
        #expect(UIUserInterfaceSizeClass.regular.rawValue == 2)
        #expect(UIUserInterfaceIdiom.unspecified.rawValue == -1)
        #expect(UIUserInterfaceIdiom.phone.rawValue == 0)
        #expect(UIUserInterfaceIdiom.pad.rawValue == 1)
        #expect(UIUserInterfaceIdiom.tv.rawValue == 2)
        #expect(UIUserInterfaceIdiom.carPlay.rawValue == 3)
        #expect(UIUserInterfaceIdiom.mac.rawValue == 5)
        #expect(UIUserInterfaceIdiom.vision.rawValue == 6)
        #expect(UITraitEnvironmentLayoutDirection.unspecified.rawValue == -1)
        #expect(UITraitEnvironmentLayoutDirection.leftToRight.rawValue == 0)
        #expect(UITraitEnvironmentLayoutDirection.rightToLeft.rawValue == 1)
        #expect(UIUserInterfaceLevel.unspecified.rawValue == -1)
        #expect(UIUserInterfaceLevel.base.rawValue == 0)
        #expect(UIUserInterfaceLevel.elevated.rawValue == 1)
        #expect(UIAccessibilityContrast.unspecified.rawValue == -1)
        #expect(UIAccessibilityContrast.normal.rawValue == 0)
        #expect(UIAccessibilityContrast.high.rawValue == 1)
        #expect(UILegibilityWeight.unspecified.rawValue == -1)
        #expect(UILegibilityWeight.regular.rawValue == 0)
        #expect(UILegibilityWeight.bold.rawValue == 1)
        #expect(UIUserInterfaceActiveAppearance.inactive.rawValue == 0)
        #expect(UIUserInterfaceActiveAppearance.active.rawValue == 1)
        #expect(UIDisplayGamut.unspecified.rawValue == -1)
        #expect(UIDisplayGamut.SRGB.rawValue == 0)
        #expect(UIDisplayGamut.P3.rawValue == 1)
    }

    @Test func anEmptyCollectionIsUnspecifiedEverywhere() {
        let t = UITraitCollection()
        #expect(t.userInterfaceStyle == .unspecified)
        #expect(t.horizontalSizeClass == .unspecified && t.verticalSizeClass == .unspecified)
        #expect(t.userInterfaceIdiom == .unspecified)
        #expect(t.displayScale == 0)
        #expect(t.layoutDirection == .unspecified)
        #expect(t.userInterfaceLevel == .unspecified)
        #expect(t.accessibilityContrast == .unspecified)
        #expect(t.legibilityWeight == .unspecified)
        #expect(t.preferredContentSizeCategory == .unspecified)
        #expect(t.activeAppearance == .unspecified)
        #expect(t.displayGamut == .unspecified)
    }

    @Test func singleTraitInitializersSpecifyOneTrait() {
        #expect(UITraitCollection(userInterfaceStyle: .dark).userInterfaceStyle == .dark)
        #expect(UITraitCollection(horizontalSizeClass: .compact).horizontalSizeClass == .compact)
        #expect(UITraitCollection(verticalSizeClass: .regular).verticalSizeClass == .regular)
        #expect(UITraitCollection(userInterfaceIdiom: .phone).userInterfaceIdiom == .phone)
        #expect(UITraitCollection(displayScale: 3).displayScale == 3)
        #expect(UITraitCollection(layoutDirection: .rightToLeft).layoutDirection == .rightToLeft)
        #expect(UITraitCollection(userInterfaceLevel: .elevated).userInterfaceLevel == .elevated)
        #expect(UITraitCollection(accessibilityContrast: .high).accessibilityContrast == .high)
        #expect(UITraitCollection(legibilityWeight: .bold).legibilityWeight == .bold)
        #expect(UITraitCollection(preferredContentSizeCategory: .extraLarge).preferredContentSizeCategory == .extraLarge)
        #expect(UITraitCollection(activeAppearance: .inactive).activeAppearance == .inactive)
        #expect(UITraitCollection(displayGamut: .P3).displayGamut == .P3)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(dark.horizontalSizeClass == .unspecified)
        #expect(dark == UITraitCollection(userInterfaceStyle: .dark))
        #expect(dark != UITraitCollection(userInterfaceStyle: .light))
    }

    @Test func traitsFromLaterCollectionsWinAndUnspecifiedOverridesNothing() {
        let t = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .dark),
            UITraitCollection(horizontalSizeClass: .compact),
            UITraitCollection(userInterfaceStyle: .light),
            UITraitCollection(userInterfaceStyle: .unspecified),
        ])
        #expect(t.userInterfaceStyle == .light)
        #expect(t.horizontalSizeClass == .compact)
    }

    @Test func mutationsAndModifyingTraits() {
        let t = UITraitCollection { traits in
            traits.userInterfaceStyle = .dark
            traits.preferredContentSizeCategory = .accessibilityLarge
        }
        #expect(t.userInterfaceStyle == .dark && t.preferredContentSizeCategory == .accessibilityLarge)
        let u = t.modifyingTraits { $0.userInterfaceStyle = .light; $0.displayScale = 2 }
        #expect(u.userInterfaceStyle == .light && u.displayScale == 2)
        #expect(u.preferredContentSizeCategory == .accessibilityLarge)
        #expect(t.userInterfaceStyle == .dark) // immutable
    }

    @Test func customTraitsReadTheirDefaultUntilSet() {
        let t = UITraitCollection()
        #expect(t[ThemeTrait.self] == .standard)
        let m = t.modifyingTraits { $0[ThemeTrait.self] = .monochrome }
        #expect(m[ThemeTrait.self] == .monochrome)
        #expect(m[UITraitUserInterfaceStyle.self] == .unspecified)
        #expect(!m.hasDifferentColorAppearance(comparedTo: t)) // a custom trait does not affect colours by default
    }

    @Test func containsTraits() {
        let t = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 2)])
        #expect(t.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(t.containsTraits(in: UITraitCollection()))
        #expect(t.containsTraits(in: nil))
        #expect(!t.containsTraits(in: UITraitCollection(userInterfaceStyle: .light)))
        #expect(!t.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
    }

    @Test func differentColorAppearanceIsStyleContrastLevelOrGamut() {
        let base = UITraitCollection(userInterfaceStyle: .light)
        #expect(base.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(base.hasDifferentColorAppearance(comparedTo: base.modifyingTraits { $0.accessibilityContrast = .high }))
        #expect(base.hasDifferentColorAppearance(comparedTo: base.modifyingTraits { $0.userInterfaceLevel = .elevated }))
        #expect(base.hasDifferentColorAppearance(comparedTo: base.modifyingTraits { $0.displayGamut = .P3 }))
        #expect(!base.hasDifferentColorAppearance(comparedTo: base.modifyingTraits { $0.horizontalSizeClass = .regular }))
        #expect(!base.hasDifferentColorAppearance(comparedTo: base.modifyingTraits { $0.preferredContentSizeCategory = .small }))
    }

    @Test func performAsCurrentSetsAndRestoresCurrent() {
        let before = UITraitCollection.current
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        var inside: UITraitCollection?
        dark.performAsCurrent { inside = UITraitCollection.current }
        #expect(inside === dark)
        #expect(UITraitCollection.current === before)
    }
}
