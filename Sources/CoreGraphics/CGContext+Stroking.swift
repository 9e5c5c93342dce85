import CCairo
import Foundation

extension CGContext {
    /// Replaces the current path with the outline its stroke would cover, under the context's line width,
    /// cap, join, miter limit and dash pattern; filling the new path paints what stroking the old one would.
    public func replacePathWithStrokedPath() {
        guard let current = path else { return }
        var source = current
        let dashCount = Int(cairo_get_dash_count(cairo))
        if dashCount > 0 {
            var lengths = [Double](repeating: 0, count: dashCount)
            var phase: Double = 0
            lengths.withUnsafeMutableBufferPointer { cairo_get_dash(cairo, $0.baseAddress, &phase) }
            source = current.copy(dashingWithPhase: CGFloat(phase), lengths: lengths.map { CGFloat($0) })
        }
        let cap: CGLineCap = switch cairo_get_line_cap(cairo) {
        case CAIRO_LINE_CAP_ROUND: .round
        case CAIRO_LINE_CAP_SQUARE: .square
        default: .butt
        }
        let join: CGLineJoin = switch cairo_get_line_join(cairo) {
        case CAIRO_LINE_JOIN_ROUND: .round
        case CAIRO_LINE_JOIN_BEVEL: .bevel
        default: .miter
        }
        let stroked = source.copy(strokingWithWidth: CGFloat(cairo_get_line_width(cairo)), lineCap: cap, lineJoin: join,
                                  miterLimit: CGFloat(cairo_get_miter_limit(cairo)))
        beginPath()
        addPath(stroked)
    }
}
