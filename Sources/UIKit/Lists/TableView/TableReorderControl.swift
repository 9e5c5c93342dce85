import Foundation

/// The reorder control at a row's trailing edge while editing: three grey lines, drawn as iOS 17 draws them.
/// The table's reorder pan starts on it.
final class TableReorderControl: UIView {
    /// ⚠ iOS 17 iPhone (screenshots at 1×): lines 18 × 2 pt, 5 pt apart, in a 44 pt wide hit area.
    enum Metrics {
        static let width: CGFloat = 44
        static let lineWidth: CGFloat = 18
        static let lineHeight: CGFloat = 2
        static let spacing: CGFloat = 5
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func draw(_ rect: CGRect) {
        let b = bounds
        UIColor.systemGray2.setFill()
        let top = (b.midY - Metrics.spacing - Metrics.lineHeight * 1.5).rounded()
        for i in 0..<3 {
            let y = top + CGFloat(i) * (Metrics.spacing + Metrics.lineHeight)
            UIBezierPath(roundedRect: CGRect(x: (b.width - Metrics.lineWidth) / 2, y: y, width: Metrics.lineWidth, height: Metrics.lineHeight),
                         cornerRadius: Metrics.lineHeight / 2).fill()
        }
    }

    // The control takes the touch itself, so the row is not selected.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
