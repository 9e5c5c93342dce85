import Foundation

// UITableView's keys from an IB element (`<tableView style="grouped" rowHeight="44" separatorStyle="none">`),
// its prototype cells (`<prototypes><tableViewCell reuseIdentifier=…>`), and cells registered from nibs.
extension UITableView {
    /// The style an element asks for (`style` is fixed at initialization).
    static func nibStyle(_ coder: NSCoder) -> Style {
        switch (coder as? NibCoder)?.string("style") {
        case "grouped": .grouped
        case "insetGrouped": .insetGrouped
        default: .plain
        }
    }

    func decodeTableKeys(_ coder: NibCoder) {
        decodeViewKeys(coder)
        let e = coder.element
        // Xcode writes -1 for "Automatic"; any other negative value is not a height.
        func height(_ attribute: String) -> CGFloat? {
            guard let v = coder.number(attribute) else { return nil }
            return v >= 0 ? v : (v == -1 ? UITableView.automaticDimension : nil)
        }
        if let v = height("rowHeight") { rowHeight = v }
        if let v = height("estimatedRowHeight") { estimatedRowHeight = v }
        if let v = height("sectionHeaderHeight") { sectionHeaderHeight = v }
        if let v = height("sectionFooterHeight") { sectionFooterHeight = v }
        if let v = height("estimatedSectionHeaderHeight") { estimatedSectionHeaderHeight = v }
        if let v = height("estimatedSectionFooterHeight") { estimatedSectionFooterHeight = v }
        switch e["separatorStyle"] {
        case "none": separatorStyle = .none
        case "default", "singleLine": separatorStyle = .singleLine
        case "singleLineEtched": separatorStyle = .singleLineEtched
        default: break
        }
        if case .some(let color) = coder.color("separatorColor") { separatorColor = color }
        if let inset = coder.child("separatorInset"), inset.name == "inset" { separatorInset = NibValues.insets(inset) }
        if case .some(let color) = coder.color("sectionIndexColor") { sectionIndexColor = color }
        if case .some(let color) = coder.color("sectionIndexBackgroundColor") { sectionIndexBackgroundColor = color }
        if let v = e.bool("allowsSelection") { allowsSelection = v }
        if let v = e.bool("allowsMultipleSelection") { allowsMultipleSelection = v }
        if let v = e.bool("allowsSelectionDuringEditing") { allowsSelectionDuringEditing = v }
        if let v = e.bool("allowsMultipleSelectionDuringEditing") { allowsMultipleSelectionDuringEditing = v }
        if let element = coder.child("tableHeaderView"), let view = coder.loader.instantiate(element) as? UIView {
            tableHeaderView = view
        }
        if let element = coder.child("tableFooterView"), let view = coder.loader.instantiate(element) as? UIView {
            tableFooterView = view
        }
        for element in e.child("prototypes")?.children("tableViewCell") ?? [] {
            guard let identifier = element["reuseIdentifier"], !identifier.isEmpty else { continue }
            let prototype = NibPrototype(element: element, loader: coder.loader)
            cellPool.register(forIdentifier: identifier) {
                prototype.make() as? UITableViewCell ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
            }
        }
    }

    /// Registers a nib whose one top-level object is the cell to make for `identifier`; nil unregisters.
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        guard let nib else {
            cellPool.unregister(identifier)
            return
        }
        cellPool.register(forIdentifier: identifier) {
            nib.onlyTopLevelView(identifier: identifier, kind: "UITableViewCell")
        }
    }

    /// Registers a nib whose one top-level object is the header or footer view for `identifier`.
    public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let nib else {
            headerFooterPool.unregister(identifier)
            return
        }
        headerFooterPool.register(forIdentifier: identifier) {
            nib.onlyTopLevelView(identifier: identifier, kind: "UITableViewHeaderFooterView")
        }
    }
}

extension UITableView: NibOutletKeys {
    func setOwnNibOutlet(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "dataSource": dataSource = value as? UITableViewDataSource
        case "prefetchDataSource": prefetchDataSource = value as? UITableViewDataSourcePrefetching
        case "tableHeaderView": tableHeaderView = value as? UIView
        case "tableFooterView": tableFooterView = value as? UIView
        case "backgroundView": backgroundView = value as? UIView
        default: return false
        }
        return true
    }
}
