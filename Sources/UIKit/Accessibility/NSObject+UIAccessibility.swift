import Foundation

// The UIAccessibility informal protocol: every object can be an accessibility element.
// Linux: members of an extension cannot be overridden, so subclasses set these properties instead of
// overriding them; UIKit's own views answer from their state (see UIKitAccessibilityDefaults).
extension NSObject {
    @MainActor private var accessibilityStorage: AccessibilityStorage { AccessibilityStorage.of(self, create: true)! }
    @MainActor private var accessibilityStorageIfAny: AccessibilityStorage? { AccessibilityStorage.of(self, create: false) }

    /// Whether the object is an element a screen reader stops at (false by default; true for labels,
    /// controls and UIAccessibilityElement).
    @preconcurrency @MainActor public var isAccessibilityElement: Bool {
        get { accessibilityStorageIfAny?.isElement ?? UIKitAccessibilityDefaults.isElement(self) }
        set { accessibilityStorage.isElement = newValue }
    }
    /// A short description of the element (a label's text, a button's title by default).
    @preconcurrency @MainActor public var accessibilityLabel: String? {
        get { accessibilityStorageIfAny?.label ?? UIKitAccessibilityDefaults.label(self) }
        set { accessibilityStorage.label = newValue }
    }
    /// What happens when the element is activated.
    @preconcurrency @MainActor public var accessibilityHint: String? {
        get { accessibilityStorageIfAny?.hint }
        set { accessibilityStorage.hint = newValue }
    }
    /// The element's value (a progress view's percentage by default).
    @preconcurrency @MainActor public var accessibilityValue: String? {
        get { accessibilityStorageIfAny?.value ?? UIKitAccessibilityDefaults.value(self) }
        set { accessibilityStorage.value = newValue }
    }
    /// What the element is and how it behaves (.button for buttons, .staticText for labels, .image for image
    /// views, .notEnabled for disabled controls, by default).
    @preconcurrency @MainActor public var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorageIfAny?.traits ?? UIKitAccessibilityDefaults.traits(self) }
        set { accessibilityStorage.traits = newValue }
    }
    /// The element's frame in screen coordinates (a view's bounds on its screen by default).
    @preconcurrency @MainActor public var accessibilityFrame: CGRect {
        get { accessibilityStorageIfAny?.frame ?? UIKitAccessibilityDefaults.frame(self) }
        set { accessibilityStorage.frame = newValue }
    }
    /// The element's outline in screen coordinates, when not its frame.
    @preconcurrency @MainActor public var accessibilityPath: UIBezierPath? {
        get { accessibilityStorageIfAny?.path }
        set { accessibilityStorage.path = newValue }
    }
    /// Where activating the element touches, in screen coordinates (the middle of its frame by default).
    @preconcurrency @MainActor public var accessibilityActivationPoint: CGPoint {
        get {
            if let p = accessibilityStorageIfAny?.activationPoint { return p }
            let f = accessibilityFrame
            return CGPoint(x: f.midX, y: f.midY)
        }
        set { accessibilityStorage.activationPoint = newValue }
    }
    /// Whether the elements inside this one are hidden from screen readers.
    @preconcurrency @MainActor public var accessibilityElementsHidden: Bool {
        get { accessibilityStorageIfAny?.elementsHidden ?? false }
        set { accessibilityStorage.elementsHidden = newValue }
    }
    /// Whether screen readers ignore the elements beside this view (a modal view).
    @preconcurrency @MainActor public var accessibilityViewIsModal: Bool {
        get { accessibilityStorageIfAny?.viewIsModal ?? false }
        set { accessibilityStorage.viewIsModal = newValue }
    }
    /// Whether the elements inside are read as a group, in order, before those outside.
    @preconcurrency @MainActor public var shouldGroupAccessibilityChildren: Bool {
        get { accessibilityStorageIfAny?.groupsChildren ?? false }
        set { accessibilityStorage.groupsChildren = newValue }
    }
    /// The elements inside this container, in reading order (nil: a view's subviews).
    @preconcurrency @MainActor public var accessibilityElements: [Any]? {
        get { accessibilityStorageIfAny?.elements }
        set { accessibilityStorage.elements = newValue }
    }
    /// What kind of container this is.
    @preconcurrency @MainActor public var accessibilityContainerType: UIAccessibilityContainerType {
        get { accessibilityStorageIfAny?.containerType ?? .none }
        set { accessibilityStorage.containerType = newValue }
    }
    /// Extra actions a screen reader offers on the element.
    @preconcurrency @MainActor public var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { accessibilityStorageIfAny?.customActions }
        set { accessibilityStorage.customActions = newValue }
    }
}
