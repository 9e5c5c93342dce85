import Foundation
import Testing
@testable import UIKit
import UIKitTestSupport
import TestSupport

/// Search suggestions (iOS 16): `UISearchSuggestionItem`, the search controller's `searchSuggestions` listed over
/// its results while the search is active, and the updater told of the one chosen.
@Suite(.serialized) @MainActor struct SearchSuggestionTests {
    @MainActor
    final class Updater: NSObject, UISearchResultsUpdating {
        var log: [String] = []
        func updateSearchResults(for searchController: UISearchController) {
            log.append("update(\(searchController.searchBar.text ?? ""))")
        }
        func updateSearchResults(for searchController: UISearchController, selecting searchSuggestion: UISearchSuggestion) {
            log.append("selecting(\(searchSuggestion.localizedSuggestion ?? ""), \(searchSuggestion.representedObject as? Int ?? -1))")
        }
    }

    /// Implements only the required method: a chosen suggestion must not reach anything that is not there.
    @MainActor
    final class PlainUpdater: NSObject, UISearchResultsUpdating {
        var updates = 0
        func updateSearchResults(for searchController: UISearchController) { updates += 1 }
    }

    @Test func itemsKeepWhatTheyWereMadeWith() {
        let plain = UISearchSuggestionItem(localizedSuggestion: "Apples")
        #expect(plain.localizedSuggestion == "Apples")
        #expect(plain.localizedDescription == nil && plain.iconImage == nil && plain.localizedAttributedSuggestion == nil)
        let described = UISearchSuggestionItem(localizedSuggestion: "Pears", localizedDescription: "Search for pears")
        #expect(described.localizedDescription == "Search for pears")
        let attributed = NSAttributedString(string: "Plums")
        let rich = UISearchSuggestionItem(localizedAttributedSuggestion: attributed, localizedDescription: nil, iconImage: nil)
        #expect(rich.localizedAttributedSuggestion?.string == "Plums")
        #expect(rich.localizedSuggestion == "Plums")
        rich.representedObject = 7
        #expect(rich.representedObject as? Int == 7)
    }

    /// A 320 × 480 window with a navigation controller whose root's item has `search`.
    func stage(_ search: UISearchController) -> UIWindow {
        let root = UIViewController()
        root.title = "Fruit"
        root.navigationItem.searchController = search
        let nc = UINavigationController(rootViewController: root)
        let window = showInWindow(nc)
        nc.view.layoutIfNeeded()
        return window
    }

    func suggestionsView(of search: UISearchController) -> SearchSuggestionsView? {
        search.viewIfLoaded?.subviews.compactMap { $0 as? SearchSuggestionsView }.first
    }

    @Test func suggestionsAreListedOverTheResultsWhileTheSearchIsActive() throws {
        let results = UIViewController()
        let search = UISearchController(searchResultsController: results)
        let updater = Updater()
        search.searchResultsUpdater = updater
        let window = stage(search)
        let first = UISearchSuggestionItem(localizedSuggestion: "Apples")
        first.representedObject = 1
        let second = UISearchSuggestionItem(localizedSuggestion: "Apricots")
        second.representedObject = 2
        search.searchSuggestions = [first, second]
        #expect(suggestionsView(of: search)?.isHidden ?? true, "nothing is listed before the search starts")

        search.isActive = true
        UIHeadless.advance(by: 1)
        let list = try #require(suggestionsView(of: search))
        #expect(!list.isHidden)
        #expect(search.view.subviews.last === list, "the list is over the results")
        #expect(list.table.numberOfRows(inSection: 0) == 2)
        let cell = try #require(list.table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Apricots")
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.image != nil, "a magnifying glass by default")

        // A tap on the second row tells the updater which suggestion, with the app's own value.
        updater.log = []
        let row = list.table.rectForRow(at: IndexPath(row: 1, section: 0))
        UIHeadless.tap(at: list.table.convert(CGPoint(x: row.midX, y: row.midY), to: nil), in: window)
        #expect(updater.log == ["selecting(Apricots, 2)"])

        // No suggestions: the list goes.
        search.searchSuggestions = []
        #expect(list.isHidden)
        search.searchSuggestions = [first]
        #expect(!list.isHidden && list.table.numberOfRows(inSection: 0) == 1)
        search.isActive = false
        UIHeadless.advance(by: 1)
        #expect(list.isHidden, "the search ended")
        window.isHidden = true
    }

    @Test func anUpdaterWithoutTheSelectingMethodIsNotCalledForIt() throws {
        let search = UISearchController(searchResultsController: UIViewController())
        let updater = PlainUpdater()
        search.searchResultsUpdater = updater
        let window = stage(search)
        search.searchSuggestions = [UISearchSuggestionItem(localizedSuggestion: "Figs")]
        search.isActive = true
        UIHeadless.advance(by: 1)
        let list = try #require(suggestionsView(of: search))
        let before = updater.updates
        let row = list.table.rectForRow(at: IndexPath(row: 0, section: 0))
        UIHeadless.tap(at: list.table.convert(CGPoint(x: row.midX, y: row.midY), to: nil), in: window)
        #expect(updater.updates == before, "choosing a suggestion is not a text change")
        search.isActive = false
        UIHeadless.advance(by: 1)
        window.isHidden = true
    }
}
