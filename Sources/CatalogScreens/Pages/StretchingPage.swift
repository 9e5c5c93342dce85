import UIKit

/// A 36×36 rounded "bubble" with a 2-pt border and corner dots, made to show how caps survive stretching.
@MainActor
func makeBubbleImage() -> UIImage {
    let size = CGSize(width: 36, height: 36)
    return UIGraphicsImageRenderer(size: size, format: UIGraphicsImageRendererFormat(scale: 2, opaque: false)).image { _ in
        let r = CGRect(origin: .zero, size: size).insetBy(dx: 1, dy: 1)
        let path = UIBezierPath(roundedRect: r, cornerRadius: 11)
        UIColor.systemTeal.setFill()
        path.fill()
        path.lineWidth = 2
        UIColor(red: 0, green: 0.3, blue: 0.4, alpha: 1).setStroke()
        path.stroke()
        UIColor.white.setFill()
        for (x, y) in [(6.0, 6.0), (26.0, 6.0), (6.0, 26.0), (26.0, 26.0)] {
            UIBezierPath(ovalIn: CGRect(x: x, y: y, width: 4, height: 4)).fill()
        }
    }
}

/// A drawn "button" whose snapshot is stretched (not redrawn) when it grows.
final class StretchyDrawnView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }
    required init?(coder: NSCoder) { fatalError("not archived") }

    override func draw(_ rect: CGRect) {
        let r = bounds.insetBy(dx: 1.5, dy: 1.5)
        let path = UIBezierPath(roundedRect: r, cornerRadius: 10)
        UIColor.systemOrange.setFill()
        path.fill()
        path.lineWidth = 3
        UIColor.brown.setStroke()
        path.stroke()
        UIColor.white.setFill()
        UIBezierPath(ovalIn: CGRect(x: 7, y: 7, width: 8, height: 8)).fill()
        UIBezierPath(ovalIn: CGRect(x: bounds.maxX - 15, y: bounds.maxY - 15, width: 8, height: 8)).fill()
    }
}

/// SPEC §5: resizable images with cap insets, and contentStretch on a drawn view.
@MainActor
final class StretchingPageViewController: CatalogPageViewController {
    /// The drawn views: default contentStretch, and a stretch of the middle only.
    let wholeStretchView = StretchyDrawnView(frame: CGRect(x: 40, y: 340, width: 80, height: 40))
    let middleStretchView = StretchyDrawnView(frame: CGRect(x: 420, y: 340, width: 80, height: 40))
    /// Grows (or shrinks back) the drawn views; they keep their first snapshot.
    private(set) var growButton: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        let c = canvas
        let bubble = makeBubbleImage()
        let resizable = bubble.resizableImage(withCapInsets: UIEdgeInsets(top: 13, left: 13, bottom: 13, right: 13))
        let sizes = [CGSize(width: 36, height: 36), CGSize(width: 90, height: 36), CGSize(width: 200, height: 50),
                     CGSize(width: 340, height: 70)]

        makeHeading("resizableImage(withCapInsets: 13 pt) — the corners stay crisp", at: CGPoint(x: 20, y: 14), width: 760, in: c)
        makeHeading("the same image, not resizable — everything stretches", at: CGPoint(x: 20, y: 146), width: 760, in: c)
        var x: CGFloat = 30
        for size in sizes {
            let good = UIImageView(image: resizable)
            good.frame = CGRect(origin: CGPoint(x: x, y: 48), size: size)
            c.addSubview(good)
            let bad = UIImageView(image: bubble)
            bad.frame = CGRect(origin: CGPoint(x: x, y: 180), size: size)
            c.addSubview(bad)
            c.addSubview(makeLabel("\(Int(size.width))×\(Int(size.height))", frame: CGRect(x: x, y: 124, width: 100, height: 14),
                                   size: 11, color: .secondaryLabel))
            x += size.width + 26
        }

        makeHeading("contentStretch on a drawn view (drawn once at 80×40, then grown)", at: CGPoint(x: 20, y: 272), width: 760, in: c)
        middleStretchView.contentStretch = CGRect(x: 0.45, y: 0.45, width: 0.1, height: 0.1)
        c.addSubview(wholeStretchView)
        c.addSubview(middleStretchView)
        c.addSubview(makeLabel("contentStretch = (0, 0, 1, 1) (default)", frame: CGRect(x: 40, y: 310, width: 340, height: 16), size: 12))
        c.addSubview(makeLabel("contentStretch = (0.45, 0.45, 0.1, 0.1)", frame: CGRect(x: 420, y: 310, width: 340, height: 16), size: 12))
        growButton = makeButton("Grow / shrink", frame: CGRect(x: 40, y: 470, width: 140, height: 30)) { [weak self] in
            guard let self else { return }
            for v in [self.wholeStretchView, self.middleStretchView] {
                v.frame.size = v.frame.width > 100 ? CGSize(width: 80, height: 40) : CGSize(width: 320, height: 90)
            }
        }
        c.addSubview(growButton)
        c.addSubview(makeLabel("Only the middle part stretches, so the rounded border and the dots keep their shape.",
                               frame: CGRect(x: 200, y: 476, width: 580, height: 16), size: 12, color: .secondaryLabel))
    }
}
