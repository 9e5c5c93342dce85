import UIKit

/// SPEC §8: points vs pixels — one vector drawing rendered at three scales.
@MainActor
final class PointsPixelsPageViewController: CatalogPageViewController {
    static let drawingSize = CGSize(width: 40, height: 40)
    /// The rendered images, at scale 1, 2 and 3.
    private(set) var images: [UIImage] = []

    /// The drawing: a circle, a diagonal hairline and a letter — resolution independent.
    static func drawSample(in ctx: UIGraphicsImageRendererContext) {
        let s = drawingSize
        UIColor.white.setFill()
        ctx.fill(CGRect(origin: .zero, size: s))
        let ring = UIBezierPath(ovalIn: CGRect(x: 4, y: 4, width: s.width - 8, height: s.height - 8))
        ring.lineWidth = 3
        UIColor.systemBlue.setStroke()
        ring.stroke()
        let line = UIBezierPath()
        line.move(to: CGPoint(x: 2, y: s.height - 2))
        line.addLine(to: CGPoint(x: s.width - 2, y: 2))
        line.lineWidth = 1
        UIColor.systemRed.setStroke()
        line.stroke()
        let attrs: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 14, weight: .bold), .foregroundColor: UIColor.black]
        ("Aa" as NSString).draw(at: CGPoint(x: 10, y: 11), withAttributes: attrs)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let c = canvas
        let screen = UIScreen.main
        makeHeading("The same 40×40-point drawing, rendered with UIGraphicsImageRenderer at three scales",
                    at: CGPoint(x: 20, y: 14), width: 760, in: c)
        c.addSubview(makeLabel("Shown magnified to 160×160 points with nearest-neighbour filtering, so each pixel is a square.",
                               frame: CGRect(x: 20, y: 40, width: 760, height: 16), size: 12, color: .secondaryLabel))
        for (i, scale) in [CGFloat(1), 2, 3].enumerated() {
            let format = UIGraphicsImageRendererFormat(scale: scale, opaque: true)
            let image = UIGraphicsImageRenderer(size: Self.drawingSize, format: format).image { Self.drawSample(in: $0) }
            images.append(image)
            let x = 40 + CGFloat(i) * 250
            let zoom = UIImageView(image: image)
            zoom.frame = CGRect(x: x, y: 70, width: 160, height: 160)
            zoom.contentMode = .scaleToFill
            zoom.layer.magnificationFilter = .nearest
            zoom.layer.borderWidth = 1
            zoom.layer.borderColor = UIColor.systemGray.cgColor
            c.addSubview(zoom)
            let pixels = image.cgImage.map { "\($0.width)×\($0.height)" } ?? "?"
            c.addSubview(makeLabel("scale \(Int(scale))x", frame: CGRect(x: x, y: 238, width: 160, height: 20), size: 16,
                                   weight: .bold, alignment: .center))
            c.addSubview(makeLabel("size \(fmt(image.size.width))×\(fmt(image.size.height)) pt · \(pixels) px",
                                   frame: CGRect(x: x - 30, y: 260, width: 220, height: 16), size: 12, color: .secondaryLabel,
                                   alignment: .center))
            // The image at its own size in points: on this screen all three look the same size.
            let actual = UIImageView(image: image)
            actual.frame.origin = CGPoint(x: x + 60, y: 290)
            c.addSubview(actual)
        }
        c.addSubview(makeLabel("↑ the three images at their size in points: equal on screen; more pixels only add detail.",
                               frame: CGRect(x: 20, y: 338, width: 760, height: 16), size: 12, color: .secondaryLabel,
                               alignment: .center))

        makeHeading("This screen", at: CGPoint(x: 20, y: 374), width: 760, in: c)
        let b = screen.bounds, n = screen.nativeBounds
        let info = """
        UIScreen.main.bounds = \(fmt(b.width))×\(fmt(b.height)) points · scale \(fmt(screen.scale)) · nativeBounds = \(fmt(n.width))×\(fmt(n.height)) pixels
        A view's contentScaleFactor follows its screen: \(fmt(view.contentScaleFactor)). Coordinates are points; one point is \(fmt(screen.scale))×\(fmt(screen.scale)) pixels here.
        Common screen sizes in points: 320×480, 320×568, 375×667, 390×844, 768×1024 — at 1x, 2x or 3x.
        """
        c.addSubview(makeLabel(info, frame: CGRect(x: 20, y: 402, width: 760, height: 64), size: 12, lines: 0))
    }
}
