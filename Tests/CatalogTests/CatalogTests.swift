import Foundation
import Testing
import UIKit
@testable import CatalogScreens
import TestSupport
import UIKitTestSupport
import UIKitSnapshotTesting

/// The Catalog, driven headless the way `make demo` drives it (CatalogTour): every page renders like its
/// committed reference, and the buttons and touches the pages are about do what they say.
///
/// Reference images: Tests/CatalogTests/__Snapshots__/CatalogTests/pageMatchesItsReference.NN-page.png, compared
/// through UIKitSnapshotTesting as an iOS app's snapshot tests are. A missing reference is recorded (and the
/// test fails once, as the library does); re-record every page with CATALOG_RECORD_REFERENCES=1 (or the library's
/// SNAPSHOT_TESTING_RECORD=all) and look at the images before committing.
/// Tolerance: a page matches when at least 99.5 % of its pixels are within a CIE ΔE94 of 2 (a just noticeable
/// difference, perceptualPrecision 0.98) of the reference, and the sizes are equal.
@Suite(.serialized) @MainActor
struct CatalogTests {
    static let precision: Float = 0.995
    static let perceptualPrecision: Float = 0.98

    let tour = CatalogTour.launch()

    // MARK: Launch

    @Test func launchingMakesAKeyWindowShowingTheCatalog() {
        defer { tour.reset() } // later tests (and suites) start from a quiet catalog
        let window = tour.window
        #expect(window.isKeyWindow)
        #expect(!window.isHidden)
        #expect(window.frame == UIScreen.main.bounds)
        #expect(window.rootViewController === tour.catalog)
        #expect(UIScreen.main.bounds.size == CatalogTour.screenSize)
        #expect(tour.pages.count == 23)
        #expect(Set(tour.pages.map(\.identifier)).count == tour.pages.count)
    }

    /// The root is a tab bar controller of two navigation controllers, each rooted in its list: the ten topics
    /// of the seed documents, then the thirteen standard views.
    @Test func theCatalogIsATabBarControllerOfTwoNavigationStacks() throws {
        defer { tour.reset() }
        let catalog = tour.catalog
        catalog.showLists()
        UIHeadless.runLoopTurn()
        let tabs = try #require(catalog.viewControllers as? [UINavigationController])
        #expect(tabs.count == 2)
        #expect(catalog.tabBar.items?.map(\.title) == ["Topics", "Standard Views"])
        #expect(tabs.map { $0.viewControllers.count } == [1, 1])
        #expect(tabs[0].topViewController === catalog.lists[0] && tabs[1].topViewController === catalog.lists[1])
        #expect(catalog.lists[0].entries.map(\.index) == Array(0..<10))
        #expect(catalog.lists[1].entries.map(\.index) == Array(10..<23))
        #expect(catalog.lists[0].tableView.numberOfRows(inSection: 0) == 10)
        #expect(catalog.lists[1].tableView.numberOfRows(inSection: 0) == 13)
        #expect(catalog.selectedIndex == 0 && catalog.currentIndex == nil && catalog.currentPageViewController == nil)
        #expect(!catalog.tabBar.isHidden, "the tab bar shows over the lists")
    }

    // MARK: Lists and pages against their references

    @Test(arguments: CatalogPage.Group.allCases)
    func listMatchesItsReference(_ group: CatalogPage.Group) throws {
        defer { tour.reset() }
        compareWithReferences([try #require(tour.visit(list: group))], suffix: "")
    }

    @Test(arguments: CatalogPage.Group.allCases)
    func listMatchesItsDarkReference(_ group: CatalogPage.Group) throws {
        tour.window.overrideUserInterfaceStyle = .dark
        defer {
            tour.window.overrideUserInterfaceStyle = .unspecified
            tour.reset()
        }
        compareWithReferences([try #require(tour.visit(list: group))], suffix: "-dark")
    }

    @Test(arguments: Array(0..<23))
    func pageMatchesItsReference(_ index: Int) throws {
        defer { tour.reset() } // later tests (and suites) start from a quiet catalog
        compareWithReferences(tour.visit(pageAt: index), suffix: "")
    }

    /// The same page in dark mode (the window's style overridden), against its `-dark` reference.
    @Test(arguments: Array(0..<23))
    func pageMatchesItsDarkReference(_ index: Int) throws {
        tour.window.overrideUserInterfaceStyle = .dark
        defer {
            tour.window.overrideUserInterfaceStyle = .unspecified
            tour.reset()
        }
        compareWithReferences(tour.visit(pageAt: index), suffix: "-dark")
    }

    /// Each snapshot against its reference, named after the calling test (the library's naming).
    private func compareWithReferences(_ snapshots: [CatalogTour.Snapshot], suffix: String, testName: String = #function) {
        let strategy = Snapshotting<UIImage, UIImage>.image(precision: Self.precision,
                                                            perceptualPrecision: Self.perceptualPrecision, scale: 1)
        let recording = ProcessInfo.processInfo.environment["CATALOG_RECORD_REFERENCES"] == "1"
        for snapshot in snapshots {
            let name = (snapshot.fileName as NSString).deletingPathExtension + suffix
            if recording {
                _ = verifySnapshot(of: UIImage(cgImage: snapshot.image), as: strategy, named: name, record: .all,
                                   testName: testName)
            } else {
                assertSnapshot(of: UIImage(cgImage: snapshot.image), as: strategy, named: name, testName: testName)
            }
        }
    }

    // MARK: Navigation

    /// The centre of `view` in its window's coordinates.
    private func centre(_ view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    /// Where the navigation bar's items are tapped: ‹ at the bar's leading edge, the page's Next › at its trailing
    /// edge ("Next ›" is some 50 pt wide at 17 pt, inside the 20 pt margin of a regular-width bar), both on the
    /// 44 pt bar's middle line.
    private let backPoint = CGPoint(x: 30, y: 22)
    private let nextPoint = CGPoint(x: CatalogTour.screenSize.width - 45, y: 22)

    /// The centre of row `row` of a tab's list, in the window.
    private func centre(ofRow row: Int, in list: CatalogListViewController) -> CGPoint {
        let rect = list.tableView.rectForRow(at: IndexPath(row: row, section: 0))
        return list.tableView.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
    }

    @Test func choosingARowPushesItsPageAndBackPopsToTheList() throws {
        defer { tour.reset() }
        let catalog = tour.catalog
        catalog.showLists()
        UIHeadless.runLoopTurn()
        let navigation = catalog.navigationControllers[0]
        UIHeadless.tap(at: centre(ofRow: 2, in: catalog.lists[0]), in: tour.window)
        UIHeadless.advance(by: 0.5)   // the push's 0.35 s slide
        #expect(catalog.currentIndex == 2)
        #expect(navigation.viewControllers.count == 2)
        #expect(catalog.currentPageViewController?.title == tour.pages[2].title)
        #expect(navigation.navigationBar.topItem?.title == "Content modes")
        #expect(navigation.navigationBar.backItem?.title == "Topics", "the back button reads the list's title")
        #expect(catalog.tabBar.isHidden, "a pushed page hides the tab bar (hidesBottomBarWhenPushed)")
        #expect(catalog.currentPageViewController?.view.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 44),
                "a page's canvas starts below the 44 pt bar")

        UIHeadless.tap(at: backPoint, in: tour.window)
        UIHeadless.advance(by: 0.5)
        #expect(catalog.currentIndex == nil)
        #expect(navigation.viewControllers == [catalog.lists[0]])
        #expect(!catalog.tabBar.isHidden, "back on the list, the tab bar shows again")
        #expect(catalog.lists[0].tableView.indexPathForSelectedRow == nil, "the chosen row is deselected on the way back")
    }

    @Test func aSwipeFromTheLeftEdgePopsThePage() {
        defer { tour.reset() }
        let catalog = tour.catalog
        catalog.show(pageAt: 11)
        UIHeadless.runLoopTurn()
        let navigation = catalog.navigationControllers[1]
        #expect(navigation.viewControllers.count == 2)
        // Past half the width: the interactive pop finishes on release.
        UIHeadless.drag(from: CGPoint(x: 4, y: 300), to: CGPoint(x: 560, y: 300), steps: 12, in: tour.window)
        UIHeadless.advance(by: 0.5)
        #expect(navigation.viewControllers == [catalog.lists[1]])
        #expect(catalog.currentIndex == nil)
    }

    @Test func nextVisitsEveryPageAcrossBothTabs() {
        defer { tour.reset() } // later tests (and suites) start from a quiet catalog
        let catalog = tour.catalog
        catalog.show(pageAt: 0)
        UIHeadless.runLoopTurn()
        var seen = [catalog.currentPageViewController?.title ?? ""]
        for expected in 1..<tour.pages.count {
            UIHeadless.tap(at: nextPoint, in: tour.window)
            UIHeadless.advance(by: 0.5)
            #expect(catalog.currentIndex == expected)
            let tab = expected < 10 ? 0 : 1
            #expect(catalog.selectedIndex == tab)
            #expect(catalog.navigationControllers[tab].viewControllers.count == 2, "a page replaces the one before it")
            seen.append(catalog.currentPageViewController?.title ?? "")
        }
        #expect(seen == tour.pages.map(\.title))
        #expect(catalog.navigationControllers[0].viewControllers == [catalog.lists[0]],
                "leaving the topics for the standard views sends the topics tab back to its list")
        #expect(catalog.nextItem?.isEnabled == false, "no page after the last")
        UIHeadless.tap(at: nextPoint, in: tour.window)
        UIHeadless.advance(by: 0.5)
        #expect(catalog.currentIndex == tour.pages.count - 1, "a disabled Next does nothing")
    }

    @Test func theTabBarSwitchesBetweenTheLists() {
        defer { tour.reset() }
        let catalog = tour.catalog
        catalog.showLists()
        UIHeadless.runLoopTurn()
        let bar = catalog.tabBar
        // In the 800 pt window's regular width the two items are centred side by side, Topics left of the bar's
        // middle and Standard Views right of it (each well over 50 pt wide).
        #expect(bar.traitCollection.horizontalSizeClass == .regular)
        UIHeadless.tap(at: bar.convert(CGPoint(x: bar.bounds.midX + 50, y: 24), to: nil), in: tour.window)
        #expect(catalog.selectedIndex == 1)
        #expect(catalog.lists[1].view.window === tour.window)
        #expect(catalog.lists[0].viewIfLoaded?.window == nil)
        UIHeadless.tap(at: bar.convert(CGPoint(x: bar.bounds.midX - 50, y: 24), to: nil), in: tour.window)
        #expect(catalog.selectedIndex == 0)
    }

    @Test func theAppearanceButtonSwitchesBetweenLightAndDark() {
        defer {
            tour.window.overrideUserInterfaceStyle = .unspecified
            tour.reset()
        }
        let catalog = tour.catalog
        catalog.showLists()
        UIHeadless.runLoopTurn()
        let item = catalog.lists[0].navigationItem.rightBarButtonItem
        #expect(catalog.traitCollection.userInterfaceStyle == .light, "headless starts light")
        #expect(item?.title == "Dark mode")
        UIHeadless.tap(at: nextPoint, in: tour.window)   // the list's trailing item
        UIHeadless.runLoopTurn()
        #expect(tour.window.overrideUserInterfaceStyle == .dark)
        #expect(catalog.lists[0].traitCollection.userInterfaceStyle == .dark)
        #expect(item?.title == "Light mode")
        #expect(catalog.lists[1].navigationItem.rightBarButtonItem?.title == "Light mode", "both lists' items follow")
        UIHeadless.tap(at: nextPoint, in: tour.window)
        UIHeadless.runLoopTurn()
        #expect(catalog.traitCollection.userInterfaceStyle == .light)
        #expect(item?.title == "Dark mode")
    }

    @Test func eachVisitShowsAFreshPageOverItsList() {
        defer { tour.reset() } // later tests (and suites) start from a quiet catalog
        let catalog = tour.catalog
        catalog.show(pageAt: 2)
        let first = catalog.currentPageViewController
        catalog.show(pageAt: 3)
        catalog.show(pageAt: 2)
        #expect(catalog.currentPageViewController !== first)
        #expect(catalog.navigationControllers[0].viewControllers.count == 2)
        #expect(catalog.currentPageViewController?.parent === catalog.navigationControllers[0])
        #expect(first?.parent == nil)
    }

    // MARK: What the pages demonstrate

    private func show<T: UIViewController>(_ type: T.Type) throws -> T {
        let index = try #require(tour.pages.firstIndex { $0.makeViewController() is T })
        tour.catalog.show(pageAt: index)
        UIHeadless.runLoopTurn()
        return try #require(tour.catalog.currentPageViewController as? T)
    }

    @Test func setNeedsDisplayTwiceDrawsOnceMore() throws {
        defer { tour.reset() } // later tests (and suites) start from a quiet catalog
        let page = try show(DrawingCyclePageViewController.self)
        let before = page.countingView.drawCount
        let redrawBefore = page.redrawView.drawCount
        #expect(before == 1, "drawn once when it first appeared")
        UIHeadless.tap(at: centre(page.setNeedsDisplayButton), in: tour.window)
        UIHeadless.runLoopTurn()
        #expect(page.countingView.drawCount == before + 1)
        #expect(page.redrawView.drawCount == redrawBefore + 1)
        // Resizing: scaleToFill reuses the snapshot; .redraw draws again.
        UIHeadless.tap(at: centre(page.resizeButton), in: tour.window)
        UIHeadless.runLoopTurn()
        #expect(page.countingView.drawCount == before + 1)
        #expect(page.redrawView.drawCount == redrawBefore + 2)
    }

    @Test func theStoryboardsPlanetRowPushesItsDetailAndBackClearsTheSelection() throws {
        defer { tour.reset() } // later tests (and suites) start from a quiet catalog
        let page = try show(InterfaceBuilderPageViewController.self)
        let navigation = try #require(page.planetsNavigation)
        let planets = try #require(navigation.topViewController as? CatalogPlanetsController)
        let saturn = try #require(planets.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(saturn.textLabel?.text == "Saturn")
        UIHeadless.tap(at: centre(saturn), in: tour.window)
        UIHeadless.advance(by: 1)
        let detail = try #require(navigation.topViewController as? CatalogPlanetDetailController)
        #expect(detail.title == "Saturn")
        #expect(detail.nameLabel?.text == "Saturn")
        #expect(navigation.navigationBar.backItem?.title == "Planets")
        navigation.popViewController(animated: true)
        UIHeadless.advance(by: 1)
        #expect(navigation.topViewController === planets)
        #expect(planets.tableView.indexPathForSelectedRow == nil, "clearsSelectionOnViewWillAppear")
    }

    @Test func tappingAViewShowsItsHitTestPathAndResponderChain() throws {
        defer { tour.reset() } // later tests (and suites) start from a quiet catalog
        let page = try show(InteractionPageViewController.self)
        UIHeadless.tap(at: centre(page.inner), in: tour.window)
        let chain = page.lastResponderChain
        #expect(chain.first == "“Inner” (NamedView)")
        #expect(Array(chain.prefix(3)) == ["“Inner” (NamedView)", "“Middle” (NamedView)", "“Outer” (NamedView)"])
        let tail = Array(chain.suffix(4))
        #expect(tail == ["CatalogViewController", "UIWindow", "UIApplication", "CatalogAppDelegate"])
        #expect(chain.contains("InteractionPageViewController"))
        #expect(page.chainLabel.text?.contains("1. “Inner” (NamedView)") == true)
        #expect(page.hitPathLabel.text?.hasSuffix("“Inner” (NamedView)") == true)

        // A view with user interaction off lets the touch fall through to its superview.
        UIHeadless.tap(at: centre(page.disabled), in: tour.window)
        #expect(page.lastResponderChain.first == "“Outer” (NamedView)")
    }

    @Test func textPageFormMovesOnReturnRefusesLettersInThePINAndTheSearchFilters() throws {
        let page = try show(TextPageViewController.self)
        defer {
            page.searchBar.resignFirstResponder()
            tour.reset()
        }
        UIHeadless.tap(at: centre(page.emailField), in: tour.window)
        UIHeadless.typeText("ada@example.com")
        UIHeadless.typeText("\n")
        #expect(page.emailField.text == "ada@example.com" && page.passwordField.isFirstResponder)
        UIHeadless.typeText("\n")
        #expect(page.pinField.isFirstResponder)
        UIHeadless.typeText("12a3")
        UIHeadless.typeText("4")
        #expect(page.pinField.text == "4")
        UIHeadless.typeText("x")
        #expect(page.pinField.text == "4")
        UIHeadless.tap(at: centre(page.notesView), in: tour.window)
        UIHeadless.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
        UIHeadless.commitComposition("你好")
        #expect(page.notesView.text.hasSuffix("你好") && !page.notesView.text.contains("ni"))
        UIHeadless.tap(at: centre(page.searchBar.searchTextField), in: tour.window)
        UIHeadless.typeText("Al")
        #expect(page.shownNames == ["Alan Turing", "Alonzo Church"])
        #expect(page.resultsTable.numberOfRows(inSection: 0) == 2)
    }

    @Test func dynamicTypePageFollowsTheChosenCategory() throws {
        let page = try show(DynamicTypePageViewController.self)
        defer { tour.reset() }
        #expect(page.styleLabels[0].font.pointSize == 34)
        let s = page.categoryControl
        // The XXL segment: Apple's table gives largeTitle 38 pt and body 21 pt there.
        UIHeadless.tap(at: s.convert(CGPoint(x: s.bounds.width * 5.5 / 12, y: s.bounds.midY), to: nil), in: tour.window)
        #expect(page.traitCollection.preferredContentSizeCategory == .extraExtraLarge)
        #expect(page.styleLabels[0].font.pointSize == 38)
        #expect(page.styleLabels[5].font.pointSize == 21)
        #expect(page.styleLabels[0].text == "Large Title 38 pt")
    }

    @Test func rightToLeftPageMirrorsItsSecondColumn() throws {
        let page = try show(RightToLeftPageViewController.self)
        defer { tour.reset() }
        UIHeadless.runLoopTurn()
        #expect(page.view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(page.columns[0].effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(page.columns[1].effectiveUserInterfaceLayoutDirection == .rightToLeft)
        // Both stacks hug the 12-pt leading margin of a 370-pt column: at 12 left to right, at 370 − 12 − width right to left.
        let ltr = page.stacks[0].frame, rtl = page.stacks[1].frame
        #expect(ltr.minX == 12)
        #expect(rtl.maxX == 358)
        // The first arranged view is leftmost in one and rightmost in the other.
        #expect(page.stacks[0].arrangedSubviews[0].frame.minX == 0)
        #expect(page.stacks[1].arrangedSubviews[0].frame.maxX == rtl.width)
    }

    @Test func gesturesPageTilesLightUpForTheirGestures() throws {
        defer { tour.reset() } // later tests (and suites) start from a quiet catalog
        let page = try show(GesturesPageViewController.self)
        let taps = try #require(page.tiles["Tap or double-tap"]), press = try #require(page.tiles["Long press (0.5 s)"])
        // A single tap counts only once the double tap has failed, 0.35 s after the touch-up.
        UIHeadless.tap(at: centre(taps), in: tour.window)
        #expect(taps.count == 0)
        UIHeadless.advance(by: 0.4)
        #expect(taps.count == 1 && taps.countLabel.text == "recognized 1× · single")
        // Two quick taps are a double tap, and no single tap.
        UIHeadless.tap(at: centre(taps), in: tour.window)
        UIHeadless.tap(at: centre(taps), in: tour.window)
        UIHeadless.advance(by: 0.4)
        #expect(taps.count == 2 && taps.countLabel.text == "recognized 2× · double")
        // A press held half a second.
        UIHeadless.touchDown(at: centre(press), in: tour.window)
        UIHeadless.advance(by: 0.6)
        UIHeadless.touchUp()
        #expect(press.count == 1)
        // The card follows a drag and springs back home after it.
        let home = page.card.frame
        let start = centre(page.card)
        UIHeadless.touchDown(at: start, in: tour.window)
        UIHeadless.touchMove(to: CGPoint(x: start.x - 40, y: start.y + 30))    // the move that begins the pan counts too
        UIHeadless.touchMove(to: CGPoint(x: start.x - 100, y: start.y + 60))
        #expect(page.card.transform == CGAffineTransform(translationX: -100, y: 60))
        UIHeadless.touchUp()
        UIHeadless.advance(by: 0.05)
        #expect(page.card.transform == .identity)                       // the model is already home
        #expect(page.card.layer.presentation().map { $0.frame != home } == true) // on screen it is still on its way
        UIHeadless.advance(by: 1.5)
        #expect(page.card.layer.presentation()?.frame == home)
    }

    @Test func scrollingPageZoomsPagesAndRefreshes() throws {
        defer { tour.reset() } // later tests (and suites) start from a quiet catalog
        let page = try show(ScrollingPageViewController.self)
        // Flick the carousel left: the next page.
        let c = centre(page.carousel)
        UIHeadless.touchDown(at: c, in: tour.window)
        for i in 1...6 {
            UIHeadless.advance(by: 1.0 / 60)
            UIHeadless.touchMove(to: CGPoint(x: c.x - 15 * CGFloat(i), y: c.y))
        }
        UIHeadless.touchUp()
        UIHeadless.advance(by: 1.5)
        #expect(page.carousel.contentOffset.x == 360 && page.pageLabel.text == "page 2 of 5")
        // Double-tap the photo: it zooms 4× around the tap; again: back to 1×.
        UIHeadless.tap(at: centre(page.photoScroll), in: tour.window)
        UIHeadless.advance(by: 0.1)
        UIHeadless.tap(at: centre(page.photoScroll), in: tour.window)
        UIHeadless.advance(by: 0.6)
        #expect(page.photoScroll.zoomScale == 4 && page.zoomLabel.text == "zoom 4.00×")
        UIHeadless.advance(by: 1)
        UIHeadless.tap(at: centre(page.photoScroll), in: tour.window)
        UIHeadless.advance(by: 0.1)
        UIHeadless.tap(at: centre(page.photoScroll), in: tour.window)
        UIHeadless.advance(by: 0.6)
        #expect(page.photoScroll.zoomScale == 1)
        // Pull the list down far (720 pt of finger past the top show 220·0.55·720/(220 + 0.55·720) = 141 pt, past
        // the 132-pt threshold): it refreshes once, and a second later ends.
        let l = centre(page.list)
        UIHeadless.touchDown(at: CGPoint(x: l.x, y: l.y - 100), in: tour.window)
        for i in 1...25 {
            UIHeadless.advance(by: 1.0 / 60)
            UIHeadless.touchMove(to: CGPoint(x: l.x, y: l.y - 100 + 30 * CGFloat(i)))
        }
        #expect(page.refreshes == 1 && page.refresh.isRefreshing)
        UIHeadless.advance(by: 0.2)
        UIHeadless.touchUp()
        UIHeadless.advance(by: 1.5)
        #expect(!page.refresh.isRefreshing && page.list.contentOffset.y == 0)
    }

    @Test func windowsPageOrdersItsWindowsByLevel() throws {
        defer { tour.reset() } // later tests (and suites) start from a quiet catalog
        let page = try show(WindowsPageViewController.self)
        let a = try #require(page.windowA), b = try #require(page.windowB)
        #expect(a.windowLevel == .statusBar && b.windowLevel == .alert)
        #expect(!a.isHidden && !b.isHidden)
        #expect(tour.window.isKeyWindow)
        UIHeadless.tap(at: centre(page.raiseAButton), in: tour.window)
        #expect(a.windowLevel > b.windowLevel)
        #expect(page.stateLabel.text?.hasSuffix("A     level 2001") == true)
        UIHeadless.tap(at: centre(page.makeAKeyButton), in: tour.window)
        #expect(a.isKeyWindow && !tour.window.isKeyWindow)
        tour.catalog.show(pageAt: 0)
        #expect(a.isHidden && b.isHidden, "leaving the page hides its windows")
        #expect(tour.window.isKeyWindow, "and gives the key back to the main window")
    }

    @Test func externalScreenGetsAWindowOfItsOwn() throws {
        defer { tour.reset() } // later tests (and suites) start from a quiet catalog
        let page = try show(ExternalScreenPageViewController.self)
        #expect(page.externalWindow == nil)
        let screen = UIHeadless.connectScreen(size: CGSize(width: 1280, height: 720), scale: 1)
        let window = try #require(page.externalWindow)
        #expect(window.screen === screen)
        #expect(!window.isHidden)
        #expect(window.frame == screen.bounds)
        #expect(page.logLabel.text?.contains("didConnect: 1280×720 pt @1x") == true)
        UIHeadless.disconnectScreen(screen)
        #expect(page.externalWindow == nil)
        #expect(window.isHidden)
        #expect(page.logLabel.text?.contains("didDisconnect: 1280×720 pt @1x") == true)
    }
}
