import Foundation

/// One change of a batch update, as the layout is told of it in `prepare(forCollectionViewUpdates:)`.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
    /// What the change does.
    public enum Action: Int, Sendable {
        case insert = 0, delete = 1, reload = 2, move = 3, none = 4
    }
    /// The element's index path before the update (nil for an insert).
    open private(set) var indexPathBeforeUpdate: IndexPath?
    /// The element's index path after the update (nil for a delete).
    open private(set) var indexPathAfterUpdate: IndexPath?
    /// What the change does.
    open private(set) var updateAction: Action

    init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        super.init()
    }
}
