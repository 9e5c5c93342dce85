import Testing
@testable import UIKit
import TestSupport
import UIKitTestSupport

@Suite(.serialized) @MainActor struct UIProgressViewTests {
    @Test func stylesAndDefaults() {
        #expect(UIProgressView.Style.default.rawValue == 0)
        #expect(UIProgressView.Style.bar.rawValue == 1)
        let p = UIProgressView(progressViewStyle: .bar)
        #expect(p.progressViewStyle == .bar)
        #expect(p.frame.height == 4)
        #expect(p.progress == 0)
        #expect(p.progressTintColor == nil && p.trackTintColor == nil)
        #expect(p.progressImage == nil && p.trackImage == nil)
        #expect(p.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 4))
        #expect(UIProgressView(frame: .zero).progressViewStyle == .default)
    }

    @Test func progressIsClamped() {
        let p = UIProgressView(progressViewStyle: .default)
        p.progress = 0.5
        #expect(p.progress == 0.5)
        p.progress = 1.5
        #expect(p.progress == 1)
        p.setProgress(-0.2, animated: false)
        #expect(p.progress == 0)
        p.setProgress(0.75, animated: true)
        #expect(p.progress == 0.75)
    }

    @Test func fillCoversTheProgressOfTheTrack() {
        let p = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
        p.progress = 0.25
        p.layoutIfNeeded()
        #expect(p.fillView.frame == CGRect(x: 0, y: 0, width: 50, height: 4))
        #expect(p.trackView.frame == CGRect(x: 0, y: 0, width: 200, height: 4))
        #expect(p.fillView.layer.cornerRadius == 2)          // rounded bars
        p.progress = 1
        p.layoutIfNeeded()
        #expect(p.fillView.frame.width == 200)
    }

    @Test func coloursInPixels() {
        let p = UIProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 4))
        p.progressTintColor = .red
        p.trackTintColor = .blue
        p.progress = 0.5
        let px = renderAlone(p)
        #expect(near(px[20, 2], RED, 2))
        #expect(near(px[80, 2], BLUE, 2))
        #expect(px[0, 0][3] < 255)                           // the rounded end is not square
    }

    @Test func fillFollowsTheTintWithoutItsOwnColour() {
        let p = UIProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 4))
        #expect(p.fillView.backgroundColor == UIColor.systemBlue)
        p.tintColor = .green
        #expect(p.fillView.backgroundColor == UIColor.green)
        p.progressTintColor = .red
        #expect(p.fillView.backgroundColor == UIColor.red)
    }

    @Test func imagesReplaceColours() {
        let p = UIProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 4))
        p.progressImage = solidImage(.green, 4, 4)
        p.trackImage = solidImage(.blue, 4, 4)
        p.progress = 0.5
        #expect(p.fillView.image === p.progressImage)
        #expect(p.fillView.backgroundColor == nil)
        let px = renderAlone(p)
        #expect(near(px[25, 2], GREEN, 2))
        #expect(near(px[75, 2], BLUE, 2))
    }

    @Test func animatedProgressMovesOverAQuarterSecond() {
        let stage = ViewsStage(width: 120, height: 20)
        defer {
            stage.close()
            CAMediaClock.shared.useRealTime()
        }
        UIHeadless.useManualClock(startingAt: 4000)
        let p = UIProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 4))
        p.progressTintColor = .red
        p.trackTintColor = .blue
        stage.window.addSubview(p)
        UIHeadless.runLoopTurn()
        p.setProgress(1, animated: true)
        UIHeadless.runLoopTurn()
        UIHeadless.advance(by: 0.125)
        let mid = stage.pixels()
        #expect(near(mid[10, 2], RED, 2))
        #expect(near(mid[95, 2], BLUE, 2))                   // not there yet
        UIHeadless.advance(by: 0.2)
        let end = stage.pixels()
        #expect(near(end[95, 2], RED, 2))
    }
}
