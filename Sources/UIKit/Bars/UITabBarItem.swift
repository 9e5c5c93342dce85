import Foundation

/// An item of a tab bar: a title over an image (another when selected), and a badge.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// The system's tab items (Apple's raw values).
    public enum SystemItem: Int, Sendable {
        case more = 0, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
             mostRecent, mostViewed
    }

    /// The image shown while the item is selected (nil: `image`).
    open var selectedImage: UIImage? { didSet { itemDidChange() } }
    /// Text in the red badge at the image's top right (nil: no badge).
    open var badgeValue: String? { didSet { itemDidChange() } }
    /// The badge's colour (nil: system red).
    open var badgeColor: UIColor? { didSet { itemDidChange() } }
    /// An offset applied to the title.
    open var titlePositionAdjustment: UIOffset = .zero { didSet { itemDidChange() } }
    /// The tab bar's appearance while this item is selected (iOS 13).
    open var standardAppearance: UITabBarAppearance?
    /// The appearance at the scroll edge while this item is selected (iOS 15).
    open var scrollEdgeAppearance: UITabBarAppearance?
    private var badgeAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// The system item it was made as, if any.
    // Linux: Apple keeps this private; tests and the bar read it.
    public private(set) var systemItem: SystemItem?

    public override init() { super.init() }

    /// An item from an archive (a storyboard's `<tabBarItem>`).
    public required init?(coder: NSCoder) {
        super.init()
        systemItem = UIBarItem.nibSystemItem(coder, SystemItem.self)
        if let nib = coder as? NibCoder { decodeTabBarItemKeys(nib) }
    }

    /// An item with a title, an image and a tag.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// An item with a title and images for the normal and selected states.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// One of the system's items, with Apple's English title.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.systemItem = systemItem
        self.tag = tag
    }

    /// The title a tab bar shows: the item's own, else the system item's.
    var displayTitle: String? {
        if let title { return title }
        switch systemItem {
        case .more: return "More"
        case .favorites: return "Favorites"
        case .featured: return "Featured"
        case .topRated: return "Top Rated"
        case .recents: return "Recents"
        case .contacts: return "Contacts"
        case .history: return "History"
        case .bookmarks: return "Bookmarks"
        case .search: return "Search"
        case .downloads: return "Downloads"
        case .mostRecent: return "Most Recent"
        case .mostViewed: return "Most Viewed"
        case nil: return nil
        }
    }

    /// Sets the badge's text attributes for a control state.
    open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        badgeAttributes[state.rawValue] = textAttributes
        itemDidChange()
    }

    /// The badge's text attributes for a control state.
    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        badgeAttributes[state.rawValue]
    }
}
