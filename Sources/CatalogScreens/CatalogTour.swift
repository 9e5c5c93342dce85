import UIKit

/// Runs the Catalog without a display: launches it as UIApplicationMain would, visits every page, shows
/// what each page is for (pressing its buttons with synthesised taps, stepping animations on a manual clock)
/// and renders the window. The Catalog executable and the Catalog tests both use it, so what the tests
/// compare is what `make demo` writes.
// Uses UIHeadless, OpenUIKit's headless driver (not Apple API); the pages themselves use UIKit only.
@MainActor
public final class CatalogTour {
    /// The headless main screen: 800×600 points at scale 1 (a small desktop window's size).
    public static let screenSize = CGSize(width: 800, height: 600)
    public static let screenScale: CGFloat = 1
    /// The simulated external screen connected on the external-screen page.
    public static let externalScreenSize = CGSize(width: 1280, height: 720)

    /// An image the tour rendered, with the file name it is saved under ("05-animations.png").
    public struct Snapshot {
        public let fileName: String
        public let image: CGImage
    }

    public let delegate: CatalogAppDelegate
    public let window: UIWindow
    public let catalog: CatalogViewController

    private static var launched: CatalogTour?

    /// Sets up the headless screen and a manual clock, and launches the app once per process.
    public static func launch() -> CatalogTour {
        if let launched { return launched }
        UIHeadless.setMainScreen(size: screenSize, scale: screenScale)
        UIHeadless.useManualClock(startingAt: 0)
        let app = UIApplication.shared
        let delegate = CatalogAppDelegate()
        app.delegate = delegate
        _ = delegate.application(app, willFinishLaunchingWithOptions: nil)
        _ = delegate.application(app, didFinishLaunchingWithOptions: nil)
        delegate.applicationDidBecomeActive(app)
        UIHeadless.runLoopTurn()
        let tour = CatalogTour(delegate: delegate)
        launched = tour
        return tour
    }

    private init(delegate: CatalogAppDelegate) {
        self.delegate = delegate
        window = delegate.window!
        catalog = delegate.catalogViewController!
    }

    /// Goes back to the lists, the first tab selected, so pages that watch notifications or own windows stop
    /// doing so.
    public func reset() {
        catalog.showLists()
        UIHeadless.runLoopTurn()
    }

    /// The pages, in order.
    public var pages: [CatalogPage] { catalog.pages }

    /// The file name of page `index`'s snapshot ("01-hierarchy.png").
    public func fileName(ofPage index: Int, suffix: String = "") -> String {
        String(format: "%02d-", index + 1) + pages[index].identifier + suffix + ".png"
    }

    /// The file name of a tab's list ("00-topics.png"): the lists come before the pages.
    public func fileName(ofList group: CatalogPage.Group, suffix: String = "") -> String {
        "00-" + (group == .topics ? "topics" : "standard-views") + suffix + ".png"
    }

    /// Shows a tab's list (its tab selected, its stack back at the list) and renders it.
    public func visit(list group: CatalogPage.Group) -> Snapshot? {
        catalog.showLists()
        catalog.selectedIndex = group.rawValue
        UIHeadless.runLoopTurn()
        UIHeadless.advance(by: 0.1)
        UIHeadless.runLoopTurn()
        return UIHeadless.renderImage(of: window).map { Snapshot(fileName: fileName(ofList: group), image: $0) }
    }

    /// Shows page `index`, lets it settle, demonstrates it, and renders it (and, for the external-screen
    /// page, the external screen too).
    public func visit(pageAt index: Int) -> [Snapshot] {
        catalog.show(pageAt: index)
        UIHeadless.runLoopTurn()
        UIHeadless.advance(by: 0.1)
        var snapshots: [Snapshot] = []
        var cleanup: (() -> Void)?
        let page = catalog.currentPageViewController

        switch page {
        case let p as HierarchyPageViewController:
            tap(p.bringToFrontButton)
        case let p as DrawingCyclePageViewController:
            tap(p.setNeedsDisplayButton)
            tap(p.resizeButton)
        case let p as StretchingPageViewController:
            tap(p.growButton)
        case let p as AnimationsPageViewController:
            tap(p.runAllButton)
            UIHeadless.advance(by: 0.5)   // mid-flight: half of the 1-second lanes
        case let p as CoordinatesPageViewController:
            tap(p.scrollButton)
            tap(p.scrollButton)
        case let p as InteractionPageViewController:
            tap(p.inner)
        case let p as AutoLayoutPageViewController:
            tap(p.narrowButton)
            tap(p.conflictButton)
        case let p as NavigationPageViewController:
            tap(p.navigation.topViewController.flatMap { ($0 as? NavigationDemoLevel)?.pushButton } ?? p.view)
            UIHeadless.advance(by: 0.5)
        case let p as WindowsPageViewController:
            tap(p.raiseAButton)
            tap(p.makeAKeyButton)
        case let p as PresentationPageViewController:
            tap(p.alertButton)
            UIHeadless.advance(by: 0.5)   // the alert has faded in over its dimming
            cleanup = { p.dismiss(animated: false) }
        case let p as ControlsPageViewController:
            tap(p.offSwitch)
            let s = p.segmented
            UIHeadless.tap(at: s.convert(CGPoint(x: s.bounds.width * 7 / 8, y: s.bounds.midY), to: nil), in: window)
            UIHeadless.advance(by: 0.5)
        case let p as InterfaceBuilderPageViewController:
            if let button = p.signUpButton { tap(button) }
        case let p as TextPageViewController:
            tap(p.emailField)
            UIHeadless.typeText("ada@example.com")
            tap(p.notesView)
            UIHeadless.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
            UIHeadless.setMarkedText("nihao", selectedRange: NSRange(location: 5, length: 0))
            UIHeadless.commitComposition("你好")
            tap(p.searchBar.searchTextField)
            UIHeadless.typeText("A")
            UIHeadless.typeText("l")
            UIHeadless.advance(by: 0.1)
        case let p as DynamicTypePageViewController:
            let s = p.categoryControl
            // The XXL segment (the sixth of twelve).
            UIHeadless.tap(at: s.convert(CGPoint(x: s.bounds.width * 5.5 / 12, y: s.bounds.midY), to: nil), in: window)
            UIHeadless.advance(by: 0.5)
        case let p as ListsPageViewController:
            tap(p.editButton)
            UIHeadless.advance(by: 0.5)
        case is ExternalScreenPageViewController:
            let screen = UIHeadless.connectScreen(size: Self.externalScreenSize, scale: 1)
            UIHeadless.runLoopTurn()
            if let image = UIHeadless.renderImage(of: screen) {
                snapshots.append(Snapshot(fileName: fileName(ofPage: index, suffix: "-display"), image: image))
            }
            cleanup = { UIHeadless.disconnectScreen(screen) }
        default:
            break
        }
        UIHeadless.runLoopTurn()
        if let image = UIHeadless.renderImage(of: window) {
            snapshots.insert(Snapshot(fileName: fileName(ofPage: index), image: image), at: 0)
        }
        cleanup?()
        UIHeadless.runLoopTurn()
        return snapshots
    }

    /// Taps the centre of `view` as a finger would.
    public func tap(_ view: UIView) {
        guard let w = view.window else { return }
        let p = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        UIHeadless.tap(at: p, in: w)
    }
}
