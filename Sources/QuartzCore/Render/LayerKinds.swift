import Foundation
import TextEngine
import CCairo
import CoreGraphics

/// Drawing of the layer subclasses that produce their own pixels without a backing store:
/// shape, gradient and text layers, and the instances of a replicator layer.
enum LayerKinds {
    /// Draws the subclass's content in the layer's bounds space (the current Cairo matrix).
    static func drawOwnContent(_ layer: CALayer, alpha: CGFloat, cr: OpaquePointer) {
        switch layer {
        case let shape as CAShapeLayer: drawShape(shape, alpha: alpha, cr: cr)
        case let gradient as CAGradientLayer: drawGradient(gradient, alpha: alpha, cr: cr)
        case let text as CATextLayer: drawText(text, alpha: alpha, cr: cr)
        default: break
        }
    }

    // MARK: Shape

    static func drawShape(_ layer: CAShapeLayer, alpha: CGFloat, cr: OpaquePointer) {
        guard let path = layer.path, !path.isEmpty else { return }
        cairo_save(cr)
        cairo_new_path(cr)
        appendPath(path, to: cr)
        if let fill = layer.fillColor, fill.alpha > 0 {
            cairo_set_fill_rule(cr, layer.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            let (r, g, b, a) = fill.rgba
            cairo_set_source_rgba(cr, r, g, b, a * alpha)
            cairo_fill_preserve(cr)
        }
        let start = max(0, min(1, layer.strokeStart)), end = max(0, min(1, layer.strokeEnd))
        if let stroke = layer.strokeColor, stroke.alpha > 0, layer.lineWidth > 0, end > start {
            if start > 0 || end < 1 {
                cairo_new_path(cr)
                appendPartial(path, from: start, to: end, cr: cr)
            }
            cairo_set_line_width(cr, layer.lineWidth)
            cairo_set_line_cap(cr, layer.lineCap == .round ? CAIRO_LINE_CAP_ROUND : layer.lineCap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
            cairo_set_line_join(cr, layer.lineJoin == .round ? CAIRO_LINE_JOIN_ROUND : layer.lineJoin == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
            cairo_set_miter_limit(cr, layer.miterLimit)
            let dashes = (layer.lineDashPattern ?? []).map { $0.doubleValue }
            if !dashes.isEmpty, dashes.contains(where: { $0 > 0 }) {
                dashes.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), layer.lineDashPhase) }
            }
            let (r, g, b, a) = stroke.rgba
            cairo_set_source_rgba(cr, r, g, b, a * alpha)
            cairo_stroke(cr)
        }
        cairo_new_path(cr)
        cairo_restore(cr)
    }

    /// The part of the path between fractions `from` and `to` of its total length (strokeStart/strokeEnd).
    static func appendPartial(_ path: CGPath, from: CGFloat, to: CGFloat, cr: OpaquePointer) {
        // Flatten with Cairo, then walk the polyline.
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        appendPath(path, to: cr)
        let flat = cairo_copy_path_flat(cr)
        cairo_new_path(cr)
        cairo_restore(cr)
        guard let flat, let data = flat.pointee.data else { return }
        defer { cairo_path_destroy(flat) }
        var polylines: [[CGPoint]] = []
        var i = 0
        let n = Int(flat.pointee.num_data)
        while i < n {
            let h = data[i].header
            switch h.type {
            case CAIRO_PATH_MOVE_TO: polylines.append([CGPoint(x: data[i + 1].point.x, y: data[i + 1].point.y)])
            case CAIRO_PATH_LINE_TO:
                let p = CGPoint(x: data[i + 1].point.x, y: data[i + 1].point.y)
                if polylines.isEmpty { polylines.append([p]) } else { polylines[polylines.count - 1].append(p) }
            case CAIRO_PATH_CLOSE_PATH:
                if let first = polylines.last?.first { polylines[polylines.count - 1].append(first) }
            default: break
            }
            i += Int(h.length)
        }
        var total: CGFloat = 0
        for line in polylines { for k in 1..<max(1, line.count) { total += hypot(line[k].x - line[k - 1].x, line[k].y - line[k - 1].y) } }
        guard total > 0 else { return }
        let a = from * total, b = to * total
        var walked: CGFloat = 0
        for line in polylines {
            var drawing = false
            for k in 1..<max(1, line.count) {
                let p = line[k - 1], q = line[k]
                let len = hypot(q.x - p.x, q.y - p.y)
                let s0 = walked, s1 = walked + len
                walked = s1
                if len == 0 || s1 < a || s0 > b { drawing = false; continue }
                let t0 = max(0, (a - s0) / len), t1 = min(1, (b - s0) / len)
                let p0 = CGPoint(x: p.x + (q.x - p.x) * t0, y: p.y + (q.y - p.y) * t0)
                let p1 = CGPoint(x: p.x + (q.x - p.x) * t1, y: p.y + (q.y - p.y) * t1)
                if !drawing { cairo_move_to(cr, p0.x, p0.y); drawing = true }
                cairo_line_to(cr, p1.x, p1.y)
            }
        }
    }

    // MARK: Gradient

    static func drawGradient(_ layer: CAGradientLayer, alpha: CGFloat, cr: OpaquePointer) {
        let colors = (layer.colors ?? []).compactMap { $0 as? CGColor }
        guard !colors.isEmpty else { return }
        let b = layer.bounds
        let locations: [CGFloat] = layer.locations.map { $0.map { CGFloat($0.doubleValue) } }
            ?? colors.indices.map { colors.count == 1 ? 0 : CGFloat($0) / CGFloat(colors.count - 1) }
        let p0 = CGPoint(x: b.minX + layer.startPoint.x * b.width, y: b.minY + layer.startPoint.y * b.height)
        let p1 = CGPoint(x: b.minX + layer.endPoint.x * b.width, y: b.minY + layer.endPoint.y * b.height)
        cairo_save(cr)
        cairo_rectangle(cr, b.minX, b.minY, b.width, b.height)
        cairo_clip(cr)
        if layer.type == .conic {
            drawConic(colors: colors, locations: locations, center: p0, toward: p1, bounds: b, alpha: alpha, cr: cr)
            cairo_restore(cr)
            return
        }
        let pattern: OpaquePointer
        if layer.type == .radial {
            // An ellipse centred on startPoint reaching endPoint on each axis.
            let rx = max(abs(p1.x - p0.x), 0.0001), ry = max(abs(p1.y - p0.y), 0.0001)
            pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)!
            var m = cairo_matrix_t(xx: 1 / rx, yx: 0, xy: 0, yy: 1 / ry, x0: -p0.x / rx, y0: -p0.y / ry)
            cairo_pattern_set_matrix(pattern, &m)
        } else {
            pattern = cairo_pattern_create_linear(p0.x, p0.y, p1.x, p1.y)!
        }
        for (c, loc) in zip(colors, locations) {
            let (r, g, bl, a) = c.rgba
            cairo_pattern_add_color_stop_rgba(pattern, max(0, min(1, loc)), r, g, bl, a)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        cairo_paint_with_alpha(cr, alpha)
        cairo_pattern_destroy(pattern)
        cairo_restore(cr)
    }

    /// A conic (angular) gradient as a fan of thin mesh patches around `center`, starting toward `toward`.
    private static func drawConic(colors: [CGColor], locations: [CGFloat], center: CGPoint, toward: CGPoint,
                                  bounds: CGRect, alpha: CGFloat, cr: OpaquePointer) {
        let start = atan2(toward.y - center.y, toward.x - center.x)
        let radius = hypot(bounds.width, bounds.height) * 2
        func color(at t: CGFloat) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
            if t <= locations[0] { return colors[0].rgba }
            for k in 1..<colors.count where t <= locations[k] {
                let span = max(locations[k] - locations[k - 1], 1e-9), f = (t - locations[k - 1]) / span
                let a = colors[k - 1].rgba, b = colors[k].rgba
                return (a.0 + (b.0 - a.0) * f, a.1 + (b.1 - a.1) * f, a.2 + (b.2 - a.2) * f, a.3 + (b.3 - a.3) * f)
            }
            return colors[colors.count - 1].rgba
        }
        let steps = 180
        let mesh = cairo_pattern_create_mesh()!
        for k in 0..<steps {
            let t0 = CGFloat(k) / CGFloat(steps), t1 = CGFloat(k + 1) / CGFloat(steps)
            let a0 = start + t0 * 2 * .pi, a1 = start + t1 * 2 * .pi
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, center.x, center.y)
            cairo_mesh_pattern_line_to(mesh, center.x + radius * cos(a0), center.y + radius * sin(a0))
            cairo_mesh_pattern_line_to(mesh, center.x + radius * cos(a1), center.y + radius * sin(a1))
            cairo_mesh_pattern_line_to(mesh, center.x, center.y)
            let c0 = color(at: t0), c1 = color(at: t1)
            cairo_mesh_pattern_set_corner_color_rgba(mesh, 0, c0.0, c0.1, c0.2, c0.3)
            cairo_mesh_pattern_set_corner_color_rgba(mesh, 1, c0.0, c0.1, c0.2, c0.3)
            cairo_mesh_pattern_set_corner_color_rgba(mesh, 2, c1.0, c1.1, c1.2, c1.3)
            cairo_mesh_pattern_set_corner_color_rgba(mesh, 3, c1.0, c1.1, c1.2, c1.3)
            cairo_mesh_pattern_end_patch(mesh)
        }
        cairo_set_source(cr, mesh)
        cairo_paint_with_alpha(cr, alpha)
        cairo_pattern_destroy(mesh)
    }

    // MARK: Text

    /// Draws a text layer's string inside its bounds: font name and size, foreground colour (white by
    /// default), alignment, wrapping at the bounds' width, and truncation with an ellipsis.
    /// Attributed strings are drawn with the layer's style (their own attributes are UIKit's).
    static func drawText(_ layer: CATextLayer, alpha: CGFloat, cr: OpaquePointer) {
        let text: String
        switch layer.string {
        case let s as String: text = s
        case let a as NSAttributedString: text = a.string
        default: return
        }
        guard !text.isEmpty else { return }
        var style = PangoText.Style()
        if let name = layer.font as? String { style.family = name }
        style.size = layer.fontSize
        style.foreground = layer.foregroundColor ?? CGColor(gray: 1, alpha: 1)
        var paragraph = PangoText.Paragraph()
        switch layer.alignmentMode {
        case .center: paragraph.alignment = .center
        case .right: paragraph.alignment = .right
        case .justified: paragraph.alignment = .justified
        default: paragraph.alignment = .left
        }
        paragraph.wrap = layer.isWrapped ? .word : .none
        switch layer.truncationMode {
        case .start: paragraph.ellipsize = .start
        case .middle: paragraph.ellipsize = .middle
        case .end: paragraph.ellipsize = .end
        default: paragraph.ellipsize = .none
        }
        let b = layer.bounds
        let constrained = layer.isWrapped || paragraph.ellipsize != .none || paragraph.alignment != .left
        let layout = PangoText.Layout(text: text, runs: [PangoText.Run(start: 0, end: text.utf8.count, style: style)],
                                      paragraph: paragraph, width: constrained ? b.width : nil,
                                      heightLimit: layer.isWrapped ? b.height : nil,
                                      truncatesLastLine: layer.isWrapped && paragraph.ellipsize != .none)
        cairo_save(cr)
        cairo_rectangle(cr, b.minX, b.minY, b.width, b.height)
        cairo_clip(cr)
        layout.draw(cairo: cr, at: b.origin, alpha: alpha)
        cairo_restore(cr)
    }

    // MARK: Replicator

    /// Draws the sublayers `instanceCount` times, each instance transformed by instanceTransform once more
    /// than the previous (about the replicator's anchor point) and multiplied by instanceColor plus i times the
    /// colour offsets (components clamped to 0…1).
    static func drawReplicated(_ layer: CAReplicatorLayer, sublayers: [CALayer], renderer: LayerRenderer,
                               toDevice: Affine, cr: OpaquePointer) {
        let s = layer.s
        let ax = s.bounds.minX + s.anchorPoint.x * s.bounds.width, ay = s.bounds.minY + s.anchorPoint.y * s.bounds.height
        let step = CGAffineTransform(translationX: -ax, y: -ay)
            .concatenating(CATransform3DGetAffineTransform(layer.instanceTransform))
            .concatenating(CGAffineTransform(translationX: ax, y: ay))
        var instance = CGAffineTransform.identity
        let sublayerSpace = SublayerSpace(layer)
        let base = layer.instanceColor?.rgba ?? (1, 1, 1, 1)
        func clamp(_ v: CGFloat) -> CGFloat { max(0, min(1, v)) }
        for i in 0..<layer.instanceCount {
            let k = CGFloat(i)
            let r = clamp(base.0 + CGFloat(layer.instanceRedOffset) * k)
            let g = clamp(base.1 + CGFloat(layer.instanceGreenOffset) * k)
            let b = clamp(base.2 + CGFloat(layer.instanceBlueOffset) * k)
            let a = clamp(base.3 + CGFloat(layer.instanceAlphaOffset) * k)
            let space = Affine(t: instance).then(toDevice)
            let tinted = r < 1 || g < 1 || b < 1
            if tinted || a < 1 { cairo_push_group(cr) }
            if tinted { cairo_push_group(cr) }
            for sub in sublayers {
                renderer.draw(sub, shown: renderer.shown(sub), parent: sublayerSpace, toDevice: space, cr: cr)
            }
            if tinted {
                // Multiply the instance's colours by (r, g, b), keeping its own coverage.
                let content = cairo_pop_group(cr)!
                cairo_set_source(cr, content)
                cairo_paint(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_MULTIPLY)
                cairo_set_source_rgb(cr, r, g, b)
                cairo_paint(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_DEST_IN)
                cairo_set_source(cr, content)
                cairo_paint(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
                cairo_pattern_destroy(content)
            }
            if tinted || a < 1 {
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, a)
            }
            instance = instance.concatenating(step)
        }
    }
}
