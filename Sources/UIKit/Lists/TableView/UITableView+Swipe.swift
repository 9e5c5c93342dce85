import Foundation

/// A row swiped open (or showing its delete confirmation while editing).
@MainActor
final class TableSwipe {
    let row: IndexPath
    let configuration: UISwipeActionsConfiguration
    let view: TableSwipeActionsView
    /// How far the row has slid: negative to the left (trailing actions), positive to the right.
    var offset: CGFloat = 0
    /// Whether the delegate heard willBeginEditingRowAt (a swipe, not the editing-mode confirmation).
    let tellsDelegate: Bool
    init(row: IndexPath, configuration: UISwipeActionsConfiguration, trailing: Bool, tellsDelegate: Bool) {
        self.row = row
        self.configuration = configuration
        self.view = TableSwipeActionsView(actions: configuration.actions, trailing: trailing)
        self.tellsDelegate = tellsDelegate
    }
}

/// The pan that swipes rows: it may begin only when the horizontal movement dominates, outside editing mode,
/// on a row with actions that way, so it never fights the table's vertical scrolling.
final class TableSwipeRecognizer: UIPanGestureRecognizer {
    override func mayBegin(translation: CGPoint) -> Bool {
        guard abs(translation.x) > abs(translation.y), let table = view as? UITableView else { return false }
        return table.swipeMayBegin(leftward: translation.x < 0)
    }
}

// Swipe actions (iOS 11) and the editing-mode delete confirmation share one mechanism: the row slides aside
// and a TableSwipeActionsView fills the gap.
extension UITableView {
    /// ⚠ Swipe constants (SPEC-NEXT §3 and iOS 17 observation): past 60 % of the width a full swipe runs
    /// the first action; releasing past half the open width leaves the row open.
    enum SwipeMetrics {
        static let fullSwipeFraction: CGFloat = 0.6
        static let openFraction: CGFloat = 0.5
    }

    func setUpSwipe() {
        let g = TableSwipeRecognizer(handler: { [weak self] g in self?.handleSwipe(g as! UIPanGestureRecognizer) })
        g.maximumNumberOfTouches = 1
        addGestureRecognizer(g)
        swipeRecognizer = g
    }

    /// The trailing or leading configuration for a row: the delegate's, else Apple's default one "Delete"
    /// action when the data source commits edits and the row's editing style is delete.
    func swipeConfiguration(forRowAt ip: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        if trailing {
            if let c = tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: ip) { return c.actions.isEmpty ? nil : c }
            // The iOS 8 row actions, when the delegate gives no configuration (as Apple falls back to them).
            if let rowActions = tableDelegate?.tableView(self, editActionsForRowAt: ip) {
                guard !rowActions.isEmpty else { return nil }
                let c = UISwipeActionsConfiguration(actions: rowActions.map { $0.contextualAction(forRowAt: ip) })
                c.performsFirstActionWithFullSwipe = false
                return c
            }
            guard dataSourceCommitsEdits, dataSourceStorage?.tableView(self, canEditRowAt: ip) ?? false,
                  (tableDelegate?.tableView(self, editingStyleForRowAt: ip) ?? defaultEditingStyle(forRowAt: ip)) == .delete
            else { return nil }
            return UISwipeActionsConfiguration(actions: [deleteAction(forRowAt: ip)])
        }
        if let c = tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: ip) { return c.actions.isEmpty ? nil : c }
        return nil
    }

    /// The destructive action that commits the row's deletion.
    func deleteAction(forRowAt ip: IndexPath) -> UIContextualAction {
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: ip) ?? "Delete"
        return UIContextualAction(style: .destructive, title: title) { [weak self] _, _, done in
            guard let self else { return done(false) }
            self.dataSourceStorage?.tableView(self, commit: .delete, forRowAt: ip)
            done(true)
        }
    }

    func swipeMayBegin(leftward: Bool) -> Bool {
        guard !editingStorage, let g = swipeRecognizer, let touch = g.trackedTouches.first else { return false }
        let p = touch.location(in: self)
        if let s = swipeStorage {
            // A swipe already open: only that row may be dragged again.
            return indexPathForRow(at: p) == s.row
        }
        guard let ip = indexPathForRow(at: p) else { return false }
        let trailing = effectiveUserInterfaceLayoutDirection == .rightToLeft ? !leftward : leftward
        return swipeConfiguration(forRowAt: ip, trailing: trailing) != nil
    }

    func handleSwipe(_ g: UIPanGestureRecognizer) {
        switch g.state {
        case .began:
            if highlightedRow != nil { tableTouchCancelled() }
            let t = g.translation(in: self)
            if swipeStorage == nil {
                guard let touch = g.trackedTouches.first, let ip = indexPathForRow(at: touch.location(in: self)),
                      let config = swipeConfiguration(forRowAt: ip, trailing: t.x < 0) else { return }
                openSwipe(ip, configuration: config, trailing: t.x < 0, tellsDelegate: true)
            }
            if let s = swipeStorage { swipeStartOffset = s.offset - t.x }
            updateSwipeOffset(g.translation(in: self).x)
        case .changed:
            updateSwipeOffset(g.translation(in: self).x)
        case .ended:
            finishSwipe()
        default:
            closeSwipe()
        }
    }

    func openSwipe(_ ip: IndexPath, configuration: UISwipeActionsConfiguration, trailing: Bool, tellsDelegate: Bool) {
        retiredSwipeView?.removeFromSuperview()
        retiredSwipeView = nil
        let s = TableSwipe(row: ip, configuration: configuration, trailing: trailing, tellsDelegate: tellsDelegate)
        swipeStorage = s
        swipeStartOffset = 0
        if tellsDelegate { tableDelegate?.tableView(self, willBeginEditingRowAt: ip) }
        s.view.onTap = { [weak self] i in self?.performSwipeAction(at: i) }
        insertSubview(s.view, at: backgroundView == nil ? 0 : 1)
        if let cell = visibleRows[ip] {
            bringSubviewToFront(cell)
            cell.showingDeleteConfirmation = !tellsDelegate
            cell.swipedStorage = true
            cell.setNeedsUpdateConfiguration()
        }
    }

    private func updateSwipeOffset(_ translation: CGFloat) {
        guard let s = swipeStorage else { return }
        let trailing = s.view.trailing
        var x = swipeStartOffset + translation
        x = trailing ? min(0, x) : max(0, x)
        if !s.configuration.performsFirstActionWithFullSwipe {
            x = trailing ? max(-s.view.openWidth, x) : min(s.view.openWidth, x)
        }
        setSwipeOffset(x)
    }

    func setSwipeOffset(_ x: CGFloat) {
        guard let s = swipeStorage else { return }
        s.offset = x
        layoutSwipe()
    }

    /// Places the swiped row and the buttons in the gap (called by the table's layout too).
    func layoutSwipe() {
        guard let s = swipeStorage else { return }
        guard isValid(s.row) else { return closeSwipe() }
        let r = rowRect(section: s.row.section, row: s.row.row)
        if let cell = visibleRows[s.row] { cell.setFrameIfChanged(r.offsetBy(dx: s.offset, dy: 0)) }
        let w = abs(s.offset)
        s.view.frame = s.view.trailing ? CGRect(x: r.maxX - w, y: r.minY, width: w, height: r.height)
                                       : CGRect(x: r.minX, y: r.minY, width: w, height: r.height)
        s.view.layoutIfNeeded()
    }

    private func finishSwipe() {
        guard let s = swipeStorage else { return }
        let w = abs(s.offset)
        if s.configuration.performsFirstActionWithFullSwipe, w > bounds.width * SwipeMetrics.fullSwipeFraction {
            setSwipeOffset(s.view.trailing ? -bounds.width : bounds.width)
            performSwipeAction(at: 0)
        } else if w > s.view.openWidth * SwipeMetrics.openFraction {
            setSwipeOffset(s.view.trailing ? -s.view.openWidth : s.view.openWidth)
        } else {
            closeSwipe()
        }
    }

    func performSwipeAction(at i: Int) {
        guard let s = swipeStorage, s.configuration.actions.indices.contains(i) else { return }
        let action = s.configuration.actions[i]
        var called = false
        action.handler(action, s.view.buttons[i]) { [weak self, weak s] done in
            guard !called else { return }
            called = true
            if done, let self, let s, self.swipeStorage === s { self.closeSwipe() }
        }
    }

    /// Slides the row back and tells the delegate the swipe ended.
    func closeSwipe() {
        guard let s = swipeStorage else { return }
        swipeStorage = nil
        // The buttons may be the view of the touch that is ending (an action closing the row): removing it
        // from the window mid-touch would strand the touch, so it is hidden now and removed at the next swipe.
        s.view.isHidden = true
        s.view.isUserInteractionEnabled = false
        retiredSwipeView = s.view
        if let cell = visibleRows[s.row] {
            cell.showingDeleteConfirmation = false
            cell.swipedStorage = false
            cell.setNeedsUpdateConfiguration()
        }
        setNeedsLayout()
        layoutIfNeeded()
        if s.tellsDelegate { tableDelegate?.tableView(self, didEndEditingRowAt: s.row) }
    }

    /// A finger came down while a row was open: anywhere but its buttons closes it, and the touch does nothing else.
    func swipeSwallowsTouch(at p: CGPoint) -> Bool {
        guard let s = swipeStorage, swipeRecognizer?.state != .began, swipeRecognizer?.state != .changed else { return false }
        if s.view.frame.contains(p) { return false }
        closeSwipe()
        return true
    }

    /// The editing control of a row was tapped: delete shows the confirmation, insert commits at once.
    func editingControlTapped(_ cell: UITableViewCell) {
        guard let ip = visibleRows.first(where: { $0.value === cell })?.key else { return }
        switch cell.editingStyle {
        case .insert:
            dataSourceStorage?.tableView(self, commit: .insert, forRowAt: ip)
        case .delete:
            if swipeStorage?.row == ip { return closeSwipe() }
            closeSwipe()
            let config = UISwipeActionsConfiguration(actions: [deleteAction(forRowAt: ip)])
            config.performsFirstActionWithFullSwipe = false
            openSwipe(ip, configuration: config, trailing: true, tellsDelegate: false)
            setSwipeOffset(-swipeStorage!.view.openWidth)
        case .none:
            break
        }
    }
}
