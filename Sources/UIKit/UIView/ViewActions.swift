import Foundation

/// Decides what a view's layer does when a property changes: nothing outside animation blocks
/// (NSNull stops the action search), an animation inside one.
@MainActor
enum ViewActions {
    /// The animation context of the innermost open `UIView.animate` block, if any (set by UIView animation).
    nonisolated(unsafe) static var actionProvider: ((UIView, CALayer, String) -> CAAction?)?

    static func action(for view: UIView, layer: CALayer, key: String) -> CAAction? {
        if let provider = actionProvider, let action = provider(view, layer, key) { return action }
        return null
    }

    /// The NSNull returned for every change outside animation blocks (one instance, like Apple's [NSNull null]).
    static let null = NSNull()

    /// Runs `body` with actions disabled in an explicit transaction of its own.
    static func withoutActions(_ body: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }
}
