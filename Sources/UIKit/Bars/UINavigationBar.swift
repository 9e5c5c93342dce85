import Foundation

/// A bar at the top of the screen showing a stack of navigation items: the top item's title (or large
/// title), its bar button items, and a back button titled after the item under it.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    private enum Metrics {
        /// Apple's inline bar height (SPEC-NEXT §5.1).
        static let height: CGFloat = 44
        /// ⚠ SPEC-NEXT §5.1: a bar with a large title is 96 pt tall: the inline row and a 52 pt large-title area.
        static let largeTitleArea: CGFloat = 52
        /// ⚠ est.: the leading and trailing layout margins of a phone-sized bar.
        static let margin: CGFloat = 16
        /// The large title's leading margin: the system minimum layout margin, 16 pt in a compact width and
        /// 20 pt in a regular one (as UIViewController.systemMinimumLayoutMargins).
        static let largeTitleMarginCompact: CGFloat = 16
        static let largeTitleMarginRegular: CGFloat = 20
        /// ⚠ est.: the back chevron's leading inset.
        static let backLeading: CGFloat = 8
        /// ⚠ est.: space between neighbouring items, and between items and the title.
        static let spacing: CGFloat = 8
        /// The inline title: 17 pt semibold (Apple's headline font).
        static let titleSize: CGFloat = 17
        /// ⚠ est.: the large title's baseline sits this far above the bar's bottom.
        static let largeTitleBottom: CGFloat = 8
    }

    /// The items, bottom first; the last is on top.
    open var items: [UINavigationItem]? {
        get { itemStack }
        set { setItems(newValue, animated: false) }
    }
    /// The item on top of the stack.
    open var topItem: UINavigationItem? { itemStack.last }
    /// The item under the top one (it titles the back button).
    open var backItem: UINavigationItem? { itemStack.count >= 2 ? itemStack[itemStack.count - 2] : nil }
    /// The delegate told about pushes and pops (a navigation controller's bar refuses one).
    open weak var delegate: UINavigationBarDelegate? {
        didSet {
            if navigationController != nil, delegate != nil {
                // Apple raises NSInternalInconsistencyException with this text.
                preconditionFailure("Cannot manually set the delegate on a UINavigationBar managed by a controller.")
            }
        }
    }
    /// The legacy style (default).
    open var barStyle: UIBarStyle = .default { didSet { setNeedsLayout(); setNeedsDisplay() } }
    /// Whether the bar is translucent (true); false draws the default background opaque.
    open var isTranslucent = true { didSet { setNeedsDisplay() } }
    /// The legacy background colour (nil: the appearance's).
    open var barTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The legacy title attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { setNeedsLayout() } }
    /// The legacy large-title attributes.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { setNeedsLayout() } }
    /// Whether items show large titles (false); each item's largeTitleDisplayMode decides.
    open var prefersLargeTitles = false { didSet { invalidateIntrinsicContentSize(); superview?.setNeedsLayout(); setNeedsLayout() } }
    /// The legacy shadow image.
    open var shadowImage: UIImage? { didSet { setNeedsDisplay() } }
    /// The legacy back chevron.
    open var backIndicatorImage: UIImage?
    /// The legacy back chevron's transition mask.
    open var backIndicatorTransitionMaskImage: UIImage?
    /// The bar's look (iOS 13); items may override it.
    open var standardAppearance = UINavigationBarAppearance() { didSet { setNeedsLayout(); setNeedsDisplay() } }
    /// The look in a compact-height bar (nil: standard).
    open var compactAppearance: UINavigationBarAppearance? { didSet { setNeedsDisplay() } }
    /// The look while the content is scrolled to its top edge (nil: standard with a transparent background).
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { setNeedsDisplay() } }
    /// The look in a compact-height bar at the scroll edge (iOS 15).
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { setNeedsDisplay() } }

    private var itemStack: [UINavigationItem] = []
    private var backgroundImages: [Int: UIImage] = [:]
    /// The navigation controller that owns the bar: it handles the back button and keeps the items.
    weak var navigationController: UINavigationController?
    /// Whether the content under the bar is at its top edge (the scroll-edge appearance is used).
    var isAtScrollEdge = true { didSet { if oldValue != isAtScrollEdge { setNeedsDisplay() } } }

    // The views of the top item, rebuilt when the items change.
    var backButtonView: BarButtonView?
    var leftViews: [BarButtonView] = []
    var rightViews: [BarButtonView] = []
    let titleLabel = UILabel()
    let largeTitleLabel = UILabel()
    /// Clips the large title to the large-title area while that area collapses.
    let largeTitleArea = UIView()
    var shownTitleView: UIView?
    /// How much of the large-title area shows (52 pt expanded, 0 collapsed; more while content is pulled down
    /// past its top): the navigation controller sets it from its content scroll view's offset.
    var largeTitleExpansion: CGFloat = Metrics.largeTitleArea {
        didSet {
            guard largeTitleExpansion != oldValue else { return }
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }
    /// The height of a fully expanded large-title area.
    static var largeTitleAreaHeight: CGFloat { Metrics.largeTitleArea }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
        contentMode = .redraw
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        largeTitleArea.clipsToBounds = true
        largeTitleArea.isUserInteractionEnabled = false
        largeTitleArea.addSubview(largeTitleLabel)
        addSubview(largeTitleArea)
    }

    // Linux: there are no nib archives; the initializer exists so iOS subclasses compile.
    public required init?(coder: NSCoder) {
        super.init(frame: .zero)
    }

    // MARK: The stack

    /// Pushes an item (asking the delegate first) and makes it the top item.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        if navigationController == nil, let d = delegate, !d.navigationBar(self, shouldPush: item) { return }
        itemStack.append(item)
        itemsChanged(animated: animated)
        if navigationController == nil { delegate?.navigationBar(self, didPush: item) }
    }

    /// Pops the top item (asking the delegate first) and returns it.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard let top = itemStack.last else { return nil }
        if navigationController == nil, let d = delegate, !d.navigationBar(self, shouldPop: top) { return nil }
        itemStack.removeLast()
        itemsChanged(animated: animated)
        if navigationController == nil { delegate?.navigationBar(self, didPop: top) }
        return top
    }

    /// Replaces the items.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        itemStack = items ?? []
        itemsChanged(animated: animated)
    }

    /// The legacy background image for a bar metrics.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics.rawValue] = backgroundImage
        setNeedsDisplay()
    }

    /// The legacy background image for a bar metrics.
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImages[barMetrics.rawValue] }

    private func itemsChanged(animated: Bool) {
        for item in itemStack { item.hostBar = self }
        rebuildItemViews()
        invalidateIntrinsicContentSize()
        superview?.setNeedsLayout()
        setNeedsLayout()
        setNeedsDisplay()
        if animated {
            // The top item's content fades in, as iOS cross-fades titles.
            let views: [UIView] = [titleLabel, largeTitleLabel] + leftViews + rightViews + [backButtonView, shownTitleView].compactMap { $0 }
            for v in views { v.alpha = 0 }
            UIView.animate(withDuration: UINavigationController.pushPopDuration) { for v in views { v.alpha = 1 } }
        }
    }

    /// An item on the bar changed: the top item's views are made again; any item's change may move the back
    /// button's title or the layout.
    func navigationItemDidChange(_ item: UINavigationItem) {
        if item === topItem { rebuildItemViews() }
        invalidateIntrinsicContentSize()
        superview?.setNeedsLayout() // the height may change (a search controller came or went)
        setNeedsLayout()
        setNeedsDisplay()
    }

    private func rebuildItemViews() {
        backButtonView?.removeFromSuperview()
        backButtonView = nil
        for v in leftViews + rightViews { v.removeFromSuperview() }
        leftViews = []
        rightViews = []
        shownTitleView?.removeFromSuperview()
        shownTitleView = nil
        guard let top = topItem else {
            titleLabel.text = nil
            largeTitleLabel.text = nil
            return
        }
        if showsBackButton {
            let b = BarButtonView(.back(nil))
            b.onTap = { [weak self] _ in self?.backButtonTapped() }
            addSubview(b)
            backButtonView = b
        }
        for item in (top.leftBarButtonItems ?? []) where !item.isHidden {
            item.hostBar = self
            let v = BarButtonView(.item(item))
            v.onTap = { [weak item, weak v] e in item?.performTap(event: e, from: v) }
            addSubview(v)
            leftViews.append(v)
        }
        for item in (top.rightBarButtonItems ?? []) where !item.isHidden {
            item.hostBar = self
            let v = BarButtonView(.item(item))
            v.onTap = { [weak item, weak v] e in item?.performTap(event: e, from: v) }
            addSubview(v)
            rightViews.append(v)
        }
        if let tv = top.titleView {
            addSubview(tv)
            shownTitleView = tv
        }
    }

    private func backButtonTapped() {
        if let nc = navigationController {
            nc.popViewController(animated: true)
        } else {
            popItem(animated: true)
        }
    }

    /// Whether the top item shows a back button: there is an item under it, it does not hide it, and its
    /// left items (if any) supplement it.
    var showsBackButton: Bool {
        guard let top = topItem, backItem != nil, !top.hidesBackButton else { return false }
        if let left = top.leftBarButtonItems, !left.isEmpty, !top.leftItemsSupplementBackButton { return false }
        return true
    }

    /// Whether the top item shows a large title.
    var showsLargeTitle: Bool {
        guard prefersLargeTitles, let top = topItem else { return false }
        switch top.largeTitleDisplayMode {
        case .never, .inline: return false
        case .always: return true
        case .automatic:
            // Apple: automatic keeps the setting of the item under it.
            for item in itemStack.dropLast().reversed() {
                if item.largeTitleDisplayMode == .never { return false }
                if item.largeTitleDisplayMode == .always { return true }
            }
            return true
        }
    }

    // MARK: Appearance

    /// The appearance in effect: the top item's, else the bar's, at the scroll edge or not.
    var effectiveAppearance: UINavigationBarAppearance {
        let standard = topItem?.standardAppearance ?? legacyStandardAppearance
        guard isAtScrollEdge else { return standard }
        if let e = topItem?.scrollEdgeAppearance ?? scrollEdgeAppearance { return e }
        // Apple: a nil scroll-edge appearance is the standard one with a transparent background.
        let edge: UINavigationBarAppearance = standard.copy()
        edge.configureWithTransparentBackground()
        return edge
    }

    /// The standard appearance with the legacy properties (barTintColor, isTranslucent, barStyle,
    /// titleTextAttributes, background and shadow images) applied.
    private var legacyStandardAppearance: UINavigationBarAppearance {
        let legacy = barTintColor != nil || !isTranslucent || barStyle != .default || titleTextAttributes != nil
            || largeTitleTextAttributes != nil || shadowImage != nil || !backgroundImages.isEmpty
        guard legacy else { return standardAppearance }
        let a: UINavigationBarAppearance = standardAppearance.copy()
        if barStyle == .black { a.backgroundColor = UIColor(white: 0.11, alpha: isTranslucent ? 0.94 : 1) }
        if let barTintColor { a.backgroundColor = isTranslucent ? barTintColor.withAlphaComponent(0.94) : barTintColor }
        if !isTranslucent, a.backgroundColor == nil { a.configureWithOpaqueBackground() }
        if let titleTextAttributes { a.titleTextAttributes.merge(titleTextAttributes) { $1 } }
        if let largeTitleTextAttributes { a.largeTitleTextAttributes.merge(largeTitleTextAttributes) { $1 } }
        if let shadowImage { a.shadowImage = shadowImage }
        if let image = backgroundImages[UIBarMetrics.default.rawValue] { a.backgroundImage = image }
        return a
    }

    open override func draw(_ rect: CGRect) {
        effectiveAppearance.drawBackground(in: bounds, shadowEdge: .maxYEdge, scale: window?.screen.scale ?? 2)
    }

    // MARK: Layout

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: heightWithSearchArea(currentHeight))
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: heightWithSearchArea(currentHeight))
    }

    /// 44 pt, and the large-title area as far as it shows.
    private var currentHeight: CGFloat {
        showsLargeTitle ? Metrics.height + max(0, largeTitleExpansion) : Metrics.height
    }

    /// The height the bar takes from the safe area: as tall as it is, but no taller than expanded (content
    /// pulled down past its top stretches the bar without moving the safe area).
    var safeAreaHeight: CGFloat {
        heightWithSearchArea(showsLargeTitle ? Metrics.height + min(max(0, largeTitleExpansion), Metrics.largeTitleArea) : Metrics.height)
    }

    /// Whether the large title shows at all (the inline title takes over once it has collapsed).
    private var largeTitleShows: Bool { showsLargeTitle && largeTitleExpansion > 0 }

    /// The back button's title for the current items and width (nil: chevron only), by Apple's rules.
    var backButtonTitle: String? {
        guard showsBackButton, let previous = backItem else { return nil }
        return Self.backButtonTitle(for: previous, available: availableBackWidth, fits: backTitleFits)
    }

    /// Apple's back-button title rules for the item under the top one: its back item's title; chevron only
    /// when minimal; its back title; "Back" when generic; its title; "Back" when that does not fit (or there
    /// is none); the chevron alone when even that does not fit.
    static func backButtonTitle(for previous: UINavigationItem, available: CGFloat,
                                fits: (String, CGFloat) -> Bool) -> String? {
        if let back = previous.backBarButtonItem { return back.title }
        if previous.backButtonDisplayMode == .minimal { return nil }
        let preferred: String?
        if let t = previous.backButtonTitle {
            preferred = t
        } else if previous.backButtonDisplayMode == .generic {
            preferred = nil
        } else {
            preferred = previous.title
        }
        if let preferred, preferred.isEmpty { return nil }
        for candidate in [preferred, "Back"].compactMap({ $0 }) where fits(candidate, available) { return candidate }
        return nil
    }

    private func backTitleFits(_ title: String, _ available: CGFloat) -> Bool {
        let probe = BarButtonView(.back(title))
        return probe.sizeThatFits(CGSize(width: .greatestFiniteMagnitude, height: Metrics.height)).width <= available
    }

    /// The width the back button may take: up to the centred title (or the right items), less a gap.
    private var availableBackWidth: CGFloat {
        let w = bounds.width
        let rightEdge = w - Metrics.margin - rightWidths.reduce(0) { $0 + $1 + Metrics.spacing }
        var limit = rightEdge
        if !showsLargeTitle, shownTitleView == nil, let t = topItem?.title, !t.isEmpty {
            limit = min(limit, (w - inlineTitleWidth(t)) / 2)
        } else if let tv = shownTitleView {
            limit = min(limit, (w - tv.bounds.width) / 2)
        }
        let supplement = leftViews.reduce(0) { $0 + itemWidth($1) + Metrics.spacing }
        return limit - Metrics.backLeading - Metrics.spacing - supplement
    }

    private var rightWidths: [CGFloat] { rightViews.map { itemWidth($0) } }

    private func itemWidth(_ v: BarButtonView) -> CGFloat {
        v.sizeThatFits(CGSize(width: bounds.width, height: Metrics.height)).width
    }

    private var titleFont: UIFont {
        (effectiveAppearance.titleTextAttributes[.font] as? UIFont) ?? .systemFont(ofSize: Metrics.titleSize, weight: .semibold)
    }

    /// The large title's font: the appearance's, else the largeTitle text style (34 pt at the default size),
    /// bold.
    private var largeTitleFont: UIFont {
        if let f = effectiveAppearance.largeTitleTextAttributes[.font] as? UIFont { return f }
        let style = UIFont.preferredFont(forTextStyle: .largeTitle, compatibleWith: traitCollection)
        return .boldSystemFont(ofSize: style.pointSize)
    }

    private func inlineTitleWidth(_ t: String) -> CGFloat {
        ceil((t as NSString).size(withAttributes: [.font: titleFont]).width)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let appearance = effectiveAppearance
        let w = bounds.width, rowH = Metrics.height
        // The inline row sits at the top of the bar; a large title fills the rest.
        var leftX = Metrics.margin
        if let old = backButtonView {
            let title = backButtonTitle
            var b = old
            // A new button only when the title changes: adding a view asks for another layout.
            if case .back(let shown) = old.content, shown != title {
                b = BarButtonView(.back(title))
                b.onTap = old.onTap
                old.removeFromSuperview()
                addSubview(b)
                backButtonView = b
            }
            b.textAttributes = appearance.backButtonAppearance.normal.titleTextAttributes
            let bw = b.sizeThatFits(CGSize(width: w, height: rowH)).width
            b.frame = CGRect(x: Metrics.backLeading, y: 0, width: bw, height: rowH)
            leftX = b.frame.maxX + Metrics.spacing
        }
        for v in leftViews {
            v.textAttributes = attributes(for: v.item, in: appearance)
            let iw = itemWidth(v)
            v.frame = CGRect(x: leftX, y: 0, width: iw, height: rowH)
            leftX += iw + Metrics.spacing
        }
        var rightX = w - Metrics.margin
        for v in rightViews {
            v.textAttributes = attributes(for: v.item, in: appearance)
            let iw = itemWidth(v)
            v.frame = CGRect(x: rightX - iw, y: 0, width: iw, height: rowH)
            rightX -= iw + Metrics.spacing
        }
        let leftLimit = leftViews.isEmpty && backButtonView == nil ? Metrics.margin : leftX
        let rightLimit = rightViews.isEmpty ? w - Metrics.margin : rightX
        let title = topItem?.title
        if let tv = shownTitleView {
            var s = tv.bounds.size
            if s == .zero { s = tv.sizeThatFits(CGSize(width: rightLimit - leftLimit, height: rowH)) }
            s.width = min(s.width, max(0, rightLimit - leftLimit))
            s.height = min(s.height, rowH)
            tv.frame = centred(width: s.width, height: s.height, between: leftLimit, rightLimit, rowHeight: rowH)
            titleLabel.isHidden = true
        } else {
            titleLabel.isHidden = largeTitleShows || title == nil
            set(titleLabel, text: title, font: titleFont, color: (appearance.titleTextAttributes[.foregroundColor] as? UIColor) ?? .label)
            let tw = title.map { inlineTitleWidth($0) } ?? 0
            let th = ceil(titleFont.lineHeight)
            titleLabel.frame = centred(width: min(tw, max(0, rightLimit - leftLimit)), height: th,
                                       between: leftLimit, rightLimit, rowHeight: rowH)
        }
        largeTitleArea.isHidden = !largeTitleShows
        if largeTitleShows {
            set(largeTitleLabel, text: title, font: largeTitleFont,
                color: (appearance.largeTitleTextAttributes[.foregroundColor] as? UIColor) ?? .label)
            // The area is the bar below the inline row; the title sits at its bottom, so that collapsing slides
            // it up under the row, as the content it is scrolled with.
            let area = CGRect(x: 0, y: rowH, width: w, height: max(0, bounds.height - rowH - searchAreaHeight))
            largeTitleArea.frame = area
            let h = ceil(largeTitleFont.lineHeight)
            let margin = traitCollection.horizontalSizeClass == .regular ? Metrics.largeTitleMarginRegular
                                                                        : Metrics.largeTitleMarginCompact
            largeTitleLabel.frame = CGRect(x: margin, y: area.height - Metrics.largeTitleBottom - h,
                                           width: max(0, w - 2 * margin), height: h)
        }
        layoutSearchArea()
    }

    /// Sets a label's text, font and colour only where they change (each change asks for another layout).
    private func set(_ label: UILabel, text: String?, font: UIFont, color: UIColor) {
        if label.text != text { label.text = text }
        if label.font != font { label.font = font }
        if label.textColor != color { label.textColor = color }
    }

    /// A frame centred on the bar, moved (then narrowed) to stay between the side items.
    private func centred(width: CGFloat, height: CGFloat, between left: CGFloat, _ right: CGFloat, rowHeight: CGFloat) -> CGRect {
        var x = (bounds.width - width) / 2
        if x < left { x = left }
        if x + width > right { x = max(left, right - width) }
        return CGRect(x: x, y: (rowHeight - height) / 2, width: min(width, right - x), height: height)
    }

    private func attributes(for item: UIBarButtonItem?, in appearance: UINavigationBarAppearance) -> [NSAttributedString.Key: Any] {
        let a = item?.style == .done ? appearance.doneButtonAppearance : appearance.buttonAppearance
        return a.normal.titleTextAttributes
    }
}
