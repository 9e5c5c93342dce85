import Foundation

/// The system items' symbols and the back chevron, drawn as strokes in the item's tint (SF Symbols do not
/// exist on Linux; these follow the symbols' shapes at bar size).
@MainActor
enum BarGlyph {
    private enum Metrics {
        /// ⚠ est.: SF symbols in bars are drawn at about 22 pt with a 2 pt stroke (17 pt regular weight).
        static let box: CGFloat = 22
        static let stroke: CGFloat = 2
        /// ⚠ est.: chevron.backward at 17 pt semibold is about 12 × 21 pt.
        static let chevron = CGSize(width: 12, height: 21)
    }

    static var size: CGSize { CGSize(width: Metrics.box, height: Metrics.box) }
    static var chevronSize: CGSize { Metrics.chevron }

    /// Whether a system item is drawn as a symbol (the others show a title).
    static func hasGlyph(_ item: UIBarButtonItem.SystemItem) -> Bool {
        switch item {
        case .done, .cancel, .edit, .save, .undo, .redo, .flexibleSpace, .fixedSpace: return false
        default: return true
        }
    }

    /// The back chevron in `rect`.
    static func drawChevron(in rect: CGRect, color: UIColor) {
        let p = UIBezierPath()
        p.move(to: CGPoint(x: rect.maxX - 1.5, y: rect.minY + 1.5))
        p.addLine(to: CGPoint(x: rect.minX + 1.5, y: rect.midY))
        p.addLine(to: CGPoint(x: rect.maxX - 1.5, y: rect.maxY - 1.5))
        p.lineWidth = 3
        p.lineCapStyle = .round
        p.lineJoinStyle = .round
        color.setStroke()
        p.stroke()
    }

    /// The symbol of a system item, centred in `rect`.
    static func draw(_ item: UIBarButtonItem.SystemItem, in rect: CGRect, color: UIColor) {
        let s = Metrics.box
        let o = CGPoint(x: rect.midX - s / 2, y: rect.midY - s / 2)
        func pt(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: o.x + x * s, y: o.y + y * s) }
        let stroke = UIBezierPath(), fill = UIBezierPath()
        func line(_ pts: [(CGFloat, CGFloat)]) {
            guard let f = pts.first else { return }
            stroke.move(to: pt(f.0, f.1))
            for p in pts.dropFirst() { stroke.addLine(to: pt(p.0, p.1)) }
        }
        func triangle(_ a: (CGFloat, CGFloat), _ b: (CGFloat, CGFloat), _ c: (CGFloat, CGFloat)) {
            fill.move(to: pt(a.0, a.1)); fill.addLine(to: pt(b.0, b.1)); fill.addLine(to: pt(c.0, c.1)); fill.close()
        }
        switch item {
        case .add:
            line([(0.5, 0.1), (0.5, 0.9)]); line([(0.1, 0.5), (0.9, 0.5)])
        case .stop:
            line([(0.2, 0.2), (0.8, 0.8)]); line([(0.8, 0.2), (0.2, 0.8)])
        case .close:
            fill.append(UIBezierPath(ovalIn: CGRect(x: o.x, y: o.y, width: s, height: s)))
            UIColor.systemGray.withAlphaComponent(0.25).setFill()
            fill.fill()
            fill.removeAllPoints()
            line([(0.35, 0.35), (0.65, 0.65)]); line([(0.65, 0.35), (0.35, 0.65)])
        case .search:
            stroke.append(UIBezierPath(ovalIn: CGRect(x: o.x + 0.08 * s, y: o.y + 0.08 * s, width: 0.6 * s, height: 0.6 * s)))
            line([(0.6, 0.6), (0.92, 0.92)])
        case .refresh:
            stroke.append(UIBezierPath(arcCenter: pt(0.5, 0.55), radius: 0.36 * s, startAngle: -.pi / 2, endAngle: .pi * 1.3, clockwise: true))
            triangle((0.5, 0.02), (0.5, 0.36), (0.72, 0.19))
        case .play:
            triangle((0.22, 0.12), (0.22, 0.88), (0.86, 0.5))
        case .pause:
            fill.append(UIBezierPath(rect: CGRect(x: o.x + 0.22 * s, y: o.y + 0.12 * s, width: 0.18 * s, height: 0.76 * s)))
            fill.append(UIBezierPath(rect: CGRect(x: o.x + 0.6 * s, y: o.y + 0.12 * s, width: 0.18 * s, height: 0.76 * s)))
        case .rewind:
            triangle((0.5, 0.2), (0.5, 0.8), (0.05, 0.5)); triangle((0.95, 0.2), (0.95, 0.8), (0.5, 0.5))
        case .fastForward:
            triangle((0.5, 0.2), (0.5, 0.8), (0.95, 0.5)); triangle((0.05, 0.2), (0.05, 0.8), (0.5, 0.5))
        case .trash:
            line([(0.1, 0.2), (0.9, 0.2)]); line([(0.38, 0.2), (0.38, 0.06), (0.62, 0.06), (0.62, 0.2)])
            line([(0.2, 0.2), (0.26, 0.94), (0.74, 0.94), (0.8, 0.2)])
        case .action:
            line([(0.32, 0.38), (0.18, 0.38), (0.18, 0.95), (0.82, 0.95), (0.82, 0.38), (0.68, 0.38)])
            line([(0.5, 0.62), (0.5, 0.04)]); line([(0.3, 0.22), (0.5, 0.04), (0.7, 0.22)])
        case .compose:
            line([(0.5, 0.12), (0.1, 0.12), (0.1, 0.9), (0.88, 0.9), (0.88, 0.5)])
            line([(0.4, 0.62), (0.9, 0.1)])
        case .reply:
            line([(0.4, 0.15), (0.08, 0.45), (0.4, 0.75)]); line([(0.08, 0.45), (0.6, 0.45), (0.92, 0.65), (0.92, 0.9)])
        case .bookmarks:
            line([(0.5, 0.2), (0.1, 0.1), (0.1, 0.85), (0.5, 0.95), (0.9, 0.85), (0.9, 0.1), (0.5, 0.2), (0.5, 0.95)])
        case .organize:
            line([(0.05, 0.2), (0.4, 0.2), (0.5, 0.32), (0.95, 0.32), (0.95, 0.88), (0.05, 0.88), (0.05, 0.2)])
        case .camera:
            line([(0.05, 0.28), (0.3, 0.28), (0.38, 0.15), (0.62, 0.15), (0.7, 0.28), (0.95, 0.28), (0.95, 0.85), (0.05, 0.85), (0.05, 0.28)])
            stroke.append(UIBezierPath(ovalIn: CGRect(x: o.x + 0.34 * s, y: o.y + 0.38 * s, width: 0.32 * s, height: 0.32 * s)))
        case .pageCurl:
            line([(0.1, 0.1), (0.9, 0.1), (0.9, 0.6), (0.6, 0.9), (0.1, 0.9), (0.1, 0.1)]); line([(0.9, 0.6), (0.6, 0.6), (0.6, 0.9)])
        default:
            return
        }
        color.setStroke()
        color.setFill()
        stroke.lineWidth = Metrics.stroke
        stroke.lineCapStyle = .round
        stroke.lineJoinStyle = .round
        stroke.stroke()
        fill.fill()
    }
}
