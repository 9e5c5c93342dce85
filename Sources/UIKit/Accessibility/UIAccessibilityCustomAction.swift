import Foundation

/// An extra action a screen reader offers on an element (in its actions rotor).
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
    /// The action's name, read to the user.
    open var name: String
    /// An image for the action.
    open var image: UIImage?
    /// What the action does; returns whether it succeeded.
    open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?

    /// An action named `name` that runs `actionHandler`.
    public init(name: String, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.name = name
        self.actionHandler = actionHandler
        super.init()
    }

    /// An action named `name` with an image that runs `actionHandler`.
    public init(name: String, image: UIImage?, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.name = name
        self.image = image
        self.actionHandler = actionHandler
        super.init()
    }

    /// Runs the action (what a screen reader does when the user picks it).
    // Linux: Apple's screen reader calls the handler itself; this lets a UI-test driver do the same.
    @discardableResult
    public func perform() -> Bool { actionHandler?(self) ?? false }
}
