import Foundation

/// What `XCUIScreenshot.image` gives on Linux, where the test process has no UIKit: the PNG and its size.
// Linux: Apple gives a UIImage (NSImage on macOS).
public struct XCUIScreenshotImage: Sendable {
    private let data: Data

    init(pngData: Data) { data = pngData }

    /// The PNG's bytes, as UIImage.pngData() gives them.
    public func pngData() -> Data? { data.isEmpty ? nil : data }

    /// The image's size in pixels (the PNG's header), scale 1.
    public var size: CGSize {
        // A PNG starts with its 8-byte signature, then the IHDR chunk: length, "IHDR", width, height.
        guard data.count >= 24 else { return .zero }
        func be32(_ at: Int) -> UInt32 {
            data[data.startIndex + at..<data.startIndex + at + 4].reduce(0) { $0 << 8 | UInt32($1) }
        }
        return CGSize(width: CGFloat(be32(16)), height: CGFloat(be32(20)))
    }

    public var scale: CGFloat { 1 }
}
