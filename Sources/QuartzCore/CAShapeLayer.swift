import Foundation
import CoreGraphics

/// Fill rules for CAShapeLayer.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The non-zero winding rule (the default).
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// The even-odd rule.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// Line caps for CAShapeLayer.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Lines end at their end points (the default).
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// Lines end in half circles.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Lines end in half squares.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// Line joins for CAShapeLayer.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Sharp corners (the default).
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// Rounded corners.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// Flattened corners.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

struct CAShapeLayerState {
    var path: CGPath?
    var fillColor: CGColor? = CGColor(gray: 0, alpha: 1)
    var fillRule = CAShapeLayerFillRule.nonZero
    var strokeColor: CGColor?
    var strokeStart: CGFloat = 0
    var strokeEnd: CGFloat = 1
    var lineWidth: CGFloat = 1
    var miterLimit: CGFloat = 10
    var lineCap = CAShapeLayerLineCap.butt
    var lineJoin = CAShapeLayerLineJoin.miter
    var lineDashPhase: CGFloat = 0
    var lineDashPattern: [NSNumber]?
}

/// A layer that draws a cubic Bézier path, filled and stroked. (Its drawing is the compositor's.)
open class CAShapeLayer: CALayer {
    var shape = CAShapeLayerState()

    public required init() { super.init() }

    public required init(layer: Any) {
        super.init(layer: layer)
        if let l = layer as? CAShapeLayer { shape = l.shape }
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override class var implicitlyAnimatableKeys: Set<String> { Self.animatableKeys }

    static let animatableKeys: Set<String> = CALayer.baseAnimatableKeys.union(["path", "fillColor", "strokeColor", "strokeStart", "strokeEnd",
                                              "lineWidth", "miterLimit", "lineDashPhase"])

    /// The path drawn. Animatable.
    open var path: CGPath? {
        get { shape.path }
        set { change("path", .content) { shape.path = newValue } }
    }
    /// The fill colour; default opaque black, nil for no fill. Animatable.
    open var fillColor: CGColor? {
        get { shape.fillColor }
        set { change("fillColor", .content) { shape.fillColor = newValue } }
    }
    /// The fill rule. Default `.nonZero`.
    open var fillRule: CAShapeLayerFillRule {
        get { shape.fillRule }
        set { change("fillRule", .content) { shape.fillRule = newValue } }
    }
    /// The stroke colour; default nil (no stroke). Animatable.
    open var strokeColor: CGColor? {
        get { shape.strokeColor }
        set { change("strokeColor", .content) { shape.strokeColor = newValue } }
    }
    /// Where stroking starts, as a fraction of the path's length. Default 0. Animatable.
    open var strokeStart: CGFloat {
        get { shape.strokeStart }
        set { change("strokeStart", .content) { shape.strokeStart = newValue } }
    }
    /// Where stroking ends, as a fraction of the path's length. Default 1. Animatable.
    open var strokeEnd: CGFloat {
        get { shape.strokeEnd }
        set { change("strokeEnd", .content) { shape.strokeEnd = newValue } }
    }
    /// The stroke width. Default 1. Animatable.
    open var lineWidth: CGFloat {
        get { shape.lineWidth }
        set { change("lineWidth", .content) { shape.lineWidth = newValue } }
    }
    /// The miter limit. Default 10. Animatable.
    open var miterLimit: CGFloat {
        get { shape.miterLimit }
        set { change("miterLimit", .content) { shape.miterLimit = newValue } }
    }
    /// The line cap. Default `.butt`.
    open var lineCap: CAShapeLayerLineCap {
        get { shape.lineCap }
        set { change("lineCap", .content) { shape.lineCap = newValue } }
    }
    /// The line join. Default `.miter`.
    open var lineJoin: CAShapeLayerLineJoin {
        get { shape.lineJoin }
        set { change("lineJoin", .content) { shape.lineJoin = newValue } }
    }
    /// The dash phase. Default 0. Animatable.
    open var lineDashPhase: CGFloat {
        get { shape.lineDashPhase }
        set { change("lineDashPhase", .content) { shape.lineDashPhase = newValue } }
    }
    /// The dash pattern (lengths of painted and unpainted segments). Default nil (solid).
    open var lineDashPattern: [NSNumber]? {
        get { shape.lineDashPattern }
        set { change("lineDashPattern", .content) { shape.lineDashPattern = newValue } }
    }

    open override func value(forKey key: String) -> Any? {
        switch key {
        case "path": return shape.path
        case "fillColor": return shape.fillColor
        case "fillRule": return shape.fillRule
        case "strokeColor": return shape.strokeColor
        case "strokeStart": return shape.strokeStart
        case "strokeEnd": return shape.strokeEnd
        case "lineWidth": return shape.lineWidth
        case "miterLimit": return shape.miterLimit
        case "lineCap": return shape.lineCap
        case "lineJoin": return shape.lineJoin
        case "lineDashPhase": return shape.lineDashPhase
        case "lineDashPattern": return shape.lineDashPattern
        default: return super.value(forKey: key)
        }
    }

    open override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "path": path = anyToPath(value)
        case "fillColor": fillColor = anyToColor(value)
        case "fillRule": if let v = value as? CAShapeLayerFillRule { fillRule = v }
        case "strokeColor": strokeColor = anyToColor(value)
        case "strokeStart": if let v = anyToCGFloat(value) { strokeStart = v }
        case "strokeEnd": if let v = anyToCGFloat(value) { strokeEnd = v }
        case "lineWidth": if let v = anyToCGFloat(value) { lineWidth = v }
        case "miterLimit": if let v = anyToCGFloat(value) { miterLimit = v }
        case "lineCap": if let v = value as? CAShapeLayerLineCap { lineCap = v }
        case "lineJoin": if let v = value as? CAShapeLayerLineJoin { lineJoin = v }
        case "lineDashPhase": if let v = anyToCGFloat(value) { lineDashPhase = v }
        case "lineDashPattern": lineDashPattern = value as? [NSNumber]
        default: super.setValue(value, forKey: key)
        }
    }
}

/// Gradient kinds for CAGradientLayer.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Along the line from startPoint to endPoint (the default).
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Ellipses centred on startPoint reaching endPoint.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around startPoint, starting towards endPoint.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

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

    public required init() { super.init() }

    public required init(layer: Any) {
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
