import Foundation
import QuartzCore

/// An item of a section on screen, as a section's `visibleItemsInvalidationHandler` sees and changes it.
// Linux: Apple's protocol also inherits UIDynamicItem (center, bounds, transform), which is not built; those
// members are declared here instead.
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: NSObjectProtocol {
    var alpha: CGFloat { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    var center: CGPoint { get set }
    var transform: CGAffineTransform { get set }
    var transform3D: CATransform3D { get set }
    var name: String { get }
    var indexPath: IndexPath { get }
    var frame: CGRect { get }
    var bounds: CGRect { get }
    var representedElementCategory: UICollectionView.ElementCategory { get }
    var representedElementKind: String? { get }
}

/// The visible item over a copy of the layout's attributes, which the layout returns as changed.
final class VisibleLayoutItem: NSObject, NSCollectionLayoutVisibleItem {
    let attributes: UICollectionViewLayoutAttributes
    init(_ attributes: UICollectionViewLayoutAttributes) { self.attributes = attributes }
    var alpha: CGFloat { get { attributes.alpha } set { attributes.alpha = newValue } }
    var zIndex: Int { get { attributes.zIndex } set { attributes.zIndex = newValue } }
    var isHidden: Bool { get { attributes.isHidden } set { attributes.isHidden = newValue } }
    var center: CGPoint { get { attributes.center } set { attributes.center = newValue } }
    var transform: CGAffineTransform { get { attributes.transform } set { attributes.transform = newValue } }
    var transform3D: CATransform3D { get { attributes.transform3D } set { attributes.transform3D = newValue } }
    var name: String { attributes.representedElementKind ?? "" }
    var indexPath: IndexPath { attributes.indexPath }
    var frame: CGRect { attributes.frame }
    var bounds: CGRect { attributes.bounds }
    var representedElementCategory: UICollectionView.ElementCategory { attributes.representedElementCategory }
    var representedElementKind: String? { attributes.representedElementKind }
}
