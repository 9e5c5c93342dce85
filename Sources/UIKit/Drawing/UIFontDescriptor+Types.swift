import Foundation

extension UIFontDescriptor {
    /// The names of a descriptor's attributes (Apple's raw values).
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The family name, a String.
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        /// The PostScript name of the face, a String.
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        /// The face's style name within its family ("Bold"), a String.
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        /// The point size, a number.
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        /// The name shown to people, a String.
        public static let visibleName = AttributeName(rawValue: "NSFontVisibleNameAttribute")
        /// The transform, a CGAffineTransform.
        public static let matrix = AttributeName(rawValue: "NSFontMatrixAttribute")
        /// The characters the font covers, a CharacterSet.
        public static let characterSet = AttributeName(rawValue: "NSFontCharacterSetAttribute")
        /// Fallback descriptors, an array of UIFontDescriptor.
        public static let cascadeList = AttributeName(rawValue: "NSFontCascadeListAttribute")
        /// The traits, a dictionary keyed by `TraitKey`.
        public static let traits = AttributeName(rawValue: "NSFontTraitsAttribute")
        /// A fixed advance width for every glyph, a number.
        public static let fixedAdvance = AttributeName(rawValue: "NSFontFixedAdvanceAttribute")
        /// Typographic features, an array of dictionaries keyed by `FeatureKey`.
        public static let featureSettings = AttributeName(rawValue: "NSFontFeatureSettingsAttribute")
        /// The Dynamic Type text style, the raw value of a `UIFont.TextStyle` (a String).
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }

    /// The keys of the traits dictionary (Apple's raw values).
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The symbolic traits, a `SymbolicTraits` raw value (UInt32).
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        /// The weight, a `UIFont.Weight` raw value (−1…1).
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        /// The width, −1 (condensed) … 1 (expanded).
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        /// The slant, −1…1 (1 is 30° clockwise).
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
        /// The system design withDesign(_:) sets (Apple's private key).
        static let design = TraitKey(rawValue: "NSCTFontUIFontDesignTrait")
    }

    /// The keys of one feature-settings dictionary.
    public struct FeatureKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The feature type (an AAT feature type number, or an OpenType tag such as "tnum").
        public static let type = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
        /// The feature selector (an AAT selector number, or the OpenType feature's value).
        public static let selector = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
        @available(*, deprecated, renamed: "type")
        public static let featureIdentifier = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
        @available(*, deprecated, renamed: "selector")
        public static let typeIdentifier = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
    }

    /// The designs of the system font.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }

    /// A font's stylistic class (the top four bits of its symbolic traits).
    public typealias Class = UInt32

    /// Style and class traits of a font (Apple's raw values, which are Core Text's).
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)

        public static let classMask = SymbolicTraits(rawValue: 0xF000_0000)
        public static let classUnknown = SymbolicTraits([])
        public static let classOldStyleSerifs = SymbolicTraits(rawValue: 1 << 28)
        public static let classTransitionalSerifs = SymbolicTraits(rawValue: 2 << 28)
        public static let classModernSerifs = SymbolicTraits(rawValue: 3 << 28)
        public static let classClarendonSerifs = SymbolicTraits(rawValue: 4 << 28)
        public static let classSlabSerifs = SymbolicTraits(rawValue: 5 << 28)
        public static let classFreeformSerifs = SymbolicTraits(rawValue: 7 << 28)
        public static let classSansSerif = SymbolicTraits(rawValue: 8 << 28)
        public static let classOrnamentals = SymbolicTraits(rawValue: 9 << 28)
        public static let classScripts = SymbolicTraits(rawValue: 10 << 28)
        public static let classSymbolic = SymbolicTraits(rawValue: 12 << 28)

        /// The traits a face is picked by.
        static let styleTraits: SymbolicTraits = [.traitItalic, .traitBold, .traitCondensed, .traitExpanded, .traitMonoSpace]
    }
}
