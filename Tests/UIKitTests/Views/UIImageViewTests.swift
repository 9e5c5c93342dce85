import Testing
@testable import UIKit
import TestSupport
import UIKitTestSupport

@Suite(.serialized) @MainActor struct UIImageViewTests {
    @Test func intrinsicSizeIsTheImageSize() {
        let img = solidImage(.red, 10, 5, scale: 2)        // 20 × 10 pixels at 2x: 10 × 5 points
        let v = UIImageView(image: img)
        #expect(v.frame == CGRect(x: 0, y: 0, width: 10, height: 5))
        #expect(v.intrinsicContentSize == CGSize(width: 10, height: 5))
        #expect(v.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 10, height: 5))
        #expect(v.layer.contentsScale == 2)
        v.image = nil
        #expect(v.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(v.layer.contents == nil)
        let empty = UIImageView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        #expect(empty.image == nil && !empty.isUserInteractionEnabled && !empty.isAnimating)
        #expect(empty.contentMode == .scaleToFill)
    }

    @Test func imageIsTheLayersContentsNotADrawing() {
        let v = UIImageView(image: solidImage(.red, 4, 4))
        #expect(v.layer.contents != nil)
        #expect(v.layer.contents is CGImage)
        #expect(UIView.drawsContent(UIImageView.self) == false)
    }

    @Test func allThirteenContentModesMapToGravities() {
        let expected: [(UIView.ContentMode, CALayerContentsGravity)] = [
            (.scaleToFill, .resize), (.scaleAspectFit, .resizeAspect), (.scaleAspectFill, .resizeAspectFill),
            (.redraw, .resize), (.center, .center), (.top, .top), (.bottom, .bottom), (.left, .left), (.right, .right),
            (.topLeft, .topLeft), (.topRight, .topRight), (.bottomLeft, .bottomLeft), (.bottomRight, .bottomRight),
        ]
        let v = UIImageView(image: solidImage(.red, 4, 4))
        for (mode, gravity) in expected {
            v.contentMode = mode
            #expect(v.layer.contentsGravity == gravity, "\(mode)")
        }
        #expect(expected.count == 13)
    }

    /// A 10 × 10 red image in a 40 × 40 view: where the red lands for each fixed-size mode.
    @Test func fixedSizeModesPlaceTheImage() {
        let v = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        v.image = solidImage(.red, 10, 10)
        let cases: [(UIView.ContentMode, inside: (Int, Int), outside: (Int, Int))] = [
            (.center, (20, 20), (5, 5)), (.topLeft, (2, 2), (20, 20)), (.topRight, (37, 2), (2, 2)),
            (.bottomLeft, (2, 37), (37, 37)), (.bottomRight, (37, 37), (2, 2)), (.top, (20, 2), (20, 37)),
            (.bottom, (20, 37), (20, 2)), (.left, (2, 20), (37, 20)), (.right, (37, 20), (2, 20)),
        ]
        for (mode, inside, outside) in cases {
            v.contentMode = mode
            let p = renderAlone(v)
            #expect(near(p[inside.0, inside.1], RED, 2), "\(mode) inside")
            #expect(p[outside.0, outside.1][3] == 0, "\(mode) outside")
        }
    }

    /// A 20 × 10 image in a 40 × 40 view under the scaling modes.
    @Test func scalingModesStretchOrFit() {
        let v = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        v.image = solidImage(.blue, 20, 10)
        v.contentMode = .scaleToFill
        var p = renderAlone(v)
        #expect(near(p[1, 1], BLUE, 2) && near(p[38, 38], BLUE, 2))
        v.contentMode = .scaleAspectFit      // 40 × 20, centred: rows 10..<30
        p = renderAlone(v)
        #expect(near(p[20, 20], BLUE, 2) && near(p[1, 11], BLUE, 2))
        #expect(p[20, 5][3] == 0 && p[20, 35][3] == 0)
        v.contentMode = .scaleAspectFill     // 80 × 40: covers everything
        p = renderAlone(v)
        #expect(near(p[1, 1], BLUE, 2) && near(p[38, 38], BLUE, 2))
    }

    @Test func retinaImageShowsAtItsPointSize() {
        let v = UIImageView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        v.image = solidImage(.red, 5, 5, scale: 2)   // 10 × 10 pixels, 5 × 5 points
        v.contentMode = .topLeft
        let p = renderAlone(v)
        #expect(near(p[4, 4], RED, 2))
        #expect(p[6, 6][3] == 0)
    }

    @Test func highlightedImageSwaps() {
        let v = UIImageView(image: solidImage(.red, 8, 8), highlightedImage: solidImage(.blue, 8, 8))
        #expect(near(renderAlone(v)[4, 4], RED, 2))
        v.isHighlighted = true
        #expect(near(renderAlone(v)[4, 4], BLUE, 2))
        v.isHighlighted = false
        #expect(near(renderAlone(v)[4, 4], RED, 2))
    }

    @Test func templateImagesTakeTheTint() {
        let template = solidImage(.black, 8, 8).withRenderingMode(.alwaysTemplate)
        let v = UIImageView(image: template)
        v.tintColor = .red
        #expect(near(renderAlone(v)[4, 4], RED, 2))
        v.tintColor = .green
        #expect(near(renderAlone(v)[4, 4], GREEN, 2))
        // Inherited tint: a superview's tint reaches it.
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
        v.tintColor = nil
        parent.addSubview(v)
        parent.tintColor = .blue
        #expect(near(renderAlone(v)[4, 4], BLUE, 2))
        // Original images keep their colours.
        v.image = solidImage(.red, 8, 8)
        #expect(near(renderAlone(v)[4, 4], RED, 2))
    }

    @Test func resizableImagesUseContentsCenter() {
        let img = solidImage(.red, 10, 10).resizableImage(withCapInsets: UIEdgeInsets(top: 2, left: 3, bottom: 4, right: 1),
                                                          resizingMode: .stretch)
        let v = UIImageView(image: img)
        #expect(near(v.layer.contentsCenter, CGRect(x: 0.3, y: 0.2, width: 0.6, height: 0.4), 1e-9))
        v.image = solidImage(.red, 10, 10)
        #expect(v.layer.contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1))
    }

    @Test func animationImagesStepWithTheClock() {
        let stage = ViewsStage(width: 50, height: 50)
        defer {
            stage.close()
            CAMediaClock.shared.useRealTime()
        }
        UIHeadless.useManualClock(startingAt: 1000)
        let v = UIImageView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        stage.window.addSubview(v)
        v.animationImages = [solidImage(.red, 20, 20), solidImage(.green, 20, 20), solidImage(.blue, 20, 20)]
        #expect(v.animationDuration == 0)
        v.animationDuration = 0.3
        v.animationRepeatCount = 1
        v.startAnimating()
        #expect(v.isAnimating)
        UIHeadless.runLoopTurn()                      // commits: the animation starts now
        UIHeadless.advance(by: 0.05)
        #expect(near(stage.pixels()[10, 10], RED, 2))
        UIHeadless.advance(by: 0.1)                   // 0.15 s: the second image
        #expect(near(stage.pixels()[10, 10], GREEN, 2))
        UIHeadless.advance(by: 0.1)                   // 0.25 s: the third
        #expect(near(stage.pixels()[10, 10], BLUE, 2))
        UIHeadless.advance(by: 0.2)                   // past the end of the one repeat: back to no image
        #expect(!v.isAnimating)
        #expect(near(stage.pixels()[10, 10], [255, 255, 255, 255], 2))
    }

    @Test func defaultDurationIsAThirtiethPerImageAndStopAnimating() {
        let stage = ViewsStage(width: 50, height: 50)
        defer {
            stage.close()
            CAMediaClock.shared.useRealTime()
        }
        UIHeadless.useManualClock(startingAt: 2000)
        let v = UIImageView(image: solidImage(.red, 20, 20))
        stage.window.addSubview(v)
        v.animationImages = [solidImage(.green, 20, 20), solidImage(.blue, 20, 20)]
        v.startAnimating()
        let anim = v.layer.animation(forKey: UIImageView.animationKey)
        #expect(anim?.duration == 2.0 / 30)
        #expect(anim?.repeatCount == .infinity)
        UIHeadless.runLoopTurn()
        UIHeadless.advance(by: 1.0 / 60)
        #expect(near(stage.pixels()[10, 10], GREEN, 2))
        UIHeadless.advance(by: 1.0 / 30)              // 1.5/30 s: the second image
        #expect(near(stage.pixels()[10, 10], BLUE, 2))
        UIHeadless.advance(by: 1.0 / 30)              // 2.5/30 s: around again
        #expect(near(stage.pixels()[10, 10], GREEN, 2))
        v.stopAnimating()
        #expect(!v.isAnimating)
        #expect(near(stage.pixels()[10, 10], RED, 2))
    }
}
