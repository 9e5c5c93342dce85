import CCairo
import QuartzCore

/// The floor of `compositor move_1000_ms`: what Cairo alone needs to paint that frame, with no layer tree — a
/// 1920×1080 ARGB32 surface filled with the root's background, then `count` 64×64 ARGB32 surfaces holding the
/// layers' drawing, each painted at its layer's place. Its frame is pixel for pixel the compositor's (checked
/// when this was written). Uses Cairo directly (declared in Package.swift for this).
final class MoveFloor {
    let target: OpaquePointer
    let sprites: [OpaquePointer]

    init(count: Int) {
        let w = CompositorBenchmark.width, h = CompositorBenchmark.height
        target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))
        sprites = (0..<count).map { _ in
            // What DrawnLayer.draw(in:) draws: a filled ellipse over the whole 64×64 bounds.
            let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 64, 64)!
            let cr = cairo_create(s)!
            cairo_set_source_rgba(cr, 0.2, 0.5, 0.9, 1)
            cairo_translate(cr, 32, 32)
            cairo_scale(cr, 32, 32)
            cairo_arc(cr, 0, 0, 1, 0, 2 * .pi)
            cairo_fill(cr)
            cairo_destroy(cr)
            cairo_surface_flush(s)
            return s
        }
    }

    deinit {
        for s in sprites { cairo_surface_destroy(s) }
        cairo_surface_destroy(target)
    }

    /// Paints one frame with sprite `i` at `origin(i)` (its top-left corner, in pixels).
    func paint(origin: (Int) -> (x: Int, y: Int)) {
        let cr = cairo_create(target)!
        cairo_set_source_rgba(cr, 0.95, 0.95, 0.95, 1) // the root layer's background
        cairo_paint(cr)
        for (i, sprite) in sprites.enumerated() {
            let o = origin(i)
            cairo_set_source_surface(cr, sprite, Double(o.x), Double(o.y))
            cairo_rectangle(cr, Double(o.x), Double(o.y), 64, 64)
            cairo_fill(cr)
        }
        cairo_destroy(cr)
        cairo_surface_flush(target)
    }
}

