import Foundation

/// The base of items on navigation bars, toolbars and tab bars: a title, an image, enabled or not.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// The item's title.
    open var title: String? {
        didSet { itemDidChange() }
    }
    /// The item's image.
    open var image: UIImage? {
        didSet { itemDidChange() }
    }
    /// The image used in landscape on a phone (stored; a desktop bar uses `image`).
    open var landscapeImagePhone: UIImage?
    /// The image shown in large-content mode (stored).
    open var largeContentSizeImage: UIImage?
    /// Insets applied to the image.
    open var imageInsets: UIEdgeInsets = .zero
    /// Whether the item is enabled (true).
    open var isEnabled = true {
        didSet { itemDidChange() }
    }
    /// A number that identifies the item (0).
    open var tag = 0
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    public override init() { super.init() }

    /// Sets the title's text attributes for a control state (font and foreground colour are drawn).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        itemDidChange()
    }

    /// The title's text attributes set for a control state.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// The bar showing the item, told to lay out again when the item changes.
    weak var hostBar: UIView?

    func itemDidChange() {
        hostBar?.setNeedsLayout()
        // A change that keeps the button's size (isEnabled, a colour) needs its view redrawn, not only re-laid out.
        for case let view as BarButtonView in hostBar?.subviews ?? [] { view.setNeedsDisplay() }
    }
}
