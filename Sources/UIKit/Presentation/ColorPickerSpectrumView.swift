import Foundation

/// The colour picker's Spectrum page: hue across, and down from white through the full colour to black
/// (saturation rises over the top half, brightness falls over the bottom half), with a ring on the
/// selected colour. Touching or dragging picks the colour under the finger.
final class ColorPickerSpectrumView: UIView {
    private enum Metrics {
        // ⚠ Read off iOS 17 screenshots: the field's corner radius and the ring on the selected colour.
        static let cornerRadius: CGFloat = 8
        static let ringDiameter: CGFloat = 28
        static let ringWidth: CGFloat = 3
        /// The hue gradient is drawn in strips this wide (the eye sees no steps at 2 pt).
        static let strip: CGFloat = 2
    }

    /// Called with the hue, saturation and brightness under the finger and whether the drag goes on.
    var onPick: ((_ hue: CGFloat, _ saturation: CGFloat, _ brightness: CGFloat, _ continuously: Bool) -> Void)?
    /// The ring's place as hue, saturation, brightness (nil: no ring).
    var selection: (hue: CGFloat, saturation: CGFloat, brightness: CGFloat)? { didSet { setNeedsDisplay() } }
    private var tracking = false
    private var lastPick: (CGFloat, CGFloat, CGFloat)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Hue, saturation and brightness at `point` (clamped to the field).
    func hsb(at point: CGPoint) -> (CGFloat, CGFloat, CGFloat) {
        let b = bounds
        guard b.width > 0, b.height > 0 else { return (0, 0, 1) }
        let x = min(max(point.x, 0), b.width), y = min(max(point.y, 0), b.height)
        let hue = min(x / b.width, 1)
        let half = b.height / 2
        if y <= half { return (hue, y / half, 1) }
        return (hue, 1, 1 - (y - half) / half)
    }

    /// Where a colour of saturation `s` and brightness `v` sits vertically.
    private func y(saturation s: CGFloat, brightness v: CGFloat) -> CGFloat {
        let half = bounds.height / 2
        return v >= 1 ? s * half : half + (1 - v) * half
    }

    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let b = bounds
        ctx.saveGState()
        UIBezierPath(roundedRect: b, cornerRadius: Metrics.cornerRadius).addClip()
        var x: CGFloat = 0
        while x < b.width {
            let hue = (x + Metrics.strip / 2) / b.width
            let full = UIColor(hue: hue, saturation: 1, brightness: 1, alpha: 1).cgColor
            if let g = CGGradient(colorsSpace: nil, colors: [UIColor.white.cgColor, full, UIColor.black.cgColor] as CFArray, locations: nil) {
                ctx.saveGState()
                ctx.clip(to: CGRect(x: x, y: 0, width: Metrics.strip, height: b.height))
                ctx.drawLinearGradient(g, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 0, y: b.height), options: [])
                ctx.restoreGState()
            }
            x += Metrics.strip
        }
        ctx.restoreGState()
        guard let s = selection else { return }
        let centre = CGPoint(x: s.hue * b.width, y: y(saturation: s.saturation, brightness: s.brightness))
        let d = Metrics.ringDiameter
        let ring = CGRect(x: centre.x - d / 2, y: centre.y - d / 2, width: d, height: d)
        UIColor(hue: s.hue, saturation: s.saturation, brightness: s.brightness, alpha: 1).setFill()
        UIBezierPath(ovalIn: ring).fill()
        UIColor.white.setStroke()
        let path = UIBezierPath(ovalIn: ring.insetBy(dx: Metrics.ringWidth / 2, dy: Metrics.ringWidth / 2))
        path.lineWidth = Metrics.ringWidth
        path.stroke()
    }

    /// A drag that started here picks colours: an ancestor's pan (the sheet's drag to dismiss) may not take it.
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if tracking, gestureRecognizer.view !== self, gestureRecognizer is UIPanGestureRecognizer { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let t = touches.first else { return }
        tracking = true
        pick(at: t.location(in: self), continuously: true)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard tracking, let t = touches.first else { return }
        pick(at: t.location(in: self), continuously: true)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard tracking else { return }
        tracking = false
        if let (h, s, v) = lastPick { onPick?(h, s, v, false) }
        lastPick = nil
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchesEnded(touches, with: event)
    }

    private func pick(at point: CGPoint, continuously: Bool) {
        let (h, s, v) = hsb(at: point)
        if let last = lastPick, last == (h, s, v) { return }
        lastPick = (h, s, v)
        selection = (h, s, v)
        onPick?(h, s, v, continuously)
    }
}
