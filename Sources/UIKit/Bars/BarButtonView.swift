import Foundation

/// How a bar shows one bar button item (or the back button): its custom view, or its image, system symbol or
/// title drawn in the tint colour; dimmed while pressed; a tap performs the item.
@MainActor
final class BarButtonView: UIView {
    private enum Metrics {
        /// ⚠ est.: iOS bar buttons draw their titles in the 17 pt body font (bold for done).
        static let fontSize: CGFloat = 17
        /// ⚠ est.: a pressed bar button fades to about 20 % opacity.
        static let pressedAlpha: CGFloat = 0.2
        /// ⚠ est.: gap between the back chevron and the back title.
        static let chevronGap: CGFloat = 5
        /// ⚠ est.: image items get at least this width so they can be tapped.
        static let minimumImageWidth: CGFloat = 30
    }

    enum Content {
        case item(UIBarButtonItem)
        /// The back button: an optional title (nil: chevron only), the item whose title/image it shows.
        case back(String?)
    }

    let content: Content
    var onTap: (@MainActor (UIEvent?) -> Void)?
    var textAttributes: [NSAttributedString.Key: Any]?
    private var pressed = false { didSet { setNeedsDisplay() } }

    init(_ content: Content) {
        self.content = content
        super.init(frame: .zero)
        isOpaque = false
        backgroundColor = nil
        contentMode = .redraw
        if case .item(let item) = content, let custom = item.customView { addSubview(custom) }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    var item: UIBarButtonItem? {
        if case .item(let i) = content { return i }
        return nil
    }

    /// The view a bar shows `item` with in `window`: its custom view, or the bar's button for it.
    static func view(showing item: UIBarButtonItem, in window: UIWindow?) -> UIView? {
        if let custom = item.customView, custom.window != nil { return custom }
        func search(_ view: UIView) -> UIView? {
            if let button = view as? BarButtonView, button.item === item { return button }
            for sub in view.subviews { if let found = search(sub) { return found } }
            return nil
        }
        return window.flatMap(search)
    }

    /// The title shown (nil for images, symbols and custom views).
    var shownTitle: String? {
        switch content {
        case .back(let t): return t
        case .item(let i):
            if i.customView != nil || i.image != nil { return nil }
            if let s = i.systemItem, BarGlyph.hasGlyph(s), i.title == nil { return nil }
            return i.displayTitle
        }
    }

    private var font: UIFont {
        if let f = textAttributes?[.font] as? UIFont { return f }
        if let f = item?.titleTextAttributes(for: .normal)?[.font] as? UIFont { return f }
        return item?.style == .done ? .boldSystemFont(ofSize: Metrics.fontSize) : .systemFont(ofSize: Metrics.fontSize)
    }

    private var color: UIColor {
        let enabled = item?.isEnabled ?? true
        if !enabled { return .tertiaryLabel }
        if let c = item?.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor { return c }
        if let c = textAttributes?[.foregroundColor] as? UIColor { return c }
        return item?.tintColor ?? tintColor ?? .systemBlue
    }

    private func titleSize(_ t: String) -> CGSize {
        (t as NSString).size(withAttributes: [.font: font])
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let h = size.height
        switch content {
        case .back(let t):
            let text = t.map { $0.isEmpty ? 0 : ceil(titleSize($0).width) + Metrics.chevronGap } ?? 0
            return CGSize(width: BarGlyph.chevronSize.width + text, height: h)
        case .item(let i):
            if let v = i.customView {
                let s = v.bounds.size == .zero ? v.sizeThatFits(size) : v.bounds.size
                return CGSize(width: i.width > 0 ? i.width : s.width, height: h)
            }
            if i.width > 0 { return CGSize(width: i.width, height: h) }
            if let img = i.image { return CGSize(width: max(img.size.width, Metrics.minimumImageWidth), height: h) }
            if let t = shownTitle { return CGSize(width: ceil(titleSize(t).width), height: h) }
            return CGSize(width: BarGlyph.size.width, height: h)
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if let custom = item?.customView {
            var s = custom.bounds.size
            if s == .zero { s = custom.sizeThatFits(bounds.size) }
            s.width = min(s.width, bounds.width)
            s.height = min(s.height, bounds.height)
            custom.frame = CGRect(x: (bounds.width - s.width) / 2, y: (bounds.height - s.height) / 2, width: s.width, height: s.height)
        }
    }

    override func tintColorDidChange() { setNeedsDisplay() }

    override func draw(_ rect: CGRect) {
        guard item?.customView == nil else { return }
        let c = pressed ? color.withAlphaComponent(Metrics.pressedAlpha) : color
        var x: CGFloat = 0
        if case .back = content {
            let cs = BarGlyph.chevronSize
            BarGlyph.drawChevron(in: CGRect(x: 0, y: (bounds.height - cs.height) / 2, width: cs.width, height: cs.height), color: c)
            x = cs.width + Metrics.chevronGap
        }
        if let t = shownTitle, !t.isEmpty {
            let s = titleSize(t)
            let attrs: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: c]
            (t as NSString).draw(in: CGRect(x: x, y: (bounds.height - s.height) / 2, width: bounds.width - x, height: s.height),
                                 withAttributes: attrs)
        } else if let img = item?.image {
            let s = img.size
            let r = CGRect(x: (bounds.width - s.width) / 2, y: (bounds.height - s.height) / 2, width: s.width, height: s.height)
            let shown = img.renderingMode == .alwaysOriginal ? img : img.withTintColor(c)
            shown.draw(in: r)
        } else if let s = item?.systemItem {
            BarGlyph.draw(s, in: bounds, color: c)
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if item?.isEnabled ?? true { pressed = true }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let t = touches.first, item?.isEnabled ?? true else { return }
        pressed = bounds.insetBy(dx: -20, dy: -20).contains(t.location(in: self))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let fire = pressed
        pressed = false
        if fire { onTap?(event) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { pressed = false }
}
