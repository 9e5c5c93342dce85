import Testing
@testable import UIKit
import TestSupport

@Suite struct UIFontTests {
    @Test func weightRawValuesAreApples() {
        #expect(UIFont.Weight.ultraLight.rawValue == -0.8)
        #expect(UIFont.Weight.thin.rawValue == -0.6)
        #expect(UIFont.Weight.light.rawValue == -0.4)
        #expect(UIFont.Weight.regular.rawValue == 0)
        #expect(UIFont.Weight.medium.rawValue == 0.23)
        #expect(UIFont.Weight.semibold.rawValue == 0.3)
        #expect(UIFont.Weight.bold.rawValue == 0.4)
        #expect(UIFont.Weight.heavy.rawValue == 0.56)
        #expect(UIFont.Weight.black.rawValue == 0.62)
    }

    @Test func systemFontIsDejaVuSansAtTheSize() {
        let f = UIFont.systemFont(ofSize: 17)
        #expect(f.pointSize == 17)
        #expect(f.familyName == "DejaVu Sans")
        #expect(f.fontName == "DejaVuSans")
    }

    @Test func boldAndItalicPickRealFaces() {
        #expect(UIFont.boldSystemFont(ofSize: 12).fontName == "DejaVuSans-Bold")
        #expect(UIFont.systemFont(ofSize: 12, weight: .semibold).fontName == "DejaVuSans-Bold")
        #expect(UIFont.italicSystemFont(ofSize: 12).fontName == "DejaVuSans-Oblique")
        #expect(UIFont.monospacedSystemFont(ofSize: 12, weight: .regular).familyName == "DejaVu Sans Mono")
        #expect(UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .regular).familyName == "DejaVu Sans")
    }

    @Test func metricsRelations() {
        let f = UIFont.systemFont(ofSize: 20)
        #expect(f.ascender > 0)
        #expect(f.descender < 0)
        #expect(f.leading >= 0)
        #expect(near(f.lineHeight, f.ascender - f.descender + f.leading, 1e-9))
        // Capitals reach higher than lowercase x, and neither above the ascender.
        #expect(f.xHeight > 0 && f.xHeight < f.capHeight && f.capHeight <= f.ascender)
        // A sans-serif's line is somewhat taller than its size, and its caps about 70 % of it.
        #expect(f.lineHeight > 20 && f.lineHeight < 30)
        #expect(f.capHeight > 12 && f.capHeight < 16)
    }

    @Test func metricsScaleWithSize() {
        let a = UIFont.systemFont(ofSize: 10), b = UIFont.systemFont(ofSize: 30)
        #expect(near(b.ascender, 3 * a.ascender, 0.05))
        #expect(near(b.lineHeight, 3 * a.lineHeight, 0.1))
        #expect(near(a.withSize(30).lineHeight, b.lineHeight, 1e-9))
        #expect(a.withSize(30).pointSize == 30)
    }

    @Test func preferredFontsHaveApplesDefaultSizes() {
        let sizes: [(UIFont.TextStyle, CGFloat)] = [(.body, 17), (.headline, 17), (.title1, 28), (.title2, 22), (.title3, 20),
                                                     (.caption1, 12), (.caption2, 11), (.footnote, 13), (.subheadline, 15),
                                                     (.callout, 16), (.largeTitle, 34)]
        for (style, size) in sizes { #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size) }
        // Headline is the semibold body.
        #expect(UIFont.preferredFont(forTextStyle: .headline).fontName == "DejaVuSans-Bold")
        #expect(UIFont.preferredFont(forTextStyle: .body).fontName == "DejaVuSans")
        #expect(UIFont.TextStyle.body.rawValue == "UICTFontTextStyleBody")
    }

    @Test func namedFontsExistOnlyWhenInstalled() {
        #expect(UIFont(name: "DejaVuSans-Bold", size: 14)?.fontName == "DejaVuSans-Bold")
        #expect(UIFont(name: "DejaVu Serif", size: 14)?.familyName == "DejaVu Serif")
        #expect(UIFont(name: "NoSuchFamilyAnywhere", size: 14) == nil)
        #expect(UIFont(name: "DejaVuSans-NoSuchFace", size: 14) == nil)
    }

    @Test func familyAndFontNames() {
        let families = UIFont.familyNames
        #expect(families.contains("DejaVu Sans"))
        #expect(families.contains("DejaVu Sans Mono"))
        #expect(!families.contains("Sans")) // fontconfig's generic alias is not a family
        let names = UIFont.fontNames(forFamilyName: "DejaVu Sans Mono")
        #expect(Set(names).isSuperset(of: ["DejaVuSansMono", "DejaVuSansMono-Bold", "DejaVuSansMono-Oblique", "DejaVuSansMono-BoldOblique"]))
        #expect(UIFont.fontNames(forFamilyName: "NoSuchFamilyAnywhere").isEmpty)
    }

    @Test func standardSizes() {
        #expect(UIFont.systemFontSize == 14)
        #expect(UIFont.smallSystemFontSize == 12)
        #expect(UIFont.labelFontSize == 17)
        #expect(UIFont.buttonFontSize == 18)
    }

    @Test func equalityByFaceAndSize() {
        #expect(UIFont.systemFont(ofSize: 12) == UIFont.systemFont(ofSize: 12))
        #expect(UIFont.systemFont(ofSize: 12) != UIFont.systemFont(ofSize: 13))
        #expect(UIFont.systemFont(ofSize: 12) != UIFont.boldSystemFont(ofSize: 12))
    }
}
