import Foundation

/// What a navigation bar shows for one controller: its title (or title view), prompt, bar button items on
/// both sides, and the back button it gives the controller pushed after it.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// How the back button of the next item is titled (iOS 14; Apple's raw values).
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The previous item's back title or title, "Back" when it does not fit.
        case `default` = 0
        /// "Back", unless a back title or back item is set.
        case generic = 1
        /// The chevron alone.
        case minimal = 2
    }

    /// When the bar shows a large title for this item (Apple's raw values).
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic = 0
        case always = 1
        case never = 2
        /// iOS 17: a large title in the bar's top row (shown here as the small title, docs/DIFFERENCES.md).
        case inline = 3
    }

    /// The title shown in the middle of the bar.
    open var title: String? { didSet { changed() } }
    /// A view shown instead of the title.
    open var titleView: UIView? { didSet { changed() } }
    /// A line of text above the bar's content (stored; a desktop bar does not draw it yet).
    open var prompt: String? { didSet { changed() } }
    /// The title of the back button shown when this item is under the top one (iOS 11).
    open var backButtonTitle: String? { didSet { changed() } }
    /// The item used as the back button when this item is under the top one: its title or image, not its
    /// action.
    open var backBarButtonItem: UIBarButtonItem? { didSet { changed() } }
    /// How the back button of the item above this one is titled.
    open var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { changed() } }
    /// Whether the back button is hidden (false).
    open var hidesBackButton = false { didSet { changed() } }
    /// Whether the left items come after the back button rather than replacing it (false).
    open var leftItemsSupplementBackButton = false { didSet { changed() } }
    /// When the bar shows a large title for this item.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { changed() } }
    /// The items on the left, the first at the outer (left) edge.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    /// The items on the right, the first at the outer (right) edge.
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    /// The bar's appearance while this item is on top (nil: the bar's).
    open var standardAppearance: UINavigationBarAppearance? { didSet { changed() } }
    /// The appearance in a compact-height bar (nil: the standard one).
    open var compactAppearance: UINavigationBarAppearance? { didSet { changed() } }
    /// The appearance when the content is scrolled to its top edge (nil: the standard one).
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { changed() } }
    /// The appearance in a compact-height bar at the scroll edge (iOS 15).
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { changed() } }
    /// The search controller whose search bar the navigation bar shows under the title row (iOS 11).
    open var searchController: UISearchController? { didSet { changed() } }
    /// Whether the search bar slides away as the content scrolls up and returns when it is pulled down (true).
    open var hidesSearchBarWhenScrolling = true { didSet { changed() } }
    /// Where the item would like its search bar (iOS 16; `.automatic`).
    open var preferredSearchBarPlacement: SearchBarPlacement = .automatic { didSet { changed() } }
    /// Where the bar puts the search bar: stacked under the title row.
    // Linux: a desktop window's bar is laid out as an iPhone's, which stacks the search bar whatever the
    // preference (docs/DIFFERENCES.md).
    open var searchBarPlacement: SearchBarPlacement { .stacked }
    /// Whether the content scrolled the search bar away (`hidesSearchBarWhenScrolling`).
    var searchBarCollapsed = false
    /// The bar showing this item, told to lay out again when the item changes.
    weak var hostBar: UIView?

    /// An item with a title.
    public init(title: String) {
        self.title = title
        super.init()
    }

    public override init() { super.init() }

    /// An item from an archive (a `<navigationItem>` of a navigation bar in a nib).
    public required init?(coder: NSCoder) {
        super.init()
        if let nib = coder as? NibCoder { decodeNavigationItemKeys(nib) }
    }

    /// The first left item.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first right item.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets the left items (the change is not animated here).
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets the right items (the change is not animated here).
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Sets the first left item.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets the first right item.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Hides or shows the back button.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

    /// The bar showing this item shows the change: its title, buttons and views are made again from the item
    /// (a controller sets its buttons in viewDidLoad, after its item went on the bar).
    private func changed() {
        if let bar = hostBar as? UINavigationBar { bar.navigationItemDidChange(self) } else { hostBar?.setNeedsLayout() }
    }
}
