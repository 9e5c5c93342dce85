import Foundation

// Decoding of UIView's keys from an IB element (SPEC-NEXT §7.1), called from `init?(coder:)`.
extension UIView {
    /// The view's own keys. Called by UIView's `init?(coder:)` and again by subclasses after they set
    /// their own defaults, so that what the document says wins over a subclass's default (IB writes every
    /// key whose value differs from UIView's).
    func decodeViewKeys(_ coder: NibCoder) {
        let e = coder.element
        if let mode = e["contentMode"].flatMap(NibValues.contentMode) { contentMode = mode }
        if let v = e.number("tag"), let tag = Int(exactly: v.rounded(.towardZero)) { self.tag = tag }
        if let v = coder.number("alpha"), v.isFinite { alpha = v }
        if let v = e.bool("hidden") { isHidden = v }
        if let v = e.bool("opaque") { isOpaque = v }
        if let v = e.bool("clipsSubviews") { clipsToBounds = v }
        if let v = e.bool("userInteractionEnabled") { isUserInteractionEnabled = v }
        if let v = e.bool("multipleTouchEnabled") { isMultipleTouchEnabled = v }
        translatesAutoresizingMaskIntoConstraints = e.bool("translatesAutoresizingMaskIntoConstraints") ?? true
        if let v = e["restorationIdentifier"] { restorationIdentifier = v }
        switch e["semanticContentAttribute"] {
        case "playback": semanticContentAttribute = .playback
        case "spatial": semanticContentAttribute = .spatial
        case "forceLeftToRight": semanticContentAttribute = .forceLeftToRight
        case "forceRightToLeft": semanticContentAttribute = .forceRightToLeft
        default: break
        }
        if let frame = coder.child("frame"), frame.name == "rect" { self.frame = NibValues.rect(frame) }
        if let mask = coder.child("autoresizingMask"), mask.name == "autoresizingMask" {
            autoresizingMask = NibValues.autoresizingMask(mask)
        }
        if case .some(let color) = coder.color("backgroundColor") { backgroundColor = color }
        if case .some(let color) = coder.color("tintColor") { tintColor = color }
        if let margins = coder.child("layoutMargins"), margins.name == "edgeInsets" {
            layoutMargins = UIEdgeInsets(top: NibValues.cgFloat(margins, "top") ?? 0, left: NibValues.cgFloat(margins, "left") ?? 0,
                                         bottom: NibValues.cgFloat(margins, "bottom") ?? 0, right: NibValues.cgFloat(margins, "right") ?? 0)
        }
        for (attribute, axis, hugging) in [("horizontalHuggingPriority", NSLayoutConstraint.Axis.horizontal, true),
                                           ("verticalHuggingPriority", .vertical, true),
                                           ("horizontalCompressionResistancePriority", .horizontal, false),
                                           ("verticalCompressionResistancePriority", .vertical, false)] {
            guard let p = e.number(attribute), p >= 1, p <= 1000 else { continue }
            if hugging { setContentHuggingPriority(UILayoutPriority(Float(p)), for: axis) }
            else { setContentCompressionResistancePriority(UILayoutPriority(Float(p)), for: axis) }
        }
        if let accessibility = e.child(key: "accessibilityConfiguration") {
            if let v = accessibility["identifier"] { accessibilityIdentifier = v }
            if let v = accessibility["label"] { accessibilityLabel = v }
            if let v = accessibility["hint"] { accessibilityHint = v }
            if let v = accessibility.bool("isElement") { isAccessibilityElement = v }
        }
    }

    /// The subviews of the element, made inside this view's decoding (a child's `init?(coder:)` returns
    /// before its parent's), in document order.
    func decodeSubviews(_ coder: NibCoder) {
        for subview in coder.loader.instantiateSubviews(of: coder.element) { addSubview(subview) }
    }

    /// Outlets and runtime-attribute key paths UIView answers (Linux: no key-value coding).
    func setViewNibValue(_ value: Any?, forKey key: String) -> Bool {
        if key.hasPrefix("layer.") {
            let layerKey = String(key.dropFirst(6))
            guard !layerKey.isEmpty, !layerKey.contains(".") else { return false }
            if layerKey == "borderColor" || layerKey == "shadowColor" || layerKey == "backgroundColor",
               let color = value as? UIColor {
                layer.setValue(color.cgColor, forKey: layerKey)
            } else {
                layer.setValue(value, forKey: layerKey)
            }
            return true
        }
        switch key {
        case "tag": if let v = (value as? NSNumber)?.intValue { tag = v }
        case "alpha": if let v = (value as? NSNumber)?.doubleValue { alpha = CGFloat(v) }
        case "hidden", "isHidden": if let v = Self.nibBool(value) { isHidden = v }
        case "opaque", "isOpaque": if let v = Self.nibBool(value) { isOpaque = v }
        case "clipsToBounds": if let v = Self.nibBool(value) { clipsToBounds = v }
        case "userInteractionEnabled", "isUserInteractionEnabled": if let v = Self.nibBool(value) { isUserInteractionEnabled = v }
        case "backgroundColor": backgroundColor = value as? UIColor
        case "tintColor": tintColor = value as? UIColor
        case "accessibilityIdentifier": accessibilityIdentifier = value as? String
        case "accessibilityLabel": accessibilityLabel = value as? String
        case "restorationIdentifier": restorationIdentifier = value as? String
        case "gestureRecognizers":
            for case let recognizer as UIGestureRecognizer in (value as? [Any]) ?? [] { addGestureRecognizer(recognizer) }
        default: return (self as? NibOutletKeys)?.setOwnNibOutlet(value, forKey: key) ?? false
        }
        return true
    }

    static func nibBool(_ value: Any?) -> Bool? {
        if let b = value as? Bool { return b }
        return (value as? NSNumber)?.boolValue
    }

    /// The keys `encode(with:)` wrote, from a keyed archive (NSKeyedUnarchiver): geometry, flags, subviews.
    func decodeArchivedViewKeys(_ coder: NSCoder) {
        guard coder.containsValue(forKey: "frame") else { return }
        frame = coder.decodeCGRect(forKey: "frame")
        tag = coder.decodeInteger(forKey: "tag")
        alpha = CGFloat(coder.decodeDouble(forKey: "alpha"))
        isHidden = coder.decodeBool(forKey: "hidden")
        isOpaque = coder.decodeBool(forKey: "opaque")
        clipsToBounds = coder.decodeBool(forKey: "clipsSubviews")
        isUserInteractionEnabled = coder.decodeBool(forKey: "userInteractionEnabled")
        isMultipleTouchEnabled = coder.decodeBool(forKey: "multipleTouchEnabled")
        translatesAutoresizingMaskIntoConstraints = coder.decodeBool(forKey: "translatesAutoresizingMaskIntoConstraints")
        contentMode = ContentMode(rawValue: coder.decodeInteger(forKey: "contentMode")) ?? .scaleToFill
        autoresizingMask = AutoresizingMask(rawValue: UInt(clamping: max(0, coder.decodeInteger(forKey: "autoresizingMask"))))
        if coder.containsValue(forKey: "subviews"), let subviews = coder.decodeObject(forKey: "subviews") as? [Any] {
            for case let subview as UIView in subviews { addSubview(subview) }
        }
    }

    /// UIView's keys under the names `init?(coder:)` reads.
    func encodeViewKeys(with coder: NSCoder) {
        coder.encode(frame, forKey: "frame")
        coder.encode(tag, forKey: "tag")
        coder.encode(Double(alpha), forKey: "alpha")
        coder.encode(isHidden, forKey: "hidden")
        coder.encode(isOpaque, forKey: "opaque")
        coder.encode(clipsToBounds, forKey: "clipsSubviews")
        coder.encode(isUserInteractionEnabled, forKey: "userInteractionEnabled")
        coder.encode(isMultipleTouchEnabled, forKey: "multipleTouchEnabled")
        coder.encode(translatesAutoresizingMaskIntoConstraints, forKey: "translatesAutoresizingMaskIntoConstraints")
        coder.encode(contentMode.rawValue, forKey: "contentMode")
        coder.encode(Int(autoresizingMask.rawValue), forKey: "autoresizingMask")
        // The app's subviews: not the parts UIKit's own views make for themselves.
        let archived = subviews.filter { subview in
            if subview is ScrollIndicatorView { return false }
            if let button = self as? UIButton {
                return subview !== button.titleLabelStorage && subview !== button.imageViewStorage
                    && subview !== button.subtitleLabelStorage
            }
            return true
        }
        if !archived.isEmpty { coder.encode(archived as NSArray, forKey: "subviews") }
    }
}
