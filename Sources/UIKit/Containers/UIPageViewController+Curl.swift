import Foundation

// Page curl: one page (a spine at an edge) or two side by side (a spine in the middle), turned in code, by a
// tap near an edge, or by a pan the page follows. Linux: the curl is drawn as the nearest effect Core
// Animation here can draw — the turning page folds flat against the spine (a scale pinned at the spine edge)
// and the next one unfolds from it; a double-sided book's back pages are kept but not drawn
// (docs/DIFFERENCES.md).
extension UIPageViewController {
    /// Pages turn from side to side (else from top to bottom).
    private var horizontal: Bool { navigationOrientation == .horizontal }

    /// The frame of page `i` of the shown pages.
    private func curlFrame(_ i: Int) -> CGRect {
        guard let b = viewIfLoaded?.bounds else { return .zero }
        guard spineLocation == .mid else { return b }
        if horizontal {
            return CGRect(x: b.minX + (i == 0 ? 0 : b.width / 2), y: b.minY, width: b.width / 2, height: b.height)
        }
        return CGRect(x: b.minX, y: b.minY + (i == 0 ? 0 : b.height / 2), width: b.width, height: b.height / 2)
    }

    /// How many pages the book shows at once.
    private var shownCount: Int { spineLocation == .mid ? 2 : 1 }

    func layoutCurlPages() {
        guard curlTurn == nil else { return }
        for (i, page) in pages.enumerated() {
            guard let v = page.viewIfLoaded else { continue }
            v.transform = .identity
            v.frame = curlFrame(i)
            v.isHidden = i >= shownCount // a double-sided book's back page is kept, not drawn
        }
    }

    /// Whether the shown pages fit the spine (two with the spine in the middle, else one).
    private var curlStateIsValid: Bool { pages.count == shownCount }

    func setCurlPages(_ given: [UIViewController], direction: NavigationDirection, animated: Bool,
                      completion: ((Bool) -> Void)?) {
        if animated, curlStateIsValid, isViewLoaded {
            let required = isDoubleSided ? 2 : 1
            guard given.count == required else { raiseCount(given.count, required: required) }
            startCurl(to: given, forward: direction == .forward, manual: false, notifiesDelegate: false, completion: completion)
            return
        }
        if pages.isEmpty && given.isEmpty { completion?(true); return }
        let required = spineLocation == .mid ? 2 : 1
        guard given.count == required else { raiseSpineCount(given.count, required: required) }
        if let t = curlTurn { finishCurl(t, completed: false, animated: false) }
        let visible = isVisible
        for old in pages where !given.contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            if old.isViewLoaded {
                if visible { old.beginAppearanceTransition(false, animated: false) }
                old.view.removeFromSuperview()
                if visible { old.endAppearanceTransition() }
            }
            old.removeFromParent()
        }
        let kept = pages
        pages = given
        for page in given {
            let isNew = !kept.contains { $0 === page }
            if isNew { addChild(page) }
            if let v = viewIfLoaded, page.view.superview !== v {
                if visible { page.beginAppearanceTransition(true, animated: false) }
                v.addSubview(page.view)
                if visible { page.endAppearanceTransition() }
            }
            if isNew { page.didMove(toParent: self) }
        }
        layoutCurlPages()
        completion?(true)
    }

    // MARK: Turning

    /// Starts a turn to `incoming`: the new pages go under the old ones (forward) or fold in over them
    /// (reverse); `manual` turns follow a finger until it lifts.
    private func startCurl(to incoming: [UIViewController], forward: Bool, manual: Bool, notifiesDelegate: Bool,
                           completion: ((Bool) -> Void)?) {
        guard let v = viewIfLoaded else { return }
        if let t = curlTurn { finishCurl(t, completed: !t.isManual, animated: false) }
        let shown = spineLocation == .mid ? incoming : Array(incoming.prefix(1))
        let t = PageCurlTurn(outgoing: pages, incoming: shown, forward: forward, isManual: manual, notifiesDelegate: notifiesDelegate)
        t.completion = completion
        if notifiesDelegate { delegate?.pageViewController(self, willTransitionTo: shown) }
        if !manual { pages = shown }
        let visible = isVisible
        for (i, page) in shown.enumerated() where !t.outgoing.contains(where: { $0 === page }) {
            addChild(page)
            let pv = page.view!
            pv.transform = .identity
            pv.frame = curlFrame(i)
            pv.isHidden = false
            if forward { v.insertSubview(pv, at: 0) } else { v.addSubview(pv) }
            page.didMove(toParent: self)
            if visible { page.beginAppearanceTransition(true, animated: true) }
        }
        if visible {
            for page in t.outgoing where !shown.contains(where: { $0 === page }) { page.beginAppearanceTransition(false, animated: true) }
        }
        t.leaves = leaves(outgoing: t.outgoing, incoming: shown, forward: forward)
        curlTurn = t
        t.apply(progress: 0)
        if !manual { animateCurl(t, to: 1) }
    }

    /// The folding pages of a turn. One page at an edge spine: forward, the shown page folds onto the spine;
    /// reverse, the new page unfolds from it. Two pages: the page on the turning side folds onto the middle
    /// spine over the first half, then the new page on the other side unfolds from it.
    private func leaves(outgoing: [UIViewController], incoming: [UIViewController], forward: Bool) -> [PageCurlTurn.Leaf] {
        let startEdge: UIRectEdge = horizontal ? .left : .top
        let endEdge: UIRectEdge = horizontal ? .right : .bottom
        switch spineLocation {
        case .mid:
            guard outgoing.count == 2, incoming.count == 2 else { return [] }
            // Forward: the right (bottom) page folds onto the spine, then the new left (top) page opens.
            let (going, coming) = forward ? (outgoing[1], incoming[0]) : (outgoing[0], incoming[1])
            return [PageCurlTurn.Leaf(view: going.view, edge: forward ? startEdge : endEdge, from: 0, to: 1, start: 0, end: 0.5),
                    PageCurlTurn.Leaf(view: coming.view, edge: forward ? endEdge : startEdge, from: 1, to: 0, start: 0.5, end: 1)]
        default:
            let edge = spineLocation == .max ? endEdge : startEdge
            if forward {
                guard let page = outgoing.first else { return [] }
                return [PageCurlTurn.Leaf(view: page.view, edge: edge, from: 0, to: 1, start: 0, end: 1)]
            }
            guard let page = incoming.first else { return [] }
            return [PageCurlTurn.Leaf(view: page.view, edge: edge, from: 1, to: 0, start: 0, end: 1)]
        }
    }

    /// Animates the turn from where it stands to `target` (1 done, 0 taken back), then finishes it.
    private func animateCurl(_ t: PageCurlTurn, from progress: CGFloat = 0, to target: CGFloat) {
        let total = Metrics.turnDuration * Double(abs(target - progress))
        guard total > 0, !t.leaves.isEmpty else {
            t.apply(progress: target)
            finishCurl(t, completed: target == 1, animated: true)
            return
        }
        // Each leaf folds over its own part of the turn: delayed and timed so the parts follow each other.
        var last: TimeInterval = 0
        for leaf in t.leaves {
            let lo = target > progress ? max(leaf.start, progress) : min(leaf.end, progress)
            let hi = target > progress ? leaf.end : max(leaf.start, target)
            let span = target > progress ? hi - lo : lo - hi
            guard span > 0 else { continue }
            let delay = Metrics.turnDuration * Double(target > progress ? lo - progress : progress - lo)
            let duration = Metrics.turnDuration * Double(span)
            last = max(last, delay + duration)
            let final = target > progress ? leaf.to : leaf.from
            UIView.animate(withDuration: duration, delay: delay, options: [.curveEaseInOut], animations: {
                leaf.view.transform = PageCurlTurn.transform(folding: leaf.view, by: final, towards: leaf.edge)
            })
        }
        CAMediaClock.shared.schedule(after: max(last, total)) { [weak self, weak t] in
            MainActor.assumeIsolated {
                guard let self, let t, self.curlTurn === t else { return }
                self.finishCurl(t, completed: target == 1, animated: true)
            }
        }
    }

    /// Ends a turn: completed, the new pages are shown; taken back, the old ones stay.
    func finishCurl(_ t: PageCurlTurn, completed: Bool, animated: Bool) {
        guard curlTurn === t else { return }
        curlTurn = nil
        let visible = isVisible
        let leaving = completed ? t.outgoing : t.incoming
        let staying = completed ? t.incoming : t.outgoing
        if !completed, visible {
            for page in t.incoming where !t.outgoing.contains(where: { $0 === page }) { page.beginAppearanceTransition(false, animated: animated) }
            for page in t.outgoing where !t.incoming.contains(where: { $0 === page }) { page.beginAppearanceTransition(true, animated: animated) }
        }
        pages = staying
        for page in leaving where !staying.contains(where: { $0 === page }) {
            page.willMove(toParent: nil)
            page.viewIfLoaded?.removeFromSuperview()
            page.viewIfLoaded?.transform = .identity
            if visible { page.endAppearanceTransition() }
            page.removeFromParent()
        }
        for page in staying {
            page.viewIfLoaded?.transform = .identity
            if visible, !leaving.contains(where: { $0 === page }) { page.endAppearanceTransition() }
        }
        layoutCurlPages()
        t.completion?(true)
        if t.notifiesDelegate {
            delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: t.outgoing, transitionCompleted: completed)
        }
    }

    // MARK: Gestures

    /// The pages a gesture turning forward or back brings in: the next page (and, double-sided, the one
    /// after it: the back of the turning leaf or the right page of the next spread), from the data source.
    private func incomingForGesture(forward: Bool) -> [UIViewController]? {
        guard canHandleGestures else { return nil }
        if forward {
            guard let last = spineLocation == .mid ? pages.last : pages.first,
                  let next = neighbour(of: last, before: false) else { return nil }
            if isDoubleSided, let second = neighbour(of: next, before: false) { return [next, second] }
            return [next]
        }
        guard let first = pages.first, let previous = neighbour(of: first, before: true) else { return nil }
        if isDoubleSided, let earlier = neighbour(of: previous, before: true) { return [earlier, previous] }
        return [previous]
    }

    /// Which way a tap at `point` turns: the strips along the leading and trailing edges (80 pt, 60 with the
    /// spine in the middle, at most half the view); nil between them.
    private func tapDirection(at point: CGPoint) -> Bool? {
        guard let b = viewIfLoaded?.bounds else { return nil }
        let breadth = min(spineLocation == .mid ? Metrics.tapBreadthMidSpine : Metrics.tapBreadth,
                          (horizontal ? b.width : b.height) / 2)
        let p = horizontal ? point.x - b.minX : point.y - b.minY
        let length = horizontal ? b.width : b.height
        if p <= breadth { return false }
        if p >= length - breadth { return true }
        return nil
    }

    /// Which way a pan turns: its velocity's direction when faster than 300 pt/s along the axis, else its
    /// translation's (which must run mostly along the axis).
    private func panDirection(_ pan: UIPanGestureRecognizer) -> Bool? {
        guard let v = viewIfLoaded else { return nil }
        let velocity = pan.velocity(in: v)
        let along = horizontal ? velocity.x : velocity.y
        if abs(along) > Metrics.flickSpeed { return along < 0 }
        let t = pan.translation(in: v.superview ?? v)
        let a = horizontal ? t.x : t.y, across = horizontal ? t.y : t.x
        guard abs(a) > abs(across) else { return nil }
        return a < 0
    }

    func curlGestureShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        guard canHandleGestures, curlStateIsValid, curlTurn == nil else { return false }
        let forward: Bool?
        if let pan = recognizer as? UIPanGestureRecognizer {
            forward = panDirection(pan)
        } else {
            forward = tapDirection(at: recognizer.location(in: view))
        }
        guard let forward, let pages = incomingForGesture(forward: forward) else { return false }
        return !pages.isEmpty
    }

    func handleCurlTap(_ recognizer: UIGestureRecognizer) {
        guard recognizer.state == .ended, curlTurn == nil,
              let forward = tapDirection(at: recognizer.location(in: view)),
              let incoming = incomingForGesture(forward: forward) else { return }
        let required = isDoubleSided ? 2 : 1
        guard incoming.count == required else { raiseCount(incoming.count, required: required) }
        startCurl(to: incoming, forward: forward, manual: false, notifiesDelegate: true, completion: nil)
    }

    func handleCurlPan(_ recognizer: UIGestureRecognizer) {
        guard let pan = recognizer as? UIPanGestureRecognizer, let v = viewIfLoaded else { return }
        switch pan.state {
        case .began:
            guard curlTurn == nil, let forward = panDirection(pan), let incoming = incomingForGesture(forward: forward) else { return }
            let required = isDoubleSided ? 2 : 1
            guard incoming.count == required else { raiseCount(incoming.count, required: required) }
            startCurl(to: incoming, forward: forward, manual: true, notifiesDelegate: true, completion: nil)
        case .changed:
            guard let t = curlTurn, t.isManual else { return }
            t.apply(progress: curlProgress(pan, forward: t.forward, in: v))
        case .ended, .cancelled:
            guard let t = curlTurn, t.isManual else { return }
            let progress = curlProgress(pan, forward: t.forward, in: v)
            // Apple's rule: the turn completes when the way the finger ends (its flick, or which half of the
            // view it lifts in) is the way the turn began.
            let velocity = pan.velocity(in: v)
            let along = horizontal ? velocity.x : velocity.y
            let endsForward: Bool
            if abs(along) > Metrics.flickSpeed {
                endsForward = along < 0
            } else {
                let p = pan.location(in: v)
                endsForward = horizontal ? p.x <= v.bounds.midX : p.y <= v.bounds.midY
            }
            let completes = pan.state == .ended && pan.isEnabled && endsForward == t.forward
            animateCurl(t, from: progress, to: completes ? 1 : 0)
        default:
            break
        }
    }

    /// How far a finger has turned the page: its travel along the axis over the view's length.
    private func curlProgress(_ pan: UIPanGestureRecognizer, forward: Bool, in v: UIView) -> CGFloat {
        let t = pan.translation(in: v)
        let travel = horizontal ? t.x : t.y
        let length = max(horizontal ? v.bounds.width : v.bounds.height, 1)
        return min(max((forward ? -travel : travel) / length, 0), 1)
    }
}
