import Foundation
import Testing
import UIKitTestSupport
@testable import UIKit

/// A data source over a fixed list of pages, logging what it is asked, with an optional page count.
@MainActor
final class PageList: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pages: [UIViewController]
    let log: CallLog
    var count = 0
    var index = 0

    init(_ pages: [UIViewController], log: CallLog) {
        self.pages = pages
        self.log = log
    }

    private func name(_ vc: UIViewController?) -> String { vc?.title ?? "nil" }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        let i = pages.firstIndex { $0 === viewController }!
        let page = i > 0 ? pages[i - 1] : nil
        log.add("before(\(name(viewController)))=\(name(page))")
        return page
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        let i = pages.firstIndex { $0 === viewController }!
        let page = i + 1 < pages.count ? pages[i + 1] : nil
        log.add("after(\(name(viewController)))=\(name(page))")
        return page
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { count }
    func presentationIndex(for pageViewController: UIPageViewController) -> Int { index }

    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
        log.add("willTransitionTo(\(pendingViewControllers.map { name($0) }.joined(separator: ",")))")
    }

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        log.add("didFinishAnimating(\(finished), \(previousViewControllers.map { name($0) }.joined(separator: ",")), \(completed))")
    }
}

/// UIPageViewController's scroll style: pages set in code, turned by drags with Apple's data source and
/// delegate calls and appearance callbacks, the page indicator, and the spacing between pages.
@Suite(.serialized) @MainActor struct UIPageViewControllerScrollTests {
    @MainActor final class Fixture {
        let stage = ViewsStage(width: 300, height: 300)
        let clock = ManualTime()
        let log = CallLog()
        let pvc: UIPageViewController
        let a: NamedController, b: NamedController, c: NamedController
        let list: PageList

        init(options: [UIPageViewController.OptionsKey: Any]? = nil, count: Int = 0) {
            a = NamedController("A", log: log)
            b = NamedController("B", log: log)
            c = NamedController("C", log: log)
            list = PageList([a, b, c], log: log)
            list.count = count
            pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: options)
            pvc.dataSource = list
            pvc.delegate = list
            pvc.setViewControllers([a], direction: .forward, animated: false)
            stage.window.rootViewController = pvc
            UIHeadless.runLoopTurn()
            _ = log.take()
        }

        /// Steps the media clock frame by frame for `seconds`.
        func frames(_ seconds: Double) {
            for _ in 0..<Int(seconds * 60) { UIHeadless.advance(by: 1.0 / 60) }
        }

        /// A finger dragging along x from `x0` to `x1` at 5 pt a frame, then held still before lifting (no flick).
        func drag(from x0: CGFloat, to x1: CGFloat) {
            UIHeadless.touchDown(at: CGPoint(x: x0, y: 150), in: stage.window)
            let steps = Int(abs(x1 - x0) / 5)
            for i in 1...steps {
                UIHeadless.advance(by: 1.0 / 60)
                UIHeadless.touchMove(to: CGPoint(x: x0 + (x1 - x0) * CGFloat(i) / CGFloat(steps), y: 150))
            }
            UIHeadless.advance(by: 0.2)
            UIHeadless.touchUp()
            frames(1.5)
        }

        func close() {
            stage.close()
            clock.end()
        }
    }

    @Test func rawValuesAndOptionKeysAreApples() {
        #expect(UIPageViewController.TransitionStyle.pageCurl.rawValue == 0)
        #expect(UIPageViewController.TransitionStyle.scroll.rawValue == 1)
        #expect(UIPageViewController.NavigationOrientation.vertical.rawValue == 1)
        #expect(UIPageViewController.SpineLocation.none.rawValue == 0)
        #expect(UIPageViewController.SpineLocation.mid.rawValue == 2)
        #expect(UIPageViewController.SpineLocation.max.rawValue == 3)
        #expect(UIPageViewController.NavigationDirection.reverse.rawValue == 1)
        #expect(UIPageViewController.OptionsKey.spineLocation.rawValue == "UIPageViewControllerOptionSpineLocationKey")
        #expect(UIPageViewController.OptionsKey.interPageSpacing.rawValue == "UIPageViewControllerOptionInterPageSpacingKey")
    }

    @Test func stylesStartWithApplesSpineAndSides() {
        let scroll = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .vertical,
                                          options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
        #expect(scroll.spineLocation == .none && !scroll.isDoubleSided && scroll.navigationOrientation == .vertical)
        #expect(scroll.gestureRecognizers.isEmpty && scroll.viewControllers?.isEmpty == true)
        scroll.isDoubleSided = true // ignored by the scroll style
        #expect(!scroll.isDoubleSided)
        let curl = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        #expect(curl.spineLocation == .min && !curl.isDoubleSided && curl.gestureRecognizers.count == 2)
        let book = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                        options: [.spineLocation: NSNumber(value: 2)])
        #expect(book.spineLocation == .mid && book.isDoubleSided) // a middle spine makes the book double-sided
    }

    @Test func theFirstPageIsAChildShownFullSizeAndAppearsWithTheContainer() {
        let f = Fixture()
        defer { f.close() }
        #expect(f.pvc.viewControllers == [f.a] && f.pvc.children == [f.a])
        #expect(f.a.view.convert(f.a.view.bounds, to: f.pvc.view) == CGRect(x: 0, y: 0, width: 300, height: 300))
        #expect(f.a.appearance == 2 && f.b.parent == nil)
        let scroll = f.pvc.view.subviews.compactMap { $0 as? UIScrollView }.first
        #expect(scroll != nil && scroll?.isPagingEnabled == true)
    }

    @Test func aDragPastHalfAPageTurnsToTheNextPageWithApplesCalls() {
        let f = Fixture()
        defer { f.close() }
        f.drag(from: 250, to: 50) // 200 pt of 300: released past the middle, it settles on the next page
        #expect(f.log.take() == [
            "before(A)=nil", "after(A)=B", "B.willMove(parent)", "B.didMove(parent)", "B.viewDidLoad",
            "willTransitionTo(B)", "B.viewWillAppear(true)", "A.viewWillDisappear(true)",
            "B.viewDidAppear(true)", "A.viewDidDisappear(true)", "A.willMove(nil)", "A.didMove(nil)",
            "didFinishAnimating(true, A, true)"])
        #expect(f.pvc.viewControllers == [f.b] && f.pvc.children == [f.b])
        #expect(f.b.view.convert(f.b.view.bounds, to: f.pvc.view) == CGRect(x: 0, y: 0, width: 300, height: 300))
    }

    @Test func aShortDragSpringsBackAndTheTurnIsNotCompleted() {
        let f = Fixture()
        defer { f.close() }
        f.pvc.setViewControllers([f.b], direction: .forward, animated: false)
        _ = f.log.take()
        f.drag(from: 100, to: 160) // 60 pt towards the page before, held still: back to B
        #expect(f.log.take() == [
            "before(B)=A", "after(B)=C", "A.willMove(parent)", "A.didMove(parent)", "C.willMove(parent)",
            "C.didMove(parent)", "C.viewDidLoad", "willTransitionTo(A)", "A.viewWillAppear(true)", "B.viewWillDisappear(true)",
            "A.viewWillDisappear(true)", "A.viewDidDisappear(true)", "B.viewWillAppear(true)", "B.viewDidAppear(true)",
            "A.willMove(nil)", "A.didMove(nil)", "C.willMove(nil)", "C.didMove(nil)",
            "didFinishAnimating(true, B, false)"])
        #expect(f.pvc.viewControllers == [f.b] && f.b.appearance == 2)
    }

    @Test func dragsPastTheFirstPageBounceWithoutATurn() {
        let f = Fixture()
        defer { f.close() }
        f.drag(from: 50, to: 250)
        #expect(f.log.take() == ["before(A)=nil", "after(A)=B", "B.willMove(parent)", "B.didMove(parent)",
                                 "B.viewDidLoad", "B.willMove(nil)", "B.didMove(nil)"])
        #expect(f.pvc.viewControllers == [f.a])
    }

    @Test func withoutADataSourceDragsDoNothing() {
        let f = Fixture()
        defer { f.close() }
        f.pvc.dataSource = nil
        f.drag(from: 250, to: 50)
        #expect(f.log.take().isEmpty && f.pvc.viewControllers == [f.a])
    }

    @Test func anAnimatedChangeInCodeScrollsAndCallsOnlyItsCompletion() {
        let f = Fixture()
        defer { f.close() }
        var finished: [Bool] = []
        f.pvc.setViewControllers([f.c], direction: .forward, animated: true) { finished.append($0) }
        #expect(f.pvc.viewControllers == [f.c]) // Apple's viewControllers is the new page from the start
        f.frames(1)
        #expect(finished == [true])
        #expect(f.log.take() == ["A.willMove(nil)", "C.willMove(parent)", "C.didMove(parent)", "C.viewDidLoad",
                                 "C.viewWillAppear(true)", "A.viewWillDisappear(true)", "C.viewDidAppear(true)",
                                 "A.viewDidDisappear(true)", "A.didMove(nil)"])
        #expect(f.pvc.children == [f.c])
    }

    @Test func aChangeInCodeWithoutAnimationSwapsThePagesAtOnce() {
        let f = Fixture()
        defer { f.close() }
        var finished: [Bool] = []
        f.pvc.setViewControllers([f.b], direction: .reverse, animated: false) { finished.append($0) }
        #expect(finished == [true])
        #expect(f.log.take() == ["A.willMove(nil)", "B.willMove(parent)", "B.didMove(parent)", "B.viewDidLoad",
                                 "B.viewWillAppear(false)", "A.viewWillDisappear(false)", "A.didMove(nil)",
                                 "B.viewDidAppear(false)", "A.viewDidDisappear(false)"])
    }

    @Test func thePageIndicatorShowsTheDataSourcesCountBelowThePagesAndFollowsTurns() {
        let f = Fixture(count: 3)
        defer { f.close() }
        f.pvc.setViewControllers([f.a], direction: .forward, animated: false) // asks the count and index again
        UIHeadless.runLoopTurn()
        let pc = f.pvc.view.subviews.compactMap { $0 as? UIPageControl }.first!
        #expect(!pc.isHidden && pc.numberOfPages == 3 && pc.currentPage == 0)
        #expect(pc.frame.maxY == 300 && pc.frame.width == 300)
        #expect(f.a.view.convert(f.a.view.bounds, to: f.pvc.view) == CGRect(x: 0, y: 0, width: 300, height: 300 - pc.frame.height))
        f.drag(from: 250, to: 50)
        #expect(pc.currentPage == 1 && f.pvc.viewControllers == [f.b])
    }

    @Test func pagesAreSeparatedByTheSpacingRoundedToAnEvenNumberOfPoints() {
        let f = Fixture(options: [.interPageSpacing: 9]) // 9 → 2 × ⌈4.5⌉ = 10
        defer { f.close() }
        #expect(f.pvc.pageSpacing == 10)
        let scroll = f.a.view.superview as! UIScrollView
        #expect(scroll.frame == CGRect(x: -5, y: 0, width: 310, height: 300))
        #expect(f.a.view.frame == CGRect(x: 315, y: 0, width: 300, height: 300)) // the middle of three 310-pt slots
    }

    @Test func anAppSettingTheScrollViewsDelegateStillTurnsPages() {
        let f = Fixture()
        defer { f.close() }
        let spy = ScrollLog()
        let scroll = f.pvc.view.subviews.compactMap { $0 as? UIScrollView }.first!
        scroll.delegate = spy // a common iOS idiom to follow the paging
        f.drag(from: 250, to: 50)
        #expect(f.pvc.viewControllers == [f.b] && spy.entries.contains("willBeginDragging"))
    }
}

/// Page curl: one page or two about the spine, turned in code, by taps near the edges and by pans.
@Suite(.serialized) @MainActor struct UIPageViewControllerCurlTests {
    @MainActor final class Fixture {
        let stage = ViewsStage(width: 300, height: 300)
        let clock = ManualTime()
        let log = CallLog()
        let pvc: UIPageViewController
        let pages: [NamedController]
        let list: PageList

        init(spine: UIPageViewController.SpineLocation = .min) {
            let log = self.log
            pages = ["A", "B", "C", "D"].map { NamedController($0, log: log) }
            list = PageList(pages, log: log)
            pvc = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                       options: [.spineLocation: spine.rawValue])
            pvc.dataSource = list
            pvc.delegate = list
            pvc.setViewControllers(spine == .mid ? [pages[0], pages[1]] : [pages[0]], direction: .forward, animated: false)
            stage.window.rootViewController = pvc
            UIHeadless.runLoopTurn()
            _ = log.take()
        }

        func frames(_ seconds: Double) {
            for _ in 0..<Int(seconds * 60) { UIHeadless.advance(by: 1.0 / 60) }
        }

        func close() {
            stage.close()
            clock.end()
        }
    }

    @Test func aMiddleSpineShowsTwoPagesSideBySide() {
        let f = Fixture(spine: .mid)
        defer { f.close() }
        #expect(f.pvc.viewControllers == [f.pages[0], f.pages[1]])
        #expect(f.pages[0].view.frame == CGRect(x: 0, y: 0, width: 150, height: 300))
        #expect(f.pages[1].view.frame == CGRect(x: 150, y: 0, width: 150, height: 300))
    }

    @Test func aTapNearTheTrailingEdgeTurnsForwardAndTellsTheDelegate() {
        let f = Fixture()
        defer { f.close() }
        UIHeadless.tap(at: CGPoint(x: 150, y: 150), in: f.stage.window) // the middle turns nothing
        f.frames(0.5)
        #expect(f.pvc.viewControllers == [f.pages[0]])
        _ = f.log.take()
        UIHeadless.tap(at: CGPoint(x: 290, y: 150), in: f.stage.window) // within 80 pt of the right edge
        f.frames(0.6)
        #expect(f.pvc.viewControllers == [f.pages[1]])
        let log = f.log.take()
        #expect(log.first == "after(A)=B")
        #expect(log.contains("willTransitionTo(B)") && log.last == "didFinishAnimating(true, A, true)")
        #expect(f.pages[1].view.frame == CGRect(x: 0, y: 0, width: 300, height: 300) && f.pages[1].view.transform == .identity)
        #expect(f.pages[0].parent == nil && f.pages[0].appearance == 0)
    }

    @Test func aTapNearTheLeadingEdgeOfTheFirstPageTurnsNothing() {
        let f = Fixture()
        defer { f.close() }
        UIHeadless.tap(at: CGPoint(x: 10, y: 150), in: f.stage.window)
        f.frames(0.6)
        #expect(f.pvc.viewControllers == [f.pages[0]] && !f.log.take().contains { $0.hasPrefix("willTransitionTo") })
    }

    @Test func aPanReleasedLeftOfTheMiddleTurnsAndOneReleasedRightOfItIsTakenBack() {
        let f = Fixture()
        defer { f.close() }
        func pan(to x: CGFloat) {
            UIHeadless.touchDown(at: CGPoint(x: 280, y: 150), in: f.stage.window)
            for i in 1...20 {
                UIHeadless.advance(by: 1.0 / 60)
                UIHeadless.touchMove(to: CGPoint(x: 280 + (x - 280) * CGFloat(i) / 20, y: 150))
            }
            UIHeadless.advance(by: 0.2) // held still: no flick
            UIHeadless.touchUp()
            f.frames(0.6)
        }
        pan(to: 200)
        #expect(f.pvc.viewControllers == [f.pages[0]])
        #expect(f.log.take().last == "didFinishAnimating(true, A, false)")
        pan(to: 60)
        #expect(f.pvc.viewControllers == [f.pages[1]])
        #expect(f.log.take().last == "didFinishAnimating(true, A, true)")
    }

    @Test func anAnimatedTurnInCodeFoldsThePageAwayAndCallsItsCompletion() {
        let f = Fixture()
        defer { f.close() }
        var finished: [Bool] = []
        f.pvc.setViewControllers([f.pages[2]], direction: .forward, animated: true) { finished.append($0) }
        f.frames(0.2) // half way: the old page is folded half towards the spine at the left edge
        let t = f.pages[0].view.layer.presentation()?.affineTransform() ?? .identity
        #expect(t.a > 0.05 && t.a < 0.95)
        f.frames(0.4)
        #expect(finished == [true] && f.pvc.viewControllers == [f.pages[2]])
        #expect(!f.log.take().contains { $0.hasPrefix("willTransitionTo") || $0.hasPrefix("didFinish") })
    }
}

/// Apple raises on these; here they trap with Apple's message.
@Suite struct UIPageViewControllerMisuseTests {
    @Test func theScrollStyleMessageIsApples() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
                pvc.setViewControllers([UIViewController(), UIViewController()], direction: .forward, animated: false)
            }
        }
        let text = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(text.contains("The number of view controllers provided (2) doesn't match the number required (1) for the requested transition"))
    }

    @Test func aMiddleSpineNeedsTwoPages() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let pvc = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                               options: [.spineLocation: 2])
                pvc.setViewControllers([UIViewController()], direction: .forward, animated: false)
            }
        }
        let text = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(text.contains("The number of provided view controllers (1) doesn't match the number required (2) for the requested spine location (UIPageViewControllerSpineLocationMid)"))
    }

    @Test func aMiddleSpineMustStayDoubleSided() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let pvc = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                               options: [.spineLocation: 2])
                pvc.isDoubleSided = false
            }
        }
        let text = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(text.contains("If 'UIPageViewControllerSpineLocationMid' is specified, 'doubleSided' must be 'YES'."))
    }
}
