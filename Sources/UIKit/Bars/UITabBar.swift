import Foundation

/// A bar of tab items at the bottom of the screen, the selected one in the tint colour, with optional badges:
/// in a compact width, equal-width items each an image over its title (stacked); in a regular width, items
/// centred, each its image beside its title (inline), as iOS 17 draws them on an iPad; in a compact height,
/// image beside title across the bar (compact inline).
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// How items are positioned (Apple's raw values).
    public enum ItemPositioning: Int, Sendable {
        case automatic = 0, fill, centered
    }

    private enum Metrics {
        /// Apple's tab bar height above the bottom safe area (SPEC-NEXT §5.2).
        static let height: CGFloat = 49
        /// ⚠ SPEC-NEXT §5.2: item images are 25 × 25 pt.
        static let imageSide: CGFloat = 25
        /// ⚠ est.: the image's top inset.
        static let imageTop: CGFloat = 5
        /// ⚠ SPEC-NEXT §5.2: titles are 10 pt (medium, as iOS 17 draws them).
        static let titleSize: CGFloat = 10
        /// ⚠ est.: the title's top, under the image.
        static let titleTop: CGFloat = 33
        /// ⚠ est.: the badge is a pill at least 18 pt across, its centre over the image's top-right corner.
        static let badgeSide: CGFloat = 18
        static let badgeFontSize: CGFloat = 13
        static let badgePadding: CGFloat = 4
        /// ⚠ est. from iPad screenshots of iOS 17: inline titles are 13 pt medium, 6 pt after the image.
        static let inlineTitleSize: CGFloat = 13
        static let inlineGap: CGFloat = 6
        /// ⚠ est.: a centred item's padding either side of its image and title (about 32 pt between items).
        static let centredPadding: CGFloat = 16
        /// ⚠ est.: a disabled item's colour at 40 % (when its state gives none), a pressed one at 50 %.
        static let disabledAlpha: CGFloat = 0.4
        static let pressedAlpha: CGFloat = 0.5
    }

    /// The items, left to right.
    open var items: [UITabBarItem]? {
        get { itemsStorage }
        set { setItems(newValue, animated: false) }
    }
    /// The selected item (one of `items`).
    open weak var selectedItem: UITabBarItem? {
        didSet { setNeedsDisplay() }
    }
    /// Told when the user selects an item (a tab bar controller's bar refuses one).
    open weak var delegate: UITabBarDelegate? {
        didSet {
            if tabBarController != nil, delegate != nil {
                // Apple raises NSInternalInconsistencyException with this text.
                preconditionFailure("Changing the delegate of a tab bar managed by a tab bar controller is not allowed.")
            }
        }
    }
    /// The colour of unselected items (nil: system gray).
    open var unselectedItemTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The legacy background colour.
    open var barTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The legacy style (default).
    open var barStyle: UIBarStyle = .default { didSet { setNeedsDisplay() } }
    /// Whether the bar is translucent (true).
    open var isTranslucent = true { didSet { setNeedsDisplay() } }
    /// How items are positioned.
    open var itemPositioning: ItemPositioning = .automatic { didSet { setNeedsDisplay() } }
    /// The items' width when centred (0: automatic).
    open var itemWidth: CGFloat = 0
    /// The space between centred items (0: automatic).
    open var itemSpacing: CGFloat = 0
    /// The legacy background image.
    open var backgroundImage: UIImage? { didSet { setNeedsDisplay() } }
    /// The legacy shadow image.
    open var shadowImage: UIImage? { didSet { setNeedsDisplay() } }
    /// The bar's look (iOS 13).
    open var standardAppearance = UITabBarAppearance() { didSet { setNeedsDisplay() } }
    /// The look at the scroll edge (iOS 15; nil: standard with a transparent background).
    open var scrollEdgeAppearance: UITabBarAppearance? { didSet { setNeedsDisplay() } }

    private var itemsStorage: [UITabBarItem]?
    /// The controller that owns the bar: it hears taps instead of a delegate.
    weak var tabBarController: UITabBarController?
    /// Whether the content above the bar reaches its bottom edge (the scroll-edge appearance is used).
    var isAtScrollEdge = false { didSet { setNeedsDisplay() } }
    private var pressedIndex: Int?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
        contentMode = .redraw
    }

    // Linux: there are no nib archives; the initializer exists so iOS subclasses compile.
    public required init?(coder: NSCoder) {
        super.init(frame: .zero)
    }

    /// Replaces the items.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        itemsStorage = items
        for i in items ?? [] { i.hostBar = self }
        if let s = selectedItem, !(items ?? []).contains(where: { $0 === s }) { selectedItem = nil }
        setNeedsDisplay()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Metrics.height + (superview?.safeAreaInsets.bottom ?? 0))
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Metrics.height) }

    open override func setNeedsLayout() {
        super.setNeedsLayout()
        setNeedsDisplay() // items tell their bar to lay out when they change; the bar draws them
    }

    open override func tintColorDidChange() { setNeedsDisplay() }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // The size classes choose the items' layout.
        setNeedsDisplay()
    }

    /// How the items are laid out: stacked in a compact width, inline in a regular one, compact inline in a
    /// compact height (as `UITabBarAppearance`'s three item appearances name them).
    var itemLayout: UITabBarItemAppearance.Style {
        if traitCollection.horizontalSizeClass == .regular { return .inline }
        if traitCollection.verticalSizeClass == .compact { return .compactInline }
        return .stacked
    }

    /// Whether the items are centred rather than spread over the bar: `.centered`, or `.automatic` in a regular
    /// width (the appearance's `stackedItemPositioning` for stacked items, when it says more than automatic).
    private var centresItems: Bool {
        var positioning = itemPositioning
        if positioning == .automatic, itemLayout == .stacked { positioning = effectiveAppearance.stackedItemPositioning }
        switch positioning {
        case .centered: return true
        case .fill: return false
        case .automatic: return traitCollection.horizontalSizeClass == .regular
        }
    }

    private func titleFont(for layout: UITabBarItemAppearance.Style) -> UIFont {
        .systemFont(ofSize: layout == .stacked ? Metrics.titleSize : Metrics.inlineTitleSize, weight: .medium)
    }

    /// The width an item's image and title take side by side (inline layouts).
    private func inlineContentWidth(of item: UITabBarItem) -> CGFloat {
        let title = item.displayTitle.map {
            ceil(($0 as NSString).size(withAttributes: [.font: titleFont(for: itemLayout)]).width)
        } ?? 0
        return Metrics.imageSide + (title > 0 ? Metrics.inlineGap + title : 0)
    }

    /// The items' frames: equal widths across the bar, or centred at their own widths (`itemWidth` and
    /// `itemSpacing` when set).
    private func itemFrames() -> [CGRect] {
        let items = itemsStorage ?? []
        guard !items.isEmpty else { return [] }
        guard centresItems else {
            let w = bounds.width / CGFloat(items.count)
            return items.indices.map { CGRect(x: CGFloat($0) * w, y: 0, width: w, height: Metrics.height) }
        }
        let appearance = effectiveAppearance
        let fixedWidth = itemWidth > 0 ? itemWidth : (itemLayout == .stacked ? appearance.stackedItemWidth : 0)
        let spacing = itemSpacing > 0 ? itemSpacing : (itemLayout == .stacked ? appearance.stackedItemSpacing : 0)
        let widths = items.map { item -> CGFloat in
            if fixedWidth > 0 { return fixedWidth }
            let content = itemLayout == .stacked
                ? max(Metrics.imageSide, item.displayTitle.map {
                    ceil(($0 as NSString).size(withAttributes: [.font: titleFont(for: .stacked)]).width)
                } ?? 0)
                : inlineContentWidth(of: item)
            return content + 2 * Metrics.centredPadding
        }
        let total = widths.reduce(0, +) + spacing * CGFloat(items.count - 1)
        var x = (bounds.width - total) / 2
        return widths.map { w in
            defer { x += w + spacing }
            return CGRect(x: x, y: 0, width: w, height: Metrics.height)
        }
    }

    /// The frame of item `index`.
    func itemFrame(at index: Int) -> CGRect {
        let frames = itemFrames()
        return frames.indices.contains(index) ? frames[index] : .zero
    }

    /// The frame of item `index`'s image: centred over the title when stacked, before it when inline.
    func imageFrame(at index: Int) -> CGRect {
        let f = itemFrame(at: index)
        guard itemLayout != .stacked, let item = itemsStorage?[index] else {
            return CGRect(x: f.midX - Metrics.imageSide / 2, y: Metrics.imageTop, width: Metrics.imageSide,
                          height: Metrics.imageSide)
        }
        let x = f.midX - inlineContentWidth(of: item) / 2
        return CGRect(x: x, y: (Metrics.height - Metrics.imageSide) / 2, width: Metrics.imageSide, height: Metrics.imageSide)
    }

    /// The frame of item `index`'s badge (nil without a badge).
    func badgeFrame(at index: Int) -> CGRect? {
        guard let item = itemsStorage?[index], let value = item.badgeValue else { return nil }
        let image = imageFrame(at: index)
        let textW = value.isEmpty ? 0 : ceil((value as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: Metrics.badgeFontSize)]).width)
        let w = max(Metrics.badgeSide, textW + 2 * Metrics.badgePadding)
        let side = value.isEmpty ? Metrics.badgeSide / 2 : Metrics.badgeSide
        let offset = stateAppearance(of: item).badgePositionAdjustment
        return CGRect(x: image.maxX - side / 2 + offset.horizontal, y: image.minY - side / 3 + offset.vertical,
                      width: value.isEmpty ? side : w, height: side)
    }

    /// The appearance of `item`'s state in the bar's current layout.
    private func stateAppearance(of item: UITabBarItem) -> UITabBarItemStateAppearance {
        let a = effectiveAppearance
        let layout: UITabBarItemAppearance
        switch itemLayout {
        case .stacked: layout = a.stackedLayoutAppearance
        case .inline: layout = a.inlineLayoutAppearance
        case .compactInline: layout = a.compactInlineLayoutAppearance
        }
        if !item.isEnabled { return layout.disabled }
        return item === selectedItem ? layout.selected : layout.normal
    }

    private var effectiveAppearance: UITabBarAppearance {
        let selected = selectedItem
        let standard = selected?.standardAppearance ?? standardAppearance
        guard isAtScrollEdge else { return standard }
        if let e = selected?.scrollEdgeAppearance ?? scrollEdgeAppearance { return e }
        let edge: UITabBarAppearance = standard.copy()
        edge.configureWithTransparentBackground()
        return edge
    }

    open override func draw(_ rect: CGRect) {
        let a: UITabBarAppearance = effectiveAppearance.copy()
        if let barTintColor { a.backgroundColor = barTintColor }
        if !isTranslucent, a.backgroundColor == nil { a.configureWithOpaqueBackground() }
        if let backgroundImage { a.backgroundImage = backgroundImage }
        if let shadowImage { a.shadowImage = shadowImage }
        a.drawBackground(in: bounds, shadowEdge: .minYEdge, scale: window?.screen.scale ?? 2)
        let layout = itemLayout
        for (i, item) in (itemsStorage ?? []).enumerated() {
            let selected = item === selectedItem
            let state = stateAppearance(of: item)
            var color: UIColor = state.iconColor ?? (selected ? (tintColor ?? .systemBlue) : (unselectedItemTintColor ?? .systemGray))
            if !item.isEnabled, state.iconColor == nil { color = color.withAlphaComponent(Metrics.disabledAlpha) }
            if pressedIndex == i { color = color.withAlphaComponent(Metrics.pressedAlpha) }
            let img = imageFrame(at: i)
            if let image = (selected ? item.selectedImage ?? item.image : item.image) {
                let s = image.size
                let scale = min(1, min(Metrics.imageSide / max(s.width, 1), Metrics.imageSide / max(s.height, 1)))
                let r = CGRect(x: img.midX - s.width * scale / 2, y: img.midY - s.height * scale / 2,
                               width: s.width * scale, height: s.height * scale)
                (image.renderingMode == .alwaysOriginal ? image : image.withTintColor(color)).draw(in: r)
            } else if item.systemItem != nil {
                Self.drawSystemGlyph(item.systemItem!, in: img, color: color)
            }
            if let title = item.displayTitle {
                // The bar's font and the state's colour, then the appearance's attributes, then the item's own.
                var attributes: [NSAttributedString.Key: Any] = [.font: titleFont(for: layout), .foregroundColor: color]
                attributes.merge(state.titleTextAttributes) { $1 }
                let itemState: UIControl.State = !item.isEnabled ? .disabled : selected ? .selected : .normal
                if let own = item.titleTextAttributes(for: itemState) ?? item.titleTextAttributes(for: .normal) {
                    attributes.merge(own) { $1 }
                }
                let size = (title as NSString).size(withAttributes: attributes)
                let adjust = UIOffset(horizontal: state.titlePositionAdjustment.horizontal + item.titlePositionAdjustment.horizontal,
                                      vertical: state.titlePositionAdjustment.vertical + item.titlePositionAdjustment.vertical)
                let origin: CGPoint
                if layout == .stacked {
                    origin = CGPoint(x: itemFrame(at: i).midX - size.width / 2, y: Metrics.titleTop)
                } else {
                    origin = CGPoint(x: img.maxX + Metrics.inlineGap, y: (Metrics.height - size.height) / 2)
                }
                (title as NSString).draw(at: CGPoint(x: origin.x + adjust.horizontal, y: origin.y + adjust.vertical),
                                         withAttributes: attributes)
            }
            if let badge = badgeFrame(at: i), let value = item.badgeValue {
                (state.badgeBackgroundColor ?? item.badgeColor ?? .systemRed).setFill()
                UIBezierPath(roundedRect: badge, cornerRadius: badge.height / 2).fill()
                var attrs: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: Metrics.badgeFontSize),
                                                            .foregroundColor: UIColor.white]
                attrs.merge(state.badgeTextAttributes) { $1 }
                if let custom = item.badgeTextAttributes(for: .normal) { attrs.merge(custom) { $1 } }
                let s = (value as NSString).size(withAttributes: attrs)
                let adjust = state.badgeTitlePositionAdjustment
                (value as NSString).draw(at: CGPoint(x: badge.midX - s.width / 2 + adjust.horizontal,
                                                     y: badge.midY - s.height / 2 + adjust.vertical), withAttributes: attrs)
            }
        }
    }

    /// The system tab items' symbols, as strokes (SF Symbols do not exist on Linux).
    private static func drawSystemGlyph(_ item: UITabBarItem.SystemItem, in r: CGRect, color: UIColor) {
        let p = UIBezierPath()
        switch item {
        case .more:
            for i in 0..<3 {
                p.append(UIBezierPath(ovalIn: CGRect(x: r.minX + 2 + CGFloat(i) * 8, y: r.midY - 2.5, width: 5, height: 5)))
            }
            color.setFill()
            p.fill()
            return
        case .search:
            p.append(UIBezierPath(ovalIn: CGRect(x: r.minX + 3, y: r.minY + 3, width: 14, height: 14)))
            p.move(to: CGPoint(x: r.minX + 15, y: r.minY + 15))
            p.addLine(to: CGPoint(x: r.maxX - 3, y: r.maxY - 3))
        case .favorites, .featured, .topRated:
            for k in 0..<10 {
                let angle = -CGFloat.pi / 2 + CGFloat(k) * .pi / 5
                let rad = k % 2 == 0 ? r.width / 2 - 1 : r.width / 5
                let pt = CGPoint(x: r.midX + cos(angle) * rad, y: r.midY + sin(angle) * rad)
                if k == 0 { p.move(to: pt) } else { p.addLine(to: pt) }
            }
            p.close()
        default:
            p.append(UIBezierPath(ovalIn: r.insetBy(dx: 2, dy: 2)))
            p.move(to: CGPoint(x: r.midX, y: r.midY))
            p.addLine(to: CGPoint(x: r.midX, y: r.minY + 6))
            p.move(to: CGPoint(x: r.midX, y: r.midY))
            p.addLine(to: CGPoint(x: r.midX + 5, y: r.midY))
        }
        p.lineWidth = 2
        p.lineCapStyle = .round
        p.lineJoinStyle = .round
        color.setStroke()
        p.stroke()
    }

    private func index(at point: CGPoint) -> Int? {
        guard bounds.contains(point) else { return nil }
        return itemFrames().firstIndex { $0.minX <= point.x && point.x < $0.maxX }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        pressedIndex = touches.first.flatMap { index(at: $0.location(in: self)) }
        setNeedsDisplay()
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let start = pressedIndex
        pressedIndex = nil
        setNeedsDisplay()
        guard let i = touches.first.flatMap({ index(at: $0.location(in: self)) }), i == start,
              let item = itemsStorage?[i], item.isEnabled else { return }
        if let tabBarController {
            tabBarController.userSelected(tabIndex: i)
        } else {
            selectedItem = item
            delegate?.tabBar(self, didSelect: item)
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        pressedIndex = nil
        setNeedsDisplay()
    }
}
