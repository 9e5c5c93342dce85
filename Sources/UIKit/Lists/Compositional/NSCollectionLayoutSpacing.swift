import Foundation

/// The space between a group's items: fixed, or flexible (at least the value, the rest spread).
@preconcurrency @MainActor
open class NSCollectionLayoutSpacing: NSObject {
    /// The spacing value.
    open private(set) var spacing: CGFloat
    /// Whether the spacing may grow.
    open private(set) var isFlexibleSpacing: Bool
    /// Whether the spacing is fixed.
    open var isFixedSpacing: Bool { !isFlexibleSpacing }

    init(_ spacing: CGFloat, flexible: Bool) { self.spacing = spacing; isFlexibleSpacing = flexible; super.init() }

    /// A fixed spacing.
    open class func fixed(_ fixedSpacing: CGFloat) -> Self { unsafeDowncast(NSCollectionLayoutSpacing(fixedSpacing, flexible: false), to: self) }
    /// A spacing of at least `flexibleSpacing`; leftover room is spread between the items.
    open class func flexible(_ flexibleSpacing: CGFloat) -> Self { unsafeDowncast(NSCollectionLayoutSpacing(flexibleSpacing, flexible: true), to: self) }
}
