import Foundation

/// The look of a toolbar (iOS 13).
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    /// The look of plain items.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The look of done items.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let t = barAppearance as? UIToolbarAppearance {
            buttonAppearance = t.buttonAppearance.copy() as UIBarButtonItemAppearance
            doneButtonAppearance = t.doneButtonAppearance.copy() as UIBarButtonItemAppearance
        }
    }

    public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }

    public convenience init() { self.init(idiom: UIDevice.current.userInterfaceIdiom) }

    // Linux: there are no nib archives; the initializer exists so iOS subclasses compile.
    public required init(coder: NSCoder) { super.init(coder: coder) }
}
