import Foundation

// A flow layout's keys from an IB element (`<collectionViewFlowLayout key="collectionViewLayout"
// scrollDirection="horizontal" minimumLineSpacing= minimumInteritemSpacing=>` with `<size key="itemSize">`,
// `<size key="headerReferenceSize">`, `<inset key="sectionInset" minX= minY= maxX= maxY=>`).
extension UICollectionViewFlowLayout {
    func decodeFlowLayoutKeys(_ element: NibElement) {
        if let v = NibValues.cgFloat(element, "minimumLineSpacing"), v >= 0 { minimumLineSpacing = v }
        if let v = NibValues.cgFloat(element, "minimumInteritemSpacing"), v >= 0 { minimumInteritemSpacing = v }
        if element["scrollDirection"] == "horizontal" { scrollDirection = .horizontal }
        func size(_ key: String) -> CGSize? {
            guard let child = element.child(key: key), child.name == "size" else { return nil }
            let s = NibValues.size(child)
            return s.width >= 0 && s.height >= 0 ? s : nil
        }
        if let v = size("itemSize") { itemSize = v }
        if let v = size("estimatedItemSize") { estimatedItemSize = v }
        if element.bool("automaticEstimatedItemSize") == true { estimatedItemSize = UICollectionViewFlowLayout.automaticSize }
        if let v = size("headerReferenceSize") { headerReferenceSize = v }
        if let v = size("footerReferenceSize") { footerReferenceSize = v }
        if let inset = element.child(key: "sectionInset"), inset.name == "inset" { sectionInset = NibValues.insets(inset) }
        if let v = element.bool("sectionHeadersPinToVisibleBounds") { sectionHeadersPinToVisibleBounds = v }
    }
}
