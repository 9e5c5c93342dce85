import Foundation
import Testing
@testable import UIKit

/// A bundle folder holding an `Assets.xcassets` catalog written by the test, removed afterwards.
@MainActor private final class TemporaryCatalog {
    let dir: URL
    let catalog: URL
    init() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("AssetCatalogTests-\(UUID().uuidString)")
        catalog = dir.appendingPathComponent("Assets.xcassets")
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        try write("{\"info\":{\"author\":\"xcode\",\"version\":1}}", to: "Contents.json")
    }
    var bundle: Bundle { Bundle(path: dir.path)! }
    func remove() { try? FileManager.default.removeItem(at: dir) }

    func write(_ text: String, to path: String) throws {
        let url = catalog.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// A colour set whose `colors` array is `entries` (JSON).
    func colorset(_ name: String, _ entries: String) throws {
        try write("{\"colors\":[\(entries)],\"info\":{\"author\":\"xcode\",\"version\":1}}", to: "\(name).colorset/Contents.json")
    }

    /// A PNG of `pixels`×`pixels` red pixels.
    func png(_ path: String, pixels: Int) throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let data = UIGraphicsImageRenderer(size: CGSize(width: pixels, height: pixels), format: format).pngData { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: pixels, height: pixels))
        }
        let url = catalog.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }
}

private func catalogRGBA(_ c: UIColor?) -> [CGFloat] {
    var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
    _ = c?.getRed(&r, green: &g, blue: &b, alpha: &a)
    return [r, g, b, a]
}

private func nearlyEqual(_ a: [CGFloat], _ b: [CGFloat]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 0.0005 }
}

/// `UIColor(named:)` and `UIImage(named:)` reading Xcode asset catalogs from a bundle folder.
@Suite @MainActor struct AssetCatalogTests {
    @Test func componentsInEachFormXcodeWrites() throws {
        let t = try TemporaryCatalog()
        defer { t.remove() }
        try t.colorset("Floats", #"{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0.250","green":"0.500","red":"1.000"}},"idiom":"universal"}"#)
        try t.colorset("Bytes", #"{"color":{"color-space":"srgb","components":{"alpha":"0.500","blue":"0","green":"128","red":"255"}},"idiom":"universal"}"#)
        try t.colorset("Hex", #"{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0x00","green":"0x80","red":"0xFF"}},"idiom":"universal"}"#)
        try t.colorset("Gray", #"{"color":{"color-space":"gray-gamma-22","components":{"alpha":"1.000","white":"0.250"}},"idiom":"universal"}"#)
        try t.colorset("Linear", #"{"color":{"color-space":"extended-linear-srgb","components":{"alpha":"1.000","blue":"0.000","green":"0.500","red":"1.000"}},"idiom":"universal"}"#)
        let b = t.bundle
        #expect(nearlyEqual(catalogRGBA(UIColor(named: "Floats", in: b, compatibleWith: nil)), [1, 0.5, 0.25, 1]))
        #expect(nearlyEqual(catalogRGBA(UIColor(named: "Bytes", in: b, compatibleWith: nil)), [1, 128.0 / 255, 0, 0.5]))
        #expect(nearlyEqual(catalogRGBA(UIColor(named: "Hex", in: b, compatibleWith: nil)), [1, 128.0 / 255, 0, 1]))
        var white: CGFloat = -1, alpha: CGFloat = -1
        #expect(UIColor(named: "Gray", in: b, compatibleWith: nil)?.getWhite(&white, alpha: &alpha) == true)
        #expect(white == 0.25 && alpha == 1)
        // Linear 0.5 on the sRGB curve: 1.055 × 0.5^(1/2.4) − 0.055 = 0.7354.
        #expect(nearlyEqual(catalogRGBA(UIColor(named: "Linear", in: b, compatibleWith: nil)), [1, 0.7354, 0, 1]))
        #expect(UIColor(named: "Missing", in: b, compatibleWith: nil) == nil)
    }

    @Test func lightDarkAndHighContrastVariantsMakeADynamicColor() throws {
        let t = try TemporaryCatalog()
        defer { t.remove() }
        try t.colorset("Brand", """
            {"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"1.000","green":"0.000","red":"0.000"}},"idiom":"universal"},
            {"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0.000","green":"1.000","red":"0.000"}},"idiom":"universal"},
            {"appearances":[{"appearance":"contrast","value":"high"}],"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0.000","green":"0.000","red":"1.000"}},"idiom":"universal"}
            """)
        let brand = try #require(UIColor(named: "Brand", in: t.bundle, compatibleWith: nil))
        #expect(nearlyEqual(catalogRGBA(brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))), [0, 0, 1, 1]))
        #expect(nearlyEqual(catalogRGBA(brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))), [0, 1, 0, 1]))
        #expect(nearlyEqual(catalogRGBA(brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .unspecified))), [0, 0, 1, 1]))
        #expect(nearlyEqual(catalogRGBA(brand.resolvedColor(with: UITraitCollection(accessibilityContrast: .high))), [1, 0, 0, 1]))
        // A view shows the variant of its own style.
        let view = UIView()
        view.overrideUserInterfaceStyle = .dark
        view.backgroundColor = brand
        #expect(nearlyEqual(catalogRGBA(view.backgroundColor?.resolvedColor(with: view.traitCollection)), [0, 1, 0, 1]))
    }

    @Test func idiomsPlatformsAndSystemColorReferences() throws {
        let t = try TemporaryCatalog()
        defer { t.remove() }
        try t.colorset("PerDevice", """
            {"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0.000","green":"0.000","red":"1.000"}},"idiom":"iphone"},
            {"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"1.000","green":"0.000","red":"0.000"}},"idiom":"ipad"},
            {"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0.000","green":"1.000","red":"0.000"}},"idiom":"universal","platform":"osx"}
            """)
        try t.colorset("Accent", #"{"color":{"platform":"ios","reference":"systemBlueColor"},"idiom":"universal"}"#)
        let b = t.bundle
        #expect(nearlyEqual(catalogRGBA(UIColor(named: "PerDevice", in: b, compatibleWith: UITraitCollection(userInterfaceIdiom: .phone))), [1, 0, 0, 1]))
        #expect(nearlyEqual(catalogRGBA(UIColor(named: "PerDevice", in: b, compatibleWith: UITraitCollection(userInterfaceIdiom: .pad))), [0, 0, 1, 1]))
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let accent = try #require(UIColor(named: "Accent", in: b, compatibleWith: nil))
        #expect(accent.resolvedColor(with: dark) == UIColor.systemBlue.resolvedColor(with: dark))
    }

    @Test func groupsNameTheirAssetsOnlyWhenTheyProvideANamespace() throws {
        let t = try TemporaryCatalog()
        defer { t.remove() }
        let red = #"{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0.000","green":"0.000","red":"1.000"}},"idiom":"universal"}"#
        try t.write(#"{"info":{"author":"xcode","version":1},"properties":{"provides-namespace":true}}"#, to: "Icons/Contents.json")
        try t.colorset("Icons/Tint", red)
        try t.write(#"{"info":{"author":"xcode","version":1}}"#, to: "Plain/Contents.json")
        try t.colorset("Plain/Loose", red)
        let b = t.bundle
        #expect(UIColor(named: "Icons/Tint", in: b, compatibleWith: nil) != nil)
        #expect(UIColor(named: "Tint", in: b, compatibleWith: nil) == nil)
        #expect(UIColor(named: "Loose", in: b, compatibleWith: nil) != nil)
        #expect(UIColor(named: "Plain/Loose", in: b, compatibleWith: nil) == nil)
    }

    @Test func imageSetsPickTheScreenScaleElseTheNearest() throws {
        let t = try TemporaryCatalog()
        defer { t.remove() }
        try t.png("Logo.imageset/logo.png", pixels: 10)
        try t.png("Logo.imageset/logo@2x.png", pixels: 20)
        try t.png("Logo.imageset/logo@3x.png", pixels: 30)
        try t.write("""
            {"images":[{"filename":"logo.png","idiom":"universal","scale":"1x"},{"filename":"logo@2x.png","idiom":"universal","scale":"2x"},
            {"filename":"logo@3x.png","idiom":"universal","scale":"3x"}],"info":{"author":"xcode","version":1}}
            """, to: "Logo.imageset/Contents.json")
        try t.png("Gap.imageset/a.png", pixels: 10)
        try t.png("Gap.imageset/c.png", pixels: 30)
        try t.write("""
            {"images":[{"filename":"a.png","idiom":"universal","scale":"1x"},{"idiom":"universal","scale":"2x"},
            {"filename":"c.png","idiom":"universal","scale":"3x"}],"info":{"author":"xcode","version":1}}
            """, to: "Gap.imageset/Contents.json")
        let b = t.bundle
        for scale in [1, 2, 3] {
            let image = try #require(UIImage(named: "Logo", in: b, compatibleWith: UITraitCollection(displayScale: CGFloat(scale))))
            #expect(image.scale == CGFloat(scale))
            #expect(image.size == CGSize(width: 10, height: 10))
            #expect(image.cgImage?.width == 10 * scale)
        }
        // No 2x: 1x and 3x are equally near; the larger is taken.
        #expect(UIImage(named: "Gap", in: b, compatibleWith: UITraitCollection(displayScale: 2))?.scale == 3)
        #expect(UIImage(named: "Gap", in: b, compatibleWith: UITraitCollection(displayScale: 2))?.size == CGSize(width: 10, height: 10))
    }

    @Test func darkImagesTemplatesVectorsAndCatalogBeforeFiles() throws {
        let t = try TemporaryCatalog()
        defer { t.remove() }
        try t.png("Moon.imageset/light.png", pixels: 4)
        try t.png("Moon.imageset/dark.png", pixels: 6)
        try t.write("""
            {"images":[{"filename":"light.png","idiom":"universal","scale":"1x"},
            {"appearances":[{"appearance":"luminosity","value":"dark"}],"filename":"dark.png","idiom":"universal","scale":"1x"}],
            "info":{"author":"xcode","version":1},"properties":{"template-rendering-intent":"template"}}
            """, to: "Moon.imageset/Contents.json")
        try t.write("%PDF-1.4", to: "Vector.imageset/vector.pdf")
        try t.write("""
            {"images":[{"filename":"vector.pdf","idiom":"universal"}],"info":{"author":"xcode","version":1},
            "properties":{"preserves-vector-representation":true}}
            """, to: "Vector.imageset/Contents.json")
        // A loose file of the same name beside the catalog loses to the catalog's image set.
        let loose = UIGraphicsImageRenderer(size: CGSize(width: 9, height: 9), format: {
            let f = UIGraphicsImageRendererFormat(); f.scale = 1; return f }()).pngData { _ in }
        try loose.write(to: t.dir.appendingPathComponent("Moon.png"))
        let b = t.bundle
        let light = try #require(UIImage(named: "Moon", in: b, compatibleWith: UITraitCollection(userInterfaceStyle: .light)))
        let dark = try #require(UIImage(named: "Moon", in: b, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(light.size == CGSize(width: 4, height: 4))
        #expect(dark.size == CGSize(width: 6, height: 6))
        #expect(light.renderingMode == .alwaysTemplate)
        #expect(UIImage(named: "Moon", in: b, with: nil)?.renderingMode == .alwaysTemplate)
        #expect(UIImage(named: "Vector", in: b, compatibleWith: nil) == nil)

        // Both variants are in the image's asset; an image view shows the one for its own traits.
        let asset = try #require(light.imageAsset)
        #expect(asset.image(with: UITraitCollection(userInterfaceStyle: .dark)).size == CGSize(width: 6, height: 6))
        let imageView = UIImageView(image: light)
        imageView.overrideUserInterfaceStyle = .dark
        #expect(imageView.intrinsicContentSize == CGSize(width: 6, height: 6))
        #expect((imageView.layer.contents as! CGImage).width == 6)
        imageView.overrideUserInterfaceStyle = .light
        #expect(imageView.intrinsicContentSize == CGSize(width: 4, height: 4))
        #expect((imageView.layer.contents as! CGImage).width == 4)
    }

    @Test func anImageAssetGivesTheVariantThatFitsTheTraits() {
        let asset = UIImageAsset()
        #expect(asset.image(with: UITraitCollection()).size == .zero)   // nothing registered: an empty image
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let small = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image { _ in }
        let large = UIGraphicsImageRenderer(size: CGSize(width: 5, height: 5), format: format).image { _ in }
        asset.register(small, with: UITraitCollection(userInterfaceStyle: .light))
        asset.register(large, with: UITraitCollection(userInterfaceStyle: .dark))
        let dark = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 2)])
        #expect(asset.image(with: dark).size == CGSize(width: 5, height: 5))
        #expect(asset.image(with: dark).imageAsset === asset)
        #expect(asset.image(with: UITraitCollection(userInterfaceStyle: .light)).size == CGSize(width: 2, height: 2))
        asset.unregisterImage(with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(asset.image(with: dark).size == CGSize(width: 2, height: 2))   // none fits: the first registered
        #expect(UIImage().imageAsset == nil)
    }
}
