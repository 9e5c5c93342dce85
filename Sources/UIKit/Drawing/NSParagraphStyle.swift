import Foundation

/// How text lines are aligned.
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    /// The script's default: left for left-to-right text.
    case natural = 4
}

/// What happens to text that does not fit its container's width.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0
    case byCharWrapping = 1
    case byClipping = 2
    case byTruncatingHead = 3
    case byTruncatingTail = 4
    case byTruncatingMiddle = 5
}

/// The paragraph attributes of text (the `.paragraphStyle` attribute). Immutable; see
/// NSMutableParagraphStyle.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// The default style: natural alignment, word wrapping, no spacing or indents.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    fileprivate(set) var storage = Values()

    struct Values: Equatable {
        var alignment = NSTextAlignment.natural
        var lineBreakMode = NSLineBreakMode.byWordWrapping
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
        var hyphenationFactor: Float = 0
    }

    public override init() { super.init() }

    /// The text alignment.
    open var alignment: NSTextAlignment { storage.alignment }
    /// How lines break and truncate.
    open var lineBreakMode: NSLineBreakMode { storage.lineBreakMode }
    /// Points between the bottom of one line and the top of the next.
    open var lineSpacing: CGFloat { storage.lineSpacing }
    /// Points added after the end of a paragraph.
    open var paragraphSpacing: CGFloat { storage.paragraphSpacing }
    /// Points added before the start of a paragraph.
    open var paragraphSpacingBefore: CGFloat { storage.paragraphSpacingBefore }
    /// Indent of a paragraph's first line.
    open var firstLineHeadIndent: CGFloat { storage.firstLineHeadIndent }
    /// Indent of a paragraph's other lines.
    open var headIndent: CGFloat { storage.headIndent }
    /// Trailing indent (positive: from the leading margin; negative or 0: from the trailing margin).
    open var tailIndent: CGFloat { storage.tailIndent }
    /// The smallest line height (0: no minimum).
    open var minimumLineHeight: CGFloat { storage.minimumLineHeight }
    /// The largest line height (0: no maximum).
    open var maximumLineHeight: CGFloat { storage.maximumLineHeight }
    /// Multiplies the natural line height (0: 1).
    open var lineHeightMultiple: CGFloat { storage.lineHeightMultiple }
    /// The hyphenation threshold (0 disables hyphenation).
    open var hyphenationFactor: Float { storage.hyphenationFactor }

    open func copy(with zone: NSZone? = nil) -> Any {
        let c = NSParagraphStyle()
        c.storage = storage
        return c
    }

    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let c = NSMutableParagraphStyle()
        c.storage = storage
        return c
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return storage == other.storage
    }

    open override var hash: Int { Int(storage.lineSpacing * 1000) ^ storage.alignment.rawValue }
}

/// A paragraph style whose attributes can be changed.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var alignment: NSTextAlignment {
        get { storage.alignment } set { storage.alignment = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { storage.lineBreakMode } set { storage.lineBreakMode = newValue }
    }
    open override var lineSpacing: CGFloat {
        get { storage.lineSpacing } set { storage.lineSpacing = newValue }
    }
    open override var paragraphSpacing: CGFloat {
        get { storage.paragraphSpacing } set { storage.paragraphSpacing = newValue }
    }
    open override var paragraphSpacingBefore: CGFloat {
        get { storage.paragraphSpacingBefore } set { storage.paragraphSpacingBefore = newValue }
    }
    open override var firstLineHeadIndent: CGFloat {
        get { storage.firstLineHeadIndent } set { storage.firstLineHeadIndent = newValue }
    }
    open override var headIndent: CGFloat {
        get { storage.headIndent } set { storage.headIndent = newValue }
    }
    open override var tailIndent: CGFloat {
        get { storage.tailIndent } set { storage.tailIndent = newValue }
    }
    open override var minimumLineHeight: CGFloat {
        get { storage.minimumLineHeight } set { storage.minimumLineHeight = newValue }
    }
    open override var maximumLineHeight: CGFloat {
        get { storage.maximumLineHeight } set { storage.maximumLineHeight = newValue }
    }
    open override var lineHeightMultiple: CGFloat {
        get { storage.lineHeightMultiple } set { storage.lineHeightMultiple = newValue }
    }
    open override var hyphenationFactor: Float {
        get { storage.hyphenationFactor } set { storage.hyphenationFactor = newValue }
    }

    /// Copies every attribute of `obj`.
    open func setParagraphStyle(_ obj: NSParagraphStyle) { storage = obj.storage }
}
