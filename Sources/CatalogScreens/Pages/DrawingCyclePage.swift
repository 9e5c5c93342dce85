import UIKit

/// A view that counts its own draw(_:) calls and shows the count in what it draws.
final class DrawCountingView: UIView {
    /// How many times draw(_:) has run.
    private(set) var drawCount = 0
    let caption: String
    let fill: UIColor

    init(frame: CGRect, caption: String, fill: UIColor) {
        self.caption = caption
        self.fill = fill
        super.init(frame: frame)
        isOpaque = false
    }
    required init?(coder: NSCoder) { fatalError("not archived") }

    override func draw(_ rect: CGRect) {
        drawCount += 1
        let box = bounds.insetBy(dx: 2, dy: 2)
        let path = UIBezierPath(roundedRect: box, cornerRadius: 14)
        fill.setFill()
        path.fill()
        UIColor.black.withAlphaComponent(0.35).setStroke()
        path.lineWidth = 2
        path.stroke()
        // A ring that shows how the snapshot is stretched or redrawn.
        let d = min(box.width, box.height) * 0.4
        let ring = UIBezierPath(ovalIn: CGRect(x: box.maxX - d - 12, y: box.midY - d / 2, width: d, height: d))
        ring.lineWidth = 3
        UIColor.white.setStroke()
        ring.stroke()
        let title: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 15, weight: .semibold), .foregroundColor: UIColor.white]
        let count: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 24, weight: .bold), .foregroundColor: UIColor.white]
        (caption as NSString).draw(at: CGPoint(x: 16, y: 12), withAttributes: title)
        ("draw(_:) calls: \(drawCount)" as NSString).draw(at: CGPoint(x: 16, y: 36), withAttributes: count)
    }
}

/// SPEC §4: drawing happens on demand, once per run-loop turn; geometry changes reuse the snapshot.
@MainActor
final class DrawingCyclePageViewController: CatalogPageViewController {
    /// The view whose draw(_:) calls are counted (content mode scaleToFill).
    let countingView = DrawCountingView(frame: CGRect(x: 30, y: 50, width: 330, height: 110), caption: "contentMode .scaleToFill",
                                        fill: .systemBlue)
    /// A second counting view with content mode .redraw.
    let redrawView = DrawCountingView(frame: CGRect(x: 420, y: 50, width: 330, height: 110), caption: "contentMode .redraw",
                                      fill: .systemGreen)
    /// Calls setNeedsDisplay() twice on both views.
    private(set) var setNeedsDisplayButton: UIButton!
    /// Makes both views taller.
    private(set) var resizeButton: UIButton!
    /// Says what the last button did.
    let logLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        let c = canvas
        redrawView.contentMode = .redraw
        makeHeading("Two custom views that count their draw(_:) calls", at: CGPoint(x: 20, y: 14), width: 760, in: c)
        c.addSubview(countingView)
        c.addSubview(redrawView)

        setNeedsDisplayButton = makeButton("setNeedsDisplay() ×2", frame: CGRect(x: 30, y: 300, width: 180, height: 30)) { [weak self] in
            guard let self else { return }
            self.countingView.setNeedsDisplay()
            self.countingView.setNeedsDisplay()
            self.redrawView.setNeedsDisplay()
            self.redrawView.setNeedsDisplay()
            self.logLabel.text = "setNeedsDisplay() twice on each view → each draws once, at the end of this run-loop turn (+1)"
        }
        resizeButton = makeButton("Make both taller", frame: CGRect(x: 220, y: 300, width: 150, height: 30)) { [weak self] in
            guard let self else { return }
            for v in [self.countingView, self.redrawView] {
                v.frame.size.height = v.frame.height > 130 ? 110 : 170
            }
            self.logLabel.text = "Resized: .scaleToFill stretches its cached snapshot (no draw); .redraw draws again (+1)"
        }
        let move = makeButton("Move and fade", frame: CGRect(x: 380, y: 300, width: 150, height: 30)) { [weak self] in
            guard let self else { return }
            for v in [self.countingView, self.redrawView] {
                v.center.x += v.center.x.truncatingRemainder(dividingBy: 20) == 0 ? 10 : -10
                v.alpha = v.alpha < 1 ? 1 : 0.6
            }
            self.logLabel.text = "Moved and faded: the snapshots are reused; nothing draws"
        }
        for b in [setNeedsDisplayButton!, resizeButton!, move] { c.addSubview(b) }

        logLabel.frame = CGRect(x: 30, y: 340, width: 740, height: 18)
        logLabel.font = .systemFont(ofSize: 13, weight: .medium)
        logLabel.text = "Each view drew once when it first appeared."
        c.addSubview(logLabel)

        let notes = """
        • Drawing is on demand: a view draws when it first appears, and its output is kept as a snapshot.
        • setNeedsDisplay() only marks the view; all marks made during one turn of the run loop lead to one draw(_:).
        • Moving, fading and transforming reuse the snapshot. Resizing reuses it too, scaled by the content mode —
          except with .redraw, which asks the view to draw again at its new size.
        """
        c.addSubview(makeLabel(notes, frame: CGRect(x: 30, y: 380, width: 740, height: 80), size: 12,
                               color: .secondaryLabel, lines: 0))
    }
}
