import UIKit

/// A view drawing a 20-point grid with its axes, to show a coordinate system (origin top left, y down).
final class GridView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        contentMode = .redraw
    }
    required init?(coder: NSCoder) { fatalError("not archived") }

    override func draw(_ rect: CGRect) {
        UIColor.systemGray5.setStroke()
        let grid = UIBezierPath()
        var x: CGFloat = 0
        while x <= bounds.width { grid.move(to: CGPoint(x: x + 0.5, y: 0)); grid.addLine(to: CGPoint(x: x + 0.5, y: bounds.height)); x += 20 }
        var y: CGFloat = 0
        while y <= bounds.height { grid.move(to: CGPoint(x: 0, y: y + 0.5)); grid.addLine(to: CGPoint(x: bounds.width, y: y + 0.5)); y += 20 }
        grid.lineWidth = 1
        grid.stroke()
        UIColor.systemGray.setStroke()
        let axes = UIBezierPath()
        axes.move(to: CGPoint(x: 60, y: 1.5)); axes.addLine(to: CGPoint(x: 1.5, y: 1.5)); axes.addLine(to: CGPoint(x: 1.5, y: 60))
        axes.lineWidth = 2
        axes.stroke()
        let attrs: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 10), .foregroundColor: UIColor.darkGray]
        ("x →" as NSString).draw(at: CGPoint(x: 64, y: 2), withAttributes: attrs)
        ("y ↓" as NSString).draw(at: CGPoint(x: 4, y: 62), withAttributes: attrs)
    }
}

/// SPEC §7: frame, bounds and center; transforms about the center; convert(_:to:); bounds origin scrolling.
@MainActor
final class CoordinatesPageViewController: CatalogPageViewController {
    let stage = GridView(frame: CGRect(x: 20, y: 44, width: 380, height: 280))
    /// The transformed parent and its child.
    let parentView = UIView(frame: CGRect(x: 110, y: 90, width: 160, height: 100))
    let childView = UIView(frame: CGRect(x: 16, y: 16, width: 60, height: 40))
    /// A dashed outline drawn at parentView.frame (the bounding box of the transformed view).
    let frameOutline = UIView()
    /// Live values.
    let readout = UILabel()
    private var angle: CGFloat = .pi / 9
    private var scale: CGFloat = 1

    /// The scrolling viewport and its readout.
    let viewport = UIView(frame: CGRect(x: 440, y: 44, width: 320, height: 200))
    let scrollReadout = UILabel()
    private(set) var rotateButton: UIButton!
    private(set) var scrollButton: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        let c = canvas
        makeHeading("Transforms rotate and scale about the center", at: CGPoint(x: 20, y: 14), width: 380, in: c)
        c.addSubview(stage)
        stage.layer.borderWidth = 1
        stage.layer.borderColor = UIColor.systemGray3.cgColor
        stage.addSubview(makeLabel("stage", frame: CGRect(x: 330, y: 262, width: 44, height: 14), size: 10, color: .secondaryLabel,
                                   alignment: .right))

        frameOutline.backgroundColor = UIColor.systemOrange.withAlphaComponent(0.08)
        frameOutline.layer.borderColor = UIColor.systemOrange.cgColor
        frameOutline.layer.borderWidth = 1
        stage.addSubview(frameOutline)

        parentView.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.85)
        parentView.addSubview(makeLabel("parent", frame: CGRect(x: 84, y: 70, width: 70, height: 20), size: 12, color: .white))
        childView.backgroundColor = .systemYellow
        childView.addSubview(makeLabel("child", frame: CGRect(x: 6, y: 10, width: 50, height: 20), size: 12, color: .black))
        parentView.addSubview(childView)
        stage.addSubview(parentView)
        let centerDot = makeBox(CGRect(x: 0, y: 0, width: 6, height: 6), .systemRed, cornerRadius: 3)
        centerDot.tag = 7
        stage.addSubview(centerDot)

        rotateButton = makeButton("Rotate 15°", frame: CGRect(x: 20, y: 332, width: 110, height: 28)) { [weak self] in
            self?.angle += .pi / 12
            self?.applyTransform()
        }
        let scaleButton = makeButton("Scale ×1.2", frame: CGRect(x: 140, y: 332, width: 110, height: 28)) { [weak self] in
            guard let self else { return }
            self.scale = self.scale > 1.3 ? 1 : self.scale * 1.2
            self.applyTransform()
        }
        let reset = makeButton("Identity", frame: CGRect(x: 260, y: 332, width: 100, height: 28)) { [weak self] in
            self?.angle = 0
            self?.scale = 1
            self?.applyTransform()
        }
        for b in [rotateButton!, scaleButton, reset] { c.addSubview(b) }
        readout.frame = CGRect(x: 20, y: 368, width: 400, height: 150)
        readout.font = .monospacedSystemFont(ofSize: 11, weight: .regular)
        readout.numberOfLines = 0
        c.addSubview(readout)

        // Scrolling by moving the bounds origin.
        makeHeading("Scrolling = moving bounds.origin", at: CGPoint(x: 440, y: 14), width: 320, in: c)
        viewport.clipsToBounds = true
        viewport.backgroundColor = .systemGray6
        viewport.layer.borderWidth = 1
        viewport.layer.borderColor = UIColor.systemGray.cgColor
        let palette: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue, .systemIndigo, .systemPurple]
        for row in 0..<6 {
            for col in 0..<8 {
                let n = row * 8 + col + 1
                let tile = makeBox(CGRect(x: CGFloat(col) * 64 + 4, y: CGFloat(row) * 64 + 4, width: 56, height: 56),
                                   palette[(row + col) % palette.count].withAlphaComponent(0.75), cornerRadius: 8)
                tile.addSubview(makeLabel("\(n)", frame: tile.bounds, size: 18, weight: .bold, color: .white, alignment: .center))
                viewport.addSubview(tile)
            }
        }
        c.addSubview(viewport)
        scrollButton = makeButton("Scroll ↘ (+40, +30)", frame: CGRect(x: 440, y: 252, width: 170, height: 28)) { [weak self] in
            guard let self else { return }
            var b = self.viewport.bounds
            b.origin.x = b.origin.x >= 180 ? 0 : b.origin.x + 40
            b.origin.y = b.origin.y >= 135 ? 0 : b.origin.y + 30
            self.viewport.bounds = b
            self.updateReadouts()
        }
        c.addSubview(scrollButton)
        c.addSubview(makeButton("Back to 0, 0", frame: CGRect(x: 620, y: 252, width: 140, height: 28)) { [weak self] in
            self?.viewport.bounds.origin = .zero
            self?.updateReadouts()
        })
        scrollReadout.frame = CGRect(x: 440, y: 288, width: 340, height: 80)
        scrollReadout.font = .monospacedSystemFont(ofSize: 11, weight: .regular)
        scrollReadout.numberOfLines = 0
        c.addSubview(scrollReadout)
        c.addSubview(makeLabel("The frame of the viewport and of every tile stays the same; only the viewport's bounds origin moves, shifting what it shows.",
                               frame: CGRect(x: 440, y: 372, width: 330, height: 48), size: 11, color: .secondaryLabel, lines: 0))
        applyTransform()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        updateReadouts()
    }

    private func applyTransform() {
        parentView.transform = CGAffineTransform(rotationAngle: angle).scaledBy(x: scale, y: scale)
        updateReadouts()
    }

    private func updateReadouts() {
        frameOutline.frame = parentView.frame
        stage.viewWithTag(7)?.center = parentView.center
        let degrees = Int((angle * 180 / .pi).rounded())
        let origin = childView.convert(CGPoint.zero, to: stage)
        let inWindow = childView.convert(CGPoint.zero, to: nil)
        let back = stage.convert(origin, to: childView)
        let readoutText = """
        parent.transform = rotate \(degrees)°, scale \(fmt(scale))
        parent.center = \(fmt(parentView.center))  (red dot)
        parent.bounds = \(fmt(parentView.bounds))
        parent.frame  = \(fmt(parentView.frame))
          (orange: the bounding box; use bounds + center)
        child.convert((0, 0), to: stage) = \(fmt(origin))
        child.convert((0, 0), to: nil)   = \(fmt(inWindow))
          (nil: the window's coordinates)
        stage.convert(that, to: child)   = \(fmt(back))
        """
        setTopAligned(readout, readoutText)
        let scrollText = """
        viewport.frame  = \(fmt(viewport.frame))
        viewport.bounds = \(fmt(viewport.bounds))
        tile 1 frame    = \(fmt(viewport.subviews[0].frame))
        tile 1 in canvas: \(fmt(viewport.subviews[0].convert(CGPoint.zero, to: canvas)))
        """
        setTopAligned(scrollReadout, scrollText)
    }
}
