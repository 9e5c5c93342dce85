import Foundation

// The keys bar button items and tab bar items share (`title=`, `image=` or `<imageReference key="image">`,
// `tag=`, `enabled=`), and the system items by the names IB writes.
extension UIBarItem {
    func decodeBarItemKeys(_ coder: NibCoder) {
        let e = coder.element
        if let v = e["title"] { title = v }
        if let image = Self.nibImage(coder, "image") { self.image = image }
        if let image = Self.nibImage(coder, "landscapeImage") { landscapeImagePhone = image }
        if let v = e.number("tag"), let tag = Int(exactly: v.rounded(.towardZero)) { self.tag = tag }
        if let v = e.bool("enabled") { isEnabled = v }
        if let insets = coder.child("imageInsets"), insets.name == "inset" { imageInsets = NibValues.insets(insets) }
    }

    /// An image named by an attribute (`image="star"`), or by `<imageReference key=… image= catalog="system">`.
    static func nibImage(_ coder: NibCoder, _ key: String) -> UIImage? {
        if let name = coder.string(key) { return UIImage(named: name) ?? UIImage(systemName: name) }
        guard let reference = coder.child(key), reference.name == "imageReference", let name = reference["image"] else {
            return nil
        }
        return reference["catalog"] == "system" ? UIImage(systemName: name) : UIImage(named: name)
    }

    /// The case of a system-item enumeration IB names by its Swift name (`systemItem="add"`).
    static func nibSystemItem<Item: RawRepresentable<Int>>(_ coder: NSCoder, _: Item.Type) -> Item? {
        guard let name = (coder as? NibCoder)?.string("systemItem") else { return nil }
        for raw in 0..<64 {
            if let item = Item(rawValue: raw), "\(item)" == name { return item }
        }
        return nil
    }
}
