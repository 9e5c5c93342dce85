import Foundation

// Dragging: what the scroll view's pan gesture recognizer drives. The pan handler calls beginTracking at
// touch-down, then beginDrag / updateDrag(translation:) / endDrag(velocity:) as the pan begins, changes and
// ends; tests drive the same calls to check the physics without touches.
extension UIScrollView {
    /// A finger touched the content: tracking starts, and a deceleration or animation in progress stops at once.
    func beginTracking() {
        isTrackingStorage = true
        if motion != nil { stopMotion() }
    }

    /// The finger lifted without dragging.
    func endTracking() {
        isTrackingStorage = false
        if drag == nil && motion == nil { hideIndicatorsSoon() }
    }

    /// The pan began: dragging starts from the offset shown now.
    func beginDrag() {
        guard isScrollEnabled else { return }
        if motion != nil { stopMotion() }
        isTrackingStorage = true
        let lo = minimumContentOffset, hi = maximumContentOffset, b = bounds.size, o = contentOffset
        let raw = CGPoint(x: ScrollPhysics.undampedOffset(shown: o.x, lo: lo.x, hi: hi.x, dimension: b.width),
                          y: ScrollPhysics.undampedOffset(shown: o.y, lo: lo.y, hi: hi.y, dimension: b.height))
        refreshControlStorage?.triggeredThisPull = false
        drag = ScrollDrag(startRaw: raw, startOffset: o, lock: isDirectionalLockEnabled ? .undecided : .free)
        isDraggingStorage = true
        if keyboardDismissMode != .none, let r = window?.firstResponderStorage {
            // .onDrag (and, without a keyboard to follow the finger, .interactive): the keyboard goes when a drag begins.
            r.resignFirstResponder()
        }
        delegate?.scrollViewWillBeginDragging(self)
        showIndicators()
        didBeginDraggingHook()
    }

    /// The finger moved: `translation` is the finger's displacement since the drag began, in points.
    func updateDrag(translation: CGPoint) {
        guard var d = drag else { return }
        if d.lock == .undecided, translation != .zero {
            decideDirectionalLock(from: translation)
            d = drag ?? d
        }
        let axes = scrollableAxes
        let lo = minimumContentOffset, hi = maximumContentOffset, b = bounds.size
        var offset = contentOffset
        if axes.horizontal && d.lock != .vertical {
            offset.x = ScrollPhysics.draggedOffset(raw: d.startRaw.x - translation.x, lo: lo.x, hi: hi.x, dimension: b.width, bounces: bounces)
        }
        if axes.vertical && d.lock != .horizontal {
            offset.y = ScrollPhysics.draggedOffset(raw: d.startRaw.y - translation.y, lo: lo.y, hi: hi.y, dimension: b.height, bounces: bounces)
        }
        setContentOffsetImmediately(offset)
        refreshControlDragged()
    }

    /// Directional lock: a first movement within the lock angle of an axis keeps the drag on that axis.
    func decideDirectionalLock(from movement: CGPoint) {
        guard var d = drag, d.lock == .undecided, movement != .zero else { return }
        let angle = atan2(abs(movement.y), abs(movement.x))
        if angle < ScrollPhysics.directionalLockAngle { d.lock = .horizontal }
        else if angle > .pi / 2 - ScrollPhysics.directionalLockAngle { d.lock = .vertical }
        else { d.lock = .free }
        drag = d
    }

    /// The finger lifted: `velocity` is the finger's, in points per second (the pan recognizer's). The
    /// delegate hears willEndDragging with the content's velocity in points per millisecond and the rest point,
    /// then didEndDragging, then — when the content keeps moving — willBeginDecelerating.
    func endDrag(velocity: CGPoint) {
        guard let d = drag else { endTracking(); return }
        drag = nil
        refreshControlReleased()
        let axes = scrollableAxes
        var v = CGPoint(x: axes.horizontal && d.lock != .vertical ? -velocity.x / 1000 : 0,
                        y: axes.vertical && d.lock != .horizontal ? -velocity.y / 1000 : 0)
        if !axes.horizontal { v.x = 0 }
        if !axes.vertical { v.y = 0 }
        let offset = contentOffset
        let natural = restingOffset(from: offset, velocity: v, drag: d)
        var target = natural
        withUnsafeMutablePointer(to: &target) { delegate?.scrollViewWillEndDragging(self, withVelocity: v, targetContentOffset: $0) }
        let changed = target != natural
        isDraggingStorage = false
        isTrackingStorage = false

        let now = CACurrentMediaTime()
        var m = ScrollMotion(kind: .deceleration, x: .idle, y: .idle)
        m.x = releaseMotion(offset: offset.x, velocity: v.x, target: target.x, changed: changed,
                            lo: minimumContentOffset.x, hi: maximumContentOffset.x, now: now)
        m.y = releaseMotion(offset: offset.y, velocity: v.y, target: target.y, changed: changed,
                            lo: minimumContentOffset.y, hi: maximumContentOffset.y, now: now)
        let decelerates = !m.x.isIdle || !m.y.isIdle
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        if decelerates {
            isDeceleratingStorage = true
            delegate?.scrollViewWillBeginDecelerating(self)
            startMotion(m)
        } else {
            hideIndicatorsSoon()
            didComeToRestHook()
        }
    }

    /// The pan was cancelled: the content goes back into range as after a release without velocity.
    func cancelDrag() {
        endDrag(velocity: .zero)
    }

    /// Where a release at `offset` with velocity `v` (pt/ms) comes to rest: paging picks a page; out of range
    /// it is the nearest edge; too slow it stays; otherwise the projection, clamped into range.
    func restingOffset(from offset: CGPoint, velocity v: CGPoint, drag d: ScrollDrag) -> CGPoint {
        if isPagingEnabled { return pagingTarget(from: offset, velocity: v, dragStart: d.startOffset) }
        let lo = minimumContentOffset, hi = maximumContentOffset, rate = decelerationRate.rawValue
        func axis(_ x: CGFloat, _ v: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> CGFloat {
            if x < lo || x > hi { return min(max(x, lo), hi) }
            if abs(v) < ScrollPhysics.minimumDecelerationSpeed { return x }
            return min(max(ScrollPhysics.projectedRest(from: x, velocity: v, rate: rate), lo), hi)
        }
        return CGPoint(x: axis(offset.x, v.x, lo.x, hi.x), y: axis(offset.y, v.y, lo.y, hi.y))
    }

    /// The motion of one axis after the release.
    func releaseMotion(offset x: CGFloat, velocity v: CGFloat, target: CGFloat, changed: Bool,
                       lo: CGFloat, hi: CGFloat, now: CFTimeInterval) -> AxisMotion {
        if isPagingEnabled || x < lo || x > hi {
            // Paging and bouncing back both ride the spring; past an edge it starts from rest.
            guard target != x else { return .idle }
            let v0 = isPagingEnabled ? Double(v) * 1000 : 0
            return .spring(rest: target, x0: Double(x - target), v0: v0, start: now)
        }
        if changed {
            // The delegate's own target: the same decay curve, scaled to end there.
            return target == x ? .idle : .decay(from: x, to: target, start: now, edges: false)
        }
        guard abs(v) >= ScrollPhysics.minimumDecelerationSpeed else { return .idle }
        let rest = ScrollPhysics.projectedRest(from: x, velocity: v, rate: decelerationRate.rawValue)
        return .decay(from: x, to: rest, start: now, edges: true)
    }
}
