import Foundation

extension UIView {
    /// How the view's content is laid out with respect to the layout direction (`.unspecified` by default).
    public var semanticContentAttribute: UISemanticContentAttribute {
        get { traitStateStorage?.semanticContentAttribute ?? .unspecified }
        set {
            guard newValue != semanticContentAttribute else { return }
            traitState.semanticContentAttribute = newValue
            setNeedsLayout()
        }
    }

    /// The direction the view lays out its content in: forced by its semantic content attribute, left to
    /// right for playback and spatial content, else its traits' layout direction.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        let traitDirection: UIUserInterfaceLayoutDirection = traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        return UIView.userInterfaceLayoutDirection(for: semanticContentAttribute, relativeTo: traitDirection)
    }

    /// The layout direction for content with `attribute` in an app laid out in the app's direction.
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: UIApplication.shared.userInterfaceLayoutDirection)
    }

    /// The layout direction for content with `semanticContentAttribute` inside content laid out in
    /// `layoutDirection`.
    public class func userInterfaceLayoutDirection(for semanticContentAttribute: UISemanticContentAttribute,
                                                   relativeTo layoutDirection: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .unspecified: return layoutDirection
        case .playback, .spatial, .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        }
    }
}

extension UIApplication {
    /// The app's layout direction (Linux: left to right; right-to-left localizations are not read yet).
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
}
