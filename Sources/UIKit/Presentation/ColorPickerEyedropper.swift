import Foundation

/// The colour picker's eyedropper button: a pipette in the tint colour (SF Symbols' "eyedropper", which Linux
/// does not have, drawn by hand).
final class ColorPickerEyedropperButton: UIControl {
    private enum Metrics {
        // ⚠ Read off iOS 17 screenshots: the glyph fills about 18 pt of the 30 pt button.
        static let size: CGFloat = 30
        static let stem: CGFloat = 2.5
        static let bulbRadius: CGFloat = 3.5
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
        contentMode = .redraw
        accessibilityLabel = "Eyedropper"
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override var intrinsicContentSize: CGSize { CGSize(width: Metrics.size, height: Metrics.size) }

    override var isHighlighted: Bool { didSet { if oldValue != isHighlighted { setNeedsDisplay() } } }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        let c = CGPoint(x: bounds.midX, y: bounds.midY)
        (tintColor ?? .systemBlue).withAlphaComponent(isHighlighted ? 0.3 : 1).set()
        let stem = UIBezierPath()
        stem.move(to: CGPoint(x: c.x - 8, y: c.y + 8))
        stem.addLine(to: CGPoint(x: c.x + 3, y: c.y - 3))
        stem.lineWidth = Metrics.stem
        stem.lineCapStyle = .round
        stem.stroke()
        let collar = UIBezierPath()
        collar.move(to: CGPoint(x: c.x - 1, y: c.y - 5))
        collar.addLine(to: CGPoint(x: c.x + 5, y: c.y + 1))
        collar.lineWidth = Metrics.stem
        collar.lineCapStyle = .round
        collar.stroke()
        let r = Metrics.bulbRadius
        UIBezierPath(ovalIn: CGRect(x: c.x + 5 - r, y: c.y - 5 - r, width: 2 * r, height: 2 * r)).fill()
    }
}

/// A clear view over the whole window while the eyedropper is out: the next touch's end says where to sample.
final class ColorPickerEyedropperOverlay: UIView {
    var onSample: ((CGPoint) -> Void)?
    var onCancel: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let t = touches.first, let window else { return }
        onSample?(t.location(in: window))
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        onCancel?()
    }

    /// The colour of the window's pixel at `point` (window coordinates), from the window's own render, opaque.
    // Linux: there is no screen sampling, so the eyedropper reads the app's window only (docs/DIFFERENCES.md).
    static func sample(_ window: UIWindow, at point: CGPoint) -> UIColor? {
        guard let ctx = UIGraphicsMakeImageContext(size: CGSize(width: 1, height: 1), opaque: false, scale: 1) else { return nil }
        ctx.translateBy(x: -point.x.rounded(.down), y: -point.y.rounded(.down))
        window.layer.render(in: ctx)
        ctx.flush()
        guard let data = ctx.data else { return nil }
        // Little-endian premultiplied ARGB: blue, green, red, alpha in memory.
        let p = data.assumingMemoryBound(to: UInt8.self)
        let a = CGFloat(p[3]) / 255
        guard a > 0 else { return UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
        func channel(_ v: UInt8) -> CGFloat { min(CGFloat(v) / 255 / a, 1) }
        return UIColor(red: channel(p[2]), green: channel(p[1]), blue: channel(p[0]), alpha: 1)
    }
}
