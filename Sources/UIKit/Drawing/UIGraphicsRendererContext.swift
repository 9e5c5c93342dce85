import Foundation

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
