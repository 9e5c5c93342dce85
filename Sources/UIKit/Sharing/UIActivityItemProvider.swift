import Foundation

/// An item source that is also an operation: it stands for an item with `placeholderItem` while the sheet is
/// up, and once the user has chosen an activity its `item` (which subclasses override, reading
/// `activityType`) gives the real one.
// Linux: Foundation's Operation is not main-actor isolated, so neither is this subclass (as on iOS, `item`
// may not touch the main actor's state). The item is made on the main thread when the activity is chosen;
// Apple makes it on a background queue while the sheet shows its progress.
open class UIActivityItemProvider: Operation, @unchecked Sendable {
    private let placeholder: Any
    private let lock = NSLock()
    private var chosenType: UIActivity.ActivityType?
    private var made: Any?

    /// A provider standing for an item like `placeholderItem` (of the same kind, for the activities to judge).
    public init(placeholderItem: Any) {
        placeholder = placeholderItem
        super.init()
    }

    /// The object given at init, shown while the real item is not made.
    open var placeholderItem: Any? { placeholder }

    /// The activity the item is made for (nil until one is chosen).
    open var activityType: UIActivity.ActivityType? { lock.withLock { chosenType } }

    /// The real item; subclasses override it. The placeholder by default.
    open var item: Any { placeholder }

    /// Makes the item (when run as an operation).
    open override func main() {
        let value = item
        lock.withLock { made = value }
    }

    /// Runs the provider for `type` and returns what it made.
    func makeItem(for type: UIActivity.ActivityType?) -> Any? {
        lock.withLock { chosenType = type; made = nil }
        main()
        return lock.withLock { made }
    }
}

// The conformance lives in an extension so that only its two members take the protocol's main-actor
// isolation, not the operation's `main()` and `item`.
extension UIActivityItemProvider: UIActivityItemSource {
    public func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any {
        placeholderItem ?? ""
    }

    public func activityViewController(_ activityViewController: UIActivityViewController,
                                       itemForActivityType activityType: UIActivity.ActivityType?) -> Any? {
        makeItem(for: activityType)
    }
}
