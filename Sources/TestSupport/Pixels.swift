import Foundation
import CoreGraphics

/// The pixels of an image, read back once as premultiplied RGBA with row 0 at the top of the image.
public struct Pixels {
    public let width: Int, height: Int
    public let bytes: [UInt8]

    public init(_ image: CGImage) {
        width = image.width
        height = image.height
        let bitmap = Bitmap(width, height)
        // A bare context is y-up: drawing the image in its full rect puts its first row in memory row 0.
        bitmap.ctx.draw(image, in: CGRect(x: 0, y: 0, width: width, height: height))
        bytes = bitmap.bytes
    }

    /// (r, g, b, a) of the pixel in column x, row y (from the top).
    public subscript(x: Int, y: Int) -> [Int] {
        let i = (y * width + x) * 4
        return [Int(bytes[i]), Int(bytes[i + 1]), Int(bytes[i + 2]), Int(bytes[i + 3])]
    }

    /// Whether any pixel in the rows/columns given is close to `rgba`.
    public func contains(_ rgba: [Int], xs: Range<Int>? = nil, ys: Range<Int>? = nil, tolerance: Int = 40) -> Bool {
        for y in ys ?? 0..<height {
            for x in xs ?? 0..<width where near(self[x, y], rgba, tolerance) { return true }
        }
        return false
    }

    /// Number of pixels with alpha above `threshold` in the region.
    public func inked(xs: Range<Int>? = nil, ys: Range<Int>? = nil, threshold: Int = 0) -> Int {
        var n = 0
        for y in ys ?? 0..<height {
            for x in xs ?? 0..<width where self[x, y][3] > threshold { n += 1 }
        }
        return n
    }

    /// The fraction of pixels whose every channel is within `tolerance` of `other`'s (0 when the sizes differ).
    public func fractionMatching(_ other: Pixels, tolerance: Int) -> Double {
        let n = width * height
        guard n > 0, other.bytes.count == bytes.count, bytes.count >= n * 4 else { return 0 }
        var matching = 0
        bytes.withUnsafeBufferPointer { a in
            other.bytes.withUnsafeBufferPointer { b in
                for p in 0..<n {
                    let i = p * 4
                    if abs(Int(a[i]) - Int(b[i])) <= tolerance, abs(Int(a[i + 1]) - Int(b[i + 1])) <= tolerance,
                       abs(Int(a[i + 2]) - Int(b[i + 2])) <= tolerance, abs(Int(a[i + 3]) - Int(b[i + 3])) <= tolerance {
                        matching += 1
                    }
                }
            }
        }
        return Double(matching) / Double(n)
    }
}

/// Opaque red, green and blue, and transparent black, as (r, g, b, a) pixels.
public let RED = [255, 0, 0, 255], GREEN = [0, 255, 0, 255], BLUE = [0, 0, 255, 255], CLEAR = [0, 0, 0, 0]
