import Testing
import UIKit
import TestSupport
import UIKitTestSupport

/// Counts draw(_:) and layoutSubviews calls; fills its bounds (or only the dirty rect) with `fill`.
@MainActor
final class CountingView: UIView {
    var draws = 0
    var layouts = 0
    var drawnRects: [CGRect] = []
    var contextCTM: CGAffineTransform?
    var fill: UIColor = .red
    override func draw(_ rect: CGRect) {
        draws += 1
        drawnRects.append(rect)
        contextCTM = UIGraphicsGetCurrentContext()?.ctm
        fill.setFill()
        UIRectFill(rect)
    }
    override func layoutSubviews() {
        layouts += 1
        super.layoutSubviews()
    }
}

@Suite @MainActor struct UIViewDrawingCycleTests {
    @Test func layerIsTheViewsAndItsDelegate() {
        let v = UIView()
        #expect(v.layer.delegate === v)
        #expect(type(of: v.layer) == CALayer.self)
    }

    @Test func aLayerThatOutlivesItsViewHasNoDelegate() {
        var v: UIView? = UIView()
        let layer = v!.layer
        weak let gone = v
        v = nil
        #expect(gone == nil)
        #expect(layer.delegate == nil)
        layer.bounds = CGRect(x: 0, y: 0, width: 5, height: 5) // asks no delegate for an action
        layer.layoutIfNeeded()
    }

    @Test func layerClassChoosesTheLayer() {
        final class ShapeView: UIView {
            override class var layerClass: AnyClass { CAShapeLayer.self }
        }
        #expect(ShapeView().layer is CAShapeLayer)
    }

    @Test func propertiesForwardToTheLayer() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.alpha = 0.5
        #expect(v.layer.opacity == 0.5)
        v.isHidden = true
        #expect(v.layer.isHidden)
        v.clipsToBounds = true
        #expect(v.layer.masksToBounds)
        v.backgroundColor = .red
        #expect(v.layer.backgroundColor == UIColor.red.cgColor)
        v.backgroundColor = nil
        #expect(v.layer.backgroundColor == nil)
        #expect(v.isOpaque) // UIView's default
    }

    @Test(arguments: [
        (UIView.ContentMode.scaleToFill, CALayerContentsGravity.resize),
        (.scaleAspectFit, .resizeAspect), (.scaleAspectFill, .resizeAspectFill), (.redraw, .resize),
        (.center, .center), (.top, .top), (.bottom, .bottom), (.left, .left), (.right, .right),
        (.topLeft, .topLeft), (.topRight, .topRight), (.bottomLeft, .bottomLeft), (.bottomRight, .bottomRight),
    ])
    func contentModeMapsToGravity(mode: UIView.ContentMode, gravity: CALayerContentsGravity) {
        let v = UIView()
        v.contentMode = mode
        #expect(v.layer.contentsGravity == gravity)
    }

    @Test func redrawContentModeSetsNeedsDisplayOnBoundsChange() {
        let v = UIView()
        #expect(!v.layer.needsDisplayOnBoundsChange)
        v.contentMode = .redraw
        #expect(v.layer.needsDisplayOnBoundsChange)
        v.contentMode = .center
        #expect(!v.layer.needsDisplayOnBoundsChange)
    }

    @Test func contentModeRawValues() {
        #expect(UIView.ContentMode.scaleToFill.rawValue == 0 && UIView.ContentMode.redraw.rawValue == 3)
        #expect(UIView.ContentMode.center.rawValue == 4 && UIView.ContentMode.bottomRight.rawValue == 12)
    }

    @Test func contentStretchBecomesContentsCenter() {
        let v = UIView()
        v.contentStretch = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
        #expect(v.layer.contentsCenter == CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5))
    }

    @Test func drawHappensOnceAtTheEndOfTheTurn() {
        let v = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIHeadless.runLoopTurn()
        #expect(v.draws == 1) // a drawing view draws when it first appears
        v.setNeedsDisplay()
        v.setNeedsDisplay()
        #expect(v.draws == 1) // nothing happens immediately
        UIHeadless.runLoopTurn()
        #expect(v.draws == 2)
        UIHeadless.runLoopTurn()
        #expect(v.draws == 2)
    }

    @Test func drawContextIsYDownAndScaled() {
        let v = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
        v.contentScaleFactor = 2
        UIHeadless.runLoopTurn()
        let ctm = v.contextCTM!
        #expect(ctm.a == 2 && ctm.d == -2 && ctm.ty == 40)
        #expect(v.drawnRects.last == CGRect(x: 0, y: 0, width: 10, height: 20))
    }

    @Test func partialInvalidationDrawsOnlyTheRect() {
        let v = CountingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        UIHeadless.runLoopTurn()
        v.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
        UIHeadless.runLoopTurn()
        #expect(v.drawnRects.last == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func clearsContextBeforeDrawingIsTrueByDefault() {
        #expect(UIView().clearsContextBeforeDrawing)
        #expect(CountingView().clearsContextBeforeDrawing)
    }

    @Test(arguments: [true, false])
    func clearsContextBeforeDrawingDecidesWhetherOldPixelsStayUnderTheNewDrawing(clears: Bool) {
        /// Paints one colour over one rectangle, whatever rectangle it is asked to draw.
        final class Painter: UIView {
            var color: UIColor = .red
            var area: CGRect = .zero
            override func draw(_ rect: CGRect) {
                color.setFill()
                UIRectFill(area)
            }
        }
        let v = Painter(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        v.isOpaque = false
        v.clearsContextBeforeDrawing = clears
        v.area = v.bounds
        var px = renderAlone(v)
        #expect(near(px[7, 7], RED) && near(px[15, 15], RED))
        // Redraw the top-left 10 × 10; the view paints only its top-left 5 × 5 this time.
        v.color = .green
        v.area = CGRect(x: 0, y: 0, width: 5, height: 5)
        v.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
        px = renderAlone(v)
        #expect(near(px[2, 2], GREEN))  // drawn again
        #expect(near(px[15, 15], RED))  // outside the redrawn rect: kept either way
        // Inside the redrawn rect but not painted: cleared to transparent black, or the old red kept.
        #expect(near(px[7, 7], clears ? CLEAR : RED))
    }

    @Test func movingFadingAndTransformingNeverRedraw() {
        let v = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIHeadless.runLoopTurn()
        v.center = CGPoint(x: 50, y: 50)
        v.alpha = 0.3
        v.transform = CGAffineTransform(rotationAngle: 0.5)
        v.isHidden = true
        v.isHidden = false
        UIHeadless.runLoopTurn()
        #expect(v.draws == 1)
    }

    @Test func resizingRedrawsOnlyWithRedrawContentMode() {
        let v = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIHeadless.runLoopTurn()
        v.frame.size = CGSize(width: 20, height: 20)
        UIHeadless.runLoopTurn()
        #expect(v.draws == 1)
        v.contentMode = .redraw
        v.frame.size = CGSize(width: 30, height: 30)
        UIHeadless.runLoopTurn()
        #expect(v.draws == 2)
    }

    @Test func viewsThatDoNotDrawHaveNoBackingStore() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.setNeedsDisplay()
        UIHeadless.runLoopTurn()
        #expect(v.layer.contents == nil)
        let d = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIHeadless.runLoopTurn()
        #expect(d.layer.contents != nil)
    }

    @Test func layoutHappensOnceAtTheEndOfTheTurn() {
        let v = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIHeadless.runLoopTurn()
        let before = v.layouts
        v.setNeedsLayout()
        v.setNeedsLayout()
        #expect(v.layouts == before)
        UIHeadless.runLoopTurn()
        #expect(v.layouts == before + 1)
    }

    @Test func layoutIfNeededLaysOutNow() {
        let v = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIHeadless.runLoopTurn()
        let before = v.layouts
        v.setNeedsLayout()
        v.layoutIfNeeded()
        #expect(v.layouts == before + 1)
        v.layoutIfNeeded()
        #expect(v.layouts == before + 1)
    }

    @Test func sizeChangeAsksForLayoutButMoveDoesNot() {
        let v = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIHeadless.runLoopTurn()
        let before = v.layouts
        v.center = CGPoint(x: 30, y: 30)
        UIHeadless.runLoopTurn()
        #expect(v.layouts == before)
        v.bounds.size = CGSize(width: 20, height: 10)
        UIHeadless.runLoopTurn()
        #expect(v.layouts == before + 1)
    }

    @Test func layoutRunsTopDown() {
        final class Logged: UIView {
            var onLayout: (() -> Void)?
            override func layoutSubviews() { onLayout?() }
        }
        var order: [String] = []
        let parent = Logged(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let child = Logged(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        parent.addSubview(child)
        parent.onLayout = { order.append("parent") }
        child.onLayout = { order.append("child") }
        child.setNeedsLayout()
        parent.setNeedsLayout()
        parent.layoutIfNeeded()
        #expect(order == ["parent", "child"])
    }

    @Test func sizeToFitUsesSizeThatFits() {
        final class Fixed: UIView {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 33, height: 11) }
        }
        let v = Fixed(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        v.sizeToFit()
        #expect(v.bounds.size == CGSize(width: 33, height: 11))
        #expect(UIView().sizeThatFits(CGSize(width: 5, height: 5)) == .zero)
    }

    @Test func sizeToFitKeepsTheFrameOrigin() {
        final class Fixed: UIView {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 33, height: 11) }
        }
        let v = Fixed(frame: CGRect(x: 10, y: 20, width: 1, height: 1))
        v.sizeToFit()
        #expect(v.frame == CGRect(x: 10, y: 20, width: 33, height: 11)) // the frame grows right and down
        #expect(v.center == CGPoint(x: 26.5, y: 25.5))
    }

    @Test func intrinsicContentSizeDefaultsToNoMetric() {
        #expect(UIView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(UIView.noIntrinsicMetric == -1)
    }

    @Test func tintIsInheritedAndChangesAreAnnounced() {
        final class TintView: UIView {
            var changes = 0
            override func tintColorDidChange() { changes += 1 }
        }
        let parent = UIView(), child = TintView()
        parent.addSubview(child)
        #expect(child.tintColor == UIColor.systemBlue)
        let before = child.changes
        parent.tintColor = .red
        #expect(child.tintColor == .red)
        #expect(child.changes == before + 1)
        child.tintColor = .green
        parent.tintColor = .blue
        #expect(child.tintColor == .green)
        #expect(child.tintAdjustmentMode == .normal)
        parent.tintAdjustmentMode = .dimmed
        #expect(child.tintAdjustmentMode == .dimmed)
    }
}
