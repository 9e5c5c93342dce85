// Frame stage 3 recognizers and responders (docs/ARCHITECTURE.md). Before: 2, dispatch and hit-test — Events/EventDispatcher.handle.
// After: 4, layout — Application/MainLoop.endTurn → QuartzCore CATransaction.layoutAndDisplay → UIView/UIView+Layout.layoutPass.
import Foundation
@_spi(OpenUIKit) import ObjectiveC

/// An object that can respond to and handle events: the base of views, view controllers, windows
/// and the application. Unhandled events travel along `next`.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }

    // MARK: UIAccessibility — in the class body so that subclasses override them (see AccessibilityReadable).

    /// Whether the object is an element a screen reader stops at (false by default; true for labels, controls
    /// and UIAccessibilityElement).
    open var isAccessibilityElement: Bool {
        get { AccessibilityStorage.read(self, \.isElement) ?? UIKitAccessibilityDefaults.isElement(self) }
        set { AccessibilityStorage.write(self, \.isElement, newValue) }
    }
    /// A short description of the element (a label's text, a button's title by default).
    open var accessibilityLabel: String? {
        get { AccessibilityStorage.read(self, \.label) ?? UIKitAccessibilityDefaults.label(self) }
        set { AccessibilityStorage.write(self, \.label, newValue) }
    }
    /// What happens when the element is activated.
    open var accessibilityHint: String? {
        get { AccessibilityStorage.read(self, \.hint) }
        set { AccessibilityStorage.write(self, \.hint, newValue) }
    }
    /// The element's value (a progress view's percentage by default).
    open var accessibilityValue: String? {
        get { AccessibilityStorage.read(self, \.value) ?? UIKitAccessibilityDefaults.value(self) }
        set { AccessibilityStorage.write(self, \.value, newValue) }
    }
    /// What the element is and how it behaves (.button for buttons, .staticText for labels, .image for image
    /// views, .notEnabled for disabled controls, by default).
    open var accessibilityTraits: UIAccessibilityTraits {
        get { AccessibilityStorage.read(self, \.traits) ?? UIKitAccessibilityDefaults.traits(self) }
        set { AccessibilityStorage.write(self, \.traits, newValue) }
    }
    /// The element's frame in screen coordinates (a view's bounds on its screen by default).
    open var accessibilityFrame: CGRect {
        get { AccessibilityStorage.read(self, \.frame) ?? UIKitAccessibilityDefaults.frame(self) }
        set { AccessibilityStorage.write(self, \.frame, newValue) }
    }
    /// The element's outline in screen coordinates, when not its frame.
    open var accessibilityPath: UIBezierPath? {
        get { AccessibilityStorage.read(self, \.path) }
        set { AccessibilityStorage.write(self, \.path, newValue) }
    }
    /// Where activating the element touches, in screen coordinates (the middle of its frame by default).
    open var accessibilityActivationPoint: CGPoint {
        get { AccessibilityStorage.read(self, \.activationPoint) ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { AccessibilityStorage.write(self, \.activationPoint, newValue) }
    }
    /// Whether the elements inside this one are hidden from screen readers.
    open var accessibilityElementsHidden: Bool {
        get { AccessibilityStorage.read(self, \.elementsHidden) ?? false }
        set { AccessibilityStorage.write(self, \.elementsHidden, newValue) }
    }
    /// Whether screen readers ignore the elements beside this view (a modal view).
    open var accessibilityViewIsModal: Bool {
        get { AccessibilityStorage.read(self, \.viewIsModal) ?? false }
        set { AccessibilityStorage.write(self, \.viewIsModal, newValue) }
    }
    /// Whether the elements inside are read as a group, in order, before those outside.
    open var shouldGroupAccessibilityChildren: Bool {
        get { AccessibilityStorage.read(self, \.groupsChildren) ?? false }
        set { AccessibilityStorage.write(self, \.groupsChildren, newValue) }
    }
    /// The elements inside this container, in reading order (nil: a view's subviews).
    open var accessibilityElements: [Any]? {
        get { AccessibilityStorage.read(self, \.elements) }
        set { AccessibilityStorage.write(self, \.elements, newValue) }
    }
    /// What kind of container this is.
    open var accessibilityContainerType: UIAccessibilityContainerType {
        get { AccessibilityStorage.read(self, \.containerType) ?? .none }
        set { AccessibilityStorage.write(self, \.containerType, newValue) }
    }
    /// Extra actions a screen reader offers on the element.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { AccessibilityStorage.read(self, \.customActions) }
        set { AccessibilityStorage.write(self, \.customActions, newValue) }
    }

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
