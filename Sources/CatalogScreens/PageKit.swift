import UIKit

/// The size every page is designed for; pages sit centred in whatever space the window gives them.
let pageCanvasSize = CGSize(width: 800, height: 536)

/// A page: its views live on `canvas`, a fixed-size view centred in the page's root view.
@MainActor
open class CatalogPageViewController: UIViewController {
    /// The fixed-size area the page's views are placed on.
    public let canvas = UIView(frame: CGRect(origin: .zero, size: pageCanvasSize))

    open override func loadView() {
        let root = UIView(frame: CGRect(origin: .zero, size: pageCanvasSize))
        root.backgroundColor = .systemBackground
        canvas.backgroundColor = .systemBackground
        canvas.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleBottomMargin]
        root.addSubview(canvas)
        view = root
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // Centre the canvas horizontally; keep it at the top.
        let x = max(0, ((view.bounds.width - pageCanvasSize.width) / 2).rounded(.down))
        canvas.frame = CGRect(origin: CGPoint(x: x, y: 0), size: pageCanvasSize)
    }
}

// MARK: Small builders shared by the pages

@MainActor
func makeLabel(_ text: String, frame: CGRect, size: CGFloat = 13, weight: UIFont.Weight = .regular,
               color: UIColor = .label, alignment: NSTextAlignment = .left, lines: Int = 1) -> UILabel {
    let label = UILabel(frame: frame)
    label.text = text
    label.font = UIFont.systemFont(ofSize: size, weight: weight)
    label.textColor = color
    label.textAlignment = alignment
    label.numberOfLines = lines
    return label
}

/// A section heading with a thin rule under it.
@MainActor
func makeHeading(_ text: String, at origin: CGPoint, width: CGFloat, in parent: UIView) {
    parent.addSubview(makeLabel(text, frame: CGRect(x: origin.x, y: origin.y, width: width, height: 18),
                                size: 14, weight: .semibold))
    let rule = UIView(frame: CGRect(x: origin.x, y: origin.y + 20, width: width, height: 1))
    rule.backgroundColor = .separator
    parent.addSubview(rule)
}

/// A small rounded button that runs `handler` when tapped: a system button with a 13-pt title on a light
/// tinted background.
@MainActor
func makeButton(_ title: String, frame: CGRect, handler: @escaping @MainActor () -> Void) -> UIButton {
    let button = UIButton(type: .system, primaryAction: UIAction(title: title) { _ in handler() })
    button.titleLabel?.font = .systemFont(ofSize: 13, weight: .medium)
    button.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.12)
    button.layer.cornerRadius = 7
    button.frame = frame
    return button
}

/// A plain coloured box.
@MainActor
func makeBox(_ frame: CGRect, _ color: UIColor, cornerRadius: CGFloat = 0) -> UIView {
    let v = UIView(frame: frame)
    v.backgroundColor = color
    v.layer.cornerRadius = cornerRadius
    return v
}

/// A view drawing a checkerboard, so translucency shows.
final class CheckerboardView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .redraw
    }
    required init?(coder: NSCoder) { fatalError("not archived") }

    override func draw(_ rect: CGRect) {
        UIColor(white: 0.93, alpha: 1).setFill()
        UIRectFill(bounds)
        UIColor(white: 0.80, alpha: 1).setFill()
        let cell: CGFloat = 10
        var y: CGFloat = 0
        var row = 0
        while y < bounds.height {
            var x: CGFloat = row % 2 == 0 ? 0 : cell
            while x < bounds.width {
                UIRectFill(CGRect(x: x, y: y, width: cell, height: cell))
                x += cell * 2
            }
            y += cell
            row += 1
        }
    }
}

/// Sets a multi-line label's text and fits its height to it, so the text starts at the top of its frame
/// (a label centres its text vertically).
@MainActor
func setTopAligned(_ label: UILabel, _ text: String, maxHeight: CGFloat = 1000) {
    label.text = text
    let fitted = label.sizeThatFits(CGSize(width: label.frame.width, height: maxHeight))
    label.frame.size.height = min(maxHeight, ceil(fitted.height))
}

/// Formats a number without trailing zeros ("12", "12.5", "-3.25").
func fmt(_ value: CGFloat) -> String {
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(format: "%.2f", Double(rounded)).replacingOccurrences(of: #"0$"#, with: "", options: .regularExpression)
}

func fmt(_ p: CGPoint) -> String { "(\(fmt(p.x)), \(fmt(p.y)))" }
func fmt(_ r: CGRect) -> String { "(\(fmt(r.origin.x)), \(fmt(r.origin.y)), \(fmt(r.width)), \(fmt(r.height)))" }
