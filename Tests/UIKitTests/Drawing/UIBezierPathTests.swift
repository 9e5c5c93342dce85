import Testing
@testable import UIKit
import TestSupport
import UIKitTestSupport

@Suite struct UIBezierPathTests {
    @Test func defaults() {
        let p = UIBezierPath()
        #expect(p.isEmpty)
        #expect(p.lineWidth == 1)
        #expect(p.miterLimit == 10)
        #expect(p.flatness == 0.6)
        #expect(p.lineCapStyle == .butt && p.lineJoinStyle == .miter)
        #expect(!p.usesEvenOddFillRule)
        #expect(p.bounds == .zero)
        #expect(p.currentPoint == .zero)
    }

    @Test func rectCornerRawValues() {
        #expect(UIRectCorner.topLeft.rawValue == 1 && UIRectCorner.topRight.rawValue == 2)
        #expect(UIRectCorner.bottomLeft.rawValue == 4 && UIRectCorner.bottomRight.rawValue == 8)
        #expect(UIRectCorner.allCorners.rawValue == ~UInt(0))
    }

    @Test func rectPathGoesClockwiseFromTheTopLeft() {
        let p = UIBezierPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(p.bounds == CGRect(x: 10, y: 20, width: 30, height: 40))
        var points: [CGPoint] = []
        p.cgPath.applyWithBlock { e in
            if e.pointee.type == .moveToPoint || e.pointee.type == .addLineToPoint { points.append(e.pointee.points[0]) }
        }
        #expect(points == [CGPoint(x: 10, y: 20), CGPoint(x: 40, y: 20), CGPoint(x: 40, y: 60), CGPoint(x: 10, y: 60)])
    }

    @Test func ovalBoundsAreItsRect() {
        let p = UIBezierPath(ovalIn: CGRect(x: 5, y: 5, width: 40, height: 20))
        #expect(near(p.bounds, CGRect(x: 5, y: 5, width: 40, height: 20), 1e-9))
        #expect(p.contains(CGPoint(x: 25, y: 15)))
        #expect(!p.contains(CGPoint(x: 6, y: 6))) // the corner of the rect is outside the ellipse
    }

    @Test func roundedRectBoundsAndCorners() {
        let p = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 10)
        #expect(near(p.bounds, CGRect(x: 0, y: 0, width: 100, height: 50), 1e-9))
        #expect(!p.contains(CGPoint(x: 1, y: 1)))     // cut off by the top-left arc
        #expect(p.contains(CGPoint(x: 5, y: 5)))      // inside the arc (distance to (10,10) ≈ 7.1 < 10)
        #expect(p.contains(CGPoint(x: 50, y: 1)))
        // The radius is clamped to half the shorter side: a pill.
        let pill = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 20), cornerRadius: 50)
        #expect(near(pill.bounds, CGRect(x: 0, y: 0, width: 100, height: 20), 1e-9))
        #expect(!pill.contains(CGPoint(x: 1, y: 2)))
        #expect(pill.contains(CGPoint(x: 10, y: 10)))
    }

    @Test func roundingSomeCorners() {
        let p = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), byRoundingCorners: [.topLeft, .bottomRight],
                             cornerRadii: CGSize(width: 10, height: 10))
        #expect(!p.contains(CGPoint(x: 1, y: 1)))     // top-left rounded
        #expect(p.contains(CGPoint(x: 39, y: 1)))     // top-right square
        #expect(p.contains(CGPoint(x: 1, y: 39)))     // bottom-left square
        #expect(!p.contains(CGPoint(x: 39, y: 39)))   // bottom-right rounded
    }

    @Test func arcClockwiseIsOnScreen() {
        // Clockwise from 0 to π/2 in UIKit's y-down space: from the right, through the bottom right, to the bottom.
        let cw = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(near(cw.bounds, CGRect(x: 50, y: 50, width: 10, height: 10), 1e-9))
        #expect(near(cw.currentPoint.x, 50, 1e-9) && near(cw.currentPoint.y, 60, 1e-9))
        // Anticlockwise the other way round: three quarters, through the top and the left.
        let ccw = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(near(ccw.bounds, CGRect(x: 40, y: 40, width: 20, height: 20), 1e-9))
        // A half circle clockwise from π to 0 passes through the top (y = 40).
        let top = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: .pi, endAngle: 0, clockwise: true)
        #expect(near(top.bounds, CGRect(x: 40, y: 40, width: 20, height: 10), 1e-9))
    }

    @Test func arcPixelsAreInTheBottomRight() {
        let p = Pixels(render(20, 20) { _ in
            UIColor.red.setStroke()
            let arc = UIBezierPath(arcCenter: CGPoint(x: 10, y: 10), radius: 8, startAngle: 0, endAngle: .pi / 2, clockwise: true)
            arc.lineWidth = 2
            arc.stroke()
        })
        #expect(p.inked(xs: 10..<20, ys: 10..<20) > 5)
        #expect(p.inked(xs: 0..<9, ys: 0..<9) == 0)
        #expect(p.inked(xs: 11..<20, ys: 0..<8) == 0)
    }

    @Test func buildingAndCurrentPoint() {
        let p = UIBezierPath()
        p.move(to: CGPoint(x: 0, y: 0))
        p.addLine(to: CGPoint(x: 10, y: 0))
        p.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 20, y: 5))
        p.addCurve(to: CGPoint(x: 0, y: 10), controlPoint1: CGPoint(x: 8, y: 14), controlPoint2: CGPoint(x: 2, y: 14))
        #expect(p.currentPoint == CGPoint(x: 0, y: 10))
        #expect(p.bounds == CGRect(x: 0, y: 0, width: 20, height: 14)) // control points count
        p.close()
        #expect(p.currentPoint == .zero)
        p.removeAllPoints()
        #expect(p.isEmpty)
    }

    @Test func appendApplyAndCGPath() {
        let a = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        a.append(UIBezierPath(rect: CGRect(x: 20, y: 20, width: 10, height: 10)))
        #expect(a.bounds == CGRect(x: 0, y: 0, width: 30, height: 30))
        a.apply(CGAffineTransform(scaleX: 2, y: 2))
        #expect(a.bounds == CGRect(x: 0, y: 0, width: 60, height: 60))
        let b = UIBezierPath(cgPath: a.cgPath)
        #expect(b.bounds == a.bounds)
        b.cgPath = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil)
        #expect(b.bounds == CGRect(x: 1, y: 2, width: 3, height: 4))
        let c = a.copy() as! UIBezierPath
        a.removeAllPoints()
        #expect(c.bounds == CGRect(x: 0, y: 0, width: 60, height: 60))
    }

    @Test func reversingTracesBackwards() {
        let p = UIBezierPath()
        p.move(to: CGPoint(x: 0, y: 0))
        p.addLine(to: CGPoint(x: 10, y: 0))
        p.addCurve(to: CGPoint(x: 10, y: 10), controlPoint1: CGPoint(x: 15, y: 2), controlPoint2: CGPoint(x: 15, y: 8))
        p.lineWidth = 3
        let r = p.reversing()
        var elements: [(CGPathElementType, [CGPoint])] = []
        r.cgPath.applyWithBlock { e in
            let n = e.pointee.type == .addCurveToPoint ? 3 : e.pointee.type == .closeSubpath ? 0 : 1
            elements.append((e.pointee.type, (0..<n).map { e.pointee.points[$0] }))
        }
        #expect(elements.count == 3)
        #expect(elements[0].0 == .moveToPoint && elements[0].1 == [CGPoint(x: 10, y: 10)])
        #expect(elements[1].0 == .addCurveToPoint)
        #expect(elements[1].1 == [CGPoint(x: 15, y: 8), CGPoint(x: 15, y: 2), CGPoint(x: 10, y: 0)])
        #expect(elements[2].0 == .addLineToPoint && elements[2].1 == [CGPoint(x: 0, y: 0)])
        #expect(r.lineWidth == 3)
        #expect(r.bounds == p.bounds)
    }

    @Test func evenOddRuleMakesAHole() {
        let p = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 30, height: 30))
        p.append(UIBezierPath(rect: CGRect(x: 10, y: 10, width: 10, height: 10)))
        #expect(p.contains(CGPoint(x: 15, y: 15)))
        p.usesEvenOddFillRule = true
        #expect(!p.contains(CGPoint(x: 15, y: 15)))
        #expect(p.contains(CGPoint(x: 5, y: 5)))
        let px = Pixels(render(30, 30) { _ in UIColor.red.setFill(); p.fill() })
        #expect(px[15, 15] == CLEAR && px[5, 5] == RED)
    }

    @Test func fillAndStrokePixels() {
        let px = Pixels(render(40, 40) { _ in
            UIColor.blue.setFill()
            UIColor.red.setStroke()
            let p = UIBezierPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20))
            p.lineWidth = 4
            p.fill()
            p.stroke()
        })
        #expect(px[20, 20] == BLUE)
        #expect(px[10, 20] == RED && px[9, 20] == RED && px[11, 20] == RED) // line 4 wide, centred on x = 10
        #expect(px[7, 20] == CLEAR)
        #expect(px[13, 20] == BLUE)
    }

    @Test func fillWithAlphaAndBlendMode() {
        let px = Pixels(render(10, 10) { _ in
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).fill(with: .normal, alpha: 0.5)
            UIColor.blue.setStroke()
            let l = UIBezierPath()
            l.move(to: CGPoint(x: 0, y: 5)); l.addLine(to: CGPoint(x: 10, y: 5))
            l.lineWidth = 2
            l.stroke(with: .copy, alpha: 1)
        })
        #expect(near(px[2, 1], [128, 0, 0, 128], 2))
        #expect(px[2, 5] == BLUE)
    }

    @Test func lineDashLeavesGaps() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 5))
        path.addLine(to: CGPoint(x: 40, y: 5))
        path.lineWidth = 2
        let pattern: [CGFloat] = [10, 5]
        path.setLineDash(pattern, count: 2, phase: 0)
        var out = [CGFloat](repeating: 0, count: 2)
        var count = 0
        var phase: CGFloat = -1
        path.getLineDash(&out, count: &count, phase: &phase)
        #expect(out == [10, 5] && count == 2 && phase == 0)
        let px = Pixels(render(40, 10) { _ in UIColor.red.setStroke(); path.stroke() })
        #expect(px[5, 5] == RED)     // dash 0…10
        #expect(px[12, 5] == CLEAR)  // gap 10…15
        #expect(px[20, 5] == RED)    // dash 15…25
        #expect(px[27, 5] == CLEAR)  // gap 25…30
    }

    @Test func addClipLimitsLaterDrawing() {
        let px = Pixels(render(20, 20) { ctx in
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).addClip()
            UIColor.green.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        })
        #expect(px[10, 10] == GREEN)
        #expect(px[0, 0] == CLEAR && px[19, 19] == CLEAR)
    }

    @Test func lineCapAndJoinAreApplied() {
        let px = Pixels(render(30, 10) { _ in
            UIColor.red.setStroke()
            let p = UIBezierPath()
            p.move(to: CGPoint(x: 10, y: 5)); p.addLine(to: CGPoint(x: 20, y: 5))
            p.lineWidth = 6
            p.lineCapStyle = .square
            p.stroke()
        })
        #expect(px[8, 5] == RED && px[21, 5] == RED) // square caps reach 3 points past each end
        #expect(px[5, 5] == CLEAR)
    }
}
