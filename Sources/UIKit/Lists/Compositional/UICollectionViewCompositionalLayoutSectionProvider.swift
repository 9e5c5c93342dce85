import Foundation

/// Makes the layout section for a section index.
public typealias UICollectionViewCompositionalLayoutSectionProvider = @MainActor (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?
