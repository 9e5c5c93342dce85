import Testing
@testable import UIKit
import TestSupport
import UIKitTestSupport

@Suite(.serialized) @MainActor struct UIPageControlTests {
    @Test func defaultsAndRawValues() {
        #expect(UIPageControl.BackgroundStyle.minimal.rawValue == 2)
        #expect(UIPageControl.InteractionState.continuous.rawValue == 2)
        #expect(UIPageControl.Direction.bottomToTop.rawValue == 4)
        let p = UIPageControl()
        #expect(p.numberOfPages == 0 && p.currentPage == 0)
        #expect(!p.hidesForSinglePage && !p.defersCurrentPageDisplay)
        #expect(p.pageIndicatorTintColor == nil && p.currentPageIndicatorTintColor == nil)
        #expect(p.backgroundStyle == .automatic && p.interactionState == .none)
        #expect(p.allowsContinuousInteraction)
        #expect(p.preferredIndicatorImage == nil)
    }

    @Test func currentPageIsPinned() {
        let p = UIPageControl()
        p.currentPage = 3
        #expect(p.currentPage == 0)
        p.numberOfPages = 5
        p.currentPage = 9
        #expect(p.currentPage == 4)
        p.currentPage = -2
        #expect(p.currentPage == 0)
        p.currentPage = 4
        p.numberOfPages = 2
        #expect(p.currentPage == 1)
    }

    /// 7 pt dots 9 pt apart: n dots are 16n − 9 wide.
    @Test func sizeForPages() {
        let p = UIPageControl()
        #expect(p.size(forNumberOfPages: 5).width == 71)
        #expect(p.size(forNumberOfPages: 1).width == 7)
        #expect(p.size(forNumberOfPages: 0).width == 0)
        p.numberOfPages = 3
        #expect(p.intrinsicContentSize.width == 39)
    }

    @Test func tapsMoveOnePage() {
        let stage = ViewsStage()
        defer { stage.close() }
        let p = UIPageControl(frame: CGRect(x: 50, y: 50, width: 200, height: 26))
        p.numberOfPages = 5
        p.currentPage = 2
        stage.window.addSubview(p)
        let log = EventLog(p)
        var states: [UIPageControl.InteractionState] = []
        p.addAction(UIAction { _ in states.append(p.interactionState) }, for: .valueChanged)
        UIHeadless.tap(at: point(180, 13, in: p), in: stage.window)
        #expect(p.currentPage == 3)
        #expect(log.names == ["down", "value", "primary", "upInside"])
        #expect(states == [.discrete] && p.interactionState == .none)
        stage.forgetTaps()
        UIHeadless.tap(at: point(10, 13, in: p), in: stage.window)
        #expect(p.currentPage == 2)
        // At the last page a tap to the right does nothing.
        p.currentPage = 4
        log.names = []
        stage.forgetTaps()
        UIHeadless.tap(at: point(199, 13, in: p), in: stage.window)
        #expect(p.currentPage == 4)
        #expect(!log.names.contains("value"))
    }

    @Test func deferredDisplay() {
        let stage = ViewsStage()
        defer { stage.close() }
        let p = UIPageControl(frame: CGRect(x: 50, y: 50, width: 200, height: 26))
        p.numberOfPages = 3
        p.defersCurrentPageDisplay = true
        p.currentPageIndicatorTintColor = .red
        p.pageIndicatorTintColor = .blue
        stage.window.addSubview(p)
        UIHeadless.tap(at: point(190, 13, in: p), in: stage.window)
        #expect(p.currentPage == 1)
        // Three dots 39 pt wide in all, centred in 200 pt: their centres at 84, 100 and 116; the first still shows as current.
        var px = stage.pixels()
        #expect(near(px[50 + 84, 50 + 13], RED, 3))
        p.updateCurrentPageDisplay()
        px = stage.pixels()
        #expect(near(px[50 + 100, 50 + 13], RED, 3))
        #expect(near(px[50 + 84, 50 + 13], BLUE, 3))
    }

    @Test func hidesForSinglePageAndImages() {
        let stage = ViewsStage(width: 200, height: 60)
        defer { stage.close() }
        let p = UIPageControl(frame: CGRect(x: 0, y: 17, width: 200, height: 26))
        p.numberOfPages = 1
        p.hidesForSinglePage = true
        p.currentPageIndicatorTintColor = .red
        stage.window.addSubview(p)
        #expect(!p.isHidden)
        #expect(stage.pixels().contains(RED) == false)
        p.numberOfPages = 4
        p.pageIndicatorTintColor = .systemGray3
        p.currentPageIndicatorTintColor = .label
        p.currentPage = 1
        saveControlsPNG(stage, "pagecontrol")
        #expect(near(stage.pixels()[100 - 28 + 16 + 3, 30], [0, 0, 0, 255], 3))
        let image = solidImage(.red, 10, 10)
        p.setIndicatorImage(image, forPage: 2)
        #expect(p.indicatorImage(forPage: 2) === image && p.indicatorImage(forPage: 0) == nil)
        p.preferredIndicatorImage = image
        #expect(p.preferredIndicatorImage === image)
    }

    @Test func accessibility() {
        let p = UIPageControl()
        p.numberOfPages = 5
        p.currentPage = 1
        #expect(p.accessibilityValue == "page 2 of 5")
        #expect(p.accessibilityTraits.contains(.adjustable))
    }
}
