import Testing
import Foundation
@testable import QuartzCore
import TestSupport

extension QC {
    @Suite @MainActor struct Presentation {
        init() { resetQuartz() }

        func slide(_ l: CALayer, key: String = "slide") {
            let a = CABasicAnimation(keyPath: "position.x")
            a.fromValue = 0
            a.toValue = 100
            a.duration = 1
            run(a, on: l, key: key)
        }

        @Test func nilBeforeTheFirstCommit() {
            let l = CALayer()
            #expect(l.presentation() == nil)
            CATransaction.flush()
            #expect(l.presentation() != nil)
        }

        @Test func withoutAnimationsItMatchesTheModel() {
            let l = committedLayer()
            l.backgroundColor = CGColor(gray: 0.5, alpha: 1)
            CATransaction.setDisableActions(true)
            l.cornerRadius = 4
            CATransaction.flush()
            let p = l.presentation()!
            #expect(p.position == l.position && p.bounds == l.bounds && p.cornerRadius == 4)
            #expect(p !== l)
        }

        @Test func modelAndPresentationPointAtEachOther() {
            let l = committedLayer()
            let p = l.presentation()!
            #expect(p.model() === l)
            #expect(l.model() === l)
            #expect(p.presentation() === p)
        }

        @Test func presentationDoesNotChangeTheModel() {
            let l = committedLayer()
            slide(l)
            CAMediaClock.shared.advance(by: 0.5)
            let p = l.presentation()!
            #expect(near(p.position.x, 50))
            #expect(l.position.x == 50 && l.value(forKeyPath: "position.x") as? CGFloat == 50)
            p.opacity = 0.1 // a presentation copy never changes the model
            #expect(l.opacity == 1 && l.animationKeys() == ["slide"])
        }

        @Test func presentationSublayersArePresentations() {
            let parent = committedLayer()
            let child = committedLayer()
            parent.addSublayer(child)
            CATransaction.flush()
            slide(child)
            CAMediaClock.shared.advance(by: 0.25)
            let pc = parent.presentation()!.sublayers!.first!
            #expect(pc.model() === child)
            #expect(near(pc.position.x, 25))
            #expect(pc.superlayer?.model() === parent)
        }

        @Test func presentationHitTestSeesAnimatedPositions() {
            let root = committedLayer(bounds: CGRect(x: 0, y: 0, width: 400, height: 400), position: CGPoint(x: 200, y: 200))
            let moving = committedLayer(bounds: CGRect(x: 0, y: 0, width: 20, height: 20), position: CGPoint(x: 300, y: 10))
            root.addSublayer(moving)
            CATransaction.flush()
            let a = CABasicAnimation(keyPath: "position.x")
            a.fromValue = 10
            a.toValue = 10
            a.duration = 1
            run(a, on: moving)
            CAMediaClock.shared.advance(by: 0.5)
            #expect(root.hitTest(CGPoint(x: 10, y: 10)) === root)
            #expect(root.presentation()!.hitTest(CGPoint(x: 10, y: 10))?.model() === moving)
        }

        @Test func presentationKeepsTheSubclass() {
            let s = CAShapeLayer()
            CATransaction.flush()
            let a = CABasicAnimation(keyPath: "strokeEnd")
            a.fromValue = 0
            a.toValue = 1
            a.duration = 1
            run(a, on: s)
            CAMediaClock.shared.advance(by: 0.3)
            let p = s.presentation()!
            #expect(near(p.strokeEnd, 0.3))
            #expect(p.fillColor == CGColor(gray: 0, alpha: 1))
        }

        @Test func customSubclassCopiesItsStateThroughInitWithLayer() {
            final class Progress: CALayer {
                var progress: CGFloat = 0
                override init() { super.init() }
                override init(layer: Any) {
                    super.init(layer: layer)
                    progress = (layer as? Progress)?.progress ?? 0
                }
                required init?(coder: NSCoder) { super.init(coder: coder) }
                override func value(forKey key: String) -> Any? { key == "progress" ? progress : super.value(forKey: key) }
                override func setValue(_ value: Any?, forKey key: String) {
                    if key == "progress" { progress = value as? CGFloat ?? 0 } else { super.setValue(value, forKey: key) }
                }
            }
            let l = Progress()
            l.progress = 0.5
            CATransaction.flush()
            #expect(l.presentation()!.progress == 0.5)
            let a = CABasicAnimation(keyPath: "progress")
            a.fromValue = CGFloat(0)
            a.toValue = CGFloat(1)
            a.duration = 1
            run(a, on: l)
            CAMediaClock.shared.advance(by: 0.25)
            #expect(near(l.presentation()!.progress, 0.25))
            #expect(l.progress == 0.5)
        }

        @Test func laterAnimationsOverrideEarlierOnes() {
            let l = committedLayer()
            slide(l, key: "a")
            let b = CABasicAnimation(keyPath: "position.x")
            b.fromValue = 1000
            b.toValue = 2000
            b.duration = 1
            run(b, on: l, key: "b")
            CAMediaClock.shared.advance(by: 0.5)
            #expect(near(l.presentation()!.position.x, 1500))
        }

        @Test func presentationValueHookFollowsTheAnimation() {
            let l = committedLayer()
            slide(l)
            CAMediaClock.shared.advance(by: 0.75)
            #expect(near(l.presentationValue(forKeyPath: "position.x") as! CGFloat, 75))
            #expect(l.hasRunningAnimations && l.hasActiveAnimations)
        }
    }

    @Suite @MainActor struct MediaClock {
        init() { resetQuartz() }

        @Test func manualTimeIsExact() {
            #expect(CACurrentMediaTime() == 1000)
            CAMediaClock.shared.advance(by: 0.5)
            #expect(CACurrentMediaTime() == 1000.5)
            CAMediaClock.shared.set(42)
            #expect(CACurrentMediaTime() == 42)
            #expect(CAMediaClock.shared.isManual)
        }

        @Test func realTimeIsMonotonic() {
            CAMediaClock.shared.useRealTime()
            defer { resetQuartz() }
            #expect(!CAMediaClock.shared.isManual)
            let a = CACurrentMediaTime()
            let b = CACurrentMediaTime()
            #expect(b >= a)
            #expect(abs(a - ProcessInfo.processInfo.systemUptime) < 1)
        }

        @Test func useManualTimeFreezesTheCurrentTime() {
            CAMediaClock.shared.useRealTime()
            CAMediaClock.shared.useManualTime()
            let t = CACurrentMediaTime()
            #expect(CACurrentMediaTime() == t)
            CAMediaClock.shared.useManualTime(startingAt: 5)
            #expect(CACurrentMediaTime() == 5)
            resetQuartz()
        }

        @Test func realTimeDriverFinishesAnimations() {
            CAMediaClock.shared.useRealTime()
            defer { resetQuartz() }
            let l = committedLayer()
            let rec = AnimationRecorder()
            let a = CABasicAnimation(keyPath: "opacity")
            a.duration = 0.03
            a.delegate = rec
            run(a, on: l)
            #expect(CAAnimationEngine.shared.hasRealTimeDriver)
            // The driver timer fires on the main run loop; here real time passes and a step
            // delivers what is due.
            Thread.sleep(forTimeInterval: 0.05)
            CAMediaClock.shared.step()
            #expect(rec.stopped == [true])
        }
    }

    @Suite @MainActor struct DisplayLinks {
        init() { resetQuartz() }

        @Test func firesOncePerFrame() {
            var stamps: [(Double, Double)] = []
            let link = CADisplayLink { stamps.append(($0.timestamp, $0.targetTimestamp)) }
            link.add(to: .current, forMode: .default)
            defer { link.invalidate() }
            #expect(link.duration == 1.0 / 60)
            CAMediaClock.shared.advance(by: 1.0 / 60)
            #expect(stamps.count == 1)
            #expect(near(stamps[0].0, 1000 + 1.0 / 60, 1e-9) && near(stamps[0].1, 1000 + 2.0 / 60, 1e-9))
        }

        @Test func halfFramesDoNotFire() {
            var count = 0
            let link = CADisplayLink { _ in count += 1 }
            link.add(to: .current, forMode: .common)
            defer { link.invalidate() }
            CAMediaClock.shared.advance(by: 1.0 / 120)
            #expect(count == 0)
            CAMediaClock.shared.advance(by: 1.0 / 120)
            #expect(count == 1)
        }

        @Test func aLongStepFiresOnceAtTheLatestFrame() {
            var stamps: [Double] = []
            let link = CADisplayLink { stamps.append($0.timestamp) }
            link.add(to: .current, forMode: .default)
            defer { link.invalidate() }
            CAMediaClock.shared.advance(by: 1)
            #expect(stamps.count == 1 && near(stamps[0], 1001, 1e-9))
        }

        @Test func steppingFrameByFrame() {
            var count = 0
            let link = CADisplayLink { _ in count += 1 }
            link.add(to: .current, forMode: .default)
            defer { link.invalidate() }
            CAMediaClock.shared.advance(by: 0.5, frameInterval: 1.0 / 60)
            #expect(count == 30)
        }

        @Test func pausedLinksDoNotFire() {
            var count = 0
            let link = CADisplayLink { _ in count += 1 }
            link.add(to: .current, forMode: .default)
            defer { link.invalidate() }
            link.isPaused = true
            CAMediaClock.shared.advance(by: 0.1)
            #expect(count == 0)
            link.isPaused = false
            CAMediaClock.shared.advance(by: 1.0 / 60)
            #expect(count == 1)
        }

        @Test func preferredFramesPerSecond() {
            var count = 0
            let link = CADisplayLink { _ in count += 1 }
            link.preferredFramesPerSecond = 30
            link.add(to: .current, forMode: .default)
            defer { link.invalidate() }
            #expect(near(link.duration, 1.0 / 30, 1e-12))
            CAMediaClock.shared.advance(by: 1.0 / 60)
            #expect(count == 0)
            CAMediaClock.shared.advance(by: 1.0 / 60)
            #expect(count == 1)
        }

        @Test func preferredFrameRateRange() {
            let link = CADisplayLink { _ in }
            #expect(link.preferredFrameRateRange == .default && link.preferredFramesPerSecond == 0)
            link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 30, preferred: 20)
            #expect(near(link.duration, 0.05, 1e-12))
        }

        @Test func invalidatedLinksStop() {
            var count = 0
            let link = CADisplayLink { _ in count += 1 }
            link.add(to: .current, forMode: .default)
            link.invalidate()
            CAMediaClock.shared.advance(by: 0.1)
            #expect(count == 0)
        }

        @Test func notAddedLinksDoNotFire() {
            var count = 0
            let link = CADisplayLink { _ in count += 1 }
            CAMediaClock.shared.advance(by: 0.1)
            #expect(count == 0)
            link.add(to: .current, forMode: .default)
            link.remove(from: .current, forMode: .default)
            CAMediaClock.shared.advance(by: 0.1)
            #expect(count == 0)
        }

        @Test func realTimeLinksFireFromTheirRunLoop() {
            CAMediaClock.shared.useRealTime()
            defer { resetQuartz() }
            var stamps: [Double] = []
            let link = CADisplayLink { stamps.append($0.timestamp) }
            link.preferredFramesPerSecond = 120 // capped at the display's 60
            link.add(to: .current, forMode: .default)
            defer { link.invalidate() }
            RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.1))
            #expect(stamps.count >= 3)
            #expect(zip(stamps, stamps.dropFirst()).allSatisfy { $0 < $1 })
            #expect(near(link.duration, 1.0 / 60, 1e-12))
        }

        @Test func displayLinkDrivesAnimationSampling() {
            let l = committedLayer()
            let a = CABasicAnimation(keyPath: "opacity")
            a.fromValue = 0
            a.toValue = 1
            a.duration = 0.5
            run(a, on: l)
            var seen: [Float] = []
            let link = CADisplayLink { _ in seen.append(l.presentation()!.opacity) }
            link.add(to: .current, forMode: .default)
            defer { link.invalidate() }
            CAMediaClock.shared.advance(by: 0.1, frameInterval: 0.05)
            #expect(seen.count == 2)
            #expect(seen.count == 2 && near(seen[0], 0.1) && near(seen[1], 0.2))
        }
    }
}
