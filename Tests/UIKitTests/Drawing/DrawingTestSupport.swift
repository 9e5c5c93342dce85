import Foundation
@testable import UIKit

/// The pixels of an image, read back as RGBA with row 0 at the top of the image.
struct Pixels {
    let width: Int, height: Int
    private let bytes: [UInt8]

    init(_ image: UIImage) {
        let cg = image.cgImage!
        width = cg.width
        height = cg.height
        let ctx = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        // A bare context is y-up: drawing the image in its full rect puts its first row in memory row 0.
        ctx.draw(cg, in: CGRect(x: 0, y: 0, width: width, height: height))
        bytes = Array(UnsafeBufferPointer(start: ctx.data!.assumingMemoryBound(to: UInt8.self), count: width * height * 4))
    }

    /// (r, g, b, a) of the pixel in column x, row y (from the top).
    subscript(x: Int, y: Int) -> [Int] {
        let i = (y * width + x) * 4
        return [Int(bytes[i]), Int(bytes[i + 1]), Int(bytes[i + 2]), Int(bytes[i + 3])]
    }

    /// Whether any pixel in the rows/columns given is close to `rgba`.
    func contains(_ rgba: [Int], xs: Range<Int>? = nil, ys: Range<Int>? = nil, tolerance: Int = 40) -> Bool {
        for y in ys ?? 0..<height {
            for x in xs ?? 0..<width where near(self[x, y], rgba, tolerance) { return true }
        }
        return false
    }

    /// Number of pixels with alpha above `threshold` in the region.
    func inked(xs: Range<Int>? = nil, ys: Range<Int>? = nil, threshold: Int = 0) -> Int {
        var n = 0
        for y in ys ?? 0..<height {
            for x in xs ?? 0..<width where self[x, y][3] > threshold { n += 1 }
        }
        return n
    }
}

func near(_ a: [Int], _ b: [Int], _ tolerance: Int = 2) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}

func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }

func near(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-6) -> Bool {
    near(a.minX, b.minX, tolerance) && near(a.minY, b.minY, tolerance) && near(a.width, b.width, tolerance) && near(a.height, b.height, tolerance)
}

/// Renders `actions` at scale 1 into a size × size points image.
func render(_ w: CGFloat, _ h: CGFloat, scale: CGFloat = 1, _ actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    return UIGraphicsImageRenderer(size: CGSize(width: w, height: h), format: format).image(actions: actions)
}

let RED = [255, 0, 0, 255], GREEN = [0, 255, 0, 255], BLUE = [0, 0, 255, 255], CLEAR = [0, 0, 0, 0]
