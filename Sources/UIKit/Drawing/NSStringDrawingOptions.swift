import Foundation

/// Options for drawing and measuring strings in a rectangle.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The rectangle's origin is the top left of the first line, and text wraps at its width;
    /// without it, the origin is the baseline and the text is laid out on one line per paragraph.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Line heights include the font's leading.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Glyph (ink) bounds instead of typographic bounds. Accepted; typographic bounds are used.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// The last line that fits the rectangle ends in an ellipsis when text is cut.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}
