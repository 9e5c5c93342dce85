import Foundation

// UITableViewCell's keys from an IB element (`<tableViewCell style="IBUITableViewCellStyleSubtitle"
// reuseIdentifier="Cell" accessoryType="disclosureIndicator" textLabel="…">` with its
// `<tableViewCellContentView key="contentView">`).
extension UITableViewCell {
    /// The built-in style an element asks for (fixed at initialization).
    static func nibCellStyle(_ coder: NSCoder) -> CellStyle {
        switch (coder as? NibCoder)?.string("style") {
        case "IBUITableViewCellStyleValue1": .value1
        case "IBUITableViewCellStyleValue2": .value2
        case "IBUITableViewCellStyleSubtitle": .subtitle
        default: .default
        }
    }

    static func nibAccessoryType(_ name: String?) -> AccessoryType? {
        switch name {
        case "none": AccessoryType.none
        case "disclosureIndicator": .disclosureIndicator
        case "detailDisclosureButton": .detailDisclosureButton
        case "checkmark": .checkmark
        case "detailButton": .detailButton
        default: nil
        }
    }

    func decodeCellKeys(_ coder: NibCoder) {
        decodeViewKeys(coder)
        let e = coder.element
        if let v = Self.nibAccessoryType(e["accessoryType"]) { accessoryType = v }
        if let v = Self.nibAccessoryType(e["editingAccessoryType"]) { editingAccessoryType = v }
        switch e["selectionStyle"] {
        case "none": selectionStyle = .none
        case "blue": selectionStyle = .blue
        case "gray": selectionStyle = .gray
        case "default": selectionStyle = .default
        default: break
        }
        if let v = e.number("indentationLevel"), let level = Int(exactly: v), level >= 0 { indentationLevel = level }
        if let v = coder.number("indentationWidth"), v >= 0 { indentationWidth = v }
        if let v = e.bool("shouldIndentWhileEditing") { shouldIndentWhileEditing = v }
        if let v = e.bool("showsReorderControl") { showsReorderControl = v }
        if let inset = coder.child("separatorInset"), inset.name == "inset" { separatorInset = NibValues.insets(inset) }
        for (key, set) in [("backgroundView", { (v: UIView) in self.backgroundView = v }),
                           ("selectedBackgroundView", { self.selectedBackgroundView = $0 }),
                           ("accessoryView", { self.accessoryView = $0 })] {
            if let element = coder.child(key), let view = coder.loader.instantiate(element) as? UIView { set(view) }
        }
        if let content = coder.child("contentView") { decodeContentView(content, coder.loader) }
    }

    /// The document's content view is the cell's own: its keys, subviews and constraints go to `contentView`.
    /// The labels and image view a built-in style names (`textLabel="id"`) become the cell's own, with the
    /// document's text and look, so that outlets to them reach the views the style lays out.
    private func decodeContentView(_ element: NibElement, _ loader: NibLoader) {
        let coder = NibCoder(element: element, loader: loader)
        loader.register(contentView, element: element)
        contentView.decodeViewKeys(coder)
        for subview in loader.instantiateSubviews(of: element) { contentView.addSubview(subview) }
        let cell = coder.element.parent?.name == "tableViewCell" ? coder.element.parent : nil
        for (attribute, own) in [("textLabel", { self.textLabel }), ("detailTextLabel", { self.detailTextLabel })] {
            guard let id = cell?[attribute], let made = loader.objects[id] as? UILabel, let label = own(),
                  made !== label else { continue }
            label.text = made.text
            label.font = made.font
            label.textColor = made.textColor
            label.textAlignment = made.textAlignment
            label.numberOfLines = made.numberOfLines
            made.removeFromSuperview()
            loader.objects[id] = label
        }
        if let id = cell?["imageView"], let made = loader.objects[id] as? UIImageView, let own = imageView, made !== own {
            own.image = made.image
            own.contentMode = made.contentMode
            made.removeFromSuperview()
            loader.objects[id] = own
        }
    }
}
