import Foundation
import CoreGraphics

/// A width × height RGBA (premultipliedLast) bitmap context, with a reader for pixels by memory row
/// (row 0 is the top of the bitmap, which is the highest y of a bare, y-up context).
public final class Bitmap {
    public let ctx: CGContext
    public let width: Int, height: Int
    public init(_ width: Int, _ height: Int) {
        self.width = width
        self.height = height
        ctx = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
                        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
    }
    /// (r, g, b, a) of the pixel at column x, memory row `row`.
    public func pixel(_ x: Int, row: Int) -> [Int] {
        let p = ctx.data!.assumingMemoryBound(to: UInt8.self) + row * ctx.bytesPerRow + x * 4
        return [Int(p[0]), Int(p[1]), Int(p[2]), Int(p[3])]
    }
    /// The pixel covering user-space point (x + ½, y + ½) in an unflipped context.
    public func pixel(atUser x: Int, _ y: Int) -> [Int] { pixel(x, row: height - 1 - y) }
    /// All the bytes, row after row.
    public var bytes: [UInt8] {
        Array(UnsafeBufferPointer(start: ctx.data!.assumingMemoryBound(to: UInt8.self), count: height * ctx.bytesPerRow))
    }
}
