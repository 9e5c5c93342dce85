import CoreGraphics
import Foundation
import Testing

// Stroked and dashed copies of paths; expected outlines worked out by hand from the line width, caps and joins.
@Suite struct CGPathStrokingTests {
    func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 0.01) -> Bool {
        abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance
            && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
    }

    func subpathCount(_ path: CGPath) -> Int {
        var n = 0
        path.applyWithBlock { if $0.pointee.type == .moveToPoint { n += 1 } }
        return n
    }

    @Test func strokedRectGrowsByHalfTheWidthOnEachSide() {
        let rect = CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 50), transform: nil)
        let stroked = rect.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(close(stroked.boundingBoxOfPath, CGRect(x: -5, y: -5, width: 110, height: 60)), "\(stroked.boundingBoxOfPath)")
        // A ring: the band is covered, the middle is not (nonzero winding).
        #expect(stroked.contains(CGPoint(x: 2, y: 25)))
        #expect(stroked.contains(CGPoint(x: -4, y: -4)))       // the mitered corner
        #expect(!stroked.contains(CGPoint(x: 50, y: 25)))
        #expect(!stroked.contains(CGPoint(x: 50, y: 6)))
    }

    @Test func bevelJoinsCutTheCorners() {
        let rect = CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 50), transform: nil)
        let stroked = rect.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .bevel, miterLimit: 10)
        #expect(!stroked.contains(CGPoint(x: -4, y: -4)))      // beyond the bevel from (-5, 0) to (0, -5)
        #expect(stroked.contains(CGPoint(x: -1, y: -1)))
    }

    @Test func miterLimitTurnsSharpMitersIntoBevels() {
        // A 10° turn at (100, 0): the miter is 1 / sin(5°) ≈ 11.47 line widths long, past a limit of 10 but
        // within 12. Its tip lies (w/2) / sin(5°) ≈ 57.4 beyond the vertex along the bisector (x ≈ 156.9).
        let v = CGMutablePath()
        v.move(to: CGPoint(x: 0, y: 0))
        v.addLine(to: CGPoint(x: 100, y: 0))
        v.addLine(to: CGPoint(x: 100 - 100 * cos(10 * CGFloat.pi / 180), y: 100 * sin(10 * CGFloat.pi / 180)))
        let mitered = v.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 12)
        #expect(abs(mitered.boundingBoxOfPath.maxX - (100 + 5 / sin(5 * CGFloat.pi / 180) * cos(5 * CGFloat.pi / 180))) < 0.5,
                "\(mitered.boundingBoxOfPath)")
        let beveled = v.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(beveled.boundingBoxOfPath.maxX < 106, "\(beveled.boundingBoxOfPath)")
    }

    @Test func aLinesStrokeIsARectangleOfTheWidth() {
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 0, y: 0))
        line.addLine(to: CGPoint(x: 100, y: 0))
        let stroked = line.copy(strokingWithWidth: 8, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(close(stroked.boundingBoxOfPath, CGRect(x: 0, y: -4, width: 100, height: 8)), "\(stroked.boundingBoxOfPath)")
        #expect(stroked.contains(CGPoint(x: 50, y: 3.9)) && !stroked.contains(CGPoint(x: 50, y: 4.1)))
        #expect(!stroked.contains(CGPoint(x: -0.1, y: 0)))
    }

    @Test func roundAndSquareCapsExtendByHalfTheWidth() {
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 0, y: 0))
        line.addLine(to: CGPoint(x: 100, y: 0))
        let round = line.copy(strokingWithWidth: 10, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        #expect(close(round.boundingBoxOfPath, CGRect(x: -5, y: -5, width: 110, height: 10), 0.05), "\(round.boundingBoxOfPath)")
        #expect(round.contains(CGPoint(x: -4.9, y: 0)) && !round.contains(CGPoint(x: -4.5, y: 4)))   // a half disc
        let square = line.copy(strokingWithWidth: 10, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        #expect(close(square.boundingBoxOfPath, CGRect(x: -5, y: -5, width: 110, height: 10)), "\(square.boundingBoxOfPath)")
        #expect(square.contains(CGPoint(x: -4.5, y: 4.5)))
    }

    @Test func curvesAreStrokedAlongTheirLength() {
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        let stroked = circle.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .round, miterLimit: 10)
        #expect(close(stroked.boundingBoxOfPath, CGRect(x: -2, y: -2, width: 104, height: 104), 0.1), "\(stroked.boundingBoxOfPath)")
        #expect(stroked.contains(CGPoint(x: 50, y: 1)) && !stroked.contains(CGPoint(x: 50, y: 50)))
    }

    @Test func theTransformAppliesToTheResult() {
        let line = CGMutablePath()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 10, y: 0))
        let stroked = line.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 10,
                                transform: CGAffineTransform(translationX: 100, y: 0))
        #expect(close(stroked.boundingBoxOfPath, CGRect(x: 100, y: -1, width: 10, height: 2)))
    }

    @Test func dashingSplitsALineIntoItsDashes() {
        let line = CGMutablePath()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 100, y: 0))
        // 10 on, 10 off over 100 points: dashes at 0–10, 20–30, 40–50, 60–70, 80–90.
        let dashed = line.copy(dashingWithPhase: 0, lengths: [10, 10])
        #expect(subpathCount(dashed) == 5)
        #expect(close(dashed.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 90, height: 0)))
        // Phase 5 starts halfway into the first dash: 0–5, 15–25, 35–45, 55–65, 75–85, 95–100.
        let shifted = line.copy(dashingWithPhase: 5, lengths: [10, 10])
        #expect(subpathCount(shifted) == 6)
        // An odd count repeats: [10] is 10 on, 10 off.
        #expect(subpathCount(line.copy(dashingWithPhase: 0, lengths: [10])) == 5)
    }

    @Test func dashesRunOnAcrossCornersAndRestartPerSubpath() {
        let rect = CGPath(rect: CGRect(x: 0, y: 0, width: 30, height: 10), transform: nil)
        // Perimeter 80 from (0, 0) along y = 0, up x = 30, back along y = 10; 25 on, 15 off: dashes 0–25
        // ((0, 0)–(25, 0)) and 40–65 ((30, 10)–(5, 10)); the gap 25–40 turns the corner at (30, 0).
        let dashed = rect.copy(dashingWithPhase: 0, lengths: [25, 15])
        #expect(subpathCount(dashed) == 2)
        var points: [CGPoint] = []
        dashed.applyWithBlock { e in
            if e.pointee.type == .moveToPoint || e.pointee.type == .addLineToPoint { points.append(e.pointee.points[0]) }
        }
        #expect(points == [CGPoint(x: 0, y: 0), CGPoint(x: 25, y: 0), CGPoint(x: 30, y: 10), CGPoint(x: 5, y: 10)])
        // A dash that turns a corner keeps going: 35 on, 5 off gives (0, 0)–(30, 0)–(30, 5), then (30, 10)–(0, 10)–(0, 5).
        let turning = rect.copy(dashingWithPhase: 0, lengths: [35, 5])
        #expect(subpathCount(turning) == 2)
    }

    @Test func dashesOfACurveStayOnTheCurve() {
        let circle = CGPath(ellipseIn: CGRect(x: -50, y: -50, width: 100, height: 100), transform: nil)
        let circumference = 2 * CGFloat.pi * 50
        // Four periods of a little more than 2πr / 4, so that the Bézier circle (0.04 pt longer than 2πr)
        // ends in a gap: four dashes.
        let dashed = circle.copy(dashingWithPhase: 0, lengths: [circumference / 8 - 1, circumference / 8 + 1.1])
        #expect(subpathCount(dashed) == 4)
        var maxError: CGFloat = 0
        dashed.applyWithBlock { e in
            if e.pointee.type == .moveToPoint || e.pointee.type == .addCurveToPoint {
                let p = e.pointee.type == .moveToPoint ? e.pointee.points[0] : e.pointee.points[2]
                maxError = max(maxError, abs(hypot(p.x, p.y) - 50))
            }
        }
        #expect(maxError < 0.1)
    }

    @Test func contextReplacesItsPathWithTheStroke() {
        let ctx = CGContext(data: nil, width: 20, height: 20, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        ctx.setLineWidth(4)
        ctx.move(to: CGPoint(x: 2, y: 10))
        ctx.addLine(to: CGPoint(x: 18, y: 10))
        ctx.replacePathWithStrokedPath()
        #expect(close(ctx.boundingBoxOfPath, CGRect(x: 2, y: 8, width: 16, height: 4)), "\(ctx.boundingBoxOfPath)")
    }
}
