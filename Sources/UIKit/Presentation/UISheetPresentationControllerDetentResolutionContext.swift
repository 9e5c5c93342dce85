import Foundation

/// What a custom detent's resolver is told: the container's traits and the tallest a sheet can be.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    /// The traits of the sheet's container.
    var containerTraitCollection: UITraitCollection { get }
    /// The height of the large detent, the most any detent can be.
    var maximumDetentValue: CGFloat { get }
}

/// The context handed to detent resolvers.
@MainActor
final class DetentResolutionContext: NSObject, UISheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection: UITraitCollection
    let maximumDetentValue: CGFloat
    init(traits: UITraitCollection, maximum: CGFloat) {
        containerTraitCollection = traits
        maximumDetentValue = maximum
    }
}
