import Foundation

extension UITraitCollection {
    /// An image configuration with these traits.
    public var imageConfiguration: UIImage.Configuration { UIImage.Configuration(traitCollection: self) }
}
