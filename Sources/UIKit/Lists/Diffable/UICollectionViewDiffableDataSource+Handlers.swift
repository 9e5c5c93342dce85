import Foundation

extension UICollectionViewDiffableDataSource {
    /// What an outline asks and tells as its items expand and collapse (iOS 14).
    // Linux: the generic parameter is named Item (Apple reuses ItemIdentifierType, which Swift 6 rejects as
    // shadowing); code naming the type with its argument compiles the same.
    public struct SectionSnapshotHandlers<Item> where Item: Hashable & Sendable {
        /// Whether an item may expand (nil: yes).
        public var shouldExpandItem: ((Item) -> Bool)?
        /// Called before an item expands.
        public var willExpandItem: ((Item) -> Void)?
        /// Whether an item may collapse (nil: yes).
        public var shouldCollapseItem: ((Item) -> Bool)?
        /// Called before an item collapses.
        public var willCollapseItem: ((Item) -> Void)?
        /// The children to show when a parent expands (nil: the ones it has).
        public var snapshotForExpandingParent: ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?
        public init() {}
    }
}
