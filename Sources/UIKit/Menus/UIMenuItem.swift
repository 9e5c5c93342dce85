import Foundation

/// A custom item of the shared menu controller's menu: a title and the action sent along the responder chain.
@preconcurrency @MainActor
open class UIMenuItem: NSObject {
    /// The item's title.
    open var title: String
    /// The action sent to the first responder (the item shows only when a responder can perform it).
    open var action: Selector

    public init(title: String, action: Selector) {
        self.title = title
        self.action = action
        super.init()
    }
}
