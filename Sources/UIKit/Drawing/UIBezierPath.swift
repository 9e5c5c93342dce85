import Foundation

/// A path of straight and curved segments, with the line style it is stroked with, drawn into the
/// current UIKit context. Angles and directions are in UIKit's y-down space: angle 0 points right,
/// π/2 points down, and `clockwise` means clockwise on screen.
open class UIBezierPath: NSObject, NSCopying {
    private var path = CGMutablePath()

    /// An empty path.
    public override init() { super.init() }

    /// A closed rectangle: from the top-left corner, clockwise on screen.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// An ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rectangle with all corners rounded by `cornerRadius` (at most half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle with the chosen corners rounded. Like iOS (since 7), only `cornerRadii.width` is
    /// used, as the radius of circular corners, clamped to half the shorter side.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let radius = max(0, min(cornerRadii.width, min(r.width, r.height) / 2))
        func rad(_ c: UIRectCorner) -> CGFloat { corners.contains(c) ? radius : 0 }
        let tl = rad(.topLeft), tr = rad(.topRight), br = rad(.bottomRight), bl = rad(.bottomLeft)
        let p = path
        p.move(to: CGPoint(x: r.minX + tl, y: r.minY))
        p.addLine(to: CGPoint(x: r.maxX - tr, y: r.minY))
        if tr > 0 { p.addArc(center: CGPoint(x: r.maxX - tr, y: r.minY + tr), radius: tr, startAngle: -.pi / 2, endAngle: 0, clockwise: false) }
        p.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br))
        if br > 0 { p.addArc(center: CGPoint(x: r.maxX - br, y: r.maxY - br), radius: br, startAngle: 0, endAngle: .pi / 2, clockwise: false) }
        p.addLine(to: CGPoint(x: r.minX + bl, y: r.maxY))
        if bl > 0 { p.addArc(center: CGPoint(x: r.minX + bl, y: r.maxY - bl), radius: bl, startAngle: .pi / 2, endAngle: .pi, clockwise: false) }
        p.addLine(to: CGPoint(x: r.minX, y: r.minY + tl))
        if tl > 0 { p.addArc(center: CGPoint(x: r.minX + tl, y: r.minY + tl), radius: tl, startAngle: .pi, endAngle: 3 * .pi / 2, clockwise: false) }
        p.closeSubpath()
    }

    /// An arc of a circle, from `startAngle` to `endAngle` (radians), clockwise on screen or not.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with the elements of `cgPath`.
    public convenience init(cgPath: CGPath) {
        self.init()
        path.addPath(cgPath)
    }

    /// The path as an immutable Core Graphics path; setting it replaces the elements.
    open var cgPath: CGPath {
        get { path.copy() ?? CGMutablePath() }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    // MARK: Building

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point) }

    /// Adds a straight line to `point`.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }

    /// Adds a cubic Bézier curve to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Adds a quadratic Bézier curve to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Adds an arc (after a line from the current point to its start). `clockwise` is on screen, in
    /// UIKit's y-down space: from 0 to π/2 clockwise is the quarter through the bottom right.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        // CGPath's flag is in the y-up sense (decreasing angle); on a y-down screen that is anticlockwise.
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Closes the current subpath with a straight line to its start.
    open func close() { path.closeSubpath() }

    /// Removes every element.
    open func removeAllPoints() { path = CGMutablePath() }

    /// Appends the elements of another path.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

    /// A path with the same shape traced the other way.
    open func reversing() -> UIBezierPath {
        let result = UIBezierPath()
        result.copyStyle(from: self)
        // Split into subpaths: a start point, segments, and whether it was closed.
        enum Seg { case line(CGPoint), quad(CGPoint, CGPoint), cubic(CGPoint, CGPoint, CGPoint) }
        var subpaths: [(start: CGPoint, segs: [Seg], closed: Bool)] = []
        var start = CGPoint.zero, cur = CGPoint.zero
        for op in path.ops {
            switch op {
            case .move(let p):
                subpaths.append((p, [], false)); start = p; cur = p
            case .line(let p):
                if subpaths.last?.closed ?? true { subpaths.append((cur, [], false)) }
                subpaths[subpaths.count - 1].segs.append(.line(p)); cur = p
            case .quad(let c, let p):
                if subpaths.last?.closed ?? true { subpaths.append((cur, [], false)) }
                subpaths[subpaths.count - 1].segs.append(.quad(c, p)); cur = p
            case .cubic(let c1, let c2, let p):
                if subpaths.last?.closed ?? true { subpaths.append((cur, [], false)) }
                subpaths[subpaths.count - 1].segs.append(.cubic(c1, c2, p)); cur = p
            case .close:
                if !subpaths.isEmpty { subpaths[subpaths.count - 1].closed = true }
                cur = start // a segment after close starts a new subpath here
            }
        }
        let out = result.path
        for sub in subpaths.reversed() {
            // Points of the subpath: start, then each segment's end.
            var points = [sub.start]
            for s in sub.segs {
                switch s {
                case .line(let p), .quad(_, let p), .cubic(_, _, let p): points.append(p)
                }
            }
            out.move(to: points.last!)
            for (i, s) in sub.segs.enumerated().reversed() {
                let to = points[i]
                switch s {
                case .line: out.addLine(to: to)
                case .quad(let c, _): out.addQuadCurve(to: to, control: c)
                case .cubic(let c1, let c2, _): out.addCurve(to: to, control1: c2, control2: c1)
                }
            }
            if sub.closed { out.closeSubpath() }
        }
        return result
    }

    /// Transforms every point of the path.
    open func apply(_ transform: CGAffineTransform) {
        var t = transform
        path = path.mutableCopy(using: &t) ?? path
    }

    // MARK: Inspecting

    /// The end of the last element; `.zero` for an empty path.
    open var currentPoint: CGPoint { path.currentPoint }

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }

    /// The rectangle enclosing every point of the path, control points included.
    open var bounds: CGRect { path.isEmpty ? .zero : path.boundingBox }

    /// Whether `point` is inside the filled area, by the path's fill rule.
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: Style

    /// The width of stroked lines in points. Default 1.
    open var lineWidth: CGFloat = 1
    /// The shape of line ends. Default butt.
    open var lineCapStyle = CGLineCap.butt
    /// The shape of joins. Default miter.
    open var lineJoinStyle = CGLineJoin.miter
    /// The limit for miter joins. Default 10.
    open var miterLimit: CGFloat = 10
    /// How accurately curves are rendered. Default 0.6.
    open var flatness: CGFloat = 0.6
    /// Whether filling uses the even-odd rule instead of non-zero winding. Default false.
    open var usesEvenOddFillRule = false

    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    /// Sets the dash pattern (alternating painted and unpainted lengths); nil or a count of 0 clears it.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        if let pattern, count > 0 {
            dashPattern = Array(UnsafeBufferPointer(start: pattern, count: count))
        } else {
            dashPattern = []
        }
        dashPhase = phase
    }

    /// Reads the dash pattern: copies it into `pattern` (which must hold `count` values) and writes its
    /// count and phase.
    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?, phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern {
            for (i, v) in dashPattern.enumerated() { pattern[i] = v }
        }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    private func copyStyle(from other: UIBezierPath) {
        lineWidth = other.lineWidth
        lineCapStyle = other.lineCapStyle
        lineJoinStyle = other.lineJoinStyle
        miterLimit = other.miterLimit
        flatness = other.flatness
        usesEvenOddFillRule = other.usesEvenOddFillRule
        dashPattern = other.dashPattern
        dashPhase = other.dashPhase
    }

    // MARK: Drawing

    /// Fills the enclosed area with the current fill color.
    open func fill() { fill(with: .normal, alpha: 1) }

    /// Fills the enclosed area with a blend mode and opacity.
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        ctx.setBlendMode(blendMode)
        ctx.setAlpha(alpha)
        ctx.beginPath()
        ctx.addPath(path)
        ctx.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        ctx.restoreGState()
    }

    /// Draws the outline with the current stroke color and the path's line style.
    open func stroke() { stroke(with: .normal, alpha: 1) }

    /// Draws the outline with a blend mode and opacity.
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        ctx.setBlendMode(blendMode)
        ctx.setAlpha(alpha)
        ctx.setLineWidth(lineWidth)
        ctx.setLineCap(lineCapStyle)
        ctx.setLineJoin(lineJoinStyle)
        ctx.setMiterLimit(miterLimit)
        ctx.setFlatness(flatness)
        ctx.setLineDash(phase: dashPhase, lengths: dashPattern)
        ctx.beginPath()
        ctx.addPath(path)
        ctx.strokePath()
        ctx.restoreGState()
    }

    /// Intersects the current context's clip area with the enclosed area.
    open func addClip() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.beginPath()
        ctx.addPath(path)
        ctx.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: Copying

    open func copy(with zone: NSZone? = nil) -> Any {
        let c = UIBezierPath()
        c.path = path.mutableCopy() ?? CGMutablePath()
        c.copyStyle(from: self)
        return c
    }

    open override var description: String { "<UIBezierPath: \(path.description)>" }
}
