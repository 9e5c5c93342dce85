import Foundation

/// How a section scrolls across the main axis (Apple's raw values).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none = 0, continuous = 1, continuousGroupLeadingBoundary = 2, paging = 3, groupPaging = 4, groupPagingCentered = 5
}
