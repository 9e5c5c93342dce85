import Foundation

/// Drives animations as the media clock advances: started/stopped callbacks, removal of
/// finished animations and transaction completion blocks. Ticks come from CAMediaClock steps
/// (manual time) or, in real time, from a 60 Hz timer on the committing thread's run loop
/// that runs only while animations run. Layers must be used from the thread that ticks (the main thread).
final class CAAnimationEngine: @unchecked Sendable {
    static let shared = CAAnimationEngine()

    /// Layers with running animations, held weakly (a released layer's animations end with
    /// animationDidStop(finished: false)), with the animations last seen running on them.
    private var layers: [ObjectIdentifier: (ref: WeakLayer, running: [AnimationEntry])] = [:]
    private var order: [ObjectIdentifier] = []
    private var timer: Timer?

    func register(_ layer: CALayer) {
        let id = ObjectIdentifier(layer)
        if layers[id] == nil { order.append(id) }
        layers[id] = (WeakLayer(layer), layer.animationEntries.filter { $0.committed && !$0.stopped })
        scheduleRealTimeDriverIfNeeded()
    }

    var isEmpty: Bool { layers.isEmpty }

    /// Whether the real-time 60 Hz driver timer is scheduled.
    var hasRealTimeDriver: Bool { timer != nil }

    func tick(at now: CFTimeInterval) {
        for id in order {
            guard let item = layers[id] else { continue }
            guard let l = item.ref.layer else {
                layers[id] = nil
                for e in item.running where !e.stopped {
                    e.stopped = true
                    e.animation.delegate?.animationDidStop(e.animation, finished: false)
                    for g in e.groups { g.animationEnded() }
                    e.groups = []
                }
                continue
            }
            if l.tickAnimations(at: now) {
                layers[id] = (item.ref, l.animationEntries.filter { $0.committed && !$0.stopped })
            } else {
                layers[id] = nil
            }
        }
        order.removeAll { layers[$0] == nil }
        if layers.isEmpty {
            timer?.invalidate()
            timer = nil
        }
    }

    func scheduleRealTimeDriverIfNeeded() {
        guard timer == nil, !layers.isEmpty, !CAMediaClock.shared.isManual else { return }
        let t = Timer(timeInterval: 1.0 / 60.0, repeats: true) { _ in
            if CAMediaClock.shared.isManual { return }
            CAAnimationEngine.shared.tick(at: CACurrentMediaTime())
        }
        timer = t
        // The run loop of the thread that owns the layers (the main one in an app).
        RunLoop.current.add(t, forMode: .common)
    }
}
