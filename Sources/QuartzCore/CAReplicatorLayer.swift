import Foundation
import CoreGraphics

struct CAReplicatorLayerState {
    var instanceCount = 1
    var preservesDepth = false
    var instanceDelay: CFTimeInterval = 0
    var instanceTransform = CATransform3DIdentity
    var instanceColor: CGColor? = CGColor(gray: 1, alpha: 1)
    var instanceRedOffset: Float = 0
    var instanceGreenOffset: Float = 0
    var instanceBlueOffset: Float = 0
    var instanceAlphaOffset: Float = 0
}

/// A layer that draws its sublayers `instanceCount` times, each copy transformed, delayed and
/// tinted relative to the previous one. (Its drawing is the compositor's.)
open class CAReplicatorLayer: CALayer {
    var replicator = CAReplicatorLayerState()

    public override init() { super.init() }

    public override init(layer: Any) {
        super.init(layer: layer)
        if let l = layer as? CAReplicatorLayer { replicator = l.replicator }
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override class var implicitlyAnimatableKeys: Set<String> { Self.animatableKeys }

    static let animatableKeys: Set<String> = CALayer.baseAnimatableKeys.union(["instanceDelay", "instanceTransform", "instanceColor", "instanceRedOffset",
                                              "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset"])

    /// How many copies are drawn (including the original). Default 1.
    open var instanceCount: Int {
        get { replicator.instanceCount }
        set { change("instanceCount", .content) { replicator.instanceCount = newValue } }
    }
    /// Whether copies keep their depth (like a transform layer). Default false.
    open var preservesDepth: Bool {
        get { replicator.preservesDepth }
        set { change("preservesDepth", .content) { replicator.preservesDepth = newValue } }
    }
    /// The time delay between copies' animations. Default 0. Animatable.
    open var instanceDelay: CFTimeInterval {
        get { replicator.instanceDelay }
        set { change("instanceDelay", .content) { replicator.instanceDelay = newValue } }
    }
    /// The transform applied cumulatively to each copy. Default identity. Animatable.
    open var instanceTransform: CATransform3D {
        get { replicator.instanceTransform }
        set { change("instanceTransform", .content) { replicator.instanceTransform = newValue } }
    }
    /// The colour multiplied into the first copy. Default opaque white. Animatable.
    open var instanceColor: CGColor? {
        get { replicator.instanceColor }
        set { change("instanceColor", .content) { replicator.instanceColor = newValue } }
    }
    /// Added to the red component per copy. Default 0. Animatable.
    open var instanceRedOffset: Float {
        get { replicator.instanceRedOffset }
        set { change("instanceRedOffset", .content) { replicator.instanceRedOffset = newValue } }
    }
    /// Added to the green component per copy. Default 0. Animatable.
    open var instanceGreenOffset: Float {
        get { replicator.instanceGreenOffset }
        set { change("instanceGreenOffset", .content) { replicator.instanceGreenOffset = newValue } }
    }
    /// Added to the blue component per copy. Default 0. Animatable.
    open var instanceBlueOffset: Float {
        get { replicator.instanceBlueOffset }
        set { change("instanceBlueOffset", .content) { replicator.instanceBlueOffset = newValue } }
    }
    /// Added to the alpha component per copy. Default 0. Animatable.
    open var instanceAlphaOffset: Float {
        get { replicator.instanceAlphaOffset }
        set { change("instanceAlphaOffset", .content) { replicator.instanceAlphaOffset = newValue } }
    }

    open override func value(forKey key: String) -> Any? {
        switch key {
        case "instanceCount": return replicator.instanceCount
        case "preservesDepth": return replicator.preservesDepth
        case "instanceDelay": return replicator.instanceDelay
        case "instanceTransform": return replicator.instanceTransform
        case "instanceColor": return replicator.instanceColor
        case "instanceRedOffset": return replicator.instanceRedOffset
        case "instanceGreenOffset": return replicator.instanceGreenOffset
        case "instanceBlueOffset": return replicator.instanceBlueOffset
        case "instanceAlphaOffset": return replicator.instanceAlphaOffset
        default: return super.value(forKey: key)
        }
    }

    open override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "instanceCount": if let v = anyToCGFloat(value) { instanceCount = Int(v) }
        case "preservesDepth": if let v = anyToBool(value) { preservesDepth = v }
        case "instanceDelay": if let v = anyToCGFloat(value) { instanceDelay = Double(v) }
        case "instanceTransform": if let v = anyToTransform(value) { instanceTransform = v }
        case "instanceColor": instanceColor = anyToColor(value)
        case "instanceRedOffset": if let v = anyToCGFloat(value) { instanceRedOffset = Float(v) }
        case "instanceGreenOffset": if let v = anyToCGFloat(value) { instanceGreenOffset = Float(v) }
        case "instanceBlueOffset": if let v = anyToCGFloat(value) { instanceBlueOffset = Float(v) }
        case "instanceAlphaOffset": if let v = anyToCGFloat(value) { instanceAlphaOffset = Float(v) }
        default: super.setValue(value, forKey: key)
        }
    }
}
