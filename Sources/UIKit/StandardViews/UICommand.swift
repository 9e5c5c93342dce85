import Foundation

/// A menu element that sends an action selector along the responder chain when chosen.
@preconcurrency @MainActor
open class UICommand: UIMenuElement {
    /// The action sent when the command is chosen.
    // Linux: Apple's UICommand.action is a non-optional `Selector` and UIKeyCommand redeclares it optional;
    // Swift cannot change a property's type in a subclass, so both answer `Selector?`.
    open private(set) var action: Selector?
    /// Data the command carries to its action.
    open private(set) var propertyList: Any?
    /// Commands shown instead of this one while other modifier keys are held.
    open private(set) var alternates: [UICommandAlternate] = []
    /// The title shown in a discoverability HUD (the title when nil).
    open var discoverabilityTitle: String?
    /// How the command looks and behaves.
    open var attributes: UIMenuElement.Attributes = []
    /// The command's checked state.
    open var state: UIMenuElement.State = .off

    /// A command with a title and an action.
    public init(title: String = "", image: UIImage? = nil, action: Selector, propertyList: Any? = nil,
                alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        self.action = action
        self.propertyList = propertyList
        self.alternates = alternates
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, image: image)
    }
}
