// Frame stage 3 recognizers and responders (docs/ARCHITECTURE.md). Before: 2, dispatch and hit-test — Events/EventDispatcher.handle.
// After: 4, layout — Application/MainLoop.endTurn → QuartzCore CATransaction.layoutAndDisplay → UIView/UIView+Layout.layoutPass.
import Foundation
@_spi(OpenUIKit) import ObjectiveC

/// An object that can respond to and handle events: the base of views, view controllers, windows
/// and the application. Unhandled events travel along `next`.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }

    /// The next responder in the chain, or nil. Views return their view controller or superview,
    /// windows the application, the application its delegate when that is a responder.
    open var next: UIResponder? { nil }

    /// The key commands this responder handles (nil by default): a key press matching one of them, from the
    /// first responder along the chain, performs its action instead of reaching `pressesBegan`.
    open var keyCommands: [UIKeyCommand]? { nil }

    /// Whether this responder accepts first-responder status. False by default.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder gives up first-responder status when asked. True by default.
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder is its window's first responder.
    open var isFirstResponder: Bool { UIResponder.currentFirstResponder === self }

    /// Asks to become the first responder; succeeds only when `canBecomeFirstResponder` and the current
    /// first responder resigns.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = UIResponder.currentFirstResponder, !current.resignFirstResponder() { return false }
        UIResponder.currentFirstResponder = self
        return true
    }

    /// Gives up first-responder status; returns false when `canResignFirstResponder` is false.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if isFirstResponder { UIResponder.currentFirstResponder = nil }
        return true
    }

    /// The one first responder (one key window receives keyboard events at a time).
    static weak var currentFirstResponder: UIResponder?

    // MARK: Touches — unhandled ones go to the next responder.

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }

    // MARK: Presses (physical keys and buttons) — unhandled ones go to the next responder.

    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesBegan(presses, with: event) }
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesChanged(presses, with: event) }
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesEnded(presses, with: event) }
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesCancelled(presses, with: event) }

    // MARK: Motion

    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionBegan(motion, with: event) }
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionEnded(motion, with: event) }
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionCancelled(motion, with: event) }

    // MARK: Interface Builder (Linux: see UINibConnectable)

    /// Sets the outlet `key` to `value` for the nib loader; false (no such key) unless a subclass has it.
    open func setNibValue(_ value: Any?, forKey key: String) -> Bool { false }

    /// The action named `selector` for the nib loader: a method recorded under that name, if any.
    open func nibAction(named selector: String) -> Selector? {
        let action = Selector(selector)
        return action.isImplemented(by: self) ? action : nil
    }

    // Associated objects go when their owner does (nothing else learns of a death without the runtime).
    deinit { _objc_releaseAssociatedObjects(of: ObjectIdentifier(self)) }
}
