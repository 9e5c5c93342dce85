import Foundation

/// A placeholder in a menu whose elements are provided when the menu is shown; the menu shows "Loading…"
/// until the provider calls its completion.
@preconcurrency @MainActor
open class UIDeferredMenuElement: UIMenuElement {
    /// The provider: it calls its argument, once, with the elements to show in the placeholder's place.
    public typealias Provider = @MainActor (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void

    let elementProvider: Provider
    /// Whether the provider runs each time the menu is shown, rather than once.
    let isUncached: Bool
    /// The elements of a cached element once provided.
    var providedElements: [UIMenuElement]?

    private init(provider: @escaping Provider, uncached: Bool) {
        elementProvider = provider
        isUncached = uncached
        super.init(title: "", image: nil)
    }

    /// A deferred element whose elements are provided once and kept.
    public convenience init(_ elementProvider: @escaping @MainActor (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void) {
        self.init(provider: elementProvider, uncached: false)
    }

    /// A deferred element whose provider runs each time the menu is shown (iOS 15).
    public class func uncached(_ elementProvider: @escaping @MainActor (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void) -> UIDeferredMenuElement {
        UIDeferredMenuElement(provider: elementProvider, uncached: true)
    }
}
