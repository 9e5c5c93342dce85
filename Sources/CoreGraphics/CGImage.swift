import Foundation
import CCairo

/// A bitmap image.
///
/// Immutable. The pixels are kept as given; drawing converts them once to Cairo's
/// premultiplied ARGB32 and caches the result.
public final class CGImage: Hashable, @unchecked Sendable, CustomStringConvertible {
    public let width: Int
    public let height: Int
    public let bitsPerComponent: Int
    public let bitsPerPixel: Int
    public let bytesPerRow: Int
    public let colorSpace: CGColorSpace?
    public let bitmapInfo: CGBitmapInfo
    public let shouldInterpolate: Bool
    public let renderingIntent: CGColorRenderingIntent
    public let decode: UnsafePointer<CGFloat>? = nil
    let pixels: Data

    private let cacheLock = NSLock()
    nonisolated(unsafe) private var cachedSurface: OpaquePointer?

    /// Creates a bitmap image from raw pixels. Supported: 8 bits per component — gray (8 bpp, or 16 with alpha),
    /// RGB (24 bpp), RGBA in any alpha position and byte order (32 bpp), alpha only (8 bpp). Nil otherwise,
    /// or when the provider holds fewer bytes than the geometry needs.
    public init?(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
                 space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
                 decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard width > 0, height > 0,
              PixelLayout(bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
                          model: space.model, bitmapInfo: bitmapInfo) != nil,
              let needed = CGImage.byteCount(width: width, height: height, bitsPerPixel: bitsPerPixel, bytesPerRow: bytesPerRow),
              provider.bytes.count >= needed
        else { return nil }
        self.width = width
        self.height = height
        self.bitsPerComponent = bitsPerComponent
        self.bitsPerPixel = bitsPerPixel
        self.bytesPerRow = bytesPerRow
        self.colorSpace = space
        self.bitmapInfo = bitmapInfo
        self.pixels = provider.bytes
        self.shouldInterpolate = shouldInterpolate
        self.renderingIntent = intent
    }

    /// The bytes a geometry needs (whole rows, then the last row up to its last pixel); nil when the rows
    /// are too short or the sizes overflow.
    private static func byteCount(width: Int, height: Int, bitsPerPixel: Int, bytesPerRow: Int) -> Int? {
        let (bits, overflow) = width.multipliedReportingOverflow(by: bitsPerPixel)
        guard !overflow, bits > 0 else { return nil }
        let lastRow = bits / 8 + (bits % 8 == 0 ? 0 : 1)
        let (rows, overflow2) = bytesPerRow.multipliedReportingOverflow(by: height - 1)
        guard bytesPerRow >= lastRow, !overflow2, rows <= Int.max - lastRow else { return nil }
        return rows + lastRow
    }

    /// Decodes PNG data; nil for data that is not a complete, valid PNG.
    public convenience init?(pngDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard let surface = ImageCodec.decodePNG(source.bytes) else { return nil }
        defer { cairo_surface_destroy(surface) }
        self.init(copying: surface, shouldInterpolate: shouldInterpolate, intent: intent)
    }

    /// Decodes JPEG data; nil for data that is not a complete, valid JPEG.
    public convenience init?(jpegDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard let (w, h, bgrx) = ImageCodec.decodeJPEG(source.bytes) else { return nil }
        self.init(width: w, height: h, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: w * 4,
                  space: CGColorSpaceCreateDeviceRGB(),
                  bitmapInfo: [.byteOrder32Little, CGBitmapInfo(alphaInfo: .noneSkipFirst)],
                  provider: CGDataProvider(bytes: bgrx), decode: nil, shouldInterpolate: shouldInterpolate,
                  intent: intent)
    }

    /// Copies the pixels of a Cairo image surface (ARGB32 or RGB24).
    package convenience init?(copying surface: OpaquePointer, shouldInterpolate: Bool = true,
                              intent: CGColorRenderingIntent = .defaultIntent) {
        cairo_surface_flush(surface)
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let format = cairo_image_surface_get_format(surface)
        guard w > 0, h > 0, let src = cairo_image_surface_get_data(surface),
              format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else { return nil }
        var bytes = Data(count: w * 4 * h)
        bytes.withUnsafeMutableBytes { dst in
            let d = dst.bindMemory(to: UInt8.self).baseAddress!
            for y in 0..<h { memcpy(d + y * w * 4, src + y * stride, w * 4) }
            if format == CAIRO_FORMAT_RGB24 { // the padding byte is undefined in RGB24; make it opaque
                for i in Swift.stride(from: 3, to: w * 4 * h, by: 4) { d[i] = 255 }
            }
        }
        let alpha: CGImageAlphaInfo = format == CAIRO_FORMAT_ARGB32 ? .premultipliedFirst : .noneSkipFirst
        self.init(width: w, height: h, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: w * 4,
                  space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: [.byteOrder32Little, CGBitmapInfo(alphaInfo: alpha)],
                  provider: CGDataProvider(bytes: bytes), decode: nil, shouldInterpolate: shouldInterpolate, intent: intent)
    }

    deinit {
        if let s = cachedSurface { cairo_surface_destroy(s) }
    }

    /// Where the alpha channel is.
    public var alphaInfo: CGImageAlphaInfo { CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & 0x1F) ?? .none }
    /// The byte order of the pixels.
    public var byteOrderInfo: CGImageByteOrderInfo { CGImageByteOrderInfo(rawValue: bitmapInfo.rawValue & 0x7000) ?? .orderDefault }
    /// The provider of the image's bytes.
    public var dataProvider: CGDataProvider? { CGDataProvider(bytes: pixels) }
    /// Whether the image is a mask (never, for the images made here).
    public var isMask: Bool { false }

    /// A copy of the image.
    public func copy() -> CGImage? { self }

    /// The part of the image inside `rect` (in pixels, origin at the image's top left), made integral and
    /// clipped to the image; nil when nothing is left.
    public func cropping(to rect: CGRect) -> CGImage? {
        // Foundation's `integral` traps on NaN and infinite components.
        guard !rect.isNull, [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].allSatisfy(\.isFinite)
        else { return nil }
        let r = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, r.width >= 1, r.height >= 1 else { return nil }
        let x0 = Int(r.minX), y0 = Int(r.minY), w = Int(r.width), h = Int(r.height)
        let bpp = bitsPerPixel / 8
        var out = Data(count: w * bpp * h)
        pixels.withUnsafeBytes { src in
            out.withUnsafeMutableBytes { dst in
                for y in 0..<h {
                    let from = src.baseAddress! + (y0 + y) * bytesPerRow + x0 * bpp
                    memcpy(dst.baseAddress! + y * w * bpp, from, w * bpp)
                }
            }
        }
        return CGImage(width: w, height: h, bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
                       bytesPerRow: w * bpp, space: colorSpace ?? CGColorSpaceCreateDeviceRGB(), bitmapInfo: bitmapInfo,
                       provider: CGDataProvider(bytes: out), decode: nil, shouldInterpolate: shouldInterpolate,
                       intent: renderingIntent)
    }

    /// The image as a Cairo ARGB32 surface, made once and shared (callers must not modify or destroy it);
    /// nil when Cairo cannot hold it (a side over 32767 pixels, or out of memory).
    package var cairoSurface: OpaquePointer? {
        cacheLock.lock()
        defer { cacheLock.unlock() }
        if let s = cachedSurface { return s }
        let s = makeSurface()
        cachedSurface = s
        return s
    }

    private func makeSurface() -> OpaquePointer? {
        guard width <= 32767, height <= 32767,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, cairo_image_surface_get_data(surface) != nil else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let dst = cairo_image_surface_get_data(surface)!
        let layout = PixelLayout(bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
                                 model: colorSpace?.model ?? .rgb, bitmapInfo: bitmapInfo)!
        pixels.withUnsafeBytes { raw in
            let src = raw.bindMemory(to: UInt8.self).baseAddress!
            layout.convertToARGB32(src: src, srcStride: bytesPerRow, dst: dst, dstStride: stride, width: width, height: height)
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// The image encoded as PNG.
    // Linux: Apple encodes through ImageIO; UIImage.pngData() is built on this.
    public func pngData() -> Data? { cairoSurface.flatMap(ImageCodec.encodePNG) }

    /// The image encoded as JPEG; `compressionQuality` from 0 (smallest) to 1 (best).
    // Linux: Apple encodes through ImageIO; UIImage.jpegData(compressionQuality:) is built on this.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        cairoSurface.flatMap { ImageCodec.encodeJPEG($0, quality: compressionQuality) }
    }

    /// Decodes PNG or JPEG data, recognised by its signature; nil for anything else or damaged data.
    // Linux: stands for ImageIO's CGImageSource, which Apple keeps in another framework.
    public static func decode(_ data: Data) -> CGImage? {
        let provider = CGDataProvider(bytes: data)
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            return CGImage(pngDataProviderSource: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
        }
        if data.starts(with: [0xFF, 0xD8, 0xFF]) {
            return CGImage(jpegDataProviderSource: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
        }
        return nil
    }

    public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String { "<CGImage \(width)×\(height) \(bitsPerPixel)bpp>" }
}

/// How to read one pixel of a supported layout as premultiplied ARGB.
struct PixelLayout {
    enum Kind { case gray, grayAlpha, rgb24, rgba32, alphaOnly }
    let kind: Kind
    /// For rgba32: byte offsets of r, g, b, a within the pixel in memory (a = -1 when absent/skipped).
    var r = 0, g = 1, b = 2, a = 3
    var premultiplied = true
    var alphaFirst = false

    init?(bitsPerComponent: Int, bitsPerPixel: Int, model: CGColorSpaceModel, bitmapInfo: CGBitmapInfo) {
        guard bitsPerComponent == 8, !bitmapInfo.contains(.floatComponents) else { return nil }
        let alpha = CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & 0x1F) ?? .none
        let order = bitmapInfo.rawValue & 0x7000
        premultiplied = alpha == .premultipliedFirst || alpha == .premultipliedLast
        switch (bitsPerPixel, alpha) {
        case (8, .alphaOnly): kind = .alphaOnly
        case (8, .none) where model == .monochrome: kind = .gray
        case (16, _) where model == .monochrome && alpha != .none && alpha != .alphaOnly:
            kind = .grayAlpha
            alphaFirst = alpha == .first || alpha == .premultipliedFirst || alpha == .noneSkipFirst
            if alpha == .noneSkipFirst || alpha == .noneSkipLast { a = -1 }
        case (24, .none) where model == .rgb: kind = .rgb24
        case (32, _) where model == .rgb && alpha != .none && alpha != .alphaOnly:
            kind = .rgba32
            let first = alpha == .first || alpha == .premultipliedFirst || alpha == .noneSkipFirst
            // Memory order for the default (big-endian) byte order: A R G B or R G B A;
            // 32-bit little-endian reverses it.
            var slots = first ? (r: 1, g: 2, b: 3, a: 0) : (r: 0, g: 1, b: 2, a: 3)
            if order == CGBitmapInfo.byteOrder32Little.rawValue {
                slots = (3 - slots.r, 3 - slots.g, 3 - slots.b, 3 - slots.a)
            } else if order != 0 && order != CGBitmapInfo.byteOrder32Big.rawValue {
                return nil
            }
            r = slots.r; g = slots.g; b = slots.b
            let alphaSlot = slots.a
            a = (alpha == .noneSkipFirst || alpha == .noneSkipLast) ? -1 : alphaSlot
        default:
            return nil
        }
    }

    /// Converts rows of this layout into Cairo's premultiplied native-endian ARGB32.
    func convertToARGB32(src: UnsafePointer<UInt8>, srcStride: Int, dst: UnsafeMutablePointer<UInt8>,
                         dstStride: Int, width: Int, height: Int) {
        for y in 0..<height {
            let s = src + y * srcStride
            let d = UnsafeMutableRawPointer(dst + y * dstStride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                var cr: UInt32, cg: UInt32, cb: UInt32, ca: UInt32
                switch kind {
                case .alphaOnly:
                    cr = 0; cg = 0; cb = 0; ca = UInt32(s[x])
                case .gray:
                    cr = UInt32(s[x]); cg = cr; cb = cr; ca = 255
                case .grayAlpha:
                    let p = s + x * 2
                    let v = UInt32(alphaFirst ? p[1] : p[0])
                    ca = a < 0 ? 255 : UInt32(alphaFirst ? p[0] : p[1])
                    cr = v; cg = v; cb = v
                case .rgb24:
                    let p = s + x * 3
                    cr = UInt32(p[0]); cg = UInt32(p[1]); cb = UInt32(p[2]); ca = 255
                case .rgba32:
                    let p = s + x * 4
                    cr = UInt32(p[r]); cg = UInt32(p[g]); cb = UInt32(p[b]); ca = a < 0 ? 255 : UInt32(p[a])
                }
                if !premultiplied && ca < 255 && kind != .alphaOnly {
                    cr = (cr * ca + 127) / 255; cg = (cg * ca + 127) / 255; cb = (cb * ca + 127) / 255
                }
                d[x] = (ca << 24) | (cr << 16) | (cg << 8) | cb
            }
        }
    }

    /// Converts Cairo's premultiplied native-endian ARGB32 rows into this layout.
    func convertFromARGB32(src: UnsafePointer<UInt8>, srcStride: Int, dst: UnsafeMutablePointer<UInt8>,
                           dstStride: Int, width: Int, height: Int) {
        for y in 0..<height {
            let s = UnsafeRawPointer(src + y * srcStride).assumingMemoryBound(to: UInt32.self)
            let d = dst + y * dstStride
            for x in 0..<width {
                let px = s[x]
                let ca = px >> 24
                var cr = (px >> 16) & 0xFF, cg = (px >> 8) & 0xFF, cb = px & 0xFF
                if !premultiplied && ca > 0 && ca < 255 {
                    cr = min(255, (cr * 255 + ca / 2) / ca); cg = min(255, (cg * 255 + ca / 2) / ca); cb = min(255, (cb * 255 + ca / 2) / ca)
                }
                switch kind {
                case .alphaOnly:
                    d[x] = UInt8(ca)
                case .gray:
                    d[x] = UInt8((cr * 54 + cg * 183 + cb * 19 + 128) >> 8)
                case .grayAlpha:
                    let v = UInt8((cr * 54 + cg * 183 + cb * 19 + 128) >> 8)
                    let p = d + x * 2
                    if alphaFirst { p[0] = a < 0 ? 255 : UInt8(ca); p[1] = v } else { p[0] = v; p[1] = a < 0 ? 255 : UInt8(ca) }
                case .rgb24:
                    let p = d + x * 3
                    p[0] = UInt8(cr); p[1] = UInt8(cg); p[2] = UInt8(cb)
                case .rgba32:
                    let p = d + x * 4
                    p[r] = UInt8(cr); p[g] = UInt8(cg); p[b] = UInt8(cb)
                    if a >= 0 { p[a] = UInt8(ca) } else { p[6 - r - g - b] = 255 }
                }
            }
        }
    }

    /// Whether this layout is exactly Cairo's ARGB32 (premultiplied, little-endian A R G B), so Cairo can draw in place.
    var isCairoARGB32: Bool { kind == .rgba32 && premultiplied && a == 3 && r == 2 && g == 1 && b == 0 }
    /// Whether this layout is Cairo's RGB24 (little-endian x R G B).
    var isCairoRGB24: Bool { kind == .rgba32 && a < 0 && r == 2 && g == 1 && b == 0 }
}
