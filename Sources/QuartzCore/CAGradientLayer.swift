import Foundation
import CoreGraphics

struct CAGradientLayerState {
    var colors: [Any]?
    var locations: [NSNumber]?
    var startPoint = CGPoint(x: 0.5, y: 0)
    var endPoint = CGPoint(x: 0.5, y: 1)
    var type = CAGradientLayerType.axial
}

/// A layer that draws a colour gradient over its background. (Its drawing is the compositor's.)
open class CAGradientLayer: CALayer {
    var gradient = CAGradientLayerState()

    public override init() { super.init() }

    public override init(layer: Any) {
        super.init(layer: layer)
        if let l = layer as? CAGradientLayer { gradient = l.gradient }
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override class var implicitlyAnimatableKeys: Set<String> { Self.animatableKeys }

    static let animatableKeys: Set<String> = CALayer.baseAnimatableKeys.union(["colors", "locations", "startPoint", "endPoint"])

    /// The gradient's colours (CGColor). Animatable.
    open var colors: [Any]? {
        get { gradient.colors }
        set { change("colors", .content) { gradient.colors = newValue } }
    }
    /// The stop locations, 0…1; nil spreads the colours evenly. Animatable.
    open var locations: [NSNumber]? {
        get { gradient.locations }
        set { change("locations", .content) { gradient.locations = newValue } }
    }
    /// The start point in unit coordinates. Default (0.5, 0). Animatable.
    open var startPoint: CGPoint {
        get { gradient.startPoint }
        set { change("startPoint", .content) { gradient.startPoint = newValue } }
    }
    /// The end point in unit coordinates. Default (0.5, 1). Animatable.
    open var endPoint: CGPoint {
        get { gradient.endPoint }
        set { change("endPoint", .content) { gradient.endPoint = newValue } }
    }
    /// The kind of gradient. Default `.axial`.
    open var type: CAGradientLayerType {
        get { gradient.type }
        set { change("type", .content) { gradient.type = newValue } }
    }

    open override func value(forKey key: String) -> Any? {
        switch key {
        case "colors": return gradient.colors
        case "locations": return gradient.locations
        case "startPoint": return gradient.startPoint
        case "endPoint": return gradient.endPoint
        case "type": return gradient.type
        default: return super.value(forKey: key)
        }
    }

    open override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "colors": colors = value as? [Any]
        case "locations":
            if let v = value as? [NSNumber] { locations = v }
            else if let v = value as? [Any] { locations = v.compactMap { anyToCGFloat($0).map { NSNumber(value: Double($0)) } } }
            else { locations = nil }
        case "startPoint": if let v = value as? CGPoint { startPoint = v }
        case "endPoint": if let v = value as? CGPoint { endPoint = v }
        case "type": if let v = value as? CAGradientLayerType { type = v }
        default: super.setValue(value, forKey: key)
        }
    }
}
