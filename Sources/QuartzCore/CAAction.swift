import Foundation
import CoreGraphics

/// An object that responds to a layer event (a property change or an order-in/out), usually
/// by adding an animation to the layer.
public protocol CAAction: AnyObject {
    /// Called to trigger the action for `event` on `anObject` (a CALayer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// NSNull as an action: returned from a lookup step it ends the search with no action.
extension NSNull: CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// The methods a layer's delegate may implement; all are optional.
public protocol CALayerDelegate: AnyObject {
    /// Provides the layer's contents (instead of draw(_:in:)).
    func display(_ layer: CALayer)
    /// Draws the layer's contents into `ctx`.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called before the layer draws.
    func layerWillDraw(_ layer: CALayer)
    /// Lays out the layer's sublayers.
    func layoutSublayers(of layer: CALayer)
    /// Returns the action for `event`: an action, NSNull to stop the search, or nil to continue.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) { layer.delegateMethodMissing.insert(.display) }
    public func draw(_ layer: CALayer, in ctx: CGContext) { layer.delegateMethodMissing.insert(.draw) }
    public func layerWillDraw(_ layer: CALayer) {}
    public func layoutSublayers(of layer: CALayer) { layer.delegateMethodMissing.insert(.layout) }
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}

/// Optional methods an animation's delegate implements.
public protocol CAAnimationDelegate: AnyObject {
    /// The animation has started.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation has stopped; `flag` is false when it was removed before it completed.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// Which optional delegate methods turned out to be the protocol's defaults (Swift protocols
/// have no "responds to selector").
struct DelegateMethods: OptionSet {
    let rawValue: UInt8
    static let display = DelegateMethods(rawValue: 1)
    static let draw = DelegateMethods(rawValue: 2)
    static let layout = DelegateMethods(rawValue: 4)
}
