import Foundation

/// An accessibility element for something that is not a view (a part of a view's drawing).
@preconcurrency @MainActor
open class UIAccessibilityElement: NSObject {
    /// The element's container (a view, or another element).
    open weak var accessibilityContainer: AnyObject?
    /// The element's frame in its container's coordinates; accessibilityFrame follows it.
    open var accessibilityFrameInContainerSpace: CGRect = .zero {
        didSet {
            guard let view = accessibilityContainer as? UIView else { return }
            accessibilityFrame = view.convert(accessibilityFrameInContainerSpace, to: nil)
        }
    }

    /// An element inside `container`. It is an accessibility element by default.
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
        isAccessibilityElement = true
    }

    // MARK: UIAccessibility — in the class body so that subclasses override them (see AccessibilityReadable).

    /// Whether the object is an element a screen reader stops at (false by default; true for labels, controls
    /// and UIAccessibilityElement).
    open var isAccessibilityElement: Bool {
        get { AccessibilityStorage.read(self, \.isElement) ?? false }
        set { AccessibilityStorage.write(self, \.isElement, newValue) }
    }
    /// A short description of the element (a label's text, a button's title by default).
    open var accessibilityLabel: String? {
        get { AccessibilityStorage.read(self, \.label) }
        set { AccessibilityStorage.write(self, \.label, newValue) }
    }
    /// What happens when the element is activated.
    open var accessibilityHint: String? {
        get { AccessibilityStorage.read(self, \.hint) }
        set { AccessibilityStorage.write(self, \.hint, newValue) }
    }
    /// The element's value (a progress view's percentage by default).
    open var accessibilityValue: String? {
        get { AccessibilityStorage.read(self, \.value) }
        set { AccessibilityStorage.write(self, \.value, newValue) }
    }
    /// What the element is and how it behaves (.button for buttons, .staticText for labels, .image for image
    /// views, .notEnabled for disabled controls, by default).
    open var accessibilityTraits: UIAccessibilityTraits {
        get { AccessibilityStorage.read(self, \.traits) ?? .none }
        set { AccessibilityStorage.write(self, \.traits, newValue) }
    }
    /// The element's frame in screen coordinates (a view's bounds on its screen by default).
    open var accessibilityFrame: CGRect {
        get { AccessibilityStorage.read(self, \.frame) ?? .zero }
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
}

extension UIAccessibilityElement: AccessibilityReadable {}
