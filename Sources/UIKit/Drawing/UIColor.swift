import Foundation

/// An object that stores color data and sometimes opacity.
///
/// Colors are immutable and so safe to share between threads, as Apple's are. Components are in the
/// extended sRGB space (or extended gray for the gray initializers), and may lie outside 0…1.
open class UIColor: NSObject, @unchecked Sendable {
    /// Which space the components are in.
    enum Space { case gray, rgb }

    let space: Space
    /// Red, green, blue, alpha (gray colors keep white in all three).
    let r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat
    /// The provider of a dynamic colour (nil: a fixed colour).
    let provider: (@Sendable (UITraitCollection) -> UIColor)?

    /// Creates a colour whose components depend on the traits it is resolved with: UIKit calls `dynamicProvider`
    /// with a view's traits when it shows the colour, and `UITraitCollection.current` elsewhere.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        space = .rgb
        r = 0; g = 0; b = 0; a = 0
        provider = dynamicProvider
        super.init()
    }

    /// The fixed colour this one is for `traitCollection` (itself when it is not dynamic).
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let provider else { return self }
        return provider(traitCollection).resolvedColor(with: traitCollection)
    }

    /// The fixed colour for `UITraitCollection.current`.
    var resolvedForCurrent: UIColor { provider == nil ? self : resolvedColor(with: UITraitCollection.current) }

    /// Creates a color from red, green, blue and opacity components in the extended sRGB space.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        space = .rgb
        r = red; g = green; b = blue; a = alpha
        provider = nil
        super.init()
    }

    /// Creates a gray color from a white level and opacity.
    public init(white: CGFloat, alpha: CGFloat) {
        space = .gray
        r = white; g = white; b = white; a = alpha
        provider = nil
        super.init()
    }

    /// Creates a color from hue, saturation, brightness and opacity (HSB), converted to sRGB.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (red, green, blue) = UIColor.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a color from Display P3 components.
    // Linux: the components are taken as sRGB (no color management); see docs/DIFFERENCES.md.
    public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: displayP3Red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a color from a Core Graphics color (gray and RGB spaces; others read as their RGB values).
    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? []
        if cgColor.colorSpace?.model == .monochrome, c.count >= 1 {
            self.init(white: c[0], alpha: c.count > 1 ? c[1] : 1)
        } else {
            let (red, green, blue, alpha) = cgColor.rgba
            self.init(red: red, green: green, blue: blue, alpha: alpha)
        }
    }

    /// Creates a color with the same components as `color` (NSCopying-style convenience).
    public override convenience init() { self.init(white: 0, alpha: 1) }

    /// The colour a `#colorLiteral(red:green:blue:alpha:)` makes: sRGB components, as Apple's literal.
    // `required` (the literal protocol asks for it) must sit in the class body of an open class.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// The Core Graphics color with the same components.
    public var cgColor: CGColor {
        if provider != nil { return resolvedForCurrent.cgColor }
        return space == .gray ? CGColor(gray: r, alpha: a) : CGColor(red: r, green: g, blue: b, alpha: a)
    }

    /// A color with the same components and the given opacity.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if let provider { return UIColor { provider($0).withAlphaComponent(alpha) } }
        return space == .gray ? UIColor(white: r, alpha: alpha) : UIColor(red: r, green: g, blue: b, alpha: alpha)
    }

    /// Reads the RGB components; gray colors convert. Returns true, as every color here is compatible.
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        if provider != nil { return resolvedForCurrent.getRed(red, green: green, blue: blue, alpha: alpha) }
        red?.pointee = r; green?.pointee = g; blue?.pointee = b; alpha?.pointee = a
        return true
    }

    /// Reads the white level of a gray color. Returns false (and writes nothing) for an RGB color,
    /// which is not in a compatible space, as on iOS.
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        if provider != nil { return resolvedForCurrent.getWhite(white, alpha: alpha) }
        guard space == .gray else { return false }
        white?.pointee = r; alpha?.pointee = a
        return true
    }

    /// Reads hue, saturation, brightness (HSB) and opacity; hue is in 0..<1.
    open func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                     brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        if provider != nil { return resolvedForCurrent.getHue(hue, saturation: saturation, brightness: brightness, alpha: alpha) }
        let maxC = max(r, g, b), minC = min(r, g, b), delta = maxC - minC
        var h: CGFloat = 0
        if delta > 0 {
            if maxC == r { h = ((g - b) / delta).truncatingRemainder(dividingBy: 6) }
            else if maxC == g { h = (b - r) / delta + 2 }
            else { h = (r - g) / delta + 4 }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maxC > 0 ? delta / maxC : 0
        brightness?.pointee = maxC
        alpha?.pointee = a
        return true
    }

    static func rgb(hue: CGFloat, saturation s: CGFloat, brightness v: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        var h = hue.truncatingRemainder(dividingBy: 1)
        if h < 0 { h += 1 }
        h *= 6
        let i = Int(h.rounded(.down)) % 6
        let f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch i {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    // MARK: Setting the current context's colors

    /// Sets the fill and stroke color of the current graphics context to this color.
    open func set() {
        setFill()
        setStroke()
    }

    /// Sets the fill color of the current graphics context to this color.
    open func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }

    /// Sets the stroke color of the current graphics context to this color.
    open func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }

    // MARK: Equality and description

    /// Colors are equal when they are in the same space with the same components.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        // A dynamic colour is equal only to itself (its provider cannot be compared).
        if provider != nil || other.provider != nil { return self === other }
        return space == other.space && r == other.r && g == other.g && b == other.b && a == other.a
    }

    open override var hash: Int {
        if provider != nil { return ObjectIdentifier(self).hashValue }
        var h = Hasher()
        h.combine(space == .gray)
        h.combine(r); h.combine(g); h.combine(b); h.combine(a)
        return h.finalize()
    }

    /// The color space and components, as iOS prints them ("UIExtendedSRGBColorSpace 1 0 0 1").
    open override var description: String {
        func f(_ v: CGFloat) -> String {
            // Like %g: shortest form, no trailing zeros.
            var s = String(format: "%g", Double(v))
            if s == "-0" { s = "0" }
            return s
        }
        if provider != nil { return "<UIDynamicProviderColor: \(Unmanaged.passUnretained(self).toOpaque())>" }
        switch space {
        case .gray: return "UIExtendedGrayColorSpace \(f(r)) \(f(a))"
        case .rgb: return "UIExtendedSRGBColorSpace \(f(r)) \(f(g)) \(f(b)) \(f(a))"
        }
    }
}

// `#colorLiteral(…)` builds a UIColor, as UIKit's overlay declares on Apple.
extension UIColor: _ExpressibleByColorLiteral {}

/// The type an untyped `#colorLiteral(…)` has.
public typealias _ColorLiteralType = UIColor
