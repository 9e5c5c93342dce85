import Foundation

/// How UIKit's own views answer the accessibility properties an app did not set, as iOS's do.
@MainActor
enum UIKitAccessibilityDefaults {
    static func isElement(_ o: NSObject) -> Bool {
        switch o {
        case is UILabel, is UIControl, is UIProgressView: return true
        default: return false
        }
    }

    static func label(_ o: NSObject) -> String? {
        switch o {
        case let l as UILabel: return l.attributedText?.string ?? l.text
        case let b as UIButton:
            if let t = b.currentTitle, !t.isEmpty { return t }
            // A configuration's button reads its configuration's title, as iOS's does.
            if let t = b.configuration?.title, !t.isEmpty { return t }
            return b.imageView?.image?.accessibilityLabel
        default: return nil
        }
    }

    static func value(_ o: NSObject) -> String? {
        switch o {
        case let p as UIProgressView: return "\(Int((p.progress * 100).rounded()))%"
        case let c as ControlAccessibility: return c.defaultAccessibilityValue
        default: return nil
        }
    }

    static func traits(_ o: NSObject) -> UIAccessibilityTraits {
        switch o {
        case let b as UIButton: return control(b, [.button])
        case let c as UIControl & ControlAccessibility: return control(c, c.defaultAccessibilityTraits)
        case let c as UIControl: return control(c, [])
        case let l as UILabel: return l.isEnabled ? [.staticText] : [.staticText, .notEnabled]
        case is UIImageView: return [.image]
        case is UIProgressView: return [.updatesFrequently]
        default: return .none
        }
    }

    private static func control(_ c: UIControl, _ base: UIAccessibilityTraits) -> UIAccessibilityTraits {
        var t = base
        if !c.isEnabled { t.insert(.notEnabled) }
        if c.isSelected { t.insert(.selected) }
        return t
    }

    /// A view's bounds in its screen's coordinates (its window's when not in one, as a window is placed at
    /// its frame on its screen).
    static func frame(_ o: NSObject) -> CGRect {
        guard let v = o as? UIView else { return .zero }
        guard let w = v.window else { return v.convert(v.bounds, to: nil) }
        let inWindow = v === w ? w.bounds : v.convert(v.bounds, to: nil)
        return w.convert(inWindow, to: w.screen.coordinateSpace)
    }
}
