import UIKit

/// Ten instants of three Core Animation scenes — a spring, a keyframe path and the five named timing
/// curves — sampled from the layers' presentation values on a stepped media clock, drawn as a filmstrip.
enum AnimationFilmstrip {
    static let columns = 10
    static let cell = CGSize(width: 120, height: 300)

    static func render() -> CGImage? {
        let clock = CAMediaClock.shared
        clock.useManualTime(startingAt: 0)
        defer { clock.useRealTime() }

        // Spring: position.x from 0 to 60, under-damped (ζ = 0.3) so it overshoots by about 37%.
        let springLayer = CALayer()
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 0
        spring.toValue = 60
        spring.damping = 6
        spring.duration = spring.settlingDuration
        spring.fillMode = .forwards
        spring.isRemovedOnCompletion = false
        springLayer.add(spring, forKey: "spring")

        // Keyframes: a paced walk along a curved path.
        let pathLayer = CALayer()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 60))
        path.addCurve(to: CGPoint(x: 110, y: 60), control1: CGPoint(x: 30, y: -20), control2: CGPoint(x: 90, y: 140))
        let keyframes = CAKeyframeAnimation(keyPath: "position")
        keyframes.path = path
        keyframes.calculationMode = .paced
        keyframes.duration = 1
        keyframes.fillMode = .forwards
        keyframes.isRemovedOnCompletion = false
        pathLayer.add(keyframes, forKey: "path")

        // Timing curves: the same 1-second move under each named function.
        let names: [CAMediaTimingFunctionName] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]
        let curveLayers = names.map { name -> CALayer in
            let l = CALayer()
            let a = CABasicAnimation(keyPath: "position.x")
            a.fromValue = 0
            a.toValue = 100
            a.duration = 1
            a.timingFunction = CAMediaTimingFunction(name: name)
            a.fillMode = .forwards
            a.isRemovedOnCompletion = false
            l.add(a, forKey: "move")
            return l
        }
        CATransaction.flush() // the animations begin at media time 0

        let width = Int(cell.width) * columns, height = Int(cell.height)
        guard let ctx = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                  space: CGColorSpaceCreateDeviceRGB(),
                                  bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return nil }
        ctx.translateBy(x: 0, y: CGFloat(height))
        ctx.scaleBy(x: 1, y: -1)
        ctx.setFillColor(CGColor(gray: 1, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: width, height: height))

        let springEnd = spring.duration
        for i in 0..<columns {
            let x0 = CGFloat(i) * cell.width
            ctx.setStrokeColor(CGColor(gray: 0.85, alpha: 1))
            ctx.stroke(CGRect(x: x0 + 0.5, y: 0.5, width: cell.width - 1, height: cell.height - 1))

            // Spring row, sampled over its settling time.
            clock.set(springEnd * Double(i) / Double(columns - 1))
            let sx = springLayer.presentation()?.position.x ?? 0
            label(ctx, String(format: "t=%.2fs", CACurrentMediaTime()), x0 + 6, 6)
            ctx.setStrokeColor(CGColor(gray: 0.7, alpha: 1))
            ctx.strokeLineSegments(between: [CGPoint(x: x0 + 10 + 60, y: 30), CGPoint(x: x0 + 10 + 60, y: 70)])
            ctx.setFillColor(CGColor(red: 0.9, green: 0.3, blue: 0.2, alpha: 1))
            ctx.fillEllipse(in: CGRect(x: x0 + 10 + sx - 6, y: 44, width: 12, height: 12))

            // Keyframe and timing rows, sampled over one second.
            clock.set(Double(i) / Double(columns - 1))
            ctx.setStrokeColor(CGColor(gray: 0.8, alpha: 1))
            ctx.addPath(path.copy(using: [CGAffineTransform(translationX: x0, y: 80)])!)
            ctx.strokePath()
            let p = pathLayer.presentation()?.position ?? .zero
            ctx.setFillColor(CGColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1))
            ctx.fillEllipse(in: CGRect(x: x0 + p.x - 6, y: 80 + p.y - 6, width: 12, height: 12))

            for (row, l) in curveLayers.enumerated() {
                let y = 200 + CGFloat(row) * 18
                ctx.setStrokeColor(CGColor(gray: 0.9, alpha: 1))
                ctx.strokeLineSegments(between: [CGPoint(x: x0 + 10, y: y), CGPoint(x: x0 + 110, y: y)])
                let cx = l.presentation()?.position.x ?? 0
                let hue = CGFloat(row) / CGFloat(names.count)
                ctx.setFillColor(CGColor(red: 0.2 + 0.6 * hue, green: 0.6 - 0.4 * hue, blue: 0.4, alpha: 1))
                ctx.fillEllipse(in: CGRect(x: x0 + 10 + cx - 5, y: y - 5, width: 10, height: 10))
            }
        }
        label(ctx, "spring", 6, 74, size: 10)
        label(ctx, "keyframe path (paced)", 6, 180, size: 10)
        label(ctx, "linear · easeIn · easeOut · easeInEaseOut · default", 6, 284, size: 10)
        return ctx.makeImage()
    }

    private static func label(_ ctx: CGContext, _ text: String, _ x: CGFloat, _ y: CGFloat, size: CGFloat = 11) {
        UIGraphicsPushContext(ctx)
        (text as NSString).draw(at: CGPoint(x: x, y: y), withAttributes: [
            .font: UIFont.systemFont(ofSize: size), .foregroundColor: UIColor.darkGray,
        ])
        UIGraphicsPopContext()
    }
}
