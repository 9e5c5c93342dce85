import Foundation

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
