import Foundation

extension UIView {
    /// The layout direction for views of a semantic content attribute: forced ones keep theirs, playback and
    /// spatial content is always left-to-right, and unspecified content follows the app's language
    /// direction (left-to-right here: OpenUIKit lays out left to right).
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .forceRightToLeft: return .rightToLeft
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .unspecified: return .leftToRight
        }
    }

    /// The layout direction for views of a semantic content attribute, relative to a given direction:
    /// unspecified content takes that direction.
    public class func userInterfaceLayoutDirection(for semanticContentAttribute: UISemanticContentAttribute,
                                                   relativeTo layoutDirection: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        semanticContentAttribute == .unspecified ? layoutDirection : userInterfaceLayoutDirection(for: semanticContentAttribute)
    }

    /// The layout direction of this view's content, from its semantic content attribute.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(for: semanticContentAttribute)
    }
}
