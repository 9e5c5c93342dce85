import Foundation

/// What a controller that holds content (a view controller, a presentation controller) hears of its own size
/// and of its children's: the container forwards size and trait transitions and answers its children's
/// preferred sizes.
@preconcurrency @MainActor
public protocol UIContentContainer: NSObjectProtocol {
    /// The size the content would like.
    var preferredContentSize: CGSize { get }
    /// A child's `preferredContentSize` changed.
    func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer)
    /// A child's Auto Layout fitting size changed.
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer)
    /// The size the container gives a child, within `parentSize`.
    func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
    /// The container's size is about to change.
    func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)
    /// The container's traits are about to change.
    func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator)
}

extension UIViewController: UIContentContainer {}
extension UIPresentationController: UIContentContainer {}
