import Foundation
import CoreGraphics

/// `coregraphics composite_ms=… memcpy_ms=… ratio=…`: a full-screen 1920×1080 premultiplied ARGB image
/// drawn over another through CGContext, against copying the same bytes; medians of 30 runs in one process.
enum CoreGraphicsBenchmark {
    static func run() {
        let w = 1920, h = 1080, runs = 30
        let info = CGBitmapInfo.byteOrder32Little.rawValue | CGImageAlphaInfo.premultipliedFirst.rawValue
        guard let dest = CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: w * 4,
                                   space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info),
              let src = CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: w * 4,
                                  space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info) else {
            print("coregraphics error=could-not-create-contexts")
            return
        }
        // An opaque background under a translucent gradient image, so every pixel really blends.
        dest.setFillColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        dest.fill(CGRect(x: 0, y: 0, width: w, height: h))
        let g = CGGradient(colorsSpace: nil, colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 0.3),
                                                      CGColor(red: 0, green: 1, blue: 0, alpha: 0.7)] as CFArray, locations: nil)!
        src.drawLinearGradient(g, start: .zero, end: CGPoint(x: w, y: h), options: [])
        guard let image = src.makeImage() else { return }
        let rect = CGRect(x: 0, y: 0, width: w, height: h)
        let composite = Timing.medianMilliseconds(runs: runs) {
            dest.draw(image, in: rect)
            dest.flush()
        }
        let bytes = w * h * 4
        let a = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
        let b = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
        a.initializeMemory(as: UInt8.self, repeating: 7, count: bytes)
        b.initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
        defer { a.deallocate(); b.deallocate() }
        let copy = Timing.medianMilliseconds(runs: runs) { memcpy(b, a, bytes) }
        print("coregraphics composite_ms=\(Timing.format(composite)) memcpy_ms=\(Timing.format(copy)) ratio=\(Timing.format(composite / copy))")
    }
}
