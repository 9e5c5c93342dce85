import UIKit

/// The text of `.recursiveDescription` and `.hierarchy`, shaped as UIKit's private `recursiveDescription` and
/// `_printHierarchy` after the library strips their addresses: one line a view, "   | " per level of depth.
// Linux: a subset of the fields iOS prints (frame, hidden, alpha, opaque, autoresize, tag, a label's or
// button's text, userInteractionEnabled, layer class), see docs/DIFFERENCES.md.
@MainActor
enum RecursiveDescription {
    static func text(of view: UIView) -> String {
        var lines: [String] = []
        func visit(_ v: UIView, depth: Int) {
            lines.append(String(repeating: "   | ", count: depth) + line(v))
            for s in v.subviews { visit(s, depth: depth + 1) }
        }
        visit(view, depth: 0)
        return lines.joined(separator: "\n")
    }

    static func hierarchy(of viewController: UIViewController) -> String {
        var lines: [String] = []
        func visit(_ vc: UIViewController, depth: Int) {
            let state = vc.isViewLoaded && vc.view.window != nil ? "appeared" : "disappeared"
            let view = vc.isViewLoaded ? "<\(type(of: vc.view!))>" : "(view not loaded)"
            lines.append(String(repeating: "   | ", count: depth) + "<\(type(of: vc))>, state: \(state), view: \(view)")
            for child in vc.children { visit(child, depth: depth + 1) }
            if let presented = vc.presentedViewController, presented.presentingViewController === vc {
                visit(presented, depth: depth + 1)
            }
        }
        visit(viewController, depth: 0)
        return lines.joined(separator: "\n")
    }

    /// A number as iOS prints geometry (%g: "0", "44.5").
    static func number(_ value: CGFloat) -> String {
        String(format: "%g", Double(value))
    }

    static func line(_ v: UIView) -> String {
        let f = v.frame
        var fields = ["frame = (\(number(f.minX)) \(number(f.minY)); \(number(f.width)) \(number(f.height)))"]
        if v.bounds.origin != .zero { fields.append("bounds = (\(number(v.bounds.minX)) \(number(v.bounds.minY)); \(number(v.bounds.width)) \(number(v.bounds.height)))") }
        if let label = v as? UILabel, let text = label.text { fields.append("text = '\(text)'") }
        if let button = v as? UIButton, let title = button.title(for: .normal) { fields.append("title = '\(title)'") }
        if v.isHidden { fields.append("hidden = YES") }
        if v.alpha < 1 { fields.append("alpha = \(number(v.alpha))") }
        if !v.isOpaque { fields.append("opaque = NO") }
        let mask = autoresize(v.autoresizingMask)
        if !mask.isEmpty { fields.append("autoresize = \(mask)") }
        if v.tag != 0 { fields.append("tag = \(v.tag)") }
        if !v.isUserInteractionEnabled { fields.append("userInteractionEnabled = NO") }
        fields.append("layer = <\(type(of: v.layer))>")
        return "<\(type(of: v)); " + fields.joined(separator: "; ") + ">"
    }

    private static func autoresize(_ mask: UIView.AutoresizingMask) -> String {
        let names: [(UIView.AutoresizingMask, String)] = [
            (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
            (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
        ]
        return names.filter { mask.contains($0.0) }.map(\.1).joined(separator: "+")
    }
}
