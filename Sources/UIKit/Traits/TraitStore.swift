import Foundation

/// The traits a collection or a set of overrides specifies, keyed by trait type.
struct TraitStore: UIMutableTraits, @unchecked Sendable {
    struct Entry {
        let trait: any UITraitDefinition.Type
        let value: Any
    }
    var entries: [ObjectIdentifier: Entry] = [:]

    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get { (entries[ObjectIdentifier(trait)]?.value as? T.Value) ?? T.defaultValue }
        set {
            if T.isUnspecified(newValue) { entries[ObjectIdentifier(trait)] = nil }
            else { entries[ObjectIdentifier(trait)] = Entry(trait: trait, value: newValue) }
        }
    }

    func contains(_ trait: UITrait) -> Bool { entries[ObjectIdentifier(trait)] != nil }
    mutating func remove(_ trait: UITrait) { entries[ObjectIdentifier(trait)] = nil }

    /// The traits of `self` with those `other` specifies on top.
    func merging(_ other: TraitStore) -> TraitStore {
        if other.entries.isEmpty { return self }
        var m = self
        m.entries.merge(other.entries) { _, new in new }
        return m
    }

    /// Whether `other` has the same value (or lack of one) as `self` for `key`.
    func sameValue(_ other: TraitStore, for key: ObjectIdentifier) -> Bool {
        switch (entries[key], other.entries[key]) {
        case (nil, nil): return true
        case let (a?, b?): return a.trait.storedValuesEqual(a.value, b.value)
        case let (a?, nil): return a.trait.storedValueIsDefault(a.value)
        case let (nil, b?): return b.trait.storedValueIsDefault(b.value)
        }
    }

    /// The keys of the traits whose values differ between `self` and `other`.
    func differingKeys(from other: TraitStore) -> Set<ObjectIdentifier> {
        var keys = Set(entries.keys).union(other.entries.keys)
        keys = keys.filter { !sameValue(other, for: $0) }
        return keys
    }

    static func == (a: TraitStore, b: TraitStore) -> Bool {
        a.entries.count == b.entries.count && a.entries.keys.allSatisfy { a.sameValue(b, for: $0) }
    }
}
