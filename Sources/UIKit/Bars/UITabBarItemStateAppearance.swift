import Foundation

/// How tab bar items look in one state (iOS 13): the title's attributes and offset, the icon's colour, and the
/// badge's colour, text and offsets.
@preconcurrency @MainActor
open class UITabBarItemStateAppearance: NSObject {
    /// Text attributes of the title (font and foreground colour are drawn).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// An offset applied to the title.
    open var titlePositionAdjustment: UIOffset = .zero
    /// The icon's colour (nil: the bar's colour for the state — the tint when selected, gray otherwise).
    open var iconColor: UIColor?
    /// An offset applied to the badge.
    open var badgePositionAdjustment: UIOffset = .zero
    /// The badge's colour (nil: the item's `badgeColor`, else system red).
    open var badgeBackgroundColor: UIColor?
    /// Text attributes of the badge's text.
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// An offset applied to the badge's text within the badge.
    open var badgeTitlePositionAdjustment: UIOffset = .zero

    override init() { super.init() }

    func copy(from other: UITabBarItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        iconColor = other.iconColor
        badgePositionAdjustment = other.badgePositionAdjustment
        badgeBackgroundColor = other.badgeBackgroundColor
        badgeTextAttributes = other.badgeTextAttributes
        badgeTitlePositionAdjustment = other.badgeTitlePositionAdjustment
    }
}
