import Testing
@testable import UIKit
import TestSupport
import UIKitTestSupport

/// drawHierarchy(in:afterScreenUpdates:), snapshotView(afterScreenUpdates:) and
/// resizableSnapshotView(from:afterScreenUpdates:withCapInsets:).
@Suite(.serialized) @MainActor struct ViewSnapshottingTests {
    /// A 40×40 red view with: a blue square at (10, 10, 10, 10); a hidden green square at (0, 0, 10, 10);
    /// a black square at (20, 0, 20, 20) with alpha 0.5; and a 10×10 green square centred at (30, 30)
    /// scaled twice as wide, so covering x 20…40, y 25…35.
    private func scene() -> UIView {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        v.backgroundColor = .red
        let blue = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        blue.backgroundColor = .blue
        let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        hidden.backgroundColor = .green
        hidden.isHidden = true
        let half = UIView(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
        half.backgroundColor = .black
        half.alpha = 0.5
        let wide = UIView(frame: CGRect(x: 25, y: 25, width: 10, height: 10))
        wide.backgroundColor = .green
        wide.transform = CGAffineTransform(scaleX: 2, y: 1)
        for s in [blue, hidden, half, wide] { v.addSubview(s) }
        return v
    }

    private func image(_ size: CGSize, scale: CGFloat = 1, _ body: () -> Void) -> Pixels {
        let format = UIGraphicsImageRendererFormat(scale: scale, opaque: false)
        return Pixels(UIGraphicsImageRenderer(size: size, format: format).image { _ in body() })
    }

    private func near(_ a: [Int], _ b: [Int], _ tolerance: Int = 2) -> Bool {
        zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test func drawHierarchyDrawsSubviewsTransformsAndAlphaButNotHiddenViews() {
        let v = scene()
        var drawn = false
        let p = image(v.bounds.size) { drawn = v.drawHierarchy(in: v.bounds, afterScreenUpdates: true) }
        #expect(drawn)
        #expect(p[2, 2] == RED)            // the hidden green square is not drawn
        #expect(p[15, 15] == BLUE)
        #expect(p[5, 30] == RED)
        // Black at alpha 0.5 over red: half of 255 red.
        #expect(near(p[30, 10], [128, 0, 0, 255]))
        // The green square is scaled about its centre to x 20…40; it stays y 25…35.
        #expect(p[21, 30] == GREEN)
        #expect(p[38, 30] == GREEN)
        #expect(p[18, 30] == RED)
        #expect(p[30, 23] == RED)
        #expect(p[30, 37] == RED)
    }

    @Test func drawHierarchyMapsTheBoundsOntoTheRect() {
        let v = scene()
        // The 40-point view drawn into a 20-point rect at (20, 0) of a 40×20 image: half size, shifted.
        let p = image(CGSize(width: 40, height: 20)) {
            v.drawHierarchy(in: CGRect(x: 20, y: 0, width: 20, height: 20), afterScreenUpdates: true)
        }
        #expect(p[5, 5] == CLEAR)
        #expect(p[21, 1] == RED)
        #expect(p[27, 7] == BLUE)          // blue (10…20) halved: 5…10, plus 20
    }

    @Test func drawHierarchyDrawsAtTheContextScale() {
        let v = scene()
        let p = image(v.bounds.size, scale: 2) { v.drawHierarchy(in: v.bounds, afterScreenUpdates: true) }
        #expect(p.width == 80)
        #expect(p[21, 21] == BLUE)
        #expect(p[39, 39] == BLUE)
        #expect(p[41, 41] == RED)
    }

    @Test func drawHierarchyOfABoundsOriginShowsTheScrolledContent() {
        let v = scene()
        v.bounds.origin = CGPoint(x: 10, y: 10)   // the blue square now shows at 0…10
        let p = image(v.bounds.size) { v.drawHierarchy(in: CGRect(origin: .zero, size: v.bounds.size), afterScreenUpdates: true) }
        #expect(p[5, 5] == BLUE)
        #expect(p[12, 12] == RED)
    }

    @Test func drawHierarchyWithoutAContextOrNeverRenderedIsFalse() {
        let v = scene()
        #expect(!v.drawHierarchy(in: v.bounds, afterScreenUpdates: true))
        var drawn = true
        // Off screen and not asked to update first: Apple logs and captures nothing.
        let p = image(v.bounds.size) { drawn = v.drawHierarchy(in: v.bounds, afterScreenUpdates: false) }
        #expect(!drawn)
        #expect(p.inked() == 0)
    }

    @Test func afterScreenUpdatesDrawsPendingContent() {
        final class Drawn: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.blue.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 5))
            }
        }
        let v = Drawn(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.backgroundColor = .white
        let p = image(v.bounds.size) { v.drawHierarchy(in: v.bounds, afterScreenUpdates: true) }
        #expect(p[2, 2] == BLUE)
        #expect(p[7, 7] == [255, 255, 255, 255])
    }

    @Test func onScreenViewDrawsWithoutUpdates() {
        let stage = ViewsStage(width: 100, height: 100)
        defer { stage.close() }
        let v = scene()
        stage.window.addSubview(v)
        _ = stage.pixels()
        var drawn = false
        let p = image(v.bounds.size) { drawn = v.drawHierarchy(in: v.bounds, afterScreenUpdates: false) }
        #expect(drawn)
        #expect(p[15, 15] == BLUE)
        #expect(p[2, 2] == RED)
    }

    @Test func drawHierarchyShowsAnimationsWhereTheScreenShowsThem() {
        let clock = ManualTime(); defer { clock.end() }
        let stage = ViewsStage(width: 100, height: 100)
        defer { stage.close() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
        v.backgroundColor = .red
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        square.backgroundColor = .blue
        v.addSubview(square)
        stage.window.addSubview(v)
        clock.commit()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { square.frame.origin.x = 30 })
        clock.commit()
        clock.at(0.5)
        // Halfway along a linear move from x 0 to 30 the square is at 15…25, though its frame is already at 30.
        let p = image(v.bounds.size) { v.drawHierarchy(in: v.bounds, afterScreenUpdates: false) }
        #expect(p[12, 5] == RED)
        #expect(p[17, 5] == BLUE)
        #expect(p[23, 5] == BLUE)
        #expect(p[33, 5] == RED)
        clock.at(1.5)
    }

    @Test func snapshotViewIsTheBoundsSizeAndShowsTheView() {
        let stage = ViewsStage(width: 100, height: 100)
        defer { stage.close() }
        let v = scene()
        stage.window.addSubview(v)
        _ = stage.pixels()
        let snapshot = v.snapshotView(afterScreenUpdates: false)
        #expect(snapshot?.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(snapshot?.superview == nil)
        guard let snapshot else { return }
        // The original moves away; the snapshot stands in its place at (50, 50).
        v.removeFromSuperview()
        snapshot.frame.origin = CGPoint(x: 50, y: 50)
        stage.window.addSubview(snapshot)
        let p = stage.pixels()
        #expect(p[52, 52] == RED)
        #expect(p[65, 65] == BLUE)
        #expect(p[52 + 19, 52 + 28] == GREEN)
        #expect(p[45, 45] == [255, 255, 255, 255])   // the window's white around it
    }

    @Test func snapshotOfAnOffscreenViewAfterUpdates() {
        let v = scene()
        let snapshot = v.snapshotView(afterScreenUpdates: true)
        #expect(snapshot?.bounds.size == CGSize(width: 40, height: 40))
        let p = image(CGSize(width: 40, height: 40)) { snapshot?.layer.render(in: UIGraphicsGetCurrentContext()!) }
        #expect(p[15, 15] == BLUE)
    }

    @Test func badRectsDoNotCrash() {
        let v = scene()
        #expect(v.resizableSnapshotView(from: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10), afterScreenUpdates: true,
                                        withCapInsets: .zero) == nil)
        let huge = v.resizableSnapshotView(from: CGRect(x: 0, y: 0, width: 1e12, height: 10), afterScreenUpdates: true, withCapInsets: .zero)
        #expect(huge?.bounds.size == CGSize(width: 1e12, height: 10))
        #expect(huge?.layer.contents == nil)
        let empty = v.resizableSnapshotView(from: .zero, afterScreenUpdates: true, withCapInsets: .zero)
        #expect(empty?.bounds.size == .zero)
        let p = image(v.bounds.size) { #expect(v.drawHierarchy(in: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 5), afterScreenUpdates: true)) }
        #expect(p.inked() == 0)
    }

    @Test func resizableSnapshotCapturesTheRectAndStretchesTheMiddle() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        v.backgroundColor = .red
        let blue = UIView(frame: CGRect(x: 10, y: 10, width: 4, height: 20))
        blue.backgroundColor = .blue
        v.addSubview(blue)
        // The part x 10…30, y 10…30: a blue column 4 points wide at its left edge, red to its right.
        let snapshot = v.resizableSnapshotView(from: CGRect(x: 10, y: 10, width: 20, height: 20), afterScreenUpdates: true,
                                               withCapInsets: UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 4))
        #expect(snapshot?.frame == CGRect(x: 0, y: 0, width: 20, height: 20))
        guard let snapshot else { return }
        snapshot.frame.size.width = 60
        // The 4-point left cap keeps its size: blue 0…4, red after, up to the right edge.
        let p = image(CGSize(width: 60, height: 20)) { snapshot.layer.render(in: UIGraphicsGetCurrentContext()!) }
        #expect(p[1, 10] == BLUE)
        #expect(p[3, 10] == BLUE)
        #expect(p[6, 10] == RED)
        #expect(p[58, 10] == RED)
    }
}
