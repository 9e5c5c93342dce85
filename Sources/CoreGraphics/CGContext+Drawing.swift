import Foundation
import CCairo

/// Painting: paths, rectangles, images and gradients, each through the same compositing step,
/// which applies the global alpha, the shadow and the blend mode.
extension CGContext {
    // MARK: Paths

    /// Fills the current path with `rule`, then clears it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        drawPath(using: rule == .evenOdd ? .eoFill : .fill)
    }

    /// Fills the current path with the even-odd rule, then clears it.
    public func eoFillPath() { drawPath(using: .eoFill) }

    /// Strokes the current path, then clears it.
    public func strokePath() { drawPath(using: .stroke) }

    /// Paints the current path as `mode` says, then clears it.
    public func drawPath(using mode: CGPathDrawingMode) {
        let fills = mode != .stroke
        let strokes = mode == .stroke || mode == .fillStroke || mode == .eoFillStroke
        cairo_set_fill_rule(cairo, mode == .eoFill || mode == .eoFillStroke ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        composite { alpha in
            if fills {
                self.setSource(self.state.fill, alpha)
                cairo_fill_preserve(self.cairo)
            }
            if strokes {
                self.setSource(self.state.stroke, alpha)
                cairo_stroke_preserve(self.cairo)
            }
        }
        cairo_new_path(cairo)
    }

    // MARK: Shapes

    /// Fills a rectangle (the current path is cleared, as on Apple's platforms).
    public func fill(_ rect: CGRect) { fill([rect]) }

    /// Fills rectangles.
    public func fill(_ rects: [CGRect]) {
        beginPath()
        for r in rects { cairo_rectangle(cairo, r.minX, r.minY, r.width, r.height) }
        fillPath()
    }

    /// Fills an ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) {
        beginPath(); addEllipse(in: rect); fillPath()
    }

    /// Strokes a rectangle's outline.
    public func stroke(_ rect: CGRect) {
        beginPath(); addRect(rect); strokePath()
    }

    /// Strokes a rectangle's outline with the given line width.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }

    /// Strokes an ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) {
        beginPath(); addEllipse(in: rect); strokePath()
    }

    /// Strokes separate segments between pairs of points (p0–p1, p2–p3, …).
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var i = 0
        while i + 1 < points.count {
            move(to: points[i]); addLine(to: points[i + 1])
            i += 2
        }
        strokePath()
    }

    /// Makes a rectangle transparent (ignores alpha, shadow and blend mode).
    public func clear(_ rect: CGRect) {
        preservingPath {
            cairo_save(cairo)
            cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
            cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
            cairo_fill(cairo)
            cairo_restore(cairo)
        }
        mirror()
    }

    // MARK: Images

    /// Draws an image scaled to fill `rect`, upright in this (y-up) user space: the image's first row
    /// lands at the rectangle's maximum y. In a flipped (y-down) context it therefore appears upside down,
    /// exactly as on Apple's platforms.
    public func draw(_ image: CGImage, in rect: CGRect) {
        drawImage(image, in: rect, tiled: false)
    }

    /// Draws an image, or tiles it across the whole clip area with `rect` as one tile.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool) {
        drawImage(image, in: rect, tiled: byTiling)
    }

    private func drawImage(_ image: CGImage, in rect: CGRect, tiled: Bool) {
        // An image Cairo cannot hold (a side over 32767 pixels) is not drawn.
        guard rect.width != 0, rect.height != 0, let surface = image.cairoSurface else { return }
        let pattern = cairo_pattern_create_for_surface(surface)!
        defer { cairo_pattern_destroy(pattern) }
        // Image pixel space → user space: scale to the rect and flip so row 0 is at maxY.
        let imageToUser = CGAffineTransform(a: rect.width / CGFloat(image.width), b: 0, c: 0,
                                            d: -rect.height / CGFloat(image.height), tx: rect.minX, ty: rect.maxY)
        let inv = imageToUser.inverted()
        var m = cairo_matrix_t(xx: inv.a, yx: inv.b, xy: inv.c, yy: inv.d, x0: inv.tx, y0: inv.ty)
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_extend(pattern, tiled ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
        let filter = (!image.shouldInterpolate && state.interpolationQuality == .default) ? CAIRO_FILTER_NEAREST
            : state.interpolationQuality.cairoFilter
        cairo_pattern_set_filter(pattern, filter)
        preservingPath {
            composite { alpha in
                cairo_set_source(self.cairo, pattern)
                if tiled {
                    cairo_paint_with_alpha(self.cairo, alpha)
                } else {
                    cairo_rectangle(self.cairo, rect.minX, rect.minY, rect.width, rect.height)
                    if alpha >= 1 {
                        cairo_fill(self.cairo)
                    } else {
                        cairo_save(self.cairo)
                        cairo_clip(self.cairo)
                        cairo_paint_with_alpha(self.cairo, alpha)
                        cairo_restore(self.cairo)
                    }
                }
            }
        }
    }

    // MARK: Gradients

    /// Fills the clip area with a linear gradient along start → end. Beyond the ends nothing is drawn
    /// unless `options` asks to extend the end colors.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        guard let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y) else { return }
        defer { cairo_pattern_destroy(pattern) }
        addStops(gradient, to: pattern)
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        cairo_pattern_set_extend(pattern, before || after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        preservingPath {
            if before != after {
                // Cairo pads both ends or neither: clip away the side that must stay empty.
                let dx = end.x - start.x, dy = end.y - start.y
                let len = max(hypot(dx, dy), 1e-9), ux = dx / len, uy = dy / len
                let origin = before ? end : start
                // Large enough to cover the clip area, small enough for Cairo's 24.8 fixed point.
                let c = boundingBoxOfClipPath
                let big = 2 * (c.width + c.height + abs(origin.x - c.midX) + abs(origin.y - c.midY)) + 1
                let dir: CGFloat = before ? -1 : 1 // keep the half-plane on this side of `origin`
                let px = -uy * big, py = ux * big
                cairo_move_to(cairo, origin.x + px, origin.y + py)
                cairo_line_to(cairo, origin.x - px, origin.y - py)
                cairo_line_to(cairo, origin.x - px + dir * ux * big, origin.y - py + dir * uy * big)
                cairo_line_to(cairo, origin.x + px + dir * ux * big, origin.y + py + dir * uy * big)
                cairo_close_path(cairo)
                cairo_save(cairo)
                cairo_clip(cairo)
            }
            composite { alpha in
                cairo_set_source(self.cairo, pattern)
                cairo_paint_with_alpha(self.cairo, alpha)
            }
            if before != after { cairo_restore(cairo) }
        }
    }

    /// Fills the clip area with a radial gradient between two circles.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        guard let pattern = cairo_pattern_create_radial(startCenter.x, startCenter.y, max(0, startRadius),
                                                        endCenter.x, endCenter.y, max(0, endRadius)) else { return }
        defer { cairo_pattern_destroy(pattern) }
        addStops(gradient, to: pattern)
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        cairo_pattern_set_extend(pattern, before || after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        preservingPath {
            if before != after {
                // Keep only inside the end circle (before only), or outside the start circle (after only).
                cairo_save(cairo)
                if before {
                    cairo_arc(cairo, endCenter.x, endCenter.y, endRadius, 0, 2 * .pi)
                } else {
                    cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
                    let c = boundingBoxOfClipPath.insetBy(dx: -1, dy: -1)
                    cairo_rectangle(cairo, c.minX, c.minY, c.width, c.height)
                    cairo_arc(cairo, startCenter.x, startCenter.y, startRadius, 0, 2 * .pi)
                }
                cairo_clip(cairo)
            }
            composite { alpha in
                cairo_set_source(self.cairo, pattern)
                cairo_paint_with_alpha(self.cairo, alpha)
            }
            if before != after { cairo_restore(cairo) }
        }
    }

    private func addStops(_ gradient: CGGradient, to pattern: OpaquePointer) {
        for s in gradient.stops {
            cairo_pattern_add_color_stop_rgba(pattern, max(0, min(1, s.location)), s.r, s.g, s.b, s.a)
        }
    }

    // MARK: Compositing

    func setSource(_ c: (CGFloat, CGFloat, CGFloat, CGFloat), _ alpha: CGFloat) {
        cairo_set_source_rgba(cairo, c.0, c.1, c.2, c.3 * alpha)
    }

    /// Runs `paint` (which draws with the alpha it is given) under the current blend mode, global alpha
    /// and shadow. With a shadow the painting goes to a group first; its blurred silhouette is drawn,
    /// offset, in the shadow color, then the group on top.
    package func composite(_ paint: (CGFloat) -> Void) {
        cairo_save(cairo)
        if let shadow = state.shadow {
            cairo_push_group(cairo)
            cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
            paint(1)
            let group = cairo_pop_group(cairo)!
            cairo_set_operator(cairo, state.blendMode.cairoOperator)
            drawShadow(of: group, shadow)
            cairo_set_source(cairo, group)
            cairo_paint_with_alpha(cairo, state.alpha)
            cairo_pattern_destroy(group)
        } else {
            cairo_set_operator(cairo, state.blendMode.cairoOperator)
            paint(state.alpha)
        }
        cairo_restore(cairo)
        mirror()
    }

    private func drawShadow(of group: OpaquePointer, _ shadow: Shadow) {
        // Render the group's coverage into a device-sized alpha mask.
        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return }
        defer { cairo_surface_destroy(mask) }
        let mcr = cairo_create(mask)!
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        cairo_set_matrix(mcr, &matrix)
        cairo_set_source(mcr, group)
        cairo_paint(mcr)
        cairo_destroy(mcr)
        cairo_surface_flush(mask)
        ShadowBlur.blur(alpha: cairo_image_surface_get_data(mask), width: width, height: height,
                        stride: Int(cairo_image_surface_get_stride(mask)), sigma: shadow.blur / 2)
        cairo_surface_mark_dirty(mask)
        // Paint the shadow color through the mask, offset in y-up base space.
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        let (r, g, b, a) = shadow.color.rgba
        cairo_set_source_rgba(cairo, r, g, b, a * state.alpha)
        cairo_mask_surface(cairo, mask, shadow.offset.width, -shadow.offset.height)
        cairo_restore(cairo)
    }
}

/// A Gaussian blur approximated by three box blurs, on an 8-bit alpha buffer.
package enum ShadowBlur {
    package static func blur(alpha: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: CGFloat) {
        guard sigma >= 0.5 else { return }
        // Box width for three passes whose combined variance is sigma² (w² − 1 = 4σ²).
        let w = max(1, Int((4 * sigma * sigma + 1).squareRoot().rounded()))
        let r = w / 2
        var line = [Int](repeating: 0, count: max(width, height))
        for _ in 0..<3 {
            for y in 0..<height { boxPass(alpha + y * stride, count: width, step: 1, radius: r, scratch: &line) }
            for x in 0..<width { boxPass(alpha + x, count: height, step: stride, radius: r, scratch: &line) }
        }
    }

    private static func boxPass(_ p: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius: Int, scratch: inout [Int]) {
        for i in 0..<count { scratch[i] = Int(p[i * step]) }
        let size = 2 * radius + 1
        var sum = 0
        for i in -radius...radius where i >= 0 && i < count { sum += scratch[i] }
        for i in 0..<count {
            p[i * step] = UInt8(min(255, (sum + size / 2) / size))
            let out = i - radius, inn = i + radius + 1
            if out >= 0 { sum -= scratch[out] }
            if inn < count { sum += scratch[inn] }
        }
    }
}
