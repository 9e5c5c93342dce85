import Foundation

/// How tab bar items of one layout look in each state (iOS 13). A tab bar lays its items out stacked (the
/// icon over the title), inline (the icon beside the title, in a regular width) or compact inline (beside, in
/// a compact height).
@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObject {
    /// The item layouts (Apple's raw values).
    public enum Style: Int, Sendable {
        case stacked = 0
        case inline = 1
        case compactInline = 2
    }

    /// The normal state.
    public let normal = UITabBarItemStateAppearance()
    /// The selected state.
    public let selected = UITabBarItemStateAppearance()
    /// The disabled state.
    public let disabled = UITabBarItemStateAppearance()
    /// The focused state.
    public let focused = UITabBarItemStateAppearance()

    /// The default look of stacked items.
    public convenience override init() { self.init(style: .stacked) }

    /// The default look of items in `style`.
    public required init(style: Style) {
        super.init()
        configureWithDefault(for: style)
    }

    // Linux: there are no nib archives; the initializer exists so iOS subclasses compile.
    public required init(coder: NSCoder) { super.init() }

    /// Resets every state to the default look of `style` (no attributes: the bar's fonts and colours).
    open func configureWithDefault(for style: Style) {
        for s in [normal, selected, disabled, focused] { s.copy(from: UITabBarItemStateAppearance()) }
    }

    /// NSObject's untyped copy, the same copy (disfavoured: `appearance.copy()` is the typed one, as on iOS).
    // Linux: see UIBarAppearance.copy().
    @_disfavoredOverload
    open override func copy() -> Any { mainActorCopy { makeCopy() } }

    /// A copy of the appearance.
    open func copy() -> Self { makeCopy() }

    private func makeCopy() -> Self {
        let c = Self(style: .stacked)
        c.normal.copy(from: normal)
        c.selected.copy(from: selected)
        c.disabled.copy(from: disabled)
        c.focused.copy(from: focused)
        return c
    }
}
