import Foundation

extension EventDispatcher {
    /// Takes one wheel or trackpad scroll report: the frontmost window under the pointer is hit-tested, and
    /// the nearest view at or above the hit view that takes scroll events of the report's type takes it
    /// (SPEC-NEXT §2.10): a scroll view that can scroll that way, when its pan's `allowedScrollTypesMask` lists
    /// the type, or a pan recognizer of the view whose mask lists it (Apple's default mask is empty). Returns
    /// whether a view took it.
    @discardableResult
    func handle(_ input: ScrollInput) -> Bool {
        if let zoom = input.zoom { return handleZoom(input, by: zoom) }
        guard input.delta.dx != 0 || input.delta.dy != 0 else { return false }
        let type = UIScrollTypeMask(rawValue: 1 << input.type.rawValue)
        for w in UIApplication.shared.visibleWindows.reversed() where w.screen === input.screen {
            let p = w.layer.convert(input.location, from: input.screen.rootLayer)
            let event = UIEvent(type: .scroll)
            event.timestamp = input.timestamp
            event.modifierFlags = modifierFlags
            guard let hit = w.hitTest(p, with: event) else { continue }
            var view: UIView? = hit
            while let v = view {
                let own = (v as? UIScrollView)?.panGestureRecognizer
                if let receiver = v as? ScrollWheelReceiver, own.map({ $0.isEnabled && $0.allowedScrollTypesMask.contains(type) }) ?? true,
                   receiver.canScrollWheel(by: input.delta) {
                    receiver.scrollWheel(by: input.delta, at: input.timestamp)
                    return true
                }
                for case let pan as UIPanGestureRecognizer in v.gestureRecognizerStorage where pan !== own && pan.isEnabled
                    && pan.allowedScrollTypesMask.contains(type) {
                    guard pan.shouldReceive(event), pan.delegate?.gestureRecognizer(pan, shouldReceive: event) ?? true else { continue }
                    if pan.scrollPan(by: input.delta, at: p, in: w, event: event) { return true }
                }
                view = v.superview
            }
            return false
        }
        return false
    }

    /// Ctrl + wheel, as Mac Catalyst's trackpad pinch: the nearest enabled pinch recognizer at or above the view
    /// under the pointer pinches by `factor` (a zooming scroll view's own pinch zooms it). Returns whether one took it.
    private func handleZoom(_ input: ScrollInput, by factor: CGFloat) -> Bool {
        guard factor.isFinite, factor > 0, factor != 1 else { return false }
        for w in UIApplication.shared.visibleWindows.reversed() where w.screen === input.screen {
            let p = w.layer.convert(input.location, from: input.screen.rootLayer)
            guard let hit = w.hitTest(p, with: nil) else { continue }
            var view: UIView? = hit
            while let v = view {
                for case let pinch as UIPinchGestureRecognizer in v.gestureRecognizers ?? [] where pinch.isEnabled {
                    if pinch.wheelPinch(by: factor, at: p, in: w, timestamp: input.timestamp) { return true }
                }
                view = v.superview
            }
            return false
        }
        return false
    }
}
