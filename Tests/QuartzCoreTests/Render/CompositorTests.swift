import Testing
import Foundation
@testable import QuartzCore
import CCairo
import TestSupport

/// Reads device pixels of a compositor's target as (r, g, b, a), premultiplied.
@MainActor
func px(_ c: CACompositor, _ x: Int, _ y: Int) -> [Int] {
    let v = c.withPixels { data, bytesPerRow in (data + y * bytesPerRow + x * 4).loadUnaligned(as: UInt32.self) }
    return [Int((v >> 16) & 0xFF), Int((v >> 8) & 0xFF), Int(v & 0xFF), Int(v >> 24)]
}

@MainActor
func solid(_ frame: CGRect, _ color: CGColor) -> CALayer {
    let l = CALayer()
    l.frame = frame
    l.backgroundColor = color
    return l
}

let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

/// A layer that counts draw(in:) calls and fills its bounds with a colour.
final class CountingLayer: CALayer, @unchecked Sendable {
    nonisolated(unsafe) var draws = 0
    nonisolated(unsafe) var drawnRects: [CGRect] = []
    nonisolated(unsafe) var fill = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    override func draw(in ctx: CGContext) {
        draws += 1
        drawnRects.append(ctx.boundingBoxOfClipPath)
        ctx.setFillColor(fill)
        ctx.fill(bounds)
    }
}

@Suite(.serialized) @MainActor struct CompositorTests {
    func root(_ w: CGFloat = 100, _ h: CGFloat = 100) -> CALayer {
        let r = CALayer()
        r.frame = CGRect(x: 0, y: 0, width: w, height: h)
        return r
    }

    @Test func backgroundFillsTheFrame() {
        let r = root()
        r.addSublayer(solid(CGRect(x: 10, y: 10, width: 20, height: 20), red))
        let c = CACompositor(pixelWidth: 100, pixelHeight: 100)!
        c.render(r)
        #expect(px(c, 15, 15) == [255, 0, 0, 255])
        #expect(px(c, 10, 10) == [255, 0, 0, 255] && px(c, 29, 29) == [255, 0, 0, 255])
        #expect(px(c, 9, 15) == CLEAR && px(c, 30, 15) == CLEAR)
    }

    @Test func withPixelsLendsPremultipliedNativeEndianARGBRowsTopFirst() {
        let r = root(4, 2)
        r.addSublayer(solid(CGRect(x: 0, y: 0, width: 4, height: 1), CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)))
        r.addSublayer(solid(CGRect(x: 0, y: 1, width: 4, height: 1), blue))
        let c = CACompositor(pixelWidth: 4, pixelHeight: 2)!
        c.render(r)
        let (top, bottom, bytesPerRow) = c.withPixels { data, bytesPerRow in
            (data.loadUnaligned(fromByteOffset: 3 * 4, as: UInt32.self),
             data.loadUnaligned(fromByteOffset: bytesPerRow, as: UInt32.self), bytesPerRow)
        }
        #expect(bytesPerRow >= 4 * 4)
        // Half-transparent red, premultiplied: alpha and red both ≈ 0x80, in one 32-bit word 0xAARRGGBB.
        #expect(abs(Int(top >> 24) - 128) <= 1 && abs(Int((top >> 16) & 0xFF) - 128) <= 1 && top & 0xFFFF == 0)
        #expect(bottom == 0xFF00_00FF)
    }

    @Test func scaleTwoDoublesDevicePixels() {
        let r = root()
        r.addSublayer(solid(CGRect(x: 10, y: 10, width: 20, height: 20), red))
        let c = CACompositor(pixelWidth: 200, pixelHeight: 200, scale: 2)!
        c.render(r)
        #expect(px(c, 20, 20) == [255, 0, 0, 255] && px(c, 59, 59) == [255, 0, 0, 255])
        #expect(px(c, 19, 40) == CLEAR && px(c, 60, 40) == CLEAR)
    }

    @Test func laterSublayersDrawOnTopAndZPositionReorders() {
        let r = root()
        let a = solid(CGRect(x: 0, y: 0, width: 50, height: 50), red)
        let b = solid(CGRect(x: 25, y: 25, width: 50, height: 50), blue)
        r.addSublayer(a); r.addSublayer(b)
        let c = CACompositor(pixelWidth: 100, pixelHeight: 100)!
        c.render(r)
        #expect(px(c, 30, 30) == [0, 0, 255, 255])
        a.zPosition = 1
        c.render(r)
        #expect(px(c, 30, 30) == [255, 0, 0, 255])
    }

    @Test func opacityMultipliesAlpha() {
        let r = root()
        let l = solid(CGRect(x: 0, y: 0, width: 10, height: 10), red)
        l.opacity = 0.5
        r.addSublayer(l)
        let c = CACompositor(pixelWidth: 20, pixelHeight: 20)!
        c.render(r)
        let p = px(c, 5, 5)
        #expect(abs(p[3] - 128) <= 1 && abs(p[0] - 128) <= 1)
    }

    @Test func translucentParentIsAGroup() {
        // Two opaque children overlapping inside a parent at 50%: the overlap is no darker.
        let r = root()
        let parent = CALayer()
        parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        parent.opacity = 0.5
        parent.addSublayer(solid(CGRect(x: 0, y: 0, width: 60, height: 20), blue))
        parent.addSublayer(solid(CGRect(x: 40, y: 0, width: 60, height: 20), blue))
        r.addSublayer(parent)
        let c = CACompositor(pixelWidth: 100, pixelHeight: 100)!
        c.render(r)
        #expect(abs(px(c, 50, 10)[3] - 128) <= 1)
        #expect(abs(px(c, 10, 10)[3] - 128) <= 1)
    }

    @Test func masksToBoundsClipsSublayersAndFollowsCornerRadius() {
        let r = root()
        let box = solid(CGRect(x: 10, y: 10, width: 40, height: 40), green)
        box.masksToBounds = true
        box.cornerRadius = 10
        box.addSublayer(solid(CGRect(x: -10, y: -10, width: 100, height: 100), red))
        r.addSublayer(box)
        let c = CACompositor(pixelWidth: 100, pixelHeight: 100)!
        c.render(r)
        #expect(px(c, 30, 30) == [255, 0, 0, 255])  // child inside
        #expect(px(c, 55, 30) == CLEAR)           // child clipped at the box's edge
        #expect(px(c, 10, 10)[3] == 0)              // rounded corner cut away
        #expect(px(c, 30, 10) == [255, 0, 0, 255])  // straight top edge kept
    }

    @Test func cornerRadiusWithoutMaskingRoundsOnlyTheBackground() {
        let r = root()
        let box = solid(CGRect(x: 10, y: 10, width: 40, height: 40), green)
        box.cornerRadius = 10
        box.addSublayer(solid(CGRect(x: -5, y: -5, width: 10, height: 10), red))
        r.addSublayer(box)
        let c = CACompositor(pixelWidth: 100, pixelHeight: 100)!
        c.render(r)
        #expect(px(c, 48, 48)[3] == 0)              // corner of the background
        #expect(px(c, 30, 30) == [0, 255, 0, 255])
        #expect(px(c, 6, 6) == [255, 0, 0, 255])    // the sublayer is not clipped
    }

    @Test func borderIsDrawnOverSublayers() {
        let r = root()
        let box = solid(CGRect(x: 10, y: 10, width: 40, height: 40), green)
        box.borderWidth = 4
        box.borderColor = blue
        box.addSublayer(solid(CGRect(x: 0, y: 0, width: 40, height: 40), red))
        r.addSublayer(box)
        let c = CACompositor(pixelWidth: 100, pixelHeight: 100)!
        c.render(r)
        #expect(px(c, 11, 30) == [0, 0, 255, 255])  // border, inset inside the bounds
        #expect(px(c, 30, 30) == [255, 0, 0, 255])
        #expect(px(c, 9, 30) == CLEAR)
    }

    @Test func shadowIsDrawnUnderAtItsOffset() {
        let r = root()
        let box = solid(CGRect(x: 10, y: 10, width: 20, height: 20), red)
        box.shadowOpacity = 1
        box.shadowRadius = 0
        box.shadowOffset = CGSize(width: 0, height: 10)
        r.addSublayer(box)
        let c = CACompositor(pixelWidth: 100, pixelHeight: 100)!
        c.render(r)
        #expect(px(c, 20, 35) == [0, 0, 0, 255])   // below the box: the black shadow
        #expect(px(c, 20, 20) == [255, 0, 0, 255]) // the box covers its own shadow
        #expect(px(c, 20, 45) == CLEAR)
    }

    @Test func defaultShadowOffsetCastsUpward() {
        // Default offset (0, −3) in the layer's y-down space: the shadow shows above the layer.
        let r = root()
        let box = solid(CGRect(x: 10, y: 20, width: 20, height: 20), red)
        box.shadowOpacity = 1
        box.shadowRadius = 0
        r.addSublayer(box)
        let c = CACompositor(pixelWidth: 100, pixelHeight: 100)!
        c.render(r)
        #expect(px(c, 20, 18) == [0, 0, 0, 255])
        #expect(px(c, 20, 41)[3] == 0)
    }

    @Test func shadowPathShapesTheShadow() {
        let r = root()
        let box = CALayer()
        box.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        box.shadowOpacity = 1
        box.shadowRadius = 0
        box.shadowOffset = .zero
        box.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 40, height: 5), transform: nil)
        r.addSublayer(box)
        let c = CACompositor(pixelWidth: 100, pixelHeight: 100)!
        c.render(r)
        #expect(px(c, 45, 12) == [0, 0, 0, 255])
        #expect(px(c, 20, 25)[3] == 0)
    }

    @Test func maskLayerKeepsOnlyWhereTheMaskIsOpaque() {
        let r = root()
        let box = solid(CGRect(x: 0, y: 0, width: 40, height: 40), red)
        let mask = solid(CGRect(x: 0, y: 0, width: 20, height: 40), blue)
        box.mask = mask
        r.addSublayer(box)
        let c = CACompositor(pixelWidth: 100, pixelHeight: 100)!
        c.render(r)
        #expect(px(c, 10, 20) == [255, 0, 0, 255])
        #expect(px(c, 30, 20) == CLEAR)
    }

    @Test func hiddenLayersAreNotDrawn() {
        let r = root()
        let l = solid(CGRect(x: 0, y: 0, width: 40, height: 40), red)
        l.isHidden = true
        r.addSublayer(l)
        let c = CACompositor(pixelWidth: 50, pixelHeight: 50)!
        c.render(r)
        #expect(px(c, 10, 10) == CLEAR)
    }

    @Test func rotationTurnsAWideLayerTall() {
        let r = root()
        let bar = solid(CGRect(x: 30, y: 45, width: 40, height: 10), red) // centred at (50, 50)
        bar.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        r.addSublayer(bar)
        let c = CACompositor(pixelWidth: 100, pixelHeight: 100)!
        c.render(r)
        #expect(px(c, 50, 35) == [255, 0, 0, 255])
        #expect(px(c, 35, 50) == CLEAR)
    }

    @Test func translationsSnapToDevicePixels() {
        let r = root()
        let l = solid(CGRect(x: 10.3, y: 10.3, width: 20, height: 20), red)
        r.addSublayer(l)
        let c = CACompositor(pixelWidth: 100, pixelHeight: 100)!
        c.render(r)
        // Snapped to x = 10: both edges are whole pixels, no half-covered column.
        #expect(px(c, 10, 20) == [255, 0, 0, 255] && px(c, 29, 20) == [255, 0, 0, 255])
        #expect(px(c, 30, 20) == CLEAR)
    }

    @Test func idleFrameTouchesNoPixel() {
        let r = root()
        r.addSublayer(solid(CGRect(x: 10, y: 10, width: 20, height: 20), red))
        let c = CACompositor(pixelWidth: 100, pixelHeight: 100)!
        c.render(r)
        // Scribble a sentinel where the layer is: a frame that touched pixels there would repaint it.
        let data = cairo_image_surface_get_data(c.surface)!
        let stride = Int(cairo_image_surface_get_stride(c.surface))
        UnsafeMutableRawPointer(data + 15 * stride + 15 * 4).storeBytes(of: UInt32(0xFF00FF00), as: UInt32.self)
        cairo_surface_mark_dirty(c.surface)
        let damage = c.render(r)
        #expect(damage.isEmpty)
        #expect(c.lastPixelsTouched == 0)
        #expect(px(c, 15, 15) == [0, 255, 0, 255])
    }

    @Test func movingALayerDamagesItsOldAndNewPlaceOnly() {
        let r = root(200, 100)
        let l = solid(CGRect(x: 10, y: 10, width: 20, height: 20), red)
        r.addSublayer(l)
        let far = solid(CGRect(x: 150, y: 60, width: 20, height: 20), blue)
        r.addSublayer(far)
        let c = CACompositor(pixelWidth: 200, pixelHeight: 100)!
        c.render(r)
        l.position = CGPoint(x: 80, y: 20) // frame now (70, 10, 20, 20)
        let damage = c.render(r)
        let box = damage.dropFirst().reduce(damage[0]) { $0.union($1) }
        #expect(box.contains(CGRect(x: 10, y: 10, width: 20, height: 20)))
        #expect(box.contains(CGRect(x: 70, y: 10, width: 20, height: 20)))
        #expect(!damage.contains { $0.intersects(CGRect(x: 150, y: 60, width: 20, height: 20)) })
        #expect(c.lastPixelsTouched <= 2 * 22 * 22)
        #expect(px(c, 15, 15) == CLEAR && px(c, 75, 15) == [255, 0, 0, 255])
    }

    @Test func removingALayerDamagesWhereItWas() {
        let r = root()
        let l = solid(CGRect(x: 10, y: 10, width: 20, height: 20), red)
        r.addSublayer(l)
        let c = CACompositor(pixelWidth: 100, pixelHeight: 100)!
        c.render(r)
        l.removeFromSuperlayer()
        let damage = c.render(r)
        #expect(damage.contains { $0.contains(CGRect(x: 10, y: 10, width: 20, height: 20)) })
        #expect(px(c, 15, 15) == CLEAR)
    }

    @Test func opaqueLayerOccludesWhatIsUnder() {
        let r = root()
        let under = solid(CGRect(x: 20, y: 20, width: 20, height: 20), red)
        let over = solid(CGRect(x: 0, y: 0, width: 100, height: 100), blue)
        r.addSublayer(under); r.addSublayer(over)
        let c = CACompositor(pixelWidth: 100, pixelHeight: 100)!
        c.render(r)
        // Only `over` is drawn: `under` and the root's own (empty) parts lie beneath it.
        #expect(c.lastLayersDrawn == 1)
        #expect(px(c, 25, 25) == [0, 0, 255, 255])
        over.opacity = 0.5
        c.render(r)
        #expect(c.lastLayersDrawn == 3) // translucent: no longer an occluder
    }

    @Test func backingStoreIsDrawnOnceAndReusedWhileMoving() {
        let r = root()
        let l = CountingLayer()
        l.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        r.addSublayer(l)
        l.setNeedsDisplay()
        CATransaction.flush()
        let c = CACompositor(pixelWidth: 100, pixelHeight: 100)!
        c.render(r)
        #expect(l.draws == 1)
        for i in 1...5 {
            // Without actions: a standalone layer would otherwise animate to its new values.
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            l.position = CGPoint(x: 10 + CGFloat(i) * 10, y: 10)
            l.opacity = 1 - Float(i) * 0.1
            l.setAffineTransform(CGAffineTransform(rotationAngle: CGFloat(i) * 0.1))
            CATransaction.commit()
            c.render(r)
        }
        #expect(l.draws == 1)
        #expect(l.contents is CABackingStore)
        // The cached blue pixels, moved to (60, 10), turned 0.5 rad and at opacity 0.5.
        let moved = px(c, 65, 15)
        #expect(moved[0] == 0 && abs(moved[2] - 128) <= 1 && abs(moved[3] - 128) <= 1)
    }

    @Test func partialInvalidationRedrawsOnlyThatRect() {
        let r = root()
        let l = CountingLayer()
        l.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        r.addSublayer(l)
        l.setNeedsDisplay()
        CATransaction.flush()
        l.fill = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        l.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
        CATransaction.flush()
        #expect(l.draws == 2)
        #expect(l.drawnRects.last == CGRect(x: 0, y: 0, width: 10, height: 10))
        let c = CACompositor(pixelWidth: 40, pixelHeight: 40)!
        c.render(r)
        #expect(px(c, 5, 5) == [255, 0, 0, 255])   // redrawn part
        #expect(px(c, 20, 20) == [0, 0, 255, 255]) // kept from the first draw
    }

    @Test func contentsImageWithGravity() {
        // A 10×10 opaque green image in a 40×40 layer.
        let ctx = CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        ctx.setFillColor(green)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        let image = ctx.makeImage()!
        let r = root()
        let l = CALayer()
        l.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        l.contents = image
        l.contentsGravity = .topLeft
        r.addSublayer(l)
        let c = CACompositor(pixelWidth: 100, pixelHeight: 100)!
        c.render(r)
        #expect(px(c, 5, 5) == [0, 255, 0, 255])
        #expect(px(c, 15, 15) == CLEAR)
        l.contentsGravity = .center
        c.render(r)
        #expect(px(c, 20, 20) == [0, 255, 0, 255] && px(c, 5, 5) == CLEAR)
        l.contentsGravity = .resize
        c.render(r)
        #expect(px(c, 5, 5) == [0, 255, 0, 255] && px(c, 35, 35) == [0, 255, 0, 255])
        l.contentsGravity = .bottomRight
        c.render(r)
        #expect(px(c, 35, 35) == [0, 255, 0, 255] && px(c, 25, 25) == CLEAR)
    }

    @Test func contentsCenterKeepsCornersUnscaled() {
        // A 3×3 image: red corners, blue elsewhere; centre cell stretches.
        var bytes = [UInt8](repeating: 0, count: 36)
        for y in 0..<3 { for x in 0..<3 {
            let corner = (x != 1) && (y != 1)
            let i = (y * 3 + x) * 4
            bytes[i] = corner ? 255 : 0; bytes[i + 2] = corner ? 0 : 255; bytes[i + 3] = 255
        } }
        let image = CGImage(width: 3, height: 3, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 12,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alphaInfo: .premultipliedLast),
                            provider: CGDataProvider(data: Data(bytes) as CFData)!, decode: nil, shouldInterpolate: false,
                            intent: .defaultIntent)!
        let r = root()
        let l = CALayer()
        l.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        l.contents = image
        l.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
        l.magnificationFilter = .nearest
        r.addSublayer(l)
        let c = CACompositor(pixelWidth: 30, pixelHeight: 30)!
        c.render(r)
        #expect(px(c, 0, 0) == [255, 0, 0, 255])      // the 1-point corner stays 1 point
        #expect(px(c, 1, 1) == [0, 0, 255, 255])      // next to it: stretched centre/edge
        #expect(px(c, 29, 29) == [255, 0, 0, 255])
        #expect(px(c, 15, 15) == [0, 0, 255, 255])
    }

    @Test func shapeLayerFillsAndStrokesHalfItsPath() {
        let r = root()
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        shape.path = CGPath(rect: CGRect(x: 10, y: 10, width: 30, height: 30), transform: nil)
        shape.fillColor = green
        r.addSublayer(shape)
        let c = CACompositor(pixelWidth: 100, pixelHeight: 100)!
        c.render(r)
        #expect(px(c, 25, 25) == [0, 255, 0, 255])
        // A line from (0,60) to (100,60) stroked only over its first half.
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 0, y: 60)); line.addLine(to: CGPoint(x: 100, y: 60))
        shape.path = line
        shape.fillColor = nil
        shape.strokeColor = red
        shape.lineWidth = 4
        shape.strokeEnd = 0.5
        c.render(r)
        #expect(px(c, 25, 60) == [255, 0, 0, 255])
        #expect(px(c, 75, 60) == CLEAR)
    }

    @Test func gradientLayerRunsTopToBottomByDefault() {
        let r = root()
        let g = CAGradientLayer()
        g.frame = CGRect(x: 0, y: 0, width: 10, height: 100)
        g.colors = [red, blue]
        r.addSublayer(g)
        let c = CACompositor(pixelWidth: 10, pixelHeight: 100)!
        c.render(r)
        #expect(px(c, 5, 0)[0] > 250 && px(c, 5, 0)[2] < 5)   // startPoint (0.5, 0): red at the top
        #expect(px(c, 5, 99)[2] > 250 && px(c, 5, 99)[0] < 5) // blue at the bottom
        #expect(abs(px(c, 5, 50)[0] - 127) <= 3)
    }

    @Test func textLayerDrawsGlyphs() {
        let r = root(200, 50)
        let t = CATextLayer()
        t.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        t.string = "Hello 你好"
        t.fontSize = 24
        t.foregroundColor = CGColor(gray: 0, alpha: 1)
        r.addSublayer(t)
        let c = CACompositor(pixelWidth: 200, pixelHeight: 50)!
        c.render(r)
        var inked = 0
        for y in 0..<50 { for x in 0..<200 where px(c, x, y)[3] > 128 { inked += 1 } }
        #expect(inked > 100)
    }

    @Test func replicatorDrawsEachInstance() {
        let r = root()
        let rep = CAReplicatorLayer()
        rep.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        rep.instanceCount = 3
        rep.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
        rep.addSublayer(solid(CGRect(x: 0, y: 0, width: 10, height: 10), red))
        r.addSublayer(rep)
        let c = CACompositor(pixelWidth: 100, pixelHeight: 100)!
        c.render(r)
        #expect(px(c, 5, 5) == [255, 0, 0, 255] && px(c, 35, 5) == [255, 0, 0, 255] && px(c, 65, 5) == [255, 0, 0, 255])
        #expect(px(c, 20, 5) == CLEAR && px(c, 95, 5) == CLEAR)
    }

    @Test func renderInContextDrawsTheModelTree() {
        let l = solid(CGRect(x: 50, y: 50, width: 20, height: 20), red)
        l.addSublayer(solid(CGRect(x: 0, y: 0, width: 10, height: 10), blue))
        let ctx = CGContext(data: nil, width: 20, height: 20, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        // A UIKit-style y-down context.
        ctx.translateBy(x: 0, y: 20)
        ctx.scaleBy(x: 1, y: -1)
        l.render(in: ctx)
        let p = ctx.data!.assumingMemoryBound(to: UInt8.self)
        func at(_ x: Int, _ y: Int) -> [UInt8] { (0..<4).map { p[y * ctx.bytesPerRow + x * 4 + $0] } }
        #expect(at(2, 2) == [0, 0, 255, 255])    // the sublayer at the top left
        #expect(at(15, 15) == [255, 0, 0, 255])
    }

    /// Rows and columns that hold ink (alpha > 128) in a compositor frame.
    func inkBox(_ c: CACompositor) -> CGRect {
        var box = CGRect.null
        for y in 0..<c.pixelHeight { for x in 0..<c.pixelWidth where px(c, x, y)[3] > 128 {
            box = box.union(CGRect(x: x, y: y, width: 1, height: 1))
        } }
        return box
    }

    @Test func textLayerWrapsAlignsAndTruncates() {
        let r = root(120, 100)
        let t = CATextLayer()
        t.frame = CGRect(x: 0, y: 0, width: 120, height: 100)
        t.string = "wrap these words onto several lines please"
        t.fontSize = 16
        t.foregroundColor = CGColor(gray: 0, alpha: 1)
        r.addSublayer(t)
        let c = CACompositor(pixelWidth: 120, pixelHeight: 100)!
        c.render(r)
        let oneLine = inkBox(c)
        #expect(oneLine.height < 20)          // not wrapped: one line, cut at the right edge
        t.isWrapped = true
        c.render(r)
        #expect(inkBox(c).height > 40)        // wrapped onto three or more lines
        #expect(inkBox(c).maxX <= 120)
        t.isWrapped = false
        t.string = "hi"
        t.alignmentMode = .center
        c.render(r)
        let centred = inkBox(c)
        #expect(abs(centred.midX - 60) <= 2)
        t.alignmentMode = .right
        c.render(r)
        #expect(inkBox(c).maxX >= 115)
        t.alignmentMode = .left
        t.string = "a long line of text that will not fit at all"
        t.truncationMode = .end
        c.render(r)
        #expect(inkBox(c).maxX < 120)         // ellipsized inside the bounds
    }

    @Test func contentsRectShowsPartOfTheImage() {
        // A 2×1 image, red then blue; contentsRect picks its right half, which then fills the layer.
        let bytes: [UInt8] = [255, 0, 0, 255, 0, 0, 255, 255]
        let image = CGImage(width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alphaInfo: .premultipliedLast),
                            provider: CGDataProvider(data: Data(bytes) as CFData)!, decode: nil, shouldInterpolate: false,
                            intent: .defaultIntent)!
        let r = root()
        let l = CALayer()
        l.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        l.contents = image
        l.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
        l.magnificationFilter = .nearest // a linear filter blends in the neighbouring texel at the edge
        r.addSublayer(l)
        let c = CACompositor(pixelWidth: 20, pixelHeight: 20)!
        c.render(r)
        #expect(px(c, 2, 10) == [0, 0, 255, 255] && px(c, 18, 10) == [0, 0, 255, 255])
    }

    /// Shows red, then starts `transition` (1 s, linear) while switching to blue, and renders at `progress`.
    func transitionFrame(_ type: CATransitionType, _ subtype: CATransitionSubtype?, at progress: Double) -> CACompositor {
        let clock = CAMediaClock.shared
        let manual = ManualClock(startingAt: 1000)
        defer { manual.restore() }
        // The transitioning layer sits in a parent offset by (10, 10): the slide must happen in place.
        let r = root(60, 40)
        let parent = CALayer()
        parent.frame = CGRect(x: 10, y: 10, width: 40, height: 20)
        r.addSublayer(parent)
        let l = solid(CGRect(x: 0, y: 0, width: 40, height: 20), red)
        parent.addSublayer(l)
        CATransaction.flush()
        let c = CACompositor(pixelWidth: 60, pixelHeight: 40)!
        c.render(r, at: 1000)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let t = CATransition()
        t.type = type
        t.subtype = subtype
        t.duration = 1
        t.timingFunction = CAMediaTimingFunction(name: .linear)
        l.add(t, forKey: kCATransition)
        l.backgroundColor = blue
        CATransaction.commit()
        clock.set(1000 + progress)
        c.render(r, at: 1000 + progress)
        return c
    }

    @Test func fadeTransitionCrossDissolves() {
        let c = transitionFrame(.fade, nil, at: 0.5)
        // Half of each: (255, 0, 0) × 0.5 + (0, 0, 255) × 0.5, opaque.
        let p = px(c, 30, 20)
        #expect(abs(p[0] - 128) <= 2 && p[1] == 0 && abs(p[2] - 128) <= 2 && p[3] >= 254)
        #expect(px(c, 5, 5) == CLEAR) // nothing outside the layer
    }

    @Test func pushTransitionSlidesBothContents() {
        let c = transitionFrame(.push, .fromRight, at: 0.5)
        #expect(px(c, 15, 20) == [255, 0, 0, 255])  // old content pushed half way out to the left
        #expect(px(c, 45, 20) == [0, 0, 255, 255])  // new content half way in from the right
        #expect(px(c, 55, 20) == CLEAR)           // and nothing slides outside the layer
        let done = transitionFrame(.push, .fromRight, at: 1.5)
        #expect(px(done, 15, 20) == [0, 0, 255, 255])
    }

    @Test func moveInAndRevealTransitions() {
        let moveIn = transitionFrame(.moveIn, .fromTop, at: 0.5)
        #expect(px(moveIn, 30, 13) == [0, 0, 255, 255])   // new slides down over the old from the top
        #expect(px(moveIn, 30, 27) == [255, 0, 0, 255])
        let reveal = transitionFrame(.reveal, .fromLeft, at: 0.5)
        #expect(px(reveal, 15, 20) == [0, 0, 255, 255])   // old slid right, revealing the new at the left
        #expect(px(reveal, 45, 20) == [255, 0, 0, 255])
    }

    @Test func replicatorTintsEachInstance() {
        let r = root()
        let rep = CAReplicatorLayer()
        rep.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        rep.instanceCount = 3
        rep.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
        rep.instanceColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1) // white sublayer × red = red
        rep.instanceGreenOffset = 0.5
        rep.instanceAlphaOffset = -0.5
        rep.addSublayer(solid(CGRect(x: 0, y: 0, width: 10, height: 10), CGColor(gray: 1, alpha: 1)))
        r.addSublayer(rep)
        let c = CACompositor(pixelWidth: 100, pixelHeight: 100)!
        c.render(r)
        #expect(px(c, 5, 5) == [255, 0, 0, 255])             // instance 0: (1, 0, 0), alpha 1
        let second = px(c, 35, 5)                             // instance 1: (1, 0.5, 0) at alpha 0.5, premultiplied
        #expect(abs(second[0] - 128) <= 2 && abs(second[1] - 64) <= 2 && second[2] == 0 && abs(second[3] - 128) <= 2)
        #expect(px(c, 65, 5)[3] == 0)                         // instance 2: alpha 0
    }
}
