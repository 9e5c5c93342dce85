import Foundation

/// The window-wide overlay that shows a menu as iOS 17 draws it: a rounded panel of rows on a blurred
/// material beside its anchor. A touch outside the panel dismisses it; a touch on a row chooses it.
final class MenuPanelView: UIView {
    private enum Metrics {
        // ⚠ iOS 17 context and button menus, measured on an iPhone 15 simulator at 1x points.
        static let width: CGFloat = 250
        static let rowHeight: CGFloat = 44
        static let headerHeight: CGFloat = 32
        static let cornerRadius: CGFloat = 13
        static let inset: CGFloat = 16
        /// The leading column that holds check marks when any row of the menu has a state.
        static let checkColumn: CGFloat = 36
        static let imageSide: CGFloat = 20
        /// The gap between groups of an inline submenu.
        static let groupGap: CGFloat = 8
        /// The distance from the anchor and from the window's edges.
        static let margin: CGFloat = 8
        static let titleSize: CGFloat = 17
        static let headerSize: CGFloat = 13
        // ⚠ The panel's soft shadow and the light material's grey wash, estimated from iOS 17 screenshots.
        static let shadowRadius: CGFloat = 24
        static let shadowOpacity: Float = 0.18
        static let wash = UIColor(white: 0.96, alpha: 0.72)
    }

    /// One row: the element it chooses and the menu whose children it belongs to.
    private struct Row {
        let element: UIMenuElement
        let parent: UIMenu
        let frame: CGRect
    }

    /// Whether a provider answered before returning (then its elements are shown at once).
    private final class ProviderCall {
        var returned = false
        var synchronous: [UIMenuElement]?
    }

    /// The presentation showing now (one at a time on iOS).
    static weak var current: MenuPanelView?

    let menu: UIMenu
    private let anchor: CGRect
    private let panel = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterial))
    private var rows: [Row] = []
    /// What deferred elements provided during this presentation, and those still loading.
    private var deferredElements: [ObjectIdentifier: [UIMenuElement]] = [:]
    private var loading: Set<ObjectIdentifier> = []
    /// Casts the panel's shadow (the panel itself clips to its rounded corners).
    private let shadow = UIView()
    private let onChoose: @MainActor (UIAction, UIMenu) -> Void
    private let onDismiss: @MainActor () -> Void
    private var shownMenu: UIMenu
    /// The screen's scale: separators are one pixel thick.
    private let scale: CGFloat

    /// Shows `menu` beside `anchor` (window coordinates) over the whole window, replacing any menu shown.
    /// `takesFocus` false leaves the first responder where it is (a text view's edit menu keeps it editing).
    @discardableResult
    static func show(_ menu: UIMenu, anchor: CGRect, in window: UIWindow, takesFocus: Bool = true,
                     onChoose: @escaping @MainActor (UIAction, UIMenu) -> Void,
                     onDismiss: @escaping @MainActor () -> Void) -> MenuPanelView {
        current?.dismiss()
        let view = MenuPanelView(menu: menu, anchor: anchor, scale: window.screen.scale, onChoose: onChoose, onDismiss: onDismiss)
        view.frame = window.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(view)
        current = view
        if takesFocus { view.becomeFirstResponder() }
        return view
    }

    private init(menu: UIMenu, anchor: CGRect, scale: CGFloat, onChoose: @escaping @MainActor (UIAction, UIMenu) -> Void,
                 onDismiss: @escaping @MainActor () -> Void) {
        self.menu = menu
        self.shownMenu = menu
        self.anchor = anchor
        self.scale = max(1, scale)
        self.onChoose = onChoose
        self.onDismiss = onDismiss
        super.init(frame: .zero)
        backgroundColor = .clear
        panel.layer.cornerRadius = Metrics.cornerRadius
        panel.clipsToBounds = true
        panel.contentView.backgroundColor = Metrics.wash
        shadow.isUserInteractionEnabled = false
        shadow.backgroundColor = .clear
        shadow.layer.shadowColor = UIColor.black.cgColor
        shadow.layer.shadowOpacity = Metrics.shadowOpacity
        shadow.layer.shadowRadius = Metrics.shadowRadius
        shadow.layer.shadowOffset = CGSize(width: 0, height: 6)
        shadow.layer.cornerRadius = Metrics.cornerRadius
        addSubview(shadow)
        addSubview(panel)
        build(menu)
    }

    required init?(coder: NSCoder) { nil }

    /// The panel's frame in the overlay (window) coordinates.
    var panelFrame: CGRect { panel.frame }

    /// The frames, in window coordinates, of the rows showing `title` (tests and the desktop tour use them).
    func rowFrame(titled title: String) -> CGRect? {
        rows.first { $0.element.title == title }.map { panel.convert($0.frame, to: self) }
    }

    // MARK: Building

    /// The rows of a menu: inline submenus are flattened between group gaps, hidden elements left out.
    private func groups(of menu: UIMenu) -> [[(UIMenuElement, UIMenu)]] {
        var groups: [[(UIMenuElement, UIMenu)]] = [[]]
        for child in menu.children {
            if let inline = child as? UIMenu, inline.options.contains(.displayInline) {
                let inner = inline.children.filter { !isHidden($0) }.map { ($0, inline) }
                if inner.isEmpty { continue }
                if !(groups.last?.isEmpty ?? true) { groups.append([]) }
                groups[groups.count - 1] += inner
                groups.append([])
            } else if let deferred = child as? UIDeferredMenuElement {
                groups[groups.count - 1] += elements(of: deferred).filter { !isHidden($0) }.map { ($0, menu) }
            } else if !isHidden(child) {
                groups[groups.count - 1].append((child, menu))
            }
        }
        return groups.filter { !$0.isEmpty }
    }

    /// A deferred element's elements: provided now (cached, or already this presentation), or a disabled
    /// "Loading…" row while its provider works, the menu being rebuilt when it is done.
    private func elements(of deferred: UIDeferredMenuElement) -> [UIMenuElement] {
        let key = ObjectIdentifier(deferred)
        if let provided = deferredElements[key] { return provided }
        if !deferred.isUncached, let provided = deferred.providedElements { return provided }
        if !loading.contains(key) {
            loading.insert(key)
            let call = ProviderCall()
            deferred.elementProvider { [weak self] elements in
                if !deferred.isUncached { deferred.providedElements = elements }
                guard let self, self.deferredElements[key] == nil else { return }
                self.deferredElements[key] = elements
                if call.returned { if self.superview != nil { self.build(self.shownMenu) } } else { call.synchronous = elements }
            }
            call.returned = true
            if let synchronous = call.synchronous { return synchronous }
        }
        return [UIAction(title: "Loading…", attributes: .disabled) { _ in }]
    }

    private func isHidden(_ element: UIMenuElement) -> Bool {
        if let action = element as? UIAction { return action.attributes.contains(.hidden) }
        if let command = element as? UICommand { return command.attributes.contains(.hidden) }
        return false
    }

    private func state(of element: UIMenuElement) -> UIMenuElement.State {
        (element as? UIAction)?.state ?? (element as? UICommand)?.state ?? .off
    }

    private func attributes(of element: UIMenuElement) -> UIMenuElement.Attributes {
        (element as? UIAction)?.attributes ?? (element as? UICommand)?.attributes ?? []
    }

    private func build(_ menu: UIMenu) {
        shownMenu = menu
        for view in panel.contentView.subviews { view.removeFromSuperview() }
        rows = []
        let groups = groups(of: menu)
        let hasState = groups.joined().contains { state(of: $0.0) != .off } || groups.joined().contains { $0.1.options.contains(.singleSelection) }
        let textLeading = hasState ? Metrics.checkColumn : Metrics.inset
        var y: CGFloat = 0
        let hairline = 1 / scale
        if !menu.title.isEmpty {
            let header = UILabel(frame: CGRect(x: Metrics.inset, y: 0, width: Metrics.width - 2 * Metrics.inset, height: Metrics.headerHeight))
            header.text = menu.title
            header.font = .systemFont(ofSize: Metrics.headerSize)
            header.textColor = .secondaryLabel
            panel.contentView.addSubview(header)
            y = Metrics.headerHeight
            addSeparator(at: y, height: hairline)
            y += hairline
        }
        for (groupIndex, group) in groups.enumerated() {
            if groupIndex > 0 {
                addSeparator(at: y, height: Metrics.groupGap, color: UIColor.black.withAlphaComponent(0.08))
                y += Metrics.groupGap
            }
            for (index, (element, parent)) in group.enumerated() {
                if index > 0 { addSeparator(at: y, height: hairline); y += hairline }
                let frame = CGRect(x: 0, y: y, width: Metrics.width, height: Metrics.rowHeight)
                addRow(for: element, in: frame, textLeading: textLeading)
                rows.append(Row(element: element, parent: parent, frame: frame))
                y += Metrics.rowHeight
            }
        }
        layoutPanel(height: y)
    }

    private func addSeparator(at y: CGFloat, height: CGFloat, color: UIColor = .separator) {
        let line = UIView(frame: CGRect(x: 0, y: y, width: Metrics.width, height: height))
        line.backgroundColor = color
        panel.contentView.addSubview(line)
    }

    private func addRow(for element: UIMenuElement, in frame: CGRect, textLeading: CGFloat) {
        let attributes = attributes(of: element)
        let destructive = attributes.contains(.destructive) || ((element as? UIMenu)?.options.contains(.destructive) ?? false)
        let color: UIColor = attributes.contains(.disabled) ? .tertiaryLabel : destructive ? .systemRed : .label
        let trailing = Metrics.inset + Metrics.imageSide + 8
        let label = UILabel(frame: CGRect(x: textLeading, y: frame.minY, width: Metrics.width - textLeading - trailing,
                                          height: frame.height))
        label.text = element.title
        label.font = .systemFont(ofSize: Metrics.titleSize)
        label.textColor = color
        panel.contentView.addSubview(label)
        let imageFrame = CGRect(x: Metrics.width - Metrics.inset - Metrics.imageSide,
                                y: frame.midY - Metrics.imageSide / 2, width: Metrics.imageSide, height: Metrics.imageSide)
        if element is UIMenu {
            let chevron = MenuGlyphView(glyph: .chevron, color: color)
            chevron.frame = imageFrame
            panel.contentView.addSubview(chevron)
        } else if let image = element.image {
            let imageView = UIImageView(image: image)
            imageView.contentMode = .scaleAspectFit
            imageView.tintColor = color
            imageView.frame = imageFrame
            panel.contentView.addSubview(imageView)
        }
        if state(of: element) != .off {
            let check = MenuGlyphView(glyph: state(of: element) == .on ? .check : .dash, color: color)
            check.frame = CGRect(x: (Metrics.checkColumn - Metrics.imageSide) / 2 + 2, y: frame.midY - Metrics.imageSide / 2,
                                 width: Metrics.imageSide - 4, height: Metrics.imageSide)
            panel.contentView.addSubview(check)
        }
    }

    /// Below the anchor when it fits, otherwise above it, always inside the window's margins.
    private func layoutPanel(height: CGFloat) {
        let bounds = superview?.bounds ?? frame
        var x = anchor.minX
        var y = anchor.maxY + Metrics.margin
        if y + height > bounds.maxY - Metrics.margin, anchor.minY - Metrics.margin - height >= bounds.minY + Metrics.margin {
            y = anchor.minY - Metrics.margin - height
        }
        x = min(max(x, bounds.minX + Metrics.margin), bounds.maxX - Metrics.margin - Metrics.width)
        y = min(max(y, bounds.minY + Metrics.margin), max(bounds.minY + Metrics.margin, bounds.maxY - Metrics.margin - height))
        panel.frame = CGRect(x: x, y: y, width: Metrics.width, height: height)
        shadow.frame = panel.frame
        shadow.layer.shadowPath = UIBezierPath(roundedRect: shadow.bounds, cornerRadius: Metrics.cornerRadius).cgPath
    }

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        if superview != nil { layoutPanel(height: panel.frame.height) }
    }

    // MARK: Touches and keys

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        self.point(inside: point, with: event) ? self : nil
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let point = touch.location(in: panel)
        guard panel.bounds.contains(point) else { dismiss(); return }
        guard let row = rows.first(where: { $0.frame.contains(point) }) else { return }
        if attributes(of: row.element).contains(.disabled) { return }
        if let submenu = row.element as? UIMenu {
            build(submenu)
            return
        }
        guard let action = row.element as? UIAction else { dismiss(); return }
        if !action.attributes.contains(.keepsMenuPresented) { dismiss() }
        onChoose(action, row.parent)
    }

    override var canBecomeFirstResponder: Bool { true }

    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: Selector("_menuEscape", MenuPanelView.dismiss))]
    }

    /// Removes the menu (once) and tells the presenter.
    func dismiss() {
        guard superview != nil else { return }
        if MenuPanelView.current === self { MenuPanelView.current = nil }
        resignFirstResponder()
        removeFromSuperview()
        onDismiss()
    }
}

extension MenuPanelView {
    /// Runs a chosen action: a single-selection menu turns it on and its siblings off first.
    static func choose(_ action: UIAction, in parent: UIMenu, sender: Any?) {
        if parent.options.contains(.singleSelection) {
            for case let sibling as UIAction in parent.children { sibling.state = sibling === action ? .on : .off }
        }
        action.perform(sender: sender)
    }
}
