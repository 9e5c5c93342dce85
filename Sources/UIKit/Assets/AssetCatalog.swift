import Foundation

/// An Xcode asset catalog (`Name.xcassets`) read straight from its folder: its colour sets and image sets by
/// name. Apple compiles catalogs into Assets.car with actool; on Linux SwiftPM copies the folder into the bundle
/// as it is, so the catalog's `Contents.json` files are the source of truth here.
// Linux: no compiled Assets.car; catalogs are read as folders (see docs/DIFFERENCES.md).
final class AssetCatalog: @unchecked Sendable {
    /// The conditions one variant of a colour or image is for (nil: any), as the entry's keys give them.
    struct Conditions: Sendable {
        var idiom: UIUserInterfaceIdiom?
        var style: UIUserInterfaceStyle?
        var highContrast = false
        var gamut: UIDisplayGamut?

        /// Whether the variant can be used for these traits (dark and light only; unspecified reads as light).
        func matches(_ t: Wanted) -> Bool {
            if let idiom, idiom != t.idiom { return false }
            if let style, style != t.style { return false }
            if highContrast && !t.highContrast { return false }
            if let gamut, gamut != t.gamut { return false }
            return true
        }

        /// The more conditions a matching variant names, the better it fits (idiom first, as Xcode ranks them).
        var specificity: Int {
            (idiom == nil ? 0 : 8) + (style == nil ? 0 : 4) + (highContrast ? 2 : 0) + (gamut == nil ? 0 : 1)
        }
    }

    /// The traits a lookup wants, with unspecified values given their defaults.
    struct Wanted: Sendable {
        var idiom: UIUserInterfaceIdiom
        var style: UIUserInterfaceStyle
        var highContrast: Bool
        var gamut: UIDisplayGamut
        var scale: CGFloat

        init(_ traits: UITraitCollection?, base: Wanted? = nil) {
            let t = traits
            idiom = t.map { $0.userInterfaceIdiom }.flatMap { $0 == .unspecified ? nil : $0 } ?? base?.idiom ?? .phone
            style = t.map { $0.userInterfaceStyle }.flatMap { $0 == .unspecified ? nil : $0 } ?? base?.style ?? .light
            if style != .dark { style = .light }
            highContrast = t.map { $0.accessibilityContrast == .high } ?? base?.highContrast ?? false
            gamut = t.map { $0.displayGamut }.flatMap { $0 == .unspecified ? nil : $0 } ?? base?.gamut ?? .SRGB
            let s = t?.displayScale ?? 0
            scale = s > 0 ? s : (base?.scale ?? UIGraphicsDefaultScale)
        }
    }

    struct ColorVariant: Sendable {
        var conditions: Conditions
        var color: UIColor
    }

    struct ImageVariant: Sendable {
        var conditions: Conditions
        var path: String
        var scale: CGFloat
    }

    struct ImageSet: Sendable {
        var variants: [ImageVariant]
        var renderingMode: UIImage.RenderingMode
    }

    let path: String
    private(set) var colors: [String: [ColorVariant]] = [:]
    private(set) var images: [String: ImageSet] = [:]

    init(path: String) {
        self.path = path
        scan(folder: path, namespace: "")
    }

    // MARK: Finding catalogs

    private static let lock = NSLock()
    nonisolated(unsafe) private static var cache: [String: [AssetCatalog]] = [:]

    /// The catalogs of `bundle` (the main bundle's for nil), parsed once per bundle. The main bundle's include
    /// those of the SwiftPM resource bundles beside the executable (`<Package>_<Target>.resources`), where an
    /// app built with SwiftPM on Linux keeps its Assets.xcassets.
    // Linux: the main bundle also searches its SwiftPM resource bundles (see docs/DIFFERENCES.md).
    static func catalogs(in bundle: Bundle?) -> [AssetCatalog] {
        let b = bundle ?? Bundle.main
        let isMain = bundle == nil || bundle === Bundle.main
        let key = b.bundlePath
        lock.lock()
        if let hit = cache[key] { lock.unlock(); return hit }
        lock.unlock()
        var roots = [b.resourcePath, b.bundlePath].compactMap { $0 }
        if isMain {
            for root in roots {
                let subs = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
                roots += subs.filter { $0.hasSuffix(".resources") || $0.hasSuffix(".bundle") }.sorted()
                    .map { (root as NSString).appendingPathComponent($0) }
            }
        }
        var seen = Set<String>()
        var found: [AssetCatalog] = []
        for root in roots where seen.insert((root as NSString).standardizingPath).inserted {
            let entries = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).sorted()
            for entry in entries where entry.hasSuffix(".xcassets") {
                found.append(AssetCatalog(path: (root as NSString).appendingPathComponent(entry)))
            }
        }
        lock.lock()
        cache[key] = found
        lock.unlock()
        return found
    }

    /// Forgets the parsed catalogs (tests write catalogs into folders they then remove).
    static func flushCache() {
        lock.lock()
        cache = [:]
        lock.unlock()
    }

    // MARK: Lookup

    /// The best variant of the colour `name` for `wanted`: of those that match, the most specific; else the first.
    static func pick<V>(_ variants: [V], _ conditions: (V) -> Conditions, for wanted: Wanted) -> V? {
        let matching = variants.filter { conditions($0).matches(wanted) }
        return matching.max { conditions($0).specificity < conditions($1).specificity } ?? variants.first
    }

    /// The image of set `name` for `wanted`: the best appearance and idiom, then the screen's scale, else the
    /// nearest one (the larger on a tie: scaling down looks better).
    func image(named name: String, for wanted: Wanted) -> UIImage? {
        guard let set = images[name] else { return nil }
        guard set.variants.contains(where: { $0.conditions.style != nil }) else { return AssetCatalog.bitmap(of: set, for: wanted) }
        // Light and dark variants: an asset of both, so that image views follow their own traits.
        let asset = UIImageAsset()
        for style in [UIUserInterfaceStyle.light, .dark] {
            var w = wanted
            w.style = style
            if let image = AssetCatalog.bitmap(of: set, for: w) {
                asset.register(image, with: UITraitCollection(userInterfaceStyle: style))
            }
        }
        return asset.image(with: UITraitCollection(userInterfaceStyle: wanted.style))
    }

    private static func bitmap(of set: ImageSet, for wanted: Wanted) -> UIImage? {
        let matching = set.variants.filter { $0.conditions.matches(wanted) }
        guard let best = matching.map(\.conditions.specificity).max() else { return nil }
        let candidates = matching.filter { $0.conditions.specificity == best }
        let ordered = candidates.sorted { a, b in
            let da = abs(a.scale - wanted.scale), db = abs(b.scale - wanted.scale)
            return da != db ? da < db : a.scale > b.scale
        }
        for v in ordered {
            if let data = FileManager.default.contents(atPath: v.path), let cg = CGImage.decode(data) {
                return UIImage(cgImage: cg, scale: v.scale, orientation: .up, renderingMode: set.renderingMode)
            }
        }
        return nil
    }

    // MARK: Parsing

    /// Walks a catalog folder: `.colorset` and `.imageset` folders are assets; other folders are groups, whose
    /// names prefix their assets' names ("Folder/Name") only when their Contents.json says "provides-namespace".
    private func scan(folder: String, namespace: String) {
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        for entry in entries {
            let full = (folder as NSString).appendingPathComponent(entry)
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isDir), isDir.boolValue else { continue }
            let ext = (entry as NSString).pathExtension
            let name = namespace + (entry as NSString).deletingPathExtension
            let contents = AssetCatalog.json(in: full)
            switch ext {
            case "colorset":
                let variants = (contents?["colors"] as? [[String: Any]] ?? []).compactMap(AssetCatalog.colorVariant)
                if !variants.isEmpty, colors[name] == nil { colors[name] = variants }
            case "imageset":
                if images[name] == nil, let set = AssetCatalog.imageSet(contents, folder: full) { images[name] = set }
            case "":
                let info = contents?["properties"] as? [String: Any]
                let provides = (info?["provides-namespace"] as? Bool) ?? false
                scan(folder: full, namespace: provides ? namespace + entry + "/" : namespace)
            default:
                continue   // appiconset, symbolset, dataset…: not read.
            }
        }
    }

    private static func json(in folder: String) -> [String: Any]? {
        let file = (folder as NSString).appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: file) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    /// The conditions of an entry; nil when the entry is for another platform (macOS, tvOS, watchOS) or idiom.
    static func conditions(_ entry: [String: Any]) -> Conditions? {
        var c = Conditions()
        if let platform = entry["platform"] as? String, platform != "ios" { return nil }
        switch entry["idiom"] as? String ?? "universal" {
        case "universal": break
        case "iphone": c.idiom = .phone
        case "ipad": c.idiom = .pad
        case "mac": c.idiom = .mac
        case "tv": c.idiom = .tv
        case "car": c.idiom = .carPlay
        case "vision": c.idiom = .vision
        default: return nil   // watch, marketing, ios-marketing…
        }
        switch (entry["display-gamut"] as? String)?.lowercased() {
        case "srgb": c.gamut = .SRGB
        case "display-p3": c.gamut = .P3
        default: break
        }
        for appearance in entry["appearances"] as? [[String: Any]] ?? [] {
            let value = appearance["value"] as? String
            switch appearance["appearance"] as? String {
            case "luminosity":
                if value == "dark" { c.style = .dark } else if value == "light" { c.style = .light }
                else { return nil }
            case "contrast":
                if value == "high" { c.highContrast = true } else { return nil }
            default:
                return nil   // unknown appearances (e.g. vibrancy) describe a variant we cannot choose
            }
        }
        return c
    }

    static func colorVariant(_ entry: [String: Any]) -> ColorVariant? {
        guard let conditions = conditions(entry), let color = color(entry["color"] as? [String: Any]) else { return nil }
        return ColorVariant(conditions: conditions, color: color)
    }

    /// A `color` dictionary in each form Xcode writes: a system colour reference, or components (floats
    /// "0.500", 8-bit integers "128", hex "0x80") in sRGB, extended sRGB, extended linear sRGB, Display P3 or
    /// gray spaces.
    static func color(_ dict: [String: Any]?) -> UIColor? {
        guard let dict else { return nil }
        if let reference = dict["reference"] as? String {
            if let platform = dict["platform"] as? String, platform != "ios" { return nil }
            return NibValues.systemColor(named: reference)
        }
        guard let components = dict["components"] as? [String: Any] else { return nil }
        let space = (dict["color-space"] as? String ?? "srgb").lowercased()
        let alpha = component(components["alpha"], isAlpha: true) ?? 1
        if let white = component(components["white"], isAlpha: false) {
            let w = space.contains("linear") ? encodeSRGB(white) : white
            return UIColor(white: w, alpha: alpha)
        }
        guard let r = component(components["red"], isAlpha: false), let g = component(components["green"], isAlpha: false),
              let b = component(components["blue"], isAlpha: false) else { return nil }
        switch space {
        case "display-p3":
            return UIColor(displayP3Red: r, green: g, blue: b, alpha: alpha)
        case "extended-linear-srgb":
            return UIColor(red: encodeSRGB(r), green: encodeSRGB(g), blue: encodeSRGB(b), alpha: alpha)
        default:
            return UIColor(red: r, green: g, blue: b, alpha: alpha)
        }
    }

    /// One component: "0x80" and "128" are 8-bit values (/255, as Xcode's hexadecimal and 8-bit inputs mean),
    /// "0.502" and JSON numbers are taken as they are. An integer alpha of 0 or 1 is taken as it is: Xcode
    /// always writes alpha as a float, and hand-written catalogs write "1".
    static func component(_ value: Any?, isAlpha: Bool) -> CGFloat? {
        if let n = value as? NSNumber, !(value is String) { return CGFloat(n.doubleValue) }
        guard let s = (value as? String)?.trimmingCharacters(in: .whitespaces), !s.isEmpty else { return nil }
        if s.lowercased().hasPrefix("0x") {
            guard let v = Int(s.dropFirst(2), radix: 16) else { return nil }
            return CGFloat(v) / 255
        }
        if s.contains(".") || s.lowercased().contains("e") { return Double(s).map { CGFloat($0) } }
        guard let v = Int(s) else { return nil }
        if isAlpha && v <= 1 { return CGFloat(v) }
        return CGFloat(v) / 255
    }

    /// Linear light to the sRGB curve (sign-preserving for extended values).
    static func encodeSRGB(_ c: CGFloat) -> CGFloat {
        let m = abs(c)
        let e = m <= 0.0031308 ? 12.92 * m : 1.055 * pow(m, 1 / 2.4) - 0.055
        return c < 0 ? -e : e
    }

    /// An image set's bitmaps (PNG and JPEG); a vector PDF or SVG is skipped, as nothing here rasterises them.
    // Linux: vector (PDF/SVG) image sets are not read (see docs/DIFFERENCES.md).
    static func imageSet(_ contents: [String: Any]?, folder: String) -> ImageSet? {
        guard let contents else { return nil }
        var variants: [ImageVariant] = []
        for entry in contents["images"] as? [[String: Any]] ?? [] {
            guard let file = entry["filename"] as? String,
                  ["png", "jpg", "jpeg"].contains((file as NSString).pathExtension.lowercased()),
                  let conditions = conditions(entry) else { continue }
            let scaleText = (entry["scale"] as? String ?? "1x").lowercased()
            let scale = Double(scaleText.hasSuffix("x") ? String(scaleText.dropLast()) : scaleText) ?? 1
            variants.append(ImageVariant(conditions: conditions, path: (folder as NSString).appendingPathComponent(file),
                                         scale: CGFloat(max(1, scale))))
        }
        guard !variants.isEmpty else { return nil }
        let properties = contents["properties"] as? [String: Any]
        let mode: UIImage.RenderingMode
        switch properties?["template-rendering-intent"] as? String {
        case "template": mode = .alwaysTemplate
        case "original": mode = .alwaysOriginal
        default: mode = .automatic
        }
        return ImageSet(variants: variants, renderingMode: mode)
    }
}
