import Foundation
import CCairo
import CPangoCairo
import CoreGraphics

extension PangoText.Layout {
    /// Draws the lines with the layout's top left at `point` in the current user space of a raw, y-down
    /// Cairo context (the compositor's layer space); the text colour comes from the runs' styles.
    package func draw(cairo cr: OpaquePointer, at point: CGPoint, alpha: CGFloat = 1) {
        if alpha < 1 { cairo_push_group(cr) }
        for l in lines {
            cairo_move_to(cr, point.x + l.origin.x, point.y + l.origin.y)
            pango_cairo_show_layout_line(cr, l.line)
        }
        if alpha < 1 {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, alpha)
        }
    }
}
