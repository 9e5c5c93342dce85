import Foundation

// How a property animator times its animations.
//
// The animator has a time line of its own: `time` seconds into the current stretch (`segment`), which
// runs `segment.duration` seconds from progress `segment.from` to `segment.to`. Each animation block made
// a track of Core Animation animations that starts `begin` seconds into the stretch and ends with it.
// Every animation keeps its timing curve; the animator only moves its time: running, an animation's
// local time is `(now − anchor) × ±pace + time − begin`; paused, it is held at `time − begin` (speed 0).
// So the layers animate exactly as Core Animation animations between frames, and pausing, scrubbing and
// reversing never rebuild them. Only continueAnimation with new timing starts a new stretch: new
// animations from where each property stands to the end (`startNewSegment`); scrubbing or turning round
// beyond such a stretch goes back to the original time line (`restoreOriginalTimeLine`).

extension UIViewPropertyAnimator {
    /// A stretch of the animator's time line.
    struct Segment {
        /// Progress at the start and at the end of the stretch.
        var from: Double
        var to: Double
        /// Its length in seconds of time line.
        var duration: Double
        /// The pacing of progress along it (the first track's, which starts with it).
        var curve: PropertyAnimatorCurve
        /// Whether it is the time line the animator was made with.
        var isOriginal: Bool

        private func x(_ t: Double) -> Double { duration > 0 ? min(1, max(0, t / duration)) : 1 }

        /// Progress between the start values (0) and the end values (1) at `t` seconds into the stretch.
        func progress(at t: Double) -> Double { from + curve.progress(x(t)) * (to - from) }

        /// The fraction of the whole animation's time that `t` stands for.
        func timeFraction(at t: Double) -> Double { from + x(t) * (to - from) }

        /// The time at which the progress first reaches `p`.
        func time(forProgress p: Double) -> Double {
            guard to != from else { return 0 }
            let n = min(1, max(0, (p - from) / (to - from)))
            return curve.fraction(forProgress: n) * duration
        }

        /// The time that stands for the fraction `f` of the whole animation's time.
        func time(forTimeFraction f: Double) -> Double {
            guard to != from else { return 0 }
            return min(1, max(0, (f - from) / (to - from))) * duration
        }
    }

    /// +1 when the time line runs forwards (towards `segment.to`), −1 when it runs back.
    var direction: Double {
        let target = reversed ? 0.0 : 1.0
        if segment.to == target { return 1 }
        if segment.from == target { return -1 }
        return reversed ? -1 : 1
    }

    /// The time line as the animator was made: from the start values to the end values over the duration
    /// (a spring's own settling time for springs given by their coefficients), with the original timing.
    func originalSegment() -> Segment {
        let velocity = Double(PropertyAnimatorCurve.springParameters(of: originalTiming)?.initialVelocity.dx ?? 0)
        let d = PropertyAnimatorCurve.naturalDuration(originalTiming, animatorDuration: max(baseDuration, 0), velocity: velocity)
        return Segment(from: 0, to: 1, duration: d, curve: .make(originalTiming, duration: d, velocity: velocity), isOriginal: true)
    }

    /// Where the time line stands now.
    func currentTime(_ now: CFTimeInterval = CACurrentMediaTime()) -> Double {
        guard running, let anchor, now > anchor else { return time }
        return min(max(time + direction * pace * (now - anchor), 0), segment.duration)
    }

    // MARK: Starting and stopping the clock

    /// Runs the pending blocks (each a track) and starts the time line, running or paused; reversed, it
    /// starts at the end.
    func begin(paused: Bool) {
        stateStorage = .active
        segment = originalSegment()
        time = reversed ? segment.duration : 0
        anchor = nil
        let blocks = pendingBlocks
        pendingBlocks = []
        for b in blocks {
            let start = Double(b.delayFactor) * segment.duration
            run(b.animation, begin: start, originalBegin: start)
        }
        if paused {
            running = false
        } else {
            running = true
            keepAlive = self
            if blocks.isEmpty {
                waitingForAnimations = true
            } else {
                anchor = CACurrentMediaTime() + delayStorage
                scheduleEnd()
            }
        }
        retimeAll()
    }

    /// Runs the time line from where it stands, after `delay` seconds, towards the end of the animator's
    /// direction.
    func resume(after delay: TimeInterval) {
        scrubbedFraction = nil
        pausedOnCompletion = false
        let target = reversed ? 0.0 : 1.0
        if segment.to != target && segment.from != target { restoreOriginalTimeLine() }
        running = true
        keepAlive = self
        anchor = CACurrentMediaTime() + delay
        retimeAll()
        scheduleEnd()
    }

    /// Stops the clock where the time line stands (the animations keep running only if retimed again).
    func freezeTime() {
        time = currentTime()
        anchor = nil
        endTimer?.invalidate()
        endTimer = nil
    }

    /// Arranges for `reachedEnd()` when the running time line reaches its end.
    func scheduleEnd() {
        endTimer?.invalidate()
        endTimer = nil
        guard running, let anchor else { return }
        let remaining = max(0, direction > 0 ? segment.duration - time : time)
        endTimer = CAMediaClock.shared.schedule(at: anchor + remaining / pace) { [weak self] in
            MainActor.assumeIsolated { self?.reachedEnd() }
        }
    }

    /// The time line has run to its end: pause there (pausesOnCompletion), or finish at the end or the start.
    func reachedEnd() {
        endTimer = nil
        guard stateStorage == .active, running else { return }
        time = direction > 0 ? segment.duration : 0
        anchor = nil
        let position: UIViewAnimatingPosition = segment.progress(at: time) >= 0.5 ? .end : .start
        if pausesOnCompletion {
            running = false
            pausedOnCompletion = true
            keepAlive = nil
            retimeAll()
            return
        }
        if position == .start { setModel { _, _ in 0 } }
        detachAll()
        complete(at: position)
    }

    /// Becomes inactive, then runs the completions with `position`.
    func complete(at position: UIViewAnimatingPosition) {
        let handlers = completions
        becomeInactive()
        for h in handlers { h(position) }
    }

    /// Back to inactive: blocks and completions invalidated, the original timing restored.
    func becomeInactive() {
        endTimer?.invalidate()
        endTimer = nil
        stateStorage = .inactive
        running = false
        waitingForAnimations = false
        pausedOnCompletion = false
        tracks = []
        pendingBlocks = []
        completions = []
        currentTiming = originalTiming
        pace = 1
        segment = originalSegment()
        time = 0
        anchor = nil
        scrubbedFraction = nil
        keepAlive = nil
    }

    // MARK: Tracks

    /// Runs one animation block in a recording of its own; its changes become a track that starts `begin`
    /// seconds into the current stretch.
    func run(_ block: () -> Void, begin: Double, originalBegin: Double) {
        let recording = UIViewAnimationState(kind: .basic, duration: max(segment.duration, 0), delay: 0, curve: .easeInOut,
                                             options: options, completion: nil)
        recording.recordsHandler = { [unowned self] state in
            self.buildTrack(from: state, begin: begin, originalBegin: originalBegin)
        }
        // The animator's own timing: nothing is inherited from an enclosing animation block.
        UIView.run(recording, requestedOptions: options.union(.overrideInheritedOptions), block)
    }

    /// Turns a block's recorded changes into parts on a new track and attaches their animations.
    func buildTrack(from recording: UIViewAnimationState, begin: Double, originalBegin: Double) {
        let track = PropertyAnimatorTrack(begin: begin, duration: max(0, segment.duration - begin),
                                          originalBegin: originalBegin, recording: recording)
        let spring = PropertyAnimatorCurve.springParameters(of: currentTiming)
        let splitsPosition = spring.map { $0.initialVelocity.dx != $0.initialVelocity.dy } ?? false
        for r in recording.records {
            let layer = r.layer
            let model = layer.value(forKey: r.key)
            let shownNow = layer.presentationValue(forKeyPath: r.key)
            for p in ViewAnimationValues.parts(of: r.key) {
                let start = p.get(r.start), end = p.get(model), base = p.get(shownNow)
                if ViewAnimationValues.equal(start, base) { continue }
                if let offset = ViewAnimationValues.offset(of: start, from: base) {
                    if splitsPosition, p.keyPath == "position", let o = offset as? CGPoint, let e = end as? CGPoint {
                        // A spring's velocity has a component per axis: x and y animate apart.
                        track.parts.append(makePart(r, track, "position.x", end: e.x, offset: o.x, start: nil, vertical: false))
                        track.parts.append(makePart(r, track, "position.y", end: e.y, offset: o.y, start: nil, vertical: true))
                    } else {
                        track.parts.append(makePart(r, track, p.keyPath, end: end, offset: offset, start: nil, vertical: false))
                    }
                } else if let (from, to) = ViewAnimationValues.colorEnds(start, end) {
                    track.parts.append(makePart(r, track, p.keyPath, end: to, offset: nil, start: from, vertical: false))
                } else {
                    track.parts.append(makePart(r, track, p.keyPath, end: end, offset: nil, start: start, vertical: false))
                }
            }
        }
        tracks.append(track)
        for part in track.parts { attach(part, track) }
    }

    private func makePart(_ r: UIViewAnimationState.Record, _ track: PropertyAnimatorTrack, _ keyPath: String,
                          end: Any?, offset: Any?, start: Any?, vertical: Bool) -> PropertyAnimatorPart {
        PropertyAnimatorPart(layer: r.layer, view: r.view, keyPath: keyPath, end: end, offset: offset, start: start,
                             usesVerticalVelocity: vertical,
                             curve: .make(currentTiming, duration: track.duration, velocity: velocity(vertical, currentTiming)))
    }

    private func velocity(_ vertical: Bool, _ timing: any UITimingCurveProvider) -> Double {
        guard let v = PropertyAnimatorCurve.springParameters(of: timing)?.initialVelocity else { return 0 }
        return Double(vertical ? v.dy : v.dx)
    }

    /// Adds the part's animation (from its `from` to its `to` progress along its curve, over its track)
    /// to its layer, held where the time line stands until retimed.
    func attach(_ part: PropertyAnimatorPart, _ track: PropertyAnimatorTrack) {
        let anim = part.curve.makeAnimation(keyPath: part.keyPath)
        anim.isAdditive = part.offset != nil
        anim.fromValue = part.animationValue(at: part.from)
        anim.toValue = part.animationValue(at: part.to)
        // A zero duration would become the transaction's (0.25 s); a track with no time left is at its end.
        anim.duration = max(track.duration, 1e-9)
        anim.fillMode = .both
        anim.isRemovedOnCompletion = false
        anim.speed = 0
        anim.timeOffset = time - track.begin
        let delegate = ViewAnimationDelegate(state: track.recording, blocksTouches: !userInteractionStorage)
        delegate.propertyAnimator = self
        anim.delegate = delegate
        var key = part.keyPath
        var n = 2
        while part.layer.animation(forKey: key) != nil {
            key = "\(part.keyPath)-\(n)"
            n += 1
        }
        part.key = key
        part.delegate = delegate
        part.layer.add(anim, forKey: key)
    }

    /// Takes the part's animation off its layer (unless something else has replaced it under that key).
    func detach(_ part: PropertyAnimatorPart) {
        if let key = part.key, let anim = part.layer.animation(forKey: key),
           (anim.delegate as AnyObject?) === part.delegate {
            part.layer.removeAnimation(forKey: key)
        }
        part.key = nil
    }

    func detachAll() {
        for track in tracks { for part in track.parts { detach(part) } }
    }

    /// Gives every animation the animator's current timing: running from `anchor`, or held still.
    func retimeAll() {
        for track in tracks {
            for part in track.parts {
                guard let key = part.key else { continue }
                let offset = time - track.begin
                if running, let anchor {
                    part.layer.retimeAnimation(forKey: key, beginTime: part.layer.convertTime(anchor, from: nil),
                                               speed: Float(direction * pace), timeOffset: offset)
                } else {
                    part.layer.retimeAnimation(forKey: key, beginTime: 0, speed: 0, timeOffset: offset)
                }
            }
        }
    }

    /// Sets every animated property's model value to the one its part shows at `progress`, without
    /// animating.
    func setModel(_ progress: (PropertyAnimatorTrack, PropertyAnimatorPart) -> Double) {
        UIView.performWithoutAnimation {
            ViewActions.withoutActions {
                for track in tracks {
                    for part in track.parts {
                        part.layer.setValue(part.modelValue(at: progress(track, part)), forKeyPath: part.keyPath)
                    }
                }
            }
        }
    }

    // MARK: New stretches

    /// The time on the original time line at which its progress is `p`.
    func originalTime(forProgress p: Double) -> Double {
        originalSegment().time(forProgress: min(1, max(0, p)))
    }

    /// Continues from where every property stands towards `target` (0 or 1) over `duration` seconds with
    /// `timing`: each part gets a new animation from its current progress, all starting now.
    func startNewSegment(towards target: Double, duration: Double, timing: any UITimingCurveProvider) {
        let now = time
        let velocity = velocity(false, timing)
        let from = segment.progress(at: now)
        for track in tracks {
            for part in track.parts {
                let q = track.progress(of: part, at: now)
                detach(part)
                part.from = q
                part.to = target
                part.curve = .make(timing, duration: duration, velocity: self.velocity(part.usesVerticalVelocity, timing))
            }
            track.begin = 0
            track.duration = duration
        }
        segment = Segment(from: from, to: target, duration: duration, curve: .make(timing, duration: duration, velocity: velocity),
                          isOriginal: false)
        time = 0
        for track in tracks { for part in track.parts { attach(part, track) } }
    }

    /// Goes back to the original time line at the time where its progress is the current one, with every
    /// track as it was made.
    func restoreOriginalTimeLine() {
        let p = segment.progress(at: time)
        currentTiming = originalTiming
        pace = 1
        segment = originalSegment()
        time = segment.time(forProgress: min(1, max(0, p)))
        for track in tracks {
            track.begin = track.originalBegin
            track.duration = max(0, segment.duration - track.begin)
            for part in track.parts {
                detach(part)
                part.from = 0
                part.to = 1
                part.curve = .make(originalTiming, duration: track.duration, velocity: velocity(part.usesVerticalVelocity, originalTiming))
            }
        }
        for track in tracks { for part in track.parts { attach(part, track) } }
    }
}
