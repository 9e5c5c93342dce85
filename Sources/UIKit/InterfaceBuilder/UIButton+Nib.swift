import Foundation

// UIButton's keys from an IB element (`<button buttonType="system">` with `<state key="normal" title=…>`).
extension UIButton {
    static func nibButtonType(_ coder: NSCoder) -> ButtonType {
        guard let coder = coder as? NibCoder else { return .custom }
        switch coder.string("buttonType") {
        case "system", "roundedRect": return .system
        case "detailDisclosure": return .detailDisclosure
        case "infoLight": return .infoLight
        case "infoDark": return .infoDark
        case "contactAdd": return .contactAdd
        case "close": return .close
        default: return .custom
        }
    }

    func decodeButtonKeys(_ coder: NibCoder) {
        decodeControlKeys(coder)
        for state in coder.element.children("state") {
            guard let key = state.key, let controlState = NibValues.controlState(key) else { continue }
            if let title = state["title"] { setTitle(title, for: controlState) }
            if let name = state["image"] { setImage(UIImage(named: name) ?? UIImage(systemName: name), for: controlState) }
            if let name = state["backgroundImage"] { setBackgroundImage(UIImage(named: name), for: controlState) }
            if let color = state.child(key: "titleColor").flatMap(NibValues.color) { setTitleColor(color, for: controlState) }
            if let color = state.child(key: "titleShadowColor").flatMap(NibValues.color) {
                setTitleShadowColor(color, for: controlState)
            }
            if let reference = state.child(key: "image"), reference.name == "imageReference", let name = reference["image"] {
                setImage(reference["catalog"] == "system" ? UIImage(systemName: name) : UIImage(named: name), for: controlState)
            }
        }
        if let font = coder.font("fontDescription") { titleLabel?.font = font }
        if let insets = coder.child("contentEdgeInsets"), insets.name == "inset" { contentEdgeInsets = NibValues.insets(insets) }
        if let insets = coder.child("titleEdgeInsets"), insets.name == "inset" { titleEdgeInsets = NibValues.insets(insets) }
        if let insets = coder.child("imageEdgeInsets"), insets.name == "inset" { imageEdgeInsets = NibValues.insets(insets) }
        if let mode = coder.string("lineBreakMode").flatMap(NibValues.lineBreakMode) { titleLabel?.lineBreakMode = mode }
        if let element = coder.child("configuration"), element.name == "buttonConfiguration" {
            configuration = Self.nibConfiguration(element)
        }
    }

    /// `<buttonConfiguration key="configuration" style="filled" title=… cornerStyle=…>` (Xcode 13's buttons).
    static func nibConfiguration(_ e: NibElement) -> Configuration {
        var c: Configuration
        switch e["style"] {
        case "tinted": c = .tinted()
        case "gray": c = .gray()
        case "filled": c = .filled()
        case "borderless": c = .borderless()
        case "bordered": c = .bordered()
        case "borderedTinted": c = .borderedTinted()
        case "borderedProminent": c = .borderedProminent()
        default: c = .plain()
        }
        if let v = e["title"] { c.title = v }
        if let v = e["subtitle"] { c.subtitle = v }
        switch e["cornerStyle"] {
        case "fixed": c.cornerStyle = .fixed
        case "small": c.cornerStyle = .small
        case "medium": c.cornerStyle = .medium
        case "large": c.cornerStyle = .large
        case "capsule": c.cornerStyle = .capsule
        default: break
        }
        if let v = NibValues.cgFloat(e, "imagePadding") { c.imagePadding = v }
        if let v = NibValues.cgFloat(e, "titlePadding") { c.titlePadding = v }
        switch e["imagePlacement"] {
        case "trailing": c.imagePlacement = .trailing
        case "top": c.imagePlacement = .top
        case "bottom": c.imagePlacement = .bottom
        default: break
        }
        if let reference = e.child(key: "image"), reference.name == "imageReference", let name = reference["image"] {
            c.image = reference["catalog"] == "system" ? UIImage(systemName: name) : UIImage(named: name)
        }
        if let color = e.child(key: "baseForegroundColor").flatMap(NibValues.color) { c.baseForegroundColor = color }
        if let color = e.child(key: "baseBackgroundColor").flatMap(NibValues.color) { c.baseBackgroundColor = color }
        if let insets = e.child(key: "contentInsets"), insets.name == "directionalEdgeInsets" {
            c.contentInsets = NSDirectionalEdgeInsets(top: NibValues.cgFloat(insets, "top") ?? 0,
                                                      leading: NibValues.cgFloat(insets, "leading") ?? 0,
                                                      bottom: NibValues.cgFloat(insets, "bottom") ?? 0,
                                                      trailing: NibValues.cgFloat(insets, "trailing") ?? 0)
        }
        return c
    }
}

// UIControl's keys (`enabled`, `selected`, `highlighted`, content alignments).
extension UIControl {
    func decodeControlKeys(_ coder: NibCoder) {
        let e = coder.element
        if let v = e.bool("enabled") { isEnabled = v }
        if let v = e.bool("selected") { isSelected = v }
        if let v = e.bool("highlighted") { isHighlighted = v }
        switch e["contentHorizontalAlignment"] {
        case "left": contentHorizontalAlignment = .left
        case "right": contentHorizontalAlignment = .right
        case "fill": contentHorizontalAlignment = .fill
        case "leading": contentHorizontalAlignment = .leading
        case "trailing": contentHorizontalAlignment = .trailing
        case "center": contentHorizontalAlignment = .center
        default: break
        }
        switch e["contentVerticalAlignment"] {
        case "top": contentVerticalAlignment = .top
        case "bottom": contentVerticalAlignment = .bottom
        case "fill": contentVerticalAlignment = .fill
        case "center": contentVerticalAlignment = .center
        default: break
        }
    }
}
