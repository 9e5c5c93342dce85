import Testing
import Foundation
@testable import CoreGraphics
import TestSupport

@Suite struct CGContextTests {
    @Test func bitmapContextReportsItsGeometry() {
        let b = Bitmap(10, 6)
        #expect(b.ctx.width == 10 && b.ctx.height == 6)
        #expect(b.ctx.bitsPerComponent == 8 && b.ctx.bitsPerPixel == 32 && b.ctx.bytesPerRow == 40)
        #expect(b.ctx.alphaInfo == .premultipliedLast)
        #expect(b.ctx.ctm == .identity)
    }

    @Test func unsupportedCombinationsGiveNil() {
        let rgb = CGColorSpaceCreateDeviceRGB()
        // Non-premultiplied alpha is not a bitmap-context format on Apple's platforms either.
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                          bitmapInfo: CGImageAlphaInfo.last.rawValue) == nil)
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                          bitmapInfo: CGImageAlphaInfo.none.rawValue) == nil)
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 8, space: rgb,
                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil) // rows too short
        #expect(CGContext(data: nil, width: 0, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
    }

    @Test func newContextIsTransparent() {
        let b = Bitmap(3, 3)
        #expect(b.pixel(1, row: 1) == [0, 0, 0, 0])
    }

    @Test func fillRectIsYUpFromTheBottomLeft() {
        let b = Bitmap(10, 10)
        b.ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        b.ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(b.pixel(0, row: 9) == [255, 0, 0, 255]) // bottom-left of the bitmap
        #expect(b.pixel(4, row: 5) == [255, 0, 0, 255])
        #expect(b.pixel(0, row: 0) == [0, 0, 0, 0])     // top-left stays empty
        #expect(b.pixel(5, row: 9) == [0, 0, 0, 0])
    }

    @Test func fillColorFromComponentsAndGray() {
        let b = Bitmap(4, 2)
        b.ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        b.ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        b.ctx.setFillColor(gray: 1, alpha: 1)
        b.ctx.fill(CGRect(x: 2, y: 0, width: 2, height: 2))
        #expect(b.pixel(0, row: 0) == [0, 0, 255, 255])
        #expect(b.pixel(3, row: 0) == [255, 255, 255, 255])
    }

    @Test func halfCoveredPixelIsAntialiased() {
        let b = Bitmap(10, 4)
        b.ctx.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        b.ctx.fill(CGRect(x: 0, y: 0, width: 4.5, height: 4))
        let edge = b.pixel(4, row: 2)[3]
        #expect(edge > 0 && edge < 255)
        #expect(abs(edge - 128) <= 2) // half coverage
        #expect(b.pixel(3, row: 2)[3] == 255 && b.pixel(5, row: 2)[3] == 0)
    }

    @Test func antialiasingCanBeTurnedOff() {
        let b = Bitmap(10, 4)
        b.ctx.setShouldAntialias(false)
        b.ctx.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        b.ctx.fillEllipse(in: CGRect(x: 0.3, y: 0.2, width: 9.1, height: 3.7))
        for x in 0..<10 { for row in 0..<4 {
            let a = b.pixel(x, row: row)[3]
            #expect(a == 0 || a == 255)
        } }
    }

    @Test func globalAlphaMultipliesTheFill() {
        let b = Bitmap(2, 2)
        b.ctx.setAlpha(0.5)
        b.ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        b.ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        // premultiplied: red 0.5·255, alpha 0.5·255
        #expect(near(b.pixel(0, row: 0), [128, 0, 0, 128], 1))
    }

    @Test func clipToRectLimitsDrawing() {
        let b = Bitmap(10, 10)
        b.ctx.clip(to: CGRect(x: 0, y: 0, width: 5, height: 10))
        b.ctx.setFillColor(CGColor(gray: 0, alpha: 1))
        b.ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(b.pixel(2, row: 5)[3] == 255)
        #expect(b.pixel(7, row: 5)[3] == 0)
        #expect(b.ctx.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 5, height: 10))
    }

    @Test func clipToRectKeepsTheCurrentPath() {
        let b = Bitmap(10, 10)
        b.ctx.move(to: CGPoint(x: 1, y: 1))
        b.ctx.addLine(to: CGPoint(x: 3, y: 4))
        b.ctx.clip(to: CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(b.ctx.currentPointOfPath == CGPoint(x: 3, y: 4))
    }

    @Test func evenOddClipLeavesAHole() {
        let b = Bitmap(20, 20)
        b.ctx.addRect(CGRect(x: 0, y: 0, width: 20, height: 20))
        b.ctx.addRect(CGRect(x: 5, y: 5, width: 10, height: 10))
        b.ctx.clip(using: .evenOdd)
        #expect(b.ctx.isPathEmpty) // clipping consumes the path
        b.ctx.setFillColor(CGColor(gray: 0, alpha: 1))
        b.ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(b.pixel(atUser: 10, 10)[3] == 0)
        #expect(b.pixel(atUser: 2, 2)[3] == 255)
    }

    @Test func restoreGStateRestoresClipColorAndCTM() {
        let b = Bitmap(10, 10)
        b.ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        b.ctx.saveGState()
        b.ctx.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        b.ctx.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
        b.ctx.translateBy(x: 3, y: 3)
        b.ctx.restoreGState()
        #expect(b.ctx.ctm == .identity)
        b.ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(b.pixel(atUser: 8, 8) == [255, 0, 0, 255])
    }

    @Test func unbalancedRestoreIsIgnored() {
        let b = Bitmap(4, 4)
        b.ctx.restoreGState()
        b.ctx.setFillColor(CGColor(gray: 0, alpha: 1))
        b.ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(b.pixel(0, row: 0)[3] == 255)
    }

    @Test func translateMovesDrawingAndShowsInCTM() {
        let b = Bitmap(10, 10)
        b.ctx.translateBy(x: 5, y: 2)
        #expect(b.ctx.ctm == CGAffineTransform(translationX: 5, y: 2))
        b.ctx.setFillColor(CGColor(gray: 0, alpha: 1))
        b.ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(b.pixel(atUser: 5, 2)[3] == 255)
        #expect(b.pixel(atUser: 0, 0)[3] == 0)
    }

    @Test func ctmConcatenationOrder() {
        let b = Bitmap(4, 4)
        b.ctx.translateBy(x: 10, y: 0)
        b.ctx.scaleBy(x: 2, y: 2)
        // The scale applies first: user (1,1) → (2,2) → (12,2).
        #expect(CGPoint(x: 1, y: 1).applying(b.ctx.ctm) == CGPoint(x: 12, y: 2))
        #expect(b.ctx.convertToDeviceSpace(CGPoint(x: 1, y: 1)) == CGPoint(x: 12, y: 2))
        #expect(b.ctx.convertToUserSpace(CGPoint(x: 12, y: 2)) == CGPoint(x: 1, y: 1))
    }

    @Test func flippedContextDrawsFromTheTop() {
        // UIKit-style flip: y-down with the origin at the top left.
        let b = Bitmap(10, 10)
        b.ctx.translateBy(x: 0, y: 10)
        b.ctx.scaleBy(x: 1, y: -1)
        b.ctx.setFillColor(CGColor(gray: 0, alpha: 1))
        b.ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 2))
        #expect(b.pixel(5, row: 0)[3] == 255 && b.pixel(5, row: 1)[3] == 255)
        #expect(b.pixel(5, row: 2)[3] == 0)
    }

    @Test func rotationTurnsDrawingCounterclockwise() {
        // Rotate +90° about (5,5): a bar to the right of the centre ends up above it (y-up).
        let b = Bitmap(10, 10)
        b.ctx.translateBy(x: 5, y: 5)
        b.ctx.rotate(by: .pi / 2)
        b.ctx.setFillColor(CGColor(gray: 0, alpha: 1))
        b.ctx.fill(CGRect(x: 1, y: -1, width: 3, height: 2))
        #expect(b.pixel(atUser: 5, 7)[3] == 255) // above the centre
        #expect(b.pixel(atUser: 7, 5)[3] == 0)   // no longer to the right
    }

    @Test func strokeIsCenteredOnThePath() {
        let b = Bitmap(10, 10)
        b.ctx.setStrokeColor(CGColor(gray: 0, alpha: 1))
        b.ctx.setLineWidth(2)
        b.ctx.move(to: CGPoint(x: 0, y: 5))
        b.ctx.addLine(to: CGPoint(x: 10, y: 5))
        b.ctx.strokePath()
        #expect(b.pixel(atUser: 3, 4)[3] == 255 && b.pixel(atUser: 3, 5)[3] == 255)
        #expect(b.pixel(atUser: 3, 3)[3] == 0 && b.pixel(atUser: 3, 6)[3] == 0)
        #expect(b.ctx.isPathEmpty)
    }

    @Test func lineWidthScalesWithTheCTM() {
        let b = Bitmap(10, 10)
        b.ctx.scaleBy(x: 1, y: 3)
        b.ctx.setLineWidth(2) // 6 device pixels tall
        b.ctx.setStrokeColor(CGColor(gray: 0, alpha: 1))
        b.ctx.strokeLineSegments(between: [CGPoint(x: 0, y: 5.0 / 3.0), CGPoint(x: 10, y: 5.0 / 3.0)])
        #expect(b.pixel(atUser: 3, 2)[3] == 255 && b.pixel(atUser: 3, 7)[3] == 255)
        #expect(b.pixel(atUser: 3, 1)[3] == 0 && b.pixel(atUser: 3, 8)[3] == 0)
    }

    @Test func dashedLineHasGaps() {
        let b = Bitmap(20, 4)
        b.ctx.setStrokeColor(CGColor(gray: 0, alpha: 1))
        b.ctx.setLineWidth(2)
        b.ctx.setLineDash(phase: 0, lengths: [4, 4])
        b.ctx.strokeLineSegments(between: [CGPoint(x: 0, y: 2), CGPoint(x: 20, y: 2)])
        #expect(b.pixel(atUser: 1, 2)[3] == 255)  // dash 0–4
        #expect(b.pixel(atUser: 5, 2)[3] == 0)    // gap 4–8
        #expect(b.pixel(atUser: 9, 2)[3] == 255)  // dash 8–12
    }

    @Test func squareCapExtendsTheLine() {
        let b = Bitmap(20, 4)
        b.ctx.setStrokeColor(CGColor(gray: 0, alpha: 1))
        b.ctx.setLineWidth(2)
        b.ctx.setLineCap(.square)
        b.ctx.strokeLineSegments(between: [CGPoint(x: 5, y: 2), CGPoint(x: 15, y: 2)])
        #expect(b.pixel(atUser: 4, 2)[3] == 255) // one half-width beyond the start
        #expect(b.pixel(atUser: 2, 2)[3] == 0)
    }

    @Test func fillStrokeModePaintsBoth() {
        let b = Bitmap(20, 20)
        b.ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        b.ctx.setStrokeColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        b.ctx.setLineWidth(4)
        b.ctx.addRect(CGRect(x: 4, y: 4, width: 12, height: 12))
        b.ctx.drawPath(using: .fillStroke)
        #expect(b.pixel(atUser: 10, 10) == [255, 0, 0, 255])
        #expect(b.pixel(atUser: 4, 10) == [0, 0, 255, 255])
    }

    @Test func clearMakesARectTransparent() {
        let b = Bitmap(4, 4)
        b.ctx.setFillColor(CGColor(gray: 0, alpha: 1))
        b.ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        b.ctx.clear(CGRect(x: 0, y: 0, width: 2, height: 4))
        #expect(b.pixel(atUser: 0, 0) == [0, 0, 0, 0])
        #expect(b.pixel(atUser: 3, 0)[3] == 255)
    }

    @Test func pathQueriesInUserSpace() {
        let b = Bitmap(10, 10)
        #expect(b.ctx.isPathEmpty)
        b.ctx.translateBy(x: 2, y: 0)
        b.ctx.addRect(CGRect(x: 1, y: 1, width: 3, height: 2))
        #expect(!b.ctx.isPathEmpty)
        #expect(b.ctx.boundingBoxOfPath == CGRect(x: 1, y: 1, width: 3, height: 2))
        #expect(b.ctx.pathContains(CGPoint(x: 2, y: 2), mode: .fill))
        #expect(!b.ctx.pathContains(CGPoint(x: 5, y: 2), mode: .fill))
        b.ctx.fillPath()
        #expect(b.ctx.isPathEmpty)
    }

    @Test func pathPointsAreFixedWhenAdded() {
        let b = Bitmap(10, 10)
        b.ctx.addRect(CGRect(x: 0, y: 0, width: 2, height: 2))
        b.ctx.translateBy(x: 5, y: 5) // after the path: it does not move it
        b.ctx.setFillColor(CGColor(gray: 0, alpha: 1))
        b.ctx.fillPath()
        #expect(b.pixel(atUser: 1, 1)[3] == 255)
        #expect(b.pixel(atUser: 6, 6)[3] == 0)
    }

    @Test func currentPathCopyMatchesWhatWasAdded() {
        let b = Bitmap(10, 10)
        b.ctx.addRect(CGRect(x: 1, y: 2, width: 3, height: 4))
        let p = b.ctx.path!
        #expect(p == CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil))
    }

    @Test func linearGradientEndsHaveTheEndColors() {
        let b = Bitmap(100, 2)
        let g = CGGradient(colorsSpace: nil, colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                                                      CGColor(red: 0, green: 0, blue: 1, alpha: 1)] as CFArray, locations: [0, 1])!
        b.ctx.drawLinearGradient(g, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0), options: [])
        // Pixel centres at 0.5 and 99.5: 0.5% and 99.5% of the way.
        #expect(near(b.pixel(0, row: 0), [254, 0, 1, 255], 2))
        #expect(near(b.pixel(99, row: 0), [1, 0, 254, 255], 2))
        #expect(near(b.pixel(50, row: 0), [126, 0, 129, 255], 3)) // 50.5%
    }

    @Test func linearGradientWithoutOptionsStopsAtItsEnds() {
        let b = Bitmap(10, 2)
        let g = CGGradient(colorsSpace: nil, colors: [CGColor(gray: 0, alpha: 1), CGColor(gray: 0, alpha: 1)] as CFArray, locations: nil)!
        b.ctx.drawLinearGradient(g, start: CGPoint(x: 3, y: 0), end: CGPoint(x: 7, y: 0), options: [])
        #expect(b.pixel(1, row: 0)[3] == 0 && b.pixel(8, row: 0)[3] == 0)
        #expect(b.pixel(5, row: 0)[3] == 255)
    }

    @Test func linearGradientExtendsOnlyWhereAsked() {
        let b = Bitmap(10, 2)
        let g = CGGradient(colorsSpace: nil, colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                                                      CGColor(red: 0, green: 0, blue: 1, alpha: 1)] as CFArray, locations: nil)!
        b.ctx.drawLinearGradient(g, start: CGPoint(x: 3, y: 0), end: CGPoint(x: 7, y: 0), options: .drawsBeforeStartLocation)
        #expect(b.pixel(0, row: 0) == [255, 0, 0, 255]) // before the start: start color
        #expect(b.pixel(9, row: 0)[3] == 0)             // after the end: nothing
    }

    @Test func gradientFromComponentsWithThreeStops() {
        let comps: [CGFloat] = [1, 0, 0, 1,  0, 1, 0, 1,  0, 0, 1, 1]
        let g = CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: comps, locations: [0, 0.5, 1], count: 3)!
        #expect(g.stops.count == 3 && g.stops[1].g == 1)
        let b = Bitmap(101, 1)
        b.ctx.drawLinearGradient(g, start: CGPoint(x: 0.5, y: 0), end: CGPoint(x: 100.5, y: 0), options: [])
        #expect(near(b.pixel(50, row: 0), [0, 255, 0, 255], 2)) // exactly the middle stop
    }

    @Test func radialGradientCenterAndRim() {
        let b = Bitmap(21, 21)
        let g = CGGradient(colorsSpace: nil, colors: [CGColor(red: 1, green: 1, blue: 1, alpha: 1),
                                                      CGColor(red: 0, green: 0, blue: 0, alpha: 1)] as CFArray, locations: nil)!
        b.ctx.drawRadialGradient(g, startCenter: CGPoint(x: 10.5, y: 10.5), startRadius: 0,
                                 endCenter: CGPoint(x: 10.5, y: 10.5), endRadius: 10, options: [])
        #expect(b.pixel(10, row: 10)[0] >= 250)            // centre: white
        #expect(b.pixel(0, row: 0)[3] == 0)                // corner, outside the end circle: nothing
        let mid = b.pixel(15, row: 10)[0]                  // 5 of 10 out: about half
        #expect(abs(mid - 128) <= 4)
    }

    @Test(arguments: [
        (CGBlendMode.multiply, 64),    // 0.5 × 0.5 = 0.25
        (.screen, 191),                // 1 − 0.5 × 0.5 = 0.75
        (.darken, 128),                // min(0.5, 0.75) with source 0.75 below → 0.5
        (.lighten, 191),               // max(0.5, 0.75)
        (.difference, 64),             // |0.5 − 0.75|
        (.plusLighter, 255),           // 0.5 + 0.75 clamped
    ])
    func blendModeOnOpaqueGray(mode: CGBlendMode, expected: Int) {
        let b = Bitmap(2, 2)
        b.ctx.setFillColor(gray: 0.5, alpha: 1)
        b.ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        b.ctx.setBlendMode(mode)
        b.ctx.setFillColor(gray: mode == .multiply || mode == .screen ? 0.5 : 0.75, alpha: 1)
        b.ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let px = b.pixel(0, row: 0)
        #expect(abs(px[0] - expected) <= 2, "mode \(mode) gave \(px)")
        #expect(px[3] == 255)
    }

    @Test func clearAndCopyBlendModes() {
        let b = Bitmap(2, 1)
        b.ctx.setFillColor(gray: 0, alpha: 1)
        b.ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        b.ctx.setBlendMode(.copy)
        b.ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        b.ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(near(b.pixel(0, row: 0), [128, 0, 0, 128], 1)) // replaced, not blended
        b.ctx.setBlendMode(.clear)
        b.ctx.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        #expect(b.pixel(1, row: 0) == [0, 0, 0, 0])
    }

    @Test func destinationOverDrawsBehind() {
        let b = Bitmap(1, 1)
        b.ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        b.ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        b.ctx.setBlendMode(.destinationOver)
        b.ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        b.ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(b.pixel(0, row: 0) == [255, 0, 0, 255])
    }

    @Test func sharpShadowAppearsAtItsOffset() {
        let b = Bitmap(20, 20)
        b.ctx.setShadow(offset: CGSize(width: 5, height: -5), blur: 0, color: CGColor(gray: 0, alpha: 1))
        b.ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        b.ctx.fill(CGRect(x: 5, y: 10, width: 5, height: 5))
        #expect(b.pixel(atUser: 7, 12) == [255, 0, 0, 255])   // the shape itself
        #expect(b.pixel(atUser: 12, 7) == [0, 0, 0, 255])     // shadow: right and down (y-up base space)
        #expect(b.pixel(atUser: 2, 2)[3] == 0)
    }

    @Test func blurredShadowFadesOut() {
        let b = Bitmap(40, 40)
        b.ctx.setShadow(offset: .zero, blur: 8, color: CGColor(gray: 0, alpha: 1))
        b.ctx.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
        b.ctx.fill(CGRect(x: 15, y: 15, width: 10, height: 10))
        let nearEdge = b.pixel(atUser: 13, 20)[3], far = b.pixel(atUser: 2, 20)[3]
        #expect(nearEdge > 0 && nearEdge < 255)
        #expect(far < nearEdge)
    }

    @Test func shadowOffIsNoShadow() {
        let b = Bitmap(20, 20)
        b.ctx.setShadow(offset: CGSize(width: 5, height: -5), blur: 0, color: CGColor(gray: 0, alpha: 1))
        b.ctx.setShadow(offset: CGSize(width: 5, height: -5), blur: 0, color: nil)
        b.ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        b.ctx.fill(CGRect(x: 5, y: 10, width: 5, height: 5))
        #expect(b.pixel(atUser: 12, 7)[3] == 0)
    }

    @Test func transparencyLayerAppliesAlphaToTheGroup() {
        let b = Bitmap(10, 2)
        b.ctx.setAlpha(0.5)
        b.ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        b.ctx.setFillColor(gray: 0, alpha: 1)
        b.ctx.fill(CGRect(x: 0, y: 0, width: 6, height: 2))
        b.ctx.fill(CGRect(x: 4, y: 0, width: 6, height: 2)) // overlaps 4..6
        b.ctx.endTransparencyLayer()
        // Group opacity: the overlap is no darker than the rest.
        #expect(abs(b.pixel(5, row: 0)[3] - 128) <= 1)
        #expect(abs(b.pixel(1, row: 0)[3] - 128) <= 1)
    }

    @Test func drawnImageIsUprightInAYUpContext() {
        // A 1×2 image: first row red (its top), second row blue.
        let bytes: [UInt8] = [255, 0, 0, 255, 0, 0, 255, 255]
        let img = CGImage(width: 1, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 4,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alphaInfo: .premultipliedLast),
                          provider: CGDataProvider(data: Data(bytes) as CFData)!, decode: nil, shouldInterpolate: false,
                          intent: .defaultIntent)!
        let b = Bitmap(2, 4)
        b.ctx.interpolationQuality = .none
        b.ctx.draw(img, in: CGRect(x: 0, y: 0, width: 2, height: 4))
        #expect(b.pixel(0, row: 0) == [255, 0, 0, 255]) // top of the bitmap: the image's top
        #expect(b.pixel(1, row: 3) == [0, 0, 255, 255])
    }

    @Test func makeImageIsASnapshot() {
        let b = Bitmap(2, 2)
        b.ctx.setFillColor(gray: 0, alpha: 1)
        b.ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let img = b.ctx.makeImage()!
        b.ctx.clear(CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(img.width == 2 && img.height == 2 && img.alphaInfo == .premultipliedLast)
        let data = img.dataProvider!.data! as Data
        #expect(data[3] == 255)
    }

    @Test func bgraContextDrawsInPlace() {
        let info = CGBitmapInfo.byteOrder32Little.rawValue | CGImageAlphaInfo.premultipliedFirst.rawValue
        var bytes = [UInt8](repeating: 0, count: 4 * 2 * 2)
        bytes.withUnsafeMutableBytes { raw in
            let ctx = CGContext(data: raw.baseAddress, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 8,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)!
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        #expect(Array(bytes[0..<4]) == [0, 0, 255, 255]) // B G R A in memory
    }

    @Test func grayContextStoresLuminance() {
        let ctx = CGContext(data: nil, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue)!
        ctx.setFillColor(gray: 0.5, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        ctx.setFillColor(gray: 1, alpha: 1)
        ctx.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        let p = ctx.data!.assumingMemoryBound(to: UInt8.self)
        #expect(abs(Int(p[0]) - 128) <= 1 && p[1] == 255)
        #expect(ctx.bitsPerPixel == 8)
    }

    @Test func alphaOnlyContextStoresCoverage() {
        let ctx = CGContext(data: nil, width: 4, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                            space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.alphaOnly.rawValue)!
        ctx.setFillColor(gray: 0.2, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        let p = ctx.data!.assumingMemoryBound(to: UInt8.self)
        #expect(p[0] == 255 && p[1] == 255 && p[2] == 0)
    }

    @Test func contextDrawsOverExistingCallerMemory() {
        // RGBA memory that already holds opaque blue keeps it where nothing is drawn.
        var bytes = [UInt8](repeating: 0, count: 8)
        bytes[2] = 255; bytes[3] = 255; bytes[6] = 255; bytes[7] = 255
        bytes.withUnsafeMutableBytes { raw in
            let ctx = CGContext(data: raw.baseAddress, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 8,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        #expect(Array(bytes[0..<4]) == [255, 0, 0, 255])
        #expect(Array(bytes[4..<8]) == [0, 0, 255, 255])
    }
}
