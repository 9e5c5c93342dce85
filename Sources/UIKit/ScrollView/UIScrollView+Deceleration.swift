import Foundation

// The motion after a drag and of animations: one step per display frame on the media clock. Each axis is a
// closed form of the time since its phase began (decay, spring, ease), so the step only samples it: the
// headless driver's frames give exactly the values worked out by hand.
extension UIScrollView {
    /// Starts stepping `m` (one frame from now, then every frame).
    func startMotion(_ m: ScrollMotion) {
        motionTimer?.invalidate()
        motion = m
        if m.kind == .deceleration { isDeceleratingStorage = true }
        scheduleMotionFrame()
    }

    /// Stops the motion where it is, with no callback (a touch or a new animation interrupts it).
    func stopMotion() {
        motionTimer?.invalidate()
        motionTimer = nil
        if let m = motion, !m.zoom.isIdle { isZoomBouncingStorage = false }
        motion = nil
        isDeceleratingStorage = false
    }

    func scheduleMotionFrame() {
        motionTimer = CAMediaClock.shared.schedule(after: ScrollPhysics.frameInterval) { [weak self] in
            MainActor.assumeIsolated { self?.stepMotion() }
        }
    }

    /// One frame: samples every axis at the current media time and applies it.
    func stepMotion() {
        motionTimer = nil
        guard var m = motion else { return }
        let now = CACurrentMediaTime()
        if case .idle = m.zoom {} else {
            let (scale, _) = sample(&m.zoom, now: now, lo: -.infinity, hi: .infinity)
            if let scale { applyZoomScale(scale) }
        }
        let lo = minimumContentOffset, hi = maximumContentOffset
        let (x, _) = sample(&m.x, now: now, lo: lo.x, hi: hi.x)
        let (y, _) = sample(&m.y, now: now, lo: lo.y, hi: hi.y)
        motion = m
        var offset = contentOffset
        if let x { offset.x = x }
        if let y { offset.y = y }
        setContentOffsetImmediately(offset)
        guard motion != nil else { return } // the delegate stopped it
        if m.x.isIdle && m.y.isIdle && m.zoom.isIdle { finishMotion(m.kind) } else { scheduleMotionFrame() }
    }

    /// The value of one axis at `now` (nil when idle), moving from one phase to the next as it goes:
    /// a decay that crosses an edge bounces on the spring (or stops there without bounces).
    func sample(_ a: inout AxisMotion, now: CFTimeInterval, lo: CGFloat, hi: CGFloat) -> (CGFloat?, Bool) {
        let scale = pixelScale
        switch a {
        case .idle:
            return (nil, true)
        case let .decay(x0, target, start, edges):
            let rate = decelerationRate.rawValue
            let t = (now - start) * 1000
            if edges, x0 >= lo, x0 <= hi, target < lo || target > hi {
                let edge = target < lo ? lo : hi
                if let tc = ScrollPhysics.decayTime(from: x0, to: target, rate: rate, reaching: edge), t >= tc {
                    guard bounces else { a = .idle; return (edge, true) }
                    let vc = ScrollPhysics.decayVelocity(from: x0, to: target, rate: rate, milliseconds: tc)
                    a = .spring(rest: edge, x0: 0, v0: Double(vc) * 1000, start: start + tc / 1000)
                    return sample(&a, now: now, lo: lo, hi: hi)
                }
            }
            if ScrollPhysics.decayIsAtRest(from: x0, to: target, rate: rate, milliseconds: t, scale: scale) {
                a = .idle
                return (ScrollPhysics.snap(target, scale: scale), true)
            }
            return (ScrollPhysics.decayOffset(from: x0, to: target, rate: rate, milliseconds: t), false)
        case let .spring(rest, x0, v0, start):
            let s = now - start
            if ScrollPhysics.springIsAtRest(x0: x0, v0: v0, seconds: s, scale: scale) {
                a = .idle
                return (rest, true)
            }
            return (rest + CGFloat(ScrollPhysics.spring(x0: x0, v0: v0, seconds: s).x), false)
        case let .ease(from, to, start, duration):
            let p = duration > 0 ? (now - start) / duration : 1
            // Frames summed in floating point land a hair short of the end: that frame is the last.
            if p >= 1 - 1e-9 { a = .idle; return (to, true) }
            let e = CAMediaTimingFunction(name: .easeOut).solve(p)
            return (from + (to - from) * CGFloat(e), false)
        }
    }

    /// The motion came to rest: its callback, then the indicators fade.
    func finishMotion(_ kind: ScrollMotion.Kind) {
        motion = nil
        motionTimer = nil
        isDeceleratingStorage = false
        switch kind {
        case .deceleration: delegate?.scrollViewDidEndDecelerating(self)
        case .animation: delegate?.scrollViewDidEndScrollingAnimation(self)
        case .scrollToTop: delegate?.scrollViewDidScrollToTop(self)
        case .settle: break
        case .zoomBounce:
            isZoomBouncingStorage = false
            delegate?.scrollViewDidEndZooming(self, with: zoomingView, atScale: zoomScaleStorage)
        }
        if !isTrackingStorage { hideIndicatorsSoon() }
        if kind == .deceleration || kind == .animation { didComeToRestHook() }
    }
}
