import Foundation

/// The region text is laid out in. UITextView's container tracks the view's width; its line fragment padding
/// insets each line's text from the container's edges.
// Linux: a minimal container with Apple's shape (no layout manager, exclusion paths are kept but not used).
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
    /// The container's size; a height of 10,000,000 is Apple's "unlimited".
    open var size: CGSize { didSet { changed?() } }
    /// The inset of each line's text from the container's edges: 5 pt by default.
    open var lineFragmentPadding: CGFloat = 5 { didSet { changed?() } }
    open var maximumNumberOfLines = 0 { didSet { changed?() } }
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping { didSet { changed?() } }
    open var widthTracksTextView = false
    open var heightTracksTextView = false
    open var exclusionPaths: [UIBezierPath] = []
    /// Told when a property that changes the layout changes (the text view relays out).
    var changed: (() -> Void)?

    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    public convenience override init() { self.init(size: .zero) }
}
