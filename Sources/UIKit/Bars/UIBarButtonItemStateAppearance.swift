import Foundation

/// How bar button items look in one state (iOS 13).
@preconcurrency @MainActor
open class UIBarButtonItemStateAppearance: NSObject {
    /// Text attributes of the title (font and foreground colour are drawn).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// An offset applied to the title.
    open var titlePositionAdjustment: UIOffset = .zero
    /// An image drawn behind the item.
    open var backgroundImage: UIImage?
    /// An offset applied to the background image.
    open var backgroundImagePositionAdjustment: UIOffset = .zero

    override init() { super.init() }

    func copy(from other: UIBarButtonItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        backgroundImage = other.backgroundImage
        backgroundImagePositionAdjustment = other.backgroundImagePositionAdjustment
    }
}
