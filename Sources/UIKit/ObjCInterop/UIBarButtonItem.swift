import Foundation

/// A button on a navigation bar or toolbar: a title, an image, a system item or a custom view, and a
/// target and action sent when it is tapped.
/// Linux: navigation bars and toolbars are not implemented yet; an item is sent with
/// `UIApplication.sendAction(_:to:from:for:)`, as a bar does on iOS.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// How an item is drawn.
    public enum Style: Int, Sendable {
        case plain = 0
        @available(*, deprecated, message: "Use UIBarButtonItem.Style.plain")
        case bordered = 1
        case done = 2
    }

    /// The system's items (Apple's raw values).
    public enum SystemItem: Int, Sendable {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        @available(*, deprecated)
        case pageCurl = 23
        case close = 24
    }

    /// The item's style (plain).
    open var style: Style = .plain
    /// The object that receives the action; not kept by the item. Nil sends it along the responder chain.
    open weak var target: AnyObject?
    /// The action sent when the item is tapped; its method may take no argument, the item, or the item and
    /// the event.
    open var action: Selector?
    /// A view shown instead of the item's title or image.
    open var customView: UIView?
    /// The item's width (0: its natural width).
    open var width: CGFloat = 0
    /// The system item it was made as, if any.
    // Linux: Apple keeps this private; it names the item's look until bars draw it.
    public private(set) var systemItem: SystemItem?

    public override init() { super.init() }

    /// An item with a title.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// An item with an image.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// One of the system's items.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        self.systemItem = systemItem
        if systemItem == .done { style = .done }
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// An item that shows `customView`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }
}
