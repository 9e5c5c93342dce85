import Foundation

/// A button on a navigation bar or toolbar: a title, an image, a system item or a custom view, with a target
/// and action (or a primary action) sent when it is tapped.
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

    /// The item's style (plain; done draws the title bold).
    open var style: Style = .plain {
        didSet { itemDidChange() }
    }
    /// The object that receives the action; not kept by the item. Nil sends it along the responder chain.
    open weak var target: AnyObject?
    /// The action sent when the item is tapped; its method may take no argument, the item, or the item and
    /// the event.
    open var action: Selector?
    /// The action run when the item is tapped, instead of the target and action (iOS 14).
    open var primaryAction: UIAction? {
        didSet { adoptPrimaryAction() }
    }
    /// A view shown instead of the item's title or image.
    open var customView: UIView? {
        didSet { itemDidChange() }
    }
    /// The item's width (0: its natural width; a fixed space of width 0 is ⚠ 8 pt wide).
    open var width: CGFloat = 0 {
        didSet { itemDidChange() }
    }
    /// Titles the item may show, so the bar can size it for the widest (stored).
    open var possibleTitles: Set<String>?
    /// The colour of the item's title and image (nil: the bar's tint colour).
    open var tintColor: UIColor? {
        didSet { itemDidChange() }
    }
    /// Whether the item is shown as selected (iOS 15).
    open var isSelected = false {
        didSet { itemDidChange() }
    }
    /// Whether the item is hidden (iOS 16).
    open var isHidden = false {
        didSet { itemDidChange() }
    }
    /// Whether tapping the item toggles `isSelected` (iOS 15).
    open var changesSelectionAsPrimaryAction = false
    /// The menu a tap shows when the item has no primary action and no action (iOS 14).
    open var menu: UIMenu?
    /// The system item it was made as, if any.
    // Linux: Apple keeps this private; tests and bars read it.
    public private(set) var systemItem: SystemItem?
    /// The controller whose editing this item toggles (its `editButtonItem`).
    weak var editingController: UIViewController?

    public override init() { super.init() }

    /// An item from an archive (a nib's or storyboard's `<barButtonItem>`).
    public required init?(coder: NSCoder) {
        super.init()
        systemItem = UIBarItem.nibSystemItem(coder, SystemItem.self)
        if systemItem == .done || systemItem == .save { style = .done }
        if let nib = coder as? NibCoder { decodeBarButtonItemKeys(nib) }
    }

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

    /// An item with an image, and another for landscape on a phone.
    public convenience init(image: UIImage?, landscapeImagePhone: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(image: image, style: style, target: target, action: action)
        self.landscapeImagePhone = landscapeImagePhone
    }

    /// One of the system's items: Done and Save are bold, as on iOS.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        self.systemItem = systemItem
        if systemItem == .done || systemItem == .save { style = .done }
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// One of the system's items running `primaryAction` when tapped (iOS 14).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// An item with a title and/or image running `primaryAction` when tapped (iOS 14); the action's title and
    /// image are used when given.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.primaryAction = primaryAction
        self.menu = menu
        adoptPrimaryAction()
        if let title { self.title = title }
        if let image { self.image = image }
    }

    /// An item that shows `customView`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// A space of a fixed width (iOS 14).
    public class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// A space that shares the bar's free width with the other flexible spaces (iOS 14).
    public class func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }

    // MARK: Showing and tapping

    /// Whether the item is a space rather than a button.
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// The title a bar shows: the item's own, else the system item's (Apple's English titles).
    var displayTitle: String? {
        if let title { return title }
        switch systemItem {
        case .done: return "Done"
        case .cancel: return "Cancel"
        case .edit: return "Edit"
        case .save: return "Save"
        case .undo: return "Undo"
        case .redo: return "Redo"
        default: return nil
        }
    }

    /// Apple: the primary action's title and image are the item's.
    private func adoptPrimaryAction() {
        guard let primaryAction else { return }
        if !primaryAction.title.isEmpty { title = primaryAction.title }
        if let i = primaryAction.image { image = i }
    }

    /// What a tap does: the primary action, else the action sent to the target (or along the responder chain).
    func performTap(event: UIEvent?, from view: UIView? = nil) {
        guard isEnabled else { return }
        if let menu, primaryAction == nil, action == nil, editingController == nil, let view, let window = view.window {
            MenuPanelView.show(menu, anchor: view.convert(view.bounds, to: nil), in: window,
                               onChoose: { [weak self] action, parent in MenuPanelView.choose(action, in: parent, sender: self) },
                               onDismiss: {})
            return
        }
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
        if let editingController {
            editingController.setEditing(!editingController.isEditing, animated: true)
            if action == nil { return }
        }
        if let primaryAction {
            primaryAction.perform(sender: self)
        } else if let action {
            TargetAction.send(action, to: target, from: self, for: event)
        }
    }

    /// The edit button item follows its controller: Edit (plain) or Done (bold).
    func updateEditTitle(editing: Bool) {
        title = editing ? "Done" : "Edit"
        style = editing ? .done : .plain
    }
}
