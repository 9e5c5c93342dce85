import Foundation

/// How bar button items of one style look in each state (iOS 13).
@preconcurrency @MainActor
open class UIBarButtonItemAppearance: NSObject {
    /// The normal state.
    public let normal = UIBarButtonItemStateAppearance()
    /// The highlighted (pressed) state.
    public let highlighted = UIBarButtonItemStateAppearance()
    /// The disabled state.
    public let disabled = UIBarButtonItemStateAppearance()
    /// The focused state.
    public let focused = UIBarButtonItemStateAppearance()

    /// The default look of plain items.
    public convenience override init() { self.init(style: .plain) }

    /// The default look of items of `style`.
    public required init(style: UIBarButtonItem.Style) {
        super.init()
        configureWithDefault(for: style)
    }

    // Linux: there are no nib archives; the initializer exists so iOS subclasses compile.
    public required init?(coder: NSCoder) { super.init() }

    /// Resets every state to the default look of `style` (no attributes: the bar's font and tint).
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        for s in [normal, highlighted, disabled, focused] { s.copy(from: UIBarButtonItemStateAppearance()) }
    }

    /// NSObject's untyped copy, the same copy (disfavoured: `appearance.copy()` is the typed one, as on iOS).
    // Linux: see UIBarAppearance.copy().
    @_disfavoredOverload
    open override func copy() -> Any { mainActorCopy { makeCopy() } }

    /// A copy of the appearance.
    open func copy() -> Self { makeCopy() }

    private func makeCopy() -> Self {
        let c = Self(style: .plain)
        c.normal.copy(from: normal)
        c.highlighted.copy(from: highlighted)
        c.disabled.copy(from: disabled)
        c.focused.copy(from: focused)
        return c
    }
}
