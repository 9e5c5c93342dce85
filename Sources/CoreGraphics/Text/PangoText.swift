import Foundation
import CCairo
import CPangoCairo

/// Text drawn through Pango (shaping by HarfBuzz, fonts found by fontconfig) into a CGContext.
/// UIKit's string drawing and CATextLayer are built on this; it is not public Apple API.
package enum PangoText {
    /// The result of laying out one string.
    package struct Metrics {
        /// Logical size of the laid-out text, in points.
        package var size: CGSize
        /// Distance from the top of the layout to the first line's baseline.
        package var baseline: CGFloat
        /// Glyphs the fonts could not supply (drawn as boxes); 0 means every character has a glyph.
        package var unknownGlyphs: Int
    }

    /// Draws `text` with its layout's top-left corner at `point` in the context's user space, upright
    /// whichever way the context's y axis points (`flipped` says the user space is y-down, as UIKit's is).
    @discardableResult
    package static func draw(_ text: String, at point: CGPoint, in context: CGContext, fontFamily: String = "sans-serif",
                             size: CGFloat, color: CGColor, flipped: Bool = false) -> Metrics {
        let cr = context.cairo
        cairo_save(cr)
        cairo_translate(cr, point.x, point.y)
        if !flipped { cairo_scale(cr, 1, -1) } // y-up user space: flip so the layout grows downward from `point`
        let (r, g, b, a) = color.rgba
        cairo_set_source_rgba(cr, r, g, b, a)
        let layout = pango_cairo_create_layout(cr)!
        configure(layout, text: text, fontFamily: fontFamily, size: size)
        let m = metrics(of: layout)
        pango_cairo_show_layout(cr, layout)
        g_object_unref(UnsafeMutableRawPointer(layout))
        cairo_restore(cr)
        context.mirror()
        return m
    }

    /// Measures `text` without drawing it.
    package static func measure(_ text: String, fontFamily: String = "sans-serif", size: CGFloat) -> Metrics {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
        let cr = cairo_create(surface)
        defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
        let layout = pango_cairo_create_layout(cr)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        configure(layout, text: text, fontFamily: fontFamily, size: size)
        return metrics(of: layout)
    }

    private static func configure(_ layout: OpaquePointer, text: String, fontFamily: String, size: CGFloat) {
        let desc = pango_font_description_new()!
        pango_font_description_set_family(desc, fontFamily)
        pango_font_description_set_absolute_size(desc, Double(size) * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, desc)
        pango_font_description_free(desc)
        pango_layout_set_text(layout, text, -1)
    }

    private static func metrics(of layout: OpaquePointer) -> Metrics {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let scale = CGFloat(PANGO_SCALE)
        return Metrics(size: CGSize(width: CGFloat(logical.width) / scale, height: CGFloat(logical.height) / scale),
                       baseline: CGFloat(pango_layout_get_baseline(layout)) / scale,
                       unknownGlyphs: Int(pango_layout_get_unknown_glyphs_count(layout)))
    }
}
