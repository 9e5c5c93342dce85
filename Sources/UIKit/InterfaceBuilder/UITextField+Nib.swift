import Foundation

// UITextField's keys from an IB element (`<textField borderStyle="roundedRect" placeholder=… minimumFontSize=…>`
// with `<textInputTraits key="textInputTraits">`).
extension UITextField {
    func decodeTextFieldKeys(_ coder: NibCoder) {
        decodeControlKeys(coder)
        let e = coder.element
        switch e["borderStyle"] {
        case "line": borderStyle = .line
        case "bezel": borderStyle = .bezel
        case "roundedRect": borderStyle = .roundedRect
        case "none": borderStyle = .none
        default: break
        }
        if let font = coder.font("fontDescription") { self.font = font }
        if case .some(let color) = coder.color("textColor") { textColor = color }
        if let alignment = e["textAlignment"].flatMap(NibValues.textAlignment) { textAlignment = alignment }
        if let text = e["text"] { self.text = text }
        if let placeholder = e["placeholder"] { self.placeholder = placeholder }
        if let v = coder.number("minimumFontSize"), v >= 0 { minimumFontSize = v }
        if let v = e.bool("adjustsFontSizeToFit") { adjustsFontSizeToFitWidth = v }
        if let v = e.bool("clearsOnBeginEditing") { clearsOnBeginEditing = v }
        if let mode = e["clearButtonMode"].flatMap(Self.nibViewMode) { clearButtonMode = mode }
        if let traits = coder.child("textInputTraits") { NibTextInputTraits(traits).apply(to: self) }
    }

    static func nibViewMode(_ name: String) -> ViewMode? {
        switch name {
        case "never": .never
        case "whileEditing": .whileEditing
        case "unlessEditing": .unlessEditing
        case "always": .always
        default: nil
        }
    }
}

extension UITextField: NibOutletKeys {
    func setOwnNibOutlet(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "delegate": delegate = value as? UITextFieldDelegate
        case "text": text = value as? String
        case "placeholder": placeholder = value as? String
        default: return false
        }
        return true
    }
}
