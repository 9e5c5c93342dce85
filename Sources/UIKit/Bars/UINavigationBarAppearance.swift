import Foundation

/// The look of a navigation bar: background, titles and buttons (iOS 13).
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// Text attributes of the inline title (font and foreground colour are drawn).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Text attributes of the large title.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// An offset applied to the inline title.
    open var titlePositionAdjustment: UIOffset = .zero
    /// The look of plain items.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The look of done items.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    /// The look of the back button.
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The back chevron image (nil: the system chevron).
    open private(set) var backIndicatorImage: UIImage?
    /// The mask used while the back chevron animates.
    open private(set) var backIndicatorTransitionMaskImage: UIImage?

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let n = barAppearance as? UINavigationBarAppearance {
            titleTextAttributes = n.titleTextAttributes
            largeTitleTextAttributes = n.largeTitleTextAttributes
            titlePositionAdjustment = n.titlePositionAdjustment
            buttonAppearance = n.buttonAppearance.copy() as UIBarButtonItemAppearance
            doneButtonAppearance = n.doneButtonAppearance.copy() as UIBarButtonItemAppearance
            backButtonAppearance = n.backButtonAppearance.copy() as UIBarButtonItemAppearance
            backIndicatorImage = n.backIndicatorImage
            backIndicatorTransitionMaskImage = n.backIndicatorTransitionMaskImage
        }
    }

    public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }

    public convenience init() { self.init(idiom: UIDevice.current.userInterfaceIdiom) }

    // Linux: there are no nib archives; the initializer exists so iOS subclasses compile.
    public required init(coder: NSCoder) { super.init(coder: coder) }

    /// Sets the back chevron and its transition mask (both or neither, as Apple requires).
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage
        self.backIndicatorTransitionMaskImage = backIndicatorTransitionMaskImage
    }
}
