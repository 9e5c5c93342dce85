import UIKit

/// A small, asymmetric picture (so stretching, cropping and alignment all show): sky, sun, hill, a flag.
@MainActor
func makeSampleImage(size: CGSize = CGSize(width: 64, height: 32), scale: CGFloat = 2) -> UIImage {
    let format = UIGraphicsImageRendererFormat(scale: scale, opaque: true)
    return UIGraphicsImageRenderer(size: size, format: format).image { ctx in
        let w = size.width, h = size.height
        UIColor(red: 0.55, green: 0.78, blue: 0.98, alpha: 1).setFill()
        ctx.fill(CGRect(x: 0, y: 0, width: w, height: h))
        UIColor.systemYellow.setFill()
        UIBezierPath(ovalIn: CGRect(x: w * 0.08, y: h * 0.12, width: h * 0.4, height: h * 0.4)).fill()
        UIColor.systemGreen.setFill()
        let hill = UIBezierPath()
        hill.move(to: CGPoint(x: 0, y: h))
        hill.addQuadCurve(to: CGPoint(x: w, y: h * 0.7), controlPoint: CGPoint(x: w * 0.55, y: h * 0.2))
        hill.addLine(to: CGPoint(x: w, y: h))
        hill.close()
        hill.fill()
        UIColor.systemRed.setFill()
        ctx.fill(CGRect(x: w * 0.72, y: h * 0.18, width: w * 0.14, height: h * 0.18))
        UIColor.black.setFill()
        ctx.fill(CGRect(x: w * 0.72, y: h * 0.18, width: 1, height: h * 0.45))
        UIColor.white.setStroke()
        ctx.stroke(CGRect(x: 0.5, y: 0.5, width: w - 1, height: h - 1))
    }
}

/// SPEC §5: the thirteen content modes on the same image, in image views larger than the image.
@MainActor
final class ContentModesPageViewController: CatalogPageViewController {
    static let modes: [(UIView.ContentMode, String)] = [
        (.scaleToFill, ".scaleToFill"), (.scaleAspectFit, ".scaleAspectFit"), (.scaleAspectFill, ".scaleAspectFill"),
        (.redraw, ".redraw"), (.center, ".center"), (.top, ".top"), (.bottom, ".bottom"), (.left, ".left"),
        (.right, ".right"), (.topLeft, ".topLeft"), (.topRight, ".topRight"), (.bottomLeft, ".bottomLeft"),
        (.bottomRight, ".bottomRight"),
    ]

    /// The image views, in the order of `modes`.
    private(set) var imageViews: [UIImageView] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let c = canvas
        let image = makeSampleImage()
        makeHeading("A 64×32 image in 120×80 image views (clipsToBounds on, so aspect fill crops)",
                    at: CGPoint(x: 20, y: 14), width: 620, in: c)
        let original = UIImageView(image: image)
        original.frame.origin = CGPoint(x: 716, y: 8)
        c.addSubview(original)
        c.addSubview(makeLabel("the image", frame: CGRect(x: 648, y: 16, width: 64, height: 16), size: 11,
                               color: .secondaryLabel, alignment: .right))

        for (i, (mode, name)) in Self.modes.enumerated() {
            let col = i % 5, row = i / 5
            let x = 26 + CGFloat(col) * 152, y = 58 + CGFloat(row) * 150
            let iv = UIImageView(image: image)
            iv.frame = CGRect(x: x, y: y, width: 120, height: 80)
            iv.contentMode = mode
            iv.clipsToBounds = true
            iv.backgroundColor = .systemGray6
            iv.layer.borderColor = UIColor.systemGray.cgColor
            iv.layer.borderWidth = 1
            c.addSubview(iv)
            imageViews.append(iv)
            c.addSubview(makeLabel(name, frame: CGRect(x: x - 10, y: y + 86, width: 140, height: 18), size: 13,
                                   weight: .medium, alignment: .center))
        }
        c.addSubview(makeLabel("Non-scaling modes place the image at its own size; .redraw redraws drawn views on resize (an image view shows its image scaled to fill).",
                               frame: CGRect(x: 490, y: 362, width: 290, height: 80), size: 12, color: .secondaryLabel, lines: 0))
    }
}
