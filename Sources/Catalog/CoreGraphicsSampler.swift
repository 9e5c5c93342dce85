import UIKit

/// A page of CoreGraphics drawing: shapes, transforms, gradients, clipping, blend modes, images,
/// shadows and text, drawn headless into a bitmap context and saved as PNG.
enum CoreGraphicsSampler {
    static let size = CGSize(width: 960, height: 640)

    static func render() -> CGImage? {
        guard let ctx = CGContext(data: nil, width: Int(size.width), height: Int(size.height), bitsPerComponent: 8,
                                  bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                                  bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return nil }
        // Draw top-down like a page: flip the y-up bitmap context once.
        ctx.translateBy(x: 0, y: size.height)
        ctx.scaleBy(x: 1, y: -1)
        ctx.setFillColor(CGColor(gray: 0.96, alpha: 1))
        ctx.fill(CGRect(origin: .zero, size: size))

        panel(ctx, 0, 0, "Shapes and strokes") { ctx in
            ctx.setFillColor(CGColor(red: 0.95, green: 0.35, blue: 0.25, alpha: 1))
            ctx.fill(CGRect(x: 20, y: 40, width: 80, height: 60))
            ctx.setFillColor(CGColor(red: 0.2, green: 0.55, blue: 0.95, alpha: 1))
            ctx.fillEllipse(in: CGRect(x: 120, y: 40, width: 90, height: 60))
            let rounded = CGPath(roundedRect: CGRect(x: 230, y: 40, width: 60, height: 60), cornerWidth: 14, cornerHeight: 14, transform: nil)
            ctx.addPath(rounded)
            ctx.setFillColor(CGColor(red: 0.3, green: 0.75, blue: 0.4, alpha: 1))
            ctx.fillPath()
            ctx.setStrokeColor(CGColor(gray: 0.15, alpha: 1))
            ctx.setLineWidth(6)
            ctx.setLineCap(.round)
            ctx.move(to: CGPoint(x: 20, y: 140)); ctx.addLine(to: CGPoint(x: 120, y: 180))
            ctx.strokePath()
            ctx.setLineDash(phase: 0, lengths: [10, 6])
            ctx.setLineWidth(3)
            ctx.setLineCap(.butt)
            ctx.addArc(center: CGPoint(x: 190, y: 165), radius: 32, startAngle: 0, endAngle: .pi * 1.5, clockwise: false)
            ctx.strokePath()
            ctx.setLineDash(phase: 0, lengths: [])
            ctx.move(to: CGPoint(x: 240, y: 190))
            ctx.addCurve(to: CGPoint(x: 300, y: 190), control1: CGPoint(x: 250, y: 110), control2: CGPoint(x: 290, y: 230))
            ctx.strokePath()
        }

        panel(ctx, 1, 0, "Transforms") { ctx in
            for i in 0..<8 {
                ctx.saveGState()
                ctx.translateBy(x: 160, y: 125)
                ctx.rotate(by: CGFloat(i) * .pi / 8)
                ctx.scaleBy(x: 1 - CGFloat(i) * 0.08, y: 1 - CGFloat(i) * 0.08)
                ctx.setStrokeColor(CGColor(red: CGFloat(i) / 8, green: 0.3, blue: 1 - CGFloat(i) / 8, alpha: 1))
                ctx.setLineWidth(2)
                ctx.stroke(CGRect(x: -60, y: -60, width: 120, height: 120))
                ctx.restoreGState()
            }
        }

        panel(ctx, 2, 0, "Gradients") { ctx in
            let colors = [CGColor(red: 1, green: 0.8, blue: 0.1, alpha: 1), CGColor(red: 0.9, green: 0.1, blue: 0.5, alpha: 1),
                          CGColor(red: 0.2, green: 0.1, blue: 0.8, alpha: 1)] as CFArray
            let g = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 0.5, 1])!
            ctx.saveGState()
            ctx.clip(to: CGRect(x: 20, y: 40, width: 130, height: 160))
            ctx.drawLinearGradient(g, start: CGPoint(x: 20, y: 40), end: CGPoint(x: 150, y: 200), options: [])
            ctx.restoreGState()
            ctx.saveGState()
            ctx.clip(to: CGRect(x: 170, y: 40, width: 130, height: 160))
            ctx.drawRadialGradient(g, startCenter: CGPoint(x: 225, y: 100), startRadius: 5,
                                   endCenter: CGPoint(x: 235, y: 120), endRadius: 75,
                                   options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
            ctx.restoreGState()
        }

        panel(ctx, 0, 1, "Clipping (even-odd star)") { ctx in
            let star = CGMutablePath()
            for i in 0..<5 {
                let a = -CGFloat.pi / 2 + CGFloat(i) * 4 * .pi / 5
                let p = CGPoint(x: 160 + 90 * cos(a), y: 130 + 90 * sin(a))
                if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
            }
            star.closeSubpath()
            ctx.addPath(star)
            ctx.clip(using: .evenOdd)
            for i in 0..<12 {
                ctx.setFillColor(CGColor(red: CGFloat(i % 3) / 2, green: CGFloat(i % 4) / 3, blue: 0.6, alpha: 1))
                ctx.fill(CGRect(x: 40 + CGFloat(i) * 20, y: 30, width: 20, height: 200))
            }
        }

        panel(ctx, 1, 1, "Blend modes") { ctx in
            let modes: [(CGBlendMode, String)] = [(.multiply, "multiply"), (.screen, "screen"), (.difference, "difference")]
            for (i, (mode, _)) in modes.enumerated() {
                let x = 20 + CGFloat(i) * 100
                ctx.setBlendMode(.normal)
                ctx.setFillColor(CGColor(red: 0.1, green: 0.6, blue: 0.9, alpha: 1))
                ctx.fill(CGRect(x: x, y: 60, width: 60, height: 110))
                ctx.setBlendMode(mode)
                ctx.setFillColor(CGColor(red: 0.95, green: 0.5, blue: 0.1, alpha: 1))
                ctx.fillEllipse(in: CGRect(x: x + 20, y: 90, width: 70, height: 70))
            }
            ctx.setBlendMode(.normal)
        }

        panel(ctx, 2, 1, "Image, tiling, shadow") { ctx in
            if let checker = makeChecker() {
                // The context is flipped for page drawing; flip back locally so the image is upright.
                ctx.saveGState()
                ctx.translateBy(x: 0, y: 200)
                ctx.scaleBy(x: 1, y: -1)
                ctx.draw(checker, in: CGRect(x: 20, y: 40, width: 110, height: 110))
                ctx.clip(to: CGRect(x: 150, y: 20, width: 60, height: 130))
                ctx.draw(checker, in: CGRect(x: 150, y: 20, width: 24, height: 24), byTiling: true)
                ctx.restoreGState()
            }
            ctx.setShadow(offset: CGSize(width: 6, height: -6), blur: 8, color: CGColor(gray: 0, alpha: 0.6))
            ctx.setFillColor(CGColor(red: 0.98, green: 0.85, blue: 0.2, alpha: 1))
            ctx.fillEllipse(in: CGRect(x: 230, y: 80, width: 70, height: 70))
            ctx.setShadow(offset: .zero, blur: 0, color: nil)
        }

        panel(ctx, 0, 2, "Text through Pango", wide: true) { ctx in
            text("Hello 你好 — こんにちは — 안녕하세요", at: CGPoint(x: 20, y: 45), in: ctx, font: .systemFont(ofSize: 30),
                 color: UIColor(white: 0.1, alpha: 1))
            text("CoreGraphics on Linux, drawn by Cairo", at: CGPoint(x: 20, y: 95), in: ctx,
                 font: UIFont(name: "DejaVu Serif", size: 22) ?? .systemFont(ofSize: 22),
                 color: UIColor(red: 0.2, green: 0.3, blue: 0.7, alpha: 1))
        }
        return ctx.makeImage()
    }

    /// Draws one captioned panel in a 3 × 3 grid (a wide panel spans the row).
    private static func panel(_ ctx: CGContext, _ col: Int, _ row: Int, _ title: String, wide: Bool = false,
                              _ body: (CGContext) -> Void) {
        let frame = CGRect(x: CGFloat(col) * 320, y: CGFloat(row) * 213, width: wide ? 960 : 320, height: 213).insetBy(dx: 6, dy: 6)
        ctx.saveGState()
        ctx.setFillColor(CGColor(gray: 1, alpha: 1))
        ctx.fill(frame)
        ctx.setStrokeColor(CGColor(gray: 0.8, alpha: 1))
        ctx.setLineWidth(1)
        ctx.stroke(frame.insetBy(dx: 0.5, dy: 0.5))
        ctx.translateBy(x: frame.minX, y: frame.minY)
        ctx.clip(to: CGRect(origin: .zero, size: frame.size))
        text(title, at: CGPoint(x: 10, y: 6), in: ctx, font: .systemFont(ofSize: 14), color: UIColor(white: 0.35, alpha: 1))
        body(ctx)
        ctx.restoreGState()
    }

    /// Draws one line of text with its top left at `point`, through UIKit's string drawing (the page's context is
    /// already y-down, as UIKit's are).
    private static func text(_ string: String, at point: CGPoint, in ctx: CGContext, font: UIFont, color: UIColor) {
        UIGraphicsPushContext(ctx)
        (string as NSString).draw(at: point, withAttributes: [.font: font, .foregroundColor: color])
        UIGraphicsPopContext()
    }

    /// A small checkerboard image, decoded back from its own PNG encoding.
    private static func makeChecker() -> CGImage? {
        guard let c = CGContext(data: nil, width: 8, height: 8, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return nil }
        for y in 0..<8 { for x in 0..<8 where (x + y) % 2 == 0 {
            c.setFillColor(CGColor(red: CGFloat(x) / 8, green: 0.4, blue: CGFloat(y) / 8, alpha: 1))
            c.fill(CGRect(x: x, y: y, width: 1, height: 1))
        } }
        guard let png = c.makeImage()?.pngData() else { return nil }
        return CGImage.decode(png)
    }
}
