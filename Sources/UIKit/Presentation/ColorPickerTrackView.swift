import Foundation

/// The capsule behind one of the colour picker's sliders: a gradient from what the slider's left end picks to
/// what its right end picks (over a checkerboard for the opacity slider), as iOS 17 draws them.
final class ColorPickerTrackView: UIView {
    var from: UIColor = .black { didSet { setNeedsDisplay() } }
    var to: UIColor = .white { didSet { setNeedsDisplay() } }
    var checkered = false { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
        contentMode = .redraw
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let b = bounds
        ctx.saveGState()
        UIBezierPath(roundedRect: b, cornerRadius: b.height / 2).addClip()
        if checkered { ColorPickerSwatchView.fillCheckerboard(b, in: ctx) }
        let colors = [from.resolvedColor(with: traitCollection).cgColor, to.resolvedColor(with: traitCollection).cgColor]
        if let g = CGGradient(colorsSpace: nil, colors: colors as CFArray, locations: nil) {
            ctx.drawLinearGradient(g, start: CGPoint(x: b.minX, y: 0), end: CGPoint(x: b.maxX, y: 0), options: [])
        }
        ctx.restoreGState()
    }
}
