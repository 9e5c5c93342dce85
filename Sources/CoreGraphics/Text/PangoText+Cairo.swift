import Foundation
import CCairo
import CPangoCairo

extension PangoText {
    /// Draws `text` with its layout's top-left corner at `point` in the current user space of a raw Cairo
    /// context whose y axis points down (the compositor's layer space).
    package static func draw(_ text: String, at point: CGPoint, cairo cr: OpaquePointer, fontFamily: String = "sans-serif",
                             size: CGFloat, color: CGColor) {
        cairo_save(cr)
        cairo_translate(cr, point.x, point.y)
        let (r, g, b, a) = color.rgba
        cairo_set_source_rgba(cr, r, g, b, a)
        let layout = pango_cairo_create_layout(cr)!
        let desc = pango_font_description_new()!
        pango_font_description_set_family(desc, fontFamily)
        pango_font_description_set_absolute_size(desc, Double(size) * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, desc)
        pango_font_description_free(desc)
        pango_layout_set_text(layout, text, -1)
        pango_cairo_show_layout(cr, layout)
        g_object_unref(UnsafeMutableRawPointer(layout))
        cairo_restore(cr)
    }
}
