import Foundation

// The scroll view's recognizers: the pan drives dragging, the pinch zooming, and a delay recognizer holds
// touches back from the content (SPEC-NEXT §2.2, §2.7, §2.9).
extension UIScrollView {
    func setUpGestureRecognizers() {
        let helper = ScrollGestureDelegate()
        helper.scrollView = self
        gestureDelegate = helper

        let delay = ScrollContentTouchDelay()
        delay.scrollView = self
        delay.delegate = helper
        delay.isEnabled = delaysContentTouches
        contentTouchDelay = delay
        addGestureRecognizer(delay)

        let pan = ScrollPanGestureRecognizer()
        pan.scrollView = self
        pan.delegate = helper
        pan.allowedScrollTypesMask = .all
        pan.addTarget(nil, action: { [weak self] g in self?.panned(g as! UIPanGestureRecognizer) }, actionName: "handlePan:")
        panRecognizerStorage = pan
        addGestureRecognizer(pan)
    }

    /// Zooming needs a pinch recognizer only when there is a range of scales.
    func updatePinchRecognizer() {
        if maximumZoomScale > minimumZoomScale {
            guard pinchRecognizerStorage == nil else { return }
            let pinch = UIPinchGestureRecognizer()
            pinch.delegate = gestureDelegate
            pinch.addTarget(nil, action: { [weak self] g in self?.pinched(g as! UIPinchGestureRecognizer) }, actionName: "handlePinch:")
            pinchRecognizerStorage = pinch
            addGestureRecognizer(pinch)
        } else if let pinch = pinchRecognizerStorage {
            removeGestureRecognizer(pinch)
            pinchRecognizerStorage = nil
        }
    }

    func panned(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            // The movement that began the pan decides a directional lock; the content then starts moving where
            // the pan began, not a hysteresis behind the finger.
            let first = pan.translation(in: self)
            pan.setTranslation(.zero, in: self)
            beginDrag()
            decideDirectionalLock(from: first)
        case .changed:
            updateDrag(translation: pan.translation(in: self))
        case .ended:
            endDrag(velocity: pan.velocity(in: self))
        case .cancelled:
            cancelDrag()
        default:
            break
        }
    }

    func pinched(_ pinch: UIPinchGestureRecognizer) {
        let l = pinch.location(in: self)
        let inFrame = CGPoint(x: l.x - bounds.minX, y: l.y - bounds.minY)
        switch pinch.state {
        case .began: beginPinch(at: inFrame)
        case .changed: updatePinch(scale: pinch.scale, at: inFrame)
        case .ended, .cancelled: endPinch()
        default: break
        }
    }

    /// The scroll view's say on its own recognizers: the pan begins only when scrolling is enabled, along an
    /// axis that scrolls, and — when the content already has the touch — if it may take it back
    /// (`canCancelContentTouches` and `touchesShouldCancel(in:)`); the pinch only when zooming is possible.
    func shouldBeginOwnRecognizer(_ g: UIGestureRecognizer) -> Bool? {
        if g === panRecognizerStorage, let pan = panRecognizerStorage {
            guard isScrollEnabled else { return false }
            let axes = scrollableAxes
            guard axes.horizontal || axes.vertical else { return false }
            let t = pan.translation(in: self)
            if abs(t.x) > abs(t.y), !axes.horizontal { return false }
            if abs(t.y) > abs(t.x), !axes.vertical { return false }
            if contentTouchDelay?.contentHasTouch ?? true {
                for touch in pan.trackedTouches {
                    guard let v = touch.view, v !== self, v.isDescendant(of: self) else { continue }
                    if !(canCancelContentTouches && touchesShouldCancel(in: v)) { return false }
                }
            }
            return true
        }
        if g === pinchRecognizerStorage { return canZoom }
        return nil
    }
}
