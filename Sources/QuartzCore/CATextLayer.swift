import Foundation
import CoreGraphics

/// Text alignment in a CATextLayer.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The script's natural alignment (the default).
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Left aligned.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Right aligned.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Centred.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Justified.
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// Truncation in a CATextLayer.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// No truncation (the default).
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// An ellipsis at the start.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// An ellipsis at the end.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// An ellipsis in the middle.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

struct CATextLayerState {
    var string: Any?
    var font: Any?
    var fontSize: CGFloat = 36
    var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1)
    var isWrapped = false
    var truncationMode = CATextLayerTruncationMode.none
    var alignmentMode = CATextLayerAlignmentMode.natural
    var allowsFontSubpixelQuantization = false
}

/// A layer that renders plain or attributed text. (Its drawing is the compositor's.)
open class CATextLayer: CALayer {
    var text = CATextLayerState()

    public required init() { super.init() }

    public required init(layer: Any) {
        super.init(layer: layer)
        if let l = layer as? CATextLayer { text = l.text }
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override class var implicitlyAnimatableKeys: Set<String> { Self.animatableKeys }

    static let animatableKeys: Set<String> = CALayer.baseAnimatableKeys.union(["fontSize", "foregroundColor"])

    /// The text: a String or an NSAttributedString.
    open var string: Any? {
        get { text.string }
        set { change("string", .content) { text.string = newValue } }
    }
    /// The font: a font name (String) or a font object. Default nil (Helvetica).
    // Linux: Apple types it CFTypeRef; here any font name or object.
    open var font: Any? {
        get { text.font }
        set { change("font", .content) { text.font = newValue } }
    }
    /// The font size. Default 36. Animatable.
    open var fontSize: CGFloat {
        get { text.fontSize }
        set { change("fontSize", .content) { text.fontSize = newValue } }
    }
    /// The text colour. Default opaque white. Animatable.
    open var foregroundColor: CGColor? {
        get { text.foregroundColor }
        set { change("foregroundColor", .content) { text.foregroundColor = newValue } }
    }
    /// Whether text wraps to the bounds. Default false.
    open var isWrapped: Bool {
        get { text.isWrapped }
        set { change("wrapped", .content) { text.isWrapped = newValue } }
    }
    /// How text that does not fit is truncated. Default `.none`.
    open var truncationMode: CATextLayerTruncationMode {
        get { text.truncationMode }
        set { change("truncationMode", .content) { text.truncationMode = newValue } }
    }
    /// The horizontal alignment. Default `.natural`.
    open var alignmentMode: CATextLayerAlignmentMode {
        get { text.alignmentMode }
        set { change("alignmentMode", .content) { text.alignmentMode = newValue } }
    }
    /// Whether glyph positions may be quantised to pixels. Default false.
    open var allowsFontSubpixelQuantization: Bool {
        get { text.allowsFontSubpixelQuantization }
        set { change("allowsFontSubpixelQuantization", .content) { text.allowsFontSubpixelQuantization = newValue } }
    }

    open override func value(forKey key: String) -> Any? {
        switch key {
        case "string": return text.string
        case "font": return text.font
        case "fontSize": return text.fontSize
        case "foregroundColor": return text.foregroundColor
        case "wrapped", "isWrapped": return text.isWrapped
        case "truncationMode": return text.truncationMode
        case "alignmentMode": return text.alignmentMode
        default: return super.value(forKey: key)
        }
    }

    open override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "string": string = value
        case "font": font = value
        case "fontSize": if let v = anyToCGFloat(value) { fontSize = v }
        case "foregroundColor": foregroundColor = anyToColor(value)
        case "wrapped", "isWrapped": if let v = anyToBool(value) { isWrapped = v }
        case "truncationMode": if let v = value as? CATextLayerTruncationMode { truncationMode = v }
        case "alignmentMode": if let v = value as? CATextLayerAlignmentMode { alignmentMode = v }
        default: super.setValue(value, forKey: key)
        }
    }
}

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

    public required init() { super.init() }

    public required init(layer: Any) {
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

/// A layer whose sublayers keep their 3-D positions instead of flattening into its plane.
open class CATransformLayer: CALayer {}
