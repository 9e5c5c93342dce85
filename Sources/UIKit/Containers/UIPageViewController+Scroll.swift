import Foundation

// The scroll style: pages side by side in a paging scroll view three pages long (before, shown, after), at
// rest on the middle one. A drag asks the data source for both neighbours; the page it reveals hears
// viewWillAppear and the delegate willTransitionTo; at rest the turn completes (or is taken back), the
// delegate hears didFinishAnimating, and the queue re-centres on the shown page.
extension UIPageViewController {
    var queue: PageQueuingScrollView? { contentView?.queue }

    /// Pages run right to left in a right-to-left layout (horizontal scroll only).
    private var flips: Bool {
        navigationOrientation == .horizontal && viewIfLoaded?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// The length of one page and its gap along the navigation axis.
    private var pageLength: CGFloat {
        guard let q = queue else { return 0 }
        return navigationOrientation == .horizontal ? q.bounds.width : q.bounds.height
    }

    /// The content offset that shows slot `i` (0 before, 1 shown, 2 after; mirrored when pages flip).
    private func restOffset(_ i: Int) -> CGPoint {
        let d = CGFloat(i) * pageLength
        return navigationOrientation == .horizontal ? CGPoint(x: d, y: 0) : CGPoint(x: 0, y: d)
    }

    private func slot(before: Bool) -> Int { before != flips ? 0 : 2 }

    /// The frame of slot `i` in the queue's content.
    private func slotFrame(_ i: Int) -> CGRect {
        guard let q = queue else { return .zero }
        let s = pageSpacing, b = q.bounds.size
        if navigationOrientation == .horizontal {
            return CGRect(x: CGFloat(i) * b.width + s / 2, y: 0, width: max(0, b.width - s), height: b.height)
        }
        return CGRect(x: 0, y: CGFloat(i) * b.height + s / 2, width: b.width, height: max(0, b.height - s))
    }

    func layoutScrollPages() {
        guard let cv = contentView, let q = cv.queue else { return }
        let area = cv.pageArea, s = pageSpacing
        let frame = navigationOrientation == .horizontal
            ? CGRect(x: area.minX - s / 2, y: area.minY, width: area.width + s, height: area.height)
            : CGRect(x: area.minX, y: area.minY - s / 2, width: area.width, height: area.height + s)
        if q.frame != frame { q.frame = frame }
        let size = navigationOrientation == .horizontal ? CGSize(width: frame.width * 3, height: frame.height)
                                                        : CGSize(width: frame.width, height: frame.height * 3)
        if q.contentSize != size { q.contentSize = size }
        updateQueueRange()
        if scrollTurn == nil { q.setContentOffsetImmediately(restOffset(1)) }
        placeQueuedPages()
    }

    /// Each queued page's view in its slot.
    private func placeQueuedPages() {
        guard let q = queue else { return }
        var placed: [(UIViewController, Int)] = []
        if let page = pages.first { placed.append((page, 1)) }
        if let t = scrollTurn {
            if let b = t.before { placed.append((b, slot(before: true))) }
            if let a = t.after { placed.append((a, slot(before: false))) }
            if t.isProgrammatic, pages.first === (t.before ?? t.after) {
                // A turn made in code: the new page is already `pages`; the old one stays in the middle.
                placed.removeFirst()
                placed.append((t.outgoing, 1))
            }
        }
        for (page, i) in placed {
            let v = page.view!
            if v.superview !== q { q.addSubview(v) }
            v.frame = slotFrame(i)
        }
    }

    /// The range the queue scrolls over: only towards the neighbours the turn has.
    private func updateQueueRange() {
        guard let q = queue else { return }
        let t = scrollTurn
        let low = (flips ? t?.after : t?.before) != nil
        let high = (flips ? t?.before : t?.after) != nil
        let l = pageLength
        let inset = navigationOrientation == .horizontal
            ? UIEdgeInsets(top: 0, left: low ? 0 : -l, bottom: 0, right: high ? 0 : -l)
            : UIEdgeInsets(top: low ? 0 : -l, left: 0, bottom: high ? 0 : -l, right: 0)
        if q.contentInset != inset { q.contentInset = inset }
    }

    /// Makes `page` a child kept in the queue (no appearance callbacks: it is not on screen yet).
    private func enqueue(_ page: UIViewController) {
        guard page.parent !== self else { return }
        addChild(page)
        page.didMove(toParent: self)
    }

    /// Takes a page out of the queue and out of the children (`announced`: it was told willMove(toParent: nil)
    /// when the turn began).
    private func flush(_ page: UIViewController, announced: Bool = false) {
        if !announced { page.willMove(toParent: nil) }
        page.viewIfLoaded?.removeFromSuperview()
        page.removeFromParent()
    }

    /// Flushes every queued page but the shown one.
    private func flushQueue() {
        for child in children where !pages.contains(where: { $0 === child }) { flush(child) }
    }

    /// Puts the first page in the queue when the view loads.
    func installScrollPage(_ page: UIViewController) {
        enqueue(page)
        layoutScrollPages() // the page's view is in the queue before the page view controller appears
    }

    // MARK: Turns made in code

    func setScrollPage(_ page: UIViewController, direction: NavigationDirection, animated: Bool,
                       completion: ((Bool) -> Void)?, notifiesDelegate: Bool = false) {
        let old = pages.first
        // Apple leaves an animated change to the page already shown alone, completion and all.
        if page === old && animated { return }
        if let t = scrollTurn { abandon(t) }
        // Apple's order: the old page hears it is leaving, the new one becomes a child and loads, then the
        // appearance callbacks, and the old page leaves the children when the turn ends.
        let replaced = old.flatMap { $0 === page ? nil : $0 }
        replaced?.willMove(toParent: nil)
        enqueue(page)
        pages = [page] // Apple's viewControllers is the new page from the start of the turn
        guard let q = queue else {
            // Without a view there is nothing to scroll (and, as on iOS, no completion).
            if let replaced { flush(replaced, announced: true) }
            return
        }
        page.loadViewIfNeeded()
        let visible = isVisible
        guard animated, let old = replaced else {
            if visible {
                if page.appearance == 0 { page.beginAppearanceTransition(true, animated: false) }
                replaced?.beginAppearanceTransition(false, animated: false)
            }
            if let replaced { flush(replaced, announced: true) }
            layoutScrollPages()
            if visible {
                page.endAppearanceTransition()
                replaced?.endAppearanceTransition()
            }
            completion?(true)
            return
        }
        let t = PageScrollTurn(outgoing: old, isProgrammatic: true, notifiesDelegate: notifiesDelegate)
        let before = (direction == .reverse)
        if before { t.before = page } else { t.after = page }
        t.incoming = page
        t.completion = completion
        scrollTurn = t
        q.isScrollEnabled = false
        if isVisible {
            page.beginAppearanceTransition(true, animated: true)
            old.beginAppearanceTransition(false, animated: true)
        }
        updateQueueRange()
        placeQueuedPages()
        q.setContentOffset(restOffset(slot(before: before)), animated: true)
    }

    /// Ends a turn at once, the shown page staying (a new page set in code replaces it).
    private func abandon(_ t: PageScrollTurn) {
        scrollTurn = nil
        queue?.stopMotion()
        queue?.isScrollEnabled = canHandleGestures
        if t.isProgrammatic {
            t.incoming?.endAppearanceTransition()
            t.outgoing.endAppearanceTransition()
            if t.outgoing !== pages.first { flush(t.outgoing, announced: true) }
            t.completion?(false)
        } else if let incoming = t.incoming, isVisible {
            incoming.beginAppearanceTransition(false, animated: false)
            incoming.endAppearanceTransition()
            t.outgoing.beginAppearanceTransition(true, animated: false)
            t.outgoing.endAppearanceTransition()
        }
        flushQueue()
    }

    // MARK: Turns made by the user

    func queueDidBeginDragging() {
        guard canHandleGestures, let page = pages.first, scrollTurn == nil else { return }
        let t = PageScrollTurn(outgoing: page, isProgrammatic: false, notifiesDelegate: true)
        t.before = neighbour(of: page, before: true).flatMap { $0 === page ? nil : $0 }
        t.after = neighbour(of: page, before: false).flatMap { $0 === page || $0 === t.before ? nil : $0 }
        for n in [t.before, t.after].compactMap({ $0 }) { enqueue(n) }
        scrollTurn = t
        updateQueueRange()
        placeQueuedPages()
    }

    func queueDidScroll() {
        guard let q = queue, let t = scrollTurn, !t.isProgrammatic else { return }
        let offset = navigationOrientation == .horizontal ? q.contentOffset.x : q.contentOffset.y
        let middle = pageLength
        guard offset != middle else { return }
        let towardBefore = (offset < middle) != flips
        guard let target = towardBefore ? t.before : t.after, t.incoming !== target else { return }
        if let previous = t.incoming, isVisible {
            // The drag turned round towards the other neighbour: the first one goes away again.
            previous.beginAppearanceTransition(false, animated: true)
            previous.endAppearanceTransition()
        }
        t.incoming = target
        delegate?.pageViewController(self, willTransitionTo: [target])
        if isVisible {
            target.beginAppearanceTransition(true, animated: true)
            t.outgoing.beginAppearanceTransition(false, animated: true)
        }
    }

    func queueDidComeToRest() {
        guard let q = queue, let t = scrollTurn else { return }
        let offset = navigationOrientation == .horizontal ? q.contentOffset.x : q.contentOffset.y
        let l = pageLength
        guard l > 0 else { return }
        let index = Int((offset / l).rounded())
        if abs(offset - CGFloat(index) * l) > 0.5 {
            // A burst of wheel reports stopped between pages: settle on the nearest (this rests again).
            q.setContentOffset(restOffset(min(max(index, 0), 2)), animated: true)
            return
        }
        let landed: UIViewController? = index == 1 ? nil : (index == slot(before: true) ? t.before : t.after)
        scrollTurn = nil
        q.isScrollEnabled = canHandleGestures
        if t.isProgrammatic {
            let page = pages.first
            if isVisible {
                page?.endAppearanceTransition()
                t.outgoing.endAppearanceTransition()
            }
            if t.outgoing !== page { flush(t.outgoing, announced: true) }
            flushQueue()
            layoutScrollPages()
            t.completion?(true)
            if t.notifiesDelegate {
                delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [t.outgoing], transitionCompleted: true)
            }
            return
        }
        if let landed {
            pages = [landed]
            if isVisible {
                landed.endAppearanceTransition()
                t.outgoing.endAppearanceTransition()
            }
            flushQueue()
            layoutScrollPages()
            advancePageControl(forward: landed === t.after)
            delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [t.outgoing], transitionCompleted: true)
        } else {
            if let incoming = t.incoming, isVisible {
                incoming.beginAppearanceTransition(false, animated: true)
                incoming.endAppearanceTransition()
                t.outgoing.beginAppearanceTransition(true, animated: true)
                t.outgoing.endAppearanceTransition()
            }
            flushQueue()
            layoutScrollPages()
            if t.incoming != nil {
                delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [t.outgoing], transitionCompleted: false)
            }
        }
    }

    // MARK: The page indicator

    /// Shows the indicator when the data source gives a page count, marking its presentation index.
    func updatePageControlFromDataSource() {
        guard transitionStyle == .scroll, let cv = contentView else { return }
        let count = dataSource?.presentationCount(for: self) ?? 0
        let pc = cv.pageControl
        if count > 0, let dataSource {
            let index = dataSource.presentationIndex(for: self)
            if index >= 0, index < count {
                pc.numberOfPages = count
                pc.currentPage = index
            }
        }
        let hidden = count <= 0
        if pc.isHidden != hidden {
            pc.isHidden = hidden
            cv.setNeedsLayout()
        }
        shownIndicatorPage = pc.currentPage
    }

    /// A completed drag moves the indicator one page, wrapping round, as Apple's does.
    private func advancePageControl(forward: Bool) {
        guard let pc = contentView?.pageControl, !pc.isHidden, pc.numberOfPages > 0 else { return }
        let n = pc.numberOfPages
        pc.currentPage = ((pc.currentPage + (forward ? 1 : -1)) % n + n) % n
        shownIndicatorPage = pc.currentPage
    }

    /// A tap on the indicator turns one page, as a drag would (the delegate hears of it).
    func pageControlValueChanged() {
        guard let pc = contentView?.pageControl, let q = queue, let page = pages.first else { return }
        let previous = shownIndicatorPage
        guard !q.isTracking, !q.isDecelerating, scrollTurn == nil, pc.currentPage != previous else {
            updatePageControlFromDataSource()
            return
        }
        let forward = (pc.currentPage > previous) != flips
        guard let next = neighbour(of: page, before: !forward), next !== page else {
            pc.currentPage = previous
            return
        }
        shownIndicatorPage = pc.currentPage
        delegate?.pageViewController(self, willTransitionTo: [next])
        setScrollPage(next, direction: forward ? .forward : .reverse, animated: true, completion: nil, notifiesDelegate: true)
    }
}
