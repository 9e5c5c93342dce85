import Foundation

// UISwitch's keys from an IB element: `<switch on="YES">` with its tint colours.
extension UISwitch {
    func decodeSwitchKeys(_ coder: NibCoder) {
        decodeControlKeys(coder)
        if case .some(let color) = coder.color("onTintColor") { onTintColor = color }
        if case .some(let color) = coder.color("thumbTintColor") { thumbTintColor = color }
        if let v = coder.bool("on") { isOn = v }
    }
}
