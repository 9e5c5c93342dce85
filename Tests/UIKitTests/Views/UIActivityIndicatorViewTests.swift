import Testing
@testable import UIKit
import TestSupport
import UIKitTestSupport

@Suite(.serialized) @MainActor struct UIActivityIndicatorViewTests {
    @Test func stylesAndSizes() {
        let raw: [(UIActivityIndicatorView.Style, Int)] = [(.medium, 100), (.large, 101), (.whiteLarge, 0), (.white, 1), (.gray, 2)]
        for (s, r) in raw { #expect(s.rawValue == r) }
        let sizes: [(UIActivityIndicatorView.Style, CGFloat)] = [(.medium, 20), (.large, 37), (.white, 20), (.gray, 20), (.whiteLarge, 37)]
        for (s, side) in sizes {
            let v = UIActivityIndicatorView(style: s)
            #expect(v.intrinsicContentSize == CGSize(width: side, height: side))
            #expect(v.frame.size == CGSize(width: side, height: side))
            #expect(v.style == s)
        }
        let plain = UIActivityIndicatorView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(plain.style == .medium)
        plain.sizeToFit()
        #expect(plain.bounds.size == CGSize(width: 20, height: 20))
        plain.style = .large
        #expect(plain.intrinsicContentSize == CGSize(width: 37, height: 37))
    }

    @Test func animatingAndHidesWhenStopped() {
        let v = UIActivityIndicatorView(style: .medium)
        #expect(v.hidesWhenStopped)
        #expect(!v.isAnimating)
        #expect(v.isHidden)                       // stopped and hidesWhenStopped
        v.startAnimating()
        #expect(v.isAnimating && !v.isHidden)
        v.stopAnimating()
        #expect(!v.isAnimating && v.isHidden)
        v.hidesWhenStopped = false
        #expect(!v.isHidden)
        v.startAnimating()
        v.stopAnimating()
        #expect(!v.isHidden)
    }

    @Test func colourDefaultsPerStyle() {
        #expect(UIActivityIndicatorView(style: .white).color == UIColor.white)
        #expect(UIActivityIndicatorView(style: .whiteLarge).color == UIColor.white)
        #expect(UIActivityIndicatorView(style: .gray).color == UIColor.gray)
        let v = UIActivityIndicatorView(style: .large)
        v.color = .red
        #expect(v.color == UIColor.red)
        #expect(v.spoke.backgroundColor == UIColor.red.cgColor)
        v.color = nil
        #expect(v.color == UIColor.gray)
    }

    @Test func eightSpokesWithFadingCopies() {
        let v = UIActivityIndicatorView(style: .large)
        #expect(v.replicator.instanceCount == 8)
        #expect(v.replicator.instanceAlphaOffset < 0)
        v.layoutIfNeeded()
        #expect(v.replicator.bounds.size == CGSize(width: 37, height: 37))
    }

    /// The wheel turns one spoke (1/8 turn) per eighth of a second and is back after a second.
    @Test func spinsWithTheMediaClock() {
        let stage = ViewsStage(width: 40, height: 40)
        defer {
            stage.close()
            CAMediaClock.shared.useRealTime()
        }
        UIHeadless.useManualClock(startingAt: 3000)
        let v = UIActivityIndicatorView(style: .large)
        v.color = .black
        v.frame = CGRect(x: 0, y: 0, width: 37, height: 37)
        stage.window.addSubview(v)
        v.startAnimating()
        UIHeadless.runLoopTurn()
        UIHeadless.advance(by: 0.01)
        let a = stage.pixels()
        // Spokes are drawn: dark pixels near the top middle (the leading spoke), light in the centre.
        #expect(a[18, 4][0] < 128)
        #expect(a[18, 18][0] > 200)
        UIHeadless.advance(by: 0.125)
        let b = stage.pixels()
        UIHeadless.advance(by: 0.875)
        let c = stage.pixels()
        var differ = 0, same = true
        for y in 0..<37 { for x in 0..<37 {
            if !near(a[x, y], b[x, y], 4) { differ += 1 }
            if !near(a[x, y], c[x, y], 4) { same = false }
        } }
        #expect(differ > 0)
        #expect(same)
        v.stopAnimating()
    }
}
