import Testing
@testable import UIKit
import TestSupport
import UIKitTestSupport

@Suite struct UIFontDescriptorTests {
    @Test func symbolicTraitRawValuesAreApples() {
        #expect(UIFontDescriptor.SymbolicTraits.traitItalic.rawValue == 1)
        #expect(UIFontDescriptor.SymbolicTraits.traitBold.rawValue == 2)
        #expect(UIFontDescriptor.SymbolicTraits.traitExpanded.rawValue == 32)
        #expect(UIFontDescriptor.SymbolicTraits.traitCondensed.rawValue == 64)
        #expect(UIFontDescriptor.SymbolicTraits.traitMonoSpace.rawValue == 1024)
        #expect(UIFontDescriptor.SymbolicTraits.traitVertical.rawValue == 2048)
        #expect(UIFontDescriptor.SymbolicTraits.traitUIOptimized.rawValue == 4096)
        #expect(UIFontDescriptor.SymbolicTraits.traitTightLeading.rawValue == 32768)
        #expect(UIFontDescriptor.SymbolicTraits.traitLooseLeading.rawValue == 65536)
        #expect(UIFontDescriptor.SymbolicTraits.classMask.rawValue == 0xF000_0000)
        #expect(UIFontDescriptor.SymbolicTraits.classSansSerif.rawValue == 0x8000_0000)
        #expect(UIFontDescriptor.SymbolicTraits.classUnknown.rawValue == 0)
    }

    @Test func attributeTraitAndDesignNamesAreApples() {
        #expect(UIFontDescriptor.AttributeName.family.rawValue == "NSFontFamilyAttribute")
        #expect(UIFontDescriptor.AttributeName.name.rawValue == "NSFontNameAttribute")
        #expect(UIFontDescriptor.AttributeName.face.rawValue == "NSFontFaceAttribute")
        #expect(UIFontDescriptor.AttributeName.size.rawValue == "NSFontSizeAttribute")
        #expect(UIFontDescriptor.AttributeName.visibleName.rawValue == "NSFontVisibleNameAttribute")
        #expect(UIFontDescriptor.AttributeName.matrix.rawValue == "NSFontMatrixAttribute")
        #expect(UIFontDescriptor.AttributeName.characterSet.rawValue == "NSFontCharacterSetAttribute")
        #expect(UIFontDescriptor.AttributeName.cascadeList.rawValue == "NSFontCascadeListAttribute")
        #expect(UIFontDescriptor.AttributeName.traits.rawValue == "NSFontTraitsAttribute")
        #expect(UIFontDescriptor.AttributeName.fixedAdvance.rawValue == "NSFontFixedAdvanceAttribute")
        #expect(UIFontDescriptor.AttributeName.featureSettings.rawValue == "NSFontFeatureSettingsAttribute")
        #expect(UIFontDescriptor.AttributeName.textStyle.rawValue == "NSCTFontUIUsageAttribute")
        #expect(UIFontDescriptor.TraitKey.symbolic.rawValue == "NSCTFontSymbolicTrait")
        #expect(UIFontDescriptor.TraitKey.weight.rawValue == "NSCTFontWeightTrait")
        #expect(UIFontDescriptor.TraitKey.width.rawValue == "NSCTFontProportionTrait")
        #expect(UIFontDescriptor.TraitKey.slant.rawValue == "NSCTFontSlantTrait")
        #expect(UIFontDescriptor.FeatureKey.type.rawValue == "CTFeatureTypeIdentifier")
        #expect(UIFontDescriptor.FeatureKey.selector.rawValue == "CTFeatureSelectorIdentifier")
        #expect(UIFontDescriptor.SystemDesign.default.rawValue == "NSCTFontUIFontDesignDefault")
        #expect(UIFontDescriptor.SystemDesign.rounded.rawValue == "NSCTFontUIFontDesignRounded")
        #expect(UIFontDescriptor.SystemDesign.serif.rawValue == "NSCTFontUIFontDesignSerif")
        #expect(UIFontDescriptor.SystemDesign.monospaced.rawValue == "NSCTFontUIFontDesignMonospaced")
    }

    @Test func fontsReportTheirTraits() {
        #expect(UIFont.boldSystemFont(ofSize: 17).fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(!UIFont.systemFont(ofSize: 17).fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(UIFont.italicSystemFont(ofSize: 17).fontDescriptor.symbolicTraits.contains(.traitItalic))
        #expect(!UIFont.italicSystemFont(ofSize: 17).fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(UIFont.monospacedSystemFont(ofSize: 12, weight: .regular).fontDescriptor.symbolicTraits.contains(.traitMonoSpace))
        #expect(UIFont.systemFont(ofSize: 13).fontDescriptor.pointSize == 13)
    }

    @Test func italicFromTheSystemFontsDescriptor() throws {
        let d = try #require(UIFont.systemFont(ofSize: 17).fontDescriptor.withSymbolicTraits(.traitItalic))
        let f = UIFont(descriptor: d, size: 0)
        #expect(f.pointSize == 17)
        #expect(f.fontName == "DejaVuSans-Oblique")
        #expect(f.fontDescriptor.symbolicTraits.contains(.traitItalic))
        #expect(d.symbolicTraits == .traitItalic)
    }

    @Test func italicDescriptorFontDrawsSlanted() throws {
        let d = try #require(UIFont.systemFont(ofSize: 40).fontDescriptor.withSymbolicTraits(.traitItalic))
        let italic = UIFont(descriptor: d, size: 0)
        // The middle of the ink of "l" in its top rows and in its bottom rows: an upright stem has them in
        // the same column, a slanted one has the top to the right.
        func lean(_ font: UIFont) -> CGFloat {
            let format = UIGraphicsImageRendererFormat(scale: 1, opaque: false)
            let p = Pixels(UIGraphicsImageRenderer(size: CGSize(width: 60, height: 60), format: format).image { _ in
                "l".draw(at: CGPoint(x: 20, y: 5), withAttributes: [.font: font])
            })
            var rows: [Int] = []
            for y in 0..<60 where (0..<60).contains(where: { p[$0, y][3] > 128 }) { rows.append(y) }
            func middle(_ y: Int) -> CGFloat {
                let xs = (0..<60).filter { p[$0, y][3] > 128 }
                return CGFloat(xs.first! + xs.last!) / 2
            }
            guard let top = rows.first, let bottom = rows.last else { return 0 }
            return middle(top + 2) - middle(bottom - 2)
        }
        #expect(abs(lean(UIFont.systemFont(ofSize: 40))) < 1)
        #expect(lean(italic) > 3)
    }

    @Test func boldItalicIdiom() throws {
        let font = UIFont.systemFont(ofSize: 15)
        let f = UIFont(descriptor: try #require(font.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic])), size: 0)
        #expect(f.fontName == "DejaVuSans-BoldOblique")
        #expect(f.pointSize == 15)
        #expect(f.fontDescriptor.symbolicTraits.isSuperset(of: [.traitBold, .traitItalic]))
    }

    @Test func withSymbolicTraitsReplacesTheTraits() throws {
        let bold = UIFont.boldSystemFont(ofSize: 12).fontDescriptor
        let plain = UIFont(descriptor: try #require(bold.withSymbolicTraits([])), size: 0)
        #expect(plain.fontName == "DejaVuSans")
        let italicOnly = UIFont(descriptor: try #require(bold.withSymbolicTraits(.traitItalic)), size: 0)
        #expect(italicOnly.fontName == "DejaVuSans-Oblique")
        // Adding keeps the current ones.
        let both = UIFont(descriptor: try #require(bold.withSymbolicTraits(bold.symbolicTraits.union(.traitItalic))), size: 0)
        #expect(both.fontName == "DejaVuSans-BoldOblique")
        // DejaVu has no expanded face.
        #expect(bold.withSymbolicTraits(.traitExpanded) == nil)
    }

    @Test func sizeZeroKeepsTheDescriptorsSize() {
        let d = UIFontDescriptor(name: "DejaVuSans-Bold", size: 21)
        #expect(UIFont(descriptor: d, size: 0).pointSize == 21)
        #expect(UIFont(descriptor: d, size: 9).pointSize == 9)
        #expect(UIFont(descriptor: d, size: 0).fontName == "DejaVuSans-Bold")
        #expect(d.postscriptName == "DejaVuSans-Bold")
        #expect(d.pointSize == 21)
        #expect(d.symbolicTraits.contains(.traitBold))
        // No size anywhere: Core Text's 12 points.
        #expect(UIFont(descriptor: UIFontDescriptor(fontAttributes: [.family: "DejaVu Sans"]), size: 0).pointSize == 12)
        #expect(UIFontDescriptor(fontAttributes: [.family: "DejaVu Sans"]).pointSize == 0)
    }

    @Test func fontDescriptorRoundTrips() {
        let fonts = [UIFont.systemFont(ofSize: 17), UIFont.boldSystemFont(ofSize: 11), UIFont.italicSystemFont(ofSize: 30),
                     UIFont.monospacedSystemFont(ofSize: 13, weight: .bold), UIFont(name: "DejaVuSerif-Italic", size: 14)!,
                     UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .regular)]
        for f in fonts {
            #expect(UIFont(descriptor: f.fontDescriptor, size: 0) == f, "\(f)")
        }
    }

    @Test func preferredDescriptorsCarryTheTextStyle() {
        let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
        #expect(body.pointSize == 17)
        #expect(body.object(forKey: .textStyle) as? String == "UICTFontTextStyleBody")
        #expect(UIFont(descriptor: body, size: 0) == UIFont.preferredFont(forTextStyle: .body))
        #expect(UIFont.preferredFont(forTextStyle: .caption1).fontDescriptor.object(forKey: .textStyle) as? String
                == UIFont.TextStyle.caption1.rawValue)
        let headline = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline)
        #expect(headline.pointSize == 17)
        #expect(headline.symbolicTraits.contains(.traitBold))   // semibold
        let large = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body, compatibleWith: large).pointSize == 53)
    }

    @Test func boldBodyIdiomKeepsTheStyleAndSize() throws {
        let d = try #require(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body).withSymbolicTraits(.traitBold))
        let f = UIFont(descriptor: d, size: 0)
        #expect(f.pointSize == 17)
        #expect(f.fontName == "DejaVuSans-Bold")
        #expect(d.object(forKey: .textStyle) as? String == UIFont.TextStyle.body.rawValue)
    }

    @Test func derivedDescriptors() {
        let base = UIFont.systemFont(ofSize: 17).fontDescriptor
        #expect(base.withSize(30).pointSize == 30)
        #expect(UIFont(descriptor: base.withFamily("DejaVu Serif"), size: 0).familyName == "DejaVu Serif")
        #expect(UIFont(descriptor: base.withFace("Bold"), size: 0).fontName == "DejaVuSans-Bold")
        let added = base.addingAttributes([.visibleName: "Body"])
        #expect(added.fontAttributes[.visibleName] as? String == "Body")
        #expect(added.pointSize == 17)
        #expect(base.fontAttributes[.visibleName] == nil)
        #expect(base.matrix == .identity)
        let m = CGAffineTransform(scaleX: 2, y: 1)
        #expect(UIFontDescriptor(name: "DejaVuSans", matrix: m).matrix == m)
    }

    @Test func designs() throws {
        let base = UIFont.systemFont(ofSize: 17, weight: .bold).fontDescriptor
        let mono = UIFont(descriptor: try #require(base.withDesign(.monospaced)), size: 0)
        #expect(mono.familyName == "DejaVu Sans Mono")
        #expect(mono.fontName == "DejaVuSansMono-Bold")
        #expect(mono.pointSize == 17)
        #expect(UIFont(descriptor: try #require(base.withDesign(.serif)), size: 0).familyName == "DejaVu Serif")
        #expect(UIFont(descriptor: try #require(base.withDesign(.default)), size: 0).familyName == "DejaVu Sans")
        // Not a system font: no designs.
        #expect(UIFontDescriptor(name: "WenQuanYi Micro Hei", size: 12).withDesign(.monospaced) == nil)
    }

    @Test func monospacedDigitsFeature() {
        let d = UIFont.systemFont(ofSize: 12).fontDescriptor.addingAttributes([
            .featureSettings: [[UIFontDescriptor.FeatureKey.type: 6, UIFontDescriptor.FeatureKey.selector: 0]]
        ])
        #expect(UIFont(descriptor: d, size: 0).style.features == "tnum 1")
        #expect(UIFont(descriptor: d, size: 0) == UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .regular))
    }

    @Test func matchingDescriptorsByFamily() {
        let faces = UIFontDescriptor(fontAttributes: [.family: "DejaVu Sans Mono"]).matchingFontDescriptors(withMandatoryKeys: [.family])
        let names = Set(faces.compactMap { $0.fontAttributes[.name] as? String })
        #expect(names == ["DejaVuSansMono", "DejaVuSansMono-Bold", "DejaVuSansMono-Oblique", "DejaVuSansMono-BoldOblique"])
        let bold = UIFontDescriptor(fontAttributes: [.family: "DejaVu Sans Mono",
                                                     .traits: [UIFontDescriptor.TraitKey.symbolic: UIFontDescriptor.SymbolicTraits.traitBold.rawValue]])
            .matchingFontDescriptors(withMandatoryKeys: nil)
        #expect(Set(bold.compactMap { $0.fontAttributes[.name] as? String }) == ["DejaVuSansMono-Bold", "DejaVuSansMono-BoldOblique"])
    }

    @Test func traitsGivenAsApplesValueTypes() {
        // `[.weight: UIFont.Weight.bold]` and a SymbolicTraits value, as iOS code writes them.
        let d = UIFontDescriptor(fontAttributes: [.family: "DejaVu Sans", .size: 20,
                                                  .traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.bold]])
        #expect(UIFont(descriptor: d, size: 0).fontName == "DejaVuSans-Bold")
        let i = UIFontDescriptor(fontAttributes: [.family: "DejaVu Serif",
                                                  .traits: [UIFontDescriptor.TraitKey.symbolic: UIFontDescriptor.SymbolicTraits.traitItalic]])
        #expect(UIFont(descriptor: i, size: 10).fontName == "DejaVuSerif-Italic")
        #expect(UIFont(descriptor: UIFontDescriptor(fontAttributes: [.textStyle: UIFont.TextStyle.title1]), size: 0).pointSize == 28)
    }

    @Test func equalityAndCopy() {
        let a = UIFontDescriptor(name: "DejaVuSans", size: 12)
        #expect(a == UIFontDescriptor(name: "DejaVuSans", size: 12))
        #expect(a != UIFontDescriptor(name: "DejaVuSans", size: 13))
        #expect((a.copy() as? UIFontDescriptor) == a)
    }
}
