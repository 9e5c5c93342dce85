import Foundation

/// A variant of a command chosen while other modifier keys are held.
@preconcurrency @MainActor
open class UICommandAlternate: NSObject {
    /// The alternate's title.
    open private(set) var title: String
    /// The action it sends.
    open private(set) var action: Selector
    /// The modifier keys that select it.
    open private(set) var modifierFlags: UIKeyModifierFlags

    public init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
        self.title = title
        self.action = action
        self.modifierFlags = modifierFlags
        super.init()
    }
}
