import Foundation

// UICollectionView's keys from an IB element (`<collectionView>` with `<collectionViewFlowLayout
// key="collectionViewLayout">`, `<cells><collectionViewCell reuseIdentifier=…>` and
// `<collectionReusableView key="sectionHeaderView">`), and cells and supplementary views registered from nibs.
extension UICollectionView {
    /// The layout an element names (made before the view, which needs one from the start).
    static func nibLayout(_ coder: NSCoder) -> UICollectionViewLayout? {
        guard let nib = coder as? NibCoder, let element = nib.child("collectionViewLayout") else { return nil }
        return nib.loader.instantiate(element) as? UICollectionViewLayout
    }

    func decodeCollectionKeys(_ coder: NibCoder) {
        decodeViewKeys(coder)
        let e = coder.element
        if let v = e.bool("allowsSelection") { allowsSelection = v }
        if let v = e.bool("allowsMultipleSelection") { allowsMultipleSelection = v }
        if let v = e.bool("prefetchingEnabled") { isPrefetchingEnabled = v }
        for element in e.child("cells")?.children("collectionViewCell") ?? [] {
            guard let identifier = element["reuseIdentifier"], !identifier.isEmpty else { continue }
            let prototype = NibPrototype(element: element, loader: coder.loader)
            registerCellFactory(identifier) {
                prototype.make() as? UICollectionViewCell ?? UICollectionViewCell(frame: .zero)
            }
        }
        for (key, kind) in [("sectionHeaderView", UICollectionView.elementKindSectionHeader),
                            ("sectionFooterView", UICollectionView.elementKindSectionFooter)] {
            guard let element = coder.child(key), let identifier = element["reuseIdentifier"], !identifier.isEmpty else { continue }
            let prototype = NibPrototype(element: element, loader: coder.loader)
            registerSupplementaryFactory(kind, identifier) {
                prototype.make() as? UICollectionReusableView ?? UICollectionReusableView(frame: .zero)
            }
        }
    }

    /// Registers a nib whose one top-level object is the cell to make for `identifier`.
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        guard let nib else {
            register(nil as AnyClass?, forCellWithReuseIdentifier: identifier)
            return
        }
        registerCellFactory(identifier) {
            nib.onlyTopLevelView(identifier: identifier, kind: "UICollectionViewCell") as UICollectionViewCell
        }
    }

    /// Registers a nib whose one top-level object is the supplementary view of `kind` for `identifier`.
    public func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        guard let nib else {
            register(nil as AnyClass?, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
            return
        }
        registerSupplementaryFactory(kind, identifier) {
            nib.onlyTopLevelView(identifier: identifier, kind: "UICollectionReusableView") as UICollectionReusableView
        }
    }
}

extension UICollectionView: NibOutletKeys {
    func setOwnNibOutlet(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "dataSource": dataSource = value as? UICollectionViewDataSource
        case "prefetchDataSource": prefetchDataSource = value as? UICollectionViewDataSourcePrefetching
        case "backgroundView": backgroundView = value as? UIView
        case "collectionViewLayout": if let layout = value as? UICollectionViewLayout { collectionViewLayout = layout }
        default: return false
        }
        return true
    }
}
