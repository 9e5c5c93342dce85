import Foundation

/// Settings and results of a string drawing or measuring call.
open class NSStringDrawingContext: NSObject {
    /// The smallest factor the font may be scaled by to fit. Accepted; text is not scaled here.
    open var minimumScaleFactor: CGFloat = 0
    /// The factor the font was scaled by (always 1 here).
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the text of the last call using this context.
    open internal(set) var totalBounds: CGRect = .zero
    public override init() { super.init() }
}
