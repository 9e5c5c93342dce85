// Frame stage 5 display (docs/ARCHITECTURE.md). Before: 4, layout — Application/MainLoop.endTurn → QuartzCore CATransaction.layoutAndDisplay → UIView/UIView+Layout.layoutPass.
// After: 6, commit — QuartzCore CATransaction.commitAll.
import Foundation
import CCairo
import CoreGraphics

/// The bitmap a layer draws into with `draw(in:)`, kept and reused until the layer is invalidated.
/// Like Apple's, it becomes the layer's `contents` (an opaque object, not a CGImage).
package final class CABackingStore: @unchecked Sendable {
    /// Cairo ARGB32 surface of `pixelWidth` × `pixelHeight`. Kept inside QuartzCore: no other module sees Cairo.
    let surface: OpaquePointer
    package let pixelWidth: Int
    package let pixelHeight: Int
    /// Pixels per point the store was drawn at (the layer's contentsScale).
    package let scale: CGFloat

    init?(pixelWidth: Int, pixelHeight: Int, scale: CGFloat) {
        guard pixelWidth > 0, pixelHeight > 0, pixelWidth <= 32767, pixelHeight <= 32767,
              let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight)),
              cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else { return nil }
        surface = s
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
    }

    deinit { cairo_surface_destroy(surface) }

    /// Draws a layer's content into its store (CALayer.displayBackingStore()).
    /// The store is reused when its pixel size still fits, and then only the invalidated rect is
    /// redrawn (cleared unless the layer keeps its old pixels, then drawn with a clip). The context is y-down with the origin at the top left
    /// of the bounds and scaled by contentsScale, as Core Animation's contexts on iOS.
    static func display(_ layer: CALayer) {
        let bounds = layer.s.bounds
        let scale = max(layer.s.contentsScale, 0.01)
        let pw = Int((bounds.width * scale).rounded(.up)), ph = Int((bounds.height * scale).rounded(.up))
        guard pw > 0, ph > 0 else {
            layer.s.contents = nil
            return
        }
        var dirty = layer.lastDisplayRect ?? bounds
        let existing = layer.s.contents as? CABackingStore
        let store: CABackingStore
        if let existing, existing.pixelWidth == pw, existing.pixelHeight == ph, existing.scale == scale {
            store = existing
        } else {
            guard let fresh = CABackingStore(pixelWidth: pw, pixelHeight: ph, scale: scale) else { return }
            store = fresh
            dirty = bounds // a new store has nothing to keep
        }
        let ctx = CGContext(drawingInto: store.surface)
        ctx.translateBy(x: 0, y: CGFloat(ph))
        ctx.scaleBy(x: scale, y: -scale)
        ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
        ctx.clip(to: dirty)
        if layer.clearsBackingStoreBeforeDrawing { ctx.clear(dirty) }
        layer.delegate?.layerWillDraw(layer)
        layer.draw(in: ctx)
        ctx.flush()
        layer.s.contents = store
    }
}
