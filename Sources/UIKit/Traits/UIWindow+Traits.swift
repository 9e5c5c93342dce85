import Foundation

extension UIWindow {
    /// The window's traits if it took `size` (Linux: size classes follow the window's size).
    func traitsAfterResize(to size: CGSize) -> UITraitCollection {
        traitCollection.modifyingTraits {
            $0.horizontalSizeClass = TraitEnvironmentSupport.horizontalSizeClass(width: size.width)
            $0.verticalSizeClass = TraitEnvironmentSupport.verticalSizeClass(height: size.height)
        }
    }

    /// After a size change: the window's size classes may differ; the window and everything in it hear of
    /// a change (each environment only when its own traits changed).
    func sizeMayHaveChangedTraits() {
        traitsMayHaveChanged()
    }
}
