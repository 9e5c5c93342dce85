import Testing
import TestSupport
import UIKitTestSupport
@testable import UIKit

/// Scroll indicators (SPEC-NEXT §2.8) and the refresh control (§2.11).
@Suite(.serialized) @MainActor struct UIScrollViewIndicatorTests {
    @Test func theVerticalIndicatorShowsWhileDraggingWithItsLengthAndPlace() {
        let (s, _) = makeScrollView()
        #expect(s.subviews.isEmpty) // made when first shown
        s.contentOffset = CGPoint(x: 0, y: 100)
        s.beginDrag()
        let bar = s.subviews.compactMap { $0 as? ScrollIndicatorView }
        #expect(bar.count == 1 && bar[0].isVertical) // content as wide as the view: no horizontal bar
        // Track 480 − 2·3 = 474; length 480/1000 · 474 = 227.52; place 100/520 · (474 − 227.52) = 47.4.
        #expect(near(bar[0].frame, CGRect(x: 320 - 3 - 3, y: 100 + 3 + 47.4, width: 3, height: 227.52), 1e-6))
        #expect(bar[0].alpha == 1)
    }

    @Test func indicatorsShrinkWhileOverscrolledAndKeepTheirInsets() {
        let (s, _) = makeScrollView()
        s.verticalScrollIndicatorInsets = UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 2)
        s.beginDrag()
        s.updateDrag(translation: CGPoint(x: 0, y: 100)) // shown −49.3458: 49.3458 past the top
        let bar = s.subviews.compactMap { $0 as? ScrollIndicatorView }[0]
        // Track 480 − 20 − 6 = 454; length 480/1000·454 = 217.92, less the overscroll → 168.574, at the top.
        #expect(close(bar.frame.height, 217.92 - 26400.0 / 535, 1e-6))
        #expect(close(bar.frame.minY, s.contentOffset.y + 10 + 3, 1e-6))
        #expect(close(bar.frame.minX, 320 - 2 - 3 - 3, 1e-9))
    }

    @Test func indicatorsFadeAfterScrollingStops() {
        let (s, _) = makeScrollView()
        let clock = ManualTime()
        defer { clock.end() }
        s.beginDrag()
        s.updateDrag(translation: CGPoint(x: 0, y: -50))
        s.endDrag(velocity: .zero)
        let bar = s.subviews.compactMap { $0 as? ScrollIndicatorView }[0]
        #expect(bar.alpha == 0) // the model is faded; the presentation fades over 0.25 s
        UIHeadless.advance(by: 0.5)
        #expect(bar.layer.presentation()?.opacity ?? 0 == 0)
    }

    @Test func flashShowsThenFadesAfterTheHold() {
        let (s, _) = makeScrollView()
        let clock = ManualTime()
        defer { clock.end() }
        s.flashScrollIndicators()
        let bar = s.subviews.compactMap { $0 as? ScrollIndicatorView }[0]
        UIHeadless.advance(by: 0.7)
        #expect(bar.alpha == 1)
        UIHeadless.advance(by: 0.1) // past 0.75 s: the fade starts
        #expect(bar.alpha == 0)
    }

    @Test func noIndicatorWhenHidden() {
        let (s, _) = makeScrollView()
        s.showsVerticalScrollIndicator = false
        s.beginDrag()
        #expect(s.subviews.isEmpty)
    }

    @Test func pullingPastTheThresholdRefreshesOnce() {
        let (s, _) = makeScrollView()
        let clock = ManualTime()
        defer { s.stopMotion(); clock.end() }
        let rc = UIRefreshControl()
        s.refreshControl = rc
        #expect(rc.superview === s && !rc.isRefreshing)
        #expect(rc.frame == CGRect(x: 0, y: -60, width: 320, height: 60))
        var fired = 0
        rc.addAction(UIAction { _ in fired += 1 }, for: .valueChanged)
        s.beginDrag()
        // Threshold 2.2 × 60 = 132. Finger 300: shown 300·480·0.55/(480 + 165) = 122.79 — not yet.
        s.updateDrag(translation: CGPoint(x: 0, y: 300))
        #expect(fired == 0)
        // Finger 400: 400·480·0.55/(480 + 220) = 150.86 ≥ 132.
        s.updateDrag(translation: CGPoint(x: 0, y: 400))
        #expect(fired == 1 && rc.isRefreshing)
        s.updateDrag(translation: CGPoint(x: 0, y: 450))
        #expect(fired == 1)
        s.endDrag(velocity: .zero)
        // While refreshing the content rests below the control: the adjusted inset grew by 60.
        #expect(s.adjustedContentInset.top == 60)
        UIHeadless.advance(by: 3)
        #expect(s.contentOffset.y == -60)
        rc.endRefreshing()
        #expect(!rc.isRefreshing && s.adjustedContentInset.top == 0)
        UIHeadless.advance(by: 1)
        #expect(s.contentOffset.y == 0)
    }

    @Test func beginRefreshingSendsNothingAndDoesNotScroll() {
        let (s, _) = makeScrollView()
        let rc = UIRefreshControl()
        s.refreshControl = rc
        var fired = 0
        rc.addAction(UIAction { _ in fired += 1 }, for: .valueChanged)
        rc.beginRefreshing()
        #expect(rc.isRefreshing && fired == 0 && s.contentOffset == .zero)
    }

    @Test func theIndicatorIsDrawnAsADarkBarAtTheRightEdge() {
        let stage = ViewsStage(width: 300, height: 300)
        defer { stage.close() }
        let (s, _) = makeScrollView(width: 300, height: 300, content: CGSize(width: 300, height: 600))
        s.backgroundColor = .white
        stage.window.addSubview(s)
        s.beginDrag()
        // Track 300 − 6 = 294, length 300/600 · 294 = 147, at the top: x 294…297, y 3…150.
        let p = stage.pixels()
        let bar = p[295, 70], beside = p[290, 70], below = p[295, 200]
        // 50 % black over white (and the light border at its rim): about half grey in the middle.
        #expect(near(Array(bar[0..<3]), [128, 128, 128], 12))
        #expect(beside[0] == 255 && below[0] == 255)
        s.endDrag(velocity: .zero)
    }
}
