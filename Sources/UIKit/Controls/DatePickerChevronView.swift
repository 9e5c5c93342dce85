import Foundation

/// A chevron stroked as SF Symbols' chevron.backward / chevron.forward (semibold) draws it, in `colour`.
final class DatePickerChevronView: UIView {
    private let pointsRight: Bool
    var colour: UIColor = .systemBlue { didSet { setNeedsDisplay() } }

    init(pointsRight: Bool) {
        self.pointsRight = pointsRight
        super.init(frame: .zero)
        isOpaque = false
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        let b = bounds.insetBy(dx: 1.5, dy: 1.5)
        let path = UIBezierPath()
        // Mirrored in a right-to-left layout (‹ and › swap their look as their places swap).
        let right = pointsRight == (effectiveUserInterfaceLayoutDirection == .leftToRight)
        let tipX = right ? b.maxX : b.minX
        let tailX = right ? b.minX : b.maxX
        path.move(to: CGPoint(x: tailX, y: b.minY))
        path.addLine(to: CGPoint(x: tipX, y: b.midY))
        path.addLine(to: CGPoint(x: tailX, y: b.maxY))
        path.lineWidth = 2.5
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        colour.setStroke()
        path.stroke()
    }
}
