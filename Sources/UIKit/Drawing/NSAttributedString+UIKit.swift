import Foundation

// Foundation on Linux defines NSAttributedString.Key but none of UIKit's keys: they are defined here
// with Apple's raw values.
extension NSAttributedString.Key {
    /// The font of the text (a UIFont; default: the system font at 12 points).
    public static let font = NSAttributedString.Key("NSFont")
    /// The color of the text (a UIColor; default black).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The color of the background behind the text (a UIColor; default none).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The paragraph style (an NSParagraphStyle; default NSParagraphStyle.default).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Points added after each character (a number; default 0).
    public static let kern = NSAttributedString.Key("NSKern")
    /// The underline (an NSUnderlineStyle raw value as a number; default none).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The color of the underline (a UIColor; default the text color).
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// The strikethrough (an NSUnderlineStyle raw value as a number; default none).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The color of the strikethrough (a UIColor; default the text color).
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// Points the text is raised above the baseline (a number; default 0).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// The shadow of the text (an NSShadow; default none).
    public static let shadow = NSAttributedString.Key("NSShadow")
}

/// Styles of underline and strikethrough lines.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// A shadow drawn under text (the `.shadow` attribute).
open class NSShadow: NSObject, NSCopying {
    /// The shadow's offset in points (positive height moves it down on screen). Default (0, −3).
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The blur radius in points. Default 0.
    open var shadowBlurRadius: CGFloat = 0
    /// The shadow's color (a UIColor); nil means black at one-third opacity.
    open var shadowColor: Any?

    public override init() { super.init() }

    open func copy(with zone: NSZone? = nil) -> Any {
        let s = NSShadow()
        s.shadowOffset = shadowOffset
        s.shadowBlurRadius = shadowBlurRadius
        s.shadowColor = shadowColor
        return s
    }
}
