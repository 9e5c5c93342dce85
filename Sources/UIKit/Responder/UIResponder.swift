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

    // MARK: UIAccessibilityContainer — the walk asks these, so overriding them (instead of setting
    // `accessibilityElements`) declares the container's elements, as on iOS.

    /// How many elements the container holds (`accessibilityElements`' count by default).
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }
    /// The element at `index` (from `accessibilityElements` by default; nil out of range).
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
    /// Where `element` is among the container's elements (NSNotFound when it is not one).
    open func index(ofAccessibilityElement element: Any) -> Int {
        AccessibilityContainerDefaults.index(of: element, in: accessibilityElements)
    }

    // MARK: UIAccessibilityAction — what a screen reader's gestures ask of the focused element.

    /// A swipe up on an adjustable element (`.adjustable`): does nothing by default.
    open func accessibilityIncrement() {}
    /// A swipe down on an adjustable element: does nothing by default.
    open func accessibilityDecrement() {}
    /// A double tap: return true when the element handled it (false by default, and the screen reader then
    /// taps the activation point).
    open func accessibilityActivate() -> Bool { false }
    /// The two-finger scrub (escape): return true when the element dismissed something (false by default).
    open func accessibilityPerformEscape() -> Bool { false }

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
    open var isFirstResponder: Bool {
        guard let window = responderWindow else { return false }
        return window.firstResponderStorage === self
    }

    /// Asks to become the first responder of its window (Apple's rules): already first responder → true;
    /// not in a window, or `canBecomeFirstResponder` false → false; otherwise the window's current first
    /// responder is asked `canResignFirstResponder`, then `resignFirstResponder()`, and either refusing keeps
    /// it (false). One first responder per window; the key window's gets the keys.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard let window = responderWindow, canBecomeFirstResponder else { return false }
        if let current = window.firstResponderStorage {
            guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
            // The resigning responder's own code may have made another one first responder.
            if window.firstResponderStorage != nil, window.firstResponderStorage !== current { return false }
        }
        window.firstResponderStorage = self
        EventDispatcher.shared.firstResponderDidChange()
        return true
    }

    /// Gives up first-responder status and returns true (Apple's default; `canResignFirstResponder` is what
    /// callers such as `becomeFirstResponder()` and `endEditing(false)` ask first).
    @discardableResult
    open func resignFirstResponder() -> Bool {
        if let window = responderWindow, window.firstResponderStorage === self {
            window.firstResponderStorage = nil
            EventDispatcher.shared.firstResponderDidChange()
        }
        return true
    }

    /// Nesting depth of forced resignations (`endEditing(true)`): while above zero a responder resigns even
    /// when it would refuse (text fields skip their delegate's should-end answer).
    static var forcingResignation = 0
    /// Whether a forced `endEditing(true)` is resigning the first responder.
    static var isForcingResignation: Bool { forcingResignation > 0 }

    /// The window whose first responder this responder can be: a view's window (a window is its own), a
    /// view controller's view's window; none for other responders.
    var responderWindow: UIWindow? { nil }

    /// The first responder of the key window (of the frontmost visible window when none is key): the one
    /// that gets keys, typed text and nil-targeted actions.
    static var currentFirstResponder: UIResponder? {
        keyboardWindow?.firstResponderStorage
    }

    /// The window keys go to: the key window, or the frontmost visible one when none is key.
    static var keyboardWindow: UIWindow? {
        UIApplication.shared.keyWindowStorage ?? UIApplication.shared.visibleWindows.last
    }

    /// Forgets the first responder without asking it (a forced `endEditing(true)`, a view leaving its window
    /// that would not resign).
    func dropFirstResponderStatus() {
        guard let window = responderWindow, window.firstResponderStorage === self else { return }
        window.firstResponderStorage = nil
        EventDispatcher.shared.firstResponderDidChange()
    }

    /// Rebuilds the input views of the first responder (`inputView`, `inputAccessoryView`). A desktop shows no
    /// software keyboard or input views, so nothing is redrawn; the text-input state (the IME's place) is
    /// refreshed.
    // Linux: no software keyboard is shown, so input views are never displayed (docs/DIFFERENCES.md).
    open func reloadInputViews() {
        if isFirstResponder { EventDispatcher.shared.firstResponderDidChange() }
    }

    /// A custom view shown instead of the system keyboard while this responder is first responder (nil).
    // Linux: kept, never shown: the desktop has a hardware keyboard (docs/DIFFERENCES.md).
    open var inputView: UIView? { nil }

    /// A custom accessory view shown above the keyboard while this responder is first responder (nil).
    // Linux: kept, never shown (docs/DIFFERENCES.md).
    open var inputAccessoryView: UIView? { nil }

    // MARK: Touches — unhandled ones go to the next responder.

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }

    // MARK: Presses (physical keys and buttons) — unhandled ones go to the next responder.

    /// A text-input first responder (UIKeyInput) takes the keys that type or edit text here, as UIKit's text
    /// views do, so a subclass that handles a key without calling super keeps it from being typed.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let input = self as? UIKeyInput, isFirstResponder {
            let rest = presses.filter { !EventDispatcher.shared.performTextKey($0, for: input) }
            if rest.isEmpty { return }
            next?.pressesBegan(rest, with: event)
            return
        }
        next?.pressesBegan(presses, with: event)
    }
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesChanged(presses, with: event) }
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesEnded(presses, with: event) }
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesCancelled(presses, with: event) }

    // MARK: Motion

    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionBegan(motion, with: event) }
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionEnded(motion, with: event) }
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionCancelled(motion, with: event) }

    // MARK: Edit actions (UIResponderStandardEditActions)

    /// Whether this responder can perform `action` now (for menus, shortcuts and nil-targeted actions): by
    /// default whether its class implements the method. Override to enable or disable commands.
    // Linux: "implements" is what `responds(to:)` finds: the methods a selector was made from for the
    // responder's class (UIKit's own classes record theirs), see ObjectiveC.Selector.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        responds(to: action)
    }

    /// The responder that performs `action`: this one when `canPerformAction(_:withSender:)` says so,
    /// otherwise the answer of the next responder (nil at the end of the chain).
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        if canPerformAction(action, withSender: sender) { return self }
        return next?.target(forAction: action, withSender: sender)
    }

    /// The nearest undo manager along the responder chain; every window has one.
    open var undoManager: UndoManager? { next?.undoManager }

    /// Validates a menu command (UICommand, UIKeyCommand) before it is shown; nothing by default.
    open func validate(_ command: UICommand) {}
    /// The standard `cut:` edit action: not implemented by UIResponder itself (subclasses that handle it override).
    open func cut(_ sender: Any?) { UIResponder.unrecognized("cut:", self) }
    /// The standard `copy:` edit action: not implemented by UIResponder itself (subclasses that handle it override).
    open func copy(_ sender: Any?) { UIResponder.unrecognized("copy:", self) }
    /// The standard `paste:` edit action: not implemented by UIResponder itself (subclasses that handle it override).
    open func paste(_ sender: Any?) { UIResponder.unrecognized("paste:", self) }
    /// The standard `select:` edit action: not implemented by UIResponder itself (subclasses that handle it override).
    open func select(_ sender: Any?) { UIResponder.unrecognized("select:", self) }
    /// The standard `selectAll:` edit action: not implemented by UIResponder itself (subclasses that handle it override).
    open func selectAll(_ sender: Any?) { UIResponder.unrecognized("selectAll:", self) }
    /// The standard `delete:` edit action: not implemented by UIResponder itself (subclasses that handle it override).
    open func delete(_ sender: Any?) { UIResponder.unrecognized("delete:", self) }
    /// The standard `makeTextWritingDirectionLeftToRight:` edit action: not implemented by UIResponder itself (subclasses that handle it override).
    open func makeTextWritingDirectionLeftToRight(_ sender: Any?) { UIResponder.unrecognized("makeTextWritingDirectionLeftToRight:", self) }
    /// The standard `makeTextWritingDirectionRightToLeft:` edit action: not implemented by UIResponder itself (subclasses that handle it override).
    open func makeTextWritingDirectionRightToLeft(_ sender: Any?) { UIResponder.unrecognized("makeTextWritingDirectionRightToLeft:", self) }
    /// The standard `toggleBoldface:` edit action: not implemented by UIResponder itself (subclasses that handle it override).
    open func toggleBoldface(_ sender: Any?) { UIResponder.unrecognized("toggleBoldface:", self) }
    /// The standard `toggleItalics:` edit action: not implemented by UIResponder itself (subclasses that handle it override).
    open func toggleItalics(_ sender: Any?) { UIResponder.unrecognized("toggleItalics:", self) }
    /// The standard `toggleUnderline:` edit action: not implemented by UIResponder itself (subclasses that handle it override).
    open func toggleUnderline(_ sender: Any?) { UIResponder.unrecognized("toggleUnderline:", self) }
    /// The standard `increaseSize:` edit action: not implemented by UIResponder itself (subclasses that handle it override).
    open func increaseSize(_ sender: Any?) { UIResponder.unrecognized("increaseSize:", self) }
    /// The standard `decreaseSize:` edit action: not implemented by UIResponder itself (subclasses that handle it override).
    open func decreaseSize(_ sender: Any?) { UIResponder.unrecognized("decreaseSize:", self) }
    /// The standard `pasteAndMatchStyle:` edit action: not implemented by UIResponder itself (subclasses that handle it override).
    open func pasteAndMatchStyle(_ sender: Any?) { UIResponder.unrecognized("pasteAndMatchStyle:", self) }
    /// The standard `pasteAndGo:` edit action: not implemented by UIResponder itself (subclasses that handle it override).
    open func pasteAndGo(_ sender: Any?) { UIResponder.unrecognized("pasteAndGo:", self) }
    /// The standard `pasteAndSearch:` edit action: not implemented by UIResponder itself (subclasses that handle it override).
    open func pasteAndSearch(_ sender: Any?) { UIResponder.unrecognized("pasteAndSearch:", self) }
    /// The standard `find:` edit action: not implemented by UIResponder itself (subclasses that handle it override).
    open func find(_ sender: Any?) { UIResponder.unrecognized("find:", self) }
    /// The standard `findNext:` edit action: not implemented by UIResponder itself (subclasses that handle it override).
    open func findNext(_ sender: Any?) { UIResponder.unrecognized("findNext:", self) }
    /// The standard `findPrevious:` edit action: not implemented by UIResponder itself (subclasses that handle it override).
    open func findPrevious(_ sender: Any?) { UIResponder.unrecognized("findPrevious:", self) }
    /// The standard `findAndReplace:` edit action: not implemented by UIResponder itself (subclasses that handle it override).
    open func findAndReplace(_ sender: Any?) { UIResponder.unrecognized("findAndReplace:", self) }
    /// The standard `useSelectionForFind:` edit action: not implemented by UIResponder itself (subclasses that handle it override).
    open func useSelectionForFind(_ sender: Any?) { UIResponder.unrecognized("useSelectionForFind:", self) }
    /// The standard `rename:` edit action: not implemented by UIResponder itself (subclasses that handle it override).
    open func rename(_ sender: Any?) { UIResponder.unrecognized("rename:", self) }
    /// The standard `duplicate:` edit action: not implemented by UIResponder itself (subclasses that handle it override).
    open func duplicate(_ sender: Any?) { UIResponder.unrecognized("duplicate:", self) }
    /// The standard `move:` edit action: not implemented by UIResponder itself (subclasses that handle it override).
    open func move(_ sender: Any?) { UIResponder.unrecognized("move:", self) }
    /// The standard `export:` edit action: not implemented by UIResponder itself (subclasses that handle it override).
    open func export(_ sender: Any?) { UIResponder.unrecognized("export:", self) }
    /// Apple's trap for an edit action sent to a responder that does not implement it.
    static func unrecognized(_ name: String, _ receiver: UIResponder) -> Never {
        fatalError("-[\(type(of: receiver)) \(name)]: unrecognized selector sent to instance \(Unmanaged.passUnretained(receiver).toOpaque())")
    }

    /// The standard edit actions by selector name, called through the class's own override (virtual
    /// dispatch), so a subclass's method runs even when no selector recorded it.
    static let standardEditActions: [String: @MainActor (UIResponder, Any?) -> Void] = [
        "cut:": { $0.cut($1) },
        "copy:": { $0.copy($1) },
        "paste:": { $0.paste($1) },
        "select:": { $0.select($1) },
        "selectAll:": { $0.selectAll($1) },
        "delete:": { $0.delete($1) },
        "makeTextWritingDirectionLeftToRight:": { $0.makeTextWritingDirectionLeftToRight($1) },
        "makeTextWritingDirectionRightToLeft:": { $0.makeTextWritingDirectionRightToLeft($1) },
        "toggleBoldface:": { $0.toggleBoldface($1) },
        "toggleItalics:": { $0.toggleItalics($1) },
        "toggleUnderline:": { $0.toggleUnderline($1) },
        "increaseSize:": { $0.increaseSize($1) },
        "decreaseSize:": { $0.decreaseSize($1) },
        "pasteAndMatchStyle:": { $0.pasteAndMatchStyle($1) },
        "pasteAndGo:": { $0.pasteAndGo($1) },
        "pasteAndSearch:": { $0.pasteAndSearch($1) },
        "find:": { $0.find($1) },
        "findNext:": { $0.findNext($1) },
        "findPrevious:": { $0.findPrevious($1) },
        "findAndReplace:": { $0.findAndReplace($1) },
        "useSelectionForFind:": { $0.useSelectionForFind($1) },
        "rename:": { $0.rename($1) },
        "duplicate:": { $0.duplicate($1) },
        "move:": { $0.move($1) },
        "export:": { $0.export($1) },
    ]

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
