import Testing
import Foundation
@testable import CoreGraphics
import TestSupport

/// The path's elements as (type, points) pairs, read through Apple's applyWithBlock.
private func elements(_ path: CGPath) -> [(CGPathElementType, [CGPoint])] {
    var out: [(CGPathElementType, [CGPoint])] = []
    path.applyWithBlock { e in
        let n: Int
        switch e.pointee.type {
        case .moveToPoint, .addLineToPoint: n = 1
        case .addQuadCurveToPoint: n = 2
        case .addCurveToPoint: n = 3
        case .closeSubpath: n = 0
        }
        out.append((e.pointee.type, (0..<n).map { e.pointee.points[$0] }))
    }
    return out
}

@Suite struct CGPathTests {
    @Test func rectPathIsMoveThreeLinesClose() {
        let els = elements(CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20), transform: nil))
        #expect(els.map(\.0) == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        #expect(els.map(\.1).flatMap { $0 } == [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 20), CGPoint(x: 0, y: 20)])
    }

    @Test func emptyPathHasNullBoxesAndZeroCurrentPoint() {
        let p = CGMutablePath()
        #expect(p.isEmpty)
        #expect(p.boundingBox.isNull)
        #expect(p.boundingBoxOfPath.isNull)
        #expect(p.currentPoint == .zero)
    }

    @Test func lineWithoutCurrentPointAddsNothing() {
        let p = CGMutablePath()
        p.addLine(to: CGPoint(x: 5, y: 5))
        #expect(p.isEmpty)
    }

    @Test func closeSubpathReturnsToTheStart() {
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 1, y: 1))
        p.addLine(to: CGPoint(x: 5, y: 1))
        p.addLine(to: CGPoint(x: 5, y: 4))
        #expect(p.currentPoint == CGPoint(x: 5, y: 4))
        p.closeSubpath()
        #expect(p.currentPoint == CGPoint(x: 1, y: 1))
    }

    @Test func transformIsAppliedWhenPointsAreAdded() {
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 1, y: 2), transform: CGAffineTransform(scaleX: 10, y: 10))
        #expect(p.currentPoint == CGPoint(x: 10, y: 20))
    }

    @Test func ellipseStartsAtRightMiddleAndFitsItsRect() {
        let rect = CGRect(x: 10, y: 20, width: 40, height: 20)
        let path = CGPath(ellipseIn: rect, transform: nil)
        let els = elements(path)
        #expect(els.first?.0 == .moveToPoint && els.first?.1 == [CGPoint(x: 50, y: 30)])
        #expect(els.filter { $0.0 == .addCurveToPoint }.count == 4)
        #expect(near(path.boundingBoxOfPath, rect, 1e-9))
        #expect(near(path.boundingBox, rect, 1e-9))
    }

    @Test func curveTightBoxExcludesControlPoints() {
        // y(t) = 300·t·(1−t) for controls at y = 100: the peak is 75 at t = ½.
        let p = CGMutablePath()
        p.move(to: .zero)
        p.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        #expect(near(p.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 75), 1e-9))
        #expect(p.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func quadCurveTightBox() {
        // y(t) = 2·t·(1−t)·10: peak 5 at t = ½; the control point reaches 10.
        let p = CGMutablePath()
        p.move(to: .zero)
        p.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        #expect(near(p.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 5), 1e-9))
        #expect(p.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func counterclockwiseQuarterArcIsOneCurve() {
        let p = CGMutablePath()
        p.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let els = elements(p)
        #expect(els.map(\.0) == [.moveToPoint, .addCurveToPoint])
        #expect(near(p.currentPoint, CGPoint(x: 0, y: 10), 1e-9))
        #expect(near(p.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 10), 1e-6))
    }

    @Test func clockwiseArcGoesTheLongWayRound() {
        // From 0 to π/2 clockwise (decreasing angle) sweeps −3π/2 through (0,−10) and (−10,0).
        let p = CGMutablePath()
        p.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(elements(p).map(\.0) == [.moveToPoint, .addCurveToPoint, .addCurveToPoint, .addCurveToPoint])
        #expect(near(p.currentPoint, CGPoint(x: 0, y: 10), 1e-9))
        #expect(near(p.boundingBoxOfPath, CGRect(x: -10, y: -10, width: 20, height: 20), 1e-6))
    }

    @Test func fullCircleArcIsFourCurves() {
        let p = CGMutablePath()
        p.addArc(center: CGPoint(x: 5, y: 5), radius: 5, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        #expect(elements(p).filter { $0.0 == .addCurveToPoint }.count == 4)
        #expect(near(p.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 10), 1e-6))
    }

    @Test func arcAfterAPointStartsWithALine() {
        let p = CGMutablePath()
        p.move(to: CGPoint(x: -20, y: 0))
        p.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        let els = elements(p)
        #expect(els[1].0 == .addLineToPoint && els[1].1 == [CGPoint(x: 10, y: 0)])
    }

    @Test func arcPointsLieOnTheCircle() {
        let p = CGMutablePath()
        p.addArc(center: CGPoint(x: 3, y: 4), radius: 7, startAngle: 0.3, endAngle: 2.9, clockwise: false)
        // The cubic approximation of an arc stays within 0.03% of the radius.
        for (a, b) in p.flattenedSegments() where a != b {
            let r = hypot(a.x - 3, a.y - 4)
            if r > 1 { #expect(abs(r - 7) < 7 * 3e-4) }
        }
    }

    @Test func relativeArcWithNegativeDeltaEndsBelow() {
        let p = CGMutablePath()
        p.addRelativeArc(center: .zero, radius: 10, startAngle: 0, delta: -.pi / 2)
        #expect(near(p.currentPoint, CGPoint(x: 0, y: -10), 1e-9))
    }

    @Test func tangentArcRoundsACorner() {
        // Corner at (10,0) between the x-axis and the line up to (10,10); radius 5 → centre (5,5),
        // tangent points (5,0) and (10,5).
        let p = CGMutablePath()
        p.move(to: .zero)
        p.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 5)
        let els = elements(p)
        #expect(els[1].0 == .addLineToPoint && near(els[1].1[0], CGPoint(x: 5, y: 0), 1e-9))
        #expect(near(p.currentPoint, CGPoint(x: 10, y: 5), 1e-9))
    }

    @Test func roundedRectFitsItsRectAndRoundsCorners() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        let p = CGPath(roundedRect: rect, cornerWidth: 10, cornerHeight: 10, transform: nil)
        #expect(near(p.boundingBoxOfPath, rect, 1e-9))
        #expect(!p.contains(CGPoint(x: 0.5, y: 0.5)))     // cut off by the corner
        #expect(p.contains(CGPoint(x: 50, y: 25)))
        #expect(p.contains(CGPoint(x: 10, y: 0.5)))       // straight edge starts at the corner size
    }

    @Test func containsUsesWindingByDefault() {
        let p = CGMutablePath()
        p.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        p.addRect(CGRect(x: 25, y: 25, width: 50, height: 50)) // same direction: winding 2 inside
        #expect(p.contains(CGPoint(x: 50, y: 50)))
        #expect(!p.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        #expect(p.contains(CGPoint(x: 10, y: 10), using: .evenOdd))
        #expect(!p.contains(CGPoint(x: 150, y: 50)))
    }

    @Test func oppositeDirectionsCancelUnderWinding() {
        let p = CGMutablePath()
        p.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        p.addLines(between: [CGPoint(x: 25, y: 25), CGPoint(x: 25, y: 75), CGPoint(x: 75, y: 75), CGPoint(x: 75, y: 25)])
        p.closeSubpath()
        #expect(!p.contains(CGPoint(x: 50, y: 50)))
        #expect(!p.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        #expect(p.contains(CGPoint(x: 10, y: 50)))
    }

    @Test func containsTreatsOpenSubpathsAsClosed() {
        let p = CGMutablePath()
        p.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)])
        #expect(p.contains(CGPoint(x: 2, y: 2)))
        #expect(!p.contains(CGPoint(x: 8, y: 8)))
    }

    @Test func containsAppliesTheTransformToThePath() {
        let p = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let t = CGAffineTransform(translationX: 100, y: 0)
        #expect(p.contains(CGPoint(x: 105, y: 5), using: .winding, transform: t))
        #expect(!p.contains(CGPoint(x: 5, y: 5), using: .winding, transform: t))
    }

    @Test func containsCircle() {
        let p = CGPath(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20), transform: nil)
        #expect(p.contains(CGPoint(x: 6, y: 6)))     // distance 8.5
        #expect(!p.contains(CGPoint(x: 7.5, y: 7.5))) // distance 10.6
    }

    @Test func mutableCopyIsIndependent() {
        let original = CGMutablePath()
        original.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        let frozen = original.copy()!
        let copy = original.mutableCopy()!
        copy.addRect(CGRect(x: 5, y: 5, width: 1, height: 1))
        original.addLine(to: CGPoint(x: 9, y: 9))
        #expect(frozen.boundingBox == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(copy.boundingBox == CGRect(x: 0, y: 0, width: 6, height: 6))
        #expect(frozen == CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil))
        #expect(frozen != copy)
    }

    @Test func addPathWithTransformMapsEveryPoint() {
        let src = CGPath(rect: CGRect(x: 0, y: 0, width: 2, height: 1), transform: nil)
        let p = CGMutablePath()
        p.addPath(src, transform: CGAffineTransform(scaleX: 3, y: 3).translatedBy(x: 1, y: 1))
        #expect(p.boundingBox == CGRect(x: 3, y: 3, width: 6, height: 3))
    }

    @Test func copyUsingTransform() {
        var t = CGAffineTransform(rotationAngle: .pi / 2)
        let p = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 2), transform: nil).copy(using: &t)!
        #expect(near(p.boundingBox, CGRect(x: -2, y: 0, width: 2, height: 4), 1e-9))
    }

    @Test func isRectRecognisesRectangles() {
        var r = CGRect.zero
        #expect(CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil).isRect(&r))
        #expect(r == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(!CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 3, height: 4), transform: nil).isRect(nil))
    }

    @Test func applyWithFunctionCountsElements() {
        let p = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
        var count = 0
        withUnsafeMutablePointer(to: &count) { ptr in
            p.apply(info: UnsafeMutableRawPointer(ptr)) { info, _ in
                info!.assumingMemoryBound(to: Int.self).pointee += 1
            }
        }
        #expect(count == 5)
    }
}
