import Testing
@testable import UIKit

/// Pan: 10 pt hysteresis (⚠), translation measured from the touch-down point in the given view's
/// coordinates, setTranslation, velocity in points per second, and the number of fingers.
@Suite(.serialized) @MainActor struct UIPanGestureRecognizerTests {
    private static func panView(_ stage: GestureStage, _ configure: (UIPanGestureRecognizer) -> Void = { _ in })
        -> (UIView, UIPanGestureRecognizer) {
        let v = stage.view("v", frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let pan = UIPanGestureRecognizer()
        configure(pan)
        v.addGestureRecognizer(pan)
        stage.watch(pan, as: "pan")
        return (v, pan)
    }

    private static func near(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6 }

    @Test func defaults() {
        let pan = UIPanGestureRecognizer()
        #expect(pan.minimumNumberOfTouches == 1)
        #expect(pan.maximumNumberOfTouches == Int.max)
        #expect(pan.allowedScrollTypesMask == [])
        #expect(UIScrollTypeMask.all.rawValue == 3)
    }

    @Test func itBeginsTenPointsFromTouchDownWithThatTranslation() {
        GestureStage.run { stage in
            let (_, pan) = Self.panView(stage)
            var translations: [CGPoint] = []
            pan.addTarget(nil, action: { g in translations.append((g as! UIPanGestureRecognizer).translation(in: nil)) })
            stage.down(100, 100)
            stage.move(106, 108)   // 10 pt away: hypot(6, 8)
            #expect(pan.state == .began)
            stage.move(130, 100)
            stage.up()
            #expect(stage.log.entries.filter { $0.hasPrefix("pan") } == ["pan began", "pan changed", "pan ended"])
            // Not zero at began: measured from touch-down.
            #expect(translations == [CGPoint(x: 6, y: 8), CGPoint(x: 30, y: 0), CGPoint(x: 30, y: 0)])
            stage.wait(1)
            stage.down(100, 100)
            stage.move(109.9, 100)
            #expect(pan.state == .possible)
            stage.up()
        }
    }

    @Test func translationIsInTheGivenViewsCoordinates() {
        GestureStage.run { stage in
            let (v, pan) = Self.panView(stage)
            let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
            let turned = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            turned.transform = CGAffineTransform(rotationAngle: .pi / 2)
            v.addSubview(scaled)
            v.addSubview(turned)
            stage.down(200, 200)
            stage.move(230, 240)
            #expect(pan.translation(in: nil) == CGPoint(x: 30, y: 40))
            #expect(pan.translation(in: v) == CGPoint(x: 30, y: 40))
            #expect(Self.near(pan.translation(in: scaled), CGPoint(x: 15, y: 20)))
            // A quarter turn clockwise maps the view's x axis onto the window's y axis.
            #expect(Self.near(pan.translation(in: turned), CGPoint(x: 40, y: -30)))
            stage.up()
        }
    }

    @Test func setTranslationRebases() {
        GestureStage.run { stage in
            let (v, pan) = Self.panView(stage)
            let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
            v.addSubview(scaled)
            stage.down(100, 100)
            stage.move(130, 100)
            pan.setTranslation(.zero, in: nil)
            #expect(pan.translation(in: nil) == .zero)
            stage.move(135, 100)
            #expect(pan.translation(in: nil) == CGPoint(x: 5, y: 0))
            pan.setTranslation(CGPoint(x: 10, y: 0), in: scaled)   // 10 of the scaled view's points: 20 of the window's
            #expect(Self.near(pan.translation(in: nil), CGPoint(x: 20, y: 0)))
            stage.up()
        }
    }

    @Test func velocityIsInPointsPerSecond() {
        GestureStage.run { stage in
            let (_, pan) = Self.panView(stage)
            var atEnd: CGPoint?
            pan.addTarget(nil, action: { g in
                if g.state == .ended { atEnd = (g as! UIPanGestureRecognizer).velocity(in: nil) }
            })
            stage.down(100, 100)
            // 10 pt right and 5 pt down every 1/60 s: 600 and 300 points per second.
            for i in 1...10 {
                stage.wait(1.0 / 60)
                stage.move(100 + CGFloat(i) * 10, 100 + CGFloat(i) * 5)
            }
            let v = pan.velocity(in: nil)
            #expect(abs(v.x - 600) < 1e-6 && abs(v.y - 300) < 1e-6)
            stage.up()   // lifted at once: a flick at that speed
            #expect(atEnd.map { abs($0.x - 600) < 1e-6 } == true)
            // Held still for 0.2 s before lifting: no speed left.
            stage.wait(1)
            stage.down(100, 100)
            for i in 1...5 {
                stage.wait(1.0 / 60)
                stage.move(100 + CGFloat(i) * 10, 100)
            }
            stage.wait(0.2)
            stage.up()
            #expect(atEnd == .zero)
        }
    }

    @Test func twoFingersPanByTheirCentroidAndAFingerJoiningDoesNotMoveIt() {
        GestureStage.run { stage in
            let (_, pan) = Self.panView(stage) { $0.minimumNumberOfTouches = 2 }
            stage.down(100, 100, finger: 0)
            stage.move(150, 100, finger: 0)   // one finger: too few
            #expect(pan.state == .possible)
            stage.down(250, 100, finger: 1)   // the centroid jumps to (200, 100): no movement
            #expect(pan.translation(in: nil) == CGPoint(x: 50, y: 0))
            stage.move(270, 100, finger: 1)   // centroid +10: began
            #expect(pan.state == .began)
            #expect(pan.translation(in: nil) == CGPoint(x: 60, y: 0))
            stage.up(finger: 1)               // below the minimum: ended
            #expect(stage.log.entries.filter { $0.hasPrefix("pan") } == ["pan began", "pan ended"])
            stage.up(finger: 0)
        }
    }

    @Test func moreFingersThanTheMaximumFail() {
        GestureStage.run { stage in
            let (_, pan) = Self.panView(stage) { $0.maximumNumberOfTouches = 1 }
            stage.down(100, 100, finger: 0)
            stage.down(200, 100, finger: 1)
            #expect(pan.state == .failed)
            stage.move(150, 100, finger: 1)
            stage.up(finger: 0)
            stage.up(finger: 1)
            #expect(!stage.log.entries.contains { $0.hasPrefix("pan") })
        }
    }

    @Test func liftingWithoutMovingFails() {
        GestureStage.run { stage in
            let (_, pan) = Self.panView(stage)
            var states: [UIGestureRecognizer.State] = []
            pan.addTarget(nil, action: { states.append($0.state) })
            stage.down(100, 100)
            stage.move(105, 100)
            stage.up()
            // Failed: no action, and the view's touch ends normally.
            #expect(states.isEmpty)
            #expect(stage.log.entries == ["v began", "v moved", "v ended"])
            #expect(pan.state == .possible)
        }
    }
}
