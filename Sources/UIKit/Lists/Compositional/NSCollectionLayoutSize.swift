import Foundation

/// A width and a height dimension.
@preconcurrency @MainActor
open class NSCollectionLayoutSize: NSObject {
    /// The width.
    open private(set) var widthDimension: NSCollectionLayoutDimension
    /// The height.
    open private(set) var heightDimension: NSCollectionLayoutDimension

    /// A size of two dimensions.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
        super.init()
    }

    /// The size in a container of `size`.
    func resolve(in size: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolve(in: size), height: heightDimension.resolve(in: size))
    }
}
