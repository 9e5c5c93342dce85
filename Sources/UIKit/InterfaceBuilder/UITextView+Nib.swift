import Foundation

// UITextView's keys from an IB element (`<textView text=… editable="NO">`, or the text as `<string key="text">`).
extension UITextView {
    func decodeTextViewKeys(_ coder: NibCoder) {
        let e = coder.element
        if let text = e["text"] { self.text = text }
        else if let string = coder.child("text"), string.name == "string" { text = string["value"] ?? string.text }
        if let font = coder.font("fontDescription") { self.font = font }
        if case .some(let color) = coder.color("textColor") { textColor = color }
        if let alignment = e["textAlignment"].flatMap(NibValues.textAlignment) { textAlignment = alignment }
        if let v = e.bool("editable") { isEditable = v }
        if let v = e.bool("selectable") { isSelectable = v }
        if let traits = coder.child("textInputTraits") { NibTextInputTraits(traits).apply(to: self) }
    }
}

extension UITextView: NibOutletKeys {
    func setOwnNibOutlet(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "text": text = value as? String
        default: return false
        }
        return true
    }
}
