import Foundation

// Stage 3 of a frame — recognizers and responders (docs/ARCHITECTURE.md).
// Before: UIApplication.sendEvent → UIWindow.sendEvent, which hands touch and hover events here.
// After: the views' touchesBegan/Moved/Ended/Cancelled and the responder chain (UIResponder).

/// Gesture recognition for every window, in one pass per event (SPEC-NEXT §1.2):
///
/// 1. touches that begin join the recognizers collected for them (EventDispatcher did that at began);
/// 2. each recognizer still possible, began or changed gets its own touches of the event, phase by phase,
///    before any view; as recognizers set their state, arbitration runs at once (exclusivity, failure
///    requirements, `gestureRecognizerShouldBegin` — GestureEnvironment+Arbitration);
/// 3. the flush: touches claimed by a recognizer that recognized with `cancelsTouchesInView` get
///    `touchesCancelled` in their views, then actions are sent in the order the transitions happened, then
///    the remaining touches go to the views, withheld or released as `delaysTouchesBegan` and
///    `delaysTouchesEnded` say (GestureEnvironment+ViewDelivery), then recognizers whose gesture is over and
///    whose touches have all lifted are reset.
///
/// State changes outside an event (a long press's timer, a double tap's timeout, `isEnabled = false`)
/// run the same arbitration and flush at once.
@MainActor
final class GestureEnvironment {
    static let shared = GestureEnvironment()

    /// Recognizers taking part since their last reset, in the order they joined.
    var active: [UIGestureRecognizer] = []
    /// Transitions that send actions, in order: the recognizer and the state it entered (a handler sees
    /// that state even when a later transition of the same event has moved the recognizer on).
    var pendingActions: [(recognizer: UIGestureRecognizer, state: UIGestureRecognizer.State)] = []
    /// View-delivery records of touches that began with recognizers, by touch.
    var records: [ObjectIdentifier: TouchRecord] = [:]
    /// The same records in the order their touches began.
    var recordOrder: [TouchRecord] = []
    /// The hover recognizers the pointer is over, outermost last.
    var hovering: [UIHoverGestureRecognizer] = []
    /// The touches event of the last dispatch, handed to views for late deliveries.
    weak var lastEvent: UIEvent?
    /// Responder-delivery records of presses that began with recognizers, in the order they began.
    var pressRecords: [PressRecord] = []

    /// Whether a touch began or a recognizer recognized since the last look for claimed touches.
    var claimsMayHaveChanged = false

    /// Whether recognizers are being handed an event's touches (the flush waits for the end).
    var dispatching = false
    private var flushing = false

    // MARK: One event

    /// Recognition and view delivery for the touches of `event` that happen in `window`.
    func sendTouches(_ event: UIEvent, in window: UIWindow) {
        lastEvent = event
        var changed: [UITouch] = []
        var involved = false
        for t in event.touchStorage where t.window === window && t.phase != .stationary {
            changed.append(t)
            if let g = t.gestureRecognizers, !g.isEmpty { involved = true }
        }
        // Nothing of recognition in play: straight to the views.
        guard involved || !records.isEmpty || !pendingActions.isEmpty else {
            Self.deliverToViews(changed.map { ($0, $0.phase) }, event: event)
            return
        }
        dispatching = true
        for t in changed {
            if t.phase == .began, let gs = t.gestureRecognizers, !gs.isEmpty {
                for g in gs { join(g, touch: t) }
                if t.view != nil { addRecord(for: t) }
                claimsMayHaveChanged = true
            }
            records[ObjectIdentifier(t)]?.changedPhase = t.phase
        }
        deliverToRecognizers(changed, event: event)
        dispatching = false
        flush(changed: changed, event: event)
    }

    /// `touch` begins and lists `g`: `g` takes part in the sequence.
    private func join(_ g: UIGestureRecognizer, touch: UITouch) {
        activate(g)
        g.sequenceTouches.append(touch)
    }

    func activate(_ g: UIGestureRecognizer) {
        guard !g.isActive else { return }
        g.isActive = true
        active.append(g)
    }

    /// Hands each recognizer its touches of the event, phase by phase, while it still receives touches.
    private func deliverToRecognizers(_ touches: [UITouch], event: UIEvent) {
        if touches.count == 1, let t = touches.first {
            // One touch (the usual event): every recognizer gets the same set, made once.
            let set: Set<UITouch> = [t]
            for g in t.gestureRecognizers ?? [] { deliver(t, as: set, to: g, event: event) }
            return
        }
        var order: [UIGestureRecognizer] = []
        for t in touches {
            for g in t.gestureRecognizers ?? [] where !order.contains(where: { $0 === g }) { order.append(g) }
        }
        for g in order {
            deliver(touches.filter { t in t.gestureRecognizers?.contains(where: { $0 === g }) == true }, to: g, event: event)
        }
    }

    /// The one changed touch of an event, already in a set, to `g`.
    private func deliver(_ t: UITouch, as set: Set<UITouch>, to g: UIGestureRecognizer, event: UIEvent) {
        guard !g.ignores(t) else { return }
        if t.phase == .began {
            return deliver([t], to: g, event: event)   // joining: exclusive touch type, records
        }
        guard g.trackedTouches.contains(where: { $0 === t }) else { return }
        g.currentEvent = event
        if g.receivesTouches {
            switch t.phase {
            case .moved: g.touchesMoved(set, with: event)
            case .ended: g.touchesEnded(set, with: event)
            case .cancelled: g.touchesCancelled(set, with: event)
            default: break
            }
        }
        if !t.isDown {
            g.lastCentroid = UIGestureRecognizer.centroid(of: g.trackedTouches)
            g.trackedTouches.removeAll { $0 === t }
        }
    }

    private func deliver<C: Collection>(_ touches: C, to g: UIGestureRecognizer, event: UIEvent) where C.Element == UITouch {
        g.currentEvent = event
        var began: [UITouch] = [], moved: [UITouch] = [], ended: [UITouch] = [], cancelled: [UITouch] = []
        for t in touches where !g.ignores(t) {
            switch t.phase {
            case .began: began.append(t)
            case .moved: if g.trackedTouches.contains(where: { $0 === t }) { moved.append(t) }
            case .ended: if g.trackedTouches.contains(where: { $0 === t }) { ended.append(t) }
            case .cancelled: if g.trackedTouches.contains(where: { $0 === t }) { cancelled.append(t) }
            default: break
            }
        }
        if !began.isEmpty, g.receivesTouches {
            if g.requiresExclusiveTouchType, let type = g.trackedTouches.first?.type ?? began.first?.type {
                for t in began where t.type != type { g.ignoredTouches.insert(ObjectIdentifier(t)) }
                began.removeAll { $0.type != type }
            }
            g.trackedTouches.append(contentsOf: began)
            g.lastWindow = began.first?.window
            for t in began { records[ObjectIdentifier(t)]?.receivers.append(g) }
            if !began.isEmpty { g.touchesBegan(Set(began), with: event) }
        }
        if !moved.isEmpty, g.receivesTouches { g.touchesMoved(Set(moved), with: event) }
        if !ended.isEmpty, g.receivesTouches { g.touchesEnded(Set(ended), with: event) }
        if !cancelled.isEmpty, g.receivesTouches { g.touchesCancelled(Set(cancelled), with: event) }
        if !ended.isEmpty || !cancelled.isEmpty {
            // Lifted touches leave the recognizer once it has seen them lift.
            g.lastCentroid = UIGestureRecognizer.centroid(of: g.trackedTouches)
            g.trackedTouches.removeAll { $0.phase == .ended || $0.phase == .cancelled }
        }
    }

    // MARK: The flush

    /// Sends what recognition decided: cancellations in views, then actions, then the remaining touches to
    /// the views, then resets. Runs after each event, and at once after a state change outside one.
    func flush(changed: [UITouch], event: UIEvent?) {
        guard !flushing else { return }
        flushing = true
        defer { flushing = false }
        let event = event ?? lastEvent ?? UIEvent(type: .touches)
        var changed = changed
        repeat {
            repeat {
                cancelClaimedTouches(event: event)
                if !pressRecords.isEmpty { cancelClaimedPresses() }
                let queue = pendingActions
                pendingActions.removeAll()
                for (g, state) in queue { sendActions(of: g, as: state) }
            } while !pendingActions.isEmpty
            deliverRemainingTouches(changed, event: event)
            changed = []
            resetFinishedRecognizers()
        } while !pendingActions.isEmpty
    }

    /// Calls `g`'s actions with `g` showing `state`, the state of the transition that sent them.
    private func sendActions(of g: UIGestureRecognizer, as state: UIGestureRecognizer.State) {
        let actual = g.stateStorage
        guard actual != state else { return g.performActions() }
        g.stateStorage = state
        g.performActions()
        // Unless a handler moved it on, the recognizer is back in its actual state.
        if g.stateStorage == state { g.stateStorage = actual }
    }

    func queueActions(of g: UIGestureRecognizer) {
        pendingActions.append((g, g.stateStorage))
    }

    /// Flushes now unless an event is being dispatched or flushed (which flushes at its end).
    func flushIfIdle() {
        guard !dispatching, !flushing else { return }
        flush(changed: [], event: nil)
    }

    /// Resets every recognizer whose gesture is over once none of its touches is down (SPEC-NEXT §1.1).
    private func resetFinishedRecognizers() {
        var i = 0
        while i < active.count {
            let g = active[i]
            if g.pendingState == nil, g.stateStorage.isTerminal, !g.sequenceTouches.contains(where: { $0.isDown }),
               !g.sequencePresses.contains(where: { $0.isDown }) {
                resetRecognizer(g)   // removes it from `active`
            } else {
                i += 1
            }
        }
    }

    /// `reset()`, then back to `.possible` with its touches forgotten, out of the sequence.
    func resetRecognizer(_ g: UIGestureRecognizer) {
        g.reset()
        g.stateStorage = .possible
        g.pendingState = nil
        if !g.trackedTouches.isEmpty { g.lastCentroid = UIGestureRecognizer.centroid(of: g.trackedTouches) }
        g.trackedTouches.removeAll()
        g.sequenceTouches.removeAll()
        g.ignoredTouches.removeAll()
        g.trackedPresses.removeAll()
        g.sequencePresses.removeAll()
        g.ignoredPresses.removeAll()
        g.failureRequirementCache.removeAll()
        g.currentEvent = nil
        if g.isActive {
            g.isActive = false
            active.removeAll { $0 === g }
        }
        for r in recordOrder where !r.receivers.isEmpty { r.receivers.removeAll { $0 === g } }
        for r in pressRecords where !r.receivers.isEmpty { r.receivers.removeAll { $0 === g } }
        pendingActions.removeAll { $0.recognizer === g }
    }

    // MARK: Tests

    /// Forgets every recognizer and touch record without delivering anything (between tests).
    func reset() {
        for g in active { resetRecognizer(g) }
        for g in hovering where g.isActive { resetRecognizer(g) }
        active = []
        hovering = []
        pendingActions = []
        records = [:]
        recordOrder = []
        pressRecords = []
        claimsMayHaveChanged = false
        dispatching = false
        flushing = false
    }
}

extension UITouch {
    /// Whether the finger is still down (it has not ended nor been cancelled).
    var isDown: Bool { phase != .ended && phase != .cancelled }
}
