import Foundation

/// Settings shared by graphics renderers.
open class UIGraphicsRendererFormat: NSObject, NSCopying {
    /// The drawing bounds the renderer was made with.
    open internal(set) var bounds: CGRect = .zero

    public override required init() { super.init() }

    /// The default format for the main screen.
    open class func `default`() -> Self { Self() }

    open func copy(with zone: NSZone? = nil) -> Any {
        let c = Self()
        c.bounds = bounds
        return c
    }
}

/// The drawing environment handed to a renderer's actions.
open class UIGraphicsRendererContext: NSObject {
    /// The Core Graphics context to draw into (also current for UIKit drawing during the actions).
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsRendererFormat

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        self.format = format
        super.init()
    }

    /// Fills `rect` with the context's current fill color.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Fills `rect` with the current fill color and a blend mode.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Strokes the outline of `rect` with the current stroke color and line width.
    open func stroke(_ rect: CGRect) { stroke(rect, blendMode: .normal) }

    /// Strokes `rect` with a blend mode.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.stroke(rect)
        cgContext.restoreGState()
    }

    /// Intersects the clip area with `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// An abstract renderer of drawing into some output.
open class UIGraphicsRenderer: NSObject {
    /// The format the renderer was made with.
    public let format: UIGraphicsRendererFormat
    /// The area drawn, in points.
    let bounds: CGRect

    /// A renderer for `bounds` with a format.
    public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        self.bounds = bounds
        self.format = format.copy() as? UIGraphicsRendererFormat ?? format
        self.format.bounds = bounds
        super.init()
    }

    /// Whether the renderer can make images (true for image renderers).
    open var allowsImageOutput: Bool { false }
}

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

/// The context of an image renderer's actions.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    let scale: CGFloat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        scale = format.scale
        super.init(cgContext: cgContext, format: format)
    }

    /// An image of everything drawn so far.
    open var currentImage: UIImage {
        guard let cg = cgContext.makeImage() else { return UIImage() }
        return UIImage(cgImage: cg, scale: scale, orientation: .up)
    }
}

/// The drawing actions of an image renderer.
public typealias UIGraphicsImageDrawingActions = (UIGraphicsImageRendererContext) -> Void

/// Creates images from drawing: y-down, top-left origin, at the format's scale.
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    private var imageFormat: UIGraphicsImageRendererFormat { format as! UIGraphicsImageRendererFormat }

    /// A renderer of `size` points with the default format.
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: UIGraphicsImageRendererFormat())
    }

    /// A renderer of `size` points with the given format.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer of `bounds` (its origin is the top left of the image) with the default format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsImageRendererFormat())
    }

    /// A renderer of `bounds` with the given format.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        super.init(bounds: bounds, format: format)
    }

    open override var allowsImageOutput: Bool { true }

    /// Runs `actions` with a fresh context (also pushed as the current UIKit context) and returns what
    /// it drew. An empty size gives an empty image without running the actions.
    private func render(_ actions: UIGraphicsImageDrawingActions) -> UIGraphicsImageRendererContext? {
        let f = imageFormat
        guard let ctx = UIGraphicsMakeImageContext(size: bounds.size, opaque: f.opaque, scale: f.scale) else { return nil }
        ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
        let rc = UIGraphicsImageRendererContext(cgContext: ctx, format: f)
        UIGraphicsPushContext(ctx)
        ctx.saveGState()
        actions(rc)
        ctx.restoreGState()
        UIGraphicsPopContext()
        return rc
    }

    /// An image of what `actions` draw.
    open func image(actions: UIGraphicsImageDrawingActions) -> UIImage {
        render(actions)?.currentImage ?? UIImage()
    }

    /// PNG data of what `actions` draw.
    open func pngData(actions: UIGraphicsImageDrawingActions) -> Data {
        render(actions)?.currentImage.pngData() ?? Data()
    }

    /// JPEG data of what `actions` draw, at `compressionQuality` (0…1).
    open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: UIGraphicsImageDrawingActions) -> Data {
        render(actions)?.currentImage.jpegData(compressionQuality: compressionQuality) ?? Data()
    }
}
