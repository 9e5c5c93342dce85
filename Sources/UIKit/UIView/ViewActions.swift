import Foundation

/// Decides what a view's layer does when a property changes: nothing outside animation blocks
/// (NSNull stops the action search), an animation inside one.
@MainActor
enum ViewActions {
    /// The action of a view's layer for `key`: what the innermost open `UIView.animate` block records, if
    /// any, otherwise NSNull.
    static func action(for view: UIView, layer: CALayer, key: String) -> CAAction? {
        UIViewAnimationState.action(for: view, layer: layer, key: key) ?? null
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
