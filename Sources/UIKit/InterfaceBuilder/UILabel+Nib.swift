import Foundation

// UILabel's keys from an IB element (`<label text= textAlignment= numberOfLines= …>`).
extension UILabel {
    func decodeLabelKeys(_ coder: NibCoder) {
        let e = coder.element
        if let text = e["text"] { self.text = text }
        else if let string = coder.child("text"), string.name == "string" { self.text = string["value"] ?? string.text }
        if let font = coder.font("fontDescription") { self.font = font }
        if case .some(let color) = coder.color("textColor"), let color { textColor = color }
        if case .some(let color) = coder.color("highlightedColor") { highlightedTextColor = color }
        if case .some(let color) = coder.color("shadowColor") { shadowColor = color }
        if let alignment = e["textAlignment"].flatMap(NibValues.textAlignment) { textAlignment = alignment }
        if let mode = e["lineBreakMode"].flatMap(NibValues.lineBreakMode) { lineBreakMode = mode }
        if let n = e.number("numberOfLines"), let lines = Int(exactly: n), lines >= 0 { numberOfLines = lines }
        if let v = e.bool("adjustsFontSizeToFit") { adjustsFontSizeToFitWidth = v }
        if let v = e.bool("adjustsFontForContentSizeCategory") { adjustsFontForContentSizeCategory = v }
        if let v = coder.number("minimumScaleFactor"), v >= 0 { minimumScaleFactor = v }
        if let v = e.bool("enabled") { isEnabled = v }
        if let v = e.bool("highlighted") { isHighlighted = v }
        if let v = coder.number("preferredMaxLayoutWidth"), v >= 0 { preferredMaxLayoutWidth = v }
    }

    func setLabelNibValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "text": text = value as? String
        case "textColor": textColor = value as? UIColor
        case "numberOfLines": if let v = (value as? NSNumber)?.intValue { numberOfLines = v }
        case "font": if let font = value as? UIFont { self.font = font }
        default: return setViewNibValue(value, forKey: key)
        }
        return true
    }
}
