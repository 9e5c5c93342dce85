import Foundation

/// Arbitration between recognizers (SPEC-NEXT §1.3): state changes asked for by recognizers, held while
/// others must fail first, refused by the views and the delegate, and exclusive unless simultaneous
/// recognition is allowed.
extension GestureEnvironment {
    /// A recognizer sets its state.
    func request(_ new: UIGestureRecognizer.State, for g: UIGestureRecognizer) {
        let current = g.stateStorage
        guard current.allowsTransition(to: new) else {
            assertionFailure("invalid state transition from \(current.appleName) to \(new.appleName)")
            return
        }
        switch (current, new) {
        case (.possible, .possible):
            return
        case (.possible, .failed):
            activate(g)
            fail(g)
        case (.possible, _):
            activate(g)
            attemptRecognition(g, wanting: new)
        case (_, .changed):
            g.stateStorage = .changed
            queueActions(of: g)
        default:   // ended or cancelled after began/changed
            g.stateStorage = new
            queueActions(of: g)
        }
        flushIfIdle()
    }

    /// `g` wants to leave `.possible` for `wanted` (began or recognized).
    func attemptRecognition(_ g: UIGestureRecognizer, wanting wanted: UIGestureRecognizer.State) {
        // A recognizer that has already recognized on a shared touch wins, unless they may coexist.
        for o in active where o !== g && (o.stateStorage == .began || o.stateStorage == .changed) {
            if shareTouches(g, o), prevents(o, g) {
                fail(g)
                return
            }
        }
        // Failure requirements: wait while one is undecided; fail if one recognized.
        var waiting = false
        for o in active where o !== g && requiresFailure(g, of: o) {
            switch o.stateStorage {
            case .possible where o.enabledStorage:
                waiting = true
            case .began, .changed, .ended:
                fail(g)
                return
            default:
                break
            }
        }
        if waiting {
            g.pendingState = wanted
            return
        }
        guard shouldBegin(g) else {
            fail(g)
            return
        }
        g.pendingState = nil
        g.stateStorage = wanted
        claimsMayHaveChanged = true
        queueActions(of: g)
        // Exclusivity: recognizers sharing a touch fail (possible) or are cancelled (began/changed).
        for o in active where o !== g && shareTouches(g, o) && prevents(g, o) {
            switch o.stateStorage {
            case .possible:
                fail(o)
            case .began, .changed:
                o.stateStorage = .cancelled
                o.pendingState = nil
                queueActions(of: o)
            default:
                break
            }
        }
        // Recognizers that required `g` to fail cannot recognize now.
        for o in active where o !== g && o.stateStorage == .possible && requiresFailure(o, of: g) {
            fail(o)
        }
    }

    /// `g` fails (no action); recognizers waiting for it try again.
    func fail(_ g: UIGestureRecognizer) {
        g.pendingState = nil
        guard g.stateStorage == .possible else { return }
        g.stateStorage = .failed
        for o in active where o !== g {
            if let wanted = o.pendingState, o.stateStorage == .possible, requiresFailure(o, of: g) {
                attemptRecognition(o, wanting: wanted)
            }
        }
    }

    /// `isEnabled = false`: a gesture in progress is cancelled (its actions hear it), a possible one fails.
    func recognizerWasDisabled(_ g: UIGestureRecognizer) {
        switch g.stateStorage {
        case .began, .changed:
            g.stateStorage = .cancelled
            queueActions(of: g)
        case .possible where g.isActive:
            fail(g)
        default:
            break
        }
        flushIfIdle()
    }

    /// Removed from its view: the recognizer is reset at once (recognizers waiting for it go on).
    func recognizerWasRemoved(_ g: UIGestureRecognizer) {
        guard g.isActive || g.stateStorage != .possible else { return }
        if g.stateStorage == .possible { fail(g) }
        resetRecognizer(g)
        flushIfIdle()
    }

    // MARK: Questions

    /// Whether `a` must wait for `b` to fail: `a.require(toFail: b)`, or either side's subclass or delegate
    /// says so (the dynamic forms, asked once per attempt and only of recognizers sharing a touch).
    func requiresFailure(_ a: UIGestureRecognizer, of b: UIGestureRecognizer) -> Bool {
        if a.failureRequirements.contains(where: { $0.value === b }) { return true }
        let key = ObjectIdentifier(b)
        if let known = a.failureRequirementCache[key] { return known }
        var answer = false
        if shareTouches(a, b) {
            answer = a.shouldRequireFailure(of: b) || b.shouldBeRequiredToFail(by: a)
            if !answer, let d = a.delegate { answer = d.gestureRecognizer(a, shouldRequireFailureOf: b) }
            if !answer, let d = b.delegate { answer = d.gestureRecognizer(b, shouldBeRequiredToFailBy: a) }
        }
        a.failureRequirementCache[key] = answer
        return answer
    }

    /// Whether some touch of `a`'s sequence is also collected for `b`.
    func shareTouches(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        for t in a.sequenceTouches where t.gestureRecognizers?.contains(where: { $0 === b }) == true { return true }
        return false
    }

    /// Whether `a` recognizing makes `b` fail: not when either delegate allows simultaneous recognition,
    /// nor when `a.canPrevent(b)` or `b.canBePrevented(by: a)` says no.
    func prevents(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        if a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true { return false }
        if b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true { return false }
        return a.canPrevent(b) && b.canBePrevented(by: a)
    }

    /// Whether `g` may leave `.possible`: its view and the hit-test views of its touches
    /// (`UIView.gestureRecognizerShouldBegin(_:)`, where a UIButton refuses an ancestor's single tap), then
    /// its delegate (`gestureRecognizerShouldBegin(_:)`).
    func shouldBegin(_ g: UIGestureRecognizer) -> Bool {
        var asked: [UIView] = []
        if let v = g.view {
            asked.append(v)
            if !v.gestureRecognizerShouldBegin(g) { return false }
        }
        for t in g.sequenceTouches where !g.ignores(t) {
            guard let v = t.view, !asked.contains(where: { $0 === v }) else { continue }
            asked.append(v)
            if !v.gestureRecognizerShouldBegin(g) { return false }
        }
        if let d = g.delegate, !d.gestureRecognizerShouldBegin(g) { return false }
        return true
    }
}
