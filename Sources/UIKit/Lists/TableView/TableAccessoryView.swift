import Foundation

/// The standard accessories drawn as iOS 17 draws them: a grey chevron, a tinted checkmark, a tinted info
/// button (circled "i"), or the info button beside a chevron.
final class TableAccessoryView: UIView {
    var type: UITableViewCell.AccessoryType { didSet { if oldValue != type { setNeedsDisplay() } } }

    /// ⚠ Sizes from iOS 17 screenshots at 1×: chevron 8×13 in a 12 pt box, checkmark 14×14, info 22×22.
    private enum Metrics {
        static let chevron = CGSize(width: 8, height: 13)
        static let checkmark = CGSize(width: 14, height: 14)
        static let info: CGFloat = 22
        static let infoChevronGap: CGFloat = 12
    }

    init(type: UITableViewCell.AccessoryType) {
        self.type = type
        super.init(frame: .zero)
        isOpaque = false
        backgroundColor = nil
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        switch type {
        case .none: return .zero
        case .disclosureIndicator: return Metrics.chevron
        case .checkmark: return Metrics.checkmark
        case .detailButton: return CGSize(width: Metrics.info, height: Metrics.info)
        case .detailDisclosureButton:
            return CGSize(width: Metrics.info + Metrics.infoChevronGap + Metrics.chevron.width, height: Metrics.info)
        }
    }

    override func draw(_ rect: CGRect) {
        let b = bounds
        switch type {
        case .none: break
        case .disclosureIndicator: drawChevron(in: b)
        case .checkmark: drawCheckmark(in: b)
        case .detailButton: drawInfo(in: CGRect(x: 0, y: 0, width: Metrics.info, height: Metrics.info))
        case .detailDisclosureButton:
            drawInfo(in: CGRect(x: 0, y: (b.height - Metrics.info) / 2, width: Metrics.info, height: Metrics.info))
            let c = Metrics.chevron
            drawChevron(in: CGRect(x: b.width - c.width, y: (b.height - c.height) / 2, width: c.width, height: c.height))
        }
    }

    private func drawChevron(in r: CGRect) {
        let p = UIBezierPath()
        p.move(to: CGPoint(x: r.minX + 1.5, y: r.minY + 1.5))
        p.addLine(to: CGPoint(x: r.maxX - 1.5, y: r.midY))
        p.addLine(to: CGPoint(x: r.minX + 1.5, y: r.maxY - 1.5))
        p.lineWidth = 2.2
        p.lineCapStyle = .round
        p.lineJoinStyle = .round
        UIColor.tertiaryLabel.setStroke()
        p.stroke()
    }

    private func drawCheckmark(in r: CGRect) {
        let p = UIBezierPath()
        p.move(to: CGPoint(x: r.minX + 1.5, y: r.minY + r.height * 0.55))
        p.addLine(to: CGPoint(x: r.minX + r.width * 0.38, y: r.maxY - 1.5))
        p.addLine(to: CGPoint(x: r.maxX - 1.5, y: r.minY + 1.5))
        p.lineWidth = 2.2
        p.lineCapStyle = .round
        p.lineJoinStyle = .round
        tintColor.setStroke()
        p.stroke()
    }

    private func drawInfo(in r: CGRect) {
        let ring = UIBezierPath(ovalIn: r.insetBy(dx: 1, dy: 1))
        ring.lineWidth = 1.5
        tintColor.setStroke()
        ring.stroke()
        tintColor.setFill()
        UIBezierPath(ovalIn: CGRect(x: r.midX - 1.25, y: r.minY + 5, width: 2.5, height: 2.5)).fill()
        UIBezierPath(roundedRect: CGRect(x: r.midX - 1, y: r.minY + 9, width: 2, height: 8), cornerRadius: 1).fill()
    }
}
