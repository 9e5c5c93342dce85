import Foundation

extension UIApplication {
    /// The text size the user chose (Linux: `OPENUIKIT_CONTENT_SIZE` at launch — XS, S, M, L, XL, XXL, XXXL,
    /// AccessibilityM … AccessibilityXXXL — else large; `UIHeadless.setPreferredContentSizeCategory(_:)`).
    public var preferredContentSizeCategory: UIContentSizeCategory { TraitEnvironmentSupport.systemContentSizeCategory }
}
