import Foundation

/// A prototype cell of a table or collection view in an IB document (`<prototypes>`, `<cells>`): made again
/// for each cell the list's reuse queue needs, by a load of its own element with the document's owner
/// (the scene's controller) as File's Owner, so that actions from controls in the cell reach it.
///
/// It keeps the owner weakly: the list keeps its prototypes for its life, and the owner keeps the list.
@MainActor
final class NibPrototype {
    let element: NibElement
    private let bundle: Bundle?
    private weak var owner: AnyObject?
    private let ownerID: String?
    private weak var storyboard: UIStoryboard?

    /// The prototype `element` of the document `loader` is loading.
    init(element: NibElement, loader: NibLoader) {
        self.element = element
        bundle = loader.bundle
        owner = loader.owner
        let owner = loader.owner
        ownerID = owner.flatMap { o in loader.objects.first { $0.value === o }?.key }
        storyboard = loader.storyboard
    }

    /// A new object from the prototype: decoded, connected, its constraints made, sent awakeFromNib. A
    /// document error is logged with Apple's message and nil returned (the list then makes a plain cell).
    func make() -> AnyObject? {
        let loader = NibLoader(bundle: bundle, owner: owner)
        loader.storyboard = storyboard
        if let ownerID, let owner { loader.objects[ownerID] = owner }
        guard let object = loader.instantiate(element) else { return nil }
        do {
            try loader.finish()
        } catch {
            print("\(error)")
        }
        return object
    }
}
