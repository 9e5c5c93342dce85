import Foundation

/// Fills `rect` with the current fill colour in the current context.
public func UIRectFill(_ rect: CGRect) {
    UIRectFillUsingBlendMode(rect, .copy)
}

/// Fills `rect` with the current fill colour using `blendMode`.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    ctx.saveGState()
    ctx.setBlendMode(blendMode)
    ctx.fill(rect)
    ctx.restoreGState()
}

/// Draws a one-point frame inside `rect` with the current fill colour.
public func UIRectFrame(_ rect: CGRect) {
    UIRectFrameUsingBlendMode(rect, .copy)
}

/// Draws a one-point frame inside `rect` using `blendMode`.
public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    let r = rect.standardized
    ctx.saveGState()
    ctx.setBlendMode(blendMode)
    ctx.fill([CGRect(x: r.minX, y: r.minY, width: r.width, height: 1),
              CGRect(x: r.minX, y: r.maxY - 1, width: r.width, height: 1),
              CGRect(x: r.minX, y: r.minY + 1, width: 1, height: max(0, r.height - 2)),
              CGRect(x: r.maxX - 1, y: r.minY + 1, width: 1, height: max(0, r.height - 2))])
    ctx.restoreGState()
}

/// Intersects the current clip with `rect`.
public func UIRectClip(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.clip(to: rect)
}
