import Foundation

/// The paragraph attributes of text (the `.paragraphStyle` attribute). Immutable; see
/// NSMutableParagraphStyle.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// The default style: natural alignment, word wrapping, no spacing or indents.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    var storage = Values()

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
