import Foundation

/// A menu element and control action that runs a closure when triggered.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// The closure an action runs; it receives the action itself.
    public typealias Handler = @MainActor (UIAction) -> Void

    /// The identifier of an action: unique among a control's actions, so adding one with the same
    /// identifier replaces the previous one.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's identifier (a fresh UUID unless one was given).
    public let identifier: Identifier
    /// The title shown for discoverability (keyboard shortcut HUD).
    open var discoverabilityTitle: String?
    /// The action's attributes (disabled, destructive, hidden …).
    open var attributes: UIMenuElement.Attributes
    /// The action's checked state.
    open var state: UIMenuElement.State
    /// The object that triggered the action while its handler runs (a control, for control actions).
    open internal(set) var sender: Any?
    /// The closure the action runs.
    let handler: Handler

    /// Creates an action. All arguments but the handler may be left out.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off, handler: @escaping Handler) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Runs the handler with `sender` set for its duration.
    func perform(sender: Any?) {
        let previous = self.sender
        self.sender = sender
        handler(self)
        self.sender = previous
    }
}

/// The closure type of a UIAction's handler.
public typealias UIActionHandler = UIAction.Handler
