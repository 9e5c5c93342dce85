import Foundation
import CCairo
import CTurboJPEG

/// PNG through Cairo's libpng reader and writer; JPEG through libjpeg-turbo's TurboJPEG API.
/// Neither codec is written here: these are thin, failure-checked bridges.
enum ImageCodec {
    private final class Reader {
        let data: Data
        var offset: Int
        // A slice keeps its parent's indices: read from its startIndex, never from 0.
        init(_ data: Data) { self.data = data; offset = data.startIndex }
    }

    private final class Writer {
        var data = Data()
    }

    /// A Cairo image surface holding the decoded PNG (caller destroys it), or nil when the data is not a valid PNG.
    static func decodePNG(_ data: Data) -> OpaquePointer? {
        let reader = Reader(data)
        let closure = Unmanaged.passUnretained(reader).toOpaque()
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream({ closure, buffer, length in
                let r = Unmanaged<Reader>.fromOpaque(closure!).takeUnretainedValue()
                let n = Int(length)
                // Cairo asks for exact byte counts; running out means the file is truncated.
                guard let buffer, n <= r.data.endIndex - r.offset else { return CAIRO_STATUS_READ_ERROR }
                r.data.copyBytes(to: buffer, from: r.offset..<(r.offset + n))
                r.offset += n
                return CAIRO_STATUS_SUCCESS
            }, closure)
        }
        guard let surface else { return nil }
        if cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS {
            cairo_surface_destroy(surface)
            return nil
        }
        return surface
    }

    /// The surface encoded as PNG (ARGB32 surfaces keep alpha, RGB24 ones do not).
    static func encodePNG(_ surface: OpaquePointer) -> Data? {
        let writer = Writer()
        let closure = Unmanaged.passUnretained(writer).toOpaque()
        let status = withExtendedLifetime(writer) {
            cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
                let w = Unmanaged<Writer>.fromOpaque(closure!).takeUnretainedValue()
                if let bytes { w.data.append(bytes, count: Int(length)) }
                return CAIRO_STATUS_SUCCESS
            }, closure)
        }
        return status == CAIRO_STATUS_SUCCESS ? writer.data : nil
    }

    /// Decoded JPEG pixels as little-endian xRGB (B, G, R, 255 in memory), or nil for damaged or foreign data.
    /// A warning (such as a premature end of data) counts as a failure: a truncated file gives nil.
    static func decodeJPEG(_ data: Data) -> (Int, Int, Data)? {
        guard data.count > 4, let handle = tjInitDecompress() else { return nil }
        defer { tjDestroy(handle) }
        return data.withUnsafeBytes { raw -> (Int, Int, Data)? in
            let src = raw.bindMemory(to: UInt8.self).baseAddress!
            var w: Int32 = 0, h: Int32 = 0, subsamp: Int32 = 0, colorspace: Int32 = 0
            guard tjDecompressHeader3(handle, src, UInt(data.count), &w, &h, &subsamp, &colorspace) == 0,
                  w > 0, h > 0, Int(w) * Int(h) <= 1 << 28 else { return nil }
            var out = Data(count: Int(w) * Int(h) * 4)
            let rc = out.withUnsafeMutableBytes { dst in
                tjDecompress2(handle, src, UInt(data.count), dst.bindMemory(to: UInt8.self).baseAddress!,
                              w, w * 4, h, Int32(TJPF_BGRX.rawValue), TJFLAG_STOPONWARNING)
            }
            guard rc == 0 else { return nil }
            out.withUnsafeMutableBytes { dst in
                let p = dst.bindMemory(to: UInt8.self)
                for i in stride(from: 3, to: p.count, by: 4) { p[i] = 255 }
            }
            return (Int(w), Int(h), out)
        }
    }

    /// The surface's colour encoded as baseline JPEG (alpha dropped: transparent pixels come out black,
    /// as premultiplied pixels do on Apple's platforms). Quality 0…1 maps to libjpeg's 1…100.
    static func encodeJPEG(_ surface: OpaquePointer, quality: CGFloat) -> Data? {
        guard let handle = tjInitCompress() else { return nil }
        defer { tjDestroy(handle) }
        cairo_surface_flush(surface)
        let w = cairo_image_surface_get_width(surface), h = cairo_image_surface_get_height(surface)
        let stride = cairo_image_surface_get_stride(surface)
        guard let src = cairo_image_surface_get_data(surface) else { return nil }
        var jpegBuf: UnsafeMutablePointer<UInt8>? = nil
        var jpegSize: UInt = 0
        let q = Int32(max(1, min(100, (quality * 100).rounded())))
        let rc = tjCompress2(handle, src, w, stride, h, Int32(TJPF_BGRX.rawValue), &jpegBuf, &jpegSize,
                             Int32(TJSAMP_420.rawValue), q, 0)
        defer { if let jpegBuf { tjFree(jpegBuf) } }
        guard rc == 0, let jpegBuf else { return nil }
        return Data(bytes: jpegBuf, count: Int(jpegSize))
    }
}
