import Foundation
import Testing
@testable import UIKit
import UIKitTestSupport
import TestSupport

/// Logs the search bar delegate's, the search controller delegate's and the updater's calls in one list.
@MainActor
final class SearchControllerLog: NSObject, UISearchBarDelegate, UISearchControllerDelegate, UISearchResultsUpdating {
    var entries: [String] = []
    func take() -> [String] { defer { entries = [] }; return entries }

    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { entries.append("shouldBegin"); return true }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { entries.append("didBegin") }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { entries.append("didEnd") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { entries.append("textDidChange(\(searchText))") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { entries.append("cancelClicked") }

    func willPresentSearchController(_ searchController: UISearchController) { entries.append("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { entries.append("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { entries.append("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { entries.append("didDismiss") }

    func updateSearchResults(for searchController: UISearchController) {
        entries.append("update(\(searchController.searchBar.text ?? "nil"),\(searchController.isActive ? "active" : "inactive"))")
    }
}

@Suite(.serialized) @MainActor struct UISearchControllerTests {
    /// A 320 × 480 window with a navigation controller whose root controller's item has `search`.
    func stage(_ search: UISearchController, log: SearchControllerLog? = nil)
        -> (UIWindow, UINavigationController, UIViewController) {
        let root = UIViewController()
        root.title = "Mail"
        root.navigationItem.searchController = search
        if let log {
            search.delegate = log
            search.searchResultsUpdater = log
            search.searchBar.delegate = log
        }
        let nc = UINavigationController(rootViewController: root)
        let window = showInWindow(nc)
        nc.view.layoutIfNeeded()
        return (window, nc, root)
    }

    func tearDown(_ window: UIWindow) {
        _ = UIResponder.currentFirstResponder?.resignFirstResponder()
        UIHeadless.advance(by: 1)
        window.isHidden = true
    }

    /// The centre of `view` in its window's coordinates.
    func centre(of view: UIView) -> CGPoint {
        let f = view.convert(view.bounds, to: nil)
        return CGPoint(x: f.midX, y: f.midY)
    }

    @Test func defaultsAreApples() {
        let sc = UISearchController(searchResultsController: nil)
        #expect(sc.searchResultsController == nil)
        #expect(sc.searchBar === sc.searchBar)
        #expect(!sc.isActive)
        #expect(sc.obscuresBackgroundDuringPresentation && sc.hidesNavigationBarDuringPresentation)
        #expect(sc.automaticallyShowsCancelButton && sc.automaticallyShowsScopeBar)
        #expect(sc.automaticallyShowsSearchResultsController && !sc.showsSearchResultsController)
        #expect(sc.scopeBarActivation == .automatic)
        #expect(sc.searchResultsUpdater == nil && sc.delegate == nil)
        #expect(sc.searchBar.frame.height == 56)
        sc.dimsBackgroundDuringPresentation = false
        #expect(!sc.obscuresBackgroundDuringPresentation)
        #expect(UISearchController.ScopeBarActivation.manual.rawValue == 1
                && UISearchController.ScopeBarActivation.onSearchActivation.rawValue == 3)

        let results = UIViewController()
        let withResults = UISearchController(searchResultsController: results)
        #expect(withResults.searchResultsController === results)
        #expect(results.parent === withResults)

        let item = UINavigationItem(title: "Mail")
        #expect(item.searchController == nil && item.hidesSearchBarWhenScrolling)
        #expect(item.preferredSearchBarPlacement == .automatic && item.searchBarPlacement == .stacked)
        #expect(UINavigationItem.SearchBarPlacement.automatic.rawValue == 0
                && UINavigationItem.SearchBarPlacement.inline.rawValue == 1
                && UINavigationItem.SearchBarPlacement.stacked.rawValue == 2)
    }

    @Test func theNavigationBarStacksTheSearchBarUnderTheTitleRow() {
        let sc = UISearchController(searchResultsController: nil)
        let (window, nc, root) = stage(sc)
        defer { tearDown(window) }
        // A 44 pt title row and the 52 pt search area under it.
        #expect(nc.navigationBar.frame == CGRect(x: 0, y: 0, width: 320, height: 96))
        #expect(sc.searchBar.superview === nc.navigationBar)
        #expect(sc.searchBar.frame == CGRect(x: 0, y: 44, width: 320, height: 52))
        // The field on the bar's 16 pt margins, 36 pt tall, centred in 52 pt: (52 - 36) / 2 = 8.
        #expect(sc.searchBar.searchTextField.frame == CGRect(x: 16, y: 8, width: 288, height: 36))
        #expect(nc.navigationBar.titleLabel.frame.midY == 22)
        // The content's safe area starts under the search area.
        #expect(root.view.safeAreaInsets.top == 96)
        // Taking the search controller away gives the plain bar back.
        root.navigationItem.searchController = nil
        nc.view.layoutIfNeeded()
        #expect(nc.navigationBar.frame.height == 44)
        #expect(sc.searchBar.superview == nil)
        #expect(root.view.safeAreaInsets.top == 44)
    }

    @Test func tappingTheFieldPresentsAndTypingUpdatesTheResults() {
        let log = SearchControllerLog()
        let sc = UISearchController(searchResultsController: nil)
        let (window, nc, _) = stage(sc, log: log)
        defer { tearDown(window) }
        UIHeadless.tap(at: centre(of: sc.searchBar.searchTextField), in: window)
        #expect(log.take() == ["shouldBegin", "willPresent", "update(,active)", "didBegin"])
        #expect(sc.isActive && sc.searchBar.isFirstResponder)
        #expect(sc.presentingViewController === nc) // no controller defines the context: the root presents
        UIHeadless.runLoopTurn()
        UIHeadless.advance(by: 0.5)
        #expect(log.take() == ["didPresent"])
        UIHeadless.typeText("a")
        UIHeadless.typeText("b")
        #expect(log.take() == ["textDidChange(a)", "update(a,active)", "textDidChange(ab)", "update(ab,active)"])
        UIHeadless.pressKey(.keyboardDeleteOrBackspace, characters: "\u{8}")
        #expect(log.take() == ["textDidChange(a)", "update(a,active)"])
        // Setting the text in code tells nobody.
        sc.searchBar.text = "xyz"
        #expect(log.take() == [])
    }

    @Test func cancelClearsResignsAndDismisses() {
        let log = SearchControllerLog()
        let sc = UISearchController(searchResultsController: nil)
        let (window, nc, root) = stage(sc, log: log)
        defer { tearDown(window) }
        UIHeadless.tap(at: centre(of: sc.searchBar.searchTextField), in: window)
        UIHeadless.runLoopTurn()
        UIHeadless.advance(by: 0.5)
        UIHeadless.typeText("q")
        _ = log.take()
        #expect(sc.searchBar.showsCancelButton)
        let cancel = sc.searchBar.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == "Cancel" }
        #expect(cancel != nil)
        guard let cancel else { return }
        UIHeadless.tap(at: centre(of: cancel), in: window)
        #expect(log.take() == ["cancelClicked", "didEnd", "willDismiss", "update(,inactive)"])
        UIHeadless.runLoopTurn()
        UIHeadless.advance(by: 0.5)
        #expect(log.take() == ["didDismiss"])
        #expect(!sc.isActive && sc.searchBar.text == "" && !sc.searchBar.isFirstResponder)
        #expect(!sc.searchBar.showsCancelButton)
        #expect(sc.presentingViewController == nil && nc.presentedViewController == nil)
        #expect(sc.viewIfLoaded?.window == nil)
        #expect(nc.navigationBar.frame.height == 96)
        #expect(root.view.safeAreaInsets.top == 96)
    }

    @Test func settingIsActivePresentsWithoutTheKeyboardAndFalseDismisses() {
        let log = SearchControllerLog()
        let sc = UISearchController(searchResultsController: nil)
        let (window, nc, root) = stage(sc, log: log)
        defer { tearDown(window) }
        root.definesPresentationContext = true
        sc.isActive = true
        #expect(log.take() == ["willPresent", "update(,active)"])
        #expect(sc.isActive && !sc.searchBar.isFirstResponder)
        #expect(sc.presentingViewController === root) // the controller defining the context presents
        #expect(sc.searchBar.showsCancelButton)
        UIHeadless.runLoopTurn()
        UIHeadless.advance(by: 0.5)
        #expect(log.take() == ["didPresent"])
        sc.isActive = true // already active: nothing
        #expect(log.take() == [])
        sc.isActive = false
        #expect(log.take() == ["willDismiss", "update(,inactive)"])
        UIHeadless.runLoopTurn()
        UIHeadless.advance(by: 0.5)
        #expect(log.take() == ["didDismiss"])
        #expect(!sc.isActive && root.presentedViewController == nil)
        _ = nc
    }

    @Test func theNavigationBarsTitleRowHidesDuringTheSearch() {
        let sc = UISearchController(searchResultsController: nil)
        let (window, nc, root) = stage(sc)
        defer { tearDown(window) }
        sc.isActive = true
        UIHeadless.runLoopTurn()
        UIHeadless.advance(by: 0.5)
        // Only the search area is left, at the top; the content and the search interface start under it.
        #expect(nc.navigationBar.frame == CGRect(x: 0, y: 0, width: 320, height: 52))
        #expect(sc.searchBar.frame == CGRect(x: 0, y: 0, width: 320, height: 52))
        #expect(nc.navigationBar.titleLabel.isHidden)
        #expect(root.view.safeAreaInsets.top == 52)
        #expect(sc.view.convert(sc.view.bounds, to: nil) == CGRect(x: 0, y: 52, width: 320, height: 428))
        sc.isActive = false
        UIHeadless.runLoopTurn()
        UIHeadless.advance(by: 0.5)
        #expect(nc.navigationBar.frame == CGRect(x: 0, y: 0, width: 320, height: 96))
        #expect(!nc.navigationBar.titleLabel.isHidden)
    }

    @Test func withoutHidingTheBarTheSearchInterfaceStartsUnderIt() {
        let sc = UISearchController(searchResultsController: nil)
        sc.hidesNavigationBarDuringPresentation = false
        let (window, nc, _) = stage(sc)
        defer { tearDown(window) }
        sc.isActive = true
        UIHeadless.runLoopTurn()
        UIHeadless.advance(by: 0.5)
        #expect(nc.navigationBar.frame == CGRect(x: 0, y: 0, width: 320, height: 96))
        #expect(sc.searchBar.frame == CGRect(x: 0, y: 44, width: 320, height: 52))
        #expect(sc.view.convert(sc.view.bounds, to: nil) == CGRect(x: 0, y: 96, width: 320, height: 384))
    }

    @Test func theScopeBarShowsUnderTheFieldWhileTheSearchIsActive() {
        let log = SearchControllerLog()
        let sc = UISearchController(searchResultsController: nil)
        sc.searchBar.scopeButtonTitles = ["All", "Unread"]
        let (window, nc, _) = stage(sc, log: log)
        defer { tearDown(window) }
        #expect(!sc.searchBar.showsScopeBar && nc.navigationBar.frame.height == 96)
        sc.isActive = true
        UIHeadless.runLoopTurn()
        UIHeadless.advance(by: 0.5)
        #expect(sc.searchBar.showsScopeBar)
        // The 52 pt search row, then the 32 pt scope control and 12 pt under it: 96 pt, the title row hidden.
        #expect(nc.navigationBar.frame == CGRect(x: 0, y: 0, width: 320, height: 96))
        #expect(sc.searchBar.searchTextField.frame == CGRect(x: 16, y: 8, width: sc.searchBar.searchTextField.frame.width, height: 36))
        #expect(sc.searchBar.scopeSegmentedControl?.frame.minY == 52)
        _ = log.take()
        sc.searchBar.scopeSegmentedControl?.selectedSegmentIndex = 1
        sc.searchBar.scopeSegmentedControl?.sendActions(for: .valueChanged)
        #expect(log.take() == ["update(,active)"])
        sc.isActive = false
        UIHeadless.runLoopTurn()
        UIHeadless.advance(by: 0.5)
        #expect(!sc.searchBar.showsScopeBar && nc.navigationBar.frame.height == 96)
        #expect(sc.searchBar.frame == CGRect(x: 0, y: 44, width: 320, height: 52))
    }

    @Test func theSearchBarScrollsAwayAndComesBackWhenPulledDown() {
        final class Rows: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
        }
        let rows = Rows()
        let table = UITableViewController(style: .plain)
        table.tableView.dataSource = rows
        let sc = UISearchController(searchResultsController: nil)
        table.navigationItem.searchController = sc
        let nc = UINavigationController(rootViewController: table)
        let window = showInWindow(nc)
        defer { tearDown(window) }
        nc.view.layoutIfNeeded()
        let tv = table.tableView!
        #expect(nc.navigationBar.frame.height == 96 && tv.adjustedContentInset.top == 96 && tv.contentOffset.y == -96)
        // 20 pt up: 32 of the 52 pt still show, the area stays.
        tv.contentOffset.y = -76
        nc.view.layoutIfNeeded()
        #expect(nc.navigationBar.frame.height == 96)
        // 40 pt up: less than half shows, the area goes and the content's inset with it.
        tv.contentOffset.y = -56
        nc.view.layoutIfNeeded()
        #expect(nc.navigationBar.frame.height == 44 && tv.adjustedContentInset.top == 44 && sc.searchBar.isHidden)
        tv.contentOffset.y = 200
        nc.view.layoutIfNeeded()
        #expect(nc.navigationBar.frame.height == 44)
        // Pulled down past the plain bar by more than half the area: it comes back.
        tv.contentOffset.y = -80
        nc.view.layoutIfNeeded()
        #expect(nc.navigationBar.frame.height == 96 && !sc.searchBar.isHidden)
        // Without hidesSearchBarWhenScrolling it stays.
        table.navigationItem.hidesSearchBarWhenScrolling = false
        tv.contentOffset.y = 300
        nc.view.layoutIfNeeded()
        #expect(nc.navigationBar.frame.height == 96)
    }

    @Test func theResultsControllerShowsWhileThereIsText() {
        let results = UIViewController()
        let sc = UISearchController(searchResultsController: results)
        let (window, _, _) = stage(sc)
        defer { tearDown(window) }
        UIHeadless.tap(at: centre(of: sc.searchBar.searchTextField), in: window)
        UIHeadless.runLoopTurn()
        UIHeadless.advance(by: 0.5)
        #expect(!sc.showsSearchResultsController)
        #expect(results.viewIfLoaded?.window == nil || results.view.isHidden)
        UIHeadless.typeText("x")
        #expect(sc.showsSearchResultsController)
        #expect(results.view.superview === sc.view && !results.view.isHidden)
        #expect(results.view.frame == sc.view.bounds)
        UIHeadless.pressKey(.keyboardDeleteOrBackspace, characters: "\u{8}")
        #expect(!sc.showsSearchResultsController && results.view.isHidden)
        // Shown by hand, it stays until the text changes.
        sc.showsSearchResultsController = true
        #expect(!results.view.isHidden)
        sc.isActive = false
        #expect(!sc.showsSearchResultsController)
    }

    @Test func aTapOnTheObscuredContentEndsTheSearch() {
        let log = SearchControllerLog()
        let sc = UISearchController(searchResultsController: nil)
        let (window, _, _) = stage(sc, log: log)
        defer { tearDown(window) }
        UIHeadless.tap(at: centre(of: sc.searchBar.searchTextField), in: window)
        UIHeadless.runLoopTurn()
        UIHeadless.advance(by: 0.5)
        _ = log.take()
        UIHeadless.tap(at: CGPoint(x: 160, y: 300), in: window)
        #expect(log.take() == ["didEnd", "willDismiss", "update(,inactive)"])
        #expect(!sc.isActive)
    }

    @Test func aSearchBarInATableHeaderHidesTheWholeNavigationBar() {
        let log = SearchControllerLog()
        let sc = UISearchController(searchResultsController: nil)
        sc.delegate = log
        let table = UITableViewController(style: .plain)
        table.tableView.tableHeaderView = sc.searchBar
        let nc = UINavigationController(rootViewController: table)
        let window = showInWindow(nc)
        defer { tearDown(window) }
        nc.view.layoutIfNeeded()
        table.tableView.layoutIfNeeded()
        #expect(sc.searchBar.frame == CGRect(x: 0, y: 0, width: 320, height: 56))
        UIHeadless.tap(at: centre(of: sc.searchBar.searchTextField), in: window)
        UIHeadless.runLoopTurn()
        UIHeadless.advance(by: 0.5)
        #expect(sc.isActive && nc.isNavigationBarHidden)
        #expect(log.take() == ["willPresent", "didPresent"])
        sc.isActive = false
        UIHeadless.runLoopTurn()
        UIHeadless.advance(by: 0.5)
        #expect(!nc.isNavigationBarHidden)
        #expect(log.take() == ["willDismiss", "didDismiss"])
    }

    @Test func aDelegateThatPresentsItselfHearsNoWillPresent() {
        final class Presenter: NSObject, UISearchControllerDelegate {
            weak var from: UIViewController?
            var entries: [String] = []
            func presentSearchController(_ searchController: UISearchController) {
                entries.append("present")
                from?.present(searchController, animated: false)
            }
            func willPresentSearchController(_ searchController: UISearchController) { entries.append("willPresent") }
            func didPresentSearchController(_ searchController: UISearchController) { entries.append("didPresent") }
        }
        let sc = UISearchController(searchResultsController: nil)
        let (window, nc, _) = stage(sc)
        defer { tearDown(window) }
        let presenter = Presenter()
        presenter.from = nc
        sc.delegate = presenter
        sc.isActive = true
        UIHeadless.runLoopTurn()
        UIHeadless.advance(by: 0.5)
        #expect(presenter.entries == ["present"])
        #expect(sc.isActive && sc.presentingViewController === nc)
    }
}

@Suite(.serialized) @MainActor struct UISearchControllerPresentedInCodeTests {
    @Test func presentedInCodeTheSearchBarTopsTheInterfaceAndTakesTheKeyboard() {
        let log = SearchControllerLog()
        let sc = UISearchController(searchResultsController: nil)
        sc.searchResultsUpdater = log
        sc.delegate = log
        let vc = UIViewController()
        let window = showInWindow(vc)
        defer {
            _ = UIResponder.currentFirstResponder?.resignFirstResponder()
            UIHeadless.advance(by: 1)
            window.isHidden = true
        }
        vc.present(sc, animated: false)
        UIHeadless.runLoopTurn()
        UIHeadless.runLoopTurn()
        // Presented in code: no willPresent/didPresent (Apple sends them only for its own presentation).
        #expect(log.take() == ["update(,active)"])
        #expect(sc.isActive && sc.searchBar.superview === sc.view)
        #expect(sc.searchBar.frame == CGRect(x: 0, y: 0, width: 320, height: 56))
        #expect(sc.searchBar.isFirstResponder && sc.searchBar.showsCancelButton)
        sc.isActive = false
        UIHeadless.runLoopTurn()
        UIHeadless.advance(by: 0.5)
        #expect(log.take() == ["willDismiss", "update(,inactive)", "didDismiss"])
        #expect(vc.presentedViewController == nil)
    }
}

@Suite(.serialized) @MainActor struct UISearchControllerDrawingTests {
    @Test func theObscuredContentIsDimmedAndTheBarStaysClear() {
        UIHeadless.useManualClock()
        let stage = ViewsStage(width: 320, height: 480)
        defer {
            _ = UIResponder.currentFirstResponder?.resignFirstResponder()
            UIHeadless.advance(by: 1)
            stage.close()
        }
        let root = UIViewController()
        root.view.backgroundColor = .white
        root.title = "Mail"
        let sc = UISearchController(searchResultsController: nil)
        root.navigationItem.searchController = sc
        let nc = UINavigationController(rootViewController: root)
        stage.window.rootViewController = nc
        UIHeadless.runLoopTurn()
        let idle = stage.pixels()
        #expect(idle[10, 300] == [255, 255, 255, 255])
        sc.isActive = true
        UIHeadless.runLoopTurn()
        UIHeadless.advance(by: 0.5)
        let active = stage.pixels()
        // White under black at 20 %: 255 × 0.8 = 204.
        let dimmed = active[10, 300]
        #expect(abs(dimmed[0] - 204) <= 2 && abs(dimmed[1] - 204) <= 2 && abs(dimmed[2] - 204) <= 2)
        // The search row at the top is not dimmed: white beside the field (x 4, left of the 16 pt margin).
        #expect(active[4, 26] == [255, 255, 255, 255])
        sc.isActive = false
        UIHeadless.runLoopTurn()
        UIHeadless.advance(by: 0.5)
        #expect(stage.pixels()[10, 300] == [255, 255, 255, 255])
    }
}
