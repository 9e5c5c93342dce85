import Foundation

/// The base of items on navigation bars, toolbars and tab bars: a title, an image, enabled or not.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// The item's title.
    open var title: String?
    /// The item's image.
    open var image: UIImage?
    /// Whether the item is enabled (true).
    open var isEnabled = true
    /// A number that identifies the item (0).
    open var tag = 0

    public override init() { super.init() }
}
