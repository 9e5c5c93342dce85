import Foundation

/// A type representing a trait in a trait collection: the trait's definition type, used as its key
/// (`UITraitUserInterfaceStyle.self`).
public typealias UITrait = any UITraitDefinition.Type
