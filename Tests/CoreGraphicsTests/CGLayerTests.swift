import CoreGraphics
import Foundation
import Testing
import TestSupport

@Suite struct CGLayerTests {
    /// A layer of 10 × 10 with a red square in its lower-left quarter (user space 0–5).
    func redCornerLayer(for ctx: CGContext) -> CGLayer {
        let layer = CGLayer(ctx, size: CGSize(width: 10, height: 10), auxiliaryInfo: nil)!
        layer.context!.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        layer.context!.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        return layer
    }

    @Test func drawnAtAPointAtItsOwnSize() {
        let b = Bitmap(20, 20)
        let layer = redCornerLayer(for: b.ctx)
        #expect(layer.size == CGSize(width: 10, height: 10))
        b.ctx.draw(layer, at: CGPoint(x: 4, y: 6))
        // The red square lands on user space x 4–9, y 6–11.
        #expect(b.pixel(atUser: 4, 6) == [255, 0, 0, 255])
        #expect(b.pixel(atUser: 8, 10) == [255, 0, 0, 255])
        #expect(b.pixel(atUser: 10, 6)[3] == 0)
        #expect(b.pixel(atUser: 4, 12)[3] == 0)
        #expect(b.pixel(atUser: 3, 6)[3] == 0)
    }

    @Test func drawnScaledIntoARect() {
        let b = Bitmap(20, 20)
        let layer = redCornerLayer(for: b.ctx)
        b.ctx.draw(layer, in: CGRect(x: 0, y: 0, width: 20, height: 20))
        // Doubled: the red square covers 0–10 on both axes.
        #expect(b.pixel(atUser: 1, 1) == [255, 0, 0, 255])
        #expect(b.pixel(atUser: 8, 8) == [255, 0, 0, 255])
        #expect(b.pixel(atUser: 12, 12)[3] == 0)
    }

    @Test func aLayerHasTheResolutionOfItsContext() {
        let b = Bitmap(40, 40)
        b.ctx.scaleBy(x: 2, y: 2)
        let layer = CGLayer(b.ctx, size: CGSize(width: 10, height: 10), auxiliaryInfo: nil)!
        #expect(layer.context?.width == 20 && layer.context?.height == 20)
        #expect(CGLayer(b.ctx, size: .zero, auxiliaryInfo: nil) == nil)
    }
}
