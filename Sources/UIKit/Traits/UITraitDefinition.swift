import Foundation

/// A type representing a trait in a trait collection: its type is the trait's key, and `defaultValue` the value
/// a collection reports when the trait is not specified. Apps define their own traits by conforming to it.
public protocol UITraitDefinition {
    /// The type of the trait's value.
    associatedtype Value: Equatable
    /// The value of the trait in a collection that does not specify it.
    static var defaultValue: Value { get }
    /// Whether a change of the trait can change how colours resolve (false by default).
    static var affectsColorAppearance: Bool { get }
    /// A short name for the trait, for debugging (the type's name by default).
    static var name: String { get }
    /// A unique identifier for the trait (the module-qualified type name by default).
    static var identifier: String { get }
}

extension UITraitDefinition {
    public static var affectsColorAppearance: Bool { false }
    public static var name: String { String(describing: Self.self) }
    public static var identifier: String { String(reflecting: Self.self) }

    /// Whether two stored values of this trait are equal.
    static func storedValuesEqual(_ a: Any, _ b: Any) -> Bool {
        guard let a = a as? Value, let b = b as? Value else { return false }
        return a == b
    }

    /// Whether a stored value is the trait's default value.
    static func storedValueIsDefault(_ a: Any) -> Bool { (a as? Value) == defaultValue }

    /// Whether `value` is the system trait's "unspecified" value, which a collection does not store.
    static func isUnspecified(_ value: Any) -> Bool {
        guard Self.self is any SystemTraitDefinition.Type, let v = value as? Value else { return false }
        return v == defaultValue
    }
}

/// UIKit's own traits, whose default value means "unspecified": setting it leaves the trait unspecified, so
/// combining collections does not override another collection's value with it.
protocol SystemTraitDefinition: UITraitDefinition {}
