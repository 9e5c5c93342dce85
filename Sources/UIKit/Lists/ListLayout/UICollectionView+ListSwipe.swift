import Foundation

/// An item of a list section swiped open.
@MainActor
final class ListSwipe {
    let item: IndexPath
    let configuration: UISwipeActionsConfiguration
    let view: TableSwipeActionsView
    /// How far the cell has slid: negative to the left (trailing actions), positive to the right.
    var offset: CGFloat = 0
    init(item: IndexPath, configuration: UISwipeActionsConfiguration, trailing: Bool) {
        self.item = item
        self.configuration = configuration
        view = TableSwipeActionsView(actions: configuration.actions, trailing: trailing)
    }
}

/// The pan that swipes list items: it may begin only when the horizontal movement dominates, on an item whose
/// list configuration gives actions that way, so it never fights vertical scrolling.
final class ListSwipeRecognizer: UIPanGestureRecognizer {
    override func mayBegin(translation: CGPoint) -> Bool {
        guard abs(translation.x) > abs(translation.y), let cv = view as? UICollectionView else { return false }
        return cv.listSwipeMayBegin(leftward: translation.x < 0)
    }
}

// Swipe actions of list sections (iOS 14): the configuration's leading and trailing providers, shown as the
// table shows its swipe actions (the same buttons and thresholds, UITableView.SwipeMetrics).
extension UICollectionView {
    func setUpListSwipe() {
        let g = ListSwipeRecognizer(handler: { [weak self] g in self?.handleListSwipe(g as! UIPanGestureRecognizer) })
        g.maximumNumberOfTouches = 1
        addGestureRecognizer(g)
        listSwipeRecognizer = g
    }

    /// The actions the item's list configuration gives for a side, nil when none.
    func listSwipeConfiguration(at ip: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
              let list = layout.listConfigurations[ip.section] else { return nil }
        let provider = trailing ? list.trailingSwipeActionsConfigurationProvider : list.leadingSwipeActionsConfigurationProvider
        guard let c = provider?(ip), !c.actions.isEmpty else { return nil }
        return c
    }

    func listSwipeMayBegin(leftward: Bool) -> Bool {
        guard !isEditing, let touch = listSwipeRecognizer?.trackedTouches.first,
              let ip = indexPathForItem(at: touch.location(in: self)) else { return false }
        if let s = listSwipe { return ip == s.item }
        let trailing = effectiveUserInterfaceLayoutDirection == .rightToLeft ? !leftward : leftward
        return listSwipeConfiguration(at: ip, trailing: trailing) != nil
    }

    func handleListSwipe(_ g: UIPanGestureRecognizer) {
        switch g.state {
        case .began:
            let t = g.translation(in: self)
            if listSwipe == nil {
                guard let touch = g.trackedTouches.first, let ip = indexPathForItem(at: touch.location(in: self)),
                      let config = listSwipeConfiguration(at: ip, trailing: t.x < 0) else { return }
                openListSwipe(ip, configuration: config, trailing: t.x < 0)
            }
            if let s = listSwipe { listSwipeStartOffset = s.offset - t.x }
            updateListSwipeOffset(t.x)
        case .changed:
            updateListSwipeOffset(g.translation(in: self).x)
        case .ended:
            finishListSwipe()
        default:
            closeListSwipe()
        }
    }

    private func openListSwipe(_ ip: IndexPath, configuration: UISwipeActionsConfiguration, trailing: Bool) {
        retiredListSwipeView?.removeFromSuperview()
        retiredListSwipeView = nil
        if let touched = touchedItemPath { cellForItem(at: touched)?.isHighlighted = false }
        let s = ListSwipe(item: ip, configuration: configuration, trailing: trailing)
        listSwipe = s
        listSwipeStartOffset = 0
        s.view.onTap = { [weak self] i in self?.performListSwipeAction(at: i) }
        insertSubview(s.view, at: 0)
        if let cell = cellForItem(at: ip) {
            bringSubviewToFront(cell)
            cell.swipedStorage = true
            cell.setNeedsUpdateConfiguration()
        }
    }

    private func updateListSwipeOffset(_ translation: CGFloat) {
        guard let s = listSwipe else { return }
        var x = listSwipeStartOffset + translation
        x = s.view.trailing ? min(0, x) : max(0, x)
        if !s.configuration.performsFirstActionWithFullSwipe {
            x = s.view.trailing ? max(-s.view.openWidth, x) : min(s.view.openWidth, x)
        }
        s.offset = x
        layoutListSwipe()
    }

    /// Places the swiped cell and the buttons in the gap (called after each layout pass too).
    func layoutListSwipe() {
        guard let s = listSwipe else { return }
        guard let a = layoutAttributesForItem(at: s.item) else { return closeListSwipe() }
        let r = a.frame
        if let cell = cellForItem(at: s.item) { cell.center = CGPoint(x: r.midX + s.offset, y: r.midY) }
        let w = abs(s.offset)
        s.view.frame = s.view.trailing ? CGRect(x: r.maxX - w, y: r.minY, width: w, height: r.height)
                                       : CGRect(x: r.minX, y: r.minY, width: w, height: r.height)
        s.view.layoutIfNeeded()
    }

    private func finishListSwipe() {
        guard let s = listSwipe else { return }
        let w = abs(s.offset)
        if s.configuration.performsFirstActionWithFullSwipe, w > bounds.width * UITableView.SwipeMetrics.fullSwipeFraction {
            s.offset = s.view.trailing ? -bounds.width : bounds.width
            layoutListSwipe()
            performListSwipeAction(at: 0)
        } else if w > s.view.openWidth * UITableView.SwipeMetrics.openFraction {
            s.offset = s.view.trailing ? -s.view.openWidth : s.view.openWidth
            layoutListSwipe()
        } else {
            closeListSwipe()
        }
    }

    func performListSwipeAction(at i: Int) {
        guard let s = listSwipe, s.configuration.actions.indices.contains(i) else { return }
        let action = s.configuration.actions[i]
        var called = false
        action.handler(action, s.view.buttons[i]) { [weak self, weak s] done in
            guard !called else { return }
            called = true
            if done, let self, let s, self.listSwipe === s { self.closeListSwipe() }
        }
    }

    /// Slides the item back.
    func closeListSwipe() {
        guard let s = listSwipe else { return }
        listSwipe = nil
        // The buttons may be the view of the touch that is ending: hidden now, removed at the next swipe.
        s.view.isHidden = true
        s.view.isUserInteractionEnabled = false
        retiredListSwipeView = s.view
        if let cell = cellForItem(at: s.item), let a = layoutAttributesForItem(at: s.item) {
            cell.center = CGPoint(x: a.frame.midX, y: a.frame.midY)
            cell.swipedStorage = false
            cell.setNeedsUpdateConfiguration()
        }
    }

    /// A finger came down while an item was open: anywhere but its buttons closes it, and the touch does
    /// nothing else.
    func listSwipeSwallowsTouch(at p: CGPoint) -> Bool {
        guard let s = listSwipe, listSwipeRecognizer?.state != .began, listSwipeRecognizer?.state != .changed else { return false }
        if s.view.frame.contains(p) { return false }
        closeListSwipe()
        return true
    }
}
