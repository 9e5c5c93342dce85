import Foundation

/// An animator that makes its animations from blocks changing animatable view properties, and can be
/// given more blocks, completions and new timing while it runs.
///
/// All four requirements are optional in Apple's protocol.
// Linux: Swift on Linux has no optional requirements; the defaults below do nothing, as an unimplemented
// optional method does.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds a block of animations that start `delayFactor` (0…1) of the remaining duration from now.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a block of animations that start now and end with the others.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds a block to run, with the final position, when the animations end.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Continues paused animations with new timing over `durationFactor` × the original duration.
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    public func addAnimations(_ animation: @escaping () -> Void) {}
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    public func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {}
}
