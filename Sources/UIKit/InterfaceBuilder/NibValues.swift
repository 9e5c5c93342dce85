import Foundation

/// Decoding of IB documents' value children (`<rect>`, `<color>`, `<fontDescription>` …) and enum-valued
/// attributes into UIKit values. Bad values decode to nil, never a crash.
@MainActor
enum NibValues {
    enum Metrics {
        /// The largest coordinate, length or constraint constant a document may give (Linux: a guard against
        /// damaged documents, whose views would otherwise ask for backing stores of any size; Xcode's canvas
        /// stays far inside it).
        static let maximumGeometry: Double = 100_000
        /// The largest constraint multiplier accepted, for the same reason.
        static let maximumMultiplier: Double = 1_000
    }

    /// A geometry attribute: a finite number within ±Metrics.maximumGeometry, else nil.
    static func cgFloat(_ element: NibElement, _ attribute: String) -> CGFloat? {
        guard let value = element.number(attribute), abs(value) <= Metrics.maximumGeometry else { return nil }
        return CGFloat(value)
    }

    static func rect(_ element: NibElement) -> CGRect {
        CGRect(x: cgFloat(element, "x") ?? 0, y: cgFloat(element, "y") ?? 0,
               width: cgFloat(element, "width") ?? 0, height: cgFloat(element, "height") ?? 0)
    }

    static func size(_ element: NibElement) -> CGSize {
        CGSize(width: cgFloat(element, "width") ?? 0, height: cgFloat(element, "height") ?? 0)
    }

    static func point(_ element: NibElement) -> CGPoint {
        CGPoint(x: cgFloat(element, "x") ?? 0, y: cgFloat(element, "y") ?? 0)
    }

    /// `<inset minX minY maxX maxY>`: left, top, right, bottom.
    static func insets(_ element: NibElement) -> UIEdgeInsets {
        UIEdgeInsets(top: cgFloat(element, "minY") ?? 0, left: cgFloat(element, "minX") ?? 0,
                     bottom: cgFloat(element, "maxY") ?? 0, right: cgFloat(element, "maxX") ?? 0)
    }

    static func autoresizingMask(_ element: NibElement) -> UIView.AutoresizingMask {
        var mask: UIView.AutoresizingMask = []
        if element.bool("flexibleMinX") == true { mask.insert(.flexibleLeftMargin) }
        if element.bool("widthSizable") == true { mask.insert(.flexibleWidth) }
        if element.bool("flexibleMaxX") == true { mask.insert(.flexibleRightMargin) }
        if element.bool("flexibleMinY") == true { mask.insert(.flexibleTopMargin) }
        if element.bool("heightSizable") == true { mask.insert(.flexibleHeight) }
        if element.bool("flexibleMaxY") == true { mask.insert(.flexibleBottomMargin) }
        return mask
    }

    /// `<color>` in each of the forms Xcode writes: a system colour (`systemColor="systemRedColor"`, legacy
    /// `cocoaTouchSystemColor="darkTextColor"`), a named asset colour, white + alpha, or red/green/blue + alpha
    /// in sRGB, Display P3, calibrated or device RGB.
    static func color(_ element: NibElement) -> UIColor? {
        if let name = element["systemColor"] ?? element["cocoaTouchSystemColor"] {
            return systemColor(named: name) ?? resourceColor(named: name, in: element)
        }
        if let name = element["name"] {
            // The catalog's colour is the real one; the document's <resources> copy is Xcode's snapshot of it.
            return UIColor(named: name) ?? resourceColor(named: name, in: element)
        }
        let alpha = cgFloat(element, "alpha") ?? 1
        if let white = cgFloat(element, "white") { return UIColor(white: white, alpha: alpha) }
        guard let red = cgFloat(element, "red"), let green = cgFloat(element, "green"),
              let blue = cgFloat(element, "blue") else { return nil }
        if element["customColorSpace"] == "displayP3" {
            return UIColor(displayP3Red: red, green: green, blue: blue, alpha: alpha)
        }
        return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The fallback a document's `<resources>` gives for a named colour.
    private static func resourceColor(named name: String, in element: NibElement) -> UIColor? {
        var root = element
        while let parent = root.parent { root = parent }
        guard let resources = root.child("resources") else { return nil }
        for entry in resources.children where (entry.name == "systemColor" || entry.name == "namedColor")
            && entry["name"] == name {
            if let color = entry.child("color"), color["systemColor"] == nil, color["name"] == nil {
                return self.color(color)
            }
        }
        return nil
    }

    /// UIColor's class colour for an IB system colour name ("systemRedColor", "labelColor", "darkTextColor").
    nonisolated static func systemColor(named name: String) -> UIColor? {
        let base = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
        switch base {
        case "black": return .black
        case "darkGray": return .darkGray
        case "lightGray": return .lightGray
        case "white": return .white
        case "gray": return .gray
        case "red": return .red
        case "green": return .green
        case "blue": return .blue
        case "cyan": return .cyan
        case "yellow": return .yellow
        case "magenta": return .magenta
        case "orange": return .orange
        case "purple": return .purple
        case "brown": return .brown
        case "clear": return .clear
        case "systemRed": return .systemRed
        case "systemOrange": return .systemOrange
        case "systemYellow": return .systemYellow
        case "systemGreen": return .systemGreen
        case "systemMint": return .systemMint
        case "systemTeal": return .systemTeal
        case "systemCyan": return .systemCyan
        case "systemBlue": return .systemBlue
        case "systemIndigo": return .systemIndigo
        case "systemPurple": return .systemPurple
        case "systemPink": return .systemPink
        case "systemBrown": return .systemBrown
        case "systemGray": return .systemGray
        case "systemGray2": return .systemGray2
        case "systemGray3": return .systemGray3
        case "systemGray4": return .systemGray4
        case "systemGray5": return .systemGray5
        case "systemGray6": return .systemGray6
        case "tint": return .tintColor
        case "label": return .label
        case "secondaryLabel": return .secondaryLabel
        case "tertiaryLabel": return .tertiaryLabel
        case "quaternaryLabel": return .quaternaryLabel
        case "placeholderText": return .placeholderText
        case "link": return .link
        case "separator": return .separator
        case "opaqueSeparator": return .opaqueSeparator
        case "systemBackground": return .systemBackground
        case "secondarySystemBackground": return .secondarySystemBackground
        case "tertiarySystemBackground": return .tertiarySystemBackground
        case "systemGroupedBackground": return .systemGroupedBackground
        case "secondarySystemGroupedBackground": return .secondarySystemGroupedBackground
        case "tertiarySystemGroupedBackground": return .tertiarySystemGroupedBackground
        case "systemFill": return .systemFill
        case "secondarySystemFill": return .secondarySystemFill
        case "tertiarySystemFill": return .tertiarySystemFill
        case "quaternarySystemFill": return .quaternarySystemFill
        case "lightText": return .lightText
        case "darkText": return .darkText
        // Legacy names of iOS 6 (cocoaTouchSystemColor).
        case "groupTableViewBackground": return .systemGroupedBackground
        case "tableCellGroupedBackground": return .secondarySystemGroupedBackground
        default: return nil
        }
    }

    /// `<fontDescription>`: type="system|boldSystem|italicSystem" (+ weight), a text style, or a font name.
    static func font(_ element: NibElement) -> UIFont? {
        let size = cgFloat(element, "pointSize") ?? 17
        if let style = element["style"] {
            return UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style))
        }
        switch element["type"] {
        case "system":
            if let weight = element["weight"].flatMap(fontWeight) { return .systemFont(ofSize: size, weight: weight) }
            return .systemFont(ofSize: size)
        case "boldSystem": return .boldSystemFont(ofSize: size)
        case "italicSystem": return .italicSystemFont(ofSize: size)
        default: break
        }
        if let name = element["name"] ?? element["family"] {
            return UIFont(name: name, size: size) ?? .systemFont(ofSize: size)
        }
        return .systemFont(ofSize: size)
    }

    static func fontWeight(_ name: String) -> UIFont.Weight? {
        switch name {
        case "ultraLight": .ultraLight
        case "thin": .thin
        case "light": .light
        case "regular": .regular
        case "medium": .medium
        case "semibold": .semibold
        case "bold": .bold
        case "heavy": .heavy
        case "black": .black
        default: nil
        }
    }

    static func contentMode(_ name: String) -> UIView.ContentMode? {
        switch name {
        case "scaleToFill": .scaleToFill
        case "scaleAspectFit": .scaleAspectFit
        case "scaleAspectFill": .scaleAspectFill
        case "redraw": .redraw
        case "center": .center
        case "top": .top
        case "bottom": .bottom
        case "left": .left
        case "right": .right
        case "topLeft": .topLeft
        case "topRight": .topRight
        case "bottomLeft": .bottomLeft
        case "bottomRight": .bottomRight
        default: nil
        }
    }

    static func textAlignment(_ name: String) -> NSTextAlignment? {
        switch name {
        case "left": .left
        case "center": .center
        case "right": .right
        case "justified": .justified
        case "natural": .natural
        default: nil
        }
    }

    static func lineBreakMode(_ name: String) -> NSLineBreakMode? {
        switch name {
        case "wordWrap": .byWordWrapping
        case "characterWrap": .byCharWrapping
        case "clip": .byClipping
        case "headTruncation": .byTruncatingHead
        case "tailTruncation": .byTruncatingTail
        case "middleTruncation": .byTruncatingMiddle
        default: nil
        }
    }

    static func controlState(_ key: String) -> UIControl.State? {
        switch key {
        case "normal": .normal
        case "highlighted": .highlighted
        case "selected": .selected
        case "disabled": .disabled
        default: nil
        }
    }

    static func controlEvent(_ name: String) -> UIControl.Event? {
        switch name {
        case "touchDown": .touchDown
        case "touchDownRepeat": .touchDownRepeat
        case "touchDragInside": .touchDragInside
        case "touchDragOutside": .touchDragOutside
        case "touchDragEnter": .touchDragEnter
        case "touchDragExit": .touchDragExit
        case "touchUpInside": .touchUpInside
        case "touchUpOutside": .touchUpOutside
        case "touchCancel": .touchCancel
        case "valueChanged": .valueChanged
        case "primaryActionTriggered": .primaryActionTriggered
        case "editingDidBegin": .editingDidBegin
        case "editingChanged": .editingChanged
        case "editingDidEnd": .editingDidEnd
        case "editingDidEndOnExit": .editingDidEndOnExit
        default: nil
        }
    }

    /// A `<… key="value">` child or a `value=` attribute of a runtime attribute, as the value IB means.
    static func runtimeValue(_ attribute: NibElement) -> (ok: Bool, value: Any?) {
        let type = attribute["type"] ?? ""
        let child = attribute.child(key: "value")
        switch type {
        case "nil": return (true, nil)
        case "boolean":
            if let b = attribute.bool("value") ?? child?.bool("value") { return (true, b) }
        case "number":
            if let child, let n = child.number("value") {
                return (true, child.name == "integer" ? NSNumber(value: Int(exactly: n.rounded()) ?? 0) : NSNumber(value: n))
            }
            if let n = attribute.number("value") { return (true, NSNumber(value: n)) }
        case "string", "localizedString":
            if let s = attribute["value"] ?? child?["value"] ?? child?.text { return (true, s) }
        case "point": if let child { return (true, point(child)) }
        case "size": if let child { return (true, size(child)) }
        case "rect": if let child { return (true, rect(child)) }
        case "range":
            if let child, let loc = child.number("location"), let len = child.number("length"),
               loc >= 0, len >= 0, loc < 1e12, len < 1e12 {
                return (true, NSRange(location: Int(loc), length: Int(len)))
            }
        case "color": if let child, let c = color(child) { return (true, c) }
        case "image":
            if let name = attribute["value"] ?? child?["image"] ?? child?["value"] { return (true, UIImage(named: name) as Any?) }
        default: break
        }
        return (false, nil)
    }
}
