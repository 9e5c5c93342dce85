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
}
