import Foundation

// Building and placing a list cell's accessories, its content view between them, and its separator.
extension UICollectionViewListCell {
    func rebuildAccessoryViews() {
        for v in accessoryViews { v.removeFromSuperview() }
        accessoryViews = accessories.map { makeAccessoryView($0) }
        for v in accessoryViews where v.superview !== self { addSubview(v) }
        setNeedsLayout()
    }

    private func makeAccessoryView(_ accessory: UICellAccessory) -> UIView {
        let view: UIView
        switch accessory.kind {
        case .disclosureIndicator: view = TableAccessoryView(type: .disclosureIndicator)
        case .checkmark: view = TableAccessoryView(type: .checkmark)
        case .detail:
            let v = ListAccessoryTapView(content: TableAccessoryView(type: .detailButton))
            v.onTap = accessory.actionHandler
            view = v
        case .outlineDisclosure:
            let v = ListAccessoryTapView(content: TableAccessoryView(type: .disclosureIndicator))
            let handler = accessory.actionHandler
            v.onTap = { [weak self] in
                if let handler { handler() } else { self?.toggleOutline() }
            }
            view = v
        case .delete, .insert:
            let control = TableEditingControl(style: { if case .delete = accessory.kind { return .delete } else { return .insert } }())
            control.onTap = accessory.actionHandler
            view = control
        case .reorder: view = TableReorderControl()
        case .multiselect: view = ListMultiselectView()
        case .label(let text):
            let l = UILabel()
            l.text = text
            l.font = accessory.font ?? .systemFont(ofSize: Metrics.labelFontSize)
            l.textColor = accessory.tintColor ?? .secondaryLabel
            view = l
        case .custom(let v, _): view = v
        }
        if let tint = accessory.tintColor { view.tintColor = tint }
        return view
    }

    /// The default outline action: the diffable data source expands or collapses the item's children.
    func toggleOutline() {
        var v = superview
        while let view = v, !(view is UICollectionView) { v = view.superview }
        guard let cv = v as? UICollectionView, let ip = cv.indexPath(for: self),
              let source = cv.dataSource as? OutlineTogglingDataSource else { return }
        source.toggleOutline(at: ip)
    }

    /// The size an accessory takes: its reserved width, else its natural size.
    private func accessorySize(_ accessory: UICellAccessory, _ view: UIView) -> CGSize {
        var size: CGSize
        switch accessory.kind {
        case .reorder: size = CGSize(width: TableReorderControl.Metrics.width, height: bounds.height)
        case .delete, .insert, .multiselect:
            let d = TableEditingControl.Metrics.diameter
            size = CGSize(width: d, height: d)
        case .custom(let v, _): size = v.frame.size == .zero ? v.sizeThatFits(bounds.size) : v.frame.size
        default: size = view.sizeThatFits(bounds.size)
        }
        return size
    }

    /// The accessories showing now with their sizes, split by edge, each outermost first. Standard ones take
    /// their system order; custom ones go where their placement's position says.
    private func shownAccessories() -> (leading: [(UICellAccessory, UIView, CGSize)], trailing: [(UICellAccessory, UIView, CGSize)]) {
        typealias Entry = (UICellAccessory, UIView, CGSize)
        var leading: [Entry] = [], trailing: [Entry] = []
        var customLeading: [Entry] = [], customTrailing: [Entry] = []
        for (a, v) in zip(accessories, accessoryViews) {
            let shown = a.shows(editing: editingStorage) && !a.isHidden
            v.isHidden = !shown
            guard shown else { continue }
            let entry = (a, v, accessorySize(a, v))
            switch (a.systemRank < 0, a.isLeading) {
            case (false, true): leading.append(entry)
            case (false, false): trailing.append(entry)
            case (true, true): customLeading.append(entry)
            case (true, false): customTrailing.append(entry)
            }
        }
        // From the content outward, then custom views at their positions.
        leading.sort { $0.0.systemRank < $1.0.systemRank }
        trailing.sort { $0.0.systemRank < $1.0.systemRank }
        for entry in customLeading {
            let i = min(max(0, entry.0.position?(leading.map(\.0)) ?? leading.count), leading.count)
            leading.insert(entry, at: i)
        }
        for entry in customTrailing {
            let i = min(max(0, entry.0.position?(trailing.map(\.0)) ?? trailing.count), trailing.count)
            trailing.insert(entry, at: i)
        }
        return (leading.reversed(), trailing.reversed())
    }

    /// The content view's frame in `b`: after the indentation and leading accessories, before the trailing ones.
    func listContentFrame(in b: CGRect) -> CGRect {
        let indent = CGFloat(indentationLevel) * indentationWidth
        let shown = shownAccessories()
        var left = indent
        if !shown.leading.isEmpty {
            left += Metrics.sideMargin + shown.leading.reduce(0) { $0 + slotWidth($1.0, $1.2) } + CGFloat(shown.leading.count - 1) * Metrics.accessoryGap
            left += Metrics.editingControlWidth - Metrics.sideMargin - TableEditingControl.Metrics.diameter
        }
        var right = b.width
        var x = b.width
        for (i, item) in shown.trailing.enumerated() {
            if case .reorder = item.0.kind { x -= item.2.width; right = x; continue }
            x -= (i == 0 || isReorder(shown.trailing[i - 1].0) ? Metrics.sideMargin : Metrics.accessoryGap) + slotWidth(item.0, item.2)
            right = x - Metrics.accessoryGap + Metrics.sideMargin
        }
        return CGRect(x: left, y: 0, width: max(0, right - left), height: b.height)
    }

    /// The width an accessory takes in the row: its reserved width when larger than its own.
    private func slotWidth(_ a: UICellAccessory, _ size: CGSize) -> CGFloat {
        max(size.width, a.reservedLayoutWidth ?? 0)
    }

    private func isReorder(_ a: UICellAccessory) -> Bool { if case .reorder = a.kind { return true } else { return false } }

    func layoutListCell() {
        let b = bounds
        let shown = shownAccessories()
        let indent = indentsAccessories ? CGFloat(indentationLevel) * indentationWidth : 0
        var x = indent + Metrics.sideMargin
        for (a, v, size) in shown.leading {
            if let ring = v as? ListMultiselectView { ring.isSelectedLook = isSelected }
            let slot = slotWidth(a, size)
            v.setFrameIfChanged(CGRect(x: (x + (slot - size.width) / 2).rounded(), y: ((b.height - size.height) / 2).rounded(),
                                       width: size.width, height: size.height))
            x += slot + Metrics.accessoryGap
        }
        var tx = b.width
        for (i, item) in shown.trailing.enumerated() {
            let (a, v, size) = item
            if isReorder(a) {
                tx -= size.width
                v.setFrameIfChanged(CGRect(x: tx, y: 0, width: size.width, height: b.height))
                continue
            }
            let slot = slotWidth(a, size)
            tx -= (i == 0 || isReorder(shown.trailing[i - 1].0) ? Metrics.sideMargin : Metrics.accessoryGap) + slot
            // A reserved width keeps the accessory's own size, centred in its slot.
            v.setFrameIfChanged(CGRect(x: (tx + (slot - size.width) / 2).rounded(), y: ((b.height - size.height) / 2).rounded(),
                                       width: size.width, height: size.height))
            if let ring = v as? ListMultiselectView { ring.isSelectedLook = isSelected }
            if case .outlineDisclosure = a.kind {
                let t: CGAffineTransform = expandedStorage ? CGAffineTransform(rotationAngle: .pi / 2) : .identity
                if (v as? ListAccessoryTapView)?.content.transform != t { (v as? ListAccessoryTapView)?.content.transform = t }
            }
        }
        let content = listContentFrame(in: b)
        contentView.setFrameIfChanged(content)
        configuredContentView?.setFrameIfChanged(contentView.bounds)
        layoutSeparator(content: content)
    }

    /// The separator under the row: from the text's leading edge (or the list's insets) to the trailing edge.
    private func layoutSeparator(content: CGRect) {
        let scale = max(1, window?.screen.scale ?? 1)
        let hairline = 1 / scale
        guard let look = listLook, look.showsSeparator else {
            separatorView.isHidden = true
            return
        }
        separatorView.isHidden = false
        var leading = content.minX + Metrics.sideMargin
        var trailing: CGFloat = 0
        if let list = contentConfiguration as? UIListContentConfiguration {
            leading = content.minX + list.directionalLayoutMargins.leading
            if let image = list.image {
                let reserved = list.imageProperties.reservedLayoutSize.width
                leading += max(reserved > 0 ? reserved : 0, image.size.width) + list.imageToTextPadding
            }
        }
        if let insets = look.separatorInsets {
            leading = insets.leading
            trailing = insets.trailing
        }
        let b = bounds
        separatorView.setFrameIfChanged(CGRect(x: leading, y: b.height - hairline, width: max(0, b.width - leading - trailing), height: hairline))
        if subviews.last !== separatorView { bringSubviewToFront(separatorView) }
    }
}

/// A diffable data source that can expand or collapse an outline item (the outline disclosure's default).
@MainActor protocol OutlineTogglingDataSource: AnyObject {
    func toggleOutline(at indexPath: IndexPath)
}

/// An accessory that runs an action when tapped (outline disclosure, detail).
final class ListAccessoryTapView: UIView {
    let content: UIView
    var onTap: (@MainActor () -> Void)?

    init(content: UIView) {
        self.content = content
        super.init(frame: .zero)
        addSubview(content)
    }
    required init?(coder: NSCoder) { nil }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let s = content.sizeThatFits(size)
        return CGSize(width: max(s.width, s.height), height: max(s.width, s.height))
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        let s = content.sizeThatFits(bounds.size)
        content.bounds = CGRect(origin: .zero, size: s)
        content.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { onTap?() }
}

/// The multiselect accessory: an empty grey ring, or a filled tinted circle with a check when selected.
final class ListMultiselectView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
        isUserInteractionEnabled = false
    }
    required init?(coder: NSCoder) { nil }

    var isSelectedLook = false { didSet { if oldValue != isSelectedLook { setNeedsDisplay() } } }

    override func draw(_ rect: CGRect) {
        let r = bounds.insetBy(dx: 1, dy: 1)
        if isSelectedLook {
            (tintColor ?? .tintColor).setFill()
            UIBezierPath(ovalIn: r).fill()
            let p = UIBezierPath()
            p.move(to: CGPoint(x: r.minX + r.width * 0.28, y: r.midY))
            p.addLine(to: CGPoint(x: r.minX + r.width * 0.44, y: r.minY + r.height * 0.66))
            p.addLine(to: CGPoint(x: r.minX + r.width * 0.72, y: r.minY + r.height * 0.34))
            p.lineWidth = 2
            p.lineCapStyle = .round
            UIColor.white.setStroke()
            p.stroke()
        } else {
            let p = UIBezierPath(ovalIn: r)
            p.lineWidth = 1.5
            UIColor.systemGray3.setStroke()
            p.stroke()
        }
    }
}
