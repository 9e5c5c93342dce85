import Foundation

/// The look of a tab bar (iOS 13): background and shadow, and the items' layouts.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// The tint of the selected item's indicator image.
    open var selectionIndicatorTintColor: UIColor?
    /// An image drawn behind the selected item.
    open var selectionIndicatorImage: UIImage?
    /// How items look laid out stacked, the icon over the title (a compact width).
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    /// How items look laid out inline, the icon beside the title (a regular width).
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    /// How items look laid out compact inline (a compact height).
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
    /// How stacked items are positioned (automatic: filling a compact width, centred in a regular one).
    open var stackedItemPositioning: UITabBar.ItemPositioning = .automatic
    /// The width of centred stacked items (0: the system's).
    open var stackedItemWidth: CGFloat = 0
    /// The space between centred stacked items (0: the system's).
    open var stackedItemSpacing: CGFloat = 0

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let t = barAppearance as? UITabBarAppearance {
            selectionIndicatorTintColor = t.selectionIndicatorTintColor
            selectionIndicatorImage = t.selectionIndicatorImage
            stackedLayoutAppearance = t.stackedLayoutAppearance.copy()
            inlineLayoutAppearance = t.inlineLayoutAppearance.copy()
            compactInlineLayoutAppearance = t.compactInlineLayoutAppearance.copy()
            stackedItemPositioning = t.stackedItemPositioning
            stackedItemWidth = t.stackedItemWidth
            stackedItemSpacing = t.stackedItemSpacing
        }
    }

    public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }

    public convenience init() { self.init(idiom: UIDevice.current.userInterfaceIdiom) }

    // Linux: there are no nib archives; the initializer exists so iOS subclasses compile.
    public required init(coder: NSCoder) { super.init(coder: coder) }
}
