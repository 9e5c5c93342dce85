import Foundation

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
