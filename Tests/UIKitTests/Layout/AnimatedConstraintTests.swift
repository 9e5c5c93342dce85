import Testing
@testable import UIKit
import UIKitTestSupport

@Suite @MainActor struct AnimatedConstraintTests {
    @Test func constraintChangeAnimatesInsideAnAnimationBlock() {
        let clock = ManualTime(); defer { clock.end() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            box.topAnchor.constraint(equalTo: window.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 50), width,
        ])
        window.layoutIfNeeded()
        clock.commit()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        width.constant = 300
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { window.layoutIfNeeded() })
        #expect(box.frame.width == 300) // the model takes the new value at once
        clock.commit()
        clock.at(0.5)
        #expect(abs(box.shown.bounds.width - 200) < 0.5) // half way, linear
        #expect(abs(box.shown.position.x - 100) < 0.5)   // the centre moves with the growing width
        clock.at(1.01)
        #expect(box.shown.bounds.width == 300)
    }
}
