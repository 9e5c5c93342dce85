import Foundation
import CoreGraphics

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

    public override init() { super.init() }

    public override init(layer: Any) {
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
