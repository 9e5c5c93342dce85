import Foundation

/// Called before each layout pass with a section's visible items, the section's scroll offset (its row's for
/// an orthogonal section, the collection view's otherwise) and the layout environment; the items' changes show.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler = @MainActor ([NSCollectionLayoutVisibleItem], CGPoint, NSCollectionLayoutEnvironment) -> Void
