import Foundation

/// A view that scrolls its content for the desktop's wheel and trackpad (UIScrollView): the dispatcher
/// gives a scroll report to the nearest such view, at or above the view under the pointer, that can
/// scroll that way.
@MainActor
protocol ScrollWheelReceiver: AnyObject {
    /// Whether the content can move by `delta` now (scrolling is enabled and there is room along that axis).
    func canScrollWheel(by delta: CGVector) -> Bool
    /// Moves the content by `delta` points (one report of a burst).
    func scrollWheel(by delta: CGVector, at timestamp: TimeInterval)
}
