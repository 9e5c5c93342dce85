import Testing
import UIKit
import TestSupport

@Suite @MainActor struct UIViewGeometryTests {
    @Test func initWithFrameSetsBoundsAndCenter() {
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(v.center == CGPoint(x: 60, y: 45))
        #expect(v.layer.position == v.center)
    }

    @Test func settingCenterMovesTheFrame() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        v.center = CGPoint(x: 100, y: 100)
        #expect(v.frame == CGRect(x: 80, y: 90, width: 40, height: 20))
    }

    @Test func settingBoundsSizeKeepsTheCenter() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        v.bounds = CGRect(x: 0, y: 0, width: 60, height: 40)
        #expect(v.center == CGPoint(x: 20, y: 10))
        #expect(v.frame == CGRect(x: -10, y: -10, width: 60, height: 40))
    }

    @Test func settingFrameSetsCenterAndBoundsSize() {
        let v = UIView()
        v.frame = CGRect(x: 5, y: 5, width: 10, height: 30)
        #expect(v.center == CGPoint(x: 10, y: 20))
        #expect(v.bounds.size == CGSize(width: 10, height: 30))
    }

    @Test func boundsOriginShiftsContentNotFrame() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        parent.addSubview(child)
        parent.bounds.origin = CGPoint(x: 0, y: 50) // scrolled down by 50
        #expect(parent.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(child.convert(CGPoint.zero, to: parent) == CGPoint(x: 10, y: 10))
        let grand = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        grand.addSubview(parent)
        #expect(child.convert(CGPoint.zero, to: grand) == CGPoint(x: 10, y: -40))
    }

    @Test func scaleTransformScalesFrameAboutTheCenter() {
        let v = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        v.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(v.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(v.center == CGPoint(x: 20, y: 20))
    }

    @Test func rotatedFrameIsTheBoundingBox() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        v.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(near(v.frame, CGRect(x: 10, y: -10, width: 20, height: 40), 1e-9))
    }

    @Test func convertBetweenSiblingsAndThroughTransforms() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let b = UIView(frame: CGRect(x: 100, y: 20, width: 50, height: 50))
        root.addSubview(a); root.addSubview(b)
        #expect(a.convert(CGPoint(x: 5, y: 5), to: b) == CGPoint(x: -85, y: -5))
        #expect(b.convert(CGPoint(x: 0, y: 0), from: a) == CGPoint(x: -90, y: -10))
        #expect(a.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: root) == CGRect(x: 10, y: 10, width: 10, height: 10))
        b.transform = CGAffineTransform(scaleX: 2, y: 2) // about b's centre (125, 45)
        // b's bounds point (0,0) is 25 left and 25 up of its centre → scaled ×2 → (75, −5) in root.
        #expect(near(b.convert(CGPoint.zero, to: root), CGPoint(x: 75, y: -5), 1e-9))
        #expect(near(root.convert(CGPoint(x: 75, y: -5), to: b), .zero, 1e-9))
    }

    @Test func convertWithNilUsesTheWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let v = UIView(frame: CGRect(x: 30, y: 40, width: 10, height: 10))
        window.addSubview(v)
        #expect(v.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 31, y: 42))
        #expect(v.convert(CGPoint(x: 31, y: 42), from: nil) == CGPoint(x: 1, y: 2))
    }

    @Test func convertRectBetweenRotatedSiblingsTakesTheBoundingBoxAtEachStep() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))     // centre (10, 10)
        let b = UIView(frame: CGRect(x: 90, y: 90, width: 20, height: 20))   // centre (100, 100)
        root.addSubview(a); root.addSubview(b)
        a.transform = CGAffineTransform(rotationAngle: .pi / 4)
        b.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let r2 = CGFloat(2).squareRoot()
        // Up, a → root: the 20-pt square turned 45° about (10, 10) has a bounding box of side 20√2 about (10, 10).
        #expect(near(a.convert(a.bounds, to: root), CGRect(x: 10 - 10 * r2, y: 10 - 10 * r2, width: 20 * r2, height: 20 * r2), 1e-9))
        // Down, root → b: that square's centre (10, 10) is (−90, −90) from b's centre; turned −45° it is
        // (−90√2, 0), so (10 − 90√2, 10) in b's bounds; the square of side 20√2 turned 45° has a box of side 40.
        let expected = CGRect(x: 10 - 90 * r2 - 20, y: 10 - 20, width: 40, height: 40)
        #expect(near(a.convert(a.bounds, to: b), expected, 1e-9))
        #expect(near(b.convert(a.bounds, from: a), expected, 1e-9))
        // The composed map (a turn of 0°) would give the 20-pt square at (−90√2, 0): UIKit's answer is larger.
        #expect(!near(a.convert(a.bounds, to: b), CGRect(x: -90 * r2, y: 0, width: 20, height: 20), 1e-9))
        // Points are mapped exactly: a's centre is b's (10 − 90√2, 10).
        #expect(near(a.convert(CGPoint(x: 10, y: 10), to: b), CGPoint(x: 10 - 90 * r2, y: 10), 1e-9))
    }

    @Test func convertRectToAndFromTheWindowStepsThroughEachRotatedAncestor() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let container = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40)) // centre (120, 120)
        let v = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))           // centre (20, 20) = container's middle
        window.addSubview(container); container.addSubview(v)
        container.transform = CGAffineTransform(rotationAngle: .pi / 4)
        v.transform = CGAffineTransform(rotationAngle: .pi / 4)
        // v → container: side 20 turned 45° → box of side 20√2 about (20, 20);
        // container → window: side 20√2 turned 45° → box of side 40 about (120, 120).
        #expect(near(v.convert(v.bounds, to: nil), CGRect(x: 100, y: 100, width: 40, height: 40), 1e-9))
        #expect(near(v.convert(v.bounds, to: window), CGRect(x: 100, y: 100, width: 40, height: 40), 1e-9))
        #expect(near(window.convert(v.bounds, from: v), CGRect(x: 100, y: 100, width: 40, height: 40), 1e-9))
        // Back down: side 40 about (120, 120) → side 40√2 about container's (20, 20) → side 80 about v's (10, 10).
        #expect(near(v.convert(CGRect(x: 100, y: 100, width: 40, height: 40), from: nil), CGRect(x: -30, y: -30, width: 80, height: 80), 1e-9))
        #expect(near(window.convert(CGRect(x: 100, y: 100, width: 40, height: 40), to: v), CGRect(x: -30, y: -30, width: 80, height: 80), 1e-9))
    }

    @Test func convertRectAcrossWindowsGoesThroughTheScreen() {
        let w1 = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let w2 = UIWindow(frame: CGRect(x: 50, y: 60, width: 200, height: 200))
        let v1 = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        let v2 = UIView(frame: CGRect(x: 5, y: 5, width: 30, height: 30))
        w1.addSubview(v1); w2.addSubview(v2)
        w1.isHidden = false; w2.isHidden = false
        defer { w1.isHidden = true; w2.isHidden = true }
        // v1's bounds are (10, 10) on the screen, (−40, −50) in w2, (−45, −55) in v2.
        #expect(near(v1.convert(v1.bounds, to: v2), CGRect(x: -45, y: -55, width: 20, height: 20), 1e-9))
        #expect(near(v2.convert(v1.bounds, from: v1), CGRect(x: -45, y: -55, width: 20, height: 20), 1e-9))
        #expect(near(v1.convert(v1.bounds, to: w2), CGRect(x: -40, y: -50, width: 20, height: 20), 1e-9))
        #expect(v1.convert(CGPoint(x: 0, y: 0), to: v2) == CGPoint(x: -45, y: -55))
    }

    @Test func pointInsideIsBoundsContains() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(v.point(inside: CGPoint(x: 0, y: 0), with: nil))
        #expect(v.point(inside: CGPoint(x: 9.9, y: 9.9), with: nil))
        #expect(!v.point(inside: CGPoint(x: 10, y: 5), with: nil))
    }

    @Test func hitTestFindsTheDeepestFrontmostView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        let front = UIView(frame: CGRect(x: 30, y: 30, width: 60, height: 60))
        let inner = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        root.addSubview(back); root.addSubview(front); front.addSubview(inner)
        #expect(root.hitTest(CGPoint(x: 40, y: 40), with: nil) === inner) // (10,10) in front
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 95, y: 5), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 150, y: 5), with: nil) == nil)
    }

    @Test func hitTestSkipsHiddenDisabledAndTransparentViews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(frame: root.bounds)
        root.addSubview(a)
        a.isHidden = true
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === root)
        a.isHidden = false
        a.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === root)
        a.isUserInteractionEnabled = true
        a.alpha = 0.009
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === root)
        a.alpha = 0.01
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === a)
    }

    @Test func pointsOutsideASuperviewNeverReachItsSubviews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let small = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let overflowing = UIView(frame: CGRect(x: 40, y: 40, width: 100, height: 100)) // sticks out, unclipped
        root.addSubview(small); small.addSubview(overflowing)
        #expect(!small.clipsToBounds)
        #expect(root.hitTest(CGPoint(x: 45, y: 45), with: nil) === overflowing)
        #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === root)
    }

    @Test func hitTestFollowsTransforms() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let v = UIView(frame: CGRect(x: 50, y: 50, width: 20, height: 20))
        root.addSubview(v)
        v.transform = CGAffineTransform(scaleX: 3, y: 3) // centre (60, 60): now covers 30…90
        #expect(root.hitTest(CGPoint(x: 42, y: 42), with: nil) === v)
        #expect(root.hitTest(CGPoint(x: 95, y: 42), with: nil) === root)
    }
}
