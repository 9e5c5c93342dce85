import Foundation
import CoreGraphics

/// Compares two images as the snapshot library does: bytes first, then either the fraction of differing
/// bytes (`precision` alone) or, with `perceptualPrecision` below 1, each pixel's CIE ΔE 1994 colour difference
/// in Lab (Core Image's CILabDeltaE measure, 0–100): a pixel matches when ΔE ≤ (1 − perceptualPrecision) × 100,
/// and the image matches when at least `precision` of its pixels do.
enum ImageComparison {
    /// An image's pixels as premultiplied RGBA bytes, row 0 at the top.
    struct RGBA {
        let width: Int, height: Int
        var bytes: [UInt8]

        init?(_ image: CGImage) {
            width = image.width
            height = image.height
            guard width > 0, height > 0,
                  let ctx = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
                                      space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue),
                  let data = ctx.data else { return nil }
            ctx.draw(image, in: CGRect(x: 0, y: 0, width: width, height: height))
            bytes = Array(UnsafeBufferPointer(start: data.assumingMemoryBound(to: UInt8.self), count: width * height * 4))
        }

        init(width: Int, height: Int, bytes: [UInt8]) {
            self.width = width
            self.height = height
            self.bytes = bytes
        }

        /// The bytes as an image.
        var image: CGImage? {
            var copy = bytes
            return copy.withUnsafeMutableBytes { raw -> CGImage? in
                CGContext(data: raw.baseAddress, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)?.makeImage()
            }
        }
    }

    /// nil when `new` matches `old` within the precisions; otherwise the library's message.
    static func compare(_ old: CGImage?, _ new: CGImage?, precision: Float, perceptualPrecision: Float) -> String? {
        guard let old else { return "Reference image could not be loaded." }
        guard let new else { return "Newly-taken snapshot could not be loaded." }
        guard new.width != 0, new.height != 0 else { return "Newly-taken snapshot is empty." }
        guard old.width == new.width, old.height == new.height else {
            return "Newly-taken snapshot@\(sizeText(new)) does not match reference@\(sizeText(old))."
        }
        guard let a = RGBA(old) else { return "Reference image's data could not be loaded." }
        guard let b = RGBA(new) else { return "Newly-taken snapshot's data could not be loaded." }
        if a.bytes == b.bytes { return nil }
        if precision >= 1, perceptualPrecision >= 1 { return "Newly-taken snapshot does not match reference." }
        if perceptualPrecision < 1 {
            return perceptuallyCompare(a, b, pixelPrecision: precision, perceptualPrecision: perceptualPrecision)
        }
        let byteCount = a.bytes.count
        var differing = 0
        for i in 0..<byteCount where a.bytes[i] != b.bytes[i] { differing += 1 }
        if differing > Int((1 - precision) * Float(byteCount)) {
            let actual = 1 - Float(differing) / Float(byteCount)
            return "Actual image precision \(actual) is less than required \(precision)"
        }
        return nil
    }

    private static func sizeText(_ image: CGImage) -> String {
        "(\(Double(image.width)), \(Double(image.height)))"
    }

    private static func perceptuallyCompare(_ a: RGBA, _ b: RGBA, pixelPrecision: Float, perceptualPrecision: Float) -> String? {
        let threshold = (1 - perceptualPrecision) * 100
        let pixels = a.width * a.height
        var failing = 0
        var maximum: Float = 0
        for p in 0..<pixels {
            let i = p * 4
            if a.bytes[i] == b.bytes[i], a.bytes[i + 1] == b.bytes[i + 1], a.bytes[i + 2] == b.bytes[i + 2],
               a.bytes[i + 3] == b.bytes[i + 3] { continue }
            let d = deltaE94(lab(a.bytes, i), lab(b.bytes, i))
            if d > threshold {
                failing += 1
                maximum = max(maximum, d)
            }
        }
        let actual = 1 - Float(failing) / Float(pixels)
        guard actual < pixelPrecision else { return nil }
        let lowest = 1 - min(maximum / 100, 1)
        return """
            The percentage of pixels that match \(actual) is less than required \(pixelPrecision)
            The lowest perceptual color precision \(lowest) is less than required \(perceptualPrecision)
            """
    }

    // MARK: Colour

    /// sRGB byte → linear light.
    private static let linear: [Float] = (0..<256).map { v in
        let c = Float(v) / 255
        return c <= 0.04045 ? c / 12.92 : powf((c + 0.055) / 1.055, 2.4)
    }

    /// CIE L*a*b* (D65 white) of the premultiplied pixel at `i`, seen over white so that transparency counts.
    static func lab(_ bytes: [UInt8], _ i: Int) -> (Float, Float, Float) {
        let alpha = Int(bytes[i + 3])
        func channel(_ k: Int) -> Float { linear[min(255, Int(bytes[i + k]) + 255 - alpha)] }
        let r = channel(0), g = channel(1), b = channel(2)
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Float) -> Float { t > 216.0 / 24389 ? cbrtf(t) : (24389.0 / 27 * t + 16) / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// CIE ΔE 1994 (graphic arts weights), clamped to 0–100 as Core Image's CILabDeltaE gives it.
    static func deltaE94(_ p: (Float, Float, Float), _ q: (Float, Float, Float)) -> Float {
        let dL = p.0 - q.0, da = p.1 - q.1, db = p.2 - q.2
        let c1 = (p.1 * p.1 + p.2 * p.2).squareRoot(), c2 = (q.1 * q.1 + q.2 * q.2).squareRoot()
        let dC = c1 - c2
        let dH2 = max(0, da * da + db * db - dC * dC)
        let sC = 1 + 0.045 * c1, sH = 1 + 0.015 * c1
        return min(100, (dL * dL + (dC / sC) * (dC / sC) + dH2 / (sH * sH)).squareRoot())
    }

    /// |new − old| per colour channel, opaque: black where the images agree.
    static func difference(_ old: CGImage?, _ new: CGImage?) -> CGImage? {
        guard let old, let new, let a = RGBA(old), let b = RGBA(new) else { return new ?? old }
        let w = max(a.width, b.width), h = max(a.height, b.height)
        var out = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                let o = (y * w + x) * 4
                for k in 0..<3 {
                    let u = x < a.width && y < a.height ? Int(a.bytes[(y * a.width + x) * 4 + k]) : 0
                    let v = x < b.width && y < b.height ? Int(b.bytes[(y * b.width + x) * 4 + k]) : 0
                    out[o + k] = UInt8(abs(u - v))
                }
                out[o + 3] = 255
            }
        }
        return RGBA(width: w, height: h, bytes: out).image
    }
}
