import Foundation
import Testing
@testable import UIKit

/// UIImage.Configuration and UIImage.SymbolConfiguration as Apple's behave: raw values, values laid over one
/// another by `applying(_:)`, equality, copies of the same class; symbol images are nil on Linux.
@Suite @MainActor struct SymbolConfigurationTests {
    @Test func weightsAndScalesHaveApplesRawValuesAndFontWeights() {
        #expect(UIImage.SymbolWeight.unspecified.rawValue == 0 && UIImage.SymbolWeight.ultraLight.rawValue == 1)
        #expect(UIImage.SymbolWeight.regular.rawValue == 4 && UIImage.SymbolWeight.black.rawValue == 9)
        #expect(UIImage.SymbolScale.default.rawValue == -1 && UIImage.SymbolScale.unspecified.rawValue == 0)
        #expect(UIImage.SymbolScale.large.rawValue == 3)
        #expect(UIImage.SymbolWeight.bold.fontWeight() == .bold && UIImage.SymbolWeight.unspecified.fontWeight() == .regular)
    }

    @Test func applyingLaysTheOthersSpecifiedValuesOver() {
        let base = UIImage.SymbolConfiguration(pointSize: 20, weight: .bold)
        let scaled = base.applying(UIImage.SymbolConfiguration(scale: .large))
        #expect(scaled == UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .large))
        // A text style replaces the point size; the weight stays.
        let styled = base.applying(UIImage.SymbolConfiguration(textStyle: .body))
        #expect(styled == UIImage.SymbolConfiguration(textStyle: .body).applying(UIImage.SymbolConfiguration(weight: .bold)))
        #expect(styled != base)
        // Nothing specified changes nothing.
        #expect(base.applying(UIImage.SymbolConfiguration.unspecified) == base)
        #expect(base.applying(nil) == base && base.isEqual(to: base.copy() as? UIImage.SymbolConfiguration))
    }

    @Test func copiesKeepTheirClassAndWithoutMethodsDropOneValue() {
        let c = UIImage.SymbolConfiguration(pointSize: 17, weight: .semibold, scale: .small)
        let traits = UITraitCollection(userInterfaceStyle: .dark)
        let dark = c.withTraitCollection(traits)
        #expect(type(of: dark) == UIImage.SymbolConfiguration.self && dark.traitCollection == traits)
        #expect(c.traitCollection == nil) // a new configuration, the old one unchanged
        #expect(c.configurationWithoutScale() == UIImage.SymbolConfiguration(pointSize: 17, weight: .semibold))
        #expect(c.configurationWithoutWeight() == UIImage.SymbolConfiguration(pointSize: 17).applying(UIImage.SymbolConfiguration(scale: .small)))
        #expect(c.configurationWithoutPointSizeAndWeight() == UIImage.SymbolConfiguration(scale: .small))
        #expect(UIImage.SymbolConfiguration.preferringMulticolor() != UIImage.SymbolConfiguration.preferringMonochrome())
        #expect(UIImage.SymbolConfiguration(hierarchicalColor: .red) != UIImage.SymbolConfiguration(paletteColors: [.red]))
    }

    @Test func imagesCarryTheirConfiguration() {
        #expect(UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30)) == nil)
        #expect(UIImage(systemName: "star", compatibleWith: nil) == nil)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in }
        #expect(image.configuration != nil && image.configuration?.traitCollection == nil) // unspecified traits
        #expect(image.symbolConfiguration == nil && image.applyingSymbolConfiguration(.unspecified) == nil)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let configured = image.withConfiguration(dark.imageConfiguration)
        #expect(configured.configuration?.traitCollection == dark && configured.size == image.size)
        let view = UIImageView(image: image)
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(weight: .heavy)
        #expect(view.preferredSymbolConfiguration == UIImage.SymbolConfiguration(weight: .heavy))
        let button = UIButton(type: .system)
        button.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(scale: .small), forImageIn: .normal)
        #expect(button.preferredSymbolConfigurationForImage(in: .highlighted) == UIImage.SymbolConfiguration(scale: .small))
        var config = UIButton.Configuration.filled()
        config.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(pointSize: 12)
        #expect(config.preferredSymbolConfigurationForImage?.isEqual(to: UIImage.SymbolConfiguration(pointSize: 12)) == true)
    }
}
