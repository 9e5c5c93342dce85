import Foundation

/// A screenshot of the app's screen or of an element, as PNG.
@preconcurrency @MainActor
open class XCUIScreenshot: NSObject {
    /// The PNG file's bytes.
    nonisolated public let pngRepresentation: Data

    init(pngRepresentation: Data) { self.pngRepresentation = pngRepresentation }

    /// The screenshot as an image.
    // Linux: the test process has no UIKit, so no UIImage: an XCUIScreenshotImage with the PNG, its size in
    // pixels and `pngData()` (docs/DIFFERENCES.md).
    open var image: XCUIScreenshotImage { XCUIScreenshotImage(pngData: pngRepresentation) }
}
