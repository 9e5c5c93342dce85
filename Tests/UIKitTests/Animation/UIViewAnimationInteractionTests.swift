import Testing
@testable import UIKit
import TestSupport
import UIKitTestSupport

/// Lays its one subview out to fill the left half of its bounds.
@MainActor
final class HalfLayoutView: UIView {
    let child = UIView()
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(child)
        child.frame = CGRect(x: 0, y: 0, width: frame.width / 2, height: frame.height)
    }
    required init?(coder: NSCoder) { nil }
    override func layoutSubviews() {
        child.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height)
    }
}

@Suite(.serialized) @MainActor struct UIViewAnimationInteractionTests {
    @Test func animatingViewGetsNoTouchesUntilItEnds() {
        let clock = ManualTime(); defer { clock.end() }
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let sub = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        container.addSubview(sub)
        #expect(container.hitTest(CGPoint(x: 10, y: 10), with: nil) === sub)
        UIView.animate(withDuration: 1) { sub.alpha = 0.5 }
        clock.commit()
        clock.at(0.5)
        #expect(container.hitTest(CGPoint(x: 10, y: 10), with: nil) === container)
        clock.at(1)
        #expect(container.hitTest(CGPoint(x: 10, y: 10), with: nil) === sub)
    }

    @Test func allowUserInteractionKeepsTouches() {
        let clock = ManualTime(); defer { clock.end() }
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let sub = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        container.addSubview(sub)
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { sub.alpha = 0.5 })
        clock.commit()
        clock.at(0.5)
        #expect(container.hitTest(CGPoint(x: 10, y: 10), with: nil) === sub)
    }

    @Test func removedAnimationGivesTouchesBack() {
        let clock = ManualTime(); defer { clock.end() }
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let sub = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        container.addSubview(sub)
        UIView.animate(withDuration: 1, delay: 0, options: .repeat, animations: { sub.alpha = 0.5 })
        clock.commit()
        clock.at(0.5)
        #expect(container.hitTest(CGPoint(x: 10, y: 10), with: nil) === container)
        sub.layer.removeAllAnimations()
        #expect(container.hitTest(CGPoint(x: 10, y: 10), with: nil) === sub)
    }

    @Test func layoutSubviewsOptionAnimatesTheLayout() {
        let clock = ManualTime(); defer { clock.end() }
        let v = HalfLayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .layoutSubviews], animations: {
            v.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        })
        #expect(v.child.frame.width == 100) // laid out inside the block
        clock.commit()
        clock.at(0.5)
        #expect(close(v.child.shown.bounds.width, 75)) // 50 → 100, half way
    }

    @Test func withoutLayoutSubviewsTheLayoutJumps() {
        let clock = ManualTime(); defer { clock.end() }
        let v = HalfLayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            v.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        })
        clock.commit() // layout happens at the commit, outside the block
        #expect(v.child.frame.width == 100)
        clock.at(0.5)
        #expect(v.child.shown.bounds.width == 100)
        #expect(close(v.shown.bounds.width, 150))
    }
}
