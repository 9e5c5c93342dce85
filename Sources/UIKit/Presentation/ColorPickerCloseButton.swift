import Foundation

/// The colour picker's close button: a gray disc with a bold cross (SF Symbols' "xmark.circle.fill", which
/// Linux does not have, drawn by hand).
final class ColorPickerCloseButton: UIControl {
    private enum Metrics {
        // ⚠ Read off iOS 17 screenshots: a 30 pt disc, the cross 10 pt across in 2.5 pt strokes.
        static let size: CGFloat = 30
        static let cross: CGFloat = 10
        static let stroke: CGFloat = 2.5
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
        contentMode = .redraw
        accessibilityLabel = "Close"
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override var intrinsicContentSize: CGSize { CGSize(width: Metrics.size, height: Metrics.size) }

    override var isHighlighted: Bool { didSet { if oldValue != isHighlighted { setNeedsDisplay() } } }

    override func draw(_ rect: CGRect) {
        let b = bounds
        let d = min(b.width, b.height, Metrics.size)
        let disc = CGRect(x: b.midX - d / 2, y: b.midY - d / 2, width: d, height: d)
        UIColor.tertiarySystemFill.setFill()
        UIBezierPath(ovalIn: disc).fill()
        (isHighlighted ? UIColor.tertiaryLabel : UIColor.secondaryLabel).setStroke()
        let h = Metrics.cross / 2
        let cross = UIBezierPath()
        cross.move(to: CGPoint(x: b.midX - h, y: b.midY - h))
        cross.addLine(to: CGPoint(x: b.midX + h, y: b.midY + h))
        cross.move(to: CGPoint(x: b.midX + h, y: b.midY - h))
        cross.addLine(to: CGPoint(x: b.midX - h, y: b.midY + h))
        cross.lineWidth = Metrics.stroke
        cross.lineCapStyle = .round
        cross.stroke()
    }
}
