import Testing
@testable import UIKit

/// Taps: recognized at the last touch-up; Apple's movement, duration and interval tolerances (⚠ values
/// from SPEC-NEXT §1.6: 45 pt, 0.75 s, 0.35 s).
@Suite(.serialized) @MainActor struct UITapGestureRecognizerTests {
    private static func tapView(_ stage: GestureStage, _ configure: (UITapGestureRecognizer) -> Void = { _ in })
        -> (UIView, UITapGestureRecognizer) {
        let v = stage.view("v", frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let tap = UITapGestureRecognizer()
        configure(tap)
        v.addGestureRecognizer(tap)
        stage.watch(tap, as: "tap")
        return (v, tap)
    }

    @Test func defaults() {
        let tap = UITapGestureRecognizer()
        #expect(tap.numberOfTapsRequired == 1)
        #expect(tap.numberOfTouchesRequired == 1)
        #expect(tap.buttonMaskRequired == .primary)
    }

    @Test func aTapIsRecognizedWhenTheFingerLifts() {
        GestureStage.run { stage in
            let (v, tap) = Self.tapView(stage)
            var seen: [(CGPoint, Int)] = []
            tap.addTarget(nil, action: { g in seen.append((g.location(in: v), g.numberOfTouches)) })
            stage.down(150, 160)
            #expect(tap.state == .possible)
            #expect(!stage.log.entries.contains("tap ended"))
            stage.up()
            #expect(stage.log.entries == ["v began", "v cancelled", "tap ended"])
            #expect(seen.count == 1 && seen[0].0 == CGPoint(x: 50, y: 60) && seen[0].1 == 1)
            #expect(tap.state == .possible)
        }
    }

    @Test func movingMoreThan45PointsFails() {
        GestureStage.run { stage in
            _ = Self.tapView(stage)
            stage.down(150, 150)
            stage.move(195, 150)   // 45 pt: still a tap
            stage.up()
            #expect(stage.log.entries.last == "tap ended")
            stage.wait(1)
            stage.log.clear()
            stage.down(150, 150)
            stage.move(196, 150)   // 46 pt: no longer
            stage.up()
            #expect(stage.log.entries == ["v began", "v moved", "v ended"])
        }
    }

    @Test func aTapLongerThanThreeQuartersOfASecondFails() {
        GestureStage.run { stage in
            let (_, tap) = Self.tapView(stage)
            stage.down(150, 150)
            stage.wait(0.74)
            stage.up()
            #expect(stage.log.entries.last == "tap ended")
            stage.wait(1)
            stage.log.clear()
            stage.down(150, 150)
            stage.wait(0.76)
            #expect(tap.state == .failed)
            stage.up()
            #expect(stage.log.entries == ["v began", "v ended"])
        }
    }

    @Test func aDoubleTapNeedsItsSecondTapWithinTheInterval() {
        GestureStage.run { stage in
            let (_, tap) = Self.tapView(stage) { $0.numberOfTapsRequired = 2 }
            stage.tap(150, 150)
            stage.wait(0.3)
            stage.tap(150, 150)
            #expect(stage.log.entries.last == "tap ended")
            stage.wait(1)
            stage.log.clear()
            stage.tap(150, 150)
            stage.wait(0.36)
            #expect(tap.state == .possible)   // failed at 0.35 s and reset
            stage.tap(150, 150)
            stage.wait(1)
            #expect(!stage.log.entries.contains("tap ended"))
        }
    }

    @Test func theSecondTapMustLandNearTheFirst() {
        GestureStage.run { stage in
            _ = Self.tapView(stage) { $0.numberOfTapsRequired = 2 }
            stage.tap(150, 150)
            stage.wait(0.1)
            stage.tap(150, 196)
            stage.wait(1)
            #expect(!stage.log.entries.contains("tap ended"))
        }
    }

    @Test func aTwoFingerTapReportsBothFingers() {
        GestureStage.run { stage in
            let (_, tap) = Self.tapView(stage) { $0.numberOfTouchesRequired = 2 }
            var seen: [[CGPoint]] = []
            var counts: [Int] = []
            tap.addTarget(nil, action: { g in
                counts.append(g.numberOfTouches)
                seen.append([g.location(in: nil), g.location(ofTouch: 0, in: nil), g.location(ofTouch: 1, in: nil)])
            })
            stage.down(150, 150, finger: 0)
            stage.down(250, 150, finger: 1)
            stage.up(finger: 0)
            stage.up(finger: 1)
            #expect(counts == [2])
            #expect(seen == [[CGPoint(x: 200, y: 150), CGPoint(x: 150, y: 150), CGPoint(x: 250, y: 150)]])
        }
    }

    @Test func moreFingersThanRequiredFail() {
        GestureStage.run { stage in
            let (_, tap) = Self.tapView(stage)
            stage.down(150, 150, finger: 0)
            stage.down(250, 150, finger: 1)
            #expect(tap.state == .failed)
            stage.up(finger: 0)
            stage.up(finger: 1)
            #expect(!stage.log.entries.contains("tap ended"))
        }
    }
}
