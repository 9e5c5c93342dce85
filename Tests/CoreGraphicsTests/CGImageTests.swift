import Foundation
import Testing
@testable import CoreGraphics
import TestSupport

// Tests for CGImage (raw bitmaps, cropping), its PNG and JPEG codecs, and CGContext's image drawing.
//
// Conventions checked here, as Apple defines them: a bitmap context's memory row 0 is the TOP of the
// picture (the maximum user-space y of the bare, y-up context), and an image drawn into a rect has its
// first row at the rect's maximum y. So drawing an image into the whole of a same-size context copies
// its rows into memory in the same order.
//
// Every expected value below is worked out by hand from the bytes the test builds.

// MARK: - Helpers

private let rgb = CGColorSpaceCreateDeviceRGB()
private let gray = CGColorSpaceCreateDeviceGray()

private let red: [UInt8] = [255, 0, 0, 255]
private let green: [UInt8] = [0, 255, 0, 255]
private let blue: [UInt8] = [0, 0, 255, 255]
private let white: [UInt8] = [255, 255, 255, 255]
private let clear: [UInt8] = [0, 0, 0, 0]

/// 2×2 premultiplied RGBA: first row red, green; second row blue, white.
private let quadBytes: [UInt8] = red + green + blue + white

private func image(_ bytes: [UInt8], width: Int, height: Int, bitsPerPixel: Int = 32, bytesPerRow: Int? = nil,
                   space: CGColorSpace = rgb, info: CGBitmapInfo = CGBitmapInfo(alphaInfo: .premultipliedLast),
                   bitsPerComponent: Int = 8, interpolate: Bool = true) -> CGImage? {
    CGImage(width: width, height: height, bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
            bytesPerRow: bytesPerRow ?? width * bitsPerPixel / 8, space: space, bitmapInfo: info,
            provider: CGDataProvider(data: Data(bytes) as NSData)!, decode: nil,
            shouldInterpolate: interpolate, intent: .defaultIntent)
}

private func quad(interpolate: Bool = true) -> CGImage {
    image(quadBytes, width: 2, height: 2, interpolate: interpolate)!
}

/// The bytes of the pixel at column x of memory row `row` (row 0 = top of the bitmap).
private func pixel(_ ctx: CGContext, _ x: Int, _ row: Int) -> [UInt8] {
    let n = ctx.bitsPerPixel / 8
    let p = ctx.data!.assumingMemoryBound(to: UInt8.self) + row * ctx.bytesPerRow + x * n
    return Array(UnsafeBufferPointer(start: p, count: n))
}

/// The bytes of the pixel at column x of row y of an image's own data (row 0 = first row).
private func pixel(_ img: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
    let data = img.dataProvider!.data! as Data
    let n = img.bitsPerPixel / 8
    let start = y * img.bytesPerRow + x * n
    return Array(data[start..<(start + n)])
}

/// The image drawn at its own size into a fresh premultipliedLast RGBA context.
private func rendered(_ img: CGImage) -> CGContext {
    let ctx = Bitmap(img.width, img.height).ctx
    ctx.draw(img, in: CGRect(x: 0, y: 0, width: img.width, height: img.height))
    return ctx
}

/// Deterministic pseudo-random bytes (a 32-bit LCG), so "noise" and "garbage" are the same every run.
private func noise(_ count: Int, seed: UInt32) -> [UInt8] {
    var s = seed
    return (0..<count).map { _ in
        s = s &* 1_664_525 &+ 1_013_904_223
        return UInt8(truncatingIfNeeded: s >> 24)
    }
}

/// 4×4 opaque RGBA whose pixel (x, y) is (60·x, 60·y, 7, 255): every pixel says where it came from.
private func coordinateImage() -> CGImage {
    var bytes: [UInt8] = []
    for y in 0..<4 { for x in 0..<4 { bytes += [UInt8(60 * x), UInt8(60 * y), 7, 255] } }
    return image(bytes, width: 4, height: 4)!
}

/// An opaque image whose left half is pure red and right half pure blue.
private func redBlueImage(width: Int, height: Int) -> CGImage {
    var bytes: [UInt8] = []
    for _ in 0..<height { for x in 0..<width { bytes += x < width / 2 ? red : blue } }
    return image(bytes, width: width, height: height)!
}

private func decodeAll(_ data: Data) -> [CGImage?] {
    let provider = CGDataProvider(data: data as NSData)!
    return [CGImage.decode(data),
            CGImage(pngDataProviderSource: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent),
            CGImage(jpegDataProviderSource: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)]
}

// MARK: - Creating images from bytes

@Test func premultipliedLastImageProperties() {
    let img = quad()
    #expect(img.width == 2)
    #expect(img.height == 2)
    #expect(img.bitsPerComponent == 8)
    #expect(img.bitsPerPixel == 32)
    #expect(img.bytesPerRow == 8)
    #expect(img.alphaInfo == .premultipliedLast)
    #expect(img.byteOrderInfo == .orderDefault)
    #expect(img.bitmapInfo.rawValue == 1) // kCGImageAlphaPremultipliedLast
    #expect(img.colorSpace?.model == .rgb)
}

@Test func littleEndianPremultipliedFirstImageProperties() {
    let info: CGBitmapInfo = [.byteOrder32Little, CGBitmapInfo(alphaInfo: .premultipliedFirst)]
    let img = image([0, 0, 255, 255, 255, 0, 0, 255], width: 2, height: 1, info: info)!
    #expect(img.alphaInfo == .premultipliedFirst)
    #expect(img.byteOrderInfo == .order32Little)
    #expect(img.bitmapInfo.rawValue == 0x2002) // 0x2000 (32-bit little) | 2 (premultiplied first)
    #expect(img.bytesPerRow == 8)
    // B, G, R, A in memory: the first pixel is red, the second blue.
    let ctx = rendered(img)
    #expect(pixel(ctx, 0, 0) == red)
    #expect(pixel(ctx, 1, 0) == blue)
}

@Test func grayAndAlphaOnlyImageProperties() {
    let g = image([0, 128, 255], width: 3, height: 1, bitsPerPixel: 8, space: gray, info: CGBitmapInfo(alphaInfo: .none))!
    #expect(g.bitsPerPixel == 8)
    #expect(g.bytesPerRow == 3)
    #expect(g.alphaInfo == .none)
    #expect(g.bitmapInfo.rawValue == 0)
    #expect(g.colorSpace?.model == .monochrome)
    let a = image([0, 128, 255], width: 3, height: 1, bitsPerPixel: 8, space: gray, info: CGBitmapInfo(alphaInfo: .alphaOnly))!
    #expect(a.alphaInfo == .alphaOnly)
    #expect(a.bitmapInfo.rawValue == 7)
}

@Test func dataProviderRoundTripsBytesIncludingRowPadding() {
    // 3×2 RGBA with 16 bytes per row: 12 bytes of pixels and 4 bytes of padding per row.
    let bytes = noise(32, seed: 42)
    let img = image(bytes, width: 3, height: 2, bytesPerRow: 16)!
    #expect(img.bytesPerRow == 16)
    let back = img.dataProvider?.data.map { $0 as Data }
    #expect(back == Data(bytes))
}

@Test func unsupportedCombinationsGiveNil() {
    let bytes = [UInt8](repeating: 255, count: 64)
    // 8 bits per pixel cannot hold three 8-bit RGB components.
    #expect(image(bytes, width: 2, height: 2, bitsPerPixel: 8, bytesPerRow: 2, info: CGBitmapInfo(alphaInfo: .none)) == nil)
    // 24 bits per pixel cannot hold RGB plus alpha.
    #expect(image(bytes, width: 2, height: 2, bitsPerPixel: 24, bytesPerRow: 6) == nil)
    // Float components need 32 (or 16) bits per component, not 8.
    #expect(image(bytes, width: 2, height: 2, info: [.floatComponents, CGBitmapInfo(alphaInfo: .premultipliedLast)]) == nil)
    // Rows shorter than a row of pixels.
    #expect(image(bytes, width: 2, height: 2, bytesPerRow: 7) == nil)
    // Empty and negative sizes.
    #expect(image(bytes, width: 0, height: 2) == nil)
    #expect(image(bytes, width: 2, height: 0) == nil)
    #expect(image(bytes, width: -1, height: 2, bytesPerRow: 8) == nil)
}

@Test func providerTooShortGivesNil() {
    // 2×2 RGBA needs 16 bytes.
    #expect(image(Array(quadBytes.prefix(15)), width: 2, height: 2) == nil)
    #expect(image([], width: 2, height: 2) == nil)
    #expect(image(quadBytes, width: 2, height: 2) != nil)
    // 2×3 needs 24.
    #expect(image(quadBytes, width: 2, height: 3) == nil)
}

// MARK: - Drawing images into bitmap contexts

@Test func drawingIntoSameSizeContextCopiesRowsTopDown() {
    let ctx = rendered(quad())
    #expect(pixel(ctx, 0, 0) == red)   // first image row → memory row 0 (top)
    #expect(pixel(ctx, 1, 0) == green)
    #expect(pixel(ctx, 0, 1) == blue)
    #expect(pixel(ctx, 1, 1) == white)
}

@Test func drawingIntoRectIsYUp() {
    // 4×4 context, image into x 2…4, y 0…2: the bottom-right quadrant, i.e. memory rows 2 and 3.
    let ctx = Bitmap(4, 4).ctx
    ctx.draw(quad(), in: CGRect(x: 2, y: 0, width: 2, height: 2))
    #expect(pixel(ctx, 2, 2) == red)
    #expect(pixel(ctx, 3, 2) == green)
    #expect(pixel(ctx, 2, 3) == blue)
    #expect(pixel(ctx, 3, 3) == white)
    for row in 0..<2 { for x in 0..<4 { #expect(pixel(ctx, x, row) == clear) } }
    for row in 2..<4 { for x in 0..<2 { #expect(pixel(ctx, x, row) == clear) } }
}

@Test func nonPremultipliedHalfAlphaIsPremultipliedWhenDrawn() {
    // .last: straight (non-premultiplied) RGBA. Premultiplying by 128/255:
    // 200 → 100.4, 100 → 50.2, 50 → 25.1, 255 → 128.
    let bytes: [UInt8] = [200, 100, 50, 128, 255, 255, 255, 128, 9, 9, 9, 0, 255, 0, 0, 255]
    let img = image(bytes, width: 2, height: 2, info: CGBitmapInfo(alphaInfo: .last))!
    #expect(img.alphaInfo == .last)
    let ctx = rendered(img)
    #expect(near(pixel(ctx, 0, 0), [100, 50, 25, 128], 1))
    #expect(near(pixel(ctx, 1, 0), [128, 128, 128, 128], 1))
    #expect(pixel(ctx, 0, 1) == clear)  // alpha 0: nothing drawn, whatever the color bytes
    #expect(pixel(ctx, 1, 1) == red)
}

@Test func nonPremultipliedHalfAlphaBlendsOverWhite() {
    let img = image([200, 100, 50, 128], width: 1, height: 1, info: CGBitmapInfo(alphaInfo: .last))!
    let ctx = Bitmap(1, 1).ctx
    ctx.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
    ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    ctx.draw(img, in: CGRect(x: 0, y: 0, width: 1, height: 1))
    // source over: premultiplied source + 255 · (1 − 128/255) = source + 127.
    #expect(near(pixel(ctx, 0, 0), [227, 177, 152, 255], 1))
}

@Test func littleEndianPremultipliedFirstContextHoldsBGRA() {
    let info: CGBitmapInfo = [.byteOrder32Little, CGBitmapInfo(alphaInfo: .premultipliedFirst)]
    let ctx = CGContext(data: nil, width: 3, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: info)!
    #expect(ctx.bytesPerRow == 12)
    ctx.draw(quad(), in: CGRect(x: 0, y: 0, width: 2, height: 2))
    // Half-transparent premultiplied blue (0, 0, 128, 128) in the third column, top row.
    ctx.draw(image([0, 0, 128, 128], width: 1, height: 1)!, in: CGRect(x: 2, y: 1, width: 1, height: 1))
    #expect(pixel(ctx, 0, 0) == [0, 0, 255, 255])     // red as B, G, R, A
    #expect(pixel(ctx, 1, 0) == [0, 255, 0, 255])     // green
    #expect(pixel(ctx, 0, 1) == [255, 0, 0, 255])     // blue
    #expect(pixel(ctx, 1, 1) == [255, 255, 255, 255]) // white
    #expect(pixel(ctx, 2, 0) == [128, 0, 0, 128])
    #expect(pixel(ctx, 2, 1) == clear)
    // The context's own image keeps its layout and reads back as the same colors.
    let snapshot = ctx.makeImage()!
    #expect(snapshot.bitmapInfo.rawValue == 0x2002)
    let back = rendered(snapshot)
    #expect(pixel(back, 0, 0) == red)
    #expect(pixel(back, 2, 0) == [0, 0, 128, 128])
}

@Test func noneSkipLastContextHoldsRGBAndIsOpaque() {
    let ctx = CGContext(data: nil, width: 3, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                        bitmapInfo: CGImageAlphaInfo.noneSkipLast.rawValue)!
    ctx.draw(quad(), in: CGRect(x: 0, y: 0, width: 2, height: 2))
    // Half-transparent premultiplied red over the zeroed (black, opaque) bitmap: 128 + 0.
    ctx.draw(image([128, 0, 0, 128], width: 1, height: 1)!, in: CGRect(x: 2, y: 1, width: 1, height: 1))
    #expect(Array(pixel(ctx, 0, 0).prefix(3)) == [255, 0, 0])
    #expect(Array(pixel(ctx, 1, 0).prefix(3)) == [0, 255, 0])
    #expect(Array(pixel(ctx, 0, 1).prefix(3)) == [0, 0, 255])
    #expect(Array(pixel(ctx, 1, 1).prefix(3)) == [255, 255, 255])
    #expect(Array(pixel(ctx, 2, 0).prefix(3)) == [128, 0, 0])
    #expect(Array(pixel(ctx, 2, 1).prefix(3)) == [0, 0, 0])
}

@Test func grayContextFromGrayAndNeutralRGBImages() {
    let ctx = CGContext(data: nil, width: 4, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: gray,
                        bitmapInfo: CGImageAlphaInfo.none.rawValue)!
    #expect(ctx.bitsPerPixel == 8)
    // Top row: a gray image; bottom row: neutral RGB colors (equal components are that gray level).
    let g = image([0, 64, 128, 255], width: 4, height: 1, bitsPerPixel: 8, space: gray, info: CGBitmapInfo(alphaInfo: .none))!
    let n = image([255, 255, 255, 255, 0, 0, 0, 255, 64, 64, 64, 255, 200, 200, 200, 255], width: 4, height: 1)!
    ctx.draw(g, in: CGRect(x: 0, y: 1, width: 4, height: 1))
    ctx.draw(n, in: CGRect(x: 0, y: 0, width: 4, height: 1))
    #expect((0..<4).map { pixel(ctx, $0, 0)[0] } == [0, 64, 128, 255])
    #expect((0..<4).map { pixel(ctx, $0, 1)[0] } == [255, 0, 64, 200])
}

@Test func alphaOnlyContextKeepsOnlyCoverage() {
    let ctx = CGContext(data: nil, width: 4, height: 1, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                        bitmapInfo: CGImageAlphaInfo.alphaOnly.rawValue)!
    #expect(ctx.bitsPerPixel == 8)
    // Premultiplied pixels with alphas 255, 128, 0, 64.
    let img = image([255, 0, 0, 255, 0, 128, 0, 128, 0, 0, 0, 0, 10, 20, 30, 64], width: 4, height: 1)!
    ctx.draw(img, in: CGRect(x: 0, y: 0, width: 4, height: 1))
    #expect((0..<4).map { pixel(ctx, $0, 0) } == [[255], [128], [0], [64]])
}

@Test func rgb24AndGrayAlphaImagesDraw() {
    // 2×2 RGB, 3 bytes a pixel, rows padded to 8 bytes.
    let rgbBytes: [UInt8] = [255, 0, 0, 0, 255, 0, 0xEE, 0xEE,
                             0, 0, 255, 10, 20, 30, 0xEE, 0xEE]
    let img = image(rgbBytes, width: 2, height: 2, bitsPerPixel: 24, bytesPerRow: 8, info: CGBitmapInfo(alphaInfo: .none))!
    let ctx = rendered(img)
    #expect(pixel(ctx, 0, 0) == red)
    #expect(pixel(ctx, 1, 0) == green)
    #expect(pixel(ctx, 0, 1) == blue)
    #expect(pixel(ctx, 1, 1) == [10, 20, 30, 255])
    // Gray + straight alpha (16 bpp, .last): (200, 128) premultiplies to 200·128/255 = 100.4.
    let ga = image([200, 128, 50, 255], width: 2, height: 1, bitsPerPixel: 16, space: gray, info: CGBitmapInfo(alphaInfo: .last))!
    let gctx = rendered(ga)
    #expect(near(pixel(gctx, 0, 0), [100, 100, 100, 128], 1))
    #expect(pixel(gctx, 1, 0) == [50, 50, 50, 255])
}

@Test func contextDrawingIntoCallerMemory() {
    // With caller-supplied memory the pixels land in that memory.
    var memory = [UInt8](repeating: 0, count: 2 * 2 * 4)
    memory.withUnsafeMutableBytes { buf in
        let ctx = CGContext(data: buf.baseAddress, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 8, space: rgb,
                            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        ctx.draw(quad(), in: CGRect(x: 0, y: 0, width: 2, height: 2))
        ctx.flush()
    }
    #expect(memory == quadBytes)
}

// MARK: - Cropping

@Test func croppingKeepsTheChosenPixels() {
    let cropped = coordinateImage().cropping(to: CGRect(x: 1, y: 2, width: 2, height: 2))!
    #expect(cropped.width == 2)
    #expect(cropped.height == 2)
    #expect(cropped.alphaInfo == .premultipliedLast)
    // Origin at the image's top left: cropped (0, 0) is source (1, 2).
    #expect(pixel(cropped, 0, 0) == [60, 120, 7, 255])
    #expect(pixel(cropped, 1, 0) == [120, 120, 7, 255])
    #expect(pixel(cropped, 0, 1) == [60, 180, 7, 255])
    #expect(pixel(cropped, 1, 1) == [120, 180, 7, 255])
    // And it draws as such: its first row at the top.
    let ctx = rendered(cropped)
    #expect(pixel(ctx, 0, 0) == [60, 120, 7, 255])
    #expect(pixel(ctx, 1, 1) == [120, 180, 7, 255])
}

@Test func croppingRoundsOutToWholePixels() {
    // x 0.5…1.5 → 0…2; y 1.25…2.75 → 1…3.
    let cropped = coordinateImage().cropping(to: CGRect(x: 0.5, y: 1.25, width: 1, height: 1.5))!
    #expect(cropped.width == 2)
    #expect(cropped.height == 2)
    #expect(pixel(cropped, 0, 0) == [0, 60, 7, 255])
    #expect(pixel(cropped, 1, 1) == [60, 120, 7, 255])
    // A negative-size rect is standardized first: (3, 3, −2, −2) is x 1…3, y 1…3.
    let flipped = coordinateImage().cropping(to: CGRect(x: 3, y: 3, width: -2, height: -2))!
    #expect(flipped.width == 2 && flipped.height == 2)
    #expect(pixel(flipped, 0, 0) == [60, 60, 7, 255])
}

@Test func croppingClipsToTheImage() {
    let img = coordinateImage()
    let corner = img.cropping(to: CGRect(x: 2, y: 3, width: 10, height: 10))!
    #expect(corner.width == 2)
    #expect(corner.height == 1)
    #expect(pixel(corner, 0, 0) == [120, 180, 7, 255])
    #expect(pixel(corner, 1, 0) == [180, 180, 7, 255])
    let origin = img.cropping(to: CGRect(x: -1, y: -1, width: 2, height: 2))!
    #expect(origin.width == 1 && origin.height == 1)
    #expect(pixel(origin, 0, 0) == [0, 0, 7, 255])
    let whole = img.cropping(to: CGRect(x: -5, y: -5, width: 50, height: 50))!
    #expect(whole.width == 4 && whole.height == 4)
    #expect(pixel(whole, 3, 3) == [180, 180, 7, 255])
}

@Test func croppingToNothingGivesNil() {
    let img = coordinateImage()
    #expect(img.cropping(to: CGRect(x: 10, y: 10, width: 2, height: 2)) == nil)  // outside
    #expect(img.cropping(to: CGRect(x: 4, y: 0, width: 2, height: 2)) == nil)    // touching the right edge only
    #expect(img.cropping(to: CGRect(x: 1, y: 1, width: 0, height: 0)) == nil)    // empty
    #expect(img.cropping(to: .null) == nil)
}

// MARK: - PNG

private let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

/// A 4×4 context holding the coordinate image: an opaque, lossless-friendly picture.
private func opaquePNG() -> Data {
    let ctx = Bitmap(4, 4).ctx
    ctx.draw(coordinateImage(), in: CGRect(x: 0, y: 0, width: 4, height: 4))
    return ctx.makeImage()!.pngData()!
}

@Test func pngRoundTripThroughDecode() {
    let png = opaquePNG()
    #expect(Array(png.prefix(8)) == pngSignature)
    let img = CGImage.decode(png)!
    #expect(img.width == 4)
    #expect(img.height == 4)
    let ctx = rendered(img)
    for y in 0..<4 {
        for x in 0..<4 { #expect(pixel(ctx, x, y) == [UInt8(60 * x), UInt8(60 * y), 7, 255]) }
    }
}

@Test func pngRoundTripThroughDataProvider() {
    let provider = CGDataProvider(data: opaquePNG() as NSData)!
    let img = CGImage(pngDataProviderSource: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)!
    #expect(img.width == 4)
    #expect(img.height == 4)
    #expect(img.bitsPerComponent == 8)
    let ctx = rendered(img)
    for y in 0..<4 {
        for x in 0..<4 { #expect(pixel(ctx, x, y) == [UInt8(60 * x), UInt8(60 * y), 7, 255]) }
    }
}

@Test func pngKeepsTransparency() {
    // Premultiplied pixels: opaque red, half green, quarter-ish blue, fully clear.
    let bytes: [UInt8] = [255, 0, 0, 255, 0, 128, 0, 128, 0, 0, 64, 64, 0, 0, 0, 0]
    let png = image(bytes, width: 2, height: 2)!.pngData()!
    let img = CGImage.decode(png)!
    #expect(img.width == 2 && img.height == 2)
    #expect(![.none, .noneSkipFirst, .noneSkipLast].contains(img.alphaInfo))
    let ctx = rendered(img)
    // PNG stores straight alpha: premultiplied → straight → premultiplied may move a color by 1 where
    // alpha is partial. Alpha itself is stored exactly.
    #expect(pixel(ctx, 0, 0) == red)
    #expect(near(pixel(ctx, 1, 0), [0, 128, 0, 128], 1))
    #expect(pixel(ctx, 1, 0)[3] == 128)
    #expect(near(pixel(ctx, 0, 1), [0, 0, 64, 64], 1))
    #expect(pixel(ctx, 0, 1)[3] == 64)
    #expect(pixel(ctx, 1, 1) == clear)
}

// MARK: - JPEG

/// `Fixtures/red_blue_16x8.jpg` — 16×8, left half pure red, right half pure blue, quality 95, made with
/// ImageMagick 6.9.11 (byte-for-byte reproducible):
///   convert -size 8x8 xc:'#FF0000' -size 8x8 xc:'#0000FF' +append -strip -sampling-factor 4:2:0 \
///           -quality 95 red_blue_16x8.jpg
private func fixture(_ name: String, _ ext: String) -> URL? {
    Bundle.module.url(forResource: name, withExtension: ext, subdirectory: "Fixtures")
        ?? Bundle.module.url(forResource: name, withExtension: ext)
}

private func fixtureJPEG() throws -> Data {
    let url = try #require(fixture("red_blue_16x8", "jpg"))
    return try Data(contentsOf: url)
}

/// Red in columns 1…5 and blue in columns 10…14 (well away from the edge, where 4:2:0 chroma bleeds).
private func expectRedBlue(_ img: CGImage, tolerance: Int = 12, sourceLocation: SourceLocation = #_sourceLocation) {
    let ctx = rendered(img)
    for y in 0..<img.height {
        for x in 1...5 { #expect(near(pixel(ctx, x, y), red, tolerance), sourceLocation: sourceLocation) }
        for x in 10...14 { #expect(near(pixel(ctx, x, y), blue, tolerance), sourceLocation: sourceLocation) }
    }
}

@Test func jpegFixtureDecodes() throws {
    let data = try fixtureJPEG()
    #expect(Array(data.prefix(3)) == [0xFF, 0xD8, 0xFF])
    let img = try #require(CGImage.decode(data))
    #expect(img.width == 16)
    #expect(img.height == 8)
    expectRedBlue(img)
    let viaProvider = try #require(CGImage(jpegDataProviderSource: CGDataProvider(data: data as NSData)!, decode: nil,
                                           shouldInterpolate: true, intent: .defaultIntent))
    #expect(viaProvider.width == 16 && viaProvider.height == 8)
    expectRedBlue(viaProvider)
    // A JPEG is opaque.
    #expect([.none, .noneSkipFirst, .noneSkipLast].contains(img.alphaInfo))
}

@Test func jpegFixtureLoadsThroughFileProvider() throws {
    let url = try #require(fixture("red_blue_16x8", "jpg"))
    let provider = try #require(CGDataProvider(url: url as NSURL))
    let img = try #require(CGImage(jpegDataProviderSource: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent))
    #expect(img.width == 16 && img.height == 8)
    let byName = try #require(CGDataProvider(filename: url.path))
    #expect(CGImage(jpegDataProviderSource: byName, decode: nil, shouldInterpolate: true, intent: .defaultIntent)?.width == 16)
}

@Test func jpegRoundTrip() throws {
    // 32×16: each 16-pixel half is its own 16×16 (4:2:0) block, so the colors stay clean inside.
    let jpeg = try #require(redBlueImage(width: 32, height: 16).jpegData(compressionQuality: 0.9))
    #expect(Array(jpeg.prefix(3)) == [0xFF, 0xD8, 0xFF])
    #expect(Array(jpeg.suffix(2)) == [0xFF, 0xD9])
    let img = try #require(CGImage.decode(jpeg))
    #expect(img.width == 32 && img.height == 16)
    let ctx = rendered(img)
    for y in 0..<16 {
        for x in 2...13 { #expect(near(pixel(ctx, x, y), red, 12)) }
        for x in 18...29 { #expect(near(pixel(ctx, x, y), blue, 12)) }
    }
}

@Test func jpegQualityChangesSize() throws {
    let noisy = image(noise(32 * 32 * 4, seed: 7).enumerated().map { $0.offset % 4 == 3 ? 255 : $0.element },
                      width: 32, height: 32)!
    let best = try #require(noisy.jpegData(compressionQuality: 1))
    let worst = try #require(noisy.jpegData(compressionQuality: 0.1))
    #expect(best.count > worst.count)
    #expect(CGImage.decode(best)?.width == 32)
    #expect(CGImage.decode(worst)?.height == 32)
}

// MARK: - Bad input

@Test func emptyAndGarbageDataGiveNil() {
    for img in decodeAll(Data()) { #expect(img == nil) }
    for seed: UInt32 in [1, 2, 3] {
        for img in decodeAll(Data(noise(1000, seed: seed))) { #expect(img == nil) }
    }
    for img in decodeAll(Data([0x89])) { #expect(img == nil) }
}

@Test func pngSignatureThenGarbageGivesNil() {
    for n in [0, 4, 25, 500] {
        let data = Data(pngSignature + noise(n, seed: UInt32(n + 11)))
        #expect(CGImage.decode(data) == nil)
        #expect(CGImage(pngDataProviderSource: CGDataProvider(data: data as NSData)!, decode: nil,
                        shouldInterpolate: true, intent: .defaultIntent) == nil)
    }
}

@Test func truncatedPNGGivesNil() {
    let png = opaquePNG()
    // 33 = signature (8) + IHDR chunk (4 length + 4 type + 13 data + 4 CRC): the header only.
    // count − 12 drops exactly the IEND chunk.
    for length in [1, 8, 20, 33, png.count / 2, png.count - 12, png.count - 1] {
        let cut = png.prefix(length)
        #expect(CGImage.decode(cut) == nil, "PNG cut to \(length) of \(png.count) bytes")
        #expect(CGImage(pngDataProviderSource: CGDataProvider(data: Data(cut) as NSData)!, decode: nil,
                        shouldInterpolate: true, intent: .defaultIntent) == nil)
    }
    #expect(CGImage.decode(png) != nil)
}

@Test func truncatedJPEGGivesNil() throws {
    let jpegs = [try fixtureJPEG(), try #require(redBlueImage(width: 32, height: 16).jpegData(compressionQuality: 0.9))]
    for jpeg in jpegs {
        for length in [2, 3, 4, 20, jpeg.count / 2, jpeg.count - 10, jpeg.count - 2] {
            let cut = Data(jpeg.prefix(length))
            #expect(CGImage.decode(cut) == nil, "JPEG cut to \(length) of \(jpeg.count) bytes")
            #expect(CGImage(jpegDataProviderSource: CGDataProvider(data: cut as NSData)!, decode: nil,
                            shouldInterpolate: true, intent: .defaultIntent) == nil)
        }
        #expect(CGImage.decode(jpeg) != nil)
    }
}

@Test func jpegHeaderThenZerosGivesNil() throws {
    for n in [0, 16, 1000] {
        let data = Data([0xFF, 0xD8, 0xFF, 0xE0] + [UInt8](repeating: 0, count: n))
        for img in decodeAll(data) { #expect(img == nil) }
    }
    // A real header (everything up to the scan data) followed by zeros.
    let jpeg = try fixtureJPEG()
    let sos = try #require((0..<(jpeg.count - 1)).first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xDA })
    let data = Data(jpeg.prefix(sos)) + Data(count: 400)
    #expect(CGImage.decode(data) == nil)
}

@Test func garbageWithRightSignatureThroughWrongDecoderGivesNil() throws {
    // A valid PNG handed to the JPEG decoder and a valid JPEG to the PNG decoder.
    let png = CGDataProvider(data: opaquePNG() as NSData)!
    let jpeg = CGDataProvider(data: try fixtureJPEG() as NSData)!
    #expect(CGImage(jpegDataProviderSource: png, decode: nil, shouldInterpolate: true, intent: .defaultIntent) == nil)
    #expect(CGImage(pngDataProviderSource: jpeg, decode: nil, shouldInterpolate: true, intent: .defaultIntent) == nil)
}

// MARK: - Tiling and interpolation

@Test func tilingRepeatsAnchoredAtTheRect() {
    // 5×5 context, 2×2 tile at (1, 0). Column x uses image column (x − 1) mod 2. Memory row m covers
    // user y ∈ [4 − m, 5 − m); the tile's first row sits just under its maxY (y ∈ [1, 2)), so image
    // row = (1 − (4 − m)) mod 2 = (m + 1) mod 2.
    let ctx = Bitmap(5, 5).ctx
    ctx.interpolationQuality = .none
    ctx.draw(quad(), in: CGRect(x: 1, y: 0, width: 2, height: 2), byTiling: true)
    let src = [[red, green], [blue, white]]
    for m in 0..<5 {
        for x in 0..<5 {
            #expect(pixel(ctx, x, m) == src[(m + 1) % 2][(x + 1) % 2], "pixel \(x), row \(m)")
        }
    }
}

@Test func tilingUsesTheRectSizeAsTileSize() {
    // 8×8 context, 2×2 image tiled at 4×4: each image pixel is a 2×2 block, the pattern repeats every 4.
    // Memory row m covers y ∈ [7 − m, 8 − m): 3 − (7 − m) = m − 4 ≡ m (mod 4) rows below a tile's top.
    let ctx = Bitmap(8, 8).ctx
    ctx.interpolationQuality = .none
    ctx.draw(quad(), in: CGRect(x: 0, y: 0, width: 4, height: 4), byTiling: true)
    let src = [[red, green], [blue, white]]
    for m in 0..<8 {
        for x in 0..<8 { #expect(pixel(ctx, x, m) == src[(m % 4) / 2][(x % 4) / 2], "pixel \(x), row \(m)") }
    }
}

@Test func nearestNeighbourUpscalingKeepsHardEdges() {
    let ctx = Bitmap(8, 8).ctx
    ctx.interpolationQuality = .none
    ctx.draw(quad(), in: CGRect(x: 0, y: 0, width: 8, height: 8))
    let src = [[red, green], [blue, white]]
    for m in 0..<8 {
        for x in 0..<8 { #expect(pixel(ctx, x, m) == src[m / 4][x / 4], "pixel \(x), row \(m)") }
    }
}

@Test func imageThatShouldNotInterpolateStaysSharpAtDefaultQuality() {
    let ctx = Bitmap(8, 8).ctx
    ctx.draw(quad(interpolate: false), in: CGRect(x: 0, y: 0, width: 8, height: 8))
    #expect(pixel(ctx, 3, 0) == red)
    #expect(pixel(ctx, 4, 0) == green)
    #expect(pixel(ctx, 3, 4) == blue)
    #expect(pixel(ctx, 4, 7) == white)
    // With interpolation the pixels beside the red/green edge are blends of the two.
    let smooth = Bitmap(8, 8).ctx
    smooth.draw(quad(), in: CGRect(x: 0, y: 0, width: 8, height: 8))
    let edge = pixel(smooth, 3, 0)
    #expect(edge != red && edge != green)
    #expect(edge[0] > 0 && edge[1] > 0 && edge[3] == 255)
}

// MARK: - Regressions (each of these used to crash)

@Test func decodingASliceOfLargerData() throws {
    // A Data slice keeps its parent's indices (startIndex 3 here); the PNG reader used to index from 0.
    let png = Data([1, 2, 3]) + opaquePNG()
    let slice = png.dropFirst(3)
    #expect(slice.startIndex == 3)
    let img = try #require(CGImage.decode(slice))
    #expect(img.width == 4 && img.height == 4)
    #expect(pixel(rendered(img), 3, 2) == [180, 120, 7, 255])
    #expect(CGImage.decode(slice.dropLast(12)) == nil)
    let jpeg = Data([1, 2, 3]) + (try fixtureJPEG())
    #expect(CGImage.decode(jpeg.dropFirst(3))?.width == 16)
}

@Test func hugeSizesGiveNilNotAnOverflowTrap() {
    let bytes = [UInt8](repeating: 0, count: 16)
    #expect(image(bytes, width: Int.max / 4, height: 2, bytesPerRow: 8) == nil)
    #expect(image(bytes, width: Int.max / 2, height: 2, bytesPerRow: 8) == nil)
    #expect(image(bytes, width: 2, height: 3, bytesPerRow: Int.max / 2) == nil)
    #expect(image(bytes, width: 2, height: Int.max, bytesPerRow: 8) == nil)
    #expect(CGContext(data: nil, width: Int.max / 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                      bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
    #expect(CGContext(data: nil, width: 2, height: 3, bitsPerComponent: 8, bytesPerRow: Int.max / 2, space: rgb,
                      bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
}

@Test func croppingToNonFiniteRects() {
    let img = coordinateImage()
    #expect(img.cropping(to: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)) == nil)
    #expect(img.cropping(to: CGRect(x: 0, y: 0, width: 1, height: CGFloat.nan)) == nil)
    #expect(img.cropping(to: CGRect(x: CGFloat.infinity, y: 0, width: 1, height: 1)) == nil)
    // CGRect.infinite has finite (huge) components and covers the whole image.
    let whole = img.cropping(to: .infinite)
    #expect(whole?.width == 4 && whole?.height == 4)
}

@Test func imageTooLargeForCairoIsNotDrawnAndDoesNotBreakTheContext() {
    // 40 000 × 1 gray is a valid image, but wider than Cairo's 32 767-pixel limit.
    let wide = image([UInt8](repeating: 255, count: 40_000), width: 40_000, height: 1, bitsPerPixel: 8, space: gray,
                     info: CGBitmapInfo(alphaInfo: .none))
    #expect(wide != nil)
    #expect(wide?.pngData() == nil)
    #expect(wide?.jpegData(compressionQuality: 0.8) == nil)
    let ctx = Bitmap(2, 1).ctx
    ctx.draw(wide!, in: CGRect(x: 0, y: 0, width: 2, height: 1))
    #expect(pixel(ctx, 0, 0) == clear)
    // Later drawing still works, and a piece of the wide image is drawable.
    ctx.draw(wide!.cropping(to: CGRect(x: 0, y: 0, width: 1, height: 1))!, in: CGRect(x: 1, y: 0, width: 1, height: 1))
    #expect(pixel(ctx, 1, 0) == white)
}

@Test func pngHeaderClaimingHugeSizeGivesNil() {
    // Signature, IHDR (RGBA, 8 bits) with correct CRCs, a tiny IDAT (zlib of 100 zero bytes), IEND: the
    // image data is far too short for 30000×30000 and 1000000×1000000, and 0×5 is not a valid size.
    let hexes = [
        "89504e470d0a1a0a0000000d49484452000075300000753008060000006627f8ba0000000c49444154789c6360a03d00000064000186643c350000000049454e44ae426082",
        "89504e470d0a1a0a0000000d49484452000f4240000f424008060000005c6d387d0000000c49444154789c6360a03d00000064000186643c350000000049454e44ae426082",
        "89504e470d0a1a0a0000000d49484452000000000000000508060000006b46eda10000000c49444154789c6360a03d00000064000186643c350000000049454e44ae426082",
    ]
    for h in hexes {
        let chars = Array(h.utf8)
        let bytes = stride(from: 0, to: chars.count, by: 2).map { UInt8(String(decoding: chars[$0..<($0 + 2)], as: UTF8.self), radix: 16)! }
        #expect(Array(bytes.prefix(8)) == pngSignature)
        #expect(CGImage.decode(Data(bytes)) == nil)
    }
}
