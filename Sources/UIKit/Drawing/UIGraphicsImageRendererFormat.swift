import Foundation

/// Formats of UIGraphicsImageRenderer: scale, opacity, color range.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// The color range of the image.
    public enum Range: Int, Sendable {
        case unspecified = -1
        case automatic = 0
        case extended = 1
        case standard = 2
    }

    /// Pixels per point; defaults to the main screen's scale.
    open var scale: CGFloat = UIGraphicsDefaultScale
    /// Whether the image is opaque (no alpha channel). Default false.
    open var opaque = false
    /// The color range wanted. Only the standard (8-bit sRGB) range is rendered.
    open var preferredRange = Range.automatic
    /// Whether extended range is preferred (deprecated form of preferredRange).
    open var prefersExtendedRange: Bool {
        get { preferredRange == .extended }
        set { preferredRange = newValue ? .extended : .standard }
    }

    public required init() { super.init() }

    /// A format with the given scale, opacity and color range (the main screen's scale for 0).
    public convenience init(scale: CGFloat, opaque: Bool, preferredRange: Range = .automatic) {
        self.init()
        self.scale = scale > 0 ? scale : UIGraphicsDefaultScale
        self.opaque = opaque
        self.preferredRange = preferredRange
    }

    /// The format best for the main screen.
    open class func preferred() -> Self { Self() }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let c = UIGraphicsImageRendererFormat()
        c.bounds = bounds
        c.scale = scale
        c.opaque = opaque
        c.preferredRange = preferredRange
        return c
    }
}
