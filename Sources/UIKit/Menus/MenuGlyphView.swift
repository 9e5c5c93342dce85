import Foundation

/// The check mark, mixed-state dash and submenu chevron of a menu row, stroked as SF Symbols draws them.
final class MenuGlyphView: UIView {
    enum Glyph { case check, dash, chevron }

    private let glyph: Glyph
    private let color: UIColor

    init(glyph: Glyph, color: UIColor) {
        self.glyph = glyph
        self.color = color
        super.init(frame: .zero)
        isOpaque = false
        backgroundColor = .clear
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        let b = bounds
        let path = UIBezierPath()
        switch glyph {
        case .check:
            path.move(to: CGPoint(x: b.minX + b.width * 0.1, y: b.midY + b.height * 0.02))
            path.addLine(to: CGPoint(x: b.minX + b.width * 0.4, y: b.midY + b.height * 0.3))
            path.addLine(to: CGPoint(x: b.maxX - b.width * 0.08, y: b.minY + b.height * 0.2))
        case .dash:
            path.move(to: CGPoint(x: b.minX + b.width * 0.15, y: b.midY))
            path.addLine(to: CGPoint(x: b.maxX - b.width * 0.15, y: b.midY))
        case .chevron:
            path.move(to: CGPoint(x: b.midX - b.width * 0.15, y: b.minY + b.height * 0.2))
            path.addLine(to: CGPoint(x: b.midX + b.width * 0.2, y: b.midY))
            path.addLine(to: CGPoint(x: b.midX - b.width * 0.15, y: b.maxY - b.height * 0.2))
        }
        path.lineWidth = 2
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        color.setStroke()
        path.stroke()
    }
}
