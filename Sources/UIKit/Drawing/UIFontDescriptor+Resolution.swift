import Foundation
import TextEngine

// How a descriptor's attributes become what Pango is asked for, and a font's style becomes attributes.
extension UIFontDescriptor {
    private enum Metrics {
        /// The CSS weight from which a face counts as bold: semibold (600) and heavier, as UIFont's
        /// description already says (Apple marks the semibold headline style's font bold).
        static let boldWeight: Int32 = 600
        /// The size of a font made from a descriptor without one: Core Text's default, 12 points
        /// (CTFontCreateWithFontDescriptor documents 12.0 for a size of 0).
        static let defaultPointSize: CGFloat = 12
        /// AAT number-spacing feature (kNumberSpacingType) and its selectors (kMonospacedNumbersSelector,
        /// kProportionalNumbersSelector), the features UIKit code sets for tabular digits.
        static let numberSpacingType = 6, monospacedNumbersSelector = 0, proportionalNumbersSelector = 1
    }

    /// A descriptor resolved: the Pango style of its font, and the text style it scales with, if any.
    struct Resolved {
        var style: PangoText.Style
        var textStyle: UIFont.TextStyle?
    }

    /// The families of the system font's designs: default and rounded (Linux: no rounded face), serif and
    /// monospaced.
    static let systemDesignFamilies: Set<String> = [UIFont.systemFamily, UIFont.monospacedFamily, serifFamily]
    static let serifFamily = "DejaVu Serif"

    static func isBold(_ weight: Int32) -> Bool { weight >= Metrics.boldWeight }

    func resolved() -> Resolved {
        var s = PangoText.Style()
        s.family = UIFont.systemFamily
        s.size = 0
        var textStyle: UIFont.TextStyle?
        if let raw = (attributes[.textStyle] as? String) ?? (attributes[.textStyle] as? UIFont.TextStyle)?.rawValue {
            let style = UIFont.TextStyle(rawValue: raw)
            textStyle = style
            s.size = DynamicTypeInfo.pointSize(style, DynamicTypeInfo.category(nil))
            s.weight = style.defaultSizeAndWeight.1.pangoWeight
        }
        // A name picks its face; otherwise a family, and a face name within it.
        if let name = attributes[.name] as? String, let face = UIFont.face(named: name) {
            s.family = face.family
            s.weight = face.weight
            s.italic = face.italic
            s.condensed = face.condensed
        } else if let family = attributes[.family] as? String {
            s.family = family
            if let faceName = attributes[.face] as? String,
               let face = PangoText.faces(ofFamily: family).first(where: { UIFontDescriptor.sameFaceName($0.faceName, faceName) }) {
                s.weight = face.weight
                s.italic = face.italic
                s.condensed = face.condensed
            }
        }
        let traits = attributes[.traits] as? [TraitKey: Any] ?? [:]
        if let design = traits[.design] as? String {
            switch SystemDesign(rawValue: design) {
            case .monospaced: s.family = UIFont.monospacedFamily
            case .serif: s.family = UIFontDescriptor.serifFamily
            default: s.family = UIFont.systemFamily // Linux: no rounded face; the default design stands in
            }
        }
        if let raw = UIFontDescriptor.integer(traits[.symbolic]) {
            let t = SymbolicTraits(rawValue: UInt32(truncatingIfNeeded: raw))
            s.italic = t.contains(.traitItalic)
            s.condensed = t.contains(.traitCondensed)
            if t.contains(.traitBold) {
                if !UIFontDescriptor.isBold(s.weight) { s.weight = UIFont.Weight.bold.pangoWeight }
            } else if UIFontDescriptor.isBold(s.weight), traits[.weight] == nil {
                s.weight = UIFont.Weight.regular.pangoWeight
            }
            if t.contains(.traitMonoSpace), s.family == UIFont.systemFamily { s.family = UIFont.monospacedFamily }
        }
        if let w = UIFontDescriptor.number(traits[.weight]) { s.weight = UIFont.Weight(rawValue: w).pangoWeight }
        if let size = UIFontDescriptor.number(attributes[.size]), size > 0, size.isFinite { s.size = size }
        if s.size <= 0 { s.size = Metrics.defaultPointSize }
        s.features = UIFontDescriptor.pangoFeatures(attributes[.featureSettings])
        return Resolved(style: s, textStyle: textStyle)
    }

    /// The symbolic traits of a face: bold, italic, condensed, monospaced.
    static func traits(of style: PangoText.Style) -> SymbolicTraits {
        var t: SymbolicTraits = []
        if style.italic { t.insert(.traitItalic) }
        if isBold(style.weight) { t.insert(.traitBold) }
        if style.condensed { t.insert(.traitCondensed) }
        if style.family.range(of: "Mono", options: .caseInsensitive) != nil { t.insert(.traitMonoSpace) }
        return t
    }

    /// The attributes of a font's descriptor: its face, size and traits, and its text style when it has one.
    static func attributes(of font: UIFont) -> [AttributeName: Any] {
        let style = font.style
        var a: [AttributeName: Any] = [
            .name: font.fontName,
            .family: font.familyName,
            .size: font.pointSize,
            .traits: [TraitKey.symbolic: traits(of: style).rawValue, TraitKey.weight: UIFont.Weight.fromPango(style.weight).rawValue] as [TraitKey: Any],
        ]
        if let dynamic = font.dynamicType { a[.textStyle] = dynamic.style.rawValue }
        if style.features == "tnum 1" {
            a[.featureSettings] = [[FeatureKey.type: Metrics.numberSpacingType, FeatureKey.selector: Metrics.monospacedNumbersSelector] as [FeatureKey: Any]]
        }
        return a
    }

    /// Pango's font-features text for feature settings: the number-spacing selectors, and OpenType tags
    /// with their values.
    private static func pangoFeatures(_ value: Any?) -> String? {
        guard let settings = value as? [[FeatureKey: Any]] else { return nil }
        var features: [String] = []
        for setting in settings {
            if let tag = setting[.type] as? String, tag.utf8.count == 4 {
                features.append("\(tag) \(integer(setting[.selector]) ?? 1)")
            } else if integer(setting[.type]) == Metrics.numberSpacingType {
                switch integer(setting[.selector]) {
                case Metrics.monospacedNumbersSelector: features.append("tnum 1")
                case Metrics.proportionalNumbersSelector: features.append("pnum 1")
                default: break
                }
            }
        }
        return features.isEmpty ? nil : features.joined(separator: ", ")
    }

    /// "Bold Oblique" matches "BoldOblique" and "bold oblique".
    static func sameFaceName(_ a: String, _ b: String) -> Bool {
        a.replacingOccurrences(of: " ", with: "").caseInsensitiveCompare(b.replacingOccurrences(of: " ", with: "")) == .orderedSame
    }

    /// A number attribute, whichever numeric type it was given as.
    static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Float: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as UInt32: return CGFloat(v)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        // Apple's bridge these to NSNumber: `[.weight: UIFont.Weight.bold]` is common.
        case let v as UIFont.Weight: return v.rawValue
        case let v as SymbolicTraits: return CGFloat(v.rawValue)
        default: return nil
        }
    }

    static func integer(_ value: Any?) -> Int? {
        switch value {
        case let v as Int: return v
        case let v as UInt32: return Int(v)
        case let v as Int32: return Int(v)
        case let v as UInt: return Int(truncatingIfNeeded: v)
        case let v as NSNumber: return v.intValue
        case let v as SymbolicTraits: return Int(v.rawValue)
        default: return number(value).flatMap { $0.isFinite ? Int($0) : nil }
        }
    }
}

extension UIFont.Weight {
    /// The UIKit weight of a CSS weight, inverting `pangoWeight` at its steps and between them.
    static func fromPango(_ weight: Int32) -> UIFont.Weight {
        let steps: [(CGFloat, CGFloat)] = [(100, -0.8), (200, -0.6), (300, -0.4), (400, 0), (500, 0.23),
                                           (600, 0.3), (700, 0.4), (800, 0.56), (900, 0.62), (1000, 1)]
        let w = CGFloat(max(100, min(1000, weight)))
        for i in 1..<steps.count where w <= steps[i].0 {
            let (x0, y0) = steps[i - 1], (x1, y1) = steps[i]
            return UIFont.Weight(rawValue: y0 + (w - x0) / (x1 - x0) * (y1 - y0))
        }
        return UIFont.Weight(rawValue: 1)
    }
}
