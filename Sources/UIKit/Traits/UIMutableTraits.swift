import Foundation

/// A mutable container of traits: what `UITraitCollection(mutations:)`, `modifyingTraits(_:)` and
/// `traitOverrides` hand out. Traits are read and written by their type (`traits[MyTrait.self]`) or, for
/// UIKit's own, by name (`traits.userInterfaceStyle = .dark`).
public protocol UIMutableTraits {
    /// The value of a trait (its default value when the container does not specify it).
    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { get set }
}

extension UIMutableTraits {
    /// The light or dark interface style.
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { self[UITraitUserInterfaceStyle.self] } set { self[UITraitUserInterfaceStyle.self] = newValue }
    }
    /// The horizontal size class.
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { self[UITraitHorizontalSizeClass.self] } set { self[UITraitHorizontalSizeClass.self] = newValue }
    }
    /// The vertical size class.
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { self[UITraitVerticalSizeClass.self] } set { self[UITraitVerticalSizeClass.self] = newValue }
    }
    /// The interface idiom.
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { self[UITraitUserInterfaceIdiom.self] } set { self[UITraitUserInterfaceIdiom.self] = newValue }
    }
    /// The display scale (0: unspecified).
    public var displayScale: CGFloat {
        get { self[UITraitDisplayScale.self] } set { self[UITraitDisplayScale.self] = newValue }
    }
    /// The layout direction.
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { self[UITraitLayoutDirection.self] } set { self[UITraitLayoutDirection.self] = newValue }
    }
    /// The interface level.
    public var userInterfaceLevel: UIUserInterfaceLevel {
        get { self[UITraitUserInterfaceLevel.self] } set { self[UITraitUserInterfaceLevel.self] = newValue }
    }
    /// The accessibility contrast.
    public var accessibilityContrast: UIAccessibilityContrast {
        get { self[UITraitAccessibilityContrast.self] } set { self[UITraitAccessibilityContrast.self] = newValue }
    }
    /// The legibility weight.
    public var legibilityWeight: UILegibilityWeight {
        get { self[UITraitLegibilityWeight.self] } set { self[UITraitLegibilityWeight.self] = newValue }
    }
    /// The preferred content size category.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { self[UITraitPreferredContentSizeCategory.self] } set { self[UITraitPreferredContentSizeCategory.self] = newValue }
    }
    /// The active appearance.
    public var activeAppearance: UIUserInterfaceActiveAppearance {
        get { self[UITraitActiveAppearance.self] } set { self[UITraitActiveAppearance.self] = newValue }
    }
    /// The display gamut.
    public var displayGamut: UIDisplayGamut {
        get { self[UITraitDisplayGamut.self] } set { self[UITraitDisplayGamut.self] = newValue }
    }
}
