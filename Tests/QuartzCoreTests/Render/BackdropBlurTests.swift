import Testing
import Foundation
@testable import QuartzCore

/// The compositor's backdrop blur recomputes only around what changed behind it, and nothing when nothing behind
/// it changed; its partial recomputes give the pixels a full one gives.
@Suite(.serialized) @MainActor struct BackdropBlurTests {
    static let width = 400, height = 300

    /// White, a black square and a small red one behind a full-screen blur of radius 12 (device pixels, scale 1):
    /// blurred on a grid of 2 × 2 pixels (factor = radius / 6), boxes of half-width 2 grid pixels, so the blur
    /// reaches 3 × 2 grid pixels = 12 device pixels each way.
    func scene() -> (root: CALayer, square: CALayer, small: CALayer, blur: CALayer, front: CALayer) {
        CATransaction.setDisableActions(true)
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: Self.width, height: Self.height)
        root.backgroundColor = CGColor(gray: 1, alpha: 1)
        let square = CALayer()
        square.frame = CGRect(x: 40, y: 40, width: 100, height: 100)
        square.backgroundColor = CGColor(gray: 0, alpha: 1)
        root.addSublayer(square)
        let small = CALayer()
        small.frame = CGRect(x: 300, y: 200, width: 10, height: 10)
        small.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSublayer(small)
        let blur = CALayer()
        blur.frame = root.bounds
        blur.backdropBlurRadius = 12
        blur.backgroundColor = CGColor(gray: 1, alpha: 0.3)
        root.addSublayer(blur)
        let front = CALayer()
        front.frame = CGRect(x: 200, y: 20, width: 50, height: 30)
        front.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        blur.addSublayer(front)
        return (root, square, small, blur, front)
    }

    func pixels(_ c: CACompositor) -> [UInt32] {
        c.withPixels { data, bytesPerRow in
            var out: [UInt32] = []
            out.reserveCapacity(Self.width * Self.height)
            for y in 0..<Self.height {
                for x in 0..<Self.width { out.append((data + y * bytesPerRow + x * 4).loadUnaligned(as: UInt32.self)) }
            }
            return out
        }
    }

    /// The largest difference of any channel of any pixel.
    func maxDifference(_ a: [UInt32], _ b: [UInt32]) -> Int {
        var worst = 0
        for (p, q) in zip(a, b) {
            for shift in [UInt32(0), 8, 16, 24] {
                let d = abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF))
                worst = max(worst, d)
            }
        }
        return worst
    }

    /// The same tree rendered from scratch by a new compositor: every blur computed in full.
    func fullRender(_ root: CALayer) -> [UInt32] {
        let c = CACompositor(pixelWidth: Self.width, pixelHeight: Self.height)!
        c.render(root, at: 0)
        return pixels(c)
    }

    @Test func aSmallChangeBehindRecomputesOnlyAroundItAndMatchesAFullBlur() {
        defer { CATransaction.setDisableActions(false) }
        let (root, _, small, _, _) = scene()
        let c = CACompositor(pixelWidth: Self.width, pixelHeight: Self.height)!
        c.render(root, at: 0)
        #expect(c.blurRecomputations == 1)       // the first frame blurs everything
        #expect(c.lastBlurRecomputed == [CGRect(x: 0, y: 0, width: Self.width, height: Self.height)])
        small.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        c.render(root, at: 0)
        #expect(c.blurRecomputations == 2)
        // What changed: the 10 × 10 square at (300, 200). Its blur moves up to the reach (12) away, and the grid
        // (2 pixels) may round each side out by one grid pixel: nothing recomputed beyond 14 pixels of it.
        let around = small.frame.insetBy(dx: -14, dy: -14)
        #expect(!c.lastBlurRecomputed.isEmpty)
        for r in c.lastBlurRecomputed { #expect(around.contains(r), "\(r) lies outside \(around)") }
        let area = c.lastBlurRecomputed.reduce(0) { $0 + $1.width * $1.height }
        #expect(area <= around.width * around.height)
        #expect(maxDifference(pixels(c), fullRender(root)) <= 2)
    }

    @Test func aLayerMovingBehindRecomputesOnlyTheEdgesThatMoved() {
        defer { CATransaction.setDisableActions(false) }
        let (root, square, _, _, _) = scene()
        let c = CACompositor(pixelWidth: Self.width, pixelHeight: Self.height)!
        c.render(root, at: 0)
        square.position.x += 10                    // the square now spans x 50..<150: its left and right edges moved
        c.render(root, at: 0)
        #expect(c.blurRecomputations == 2)
        // Only columns near x 40..50 and 140..150 changed behind: each recomputed rectangle lies around one of
        // them (10 pixels, the reach 12 and a grid pixel each side), none spans the square.
        let left = CGRect(x: 40 - 14, y: 40 - 14, width: 10 + 28, height: 100 + 28)
        let right = left.offsetBy(dx: 100, dy: 0)
        #expect(c.lastBlurRecomputed.count >= 2)
        for r in c.lastBlurRecomputed {
            #expect(left.contains(r) || right.contains(r), "\(r) is neither around the left nor the right edge")
        }
        #expect(maxDifference(pixels(c), fullRender(root)) <= 2)
    }

    @Test func framesWhereNothingBehindChangedRecomputeNothing() {
        defer { CATransaction.setDisableActions(false) }
        let (root, _, _, blur, front) = scene()
        let c = CACompositor(pixelWidth: Self.width, pixelHeight: Self.height)!
        c.render(root, at: 0)
        let start = c.blurRecomputations
        c.render(root, at: 0)                                  // nothing changed
        #expect(c.blurRecomputations == start && c.lastBlurRecomputed.isEmpty)
        front.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)   // in front of the blur
        let damage = c.render(root, at: 0)
        #expect(!damage.isEmpty)                               // the frame was recomposited…
        #expect(c.blurRecomputations == start && c.lastBlurRecomputed.isEmpty) // …from the kept blur
        blur.backgroundColor = CGColor(gray: 1, alpha: 0.5)   // the material's own tint
        c.render(root, at: 0)
        #expect(c.blurRecomputations == start && c.lastBlurRecomputed.isEmpty)
        #expect(maxDifference(pixels(c), fullRender(root)) <= 2)
    }

    @Test func aPatchBlursAsTheWholeDoesAndAFlatColourStaysFlat() {
        // 40 × 30 pixels of stripes and a flat area; the blur of a window around a patch equals the whole's blur
        // there (the window reads the reach around the patch), and a flat colour comes out unchanged.
        let w = 40, h = 30
        var source = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h { for x in 0..<w { source[y * w + x] = x < 20 ? ((x / 3) % 2 == 0 ? 0xFF00_0000 : 0xFFFF_FFFF) : 0x8040_2010 } }
        let blur = BoxBlur(radius: 6)                           // half-width 2, reach 6
        #expect(blur.half == 2 && blur.reach == 6)
        let ws = BoxBlur.Workspace()
        var whole = [UInt32](repeating: 0, count: w * h)
        var patch = [UInt32](repeating: 0, count: w * h)
        source.withUnsafeBufferPointer { src in
            whole.withUnsafeMutableBufferPointer { out in
                blur.blur(source: src.baseAddress!, sourceRow: w, width: w, height: h, keepX: 0..<w, keepY: 0..<h,
                          destination: out.baseAddress!, destinationRow: w, workspace: ws)
            }
            // The patch 10..<16 × 10..<14, from the window 4..<22 × 4..<20.
            patch.withUnsafeMutableBufferPointer { out in
                blur.blur(source: src.baseAddress! + 4 * w + 4, sourceRow: w, width: 18, height: 16,
                          keepX: 6..<12, keepY: 6..<10, destination: out.baseAddress! + 4 * w + 4, destinationRow: w,
                          workspace: ws)
            }
        }
        for y in 10..<14 { for x in 10..<16 { #expect(patch[y * w + x] == whole[y * w + x]) } }
        #expect(patch[9 * w + 10] == 0 && patch[10 * w + 16] == 0) // nothing written outside the patch
        // The flat area, far enough from the stripes (x ≥ 20 + 6): its colour exactly.
        for y in 0..<h { for x in 26..<w { #expect(whole[y * w + x] == 0x8040_2010) } }
        // The stripes (3 black, 3 white) blur to greys between.
        let mid = whole[15 * w + 10]
        #expect(mid >> 24 == 0xFF && (mid & 0xFF) > 40 && (mid & 0xFF) < 215)
    }
}
