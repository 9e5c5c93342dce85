import Foundation

/// The smallest element of a compositional layout: one cell, sized relative to its group.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    /// The item's size.
    open private(set) var layoutSize: NSCollectionLayoutSize
    /// Insets that shrink the cell inside the item's frame.
    open var contentInsets: NSDirectionalEdgeInsets = .zero

    /// An item of `layoutSize`.
    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
        super.init()
    }

    /// `frame` shrunk by the content insets (leading is left: Linux lays out left to right).
    func inset(_ frame: CGRect) -> CGRect {
        let i = contentInsets
        return CGRect(x: frame.minX + i.leading, y: frame.minY + i.top,
                      width: max(0, frame.width - i.leading - i.trailing), height: max(0, frame.height - i.top - i.bottom))
    }
}
