import Foundation
import CoreGraphics

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

    public override init() { super.init() }

    public override init(layer: Any) {
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
