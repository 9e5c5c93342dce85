import Foundation
import Testing
@testable import UIKit
import UIKitTestSupport
import TestSupport

/// A search bar delegate that logs every call.
@MainActor
final class SearchBarLog: NSObject, UISearchBarDelegate {
    var entries: [String] = []
    var allowChange = true

    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { entries.append("shouldBegin"); return true }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { entries.append("didBegin") }
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { entries.append("shouldEnd"); return true }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { entries.append("didEnd") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { entries.append("textDidChange(\(searchText))") }
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        entries.append("shouldChange(\(range.location),\(range.length),\(text))")
        return allowChange
    }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { entries.append("search") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { entries.append("cancel") }
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        entries.append("scope(\(selectedScope))")
    }
}

@Suite(.serialized) @MainActor struct UISearchBarTests {
    func makeBar(_ log: SearchBarLog, width: CGFloat = 320) -> (UISearchBar, UIWindow) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 200))
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: width, height: 56))
        bar.delegate = log
        window.addSubview(bar)
        window.makeKeyAndVisible()
        bar.layoutIfNeeded()
        return (bar, window)
    }

    func tearDown(_ window: UIWindow) {
        _ = UIResponder.currentFirstResponder?.resignFirstResponder()
        window.isHidden = true
    }

    @Test func defaultsAreApples() {
        let bar = UISearchBar()
        #expect(bar.text == "")
        #expect(bar.placeholder == nil && bar.prompt == nil)
        #expect(!bar.showsCancelButton && !bar.showsScopeBar)
        #expect(bar.scopeButtonTitles == nil && bar.selectedScopeButtonIndex == 0)
        #expect(bar.searchBarStyle == .default && bar.barTintColor == nil && bar.isTranslucent)
        #expect(UISearchBar.Style.default.rawValue == 0 && UISearchBar.Style.prominent.rawValue == 1
                && UISearchBar.Style.minimal.rawValue == 2)
        #expect(bar.returnKeyType == .search && bar.enablesReturnKeyAutomatically && bar.keyboardType == .default)
        #expect(!bar.showsBookmarkButton && !bar.showsSearchResultsButton && bar.isEnabled)
        bar.autocapitalizationType = .none
        #expect(bar.searchTextField.autocapitalizationType == .none)
        #expect(bar.searchTextField.clearButtonMode == .whileEditing)
        #expect(bar.searchTextField.leftViewMode == .always && bar.searchTextField.leftView != nil)
    }

    @Test func barIs56PointsWithA36PointFieldInside() {
        let log = SearchBarLog()
        let (bar, window) = makeBar(log)
        defer { tearDown(window) }
        #expect(bar.intrinsicContentSize.height == 56)
        #expect(bar.sizeThatFits(CGSize(width: 320, height: 0)) == CGSize(width: 320, height: 56))
        // 8 pt margins each side; the 36 pt field centred in 56 pt: (56 - 36) / 2 = 10.
        #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 304, height: 36))
    }

    @Test func typingTellsTheDelegateInOrder() {
        let log = SearchBarLog()
        let (bar, window) = makeBar(log)
        defer { tearDown(window) }
        UIHeadless.tap(at: CGPoint(x: 160, y: 28), in: window)
        UIHeadless.typeText("A")
        UIHeadless.typeText("l")
        #expect(bar.text == "Al")
        #expect(log.entries == ["shouldBegin", "didBegin", "shouldChange(0,0,A)", "textDidChange(A)",
                                "shouldChange(1,0,l)", "textDidChange(Al)"])
        log.entries = []
        log.allowChange = false
        UIHeadless.typeText("x")
        #expect(bar.text == "Al")
        #expect(log.entries == ["shouldChange(2,0,x)"])
        log.entries = []
        UIHeadless.typeText("\n")
        #expect(log.entries == ["search"])
        #expect(bar.searchTextField.isFirstResponder)
        log.entries = []
        #expect(bar.isFirstResponder)
        bar.resignFirstResponder()
        #expect(!bar.searchTextField.isFirstResponder)
        #expect(log.entries == ["shouldEnd", "didEnd"])
    }

    @Test func theClearButtonClearsAsTheUsersChangeAndTellsTheDelegate() {
        let log = SearchBarLog()
        let (bar, window) = makeBar(log)
        defer { tearDown(window) }
        UIHeadless.tap(at: CGPoint(x: 100, y: 28), in: window)
        UIHeadless.typeText("Ada")
        log.entries = []
        // The clear button fills the last 28 pt of the field (8…312), centred on its middle line.
        UIHeadless.tap(at: CGPoint(x: 312 - 14, y: 28), in: window)
        #expect(bar.text == "")
        #expect(log.entries == ["shouldChange(0,3,)", "textDidChange()"])
    }

    @Test func customizationIsKeptAndTheSearchImageReplacesTheGlass() {
        let bar = UISearchBar()
        #expect(UISearchBar.Icon.search.rawValue == 0 && UISearchBar.Icon.clear.rawValue == 1
                && UISearchBar.Icon.bookmark.rawValue == 2 && UISearchBar.Icon.resultsList.rawValue == 3)
        #expect(bar.image(for: .search, state: .normal) == nil)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in }
        bar.setImage(image, for: .search, state: .normal)
        #expect(bar.image(for: .search, state: .normal) === image)
        #expect((bar.searchTextField.leftView as? UIImageView)?.image === image)
        bar.setPositionAdjustment(UIOffset(horizontal: 2, vertical: 0), for: .clear)
        #expect(bar.positionAdjustment(for: .clear) == UIOffset(horizontal: 2, vertical: 0))
        #expect(bar.positionAdjustment(for: .search) == .zero)
    }

    @Test func settingTextInCodeCallsNoDelegateMethod() {
        let log = SearchBarLog()
        let (bar, window) = makeBar(log)
        defer { tearDown(window) }
        bar.text = "Ada"
        bar.selectedScopeButtonIndex = 0
        #expect(bar.text == "Ada" && bar.searchTextField.text == "Ada")
        #expect(log.entries.isEmpty)
    }

    @Test func cancelButtonSitsAtTheTrailingSideAndTellsTheDelegate() {
        let log = SearchBarLog()
        let (bar, window) = makeBar(log)
        defer { tearDown(window) }
        bar.setShowsCancelButton(true, animated: false)
        bar.layoutIfNeeded()
        let cancel = bar.subviews.compactMap { $0 as? UIButton }.first
        #expect(cancel?.title(for: .normal) == "Cancel")
        guard let cancel else { return }
        #expect(cancel.frame.maxX == 312)
        #expect(bar.searchTextField.frame.maxX == cancel.frame.minX - 8)
        UIHeadless.tap(at: CGPoint(x: cancel.frame.midX, y: cancel.frame.midY), in: window)
        #expect(log.entries == ["cancel"])
        bar.showsCancelButton = false
        bar.layoutIfNeeded()
        #expect(cancel.superview == nil)
        #expect(bar.searchTextField.frame.width == 304)
    }

    @Test func scopeBarSitsUnderTheFieldAndReportsTheUsersChoice() {
        let log = SearchBarLog()
        let (bar, window) = makeBar(log)
        defer { tearDown(window) }
        bar.scopeButtonTitles = ["All", "Names"]
        #expect(bar.intrinsicContentSize.height == 56) // titles alone show nothing
        bar.showsScopeBar = true
        #expect(bar.intrinsicContentSize.height > 56)
        bar.frame.size.height = bar.intrinsicContentSize.height
        bar.layoutIfNeeded()
        let scope = bar.subviews.compactMap { $0 as? UISegmentedControl }.first
        #expect(scope?.numberOfSegments == 2)
        guard let scope else { return }
        #expect(scope.frame.minY >= 56)
        UIHeadless.tap(at: CGPoint(x: scope.frame.minX + scope.frame.width * 0.75, y: scope.frame.midY), in: window)
        #expect(bar.selectedScopeButtonIndex == 1)
        #expect(log.entries == ["scope(1)"])
    }

    @Test func drawsARoundedFieldWithItsGlassAndPlaceholder() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        bar.overrideUserInterfaceStyle = .light
        bar.placeholder = "Search"
        bar.showsCancelButton = true
        let pixels = renderAlone(bar)
        let scale = 1
        // The field's fill: tertiarySystemFill (118, 118, 128 at 12 %) over the white bar: 255 - 0.12 × 137 ≈ 239.
        #expect(pixels.contains([239, 239, 240, 255], xs: 200 * scale..<201 * scale, ys: 14 * scale..<15 * scale, tolerance: 3))
        #expect(pixels.contains([255, 255, 255, 255], xs: 200 * scale..<201 * scale, ys: 4 * scale..<5 * scale, tolerance: 2))
        // The glass inks its 20 pt square 8 pt into the field.
        #expect(pixels.inked(xs: 16 * scale..<36 * scale, ys: 18 * scale..<38 * scale, threshold: 60) > 0)
    }
}
