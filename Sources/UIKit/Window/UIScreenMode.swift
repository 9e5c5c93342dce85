import Foundation

/// A display mode of a screen: its size in pixels and pixel aspect ratio.
@MainActor
open class UIScreenMode: NSObject {
    /// The mode's size in pixels.
    open internal(set) var size: CGSize
    /// The aspect ratio of one pixel (1 for square pixels).
    open internal(set) var pixelAspectRatio: CGFloat

    init(size: CGSize, pixelAspectRatio: CGFloat = 1) {
        self.size = size
        self.pixelAspectRatio = pixelAspectRatio
    }
}
