import Foundation
import Testing
import UIKit
@testable import UIKitSnapshotTesting

/// The comparison on hand-made 10 × 10 images: white, with 3 pixels changed.
@Suite struct ImageComparisonTests {
    /// A 10 × 10 opaque white image whose pixels at `changed` indices are (v, v, v).
    static func image(changed: [Int] = [], to v: UInt8 = 0) -> CGImage {
        var bytes = [UInt8](repeating: 255, count: 400)
        for p in changed { bytes[p * 4] = v; bytes[p * 4 + 1] = v; bytes[p * 4 + 2] = v }
        return ImageComparison.RGBA(width: 10, height: 10, bytes: bytes).image!
    }

    @Test func identicalImagesMatchAtFullPrecision() {
        #expect(ImageComparison.compare(Self.image(), Self.image(), precision: 1, perceptualPrecision: 1) == nil)
    }

    @Test func anyDifferenceFailsAtFullPrecision() {
        #expect(ImageComparison.compare(Self.image(), Self.image(changed: [5]), precision: 1, perceptualPrecision: 1)
                == "Newly-taken snapshot does not match reference.")
    }

    @Test func differentSizesFail() {
        let small = ImageComparison.RGBA(width: 5, height: 10, bytes: [UInt8](repeating: 255, count: 200)).image!
        #expect(ImageComparison.compare(Self.image(), small, precision: 1, perceptualPrecision: 1)
                == "Newly-taken snapshot@(5.0, 10.0) does not match reference@(10.0, 10.0).")
    }

    /// Without a perceptual precision, `precision` is the fraction of bytes that must agree: 3 pixels × 3
    /// colour bytes of 400 bytes differ, so 391 / 400 = 0.9775 agree.
    @Test func bytePrecision() {
        let changed = Self.image(changed: [0, 42, 99], to: 250)
        #expect(ImageComparison.compare(Self.image(), changed, precision: 0.97, perceptualPrecision: 1) == nil)
        #expect(ImageComparison.compare(Self.image(), changed, precision: 0.98, perceptualPrecision: 1)
                == "Actual image precision 0.9775 is less than required 0.98")
    }

    /// sRGB white is L* 100 and black L* 0 in Lab, a ΔE of 100 (no chroma, so ΔE94 is |ΔL|); sRGB grey 119 is
    /// L* ≈ 50.03 (Y = ((119/255 + 0.055)/1.055)^2.4 ≈ 0.1845; L* = 116·Y^⅓ − 16), a ΔE of ≈ 49.97 from white.
    @Test func labDeltaEOfGreys() {
        let white = ImageComparison.lab([255, 255, 255, 255], 0)
        let black = ImageComparison.lab([0, 0, 0, 255], 0)
        let grey = ImageComparison.lab([119, 119, 119, 255], 0)
        #expect(abs(white.0 - 100) < 0.01 && abs(white.1) < 0.01 && abs(white.2) < 0.01)
        #expect(abs(ImageComparison.deltaE94(white, black) - 100) < 0.01)
        #expect(abs(ImageComparison.deltaE94(white, grey) - 49.97) < 0.05)
    }

    /// A pixel matches when its ΔE is at most (1 − perceptualPrecision) × 100: grey 119 (ΔE ≈ 49.97) passes at
    /// 0.5 (threshold 50) and fails at 0.51 (threshold 49), where 97 of 100 pixels match.
    @Test func perceptualPrecision() {
        let changed = Self.image(changed: [3, 30, 77], to: 119)
        #expect(ImageComparison.compare(Self.image(), changed, precision: 1, perceptualPrecision: 0.5) == nil)
        #expect(ImageComparison.compare(Self.image(), changed, precision: 0.97, perceptualPrecision: 0.51) == nil)
        let message = ImageComparison.compare(Self.image(), changed, precision: 0.98, perceptualPrecision: 0.51)
        let lines = message?.split(separator: "\n").map(String.init) ?? []
        #expect(lines.first == "The percentage of pixels that match 0.97 is less than required 0.98")
        #expect(lines.last?.hasPrefix("The lowest perceptual color precision 0.50") == true)
        #expect(lines.last?.hasSuffix("is less than required 0.51") == true)
    }

    /// Transparent pixels are seen over white: clear and opaque white agree, clear and opaque black do not.
    @Test func transparencyCounts() {
        let clear = ImageComparison.RGBA(width: 1, height: 1, bytes: [0, 0, 0, 0]).bytes
        #expect(ImageComparison.deltaE94(ImageComparison.lab(clear, 0), ImageComparison.lab([255, 255, 255, 255], 0)) < 0.01)
        #expect(ImageComparison.deltaE94(ImageComparison.lab(clear, 0), ImageComparison.lab([0, 0, 0, 255], 0)) > 99)
    }

    /// The difference image is |new − reference| per channel, opaque.
    @Test func differenceImage() throws {
        let diff = try #require(ImageComparison.difference(Self.image(), Self.image(changed: [11], to: 55)))
        let rgba = try #require(ImageComparison.RGBA(diff))
        #expect(Array(rgba.bytes[44..<48]) == [200, 200, 200, 255])
        #expect(Array(rgba.bytes[0..<4]) == [0, 0, 0, 255])
    }

    @Test func textDiffShowsHunks() {
        #expect(LineDiff.hunks("a\nb\nc", "a\nb\nc") == nil)
        #expect(LineDiff.hunks("a\nb\nc", "a\nB\nc") == "@@ \u{2212}1,3 +1,3 @@\n\u{2007}a\n\u{2212}b\n+B\n\u{2007}c")
    }

    @Test func testNamesAreSanitised() {
        #expect(sanitizePathComponent("testFoo()") == "testFoo")
        #expect(sanitizePathComponent("rendersView(on:size:)") == "rendersView-on-size")
        #expect(sanitizePathComponent("dark mode") == "dark-mode")
    }
}
