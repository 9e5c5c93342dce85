import Testing
@testable import UIKit

/// Screen-edge pan: only touches that begin within 20 pt (⚠) of one of `edges` and move away from it.
@Suite(.serialized) @MainActor struct UIScreenEdgePanGestureRecognizerTests {
    private static func edgeView(_ stage: GestureStage, edges: UIRectEdge) -> UIScreenEdgePanGestureRecognizer {
        let v = stage.view("v", frame: stage.window.bounds)
        let pan = UIScreenEdgePanGestureRecognizer()
        pan.edges = edges
        v.addGestureRecognizer(pan)
        stage.watch(pan, as: "edge")
        return pan
    }

    @Test func withNoEdgesItRecognizesNothing() {
        GestureStage.run { stage in
            let pan = Self.edgeView(stage, edges: [])
            #expect(UIScreenEdgePanGestureRecognizer().edges == [])
            stage.down(2, 200)
            #expect(pan.state == .failed)
            stage.move(60, 200)
            stage.up()
            #expect(!stage.log.entries.contains { $0.hasPrefix("edge") })
        }
    }

    @Test func aDragFromTheLeftEdgeInwardsBegins() {
        GestureStage.run { stage in
            let pan = Self.edgeView(stage, edges: .left)
            stage.down(20, 200)      // 20 pt from the edge: near enough
            stage.move(32, 203)
            #expect(pan.state == .began)
            #expect(pan.translation(in: nil) == CGPoint(x: 12, y: 3))
            stage.up()
            #expect(stage.log.entries.filter { $0.hasPrefix("edge") } == ["edge began", "edge ended"])
        }
    }

    @Test func touchesAwayFromTheEdgeOrAlongItFail() {
        GestureStage.run { stage in
            let pan = Self.edgeView(stage, edges: .left)
            stage.down(21, 200)      // too far in
            #expect(pan.state == .failed)
            stage.up()
            stage.wait(1)
            stage.down(5, 200)
            stage.move(8, 230)       // along the edge
            #expect(pan.state == .failed)
            stage.up()
            stage.wait(1)
            stage.down(395, 200)     // the right edge is not among the edges
            #expect(pan.state == .failed)
            stage.up()
            #expect(!stage.log.entries.contains { $0.hasPrefix("edge") })
        }
    }

    @Test func theRightAndBottomEdgesPullInward() {
        GestureStage.run { stage in
            let pan = Self.edgeView(stage, edges: [.right, .bottom])
            stage.down(390, 200)
            stage.move(370, 200)
            #expect(pan.state == .began)
            stage.up()
            stage.wait(1)
            stage.down(200, 395)
            stage.move(200, 380)
            #expect(pan.state == .began)
            stage.up()
        }
    }
}
