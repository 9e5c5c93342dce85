import Foundation

// UIBarButtonItem's keys from an IB element (`<barButtonItem systemItem="add">`, `<barButtonItem title="Edit"
// style="done">`, with `<view key="customView">` for a custom view; its action is in its connections).
extension UIBarButtonItem {
    func decodeBarButtonItemKeys(_ coder: NibCoder) {
        decodeBarItemKeys(coder)
        let e = coder.element
        switch e["style"] {
        case "plain", "bordered": style = .plain
        case "done": style = .done
        default: break
        }
        if let v = coder.number("width"), v >= 0 { width = v }
        if case .some(let color) = coder.color("tintColor") { tintColor = color }
        if let element = coder.child("customView"), let view = coder.loader.instantiate(element) as? UIView {
            customView = view
        }
    }
}
