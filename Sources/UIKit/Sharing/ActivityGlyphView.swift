import Foundation

/// The share sheet's hand-drawn glyphs, standing in for the SF Symbols iOS uses (Linux has none): Copy's
/// "doc.on.doc", and the header's text page and link globe.
final class ActivityGlyphView: UIView {
    enum Glyph { case copy, textPage, link }

    var glyph: Glyph { didSet { setNeedsDisplay() } }

    init(glyph: Glyph) {
        self.glyph = glyph
        super.init(frame: .zero)
        isOpaque = false
        backgroundColor = .clear
        contentMode = .redraw
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        let b = bounds
        let s = min(b.width, b.height)
        let origin = CGPoint(x: b.midX - s / 2, y: b.midY - s / 2)
        func r(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
            CGRect(x: origin.x + x * s, y: origin.y + y * s, width: w * s, height: h * s)
        }
        (tintColor ?? .label).setStroke()
        switch glyph {
        case .copy:
            // Two overlapping pages, the front one whole, the back one showing at the top left.
            let front = UIBezierPath(roundedRect: r(0.30, 0.28, 0.52, 0.62), cornerRadius: 0.08 * s)
            front.lineWidth = max(1.5, 0.075 * s)
            front.stroke()
            let back = UIBezierPath()
            back.move(to: CGPoint(x: origin.x + 0.18 * s, y: origin.y + 0.74 * s))
            back.addLine(to: CGPoint(x: origin.x + 0.18 * s, y: origin.y + 0.18 * s))
            back.addQuadCurve(to: CGPoint(x: origin.x + 0.26 * s, y: origin.y + 0.10 * s),
                              controlPoint: CGPoint(x: origin.x + 0.18 * s, y: origin.y + 0.10 * s))
            back.addLine(to: CGPoint(x: origin.x + 0.64 * s, y: origin.y + 0.10 * s))
            back.lineWidth = front.lineWidth
            back.lineCapStyle = .round
            back.stroke()
        case .textPage:
            let page = UIBezierPath(roundedRect: r(0.25, 0.15, 0.5, 0.7), cornerRadius: 0.06 * s)
            UIColor.white.setFill()
            page.fill()
            UIColor.separator.setStroke()
            page.lineWidth = 1
            page.stroke()
            UIColor.systemGray3.setStroke()
            for i in 0..<5 {
                let y = origin.y + (0.28 + CGFloat(i) * 0.1) * s
                let line = UIBezierPath()
                line.move(to: CGPoint(x: origin.x + 0.33 * s, y: y))
                line.addLine(to: CGPoint(x: origin.x + (i == 4 ? 0.52 : 0.67) * s, y: y))
                line.lineWidth = max(1, 0.03 * s)
                line.stroke()
            }
        case .link:
            // A globe: a circle, its equator and a meridian's ellipse.
            UIColor.secondaryLabel.setStroke()
            let w = max(1.5, 0.05 * s)
            let globe = UIBezierPath(ovalIn: r(0.22, 0.22, 0.56, 0.56))
            globe.lineWidth = w
            globe.stroke()
            let meridian = UIBezierPath(ovalIn: r(0.38, 0.22, 0.24, 0.56))
            meridian.lineWidth = w
            meridian.stroke()
            let equator = UIBezierPath()
            equator.move(to: CGPoint(x: origin.x + 0.22 * s, y: origin.y + 0.5 * s))
            equator.addLine(to: CGPoint(x: origin.x + 0.78 * s, y: origin.y + 0.5 * s))
            equator.lineWidth = w
            equator.stroke()
        }
    }
}
