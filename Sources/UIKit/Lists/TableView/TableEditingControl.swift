import Foundation

/// The control at a row's leading edge while editing: a red circle with a white bar (delete) or a green
/// circle with a white plus (insert), drawn as iOS 17 draws them. Tapping it tells the table.
final class TableEditingControl: UIView {
    var style: UITableViewCell.EditingStyle { didSet { if oldValue != style { setNeedsDisplay() } } }
    var onTap: (@MainActor () -> Void)?

    /// ⚠ iOS 17 iPhone (screenshots at 1×): a 22 pt circle, its bar/plus arms 12 × 2 pt.
    enum Metrics {
        static let diameter: CGFloat = 22
        static let arm: CGFloat = 12
        static let thickness: CGFloat = 2
    }

    init(style: UITableViewCell.EditingStyle) {
        self.style = style
        super.init(frame: CGRect(x: 0, y: 0, width: Metrics.diameter, height: Metrics.diameter))
        isOpaque = false
        backgroundColor = nil
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func draw(_ rect: CGRect) {
        let b = bounds
        let d = Metrics.diameter
        let circle = CGRect(x: (b.width - d) / 2, y: (b.height - d) / 2, width: d, height: d)
        (style == .insert ? UIColor.systemGreen : UIColor.systemRed).setFill()
        UIBezierPath(ovalIn: circle).fill()
        UIColor.white.setFill()
        let a = Metrics.arm, t = Metrics.thickness
        UIBezierPath(roundedRect: CGRect(x: circle.midX - a / 2, y: circle.midY - t / 2, width: a, height: t), cornerRadius: t / 2).fill()
        if style == .insert {
            UIBezierPath(roundedRect: CGRect(x: circle.midX - t / 2, y: circle.midY - a / 2, width: t, height: a), cornerRadius: t / 2).fill()
        }
    }

    // The control takes the touch itself, so the row is not selected.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let t = touches.first, bounds.insetBy(dx: -8, dy: -8).contains(t.location(in: self)) else { return }
        onTap?()
    }
}
