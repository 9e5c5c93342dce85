import Foundation

/// The view of a UIAlertController: a dimming view over the whole window and, on it, the alert's card (alert
/// style) or the action sheet's two groups (its actions, then its cancel action), laid out as iOS 17 lays them out.
@MainActor
final class AlertView: UIView {
    private enum Metrics {
        // ⚠ measured on iOS 17 simulator screenshots (iPhone 15, @3x), rounded to points.
        static let alertWidth: CGFloat = 270
        static let alertCornerRadius: CGFloat = 14
        static let alertButtonHeight: CGFloat = 44
        static let alertHeaderTop: CGFloat = 20
        static let alertHeaderBottom: CGFloat = 20
        static let alertTitleMessageGap: CGFloat = 2
        static let headerSideInset: CGFloat = 16
        // Apple's fonts: title = headline (17 semibold), message = footnote (13), buttons = body (17).
        static let alertTitleSize: CGFloat = 17
        static let alertMessageSize: CGFloat = 13
        static let alertButtonSize: CGFloat = 17
        // ⚠ action sheet, iOS 17 iPhone: rows 57 pt, 20 pt titles, 8 pt margins and gap before the cancel group.
        static let sheetMargin: CGFloat = 8
        static let sheetMaxWidth: CGFloat = 359 // ⚠ iPhone portrait width 375 − 2 × 8; wider windows keep it
        static let sheetRowHeight: CGFloat = 57
        static let sheetCornerRadius: CGFloat = 13
        static let sheetButtonSize: CGFloat = 20
        static let sheetHeaderTop: CGFloat = 14
        static let sheetHeaderBottom: CGFloat = 14
        static let sheetHeaderSize: CGFloat = 13
        // ⚠ dimming: black at 20 % over the presenter (iOS 17 light mode; SPEC §5.4 says 0.4 ⚠ — screenshots
        // of iOS 17 alerts measure nearer 0.2).
        static let dimmingAlpha: CGFloat = 0.2
        // ⚠ SPEC §5.4: fade + scale from 1.2 over 0.4 s; dismissal a plain fade (⚠ 0.2 s).
        static let presentScale: CGFloat = 1.2
        static let presentDuration: TimeInterval = 0.4
        static let dismissDuration: TimeInterval = 0.2
        static let sheetDuration: TimeInterval = 0.3
        // ⚠ the card's material over its backdrop blur: iOS 17 alert over white ≈ (242,242,242), over black
        // ≈ (37,37,37); the blur shows through a little.
        static let cardColor = UIColor(dynamicProvider: { t in
            t.userInterfaceStyle == .dark ? UIColor(red: 37 / 255, green: 37 / 255, blue: 37 / 255, alpha: 0.85)
                : UIColor(red: 242 / 255, green: 242 / 255, blue: 242 / 255, alpha: 0.85)
        })
        // ⚠ est. from iOS 17 screenshots: text fields in one rounded box 16 pt in from the card's sides, 16 pt
        // under the message and over the buttons, rows 30 pt with the text 6 pt in, hairline borders.
        static let fieldSideInset: CGFloat = 16
        static let fieldGapAbove: CGFloat = 16
        static let fieldGapBelow: CGFloat = 16
        static let fieldRowHeight: CGFloat = 30
        static let fieldTextInset: CGFloat = 6
        static let fieldCornerRadius: CGFloat = 7
        static let blurRadius: CGFloat = 20
        static let highlightColor = UIColor(dynamicProvider: { t in
            t.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.1) : UIColor(white: 0, alpha: 0.1)
        })
    }

    private weak var controller: UIAlertController?
    let dimmingView = UIView()
    /// The alert's card, or the action sheet's group of actions.
    let mainGroup = UIView()
    /// The action sheet's cancel group (empty and hidden for alerts).
    let cancelGroup = UIView()
    let titleLabel = UILabel()
    let messageLabel = UILabel()
    /// The box holding the alert's text fields (hidden without any).
    let fieldBox = UIView()
    private(set) var buttons: [AlertActionButton] = []
    private var separators: [UIView] = []
    private var needsRebuild = true

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: UIScreen.main.bounds)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: Metrics.dimmingAlpha)
        dimmingView.addGestureRecognizer(UITapGestureRecognizer(handler: { [weak self] _ in
            self?.controller?.tappedOutside()
        }))
        addSubview(dimmingView)
        for group in [mainGroup, cancelGroup] {
            group.backgroundColor = Metrics.cardColor
            group.layer.backdropBlurRadius = Metrics.blurRadius
            group.clipsToBounds = true
            addSubview(group)
        }
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            mainGroup.addSubview(label)
        }
        fieldBox.backgroundColor = .systemBackground
        fieldBox.layer.borderColor = UIColor.separator.cgColor
        fieldBox.layer.cornerRadius = Metrics.fieldCornerRadius
        fieldBox.clipsToBounds = true
        mainGroup.addSubview(fieldBox)
    }

    required init?(coder: NSCoder) { nil }

    func contentDidChange() {
        needsRebuild = true
        setNeedsLayout()
    }

    private var isSheet: Bool { controller?.preferredStyle == .actionSheet }

    /// The actions in the order they are drawn: two side by side with the cancel action on the left; otherwise
    /// stacked in the order added with the cancel action last (in its own group for action sheets).
    var orderedActions: [UIAlertAction] {
        guard let actions = controller?.actions else { return [] }
        let others = actions.filter { $0.style != .cancel }
        let cancel = actions.filter { $0.style == .cancel }
        if !isSheet, actions.count == 2 { return cancel + others }
        return others + cancel
    }

    private var sideBySide: Bool { !isSheet && (controller?.actions.count ?? 0) == 2 }

    private func rebuild() {
        needsRebuild = false
        buttons.forEach { $0.removeFromSuperview() }
        separators.forEach { $0.removeFromSuperview() }
        separators = []
        let sheet = isSheet
        titleLabel.text = controller?.title
        messageLabel.text = controller?.message
        titleLabel.font = sheet ? .systemFont(ofSize: Metrics.sheetHeaderSize, weight: .semibold)
            : .systemFont(ofSize: Metrics.alertTitleSize, weight: .semibold)
        messageLabel.font = .systemFont(ofSize: sheet ? Metrics.sheetHeaderSize : Metrics.alertMessageSize)
        titleLabel.textColor = sheet ? .secondaryLabel : .label
        messageLabel.textColor = sheet ? .secondaryLabel : .label
        for f in fieldBox.subviews where f is UITextField { f.removeFromSuperview() }
        for f in controller?.textFields ?? [] { fieldBox.addSubview(f) }
        let emphasized = controller?.emphasizedAction
        buttons = orderedActions.map { action in
            let b = AlertActionButton(action: action)
            let size = sheet ? Metrics.sheetButtonSize : Metrics.alertButtonSize
            let font: UIFont = action === emphasized ? .systemFont(ofSize: size, weight: .semibold) : .systemFont(ofSize: size)
            let color: UIColor = !action.isEnabled ? .secondaryLabel
                : action.style == .destructive ? .systemRed : (tintColor ?? .systemBlue)
            b.style(font: font, color: color, highlight: Metrics.highlightColor)
            b.addAction(UIAction { [weak self, weak action] _ in
                if let action { self?.controller?.choose(action) }
            }, for: .touchUpInside)
            (sheet && action.style == .cancel ? cancelGroup : mainGroup).addSubview(b)
            return b
        }
        cancelGroup.isHidden = !(sheet && buttons.contains { $0.action.style == .cancel })
        mainGroup.layer.cornerRadius = sheet ? Metrics.sheetCornerRadius : Metrics.alertCornerRadius
        cancelGroup.layer.cornerRadius = Metrics.sheetCornerRadius
        cancelGroup.backgroundColor = sheet ? UIColor.systemBackground.withAlphaComponent(1) : Metrics.cardColor
    }

    private func separator(in group: UIView, _ frame: CGRect) {
        let s = UIView(frame: frame)
        s.backgroundColor = .separator
        group.addSubview(s)
        separators.append(s)
    }

    /// The header's height and lays out its labels for a card `width` wide.
    private func layoutHeader(width: CGFloat) -> CGFloat {
        let sheet = isSheet
        let hasTitle = !(titleLabel.text ?? "").isEmpty, hasMessage = !(messageLabel.text ?? "").isEmpty
        titleLabel.isHidden = !hasTitle
        messageLabel.isHidden = !hasMessage
        guard hasTitle || hasMessage else { return 0 }
        let textWidth = width - 2 * Metrics.headerSideInset
        var y = sheet ? Metrics.sheetHeaderTop : Metrics.alertHeaderTop
        if hasTitle {
            let h = titleLabel.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height
            titleLabel.frame = CGRect(x: Metrics.headerSideInset, y: y, width: textWidth, height: h)
            y += h
        }
        if hasMessage {
            if hasTitle { y += Metrics.alertTitleMessageGap }
            let h = messageLabel.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height
            messageLabel.frame = CGRect(x: Metrics.headerSideInset, y: y, width: textWidth, height: h)
            y += h
        }
        return y + (sheet ? Metrics.sheetHeaderBottom : Metrics.alertHeaderBottom)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if needsRebuild { rebuild() }
        separators.forEach { $0.removeFromSuperview() }
        separators = []
        dimmingView.frame = bounds
        let hairline = 1 / max(window?.screen.scale ?? UIScreen.main.scale, 1)
        if isSheet {
            layoutSheet(hairline: hairline)
        } else {
            layoutAlert(hairline: hairline)
        }
    }

    private func layoutAlert(hairline: CGFloat) {
        let width = Metrics.alertWidth, row = Metrics.alertButtonHeight
        var header = layoutHeader(width: width)
        header = layoutFields(width: width, below: header, hairline: hairline)
        var height = header
        if sideBySide {
            for (i, b) in buttons.enumerated() {
                b.frame = CGRect(x: CGFloat(i) * width / 2, y: header, width: width / 2, height: row)
            }
            separator(in: mainGroup, CGRect(x: 0, y: header, width: width, height: hairline))
            separator(in: mainGroup, CGRect(x: width / 2, y: header, width: hairline, height: row))
            height += row
        } else {
            for (i, b) in buttons.enumerated() {
                b.frame = CGRect(x: 0, y: header + CGFloat(i) * row, width: width, height: row)
                if i > 0 || header > 0 { separator(in: mainGroup, CGRect(x: 0, y: b.frame.minY, width: width, height: hairline)) }
            }
            height += CGFloat(buttons.count) * row
        }
        mainGroup.bounds.size = CGSize(width: width, height: height)
        mainGroup.center = CGPoint(x: ((bounds.width - width) / 2).rounded(.down) + width / 2,
                                   y: ((bounds.height - height) / 2).rounded(.down) + height / 2)
    }

    /// Lays the text fields out in their box under a header `headerHeight` tall; returns where the buttons start.
    private func layoutFields(width: CGFloat, below headerHeight: CGFloat, hairline: CGFloat) -> CGFloat {
        let fields = controller?.textFields ?? []
        fieldBox.isHidden = fields.isEmpty
        guard !fields.isEmpty else { return headerHeight }
        // The header's bottom padding gives way to the gap above the fields.
        let top = headerHeight > 0 ? headerHeight - Metrics.alertHeaderBottom + Metrics.fieldGapAbove : Metrics.fieldGapAbove
        let boxWidth = width - 2 * Metrics.fieldSideInset, row = Metrics.fieldRowHeight
        fieldBox.frame = CGRect(x: Metrics.fieldSideInset, y: top, width: boxWidth, height: CGFloat(fields.count) * row)
        fieldBox.layer.borderWidth = hairline
        for (i, f) in fields.enumerated() {
            f.frame = CGRect(x: Metrics.fieldTextInset, y: CGFloat(i) * row,
                             width: boxWidth - 2 * Metrics.fieldTextInset, height: row)
            if i > 0 { separator(in: fieldBox, CGRect(x: 0, y: CGFloat(i) * row, width: boxWidth, height: hairline)) }
        }
        return fieldBox.frame.maxY + Metrics.fieldGapBelow
    }

    private func layoutSheet(hairline: CGFloat) {
        let width = min(bounds.width - 2 * Metrics.sheetMargin, Metrics.sheetMaxWidth)
        let x = ((bounds.width - width) / 2).rounded(.down), row = Metrics.sheetRowHeight
        var bottom = bounds.height - safeAreaInsets.bottom - Metrics.sheetMargin
        let cancels = buttons.filter { $0.action.style == .cancel }
        if let cancel = cancels.first {
            cancelGroup.frame = CGRect(x: x, y: bottom - row, width: width, height: row)
            cancel.frame = cancelGroup.bounds
            bottom -= row + Metrics.sheetMargin
        }
        let header = layoutHeader(width: width)
        let rows = buttons.filter { $0.action.style != .cancel }
        for (i, b) in rows.enumerated() {
            b.frame = CGRect(x: 0, y: header + CGFloat(i) * row, width: width, height: row)
            if i > 0 || header > 0 { separator(in: mainGroup, CGRect(x: 0, y: b.frame.minY, width: width, height: hairline)) }
        }
        let height = header + CGFloat(rows.count) * row
        mainGroup.isHidden = height == 0
        mainGroup.frame = CGRect(x: x, y: bottom - height, width: width, height: height)
    }

    // MARK: Transitions

    /// Alerts fade in while shrinking from 1.2× and fade out; action sheets slide up and down. The dimming fades
    /// with them.
    func runTransition(appearing: Bool, animated: Bool, completion: @escaping @MainActor () -> Void) {
        layoutIfNeeded()
        let sheet = isSheet
        let groups = [mainGroup, cancelGroup]
        let offscreen = CGAffineTransform(translationX: 0, y: bounds.height - (mainGroup.isHidden ? cancelGroup.frame.minY : mainGroup.frame.minY))
        guard animated else {
            dimmingView.alpha = appearing ? 1 : 0
            for g in groups { g.alpha = appearing || sheet ? 1 : 0; g.transform = appearing || !sheet ? .identity : offscreen }
            controller?.transitionStorage?.runAlongside()
            MainLoop.perform(completion)
            return
        }
        if appearing {
            dimmingView.alpha = 0
            for g in groups {
                if sheet { g.transform = offscreen } else {
                    g.alpha = 0
                    g.transform = CGAffineTransform(scaleX: Metrics.presentScale, y: Metrics.presentScale)
                }
            }
        }
        let duration = sheet ? Metrics.sheetDuration : appearing ? Metrics.presentDuration : Metrics.dismissDuration
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut], animations: {
            self.controller?.transitionStorage?.runAlongside()
            self.dimmingView.alpha = appearing ? 1 : 0
            for g in groups {
                if sheet { g.transform = appearing ? .identity : offscreen } else {
                    g.alpha = appearing ? 1 : 0
                    g.transform = .identity
                }
            }
        }, completion: { _ in completion() })
    }
}
