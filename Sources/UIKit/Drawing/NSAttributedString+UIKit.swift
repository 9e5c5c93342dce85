import Foundation

// Foundation on Linux defines NSAttributedString.Key but none of UIKit's keys: they are defined here
// with Apple's raw values.
extension NSAttributedString.Key {
    /// A link (a URL or a String; UIKit's NSLinkAttributeName).
    public static let link = NSAttributedString.Key("NSLink")
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
