import Foundation

/// The items of one section as an outline: items with children, each parent expanded or collapsed. The
/// section shows `visibleItems`: root items and the children of expanded parents, depth first.
@preconcurrency
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>: Sendable where ItemIdentifierType: Hashable & Sendable {
    typealias Item = ItemIdentifierType

    /// Children by parent (nil: the root), in order.
    private var children: [Item?: [Item]] = [:]
    private var parents: [Item: Item] = [:]
    private var members: Set<Item> = []
    private var expanded: Set<Item> = []

    /// Creates an empty section snapshot.
    public init() {}

    // MARK: Reading

    /// Every item, depth first.
    public var items: [ItemIdentifierType] { flatten(nil, visibleOnly: false) }

    /// The items without a parent.
    public var rootItems: [ItemIdentifierType] { children[nil] ?? [] }

    /// The items shown: root items and, depth first, the children of expanded parents.
    public var visibleItems: [ItemIdentifierType] { flatten(nil, visibleOnly: true) }

    /// Whether the snapshot holds `item`.
    public func contains(_ item: ItemIdentifierType) -> Bool { members.contains(item) }

    /// Whether `item` is expanded.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }

    /// Whether `item` is shown: a root item, or one whose ancestors are all expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard members.contains(item) else { return false }
        var current = item
        while let p = parents[current] {
            guard expanded.contains(p) else { return false }
            current = p
        }
        return true
    }

    /// The index of `item` in `items`, or nil.
    public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }

    /// How deep `item` is: 0 for a root item.
    public func level(of item: ItemIdentifierType) -> Int {
        var level = 0, current = item
        while let p = parents[current] { level += 1; current = p }
        return level
    }

    /// The parent of `child`, or nil for a root item.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parents[child] }

    /// The subtree under `parent` as a snapshot of its own (with `parent` as its root when asked).
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        var s = NSDiffableDataSourceSectionSnapshot()
        if includingParent {
            s.append([parent])
            copySubtree(of: parent, into: &s, under: parent)
        } else {
            s.append(children[parent] ?? [])
            for child in children[parent] ?? [] { copySubtree(of: child, into: &s, under: child) }
        }
        return s
    }

    // MARK: Changing

    /// Appends items as children of `parent` (nil: at the root).
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        check(items)
        if let parent { precondition(members.contains(parent), "Parent item does not exist in section snapshot: \(parent)") }
        children[parent, default: []].append(contentsOf: items)
        for item in items { members.insert(item); if let parent { parents[item] = parent } }
    }

    /// Inserts items as siblings just before `item`.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(items, besides: item, offset: 0)
    }

    /// Inserts items as siblings just after `item`.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(items, besides: item, offset: 1)
    }

    private mutating func insert(_ items: [Item], besides item: Item, offset: Int) {
        check(items)
        let parent = parents[item]
        guard let i = children[parent]?.firstIndex(of: item) else {
            DiffableFailure.raise("Invalid item identifier specified for insertion. Item identifier does not exist in the section snapshot: \(item)")
        }
        children[parent]!.insert(contentsOf: items, at: i + offset)
        for new in items { members.insert(new); if let parent { parents[new] = parent } }
    }

    /// Deletes items and all their descendants.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where members.contains(item) {
            for child in children[item] ?? [] { delete([child]) }
            children[item] = nil
            let parent = parents.removeValue(forKey: item)
            children[parent]?.removeAll { $0 == item }
            members.remove(item)
            expanded.remove(item)
        }
    }

    /// Deletes every item.
    public mutating func deleteAll() { self = NSDiffableDataSourceSectionSnapshot() }

    /// Expands parents: their children become visible.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items where members.contains(item) { expanded.insert(item) }
    }

    /// Collapses parents: their descendants are hidden.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items { expanded.remove(item) }
    }

    /// Replaces the children of `parent` with the items of `snapshot`.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        delete(children[parent] ?? [])
        graft(snapshot, under: parent)
    }

    /// Appends a section snapshot's items under `parent` (nil: the root).
    public mutating func append(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to parent: ItemIdentifierType? = nil) {
        graft(snapshot, under: parent)
    }

    private mutating func graft(_ snapshot: NSDiffableDataSourceSectionSnapshot<Item>, under parent: Item?) {
        append(snapshot.rootItems, to: parent)
        func copy(_ item: Item) {
            let kids = snapshot.children[item] ?? []
            if !kids.isEmpty { append(kids, to: item) }
            if snapshot.expanded.contains(item) { expanded.insert(item) }
            kids.forEach(copy)
        }
        snapshot.rootItems.forEach(copy)
    }

    private func copySubtree(of item: Item, into s: inout NSDiffableDataSourceSectionSnapshot<Item>, under target: Item) {
        let kids = children[item] ?? []
        if !kids.isEmpty { s.append(kids, to: target) }
        if expanded.contains(item) { s.expanded.insert(target) }
        for kid in kids { copySubtree(of: kid, into: &s, under: kid) }
    }

    private func flatten(_ parent: Item?, visibleOnly: Bool) -> [Item] {
        var out: [Item] = []
        for item in children[parent] ?? [] {
            out.append(item)
            if !visibleOnly || expanded.contains(item) { out += flatten(item, visibleOnly: visibleOnly) }
        }
        return out
    }

    /// New items must be unique and new to the snapshot (Apple raises with this text).
    private func check(_ items: [Item]) {
        var seen: Set<Item> = []
        var duplicates: [Item] = []
        for item in items where members.contains(item) || !seen.insert(item).inserted {
            if !duplicates.contains(item) { duplicates.append(item) }
        }
        if !duplicates.isEmpty {
            DiffableFailure.raise("Identifiers in a section snapshot must be unique. Duplicate item identifiers: \(DiffableFailure.setDescription(duplicates))")
        }
    }
}
