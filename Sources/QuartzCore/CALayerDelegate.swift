import Foundation
import CoreGraphics

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

/// Which optional delegate methods turned out to be the protocol's defaults (Swift protocols
/// have no "responds to selector").
struct DelegateMethods: OptionSet {
    let rawValue: UInt8
    static let display = DelegateMethods(rawValue: 1)
    static let draw = DelegateMethods(rawValue: 2)
    static let layout = DelegateMethods(rawValue: 4)
}
