import Foundation
import CCairo

/// The current path. As on Apple's platforms, points are fixed in device space when added (later CTM
/// changes do not move them), the path is not part of the graphics state, and painting or clipping
/// consumes it.
extension CGContext {
    /// Discards the current path.
    public func beginPath() { cairo_new_path(cairo) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { cairo_move_to(cairo, point.x, point.y) }

    /// Adds a line from the current point; without a current point nothing is added.
    public func addLine(to point: CGPoint) {
        guard cairo_has_current_point(cairo) != 0 else { return }
        cairo_line_to(cairo, point.x, point.y)
    }

    /// Adds a cubic Bézier curve from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard cairo_has_current_point(cairo) != 0 else { return }
        cairo_curve_to(cairo, control1.x, control1.y, control2.x, control2.y, end.x, end.y)
    }

    /// Adds a quadratic Bézier curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard cairo_has_current_point(cairo) != 0 else { return }
        var x0 = 0.0, y0 = 0.0
        cairo_get_current_point(cairo, &x0, &y0)
        cairo_curve_to(cairo, x0 + 2 / 3 * (control.x - x0), y0 + 2 / 3 * (control.y - y0),
                       end.x + 2 / 3 * (control.x - end.x), end.y + 2 / 3 * (control.y - end.y), end.x, end.y)
    }

    /// Closes the current subpath.
    public func closePath() {
        guard cairo_has_current_point(cairo) != 0 else { return }
        cairo_close_path(cairo)
    }

    /// Adds a closed rectangle subpath.
    public func addRect(_ rect: CGRect) { addPath(CGPath(rect: rect, transform: nil)) }

    /// Adds one closed subpath per rectangle.
    public func addRects(_ rects: [CGRect]) { for r in rects { addRect(r) } }

    /// Adds a move to the first point and lines to the others.
    public func addLines(between points: [CGPoint]) {
        let p = CGMutablePath()
        p.addLines(between: points)
        addPath(p)
    }

    /// Adds an ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) { addPath(CGPath(ellipseIn: rect, transform: nil)) }

    /// Adds an arc; `clockwise` is in the y-up sense, as in `CGMutablePath.addArc`.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        extendCurrentPath { $0.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise) }
    }

    /// Adds an arc tangent to the lines current point → `tangent1End` → `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        extendCurrentPath { $0.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius) }
    }

    /// Adds an arc of `delta` radians from `startAngle`.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat) {
        extendCurrentPath { $0.addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: delta) }
    }

    /// Builds on the current point with CGMutablePath's geometry, then appends the new elements.
    private func extendCurrentPath(_ build: (CGMutablePath) -> Void) {
        let temp = CGMutablePath()
        let hadPoint = cairo_has_current_point(cairo) != 0
        if hadPoint { temp.move(to: currentPointOfPath) }
        build(temp)
        append(temp.ops.dropFirst(hadPoint ? 1 : 0))
    }

    /// Appends a path's elements (in user space) to the current path.
    public func addPath(_ path: CGPath) { append(path.ops[...]) }

    func append(_ ops: ArraySlice<CGPathOp>) { CGPath.appendToCairo(ops, cairo) }

    /// Whether the current path is empty.
    public var isPathEmpty: Bool { cairo_has_current_point(cairo) == 0 && path?.isEmpty != false }

    /// The current point, in user space; `.zero` when there is none.
    public var currentPointOfPath: CGPoint {
        guard cairo_has_current_point(cairo) != 0 else { return .zero }
        var x = 0.0, y = 0.0
        cairo_get_current_point(cairo, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// The bounding box of the current path in user space (control points excluded); null when empty.
    public var boundingBoxOfPath: CGRect { path?.boundingBoxOfPath ?? .null }

    /// A copy of the current path, in user space; nil when empty.
    public var path: CGPath? {
        guard let cp = cairo_copy_path(cairo) else { return nil }
        defer { cairo_path_destroy(cp) }
        let result = CGMutablePath()
        var i = 0 // index into Cairo's path data: a header, then its points
        let n = Int(cp.pointee.num_data)
        guard let data = cp.pointee.data, cp.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        while i < n {
            let header = data[i].header
            func pt(_ k: Int) -> CGPoint { CGPoint(x: data[i + k].point.x, y: data[i + k].point.y) }
            switch header.type {
            case CAIRO_PATH_MOVE_TO: result.move(to: pt(1))
            case CAIRO_PATH_LINE_TO: result.addLine(to: pt(1))
            case CAIRO_PATH_CURVE_TO: result.addCurve(to: pt(3), control1: pt(1), control2: pt(2))
            default: result.closeSubpath()
            }
            i += Int(header.length)
        }
        // Cairo follows each close with a move to the subpath's start; Apple's paths have no such element.
        var ops: [CGPathOp] = []
        for op in result.ops {
            if case .move = op, ops.last == .close { continue }
            ops.append(op)
        }
        return ops.isEmpty ? nil : CGPath(ops: ops, subpathStart: nil, current: nil)
    }

    /// Whether `point` is inside the area `mode` would paint for the current path.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        switch mode {
        case .fill, .eoFill:
            cairo_set_fill_rule(cairo, mode == .eoFill ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            return cairo_in_fill(cairo, point.x, point.y) != 0
        case .stroke:
            return cairo_in_stroke(cairo, point.x, point.y) != 0
        case .fillStroke, .eoFillStroke:
            cairo_set_fill_rule(cairo, mode == .eoFillStroke ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            return cairo_in_fill(cairo, point.x, point.y) != 0 || cairo_in_stroke(cairo, point.x, point.y) != 0
        }
    }

    // MARK: Clipping

    /// Intersects the clip with the current path's interior, then clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cairo)
    }

    /// Intersects the clip with a rectangle; the current path is left alone.
    public func clip(to rect: CGRect) {
        preservingPath {
            cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
            cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
            cairo_clip(cairo)
        }
    }

    /// Intersects the clip with the union of rectangles.
    public func clip(to rects: [CGRect]) {
        preservingPath {
            for r in rects { cairo_rectangle(cairo, r.minX, r.minY, r.width, r.height) }
            cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
            cairo_clip(cairo)
        }
    }

    /// Removes all clipping.
    public func resetClip() { cairo_reset_clip(cairo) }

    /// The bounding box of the clip, in user space.
    public var boundingBoxOfClipPath: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// Runs `body` (which uses the Cairo path) and puts the caller's current path back afterwards.
    package func preservingPath(_ body: () -> Void) {
        let saved = cairo_copy_path(cairo)
        cairo_new_path(cairo)
        body()
        cairo_new_path(cairo)
        if let saved {
            if saved.pointee.num_data > 0 { cairo_append_path(cairo, saved) }
            cairo_path_destroy(saved)
        }
    }
}
