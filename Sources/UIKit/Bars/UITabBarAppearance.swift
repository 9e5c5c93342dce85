import Foundation

/// The look of a tab bar (iOS 13): background and shadow, and the items' layouts.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// The tint of the selected item's indicator image.
    open var selectionIndicatorTintColor: UIColor?
    /// An image drawn behind the selected item.
    open var selectionIndicatorImage: UIImage?

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let t = barAppearance as? UITabBarAppearance {
            selectionIndicatorTintColor = t.selectionIndicatorTintColor
            selectionIndicatorImage = t.selectionIndicatorImage
        }
    }

    public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }

    public convenience init() { self.init(idiom: UIDevice.current.userInterfaceIdiom) }

    // Linux: there are no nib archives; the initializer exists so iOS subclasses compile.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
