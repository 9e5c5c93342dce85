import Foundation

/// The state of a list's data at one moment: its sections and their items, each known by a unique identifier.
///
/// A value type: copies are independent. The diffable data sources compare two snapshots by identifier to
/// find the inserts, deletes and moves that turn one into the other; an item whose identifier stays is not
/// refreshed unless it is named in `reloadItems` or `reconfigureItems`.
@preconcurrency
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>: Sendable
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    typealias Section = SectionIdentifierType
    typealias Item = ItemIdentifierType

    /// The section identifiers, in order.
    var sectionList: [Section] = []
    /// The items of each section, parallel to `sectionList`.
    var itemLists: [[Item]] = []
    /// The section each item is in.
    var sectionOfItem: [Item: Section] = [:]
    var reloadedSectionList: [Section] = []
    var reloadedItemList: [Item] = []
    var reconfiguredItemList: [Item] = []

    /// Creates an empty snapshot.
    public init() {}

    // MARK: What it holds

    /// The number of items in all sections.
    public var numberOfItems: Int { sectionOfItem.count }

    /// The number of sections.
    public var numberOfSections: Int { sectionList.count }

    /// The section identifiers, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sectionList }

    /// Every item identifier, section after section.
    public var itemIdentifiers: [ItemIdentifierType] { itemLists.flatMap { $0 } }

    /// The sections marked for reloading.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSectionList }

    /// The items marked for reloading.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItemList }

    /// The items marked for reconfiguring (iOS 15).
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItemList }

    /// The number of items in a section; Apple raises for a section that is not in the snapshot.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemLists[requiredSectionIndex(identifier)].count
    }

    /// The items of a section, in order; Apple raises for a section that is not in the snapshot.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        itemLists[requiredSectionIndex(identifier)]
    }

    /// The section that holds an item, or nil.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }

    /// The index of an item among all the snapshot's items (section after section), or nil.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = sectionOfItem[identifier], let s = sectionList.firstIndex(of: section) else { return nil }
        guard let i = itemLists[s].firstIndex(of: identifier) else { return nil }
        return itemLists[..<s].reduce(i) { $0 + $1.count }
    }

    /// The index of a section, or nil.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionList.firstIndex(of: identifier)
    }

    // MARK: Items

    /// Adds items at the end of a section (nil: the last section). With no section, Apple raises.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let s: Int
        if let sectionIdentifier {
            s = requiredSectionIndex(sectionIdentifier)
        } else {
            guard !sectionList.isEmpty else {
                DiffableFailure.raise("There are currently no sections in the data source. Please add a section first.")
            }
            s = sectionList.count - 1
        }
        checkNewItems(identifiers)
        itemLists[s].append(contentsOf: identifiers)
        for item in identifiers { sectionOfItem[item] = sectionList[s] }
    }

    /// Inserts items just before an item of the snapshot.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        let (s, i) = requiredPosition(of: beforeIdentifier, for: "insert")
        checkNewItems(identifiers)
        itemLists[s].insert(contentsOf: identifiers, at: i)
        for item in identifiers { sectionOfItem[item] = sectionList[s] }
    }

    /// Inserts items just after an item of the snapshot.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        let (s, i) = requiredPosition(of: afterIdentifier, for: "insert")
        checkNewItems(identifiers)
        itemLists[s].insert(contentsOf: identifiers, at: i + 1)
        for item in identifiers { sectionOfItem[item] = sectionList[s] }
    }

    /// Deletes items; identifiers not in the snapshot are ignored.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var doomed: [Int: Set<Item>] = [:]
        for item in identifiers {
            guard let section = sectionOfItem.removeValue(forKey: item), let s = sectionList.firstIndex(of: section) else { continue }
            doomed[s, default: []].insert(item)
        }
        for (s, items) in doomed { itemLists[s].removeAll { items.contains($0) } }
        let gone = Set(identifiers)
        reloadedItemList.removeAll { gone.contains($0) }
        reconfiguredItemList.removeAll { gone.contains($0) }
    }

    /// Deletes every item and section.
    public mutating func deleteAllItems() {
        self = NSDiffableDataSourceSnapshot()
    }

    /// Moves an item to just before another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, besides: toIdentifier, offset: 0)
    }

    /// Moves an item to just after another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, besides: toIdentifier, offset: 1)
    }

    private mutating func moveItem(_ identifier: Item, besides target: Item, offset: Int) {
        guard identifier != target else {
            DiffableFailure.raise("Attempted to move item identifier relative to itself: \(identifier)")
        }
        let (from, i) = requiredPosition(of: identifier, for: "move")
        _ = requiredPosition(of: target, for: "move")
        itemLists[from].remove(at: i)
        let (to, j) = requiredPosition(of: target, for: "move")
        itemLists[to].insert(identifier, at: j + offset)
        sectionOfItem[identifier] = sectionList[to]
    }

    /// Marks items to be reloaded (their cells made again) when the snapshot is applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for item in identifiers {
            guard sectionOfItem[item] != nil else {
                DiffableFailure.raise("Attempted to reload item identifier that does not exist in the snapshot: \(item)")
            }
            if !reloadedItemList.contains(item) { reloadedItemList.append(item) }
        }
    }

    /// Marks items to be reconfigured (their existing cells updated in place) when the snapshot is applied.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for item in identifiers {
            guard sectionOfItem[item] != nil else {
                DiffableFailure.raise("Attempted to reconfigure item identifier that does not exist in the snapshot: \(item)")
            }
            if !reconfiguredItemList.contains(item) { reconfiguredItemList.append(item) }
        }
    }

    // MARK: Sections

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        checkNewSections(identifiers)
        sectionList.append(contentsOf: identifiers)
        itemLists.append(contentsOf: identifiers.map { _ in [] })
    }

    /// Inserts sections just before a section of the snapshot.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        let s = requiredSectionIndex(toIdentifier)
        checkNewSections(identifiers)
        sectionList.insert(contentsOf: identifiers, at: s)
        itemLists.insert(contentsOf: identifiers.map { _ in [] }, at: s)
    }

    /// Inserts sections just after a section of the snapshot.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        let s = requiredSectionIndex(toIdentifier)
        checkNewSections(identifiers)
        sectionList.insert(contentsOf: identifiers, at: s + 1)
        itemLists.insert(contentsOf: identifiers.map { _ in [] }, at: s + 1)
    }

    /// Deletes sections and their items; identifiers not in the snapshot are ignored.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers)
        var keptSections: [Section] = [], keptItems: [[Item]] = []
        var goneItems: Set<Item> = []
        for (s, section) in sectionList.enumerated() {
            if doomed.contains(section) {
                for item in itemLists[s] { sectionOfItem[item] = nil; goneItems.insert(item) }
            } else {
                keptSections.append(section)
                keptItems.append(itemLists[s])
            }
        }
        sectionList = keptSections
        itemLists = keptItems
        reloadedSectionList.removeAll { doomed.contains($0) }
        reloadedItemList.removeAll { goneItems.contains($0) }
        reconfiguredItemList.removeAll { goneItems.contains($0) }
    }

    /// Moves a section to just before another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, besides: toIdentifier, offset: 0)
    }

    /// Moves a section to just after another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, besides: toIdentifier, offset: 1)
    }

    private mutating func moveSection(_ identifier: Section, besides target: Section, offset: Int) {
        guard identifier != target else {
            DiffableFailure.raise("Attempted to move section identifier relative to itself: \(identifier)")
        }
        let from = requiredSectionIndex(identifier)
        _ = requiredSectionIndex(target)
        sectionList.remove(at: from)
        let items = itemLists.remove(at: from)
        let to = requiredSectionIndex(target) + offset
        sectionList.insert(identifier, at: to)
        itemLists.insert(items, at: to)
    }

    /// Marks sections to be reloaded when the snapshot is applied.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for section in identifiers {
            _ = requiredSectionIndex(section)
            if !reloadedSectionList.contains(section) { reloadedSectionList.append(section) }
        }
    }

    // MARK: Checks (Apple raises NSInternalInconsistencyException; we stop with its text)

    private func requiredSectionIndex(_ section: Section) -> Int {
        guard let s = sectionList.firstIndex(of: section) else {
            DiffableFailure.raise("Invalid section identifier. Section identifier does not exist in the snapshot: \(section)")
        }
        return s
    }

    private func requiredPosition(of item: Item, for verb: String) -> (section: Int, index: Int) {
        guard let section = sectionOfItem[item], let s = sectionList.firstIndex(of: section),
              let i = itemLists[s].firstIndex(of: item) else {
            DiffableFailure.raise("Invalid item identifier specified for \(verb). Item identifier does not exist in the snapshot: \(item)")
        }
        return (s, i)
    }

    /// Items being added must be new to the snapshot and unique among themselves.
    private func checkNewItems(_ identifiers: [Item]) {
        var seen: Set<Item> = []
        var duplicates: [Item] = []
        for item in identifiers where sectionOfItem[item] != nil || !seen.insert(item).inserted {
            if !duplicates.contains(item) { duplicates.append(item) }
        }
        if !duplicates.isEmpty {
            DiffableFailure.raise("Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(DiffableFailure.setDescription(duplicates))")
        }
    }

    private func checkNewSections(_ identifiers: [Section]) {
        var seen = Set(sectionList)
        var duplicates: [Section] = []
        for section in identifiers where !seen.insert(section).inserted {
            if !duplicates.contains(section) { duplicates.append(section) }
        }
        if !duplicates.isEmpty {
            DiffableFailure.raise("Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(DiffableFailure.setDescription(duplicates))")
        }
    }
}
