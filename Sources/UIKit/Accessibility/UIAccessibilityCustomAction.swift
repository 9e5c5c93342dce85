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

    /// The object the selector form sends its action to (not retained).
    open weak var target: AnyObject?
    /// The selector form's action: a method taking the custom action (or nothing) and returning a Bool.
    open var selector: Selector?

    /// An action named `name` that sends `selector` to `target` with the action; its Bool result is the
    /// action's (a method returning nothing counts as success, false when the target is gone).
    public init(name: String, target: Any?, selector: Selector) {
        self.name = name
        self.target = target.map { $0 as AnyObject }
        self.selector = selector
        super.init()
    }

    /// An attributed name (its string is the name) that sends `selector` to `target`.
    public convenience init(attributedName: NSAttributedString, target: Any?, selector: Selector) {
        self.init(name: attributedName.string, target: target, selector: selector)
    }

    /// Runs the action (what a screen reader does when the user picks it).
    // Linux: Apple's screen reader calls the handler itself; this lets a UI-test driver do the same.
    @discardableResult
    public func perform() -> Bool {
        if let actionHandler { return actionHandler(self) }
        guard let selector, let target else { return false }
        return (selector.invoke(on: target, with: self) as? Bool) ?? true
    }
}
