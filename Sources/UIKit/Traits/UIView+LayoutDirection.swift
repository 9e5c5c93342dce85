import Foundation

extension UIView {
    /// How the view's content is laid out with respect to the layout direction (`.unspecified` by default).
    /// A forced direction is also the layout direction trait of the view and its subviews, so what they
    /// contain (stack views, leading and trailing constraints, natural text) follows it.
    public var semanticContentAttribute: UISemanticContentAttribute {
        get { traitStateStorage?.semanticContentAttribute ?? .unspecified }
        set {
            let old = semanticContentAttribute
            guard newValue != old else { return }
            let before = effectiveUserInterfaceLayoutDirection
            if newValue == .forceRightToLeft { UITraitCollection.someRightToLeft = true }
            traitState.semanticContentAttribute = newValue
            if old.forcedTraitDirection != newValue.forcedTraitDirection { traitsMayHaveChanged() }
            // Playback and spatial content change only the view's own direction, which no trait carries.
            if effectiveUserInterfaceLayoutDirection != before { layoutDirectionDidChange() }
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

    /// The view's effective layout direction changed: what it lays out by direction follows (constraints with
    /// leading and trailing edges, directional margins, natural text).
    func layoutDirectionDidChange() {
        LayoutEngine.layoutDirectionsChanged(in: self)
        if let m = autoLayoutStorage?.margins, m.leading != m.trailing { marginsDidChange() }
        if let label = self as? UILabel { label.invalidateIntrinsicContentSize() }
        if let field = self as? UITextField { field.invalidateTextLayout() }
        if let textView = self as? UITextView { textView.invalidateTextLayout() }
        if let imageView = self as? UIImageView, imageView.displayedImage?.flipsForRightToLeftLayoutDirection == true {
            imageView.updateContents()
        }
        setNeedsLayout()
        setNeedsDisplay()
    }
}

extension UISemanticContentAttribute {
    /// The layout direction trait this attribute sets for its view and the views below (nil: inherited).
    var forcedTraitDirection: UITraitEnvironmentLayoutDirection? {
        switch self {
        case .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        default: return nil
        }
    }
}

extension UIApplication {
    /// The app's layout direction: right to left when the localization the app runs in is written right to left
    /// (Linux: also `OPENUIKIT_LAYOUT_DIRECTION=rtl|ltr` and Apple's `-AppleTextDirection YES` /
    /// `-NSForceRightToLeftWritingDirection YES` launch arguments; `UIHeadless.setLayoutDirection(_:)`).
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { TraitEnvironmentSupport.systemLayoutDirection }
}
