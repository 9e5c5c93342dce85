import Foundation

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
