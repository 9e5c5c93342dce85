import Foundation

/// A bar of bar button items, laid out left to right with flexible spaces sharing the free width.
@preconcurrency @MainActor
open class UIToolbar: UIView {
    private enum Metrics {
        /// Apple's toolbar height (SPEC-NEXT §5.3).
        static let height: CGFloat = 44
        /// ⚠ est.: the leading and trailing margins of a phone-sized toolbar.
        static let margin: CGFloat = 16
        /// ⚠ est.: the gap between two neighbouring buttons.
        static let spacing: CGFloat = 8
        /// ⚠ SPEC-NEXT §5.3: a fixed space of width 0 is 8 pt wide.
        static let defaultFixedSpace: CGFloat = 8
    }

    /// The items shown, left to right.
    open var items: [UIBarButtonItem]? {
        get { itemsStorage }
        set { setItems(newValue, animated: false) }
    }
    /// The legacy style (default).
    open var barStyle: UIBarStyle = .default { didSet { setNeedsDisplay() } }
    /// Whether the bar is translucent (true).
    open var isTranslucent = true { didSet { setNeedsDisplay() } }
    /// The legacy background colour.
    open var barTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The bar's look (iOS 13).
    open var standardAppearance = UIToolbarAppearance() { didSet { setNeedsDisplay() } }
    /// The look in a compact-height bar (nil: standard).
    open var compactAppearance: UIToolbarAppearance? { didSet { setNeedsDisplay() } }
    /// The look at the scroll edge (iOS 15; nil: standard with a transparent background).
    open var scrollEdgeAppearance: UIToolbarAppearance? { didSet { setNeedsDisplay() } }
    /// The look in a compact-height bar at the scroll edge (iOS 15).
    open var compactScrollEdgeAppearance: UIToolbarAppearance? { didSet { setNeedsDisplay() } }

    private var itemsStorage: [UIBarButtonItem]?
    /// The views of the items (spaces have none).
    var itemViews: [BarButtonView] = []

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

    /// Replaces the items (fading the new ones in when animated).
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        itemsStorage = items
        for v in itemViews { v.removeFromSuperview() }
        itemViews = []
        for item in items ?? [] where !item.isSpace && !item.isHidden {
            item.hostBar = self
            let v = BarButtonView(.item(item))
            v.onTap = { [weak item, weak v] e in item?.performTap(event: e, from: v) }
            addSubview(v)
            itemViews.append(v)
        }
        for item in items ?? [] where item.isSpace { item.hostBar = self }
        setNeedsLayout()
        if animated {
            for v in itemViews { v.alpha = 0 }
            let views = itemViews
            UIView.animate(withDuration: UINavigationController.pushPopDuration) { for v in views { v.alpha = 1 } }
        }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Metrics.height) }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Metrics.height) }

    open override func draw(_ rect: CGRect) {
        // The standard look (the toolbar's content is usually not at a scroll edge it shares).
        let a: UIToolbarAppearance = standardAppearance.copy()
        if let barTintColor { a.backgroundColor = barTintColor }
        if !isTranslucent, a.backgroundColor == nil { a.configureWithOpaqueBackground() }
        a.drawBackground(in: bounds, shadowEdge: CGRectEdge.minYEdge, scale: window?.screen.scale ?? 2)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let visible = (itemsStorage ?? []).filter { !$0.isHidden }
        let h = bounds.height
        var widths: [CGFloat?] = []
        var fixedTotal: CGFloat = 0
        var flexibleCount = 0
        var viewIndex = 0
        var previousWasButton = false
        for item in visible {
            if item.systemItem == .flexibleSpace {
                widths.append(nil)
                flexibleCount += 1
                previousWasButton = false
            } else if item.systemItem == .fixedSpace {
                let w = item.width > 0 ? item.width : Metrics.defaultFixedSpace
                widths.append(w)
                fixedTotal += w
                previousWasButton = false
            } else {
                let v = itemViews[viewIndex]
                viewIndex += 1
                let w = v.sizeThatFits(CGSize(width: bounds.width, height: h)).width
                widths.append(w)
                fixedTotal += w + (previousWasButton ? Metrics.spacing : 0)
                previousWasButton = true
            }
        }
        let free = max(0, bounds.width - 2 * Metrics.margin - fixedTotal)
        let flexible = flexibleCount > 0 ? free / CGFloat(flexibleCount) : 0
        var x = Metrics.margin
        viewIndex = 0
        previousWasButton = false
        for (item, w) in zip(visible, widths) {
            if item.isSpace {
                x += w ?? flexible
                previousWasButton = false
                continue
            }
            if previousWasButton { x += Metrics.spacing }
            let v = itemViews[viewIndex]
            viewIndex += 1
            v.frame = CGRect(x: x, y: 0, width: w ?? 0, height: min(h, Metrics.height))
            x += w ?? 0
            previousWasButton = true
        }
    }
}
