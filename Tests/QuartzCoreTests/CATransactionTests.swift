import Testing
import Foundation
@testable import QuartzCore
import TestSupport

extension QC {
    @Suite @MainActor struct Transactions {
        init() { resetQuartz() }

        @Test func defaults() {
            #expect(CATransaction.animationDuration() == 0.25)
            #expect(CATransaction.animationTimingFunction() == nil)
            #expect(CATransaction.disableActions() == false)
            #expect(CATransaction.completionBlock() == nil)
        }

        @Test func keyConstants() {
            #expect(kCATransactionAnimationDuration == "animationDuration")
            #expect(kCATransactionDisableActions == "disableActions")
            #expect(kCATransactionAnimationTimingFunction == "animationTimingFunction")
            #expect(kCATransactionCompletionBlock == "completionBlock")
        }

        @Test func nestedTransactionsInheritAndRestore() {
            CATransaction.begin()
            CATransaction.setAnimationDuration(1)
            CATransaction.begin()
            #expect(CATransaction.animationDuration() == 1)
            CATransaction.setAnimationDuration(2)
            #expect(CATransaction.animationDuration() == 2)
            CATransaction.commit()
            #expect(CATransaction.animationDuration() == 1)
            CATransaction.commit()
            #expect(CATransaction.animationDuration() == 0.25)
        }

        @Test func valuesByKey() {
            CATransaction.begin()
            CATransaction.setValue(true, forKey: kCATransactionDisableActions)
            #expect(CATransaction.disableActions())
            CATransaction.setValue(0.5, forKey: kCATransactionAnimationDuration)
            #expect(CATransaction.animationDuration() == 0.5)
            #expect(CATransaction.value(forKey: "animationDuration") as? Double == 0.5)
            CATransaction.setValue("x", forKey: "custom")
            #expect(CATransaction.value(forKey: "custom") as? String == "x")
            let f = CAMediaTimingFunction(name: .easeIn)
            CATransaction.setAnimationTimingFunction(f)
            #expect(CATransaction.animationTimingFunction() === f)
            CATransaction.commit()
            #expect(CATransaction.value(forKey: "custom") == nil)
        }

        @Test func completionBlockRunsAtCommitWithoutAnimations() {
            var ran = 0
            CATransaction.begin()
            CATransaction.setCompletionBlock { ran += 1 }
            #expect(ran == 0)
            CATransaction.commit()
            #expect(ran == 1)
        }

        @Test func nestedCompletionWaitsForTheOutermostCommit() {
            var order: [String] = []
            CATransaction.begin()
            CATransaction.setCompletionBlock { order.append("outer") }
            CATransaction.begin()
            CATransaction.setCompletionBlock { order.append("inner") }
            CATransaction.commit()
            #expect(order.isEmpty)
            CATransaction.commit()
            #expect(order == ["inner", "outer"])
        }

        @Test func completionBlockWaitsForItsAnimations() {
            let l = committedLayer()
            var ran = false
            CATransaction.begin()
            CATransaction.setCompletionBlock { ran = true }
            let a = CABasicAnimation(keyPath: "opacity")
            a.duration = 1
            l.add(a, forKey: "fade")
            CATransaction.commit()
            #expect(!ran)
            CAMediaClock.shared.advance(by: 0.5)
            #expect(!ran)
            CAMediaClock.shared.advance(by: 0.6)
            #expect(ran)
        }

        @Test func completionBlockWaitsForTheLongestAnimation() {
            let l = committedLayer()
            var ran = false
            CATransaction.begin()
            CATransaction.setCompletionBlock { ran = true }
            let a = CABasicAnimation(keyPath: "opacity"); a.duration = 1
            let b = CABasicAnimation(keyPath: "position"); b.duration = 2
            l.add(a, forKey: "a")
            l.add(b, forKey: "b")
            CATransaction.commit()
            CAMediaClock.shared.advance(by: 1.5)
            #expect(!ran)
            CAMediaClock.shared.advance(by: 1)
            #expect(ran)
        }

        @Test func removingTheAnimationEndsTheTransaction() {
            let l = committedLayer()
            var ran = false
            CATransaction.begin()
            CATransaction.setCompletionBlock { ran = true }
            let a = CABasicAnimation(keyPath: "opacity"); a.duration = 10
            l.add(a, forKey: "a")
            CATransaction.commit()
            #expect(!ran)
            l.removeAnimation(forKey: "a")
            #expect(ran)
        }

        @Test func completionBlockSetInTheImplicitTransaction() {
            let l = committedLayer()
            var ran = false
            CATransaction.setCompletionBlock { ran = true }
            l.opacity = 0 // implicit animation, 0.25 s
            CATransaction.flush()
            #expect(!ran)
            CAMediaClock.shared.advance(by: 0.3)
            #expect(ran)
        }

        @Test func changesOpenAnImplicitTransactionThatFlushCommits() {
            let l = CALayer() // creating a layer is a change too
            #expect(CATransaction.depth == 1)
            CATransaction.flush()
            #expect(CATransaction.depth == 0)
            #expect(l.presentation() != nil)
            l.opacity = 0.5
            #expect(CATransaction.depth == 1)
            CATransaction.flush()
            #expect(CATransaction.depth == 0)
            #expect(l.presentation()?.opacity == 1) // implicit animation from 1 just began
            CAMediaClock.shared.advance(by: 0.3)
            #expect(l.presentation()?.opacity == 0.5)
        }

        @Test func flushInsideAnExplicitTransactionDoesNothing() {
            CATransaction.begin()
            CATransaction.flush()
            #expect(CATransaction.depth == 1)
            CATransaction.commit()
            #expect(CATransaction.depth == 0)
        }

        @Test func explicitCommitInsideTheImplicitOneDefersAnimations() {
            let l = committedLayer()
            l.name = "x" // no action; opens nothing
            l.opacity = 0.9 // opens the implicit transaction
            CATransaction.begin()
            let a = CABasicAnimation(keyPath: "position"); a.duration = 1
            l.add(a, forKey: "move")
            CATransaction.commit()
            #expect(l.animation(forKey: "move")?.beginTime == 0) // not started yet
            CATransaction.flush()
            #expect(l.animation(forKey: "move")?.beginTime == 1000)
        }

        @Test func implicitTransactionCommitsWhenTheRunLoopTurns() {
            let l = CALayer()
            l.opacity = 0.3
            #expect(CATransaction.depth == 1)
            // The implicit transaction belongs to this thread (the main thread in an app; Swift
            // Testing's main actor runs elsewhere on Linux) and commits when its run loop turns.
            RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.005))
            #expect(CATransaction.depth == 0)
            #expect(l.presentation() != nil)
        }

        @Test func unbalancedCommitIsIgnored() {
            CATransaction.commit()
            #expect(CATransaction.depth == 0)
            let l = CALayer()
            l.opacity = 0.2
            CATransaction.commit() // does not commit the implicit transaction
            #expect(CATransaction.depth == 1)
            CATransaction.flush()
        }

        @Test func lockIsRecursive() {
            CATransaction.lock()
            CATransaction.lock()
            CATransaction.unlock()
            CATransaction.unlock()
        }

        @Test func transactionsArePerThread() {
            // Synchronous on purpose: an `await` here could resume the test on another thread.
            CATransaction.begin()
            CATransaction.setAnimationDuration(3)
            final class Box: @unchecked Sendable { var value = -1.0 }
            let other = Box()
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                other.value = CATransaction.animationDuration()
                done.signal()
            }
            thread.start()
            done.wait()
            #expect(other.value == 0.25) // a new thread starts with the defaults
            #expect(CATransaction.animationDuration() == 3)
            CATransaction.commit()
        }
    }

    @Suite @MainActor struct Actions {
        init() { resetQuartz() }

        @Test func delegateActionIsRun() {
            let d = RecordingDelegate()
            let act = RecordingAction()
            d.actionToReturn = act
            let l = CALayer()
            l.delegate = d
            l.opacity = 0.5
            #expect(act.runs.count == 1 && act.runs[0].0 == "opacity" && act.runs[0].1 === l)
        }

        @Test func delegateSeesTheOldValue() {
            let d = RecordingDelegate()
            let l = CALayer()
            l.delegate = d
            l.opacity = 0.25
            #expect(d.opacitySeenInAction == 1)
            #expect(l.opacity == 0.25)
        }

        @Test func nsNullFromTheDelegateStopsTheSearch() {
            let d = RecordingDelegate()
            d.actionToReturn = NSNull()
            let act = RecordingAction()
            let l = committedLayer()
            l.delegate = d
            l.actions = ["opacity": act]
            l.opacity = 0.5
            #expect(act.runs.isEmpty)
            #expect(l.animationKeys() == nil) // no implicit animation either
            #expect(l.action(forKey: "opacity") == nil)
        }

        @Test func nilFromTheDelegateContinuesToActions() {
            let d = RecordingDelegate()
            let act = RecordingAction()
            let l = CALayer()
            l.delegate = d
            l.actions = ["opacity": act]
            l.opacity = 0.5
            #expect(d.actionsAsked == ["opacity"])
            #expect(act.runs.count == 1)
        }

        @Test func nsNullInActionsStopsBeforeStyle() {
            let styled = RecordingAction()
            let l = committedLayer()
            l.actions = ["opacity": NSNull()]
            l.style = ["actions": ["opacity": styled] as [String: CAAction]]
            l.opacity = 0.5
            #expect(styled.runs.isEmpty && l.animationKeys() == nil)
        }

        @Test func styleActionsAreSearched() {
            let styled = RecordingAction()
            let l = CALayer()
            l.style = ["actions": ["position": styled] as [String: CAAction]]
            l.position = CGPoint(x: 1, y: 1)
            #expect(styled.runs.count == 1)
        }

        @Test func nestedStyleIsSearched() {
            let styled = RecordingAction()
            let l = CALayer()
            l.style = ["style": ["actions": ["position": styled] as [String: CAAction]] as [AnyHashable: Any]]
            l.position = CGPoint(x: 1, y: 1)
            #expect(styled.runs.count == 1)
        }

        @Test func defaultActionIsTheLastStep() {
            final class Custom: CALayer {
                nonisolated(unsafe) static let act = RecordingAction()
                override class func defaultAction(forKey event: String) -> CAAction? {
                    event == "cornerRadius" ? act : nil
                }
            }
            let l = Custom()
            l.cornerRadius = 4
            #expect(Custom.act.runs.count == 1)
            l.actions = ["cornerRadius": NSNull()]
            l.cornerRadius = 5
            #expect(Custom.act.runs.count == 1)
        }

        @Test func standaloneLayerAnimatesImplicitly() {
            let l = committedLayer()
            l.opacity = 0
            let a = l.animation(forKey: "opacity") as? CABasicAnimation
            #expect(a != nil)
            #expect(a?.keyPath == "opacity")
            #expect(a?.fromValue as? Float == 1)
            #expect(a?.toValue == nil)
            #expect(a?.duration == 0.25)
            #expect(a?.timingFunction?.isEqual(CAMediaTimingFunction(name: .default)) == true)
        }

        @Test func implicitAnimationRunsFromOldToNew() {
            let l = committedLayer()
            l.position = CGPoint(x: 150, y: 50)
            CATransaction.flush()
            // Default curve at t = 0.125 / 0.25 = 0.5.
            CAMediaClock.shared.advance(by: 0.125)
            let eased = bezierEase((0.25, 0.1), (0.25, 1), 0.5)
            #expect(near(l.presentation()!.position.x, 50 + 100 * eased, 1e-4))
            #expect(l.position.x == 150)
            CAMediaClock.shared.advance(by: 0.2)
            #expect(l.animationKeys() == nil)
            #expect(l.presentation()!.position.x == 150)
        }

        @Test func newLayersDoNotAnimateTheirFirstValues() {
            let l = CALayer()
            l.opacity = 0.5
            l.position = CGPoint(x: 3, y: 3)
            #expect(l.animationKeys() == nil)
        }

        @Test func disableActionsSuppressesTheLookup() {
            let d = RecordingDelegate()
            let l = committedLayer()
            l.delegate = d
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            l.opacity = 0.5
            CATransaction.commit()
            #expect(d.actionsAsked.isEmpty)
            #expect(l.animationKeys() == nil)
        }

        @Test func transactionDurationAndCurveApply() {
            let l = committedLayer()
            CATransaction.begin()
            CATransaction.setAnimationDuration(2)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            l.opacity = 0
            CATransaction.commit()
            let a = l.animation(forKey: "opacity")
            #expect(a?.duration == 2)
            #expect(a?.timingFunction?.isEqual(CAMediaTimingFunction(name: .linear)) == true)
            CAMediaClock.shared.advance(by: 0.5)
            #expect(near(l.presentation()!.opacity, 0.75))
        }

        @Test func nonAnimatableKeysDoNotAnimate() {
            let l = committedLayer()
            l.masksToBounds = true
            l.contentsGravity = .center
            l.isHidden = true
            #expect(l.animationKeys() == nil)
        }

        @Test func orderInAndOutActions() {
            let d = RecordingDelegate()
            let p = CALayer(), c = CALayer()
            c.delegate = d
            p.addSublayer(c)
            #expect(d.actionsAsked.contains(kCAOnOrderIn))
            c.removeFromSuperlayer()
            #expect(d.actionsAsked.contains(kCAOnOrderOut))
        }

        @Test func actionForKeyReturnsTheImplicitAnimation() {
            let l = committedLayer()
            #expect(l.action(forKey: "backgroundColor") is CABasicAnimation)
            #expect(l.action(forKey: "notAProperty") == nil)
            #expect(CALayer().action(forKey: "opacity") == nil) // never committed
        }

        @Test func retargetingStartsFromThePresentationValue() {
            let l = committedLayer()
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            l.opacity = 0
            CATransaction.flush()
            CAMediaClock.shared.advance(by: 0.125)
            let shown = l.presentation()!.opacity
            #expect(near(shown, 0.5))
            l.opacity = 1
            let a = l.animation(forKey: "opacity") as? CABasicAnimation
            #expect(near(a?.fromValue as! Float, 0.5))
        }
    }
}

extension QC {
    @Suite @MainActor struct CommitPasses {
        init() { resetQuartz() }

        final class Flusher: CALayerDelegate {
            var child: CALayer?
            func layoutSublayers(of layer: CALayer) {
                child?.frame = CGRect(x: 0, y: 0, width: layer.bounds.width / 2, height: 10)
                CATransaction.flush() // ignored: this is already part of the commit
            }
        }

        @Test func layoutChangesJoinTheCommittingTransaction() {
            let d = Flusher()
            let parent = CALayer(), child = CALayer()
            parent.delegate = d
            d.child = child
            parent.addSublayer(child)
            parent.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            CATransaction.flush()
            #expect(CATransaction.depth == 0)
            #expect(child.frame.width == 50)
            // Now both are committed: a resize animates the child's implicit bounds change,
            // started in the same commit.
            parent.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
            CATransaction.flush()
            #expect(CATransaction.depth == 0)
            #expect(child.frame.width == 100)
            #expect(child.animation(forKey: "bounds")?.beginTime == 1000)
        }

        @Test func didCommitHooksRunAfterLayout() {
            // UIKit's frame loop renders when told of a commit: by then the tree must be laid out.
            var order: [String] = []
            let d = RecordingDelegate()
            let l = CALayer()
            l.delegate = d
            l.setNeedsLayout()
            let saved = CATransaction.didCommitHooks
            CATransaction.didCommitHooks.append { order.append("hook:\(d.laidOut.count)") }
            defer { CATransaction.didCommitHooks = saved }
            CATransaction.flush()
            #expect(order == ["hook:1"])
        }
    }
}

extension QC {
    @Suite @MainActor struct TransactionMemory {
        init() { resetQuartz() }

        @Test func openTransactionsDoNotKeepLayersAlive() {
            weak var gone: CALayer?
            var ran = false
            CATransaction.setCompletionBlock { ran = true }
            do {
                let l = CALayer()
                l.setNeedsLayout()
                l.setNeedsDisplay()
                l.add(CABasicAnimation(keyPath: "opacity"), forKey: "a")
                gone = l
            }
            #expect(gone == nil)
            CATransaction.flush()
            #expect(CATransaction.depth == 0)
            #expect(ran) // its animation went with the layer
        }
    }
}

extension QC {
    @Suite @MainActor struct EngineMemory {
        init() { resetQuartz() }

        @Test func releasedLayersEndTheirAnimations() {
            let rec = AnimationRecorder()
            var ran = false
            weak var gone: CALayer?
            do {
                let l = committedLayer()
                CATransaction.begin()
                CATransaction.setCompletionBlock { ran = true }
                let spin = CABasicAnimation(keyPath: "transform.rotation.z")
                spin.toValue = 2 * CGFloat.pi
                spin.repeatCount = .infinity
                spin.delegate = rec
                l.add(spin, forKey: "spin")
                CATransaction.commit()
                CAMediaClock.shared.advance(by: 0.1)
                gone = l
            }
            #expect(gone == nil)
            CAMediaClock.shared.advance(by: 0.1)
            #expect(rec.started == 1 && rec.stopped == [false])
            #expect(ran)
        }
    }
}
