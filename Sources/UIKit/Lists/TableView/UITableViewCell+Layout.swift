import Foundation

// Laying out a cell: background, content view beside the accessory, the legacy labels by style, the separator.
extension UITableViewCell {
    func layoutCell() {
        let b = bounds
        let scale = max(1, window?.screen.scale ?? 1)
        let hairline = 1 / scale
        backgroundView?.setFrameIfChanged(b)
        selectedBackgroundView?.setFrameIfChanged(b)
        defaultSelectedBackground.setFrameIfChanged(b)
        if let v = configuredBackground {
            v.hostMargins = directionalLayoutMargins
            v.setFrameIfChanged(b)
        }
        let right = b.width - sectionIndexInset
        var contentRight = right
        if editingStorage, showsReorderControl || tableShowsReorderControl {
            let control = reorderControl ?? TableReorderControl()
            reorderControl = control
            if control.superview !== self { addSubview(control) }
            let w = TableReorderControl.Metrics.width
            control.setFrameIfChanged(CGRect(x: right - w, y: 0, width: w, height: b.height))
            contentRight = right - w
        } else {
            reorderControl?.removeFromSuperview()
        }
        if let accessory = currentAccessory {
            let size = accessory.frame.size == .zero ? accessory.sizeThatFits(b.size) : accessory.frame.size
            let x = contentRight - Metrics.accessoryTrailing - size.width
            accessory.setFrameIfChanged(CGRect(x: x, y: ((b.height - size.height) / 2).rounded(), width: size.width, height: size.height))
            contentRight = x - Metrics.accessoryGap + Metrics.contentMargins.right
        }
        var indent = CGFloat(indentationLevel) * indentationWidth
        layoutEditingControl()
        if editingControl?.superview === self, shouldIndentWhileEditing { indent += Metrics.editingIndent }
        contentView.setFrameIfChanged(CGRect(x: indent, y: 0, width: max(0, contentRight - indent), height: b.height))
        layoutLegacyContent()
        if let v = configuredContentView { v.setFrameIfChanged(contentView.bounds) }
        if separatorView.isHidden == showsSeparator { separatorView.isHidden = !showsSeparator }
        if separatorView.backgroundColor !== tableSeparatorColor { separatorView.backgroundColor = tableSeparatorColor }
        let left = separatorInset.left + indent
        separatorView.setFrameIfChanged(CGRect(x: left, y: b.height - hairline, width: max(0, b.width - left - separatorInset.right), height: hairline))
        if subviews.last !== separatorView { bringSubviewToFront(separatorView) }
    }

    /// Shows the delete or insert control at the leading edge while editing with a style.
    func layoutEditingControl() {
        guard editingStorage, editingStyle != .none else {
            editingControl?.removeFromSuperview()
            return
        }
        let control = editingControl ?? TableEditingControl(style: editingStyle)
        editingControl = control
        control.style = editingStyle
        control.onTap = { [weak self] in
            guard let self, let table = self.superview as? UITableView else { return }
            table.editingControlTapped(self)
        }
        if control.superview !== self { addSubview(control) }
        let d = TableEditingControl.Metrics.diameter
        control.setFrameIfChanged(CGRect(x: Metrics.editingControlLeading, y: ((bounds.height - d) / 2).rounded(), width: d, height: d))
    }

    /// The built-in styles' frames (iOS 17 iPhone ⚠): labels in the content view's margins, vertically centred.
    func layoutLegacyContent() {
        let c = contentView.bounds
        let m = Metrics.contentMargins
        var x = m.left
        if let iv = imageViewStorage, let img = iv.image {
            iv.setFrameIfChanged(CGRect(x: m.left, y: ((c.height - img.size.height) / 2).rounded(), width: img.size.width, height: img.size.height))
            x = iv.frame.maxX + Metrics.imageGap
        } else {
            imageViewStorage?.setFrameIfChanged(.zero)
        }
        let right = c.width - m.right
        let text = textLabelStorage, detail = detailTextLabelStorage
        func fit(_ l: UILabel?, _ width: CGFloat) -> CGSize {
            guard let l, l.text?.isEmpty == false || l.attributedText != nil else { return .zero }
            let s = l.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
            return CGSize(width: min(width, s.width), height: s.height)
        }
        switch cellStyle {
        case .default:
            let s = fit(text, right - x)
            text?.setFrameIfChanged(CGRect(x: x, y: ((c.height - s.height) / 2).rounded(), width: max(0, right - x), height: s.height))
        case .value1:
            let ds = fit(detail, right - x)
            let dx = right - ds.width
            detail?.setFrameIfChanged(CGRect(x: dx, y: ((c.height - ds.height) / 2).rounded(), width: ds.width, height: ds.height))
            let ts = fit(text, max(0, dx - x - 8))
            text?.setFrameIfChanged(CGRect(x: x, y: ((c.height - ts.height) / 2).rounded(), width: ts.width, height: ts.height))
        case .value2:
            let w = Metrics.value2TitleWidth
            let ts = fit(text, w)
            text?.setFrameIfChanged(CGRect(x: x, y: ((c.height - ts.height) / 2).rounded(), width: w, height: ts.height))
            let dx = x + w + Metrics.value2Gap
            let ds = fit(detail, max(0, right - dx))
            detail?.setFrameIfChanged(CGRect(x: dx, y: ((c.height - ds.height) / 2).rounded(), width: max(0, right - dx), height: ds.height))
        case .subtitle:
            let ts = fit(text, right - x), ds = fit(detail, right - x)
            let top = ((c.height - ts.height - ds.height) / 2).rounded()
            text?.setFrameIfChanged(CGRect(x: x, y: top, width: max(0, right - x), height: ts.height))
            detail?.setFrameIfChanged(CGRect(x: x, y: top + ts.height, width: max(0, right - x), height: ds.height))
        }
    }

    /// The accessory shown now: the view, or the standard one for the type (editing ones while editing).
    var currentAccessory: UIView? {
        if editingStorage, let v = editingAccessoryView { return v }
        if editingStorage, editingAccessoryType != .none { return accessoryHost }
        if editingStorage { return nil }
        if let v = accessoryView { return v }
        return accessoryType == .none ? nil : accessoryHost
    }

    func updateAccessory() {
        let type = editingStorage ? editingAccessoryType : accessoryType
        let wantsStandard = type != .none && (editingStorage ? editingAccessoryView == nil : accessoryView == nil)
        if wantsStandard {
            let host = accessoryHost ?? TableAccessoryView(type: type)
            host.type = type
            host.frame.size = host.sizeThatFits(.zero)
            accessoryHost = host
            if host.superview !== self { addSubview(host) }
        } else {
            accessoryHost?.removeFromSuperview()
        }
        for v in [accessoryView, editingAccessoryView].compactMap({ $0 }) {
            if v === currentAccessory { if v.superview !== self { addSubview(v) } } else { v.removeFromSuperview() }
        }
        setNeedsLayout()
    }

    /// Shows the selected background while selected or highlighted, and tells the content to look highlighted.
    func updateSelectionBackground() {
        // A background configuration draws the selected look itself.
        let on = (selectedStorage || highlightedStorage) && selectionStyle != .none && backgroundConfigurationStorage == nil
        let bg = selectedBackgroundView ?? defaultSelectedBackground
        if on {
            if bg.superview !== self {
                bg.frame = bounds
                if let back = backgroundView { insertSubview(bg, aboveSubview: back) } else { insertSubview(bg, at: 0) }
            }
        } else {
            bg.removeFromSuperview()
        }
        Self.propagateHighlight(selectedStorage || highlightedStorage, in: contentView)
        if let a = accessoryView { Self.propagateHighlight(selectedStorage || highlightedStorage, in: a) }
    }

    private static func propagateHighlight(_ on: Bool, in view: UIView) {
        for v in view.subviews {
            if let l = v as? UILabel { l.isHighlighted = on } else if let i = v as? UIImageView { i.isHighlighted = on }
            else if let c = v as? UIControl { c.isHighlighted = on; continue }
            propagateHighlight(on, in: v)
        }
    }

    /// The height the cell asks for at `width` (self-sizing): its content view's constraints on a scratch
    /// engine, or the legacy labels, or 44 pt when neither says anything (SPEC-NEXT §3.3 ⚠).
    func fittingHeight(width: CGFloat, separator: CGFloat) -> CGFloat {
        frame.size.width = width
        layoutCell()
        let cv = contentView
        if let v = configuredContentView {
            v.frame = cv.bounds
            return max(Metrics.defaultRowHeight, v.sizeThatFits(CGSize(width: cv.bounds.width, height: 0)).height + separator)
        }
        if cv.subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints }) {
            let s = cv.systemLayoutSizeFitting(CGSize(width: cv.bounds.width, height: UIView.layoutFittingCompressedSize.height),
                                               withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            if s.height > 0 { return s.height + separator }
        }
        let labels = [textLabelStorage, detailTextLabelStorage].compactMap { $0 }.filter { $0.text?.isEmpty == false }
        if !labels.isEmpty {
            let w = max(0, cv.bounds.width - Metrics.contentMargins.left - Metrics.contentMargins.right)
            let h: CGFloat
            if cellStyle == .subtitle {
                h = labels.reduce(0) { $0 + $1.sizeThatFits(CGSize(width: w, height: .greatestFiniteMagnitude)).height }
            } else {
                h = labels.map { $0.sizeThatFits(CGSize(width: w, height: .greatestFiniteMagnitude)).height }.max() ?? 0
            }
            return max(Metrics.defaultRowHeight, (h + Metrics.contentMargins.top + Metrics.contentMargins.bottom).rounded(.up) + separator)
        }
        return Metrics.defaultRowHeight
    }
}

extension UIView {
    /// Sets the frame only when it differs, so an unchanged layout dirties nothing.
    func setFrameIfChanged(_ f: CGRect) {
        if frame != f { frame = f }
    }
}
