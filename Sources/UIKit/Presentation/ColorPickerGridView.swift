import Foundation

/// The colour picker's Grid page: the palette's cells edge to edge in a rounded rectangle, the selected
/// cell outlined. A tap picks a cell; a drag picks each cell it crosses (continuously) and the last one
/// again when the finger lifts.
final class ColorPickerGridView: UIView {
    private enum Metrics {
        // ⚠ Read off iOS 17 screenshots: the grid's corner radius, the selected cell's outline.
        static let cornerRadius: CGFloat = 8
        static let outlineWidth: CGFloat = 3
        static let outlineRadius: CGFloat = 4
    }

    /// Called with the picked cell and whether the drag is still going on.
    var onPick: ((_ row: Int, _ column: Int, _ continuously: Bool) -> Void)?
    /// The outlined cell (nil: the selected colour is not in the grid).
    var selectedCell: (row: Int, column: Int)? {
        didSet { if selectedCell?.row != oldValue?.row || selectedCell?.column != oldValue?.column { setNeedsDisplay() } }
    }
    private var trackedCell: (row: Int, column: Int)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The rectangle of a cell, on whole points so neighbours meet without seams.
    func rect(row: Int, column: Int) -> CGRect {
        let b = bounds
        let cols = CGFloat(ColorPickerPalette.columns), rows = CGFloat(ColorPickerPalette.rows)
        let x0 = (b.width * CGFloat(column) / cols).rounded(), x1 = (b.width * CGFloat(column + 1) / cols).rounded()
        let y0 = (b.height * CGFloat(row) / rows).rounded(), y1 = (b.height * CGFloat(row + 1) / rows).rounded()
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The cell under `point`, clamped to the grid (a drag past its edge stays on the edge cell).
    func cell(at point: CGPoint) -> (row: Int, column: Int) {
        let b = bounds
        guard b.width > 0, b.height > 0 else { return (0, 0) }
        let column = Int((point.x / b.width * CGFloat(ColorPickerPalette.columns)).rounded(.down))
        let row = Int((point.y / b.height * CGFloat(ColorPickerPalette.rows)).rounded(.down))
        return (min(max(row, 0), ColorPickerPalette.rows - 1), min(max(column, 0), ColorPickerPalette.columns - 1))
    }

    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        UIBezierPath(roundedRect: bounds, cornerRadius: Metrics.cornerRadius).addClip()
        for row in 0..<ColorPickerPalette.rows {
            for column in 0..<ColorPickerPalette.columns {
                ColorPickerPalette.color(row: row, column: column).setFill()
                ctx.fill(self.rect(row: row, column: column))
            }
        }
        ctx.restoreGState()
        guard let s = selectedCell else { return }
        // A light cell gets a dark outline, as iOS does for the white end of the gray row.
        let (r, g, b) = ColorPickerPalette.components(row: s.row, column: s.column)
        let light = 0.299 * r + 0.587 * g + 0.114 * b > 0.8
        (light ? UIColor.systemGray : UIColor.white).setStroke()
        let outline = UIBezierPath(roundedRect: self.rect(row: s.row, column: s.column).insetBy(dx: Metrics.outlineWidth / 2, dy: Metrics.outlineWidth / 2),
                                   cornerRadius: Metrics.outlineRadius)
        outline.lineWidth = Metrics.outlineWidth
        outline.stroke()
    }

    /// A drag that started here picks colours: an ancestor's pan (the sheet's drag to dismiss) may not take it.
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if trackedCell != nil, gestureRecognizer.view !== self, gestureRecognizer is UIPanGestureRecognizer { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let t = touches.first else { return }
        let c = cell(at: t.location(in: self))
        trackedCell = c
        selectedCell = c
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let t = touches.first, let tracked = trackedCell else { return }
        let c = cell(at: t.location(in: self))
        guard c != tracked else { return }
        trackedCell = c
        selectedCell = c
        onPick?(c.row, c.column, true)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let c = trackedCell else { return }
        trackedCell = nil
        onPick?(c.row, c.column, false)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchesEnded(touches, with: event)
    }
}
