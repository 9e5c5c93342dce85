import Foundation

/// The extent of a bar at the top or bottom of a view controller's view (`topLayoutGuide`,
/// `bottomLayoutGuide`), for constraints. Deprecated: the safe area replaces it.
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
    /// The bar's extent in points, from its edge of the view.
    var length: CGFloat { get }
    /// The guide's top edge.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's bottom edge.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's height.
    var heightAnchor: NSLayoutDimension { get }
}
