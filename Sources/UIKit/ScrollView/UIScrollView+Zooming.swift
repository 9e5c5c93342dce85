import Foundation

// Zooming: a scale transform on the delegate's view for zooming; the content size follows its frame.
extension UIScrollView {
    /// The view the delegate scales (nil: the scroll view does not zoom).
    var zoomingView: UIView? { delegate?.viewForZooming(in: self) }

    /// Whether zooming is possible: a range of scales and a view to scale.
    var canZoom: Bool { maximumZoomScale > minimumZoomScale && zoomingView != nil }

    /// Sets the zoom scale, clamped to the limits, keeping the centre of the visible area in place.
    func setZoomScaleImpl(_ scale: CGFloat, animated: Bool) {
        let s = min(max(scale, minimumZoomScale), maximumZoomScale)
        guard let view = zoomingView else { zoomScaleStorage = s; return }
        if motion != nil { stopMotion() }
        let b = bounds.size, o = contentOffset, old = zoomScaleStorage
        let center = CGPoint(x: (o.x + b.width / 2) / old, y: (o.y + b.height / 2) / old)
        let target = clampedOffset(CGPoint(x: center.x * s - b.width / 2, y: center.y * s - b.height / 2),
                                   contentSize: CGSize(width: view.bounds.width * s, height: view.bounds.height * s))
        if animated {
            animateZoom(to: s, offset: target)
        } else {
            applyZoomScale(s)
            setContentOffsetImmediately(target)
        }
    }

    /// Zooms so that `rect` (in the zooming view's coordinates) fills the bounds, as far as the limits allow.
    func zoomImpl(to rect: CGRect, animated: Bool) {
        guard let view = zoomingView, rect.width > 0, rect.height > 0 else { return }
        if motion != nil { stopMotion() }
        let b = bounds.size
        let s = min(max(min(b.width / rect.width, b.height / rect.height), minimumZoomScale), maximumZoomScale)
        let target = clampedOffset(CGPoint(x: rect.midX * s - b.width / 2, y: rect.midY * s - b.height / 2),
                                   contentSize: CGSize(width: view.bounds.width * s, height: view.bounds.height * s))
        if animated {
            animateZoom(to: s, offset: target)
        } else {
            applyZoomScale(s)
            setContentOffsetImmediately(target)
        }
    }

    func animateZoom(to s: CGFloat, offset target: CGPoint, kind: ScrollMotion.Kind = .animation) {
        let now = CACurrentMediaTime(), d = ScrollPhysics.programmaticDuration, o = contentOffset
        guard s != zoomScaleStorage || o != target else { return }
        var m = ScrollMotion(kind: kind, x: .ease(from: o.x, to: target.x, start: now, duration: d),
                             y: .ease(from: o.y, to: target.y, start: now, duration: d))
        m.zoom = .ease(from: zoomScaleStorage, to: s, start: now, duration: d)
        if kind == .zoomBounce { isZoomBouncingStorage = true }
        startMotion(m)
    }

    /// `offset` in the range the scroll view would have with `contentSize`.
    func clampedOffset(_ offset: CGPoint, contentSize c: CGSize) -> CGPoint {
        let a = adjustedContentInsetStorage, b = bounds.size
        let lo = CGPoint(x: -a.left, y: -a.top)
        let hi = CGPoint(x: max(lo.x, c.width + a.right - b.width), y: max(lo.y, c.height + a.bottom - b.height))
        return CGPoint(x: min(max(offset.x, lo.x), hi.x), y: min(max(offset.y, lo.y), hi.y))
    }

    /// Scales the zooming view to `s` (its frame's origin at the content's origin), sets the content size to its
    /// frame's size and tells the delegate `scrollViewDidZoom(_:)`.
    func applyZoomScale(_ s: CGFloat) {
        guard let view = zoomingView else { zoomScaleStorage = s; return }
        let b = view.bounds.size
        zoomScaleStorage = s
        view.transform = CGAffineTransform(scaleX: s, y: s)
        view.center = CGPoint(x: b.width * s / 2, y: b.height * s / 2)
        setContentSize(CGSize(width: b.width * s, height: b.height * s))
        delegate?.scrollViewDidZoom(self)
    }

    // MARK: Pinching (driven by the pinch gesture recognizer)

    /// The pinch began at `location` (in the scroll view's frame: the fingers' centroid less the offset).
    func beginPinch(at location: CGPoint) {
        guard canZoom, let view = zoomingView else { return }
        if motion != nil { stopMotion() }
        let s = zoomScaleStorage, o = contentOffset
        pinch = ScrollPinch(startScale: s, anchor: CGPoint(x: (o.x + location.x) / s, y: (o.y + location.y) / s))
        isZoomingStorage = true
        delegate?.scrollViewWillBeginZooming(self, with: view)
    }

    /// The fingers are `scale` times as far apart as at began, with their centroid at `location`.
    func updatePinch(scale: CGFloat, at location: CGPoint) {
        guard let p = pinch else { return }
        var s = p.startScale * scale
        let lo = minimumZoomScale, hi = maximumZoomScale
        if s > hi { s = bouncesZoom ? hi + ScrollPhysics.rubberBand(s - hi, dimension: hi) : hi }
        if s < lo { s = bouncesZoom ? lo - ScrollPhysics.rubberBand(lo - s, dimension: lo) : lo }
        applyZoomScale(s)
        setContentOffsetImmediately(CGPoint(x: p.anchor.x * s - location.x, y: p.anchor.y * s - location.y))
    }

    /// The fingers lifted: a scale past the limits springs back (then `scrollViewDidEndZooming`); an offset out
    /// of range bounces back.
    func endPinch() {
        guard pinch != nil, let view = zoomingView else { pinch = nil; return }
        pinch = nil
        isZoomingStorage = false
        let s = min(max(zoomScaleStorage, minimumZoomScale), maximumZoomScale)
        let b = view.bounds.size
        let target = clampedOffset(contentOffset, contentSize: CGSize(width: b.width * s, height: b.height * s))
        if s != zoomScaleStorage || target != contentOffset {
            animateZoom(to: s, offset: target, kind: .zoomBounce)
        } else {
            delegate?.scrollViewDidEndZooming(self, with: view, atScale: s)
        }
    }
}
