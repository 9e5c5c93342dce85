import Foundation

/// The view `snapshotView(afterScreenUpdates:)` and `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`
/// return (Apple's private `_UIReplicantView`): its layer shows the captured pixels, stretched to its bounds
/// outside the cap insets.
final class SnapshotView: UIView {
    func show(_ image: UIImage) {
        // The captured pixels are the layer's contents: no backing store drawn through draw(_:) replaces them.
        UIView.drawingClasses[ObjectIdentifier(SnapshotView.self)] = false
        ViewActions.withoutActions {
            layer.contents = image.cgImage
            layer.contentsScale = image.scale
            layer.contentsGravity = .resize
            layer.contentsCenter = UIImageView.contentsCenter(of: image)
        }
    }
}
