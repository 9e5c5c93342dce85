import Foundation

/// Drawing images into the current UIKit context (y-down). Every orientation is honoured for plain
/// drawing; resizable (nine-part) drawing assumes an upright bitmap. Template images draw as a
/// silhouette in their tint color (the one from withTintColor(_:), or black without one).
extension UIImage {
    /// Draws the image at its natural size with its top left at `point`.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size), blendMode: .normal, alpha: 1)
    }

    /// Draws the image at its natural size at `point` with a blend mode and opacity.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image scaled to fill `rect` (nine-part for resizable images).
    public func draw(in rect: CGRect) {
        draw(in: rect, blendMode: .normal, alpha: 1)
    }

    /// Draws the image in `rect` with a blend mode and opacity.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        draw(in: rect, context: ctx, blendMode: blendMode, alpha: alpha, templateTint: nil)
    }

    /// Tiles the image (at its natural size, from the rectangle's top left) across `rect`.
    public func draw(asPatternIn rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext(), let cg = drawableBitmap(templateTint: nil) else { return }
        ctx.saveGState()
        ctx.clip(to: rect)
        drawTiled(cg, tile: CGSize(width: CGFloat(cg.width) / scale, height: CGFloat(cg.height) / scale), in: rect, ctx: ctx)
        ctx.restoreGState()
    }

    /// Draws into `ctx`; `templateTint` is the color a view supplies for template images (UIImageView's
    /// tintColor), used when the image has no tint of its own.
    package func draw(in rect: CGRect, context ctx: CGContext, blendMode: CGBlendMode, alpha: CGFloat, templateTint: UIColor?) {
        guard let cg = drawableBitmap(templateTint: templateTint), rect.width != 0, rect.height != 0 else { return }
        ctx.saveGState()
        ctx.setBlendMode(blendMode)
        ctx.setAlpha(alpha)
        if isResizable {
            drawNinePart(cg, in: rect.standardized, ctx: ctx)
        } else {
            drawOriented(cg, in: rect, ctx: ctx)
        }
        ctx.restoreGState()
    }

    /// The bitmap to draw: a template silhouette in its tint when the image is a template.
    func drawableBitmap(templateTint: UIColor?) -> CGImage? {
        guard let cg = cgImage else { return nil }
        if renderingMode == .alwaysTemplate {
            return UIImage.tinted(cg, tintColor ?? templateTint ?? .black) ?? cg
        }
        return cg
    }

    /// The transform from the bitmap's unit square (u right, v down, row 0 at v = 0) to `rect`, turning
    /// it as the orientation says.
    func orientationTransform(into rect: CGRect) -> CGAffineTransform {
        // Unit (u, v) → unit (x, y) of the displayed image, then scaled into rect.
        let o: CGAffineTransform
        switch imageOrientation {
        case .up: o = .identity
        case .down: o = CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 1, ty: 1)
        case .left: o = CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 1)      // (u, v) → (v, 1 − u)
        case .right: o = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 1, ty: 0)     // (u, v) → (1 − v, u)
        case .upMirrored: o = CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 1, ty: 0)
        case .downMirrored: o = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 1)
        case .leftMirrored: o = CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)  // (u, v) → (v, u)
        case .rightMirrored: o = CGAffineTransform(a: 0, b: -1, c: -1, d: 0, tx: 1, ty: 1) // (u, v) → (1 − v, 1 − u)
        }
        return o.concatenating(CGAffineTransform(a: rect.width, b: 0, c: 0, d: rect.height, tx: rect.minX, ty: rect.minY))
    }

    private func drawOriented(_ cg: CGImage, in rect: CGRect, ctx: CGContext) {
        // CGContext.draw puts row 0 at the top of a y-up unit square: (x, y) = (u, 1 − v). Undo that flip,
        // then map the bitmap's unit square into rect.
        let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 1)
        ctx.concatenate(flip.concatenating(orientationTransform(into: rect)))
        ctx.draw(cg, in: CGRect(x: 0, y: 0, width: 1, height: 1))
    }

    /// Draws `cg` upright in the y-down rect `dest`.
    private func drawUpright(_ cg: CGImage, in dest: CGRect, ctx: CGContext) {
        guard dest.width > 0, dest.height > 0 else { return }
        ctx.saveGState()
        ctx.translateBy(x: dest.minX, y: dest.maxY)
        ctx.scaleBy(x: 1, y: -1)
        ctx.draw(cg, in: CGRect(x: 0, y: 0, width: dest.width, height: dest.height))
        ctx.restoreGState()
    }

    /// Tiles `cg` (each tile `tile` points, upright) from `area`'s top left; the caller clips.
    private func drawTiled(_ cg: CGImage, tile: CGSize, in area: CGRect, ctx: CGContext) {
        guard tile.width > 0, tile.height > 0, area.width > 0, area.height > 0 else { return }
        ctx.saveGState()
        ctx.clip(to: area)
        ctx.translateBy(x: area.minX, y: area.minY)
        ctx.scaleBy(x: 1, y: -1)
        // Local space is y-up with the area's top left at the origin; a tile at (0, −h) is upright.
        ctx.draw(cg, in: CGRect(x: 0, y: -tile.height, width: tile.width, height: tile.height), byTiling: true)
        ctx.restoreGState()
    }

    /// Nine-part drawing: corners at their natural size, edges and middle stretched or tiled.
    private func drawNinePart(_ cg: CGImage, in rect: CGRect, ctx: CGContext) {
        let pw = CGFloat(cg.width), ph = CGFloat(cg.height)
        let w = pw / scale, h = ph / scale
        var l = max(0, capInsets.left), r = max(0, capInsets.right), t = max(0, capInsets.top), b = max(0, capInsets.bottom)
        // Caps wider than the image are cut to it.
        if l + r > w { let k = w / (l + r); l *= k; r *= k }
        if t + b > h { let k = h / (t + b); t *= k; b *= k }
        // Caps wider than the destination shrink proportionally.
        var dl = l, dr = r, dt = t, db = b
        if dl + dr > rect.width { let k = rect.width / (dl + dr); dl *= k; dr *= k }
        if dt + db > rect.height { let k = rect.height / (dt + db); dt *= k; db *= k }
        let srcX = [0, l, w - r, w], srcY = [0, t, h - b, h]
        let dstX = [rect.minX, rect.minX + dl, rect.maxX - dr, rect.maxX]
        let dstY = [rect.minY, rect.minY + dt, rect.maxY - db, rect.maxY]
        for row in 0..<3 {
            for col in 0..<3 {
                let src = CGRect(x: srcX[col], y: srcY[row], width: srcX[col + 1] - srcX[col], height: srcY[row + 1] - srcY[row])
                let dst = CGRect(x: dstX[col], y: dstY[row], width: dstX[col + 1] - dstX[col], height: dstY[row + 1] - dstY[row])
                guard src.width > 0, src.height > 0, dst.width > 0, dst.height > 0 else { continue }
                let pixels = CGRect(x: (src.minX * scale).rounded(), y: (src.minY * scale).rounded(),
                                    width: (src.width * scale).rounded(), height: (src.height * scale).rounded())
                guard pixels.width >= 1, pixels.height >= 1, let piece = cg.cropping(to: pixels) else { continue }
                let isCorner = row != 1 && col != 1
                if resizingMode == .tile && !isCorner {
                    drawTiled(piece, tile: src.size, in: dst, ctx: ctx)
                } else {
                    drawUpright(piece, in: dst, ctx: ctx)
                }
            }
        }
    }
}
