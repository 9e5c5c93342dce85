import Foundation

/// The callbacks of the legacy begin/commit animations, for a delegate set with
/// `UIView.setAnimationDelegate(_:)`.
// Linux: Apple calls selectors chosen with setAnimationWillStart(_:) / setAnimationDidStop(_:);
// without the Objective-C runtime the delegate adopts this protocol (or closures are given).
@MainActor
public protocol UIViewLegacyAnimationDelegate: AnyObject {
    /// The animations of the block named `animationID` are starting.
    func animationWillStart(_ animationID: String?, context: UnsafeMutableRawPointer?)
    /// The animations of the block named `animationID` have ended; `finished` is false when one
    /// was removed before it completed.
    func animationDidStop(_ animationID: String?, finished: Bool, context: UnsafeMutableRawPointer?)
}

extension UIViewLegacyAnimationDelegate {
    public func animationWillStart(_ animationID: String?, context: UnsafeMutableRawPointer?) {}
    public func animationDidStop(_ animationID: String?, finished: Bool, context: UnsafeMutableRawPointer?) {}
}
