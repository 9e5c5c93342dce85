import Testing
import Foundation
@testable import UIKit

/// UIContentUnavailableConfiguration, UIContentUnavailableView and UIViewController's content-unavailable
/// configuration (iOS 17).
@MainActor
@Suite struct UIContentUnavailableConfigurationTests {
    @Test func emptyHasIOSDefaults() {
        let c = UIContentUnavailableConfiguration.empty()
        #expect(c.image == nil && c.text == nil && c.secondaryText == nil)
        #expect(c.attributedText == nil && c.secondaryAttributedText == nil)
        // UIKit's iOS constants: title2 emphasized in label colour, subheadline in secondary label colour.
        #expect(c.textProperties.font.pointSize == 22)
        #expect(c.textProperties.font == UIFont.systemFont(ofSize: 22, weight: .bold))
        #expect(c.textProperties.color == .label)
        #expect(c.secondaryTextProperties.font == UIFont.systemFont(ofSize: 15))
        #expect(c.secondaryTextProperties.color == .secondaryLabel)
        #expect(c.textProperties.numberOfLines == 0)
        #expect(c.textProperties.lineBreakMode == .byTruncatingTail)
        #expect(c.imageProperties.tintColor == .secondaryLabel)
        #expect(c.imageProperties.preferredSymbolConfiguration == UIImage.SymbolConfiguration(pointSize: 48))
        #expect(c.imageProperties.cornerRadius == 0 && c.imageProperties.maximumSize == .zero)
        #expect(c.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 16, leading: 32, bottom: 16, trailing: 32))
        #expect(c.imageToTextPadding == 15)
        #expect(c.textToSecondaryTextPadding == 3)
        #expect(c.textToButtonPadding == 20)
        #expect(c.buttonToSecondaryButtonPadding == 15)
        #expect(c.alignment == .center)
        #expect(UIContentUnavailableConfiguration.Alignment.center.rawValue == 0)
        #expect(UIContentUnavailableConfiguration.Alignment.natural.rawValue == 1)
        #expect(c.axesPreservingSuperviewLayoutMargins == .horizontal)
        #expect(c.background == UIBackgroundConfiguration.clear())
        // The buttons: plain, small, title centred, no title; enabled, normal role, no action.
        #expect(c.button.buttonSize == .small && c.button.titleAlignment == .center && c.button.title == nil)
        #expect(c.secondaryButton.buttonSize == .small)
        #expect(c.buttonProperties.isEnabled && c.buttonProperties.role == .normal)
        #expect(c.buttonProperties.primaryAction == nil && c.buttonProperties.menu == nil)
    }

    @Test func loadingSaysLoadingInSubheadline() {
        let c = UIContentUnavailableConfiguration.loading()
        #expect(c.text == "Loading...")
        #expect(c.textProperties.font == UIFont.systemFont(ofSize: 15))
        #expect(c.textProperties.color == .secondaryLabel)
        #expect(c.imageToTextPadding == 8)
        #expect(c.imageProperties.preferredSymbolConfiguration == UIImage.SymbolConfiguration(pointSize: 32))
        // A spinner, turning, stands where the image would.
        let v = UIContentUnavailableView(configuration: c)
        let spinner = v.shownParts.image as? UIActivityIndicatorView
        #expect(spinner?.isAnimating == true)
        #expect(v.shownParts.text.text == "Loading...")
    }

    @Test func searchSaysNoResultsAndFollowsTheSearchText() {
        let c = UIContentUnavailableConfiguration.search()
        #expect(c.text == "No Results")
        #expect(c.secondaryText == "Check the spelling or try a new search.")
        var state = UIContentUnavailableConfigurationState(traitCollection: UITraitCollection())
        state.searchText = "kiwi"
        #expect(c.updated(for: state).text == "No Results for \u{201C}kiwi\u{201D}")
        state.searchText = ""
        #expect(c.updated(for: state).text == "No Results")
        // A text of the app's own stays.
        var mine = c
        mine.text = "Nothing here"
        state.searchText = "kiwi"
        #expect(mine.updated(for: state).text == "Nothing here")
        #expect(mine.updated(for: state).secondaryText == "Check the spelling or try a new search.")
        // empty() has nothing that follows the state.
        #expect(UIContentUnavailableConfiguration.empty().updated(for: state).text == nil)
    }

    @Test func theConfigurationMakesAUIContentUnavailableView() {
        var c = UIContentUnavailableConfiguration.empty()
        c.text = "No Mail"
        let v = c.makeContentView()
        #expect(v is UIContentUnavailableView)
        #expect(v.supports(c))
        #expect(!v.supports(UIListContentConfiguration.cell()))
        let cuv = UIContentUnavailableView(configuration: c)
        #expect(cuv.configuration.text == "No Mail")
        c.text = "Inbox Empty"
        cuv.configuration = c
        #expect(cuv.shownParts.text.text == "Inbox Empty")
    }

    @Test func thePartsAreStackedAndCentredInsideTheMargins() {
        var c = UIContentUnavailableConfiguration.empty()
        c.image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 30)).image { _ in }
        c.text = "No Mail"
        c.secondaryText = "New messages appear here."
        var button = c.button
        button.title = "Refresh"
        c.button = button
        let v = UIContentUnavailableView(configuration: c)
        v.frame = CGRect(x: 0, y: 0, width: 390, height: 600)
        v.layoutIfNeeded()
        let parts = v.shownParts
        let b = try! #require(parts.button)
        // The content is 390 − 2 × 32 = 326 wide; each part keeps its own size, centred on x = 195.
        let t = parts.text.frame, s = parts.secondaryText.frame, i = parts.image.frame, bf = b.frame
        #expect(i.size == CGSize(width: 40, height: 30))
        for f in [i, t, s, bf] { #expect(abs(f.midX - 195) <= 0.5) } // whole-point origins: within half a point
        #expect(t.width <= 326 && s.width <= 326)
        // Image, 15, text, 3, secondary text, 20, button: the block centred between the 16 pt margins.
        #expect(t.minY == i.maxY + 15)
        #expect(s.minY == t.maxY + 3)
        #expect(bf.minY == s.maxY + 20)
        let total = bf.maxY - i.minY
        #expect(i.minY == (16 + (600 - 32 - total) / 2).rounded())
        #expect(parts.text.font == UIFont.systemFont(ofSize: 22, weight: .bold))
        #expect(parts.text.textAlignment == .center)
        #expect(parts.secondaryText.textColor == .secondaryLabel)
    }

    @Test func naturalAlignmentPutsThePartsOnTheLeadingMargin() {
        var c = UIContentUnavailableConfiguration.empty()
        c.text = "No Mail"
        c.alignment = .natural
        c.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        let v = UIContentUnavailableView(configuration: c)
        v.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        v.layoutIfNeeded()
        #expect(v.shownParts.text.frame.minX == 20)
        #expect(v.shownParts.text.textAlignment == .natural)
    }

    @Test func aButtonRunsItsActionAndFollowsItsProperties() {
        var c = UIContentUnavailableConfiguration.empty()
        var look = UIButton.Configuration.plain()
        look.title = "Retry"
        c.button = look
        var log: [String] = []
        c.buttonProperties.primaryAction = UIAction { _ in log.append("retry") }
        var second = UIButton.Configuration.plain()
        second.title = "Settings"
        c.secondaryButton = second
        c.secondaryButtonProperties.isEnabled = false
        c.secondaryButtonProperties.role = .cancel
        let v = UIContentUnavailableView(configuration: c)
        let b = try! #require(v.shownParts.button)
        b.sendActions(for: .primaryActionTriggered)
        #expect(log == ["retry"])
        let s = try! #require(v.shownParts.secondaryButton)
        #expect(!s.isEnabled && s.role == .cancel)
        // A button configuration without a title or an image shows no button.
        #expect(UIContentUnavailableView(configuration: .empty()).shownParts.button == nil)
    }

    // MARK: The view controller's configuration

    private final class LoggingController: UIViewController {
        var log: [String] = []
        var upcoming: UIContentUnavailableConfiguration? = nil
        override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
            log.append("update")
            contentUnavailableConfiguration = upcoming
        }
        override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
        override func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews") }
    }

    @Test func aControllerShowsItsConfigurationOverItsView() {
        let vc = UIViewController()
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        w.rootViewController = vc
        w.isHidden = false
        defer { w.isHidden = true }
        let label = UILabel()
        vc.view.addSubview(label)
        var c = UIContentUnavailableConfiguration.empty()
        c.text = "No Photos"
        vc.contentUnavailableConfiguration = c
        UIHeadless.runLoopTurn()
        let shown = try! #require(vc.view.subviews.last as? UIContentUnavailableView)
        #expect(shown.frame == vc.view.bounds)
        #expect(shown.configuration.text == "No Photos")
        // A subview added later goes under it at the next layout.
        vc.view.addSubview(UIView())
        vc.view.setNeedsLayout()
        vc.view.layoutIfNeeded()
        #expect(vc.view.subviews.last === shown)
        // A new configuration reuses the view; nil removes it.
        c.text = "Still No Photos"
        vc.contentUnavailableConfiguration = c
        #expect(vc.view.subviews.last === shown)
        #expect(shown.configuration.text == "Still No Photos")
        vc.contentUnavailableConfiguration = nil
        #expect(!vc.view.subviews.contains { $0 is UIContentUnavailableView })
        #expect(vc.contentUnavailableConfiguration == nil)
    }

    @Test func anUpdateIsAskedForBeforeTheLayoutThatFollowsSetNeeds() {
        let vc = LoggingController()
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        w.rootViewController = vc
        w.isHidden = false
        defer { w.isHidden = true }
        UIHeadless.runLoopTurn()
        // The first layout asks once, before viewWillLayoutSubviews.
        #expect(Array(vc.log.prefix(2)) == ["update", "viewWillLayoutSubviews"])
        vc.log = []
        vc.view.setNeedsLayout()
        UIHeadless.runLoopTurn()
        #expect(vc.log == ["viewWillLayoutSubviews", "viewDidLayoutSubviews"])
        vc.log = []
        vc.upcoming = .loading()
        vc.setNeedsUpdateContentUnavailableConfiguration()
        #expect(vc.log.isEmpty)
        UIHeadless.runLoopTurn()
        // (Adding the view over the controller's view asks for one more layout, as adding a subview does.)
        #expect(Array(vc.log.prefix(3)) == ["update", "viewWillLayoutSubviews", "viewDidLayoutSubviews"])
        #expect(vc.log.filter { $0 == "update" }.count == 1)
        #expect(vc.view.subviews.last is UIContentUnavailableView)
    }

    @Test func theStateCarriesTheSearchText() {
        let vc = UIViewController()
        #expect(vc.contentUnavailableConfigurationState.searchText == nil)
        let search = UISearchController(searchResultsController: nil)
        vc.navigationItem.searchController = search
        search.searchBar.text = "kiwi"
        #expect(vc.contentUnavailableConfigurationState.searchText == "kiwi")
        vc.contentUnavailableConfiguration = UIContentUnavailableConfiguration.search()
        _ = vc.view
        vc.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        vc.view.layoutIfNeeded()
        let shown = try! #require(vc.view.subviews.last as? UIContentUnavailableView)
        #expect(shown.configuration.text == "No Results for \u{201C}kiwi\u{201D}")
    }

    @Test func typingASearchUpdatesTheConfigurationShown() {
        let root = UIViewController()
        let nc = UINavigationController(rootViewController: root)
        let search = UISearchController(searchResultsController: nil)
        root.navigationItem.searchController = search
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        w.rootViewController = nc
        w.isHidden = false
        defer { w.isHidden = true }
        root.contentUnavailableConfiguration = UIContentUnavailableConfiguration.search()
        UIHeadless.runLoopTurn()
        let shown = try! #require(root.view.subviews.last as? UIContentUnavailableView)
        #expect(shown.configuration.text == "No Results")
        search.isActive = true
        search.searchBar.searchTextField.text = "kiwi"
        search.searchBar.searchTextField.sendActions(for: .editingChanged)
        UIHeadless.runLoopTurn()
        #expect(shown.configuration.text == "No Results for \u{201C}kiwi\u{201D}")
    }

    @Test func aTraitChangeAsksForAnUpdateWhileAConfigurationIsShown() {
        let vc = LoggingController()
        vc.upcoming = .empty()
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        w.rootViewController = vc
        w.isHidden = false
        defer { w.isHidden = true }
        UIHeadless.runLoopTurn()
        vc.log = []
        w.overrideUserInterfaceStyle = .dark
        UIHeadless.runLoopTurn()
        #expect(vc.log.filter { $0 == "update" }.count == 1)
        #expect(vc.contentUnavailableConfigurationState.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func searchShowsAMagnifyingGlassTintedLikeTheImage() {
        // Linux: drawn (no SF Symbols), as a template the image tint colours.
        let image = try! #require(UIContentUnavailableConfiguration.search().image)
        #expect(image.renderingMode == .alwaysTemplate)
        #expect(image.size == CGSize(width: 46, height: 46))
    }

    /// Writes pictures of the three styles for looking at (OPENUIKIT_DUMP_UNAVAILABLE=directory).
    @Test func dump() throws {
        guard let dir = ProcessInfo.processInfo.environment["OPENUIKIT_DUMP_UNAVAILABLE"] else { return }
        var empty = UIContentUnavailableConfiguration.empty()
        empty.image = UIGraphicsImageRenderer(size: CGSize(width: 48, height: 40)).image { ctx in
            UIColor.secondaryLabel.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 48, height: 40))
        }
        empty.text = "No Favorites"
        empty.secondaryText = "Favorites you add will appear here."
        var look = empty.button
        look.title = "Browse"
        empty.button = look
        for (name, c) in [("empty", empty), ("loading", .loading()), ("search", .search())] as [(String, UIContentUnavailableConfiguration)] {
            let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 500))
            let vc = UIViewController()
            vc.view.backgroundColor = .systemBackground
            w.rootViewController = vc
            w.isHidden = false
            vc.contentUnavailableConfiguration = c
            UIHeadless.runLoopTurn()
            let image = try #require(UIHeadless.renderImage(of: w))
            try #require(UIImage(cgImage: image).pngData()).write(to: URL(fileURLWithPath: "\(dir)/\(name).png"))
            w.isHidden = true
        }
    }
}
