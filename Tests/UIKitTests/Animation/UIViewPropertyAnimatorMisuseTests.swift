import Testing
@testable import UIKit

/// Calls Apple's UIViewPropertyAnimator raises on (an uncaught NSInternalInconsistencyException, or the
/// exception named): here they trap with Apple's message.
@Suite struct UIViewPropertyAnimatorMisuseTests {
    @Test func finishingAnActiveAnimatorTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let v = UIView()
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.alpha = 0 }
                animator.startAnimation()
                animator.finishAnimation(at: .end) // "finishAnimationAtPosition: should only be called on a stopped animator!"
            }
        }
    }

    @Test func stoppingTwiceTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let v = UIView()
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.alpha = 0 }
                animator.startAnimation()
                animator.stopAnimation(false)
                animator.stopAnimation(false) // "Animator … is already stopped!"
            }
        }
    }

    @Test func pausingANonInterruptibleAnimatorTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
                animator.isInterruptible = false
                animator.pauseAnimation() // "An animator … that is not interruptible cannot be paused!"
            }
        }
    }

    @Test func changingInterruptibleOnAnActiveAnimatorTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let v = UIView()
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.alpha = 0 }
                animator.startAnimation()
                animator.isInterruptible = false // NSGenericException: "It is not allowed to set the interruptible property of an active animator"
            }
        }
    }

    @Test func startingAPausedAnimatorWithADelayTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let v = UIView()
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.alpha = 0 }
                animator.pauseAnimation()
                animator.startAnimation(afterDelay: 1) // "A paused animator (…) cannot be started with a delay!"
            }
        }
    }

    @Test func aNegativeDelayTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
                animator.startAnimation(afterDelay: -1) // NSInvalidArgumentException: "The delay should be greater than or equal to zero."
            }
        }
    }

    @Test func releasingAPausedAnimatorTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let v = UIView()
                var animator: UIViewPropertyAnimator? = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.alpha = 0 }
                animator?.pauseAnimation()
                animator = nil // "It is an error to release a paused or stopped property animator. …"
                _ = animator
            }
        }
    }

    @Test func releasingAFinishedAnimatorIsFine() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                let v = UIView()
                var animator: UIViewPropertyAnimator? = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.alpha = 0 }
                animator?.pauseAnimation()
                animator?.stopAnimation(false)
                animator?.finishAnimation(at: .end)
                animator = nil
                _ = animator
            }
        }
    }
}
