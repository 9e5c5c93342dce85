import Foundation

extension UIWindow {
    /// The window's traits if it took `size` (Linux: size classes follow the window's size).
    func traitsAfterResize(to size: CGSize) -> UITraitCollection {
        traitCollection.modifyingTraits {
            $0.horizontalSizeClass = TraitEnvironmentSupport.horizontalSizeClass(width: size.width)
            $0.verticalSizeClass = TraitEnvironmentSupport.verticalSizeClass(height: size.height)
        }
    }

    /// After a size change: when a size class changed, the window and everything in it hear of it.
    func sizeMayHaveChangedTraits() {
        // Measured against the traits the window was last told about (its cached traits may be recomputed).
        let t = traitStateStorage?.delivered ?? TraitEnvironmentSupport.fallback
        if t.horizontalSizeClass != TraitEnvironmentSupport.horizontalSizeClass(width: bounds.width)
            || t.verticalSizeClass != TraitEnvironmentSupport.verticalSizeClass(height: bounds.height) {
            traitsMayHaveChanged()
        }
    }
}
