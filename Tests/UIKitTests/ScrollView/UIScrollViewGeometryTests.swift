import Testing
import TestSupport
@testable import UIKit

/// Content offset, size and insets (SPEC-NEXT §2.1).
@Suite(.serialized) @MainActor struct UIScrollViewGeometryTests {
    @Test func defaultsAreApples() {
        let s = UIScrollView()
        #expect(s.contentOffset == .zero && s.contentSize == .zero && s.contentInset == .zero)
        #expect(s.bounces && !s.alwaysBounceVertical && !s.alwaysBounceHorizontal)
        #expect(s.isScrollEnabled && !s.isPagingEnabled && !s.isDirectionalLockEnabled)
        #expect(s.showsVerticalScrollIndicator && s.showsHorizontalScrollIndicator && s.indicatorStyle == .default)
        #expect(s.decelerationRate == .normal && s.decelerationRate.rawValue == 0.998)
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
        #expect(s.delaysContentTouches && s.canCancelContentTouches)
        #expect(s.minimumZoomScale == 1 && s.maximumZoomScale == 1 && s.zoomScale == 1 && s.bouncesZoom)
        #expect(s.scrollsToTop && s.keyboardDismissMode == .none && s.clipsToBounds)
        #expect(s.contentInsetAdjustmentBehavior == .automatic && s.automaticallyAdjustsScrollIndicatorInsets)
        #expect(!s.isTracking && !s.isDragging && !s.isDecelerating && !s.isZooming)
    }

    @Test func rawValuesAreApples() {
        #expect(UIScrollView.ContentInsetAdjustmentBehavior.automatic.rawValue == 0)
        #expect(UIScrollView.ContentInsetAdjustmentBehavior.scrollableAxes.rawValue == 1)
        #expect(UIScrollView.ContentInsetAdjustmentBehavior.never.rawValue == 2)
        #expect(UIScrollView.ContentInsetAdjustmentBehavior.always.rawValue == 3)
        #expect(UIScrollView.IndicatorStyle.black.rawValue == 1 && UIScrollView.IndicatorStyle.white.rawValue == 2)
        #expect(UIScrollView.KeyboardDismissMode.onDrag.rawValue == 1 && UIScrollView.KeyboardDismissMode.interactive.rawValue == 2)
    }

    @Test func contentOffsetIsBoundsOriginUnclampedAndReportedAtOnce() {
        let (s, log) = makeScrollView()
        s.contentOffset = CGPoint(x: -40, y: 5000) // far outside the range: never clamped in code
        #expect(s.bounds.origin == CGPoint(x: -40, y: 5000))
        #expect(log.scrolls == 1) // synchronously, once
        s.contentOffset = CGPoint(x: -40, y: 5000)
        #expect(log.scrolls == 1) // no change, no call
        s.bounds.origin = CGPoint(x: 0, y: 10)
        #expect(s.contentOffset == CGPoint(x: 0, y: 10) && log.scrolls == 2)
        // Content size and insets never move the offset by themselves.
        s.contentSize = CGSize(width: 10, height: 10)
        s.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 0, right: 0)
        #expect(s.contentOffset == CGPoint(x: 0, y: 10) && log.scrolls == 2)
    }

    @Test func subviewsMoveWithTheOffsetButKeepTheirFrames() {
        let (s, _) = makeScrollView()
        let v = UIView(frame: CGRect(x: 0, y: 300, width: 50, height: 50))
        s.addSubview(v)
        s.contentOffset = CGPoint(x: 0, y: 200)
        #expect(v.frame.minY == 300)
        #expect(v.convert(CGPoint.zero, to: s) == CGPoint(x: 0, y: 300))
        #expect(s.convert(CGPoint(x: 0, y: 300), to: nil) == CGPoint(x: 0, y: 100)) // 300 − 200 on screen
    }

    @Test func adjustedInsetAddsTheSafeAreaTheBehaviourSelects() {
        let s = SafeAreaScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        s.testSafeArea = UIEdgeInsets(top: 44, left: 8, bottom: 34, right: 8)
        s.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
        s.contentSize = CGSize(width: 320, height: 100) // fits: no axis scrolls
        s.contentInsetAdjustmentBehavior = .always
        #expect(s.adjustedContentInset == UIEdgeInsets(top: 54, left: 8, bottom: 54, right: 8))
        s.contentInsetAdjustmentBehavior = .never
        #expect(s.adjustedContentInset == UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0))
        // scrollableAxes: 100 + 10 + 20 + 44 + 34 = 208 ≤ 480 tall, 320 + 16 > 320 wide → left and right only.
        s.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(s.adjustedContentInset == UIEdgeInsets(top: 10, left: 8, bottom: 20, right: 8))
        s.alwaysBounceVertical = true // bouncing makes the axis scrollable: top and bottom join
        #expect(s.adjustedContentInset == UIEdgeInsets(top: 54, left: 8, bottom: 54, right: 8))
        s.alwaysBounceVertical = false
        s.contentSize = CGSize(width: 300, height: 1000) // now tall, and narrow: top and bottom only
        #expect(s.adjustedContentInset == UIEdgeInsets(top: 54, left: 0, bottom: 54, right: 0))
        // The resting range: min −54; max 1000 + 54 − 480 = 574.
        #expect(s.minimumContentOffset.y == -54 && s.maximumContentOffset.y == 574)
        #expect(s.maximumContentOffset.x == 0) // 300 + 0 − 320 < 0 → min
    }

    @Test func adjustedInsetChangeCallsTheViewThenTheDelegate() {
        let s = SafeAreaScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let log = ScrollLog()
        s.delegate = log
        s.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
        #expect(log.entries == ["adjustedContentInsetDidChange", "didChangeAdjustedContentInset"])
        s.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
        #expect(log.entries.count == 2)
    }

    @Test func constraintsToTheContentGuideDefineTheContentSize() {
        let s = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        s.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: s.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: s.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: s.contentLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: s.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: s.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1500),
        ])
        s.layoutIfNeeded()
        #expect(s.contentSize == CGSize(width: 320, height: 1500))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 1500))
        // The content stays at the content's origin whatever the offset.
        s.contentOffset = CGPoint(x: 0, y: 300)
        s.layoutIfNeeded()
        #expect(content.frame.minY == 0)
    }

    @Test func aViewPinnedToTheFrameGuideStaysPutWhileScrolling() {
        let s = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        s.contentSize = CGSize(width: 320, height: 2000)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        s.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: s.frameLayoutGuide.topAnchor, constant: 10),
            badge.trailingAnchor.constraint(equalTo: s.frameLayoutGuide.trailingAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        s.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 270, y: 10, width: 40, height: 20))
        s.contentOffset = CGPoint(x: 0, y: 200)
        s.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 270, y: 210, width: 40, height: 20)) // 10 below the visible top
        #expect(s.contentSize == CGSize(width: 320, height: 2000)) // the frame guide does not touch the content size
    }
}
