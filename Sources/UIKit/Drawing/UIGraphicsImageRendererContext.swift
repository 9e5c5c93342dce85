import Foundation

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
