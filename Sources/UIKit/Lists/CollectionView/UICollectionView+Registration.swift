import Foundation

// iOS 14 registrations: a cell (or supplementary view) class with a configuration handler, dequeued with
// the item it shows.
extension UICollectionView {
    /// A cell class and the handler that configures its cells for an item.
    @preconcurrency @MainActor
    public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
        /// Configures a dequeued cell for an item.
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let handler: Handler
        let identifier: String

        /// A registration of `Cell` configured by `handler`.
        public init(handler: @escaping Handler) {
            self.handler = handler
            identifier = "CellRegistration-\(UUID().uuidString)"
        }
    }

    /// A supplementary view class and the handler that configures it.
    @preconcurrency @MainActor
    public struct SupplementaryRegistration<Supplementary> where Supplementary: UICollectionReusableView {
        /// Configures a dequeued view.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        let elementKind: String
        let handler: Handler
        let identifier: String

        /// A registration of `Supplementary` views of `elementKind` configured by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            identifier = "SupplementaryRegistration-\(UUID().uuidString)"
        }
    }

    /// A cell of the registration's class, recycled or new, configured for `item`.
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath,
                                                         item: Item?) -> Cell {
        register(Cell.self, forCellWithReuseIdentifier: registration.identifier)
        let cell = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath) as! Cell
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view of the registration's class, recycled or new, configured.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>,
                                                                      for indexPath: IndexPath) -> Supplementary {
        register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.identifier)
        let view = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.identifier,
                                                    for: indexPath) as! Supplementary
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
