import Foundation
import TextEngine

/// A description of a font by its attributes (family, face, size, traits, text style…), from which a
/// `UIFont` is made with `UIFont(descriptor:size:)`.
///
/// The attributes are resolved to a fontconfig face when a font is made: a name picks that face; otherwise
/// the family (the system font's by default), the face name or the symbolic traits and weight pick one.
/// Descriptors are immutable and safe to share between threads, as Apple's are.
open class UIFontDescriptor: NSObject, NSCopying, @unchecked Sendable {
    let attributes: [AttributeName: Any]

    /// A descriptor with the given attributes (none: the system font at no particular size).
    public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        self.attributes = attributes
        super.init()
    }

    /// A descriptor with no attributes.
    public override convenience init() { self.init(fontAttributes: [:]) }

    /// The font with the PostScript name (or family name) `fontName` at `size` points.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(fontAttributes: [.name: fontName, .size: size])
    }

    /// The font with the PostScript name (or family name) `fontName` and the transform `matrix`.
    public convenience init(name fontName: String, matrix: CGAffineTransform) {
        self.init(fontAttributes: [.name: fontName, .matrix: matrix])
    }

    /// Descriptors are immutable: a copy is the descriptor itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    // MARK: Attributes

    /// The descriptor's attributes.
    open var fontAttributes: [AttributeName: Any] { attributes }

    /// The value of one attribute, nil when the descriptor does not have it.
    open func object(forKey anAttribute: AttributeName) -> Any? { attributes[anAttribute] }

    /// The size attribute in points; 0 when the descriptor has none.
    open var pointSize: CGFloat { UIFontDescriptor.number(attributes[.size]) ?? 0 }

    /// The transform of the matrix attribute; the identity when the descriptor has none.
    open var matrix: CGAffineTransform { attributes[.matrix] as? CGAffineTransform ?? .identity }

    /// The PostScript name of the face the descriptor resolves to ("DejaVuSans-Bold").
    open var postscriptName: String { UIFont(descriptor: self, size: 0).fontName }

    /// The symbolic traits of the face the descriptor resolves to (bold, italic, condensed, monospaced).
    open var symbolicTraits: SymbolicTraits { UIFontDescriptor.traits(of: resolved().style) }

    // MARK: Derived descriptors

    /// The descriptor with `attributes` added (replacing those of the same names).
    open func addingAttributes(_ attributes: [AttributeName: Any] = [:]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: self.attributes.merging(attributes) { _, new in new })
    }

    /// The descriptor at another point size.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { addingAttributes([.size: newPointSize]) }

    /// The descriptor with another transform.
    open func withMatrix(_ matrix: CGAffineTransform) -> UIFontDescriptor { addingAttributes([.matrix: matrix]) }

    /// The face named `newFace` ("Bold", "Oblique") of the descriptor's family.
    open func withFace(_ newFace: String) -> UIFontDescriptor {
        var a = attributes
        a[.family] = resolved().style.family
        a[.name] = nil
        a[.traits] = nil // the face sets the style: bold, italic, condensed
        a[.face] = newFace
        return UIFontDescriptor(fontAttributes: a)
    }

    /// The descriptor in another family, its other attributes kept.
    open func withFamily(_ newFamily: String) -> UIFontDescriptor {
        var a = attributes
        a[.name] = nil
        a[.face] = nil
        a[.family] = newFamily
        return UIFontDescriptor(fontAttributes: a)
    }

    /// The descriptor's family with exactly these symbolic traits (they replace the current ones: add with
    /// `symbolicTraits.union(…)`); nil when the family has no face with them.
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        let current = resolved().style
        var family = current.family
        if symbolicTraits.contains(.traitMonoSpace), family == UIFont.systemFamily { family = UIFont.monospacedFamily }
        let wantsBold = symbolicTraits.contains(.traitBold), wantsItalic = symbolicTraits.contains(.traitItalic)
        let wantsCondensed = symbolicTraits.contains(.traitCondensed)
        let faces = PangoText.faces(ofFamily: family)
        if symbolicTraits.contains(.traitExpanded) { return nil }
        if !faces.isEmpty, !faces.contains(where: {
            UIFontDescriptor.isBold($0.weight) == wantsBold && $0.italic == wantsItalic && $0.condensed == wantsCondensed
        }) { return nil }
        var a = attributes
        a[.name] = nil
        a[.face] = nil
        a[.family] = family
        var traits = attributes[.traits] as? [TraitKey: Any] ?? [:]
        traits[.symbolic] = symbolicTraits.rawValue
        // The weight goes with the bold trait: a bold request makes a regular weight bold, a plain one
        // takes a bold weight back to regular.
        let weight = UIFont.Weight.fromPango(current.weight)
        if wantsBold, weight < .semibold { traits[.weight] = UIFont.Weight.bold.rawValue }
        else if !wantsBold, weight >= .semibold { traits[.weight] = UIFont.Weight.regular.rawValue }
        else { traits[.weight] = weight.rawValue }
        a[.traits] = traits
        return UIFontDescriptor(fontAttributes: a)
    }

    /// The system font of another design (monospaced, serif, rounded); nil for a font that is not a
    /// system font.
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        let family = resolved().style.family
        guard UIFontDescriptor.systemDesignFamilies.contains(family) else { return nil }
        var a = attributes
        a[.name] = nil
        a[.face] = nil
        a[.family] = nil
        var traits = attributes[.traits] as? [TraitKey: Any] ?? [:]
        traits[.design] = design.rawValue
        a[.traits] = traits
        return UIFontDescriptor(fontAttributes: a)
    }

    // MARK: Text styles

    /// The descriptor of the font for a text style at the app's preferred content size category.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        preferredFontDescriptor(withTextStyle: style, compatibleWith: nil)
    }

    /// The descriptor of the font for a text style at the content size category of `traitCollection`
    /// (the app's when nil or unspecified).
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle,
                                            compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        let size = DynamicTypeInfo.pointSize(style, DynamicTypeInfo.category(traitCollection))
        return UIFontDescriptor(fontAttributes: [.textStyle: style.rawValue, .size: size])
    }

    // MARK: Matching

    /// Descriptors of the installed faces that match the descriptor's values for `mandatoryKeys` (all its
    /// family, name, face and traits attributes when nil).
    open func matchingFontDescriptors(withMandatoryKeys mandatoryKeys: Set<AttributeName>?) -> [UIFontDescriptor] {
        let keys = mandatoryKeys ?? Set(attributes.keys)
        let wantedFamily = keys.contains(.family) ? attributes[.family] as? String : nil
        let wantedName = keys.contains(.name) ? attributes[.name] as? String : nil
        let wantedFace = keys.contains(.face) ? attributes[.face] as? String : nil
        let wantedTraits = keys.contains(.traits)
            ? (attributes[.traits] as? [TraitKey: Any]).flatMap { UIFontDescriptor.integer($0[.symbolic]) }.map { SymbolicTraits(rawValue: UInt32(truncatingIfNeeded: $0)) }
            : nil
        let families = wantedFamily.map { [$0] } ?? PangoText.familyNames()
        var found: [UIFontDescriptor] = []
        for family in families {
            for face in PangoText.faces(ofFamily: family) {
                let name = UIFont.postScriptName(family: face.family, face: face.faceName)
                if let wantedName, name.caseInsensitiveCompare(wantedName) != .orderedSame,
                   face.family.caseInsensitiveCompare(wantedName) != .orderedSame { continue }
                if let wantedFace, !UIFontDescriptor.sameFaceName(face.faceName, wantedFace) { continue }
                var style = PangoText.Style()
                style.family = face.family
                style.weight = face.weight
                style.italic = face.italic
                style.condensed = face.condensed
                if let wantedTraits, !UIFontDescriptor.traits(of: style).isSuperset(of: wantedTraits.intersection(.styleTraits)) { continue }
                var a: [AttributeName: Any] = [.name: name, .family: face.family, .face: face.faceName]
                if let size = attributes[.size] { a[.size] = size }
                found.append(UIFontDescriptor(fontAttributes: a))
            }
        }
        return found
    }

    // MARK: Equality

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFontDescriptor else { return false }
        return other === self || other.summary == summary
    }

    open override var hash: Int { summary.hashValue }

    /// The attributes as sorted "key = value" text (values are `Any`: the text is what compares them).
    private var summary: String {
        attributes.map { "\($0.key.rawValue) = \($0.value)" }.sorted().joined(separator: "; ")
    }

    open override var description: String {
        "UICTFontDescriptor <\(Unmanaged.passUnretained(self).toOpaque())> = {\(summary)}"
    }
}
