import Foundation
import TextEngine

/// A font: a typeface at a size, with its metrics.
///
/// Fonts are found by fontconfig and measured by Pango from the font file actually used. The system
/// font is DejaVu Sans (the monospaced system font DejaVu Sans Mono); San Francisco does not exist on
/// Linux. Fonts are immutable and safe to share between threads, as Apple's are.
open class UIFont: NSObject, @unchecked Sendable {
    /// The family as fontconfig knows it ("DejaVu Sans").
    public let familyName: String
    /// The PostScript-style name of the face ("DejaVuSans-Bold").
    public let fontName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// Distance from the baseline to the top of the font's tallest glyphs (positive).
    public let ascender: CGFloat
    /// Distance from the baseline to the bottom of the font's lowest glyphs (negative, as Apple's).
    public let descender: CGFloat
    /// Height of capital letters above the baseline.
    public let capHeight: CGFloat
    /// Height of lowercase x above the baseline.
    public let xHeight: CGFloat
    /// Extra space the font asks for between lines.
    public let leading: CGFloat

    /// What Pango is asked for when drawing with this font.
    let style: PangoText.Style
    /// How the font scales with Dynamic Type: the text style and its size at the large category (nil: a
    /// fixed font). Set only by preferredFont and UIFontMetrics, right after the font is made.
    nonisolated(unsafe) var dynamicType: DynamicTypeInfo?

    init(style: PangoText.Style) {
        self.style = style
        let info = UIFont.metricsCache.info(for: style)
        familyName = info.family
        fontName = UIFont.postScriptName(family: info.family, face: info.faceName)
        pointSize = style.size
        ascender = info.ascent
        descender = -info.descent
        capHeight = info.capHeight
        xHeight = info.xHeight
        leading = max(0, info.lineHeight - info.ascent - info.descent)
        super.init()
    }

    /// Creates the font named `fontName` (a PostScript-style face name such as "DejaVuSans-Bold", or a
    /// family name such as "DejaVu Sans") at `fontSize` points; nil when fontconfig has no such font.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard let face = UIFont.face(named: fontName) else { return nil }
        var s = PangoText.Style()
        s.family = face.family
        s.weight = face.weight
        s.italic = face.italic
        s.condensed = face.condensed
        s.size = fontSize > 0 ? fontSize : UIFont.systemFontSize
        self.init(style: s)
    }

    /// The font a descriptor describes at `pointSize` points (0: the descriptor's size, else 12 points).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let resolved = descriptor.resolved()
        var s = resolved.style
        if pointSize > 0, pointSize.isFinite { s.size = pointSize }
        self.init(style: s)
        if let textStyle = resolved.textStyle {
            dynamicType = DynamicTypeInfo(style: textStyle, sizeAtLarge: textStyle.defaultSizeAndWeight.0, maximumPointSize: 0)
        }
    }

    /// The descriptor of this font: its face, size and traits (and text style for a Dynamic Type font).
    open var fontDescriptor: UIFontDescriptor { UIFontDescriptor(fontAttributes: UIFontDescriptor.attributes(of: self)) }

    /// The height of one line: ascender − descender + leading.
    public var lineHeight: CGFloat { ascender - descender + leading }

    /// The same face at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        var s = style
        s.size = fontSize
        return UIFont(style: s)
    }

    // MARK: System fonts

    /// The family the system font maps to on Linux.
    static let systemFamily = "DejaVu Sans"
    /// The family the monospaced system font maps to on Linux.
    static let monospacedFamily = "DejaVu Sans Mono"

    private static func system(_ size: CGFloat, weight: Weight = .regular, italic: Bool = false,
                               family: String = systemFamily, features: String? = nil) -> UIFont {
        var s = PangoText.Style()
        s.family = family
        s.size = size
        s.weight = weight.pangoWeight
        s.italic = italic
        s.features = features
        return UIFont(style: s)
    }

    /// The standard system font at `fontSize`.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { system(fontSize) }

    /// The system font at `fontSize` with the given weight.
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { system(fontSize, weight: weight) }

    /// The bold system font at `fontSize`.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { system(fontSize, weight: .bold) }

    /// The italic system font at `fontSize`.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { system(fontSize, italic: true) }

    /// The monospaced system font at `fontSize` with the given weight.
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        system(fontSize, weight: weight, family: monospacedFamily)
    }

    /// The system font with digits of equal width.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        system(fontSize, weight: weight, features: "tnum 1")
    }

    /// The font for a text style at the app's preferred content size category (Apple's sizes).
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font for a text style at the content size category of `traitCollection` (the app's when nil or
    /// unspecified), with Apple's point sizes per style and category.
    open class func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = DynamicTypeInfo.category(traitCollection)
        let (_, weight) = style.defaultSizeAndWeight
        let font = system(DynamicTypeInfo.pointSize(style, category), weight: weight)
        font.dynamicType = DynamicTypeInfo(style: style, sizeAtLarge: style.defaultSizeAndWeight.0, maximumPointSize: 0)
        return font
    }

    /// The standard system font size: 14 points.
    public class var systemFontSize: CGFloat { 14 }
    /// The small system font size: 12 points.
    public class var smallSystemFontSize: CGFloat { 12 }
    /// The size of label text: 17 points.
    public class var labelFontSize: CGFloat { 17 }
    /// The size of button text: 18 points.
    public class var buttonFontSize: CGFloat { 18 }

    // MARK: Font names

    /// The installed font families, sorted.
    open class var familyNames: [String] { PangoText.familyNames() }

    /// The face names of a family ("DejaVuSans", "DejaVuSans-Bold"…); empty for an unknown family.
    open class func fontNames(forFamilyName familyName: String) -> [String] {
        PangoText.faces(ofFamily: familyName).map { postScriptName(family: $0.family, face: $0.faceName) }
    }

    /// "DejaVu Sans" + "Bold Oblique" → "DejaVuSans-BoldOblique"; the regular face has no suffix.
    static func postScriptName(family: String, face: String) -> String {
        let base = family.replacingOccurrences(of: " ", with: "")
        let regular: Set<String> = ["book", "regular", "normal", "roman", ""]
        if regular.contains(face.lowercased()) { return base }
        return base + "-" + face.replacingOccurrences(of: " ", with: "")
    }

    /// Finds a face by PostScript-style name or family name.
    static func face(named name: String) -> PangoText.Face? {
        let families = PangoText.familyNames()
        if let family = families.first(where: { $0.caseInsensitiveCompare(name) == .orderedSame }) {
            let faces = PangoText.faces(ofFamily: family)
            return faces.first { postScriptName(family: $0.family, face: $0.faceName) == family.replacingOccurrences(of: " ", with: "") }
                ?? faces.first ?? PangoText.Face(family: family, faceName: "Regular", weight: 400, italic: false, condensed: false)
        }
        let compact = name.split(separator: "-").first.map(String.init) ?? name
        for family in families where family.replacingOccurrences(of: " ", with: "").caseInsensitiveCompare(compact) == .orderedSame {
            if let face = PangoText.faces(ofFamily: family).first(where: {
                postScriptName(family: $0.family, face: $0.faceName).caseInsensitiveCompare(name) == .orderedSame
            }) { return face }
        }
        return nil
    }

    /// Metrics already read, by face and size: loading a font and measuring it costs Pango calls.
    private static let metricsCache = FontInfoCache()

    // MARK: Equality

    /// Fonts are equal when they name the same face at the same size.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return fontName == other.fontName && pointSize == other.pointSize && style.features == other.style.features
    }

    open override var hash: Int { fontName.hashValue ^ pointSize.hashValue }

    open override var description: String {
        "<UIFont> font-family: \"\(familyName)\"; font-weight: \(style.weight >= 600 ? "bold" : "normal"); font-style: \(style.italic ? "italic" : "normal"); font-size: \(pointSize)pt"
    }
}

extension UIFont {
    /// A font weight, from −1 (lightest) to 1 (heaviest); regular is 0.
    public struct Weight: RawRepresentable, Hashable, Sendable, Comparable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        /// The CSS/OpenType weight (100…900) fontconfig matches against, interpolated between Apple's steps.
        var pangoWeight: Int32 {
            let steps: [(CGFloat, CGFloat)] = [(-1, 100), (-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500),
                                               (0.3, 600), (0.4, 700), (0.56, 800), (0.62, 900), (1, 1000)]
            let v = max(-1, min(1, rawValue))
            for i in 1..<steps.count where v <= steps[i].0 {
                let (x0, y0) = steps[i - 1], (x1, y1) = steps[i]
                let t = x1 > x0 ? (v - x0) / (x1 - x0) : 1
                return Int32((y0 + t * (y1 - y0)).rounded())
            }
            return 1000
        }
    }

    /// The text styles of Dynamic Type.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Apple's sizes at the default ("Large") content size category.
        var defaultSizeAndWeight: (CGFloat, Weight) {
            switch self {
            case .largeTitle: return (34, .regular)
            case .title1: return (28, .regular)
            case .title2: return (22, .regular)
            case .title3: return (20, .regular)
            case .headline: return (17, .semibold)
            case .subheadline: return (15, .regular)
            case .callout: return (16, .regular)
            case .footnote: return (13, .regular)
            case .caption1: return (12, .regular)
            case .caption2: return (11, .regular)
            default: return (17, .regular) // body and unknown styles
            }
        }
    }
}

/// A locked cache of font metrics shared by all threads.
private final class FontInfoCache: @unchecked Sendable {
    private let lock = NSLock()
    private var infos: [String: PangoText.FontInfo] = [:]

    func info(for s: PangoText.Style) -> PangoText.FontInfo {
        let key = "\(s.family)|\(s.size)|\(s.weight)|\(s.italic)|\(s.condensed)"
        lock.lock()
        if let hit = infos[key] { lock.unlock(); return hit }
        lock.unlock()
        let info = PangoText.fontInfo(s)
        lock.lock()
        infos[key] = info
        lock.unlock()
        return info
    }
}
