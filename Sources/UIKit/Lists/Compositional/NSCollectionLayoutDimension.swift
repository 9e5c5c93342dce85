import Foundation

/// One dimension of a compositional layout element: a fraction of its container's width or height, an
/// absolute length, or an estimate.
@preconcurrency @MainActor
open class NSCollectionLayoutDimension: NSObject {
    enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind
    /// The fraction, length or estimate.
    open var dimension: CGFloat

    init(_ kind: Kind, _ value: CGFloat) { self.kind = kind; dimension = value; super.init() }

    /// A fraction of the container's width.
    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { Self.make(.fractionalWidth, fractionalWidth) }
    /// A fraction of the container's height.
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { Self.make(.fractionalHeight, fractionalHeight) }
    /// A length in points.
    open class func absolute(_ absoluteDimension: CGFloat) -> Self { Self.make(.absolute, absoluteDimension) }
    /// An estimate the element's content may change (Linux: the estimate is used as the length).
    open class func estimated(_ estimatedDimension: CGFloat) -> Self { Self.make(.estimated, estimatedDimension) }

    private static func make(_ kind: Kind, _ value: CGFloat) -> Self {
        unsafeDowncast(NSCollectionLayoutDimension(kind, value), to: self)
    }

    /// Whether it is a fraction of the width.
    open var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether it is a fraction of the height.
    open var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether it is absolute.
    open var isAbsolute: Bool { kind == .absolute }
    /// Whether it is estimated.
    open var isEstimated: Bool { kind == .estimated }

    /// The length in a container of `size`.
    func resolve(in size: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: return size.width * dimension
        case .fractionalHeight: return size.height * dimension
        case .absolute, .estimated: return dimension
        }
    }
}
