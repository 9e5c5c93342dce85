import CCairo
import Foundation

/// An offscreen drawing destination made for a context, to draw into once and draw many times: a bitmap at
/// the resolution of the context it was made for (so a layer made for a 2× context has 2× pixels).
public final class CGLayer {
    /// The layer's size, in the user space of the context it was made for.
    public let size: CGSize

    /// The context to draw the layer's contents with; user space runs from (0, 0) to `size`.
    public let context: CGContext?

    /// Makes a layer for drawing into `context`; nil when `size` is empty. `auxiliaryInfo` is reserved
    /// (Apple: pass nil).
    public init?(_ context: CGContext, size: CGSize, auxiliaryInfo: CFDictionary?) {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
        // Pixels per user-space unit of the destination (its CTM, including a HiDPI scale, and device base).
        var m = cairo_matrix_t()
        cairo_get_matrix(context.cairo, &m)
        let scale = max(hypot(m.xx, m.yx), hypot(m.xy, m.yy), 1e-3)
        let space = context.colorSpace ?? CGColorSpace(name: CGColorSpace.sRGB) ?? CGColorSpaceCreateDeviceRGB()
        let info = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        guard let bitmap = CGContext(data: nil, width: Int((size.width * scale).rounded(.up)), height: Int((size.height * scale).rounded(.up)),
                                     bitsPerComponent: 8, bytesPerRow: 0, space: space.model == .rgb ? space : CGColorSpaceCreateDeviceRGB(),
                                     bitmapInfo: info)
        else { return nil }
        bitmap.scaleBy(x: scale, y: scale)
        self.size = size
        self.context = bitmap
    }
}

extension CGContext {
    /// Draws a layer's contents scaled to fill `rect`.
    public func draw(_ layer: CGLayer, in rect: CGRect) {
        guard let image = layer.context?.makeImage() else { return }
        draw(image, in: rect)
    }

    /// Draws a layer's contents at its own size, its origin at `point`.
    public func draw(_ layer: CGLayer, at point: CGPoint) {
        draw(layer, in: CGRect(origin: point, size: layer.size))
    }
}
