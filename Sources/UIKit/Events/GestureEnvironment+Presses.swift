import Foundation

/// What the responder of a press with recognizers has been given so far.
@MainActor
final class PressRecord {
    let press: UIPress
    /// The responder got pressesBegan (and not yet its end or cancellation).
    var began = false
    /// The responder is done with it: it got pressesEnded or pressesCancelled, or the press was claimed
    /// before it got anything.
    var finished = false
    /// The recognizers that received the press, in the order they got it.
    var receivers: [UIGestureRecognizer] = []

    init(press: UIPress) { self.press = press }

    /// Whether a recognizer that received the press has recognized and cancels touches in its view (Apple
    /// applies `cancelsTouchesInView` to presses too: the responder's press is cancelled).
    var isClaimed: Bool {
        receivers.contains { $0.cancelsTouchesInView && $0.stateStorage.hasRecognized && !$0.ignoredPresses.contains(ObjectIdentifier(press)) }
    }
}

/// Presses (keys) go to gesture recognizers before the responder, as touches do: the recognizers of the first
/// responder's view (a view controller's view, or the window with no first responder) and of its ancestors,
/// collected when a press begins and filtered by `allowedPressTypes`, `shouldReceive(_ event:)` and the
/// delegate's event and press forms. A recognizer that recognizes with `cancelsTouchesInView` makes the
/// responder's press `pressesCancelled` (before the actions) and withholds its later phases.
extension GestureEnvironment {
    /// Recognition, then responder delivery, for a presses event whose responder is `responder`.
    func sendPresses(_ event: UIPressesEvent, in window: UIWindow, to responder: UIResponder) {
        var involved = false
        for p in event.pressStorage {
            if p.phase == .began {
                p.responder = responder
                let found = collectRecognizers(for: p, event: event, from: responder, in: window)
                p.gestureRecognizers = found
                if !found.isEmpty { pressRecords.append(PressRecord(press: p)) }
            }
            if let g = p.gestureRecognizers, !g.isEmpty { involved = true }
        }
        guard involved || !pressRecords.isEmpty else {
            Self.deliverPresses(event.pressStorage.map { ($0, $0.phase) }, to: responder, event: event)
            return
        }
        dispatching = true
        deliverToRecognizers(event)
        dispatching = false
        flush(changed: [], event: nil)
        // The responder gets what the recognizers left it.
        var deliveries: [(UIPress, UIPress.Phase)] = []
        for p in event.pressStorage {
            guard let r = pressRecords.first(where: { $0.press === p }) else {
                deliveries.append((p, p.phase))
                continue
            }
            guard !r.finished else { continue }
            switch p.phase {
            case .began:
                r.began = true
                deliveries.append((p, .began))
            case .ended, .cancelled:
                if r.began { deliveries.append((p, p.phase)) }
                r.finished = true
            default:
                if r.began { deliveries.append((p, p.phase)) }
            }
        }
        pressRecords.removeAll { !$0.press.isDown }
        if !deliveries.isEmpty { Self.deliverPresses(deliveries, to: responder, event: event) }
    }

    /// The enabled recognizers of the responder's view and its ancestors that take `press`, nearest first.
    private func collectRecognizers(for press: UIPress, event: UIPressesEvent, from responder: UIResponder,
                                    in window: UIWindow) -> [UIGestureRecognizer] {
        var v: UIView? = (responder as? UIView) ?? (responder as? UIViewController)?.viewIfLoaded ?? window
        let type = NSNumber(value: press.recognizerPressType)
        var found: [UIGestureRecognizer] = []
        while let current = v {
            for g in current.gestureRecognizerStorage where g.isEnabled && !(g is UIHoverGestureRecognizer) {
                guard g.allowedPressTypes.contains(type), g.shouldReceive(event) else { continue }
                if let d = g.delegate {
                    guard d.gestureRecognizer(g, shouldReceive: event), d.gestureRecognizer(g, shouldReceive: press) else { continue }
                }
                found.append(g)
            }
            v = current.superview
        }
        return found
    }

    /// Hands each recognizer its presses of the event, phase by phase, while it still receives them.
    private func deliverToRecognizers(_ event: UIPressesEvent) {
        var order: [UIGestureRecognizer] = []
        for p in event.pressStorage {
            for g in p.gestureRecognizers ?? [] where !order.contains(where: { $0 === g }) { order.append(g) }
        }
        for g in order {
            let mine = event.pressStorage.filter { p in
                p.gestureRecognizers?.contains(where: { $0 === g }) == true && !g.ignoredPresses.contains(ObjectIdentifier(p))
            }
            g.currentEvent = event
            var began: [UIPress] = [], changed: [UIPress] = [], ended: [UIPress] = [], cancelled: [UIPress] = []
            for p in mine {
                switch p.phase {
                case .began: began.append(p)
                case .changed: if g.trackedPresses.contains(where: { $0 === p }) { changed.append(p) }
                case .ended: if g.trackedPresses.contains(where: { $0 === p }) { ended.append(p) }
                case .cancelled: if g.trackedPresses.contains(where: { $0 === p }) { cancelled.append(p) }
                case .stationary: break
                }
            }
            if !began.isEmpty, g.receivesTouches {
                activate(g)
                g.trackedPresses.append(contentsOf: began)
                g.sequencePresses.append(contentsOf: began)
                for p in began { pressRecords.first { $0.press === p }?.receivers.append(g) }
                claimsMayHaveChanged = true
                g.pressesBegan(Set(began), with: event)
            }
            if !changed.isEmpty, g.receivesTouches { g.pressesChanged(Set(changed), with: event) }
            if !ended.isEmpty, g.receivesTouches { g.pressesEnded(Set(ended), with: event) }
            if !cancelled.isEmpty, g.receivesTouches { g.pressesCancelled(Set(cancelled), with: event) }
            g.trackedPresses.removeAll { !$0.isDown }
        }
    }

    /// `cancelsTouchesInView` for presses: the responder of a claimed press gets `pressesCancelled`; a press
    /// it has not got yet never reaches it.
    func cancelClaimedPresses() {
        var deliveries: [(UIPress, UIPress.Phase)] = []
        for r in pressRecords where !r.finished && r.isClaimed {
            if r.began { deliveries.append((r.press, .cancelled)) }
            r.finished = true
        }
        guard !deliveries.isEmpty else { return }
        let event = UIPressesEvent()
        event.timestamp = deliveries.map(\.0.timestamp).max() ?? 0
        event.modifierFlags = EventDispatcher.shared.modifierFlags
        event.pressStorage = deliveries.map(\.0)
        var byResponder: [(UIResponder, [(UIPress, UIPress.Phase)])] = []
        for d in deliveries {
            guard let responder = d.0.responder else { continue }
            if let i = byResponder.firstIndex(where: { $0.0 === responder }) {
                byResponder[i].1.append(d)
            } else {
                byResponder.append((responder, [d]))
            }
        }
        for (responder, group) in byResponder { Self.deliverPresses(group, to: responder, event: event) }
    }

    /// Hands presses to a responder, once per phase (began, changed, ended, cancelled), each shown in the phase
    /// it is delivered in.
    static func deliverPresses(_ deliveries: [(UIPress, UIPress.Phase)], to responder: UIResponder, event: UIPressesEvent) {
        for phase in [UIPress.Phase.began, .changed, .stationary, .ended, .cancelled] {
            let presses = deliveries.filter { $0.1 == phase }.map(\.0)
            guard !presses.isEmpty else { continue }
            let saved = presses.map(\.phase)
            for p in presses { p.phase = phase }
            let set = Set(presses)
            switch phase {
            case .began: responder.pressesBegan(set, with: event)
            case .changed, .stationary: responder.pressesChanged(set, with: event)
            case .ended: responder.pressesEnded(set, with: event)
            case .cancelled: responder.pressesCancelled(set, with: event)
            }
            for (p, s) in zip(presses, saved) { p.phase = s }
        }
    }
}
