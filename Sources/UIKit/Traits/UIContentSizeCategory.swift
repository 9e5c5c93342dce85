import Foundation

/// The size the user chose for text (Dynamic Type), from extra small to the largest accessibility size.
///
/// Categories are ordered: `.extraSmall < .small < … < .accessibilityExtraExtraExtraLarge`; `.unspecified`
/// is below every other one.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// No category was specified.
    public static let unspecified = UIContentSizeCategory("_UICTContentSizeCategoryUnspecified")
    /// Extra-small text.
    public static let extraSmall = UIContentSizeCategory("UICTContentSizeCategoryXS")
    /// Small text.
    public static let small = UIContentSizeCategory("UICTContentSizeCategoryS")
    /// Medium text.
    public static let medium = UIContentSizeCategory("UICTContentSizeCategoryM")
    /// Large text: the default.
    public static let large = UIContentSizeCategory("UICTContentSizeCategoryL")
    /// Extra-large text.
    public static let extraLarge = UIContentSizeCategory("UICTContentSizeCategoryXL")
    /// Extra-extra-large text.
    public static let extraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXL")
    /// Extra-extra-extra-large text: the largest size outside the accessibility sizes.
    public static let extraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXXL")
    /// Medium accessibility text.
    public static let accessibilityMedium = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityM")
    /// Large accessibility text.
    public static let accessibilityLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityL")
    /// Extra-large accessibility text.
    public static let accessibilityExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXL")
    /// Extra-extra-large accessibility text.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXL")
    /// Extra-extra-extra-large accessibility text: the largest size.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXXL")

    /// The categories in Apple's order, smallest first (without `.unspecified`).
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The category's position in `ordered` (-1: unspecified or unknown).
    var index: Int { UIContentSizeCategory.ordered.firstIndex(of: self) ?? -1 }

    /// Whether the category is one of the accessibility sizes (`.accessibilityMedium` and larger).
    public var isAccessibilityCategory: Bool { index >= UIContentSizeCategory.ordered.firstIndex(of: .accessibilityMedium)! }

    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool { lhs.index < rhs.index }

    /// Posted when the user changes the preferred content size category; the user info holds the new one under
    /// `newValueUserInfoKey`.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The user-info key of the new category in `didChangeNotification`.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}
