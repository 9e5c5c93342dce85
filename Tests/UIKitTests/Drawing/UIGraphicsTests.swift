import Testing
@testable import UIKit
import TestSupport
import UIKitTestSupport

@Suite struct UIGraphicsTests {
    @Test func noCurrentContextOutsideDrawing() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        // Drawing without a context does nothing (and does not crash).
        UIColor.red.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5)).fill()
        "text".draw(at: .zero, withAttributes: nil)
    }

    @Test func rendererImageIsSizeTimesScalePixels() {
        let image = render(30, 20, scale: 3) { _ in }
        #expect(image.size == CGSize(width: 30, height: 20))
        #expect(image.scale == 3)
        #expect(image.cgImage?.width == 90)
        #expect(image.cgImage?.height == 60)
    }

    @Test func rendererDrawsYDownFromTheTopLeft() {
        let image = render(20, 20) { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        }
        let p = Pixels(image)
        #expect(p[5, 0] == RED)
        #expect(p[5, 9] == RED)
        #expect(p[5, 10] == CLEAR)
        #expect(p[5, 19] == CLEAR)
    }

    @Test func rendererContextCTMIsApples() {
        var ctm = CGAffineTransform.identity
        _ = render(10, 5, scale: 2) { ctx in ctm = ctx.cgContext.ctm }
        #expect(ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 10))
    }

    @Test func rendererPushesItsContextAndPopsIt() {
        var inside: CGContext?
        var same = false
        _ = render(4, 4) { ctx in
            inside = UIGraphicsGetCurrentContext()
            same = inside === ctx.cgContext
        }
        #expect(inside != nil && same)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func rendererWithBoundsOriginShiftsDrawing() {
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 10, width: 10, height: 10),
                                               format: UIGraphicsImageRendererFormat(scale: 1, opaque: false))
        let image = renderer.image { ctx in
            UIColor.blue.setFill()
            ctx.fill(CGRect(x: 10, y: 10, width: 5, height: 5))
        }
        let p = Pixels(image)
        #expect(p[0, 0] == BLUE)
        #expect(p[4, 4] == BLUE)
        #expect(p[6, 6] == CLEAR)
    }

    @Test func opaqueFormatHasNoAlpha() {
        let f = UIGraphicsImageRendererFormat()
        f.opaque = true
        f.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: f).image { _ in }
        #expect(image.cgImage?.alphaInfo == .noneSkipFirst)
        #expect(Pixels(image)[1, 1] == [0, 0, 0, 255]) // starts black, as on iOS
    }

    @Test func formatDefaultsAndRangeRawValues() {
        let f = UIGraphicsImageRendererFormat()
        #expect(f.scale == UIGraphicsDefaultScale)
        #expect(!f.opaque)
        #expect(f.preferredRange == .automatic)
        #expect(UIGraphicsImageRendererFormat.Range.unspecified.rawValue == -1)
        #expect(UIGraphicsImageRendererFormat.Range.extended.rawValue == 1)
        #expect(UIGraphicsImageRendererFormat.Range.standard.rawValue == 2)
        #expect(UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).allowsImageOutput)
    }

    @Test func rendererContextHelpers() {
        let image = render(20, 20) { ctx in
            UIColor.green.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 5), blendMode: .clear)
            ctx.clip(to: CGRect(x: 10, y: 10, width: 10, height: 10))
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            UIColor.blue.setStroke()
            ctx.cgContext.setLineWidth(2)
            ctx.stroke(CGRect(x: 12, y: 12, width: 6, height: 6))
        }
        let p = Pixels(image)
        #expect(p[2, 2] == CLEAR)       // cleared by the blend mode
        #expect(p[7, 7] == GREEN)       // outside the clip: untouched
        #expect(p[15, 10] == RED)       // inside the clip, above the stroke (y 11…13)
        #expect(p[12, 15] == BLUE)      // on the stroked edge (x 11…13)
        #expect(p[15, 15] == RED)
    }

    @Test func currentImageShowsDrawingSoFar() {
        var midway: UIImage?
        let final = render(4, 4) { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            midway = ctx.currentImage
            UIColor.blue.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        #expect(Pixels(midway!)[1, 1] == RED)
        #expect(Pixels(final)[1, 1] == BLUE)
    }

    @Test func pngAndJPEGDataFromTheRenderer() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 6), format: UIGraphicsImageRendererFormat(scale: 2, opaque: false))
        let png = renderer.pngData { ctx in UIColor.red.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 8, height: 6)) }
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let jpeg = renderer.jpegData(withCompressionQuality: 0.9) { ctx in UIColor.red.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 8, height: 6)) }
        #expect(jpeg.starts(with: [0xFF, 0xD8]))
        let back = UIImage(data: png, scale: 2)!
        #expect(back.size == CGSize(width: 8, height: 6))
        #expect(Pixels(back)[3, 3] == RED)
    }

    @Test func beginImageContextWithScaleTwoDoublesPixels() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 15, height: 10), false, 2)
        let ctx = UIGraphicsGetCurrentContext()
        #expect(ctx?.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 20))
        UIColor.red.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 15, height: 5)).fill()
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image?.cgImage?.width == 30)
        #expect(image?.cgImage?.height == 20)
        #expect(image?.size == CGSize(width: 15, height: 10))
        #expect(image?.scale == 2)
        let p = Pixels(image!)
        #expect(p[0, 0] == RED && p[29, 9] == RED && p[0, 10] == CLEAR)
    }

    @Test func beginImageContextIsScaleOneAndScaleZeroIsTheScreens() {
        UIGraphicsBeginImageContext(CGSize(width: 7, height: 3))
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.cgImage?.width == 7)
        UIGraphicsEndImageContext()
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 7, height: 3), true, 0)
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.scale == UIGraphicsDefaultScale)
        UIGraphicsEndImageContext()
    }

    @Test func imageContextsNestAndPushedContextsAreNotImageContexts() {
        UIGraphicsBeginImageContext(CGSize(width: 2, height: 2))
        let outer = UIGraphicsGetCurrentContext()
        let bare = CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                             space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        UIGraphicsPushContext(bare)
        #expect(UIGraphicsGetCurrentContext() === bare)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsEndImageContext() // not an image context on top: ignored
        #expect(UIGraphicsGetCurrentContext() === bare)
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() === outer)
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func emptySizeBeginsNoContext() {
        UIGraphicsBeginImageContextWithOptions(.zero, false, 1)
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        let image = UIGraphicsImageRenderer(size: .zero).image { _ in }
        #expect(image.size == .zero && image.cgImage == nil)
    }

    @Test func contextStacksArePerThread() {
        // Synchronous on purpose: the stack belongs to the thread, so it must not be held across an await.
        UIGraphicsBeginImageContext(CGSize(width: 2, height: 2))
        final class Box: @unchecked Sendable { var seen = true; var width: Int? }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.seen = UIGraphicsGetCurrentContext() != nil
            box.width = render(3, 3) { _ in }.cgImage?.width // a renderer works on another thread
            done.signal()
        }
        thread.start()
        done.wait()
        #expect(!box.seen)
        #expect(box.width == 3)
        #expect(UIGraphicsGetCurrentContext() != nil)
        UIGraphicsEndImageContext()
    }
}
