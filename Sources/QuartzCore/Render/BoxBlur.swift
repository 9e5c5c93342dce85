import Foundation

/// A Gaussian-like blur of premultiplied ARGB pixels: three box passes across, then three down (the sum of
/// three boxes approximates a Gaussian; each pass costs the same whatever the radius, with a running sum).
enum BoxBlur {
    /// Blurs `pixels` (`width` × `height`, row-major) in place so that it reaches about `radius` pixels.
    static func blur(_ pixels: inout [UInt32], width: Int, height: Int, radius: CGFloat) {
        let half = max(1, Int((radius / 3).rounded()))
        guard width > 0, height > 0 else { return }
        var line = [UInt32](repeating: 0, count: max(width, height))
        var scratch = [UInt32](repeating: 0, count: max(width, height))
        pixels.withUnsafeMutableBufferPointer { px in
            line.withUnsafeMutableBufferPointer { ln in
                scratch.withUnsafeMutableBufferPointer { sc in
                    for y in 0..<height {
                        for x in 0..<width { ln[x] = px[y * width + x] }
                        for _ in 0..<3 { pass(ln, sc, count: width, half: half) }
                        for x in 0..<width { px[y * width + x] = ln[x] }
                    }
                    for x in 0..<width {
                        for y in 0..<height { ln[y] = px[y * width + x] }
                        for _ in 0..<3 { pass(ln, sc, count: height, half: half) }
                        for y in 0..<height { px[y * width + x] = ln[y] }
                    }
                }
            }
        }
    }

    /// One box pass over `count` pixels of `line` (edges clamped), through `scratch`.
    private static func pass(_ line: UnsafeMutableBufferPointer<UInt32>, _ scratch: UnsafeMutableBufferPointer<UInt32>,
                             count: Int, half: Int) {
        let window = UInt32(2 * half + 1)
        var a: UInt32 = 0, r: UInt32 = 0, g: UInt32 = 0, b: UInt32 = 0
        @inline(__always) func at(_ i: Int) -> UInt32 { line[min(max(i, 0), count - 1)] }
        for i in -half...half {
            let p = at(i)
            a &+= p >> 24; r &+= (p >> 16) & 0xFF; g &+= (p >> 8) & 0xFF; b &+= p & 0xFF
        }
        for i in 0..<count {
            scratch[i] = ((a / window) << 24) | ((r / window) << 16) | ((g / window) << 8) | (b / window)
            let add = at(i + half + 1), sub = at(i - half)
            a = a &+ (add >> 24) &- (sub >> 24)
            r = r &+ ((add >> 16) & 0xFF) &- ((sub >> 16) & 0xFF)
            g = g &+ ((add >> 8) & 0xFF) &- ((sub >> 8) & 0xFF)
            b = b &+ (add & 0xFF) &- (sub & 0xFF)
        }
        for i in 0..<count { line[i] = scratch[i] }
    }
}
