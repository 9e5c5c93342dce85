import Foundation

/// A transition between two view controllers of a storyboard: made when a segue is performed, given to
/// the source's `prepare(for:sender:)`, then performed.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    /// The segue's identifier in the storyboard.
    open private(set) var identifier: String?
    /// The controller the segue starts from.
    open private(set) var source: UIViewController
    /// The controller the segue leads to.
    open private(set) var destination: UIViewController
    /// What `perform()` does for the segue kinds UIKit makes (show, present, unwind…).
    var performHandler: (@MainActor () -> Void)?

    /// The initializer UIKit makes a storyboard's custom segue classes with (where the Objective-C runtime
    /// calls `initWithIdentifier:source:destination:`); not for apps. Public so that subclasses inherit it
    /// (and initialize their own stored properties through it); declared first, since its vtable slot is
    /// found by order (Runtime/ClassInitializers.swift).
    // Linux:
    public init(storyboardSegueParts parts: Any) {
        let parts = parts as! (String?, UIViewController, UIViewController)
        identifier = parts.0
        source = parts.1
        destination = parts.2
        super.init()
    }

    /// A segue from `source` to `destination`; subclasses override `perform()`.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        super.init()
    }

    /// A segue whose `perform()` runs `performHandler`.
    public convenience init(identifier: String?, source: UIViewController, destination: UIViewController,
                            performHandler: @escaping @MainActor () -> Void) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    /// Performs the transition (the kind's for UIKit's segues; nothing for a bare segue).
    open func perform() { performHandler?() }

    /// Makes a segue of `cls` (a storyboard's custom segue class) through its inherited initializer.
    static func make(_ cls: UIStoryboardSegue.Type, identifier: String?, source: UIViewController,
                     destination: UIViewController) -> UIStoryboardSegue {
        if cls == UIStoryboardSegue.self {
            return UIStoryboardSegue(identifier: identifier, source: source, destination: destination)
        }
        guard let slot = nibPartsSlot else {
            return UIStoryboardSegue(identifier: identifier, source: source, destination: destination)
        }
        let parts: (String?, UIViewController, UIViewController) = (identifier, source, destination)
        return ClassInitializers.make(cls, slot: slot, any: parts) as! UIStoryboardSegue
    }

    private static let nibPartsSlot: Int? = ClassInitializers.initializerSlot(of: UIStoryboardSegue.self, ordinal: 0)
}
