import Foundation

/// A rounded swatch of a colour; a translucent colour is shown over a checkerboard so its opacity shows.
final class ColorPickerSwatchView: UIView {
    private enum Metrics {
        // ⚠ The checkerboard's squares, read off iOS 17's opacity slider and swatch.
        static let checker: CGFloat = 6
    }

    var color: UIColor = .white { didSet { setNeedsDisplay() } }
    var cornerRadius: CGFloat = 10 { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
        contentMode = .redraw
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// White and light gray squares over `rect`, the backdrop that shows a colour's opacity.
    static func fillCheckerboard(_ rect: CGRect, in ctx: CGContext) {
        UIColor.white.setFill()
        ctx.fill(rect)
        UIColor(white: 0.8, alpha: 1).setFill()
        let n = Metrics.checker
        var y = rect.minY, row = 0
        while y < rect.maxY {
            var x = rect.minX + (row % 2 == 0 ? 0 : n)
            while x < rect.maxX {
                ctx.fill(CGRect(x: x, y: y, width: n, height: n))
                x += 2 * n
            }
            y += n
            row += 1
        }
    }

    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let b = bounds
        ctx.saveGState()
        UIBezierPath(roundedRect: b, cornerRadius: cornerRadius).addClip()
        var alpha: CGFloat = 1
        _ = color.resolvedColor(with: traitCollection).getRed(nil, green: nil, blue: nil, alpha: &alpha)
        if alpha < 1 { Self.fillCheckerboard(b, in: ctx) }
        color.resolvedColor(with: traitCollection).setFill()
        ctx.fill(b)
        ctx.restoreGState()
        // A hairline keeps a white swatch visible on the white sheet.
        UIColor.separator.setStroke()
        let edge = UIBezierPath(roundedRect: b.insetBy(dx: 0.25, dy: 0.25), cornerRadius: cornerRadius)
        edge.lineWidth = 0.5
        edge.stroke()
    }
}
