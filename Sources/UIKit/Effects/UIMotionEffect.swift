import Foundation

/// An effect that changes a view's key paths as the device tilts (the viewer's offset, -1…1 on each axis).
/// Subclasses answer `keyPathsAndRelativeValues(forViewerOffset:)`.
// Linux: motion effects are kept on their views and never driven — a desktop has no device tilt
// (docs/DIFFERENCES.md). `keyPathsAndRelativeValues(forViewerOffset:)` still answers as on iOS.
@preconcurrency @MainActor
open class UIMotionEffect: NSObject {
    public override init() { super.init() }

    // Linux: there are no archives; the initializer exists so iOS subclasses compile.
    public required init?(coder: NSCoder) { super.init() }

    /// The key paths to change, each with the value to add for `viewerOffset` (nil by default).
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }
}
