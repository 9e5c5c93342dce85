import Testing
@testable import UIKit
import TestSupport
import UIKitTestSupport

@Suite struct UIImageTests {
    /// A w × h (points) image at `scale`: red top half, blue bottom half.
    func twoTone(_ w: CGFloat, _ h: CGFloat, scale: CGFloat = 1) -> UIImage {
        render(w, h, scale: scale) { ctx in
            UIColor.red.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: w, height: h / 2))
            UIColor.blue.setFill(); ctx.fill(CGRect(x: 0, y: h / 2, width: w, height: h / 2))
        }
    }

    /// A 3 × 3 pixel image: red corners, green edges, blue centre.
    func ninePatch() -> UIImage {
        render(3, 3) { ctx in
            UIColor.green.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 3, height: 3))
            UIColor.red.setFill()
            for (x, y) in [(0, 0), (2, 0), (0, 2), (2, 2)] { ctx.fill(CGRect(x: x, y: y, width: 1, height: 1)) }
            UIColor.blue.setFill(); ctx.fill(CGRect(x: 1, y: 1, width: 1, height: 1))
        }
    }

    func tempDir() -> String {
        let dir = NSTemporaryDirectory() + "uiimage-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func badDataGivesNil() {
        #expect(UIImage(data: Data()) == nil)
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        #expect(UIImage(data: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0])) == nil) // truncated PNG
        #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3])) == nil) // truncated JPEG
        #expect(UIImage(contentsOfFile: "/nonexistent/file.png") == nil)
        #expect(UIImage(named: "no-such-image-anywhere") == nil)
        #expect(UIImage(systemName: "star.fill") == nil)
    }

    @Test func pngRoundTripKeepsSizeAndScale() {
        let original = twoTone(10, 8, scale: 2)
        let data = original.pngData()!
        let back = UIImage(data: data, scale: 2)!
        #expect(back.size == CGSize(width: 10, height: 8))
        #expect(back.scale == 2)
        #expect(back.cgImage?.width == 20)
        let p = Pixels(back)
        #expect(p[5, 0] == RED && p[5, 15] == BLUE)
        #expect(UIImage(data: data)!.size == CGSize(width: 20, height: 16)) // scale 1 by default
    }

    @Test func jpegRoundTrip() {
        let data = twoTone(16, 16).jpegData(compressionQuality: 0.95)!
        let back = UIImage(data: data)!
        #expect(back.size == CGSize(width: 16, height: 16))
        let p = Pixels(back)
        #expect(near(p[8, 2], RED, 20) && near(p[8, 13], BLUE, 20))
    }

    @Test func cgImageInitializersAndSize() {
        let cg = twoTone(6, 4, scale: 1).cgImage!
        let a = UIImage(cgImage: cg)
        #expect(a.size == CGSize(width: 6, height: 4) && a.scale == 1 && a.imageOrientation == .up)
        let b = UIImage(cgImage: cg, scale: 2, orientation: .right)
        #expect(b.size == CGSize(width: 2, height: 3)) // turned a quarter: width and height swap
        #expect(UIImage().size == .zero && UIImage().cgImage == nil)
    }

    @Test func contentsOfFileReadsScaleFromTheName() throws {
        let dir = tempDir()
        let data = twoTone(4, 4, scale: 2).pngData()!
        try data.write(to: URL(fileURLWithPath: dir + "/icon@2x.png"))
        let img = try #require(UIImage(contentsOfFile: dir + "/icon@2x.png"))
        #expect(img.scale == 2)
        #expect(img.size == CGSize(width: 4, height: 4))
        try data.write(to: URL(fileURLWithPath: dir + "/plain.png"))
        #expect(UIImage(contentsOfFile: dir + "/plain.png")?.scale == 1)
    }

    @Test func namedFindsScaleVariantsInTheCurrentDirectory() throws {
        let dir = tempDir()
        let fm = FileManager.default
        let old = fm.currentDirectoryPath
        defer { _ = fm.changeCurrentDirectoryPath(old) }
        try twoTone(5, 5, scale: 1).pngData()!.write(to: URL(fileURLWithPath: dir + "/badge.png"))
        try twoTone(5, 5, scale: 2).pngData()!.write(to: URL(fileURLWithPath: dir + "/badge@2x.png"))
        try twoTone(7, 7, scale: 1).jpegData(compressionQuality: 0.9)!.write(to: URL(fileURLWithPath: dir + "/photo.jpg"))
        _ = fm.changeCurrentDirectoryPath(dir)
        // Pin the screen scale to 1: the plain file is best, with the @2x one as fallback.
        let savedScale = UIGraphicsDefaultScale
        UIGraphicsDefaultScale = 1
        defer { UIGraphicsDefaultScale = savedScale }
        let badge = try #require(UIImage(named: "badge"))
        #expect(badge.scale == 1 && badge.size == CGSize(width: 5, height: 5))
        #expect(UIImage(named: "badge@2x")?.scale == 2)
        #expect(UIImage(named: "badge.png")?.scale == 1)
        #expect(UIImage(named: "photo")?.size == CGSize(width: 7, height: 7))
        // Only an @2x file: found and reported at scale 2 with the same point size.
        try twoTone(5, 5, scale: 2).pngData()!.write(to: URL(fileURLWithPath: dir + "/only@2x.png"))
        let only = try #require(UIImage(named: "only"))
        #expect(only.scale == 2 && only.size == CGSize(width: 5, height: 5))
    }

    @Test func drawInRectIsUprightInUIKitSpace() {
        let img = twoTone(10, 10)
        let p = Pixels(render(20, 20) { _ in img.draw(in: CGRect(x: 0, y: 0, width: 20, height: 20)) })
        #expect(p[10, 2] == RED)   // the image's top half stays on top
        #expect(p[10, 17] == BLUE)
        let q = Pixels(render(20, 20) { _ in img.draw(at: CGPoint(x: 5, y: 5)) })
        #expect(q[4, 4] == CLEAR && q[6, 6] == RED && q[10, 14] == BLUE && q[15, 15] == CLEAR)
    }

    @Test func drawHonoursOrientation() {
        let cg = twoTone(10, 10).cgImage! // red top, blue bottom
        let down = UIImage(cgImage: cg, scale: 1, orientation: .down)
        let p = Pixels(render(10, 10) { _ in down.draw(at: .zero) })
        #expect(p[5, 1] == BLUE && p[5, 8] == RED)
        // .left: the bitmap turned a quarter anticlockwise, so its top edge goes to the left.
        let left = UIImage(cgImage: cg, scale: 1, orientation: .left)
        let l = Pixels(render(10, 10) { _ in left.draw(at: .zero) })
        #expect(l[1, 5] == RED && l[8, 5] == BLUE)
        let right = UIImage(cgImage: cg, scale: 1, orientation: .right)
        let r = Pixels(render(10, 10) { _ in right.draw(at: .zero) })
        #expect(r[8, 5] == RED && r[1, 5] == BLUE)
    }

    @Test func drawWithBlendModeAndAlpha() {
        let img = twoTone(10, 10)
        let p = Pixels(render(10, 10) { _ in img.draw(in: CGRect(x: 0, y: 0, width: 10, height: 10), blendMode: .normal, alpha: 0.5) })
        #expect(near(p[5, 2], [128, 0, 0, 128], 2)) // premultiplied: half-opaque red
    }

    @Test func resizableStretchKeepsCornersAndStretchesTheCentre() {
        let img = ninePatch().resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1), resizingMode: .stretch)
        #expect(img.resizingMode == .stretch && img.capInsets.top == 1)
        let p = Pixels(render(9, 9) { ctx in
            ctx.cgContext.interpolationQuality = .none
            img.draw(in: CGRect(x: 0, y: 0, width: 9, height: 9))
        })
        for (x, y) in [(0, 0), (8, 0), (0, 8), (8, 8)] { #expect(p[x, y] == RED) } // corners stay one point
        #expect(p[1, 0] == GREEN && p[7, 0] == GREEN && p[0, 4] == GREEN && p[8, 4] == GREEN) // edges stretch
        for (x, y) in [(1, 1), (4, 4), (7, 7), (1, 7)] { #expect(p[x, y] == BLUE) } // the centre fills the middle
    }

    @Test func resizableTileRepeats() {
        let tile = render(2, 1) { ctx in
            UIColor.red.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            UIColor.blue.setFill(); ctx.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }.resizableImage(withCapInsets: .zero, resizingMode: .tile)
        let p = Pixels(render(8, 2) { _ in tile.draw(in: CGRect(x: 0, y: 0, width: 8, height: 2)) })
        for x in 0..<8 { #expect(p[x, 1] == (x % 2 == 0 ? RED : BLUE)) }
        #expect(UIImage().resizableImage(withCapInsets: .zero).resizingMode == .tile) // the default mode
    }

    @Test func drawAsPatternTiles() {
        let tile = twoTone(2, 2)
        let p = Pixels(render(6, 6) { _ in tile.draw(asPatternIn: CGRect(x: 0, y: 0, width: 6, height: 4)) })
        #expect(p[0, 0] == RED && p[0, 1] == BLUE && p[3, 2] == RED && p[5, 3] == BLUE)
        #expect(p[2, 5] == CLEAR)
    }

    @Test func templateImageDrawsInItsTint() {
        let tinted = twoTone(10, 10).withRenderingMode(.alwaysTemplate).withTintColor(.green)
        #expect(tinted.renderingMode == .alwaysTemplate)
        let p = Pixels(render(10, 10) { _ in tinted.draw(at: .zero) })
        #expect(p[5, 1] == GREEN && p[5, 8] == GREEN)
        // A view's tint (UIImageView) applies to a template without its own.
        let template = twoTone(10, 10).withRenderingMode(.alwaysTemplate)
        let q = Pixels(render(10, 10) { ctx in
            template.draw(in: CGRect(x: 0, y: 0, width: 10, height: 10), context: ctx.cgContext, blendMode: .normal, alpha: 1,
                          templateTint: .systemBlue)
        })
        #expect(q[5, 5] == [0, 122, 255, 255])
        // Transparent pixels stay transparent.
        let half = render(10, 10) { ctx in UIColor.red.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 10)) }
        let r = Pixels(render(10, 10) { _ in half.withTintColor(.blue).draw(at: .zero) })
        #expect(r[2, 5] == BLUE && r[7, 5] == CLEAR)
    }

    @Test func renderingModeRawValuesAndVariants() {
        #expect(UIImage.RenderingMode.automatic.rawValue == 0)
        #expect(UIImage.RenderingMode.alwaysOriginal.rawValue == 1)
        #expect(UIImage.RenderingMode.alwaysTemplate.rawValue == 2)
        #expect(UIImage.ResizingMode.tile.rawValue == 0 && UIImage.ResizingMode.stretch.rawValue == 1)
        #expect(UIImage.Orientation.up.rawValue == 0 && UIImage.Orientation.rightMirrored.rawValue == 7)
        let img = twoTone(4, 4)
        #expect(img.renderingMode == .automatic)
        let t = img.withRenderingMode(.alwaysTemplate)
        #expect(t.renderingMode == .alwaysTemplate && t.size == img.size && img.renderingMode == .automatic)
    }

    @Test func imagesAreSendable() async {
        let img = twoTone(4, 4, scale: 2)
        let size = await Task.detached { img.size }.value
        #expect(size == CGSize(width: 4, height: 4))
    }
}
