import Foundation

/// What the hit-test view of a touch with recognizers has been given so far (SPEC-NEXT §1.4).
@MainActor
final class TouchRecord {
    enum ViewState {
        /// Nothing yet: the began phase is withheld (`delaysTouchesBegan`).
        case none
        /// The view has the touch.
        case began
        /// The view is done with it: it got touchesEnded or touchesCancelled, or the touch was discarded.
        case finished
    }

    let touch: UITouch
    var viewState: ViewState = .none
    /// The touch ended but touchesEnded is withheld (`delaysTouchesEnded`).
    var endWithheld = false
    /// The phase the touch changed to in the event being dispatched.
    var changedPhase: UITouch.Phase?
    /// The recognizers that received the touch, in the order they got it.
    var receivers: [UIGestureRecognizer] = []

    init(touch: UITouch) { self.touch = touch }

    /// Recognizers still deciding about the touch: they delay its phases when asked to.
    func isDelayed(by delays: (UIGestureRecognizer) -> Bool) -> Bool {
        receivers.contains { $0.isUndecided && delays($0) && !$0.ignores(touch) }
    }

    /// Whether a recognizer that received the touch has recognized and cancels touches in the view.
    var isClaimed: Bool {
        receivers.contains { $0.cancelsTouchesInView && $0.stateStorage.hasRecognized && !$0.ignores(touch) }
    }
}

extension GestureEnvironment {
    func addRecord(for touch: UITouch) {
        let r = TouchRecord(touch: touch)
        records[ObjectIdentifier(touch)] = r
        recordOrder.append(r)
    }

    /// `cancelsTouchesInView`: the views of touches claimed by a recognizer that recognized get
    /// `touchesCancelled` (before any action is sent); a touch whose began was withheld is dropped. Later
    /// phases of those touches never reach the view.
    func cancelClaimedTouches(event: UIEvent) {
        guard claimsMayHaveChanged else { return }
        claimsMayHaveChanged = false
        var deliveries: [(UITouch, UITouch.Phase)] = []
        for r in recordOrder where r.viewState != .finished && r.isClaimed {
            if r.viewState == .began { deliveries.append((r.touch, .cancelled)) }
            r.viewState = .finished
            r.endWithheld = false
        }
        guard !deliveries.isEmpty else { return }
        Self.deliverToViews(deliveries, event: event)
    }

    /// The touches of this event that reach their views, and withheld phases released now that no
    /// recognizer still deciding delays them: a withheld began arrives late (at the touch's current
    /// place), a withheld end as touchesEnded.
    func deliverRemainingTouches(_ changed: [UITouch], event: UIEvent) {
        var deliveries: [(UITouch, UITouch.Phase)] = []
        for r in recordOrder where r.changedPhase == nil && r.viewState != .finished && (r.viewState == .none || r.endWithheld) {
            advance(r, into: &deliveries)
        }
        for t in changed {
            if let r = records[ObjectIdentifier(t)] {
                if r.viewState != .finished { advance(r, into: &deliveries) }
                r.changedPhase = nil
            } else {
                deliveries.append((t, t.phase))
            }
        }
        if !deliveries.isEmpty { Self.deliverToViews(deliveries, event: event) }
        pruneRecords()
    }

    /// Moves one touch's view delivery on as far as the recognizers still deciding allow.
    private func advance(_ r: TouchRecord, into deliveries: inout [(UITouch, UITouch.Phase)]) {
        let t = r.touch
        switch r.viewState {
        case .finished:
            return
        case .none:
            if r.isDelayed(by: { $0.delaysTouchesBegan }) { return }
            deliveries.append((t, .began))
            r.viewState = .began
            if t.phase == .cancelled {
                deliveries.append((t, .cancelled))
                r.viewState = .finished
                return
            }
            guard t.phase == .ended else { return }
        case .began:
            if let phase = r.changedPhase {
                switch phase {
                case .moved:
                    deliveries.append((t, .moved))
                    return
                case .cancelled:
                    deliveries.append((t, .cancelled))
                    r.viewState = .finished
                    r.endWithheld = false
                    return
                case .ended:
                    break
                default:
                    return
                }
            } else if !r.endWithheld {
                return
            }
        }
        // The touch has ended.
        if r.isDelayed(by: { $0.delaysTouchesEnded }) {
            r.endWithheld = true
            return
        }
        deliveries.append((t, .ended))
        r.endWithheld = false
        r.viewState = .finished
    }

    /// Drops the records of touches that are over for their views and have lifted.
    func pruneRecords() {
        guard recordOrder.contains(where: { $0.viewState == .finished && !$0.touch.isDown }) else { return }
        recordOrder.removeAll { r in
            guard r.viewState == .finished, !r.touch.isDown else { return false }
            records[ObjectIdentifier(r.touch)] = nil
            return true
        }
    }

    /// Hands touches to their hit-test views: each view once per phase (began, moved, ended, cancelled),
    /// views in the order of their first touch. A touch is shown in the phase it is delivered in.
    static func deliverToViews(_ deliveries: [(UITouch, UITouch.Phase)], event: UIEvent) {
        if deliveries.count == 1, let (t, phase) = deliveries.first {
            if let view = t.view, phase != .stationary { send([t], phase: phase, to: view, event: event) }
            return
        }
        var views: [UIView] = []
        var groups: [[(UITouch, UITouch.Phase)]] = []
        for d in deliveries {
            guard let view = d.0.view, d.1 != .stationary else { continue }
            if let i = views.firstIndex(where: { $0 === view }) {
                groups[i].append(d)
            } else {
                views.append(view)
                groups.append([d])
            }
        }
        for (view, group) in zip(views, groups) {
            for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
                let touches = group.filter { $0.1 == phase }.map(\.0)
                if !touches.isEmpty { send(touches, phase: phase, to: view, event: event) }
            }
        }
    }

    private static func send(_ touches: [UITouch], phase: UITouch.Phase, to view: UIView, event: UIEvent) {
        let saved = touches.map(\.phase)
        for t in touches { t.phase = phase }
        let set = Set(touches)
        switch phase {
        case .began: view.touchesBegan(set, with: event)
        case .moved: view.touchesMoved(set, with: event)
        case .ended: view.touchesEnded(set, with: event)
        default: view.touchesCancelled(set, with: event)
        }
        for (t, p) in zip(touches, saved) { t.phase = p }
    }
}
