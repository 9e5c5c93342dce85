import Foundation
import Testing
@testable import UIKit
import TestSupport
import UIKitTestSupport

/// Logs a context menu interaction's delegate calls.
@MainActor
private final class MenuDelegateLog: NSObject, UIContextMenuInteractionDelegate {
    var log: [String] = []
    var menu: UIMenu?

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        log.append("configuration \(Int(location.x)),\(Int(location.y))")
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in self?.menu }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        log.append("willDisplay")
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        log.append("willEnd")
    }
}

@Suite(.serialized) @MainActor struct UIMenuTests {
    private func shownPanel() -> MenuPanelView? { MenuPanelView.current }

    private func tapRow(_ title: String, in stage: ViewsStage) {
        let frame = MenuPanelView.current!.rowFrame(titled: title)!
        stage.forgetTaps()
        UIHeadless.tap(at: CGPoint(x: frame.midX, y: frame.midY), in: stage.window)
    }

    @Test func optionsAndSizesHaveApplesRawValues() {
        #expect(UIMenu.Options.displayInline.rawValue == 1)
        #expect(UIMenu.Options.destructive.rawValue == 2)
        #expect(UIMenu.Options.singleSelection.rawValue == 32)
        #expect(UIMenu.Options.displayAsPalette.rawValue == 128)
        #expect(UIMenu.ElementSize.small.rawValue == 0)
        #expect(UIMenu.ElementSize.medium.rawValue == 1)
        #expect(UIMenu.ElementSize.large.rawValue == 2)
        #expect(UIMenu.ElementSize.automatic.rawValue == -1)
        #expect(UIMenu.Identifier.edit.rawValue == "com.apple.menu.edit")
    }

    @Test func constructionDefaultsAndReplacingChildren() {
        let empty = UIMenu()
        #expect(empty.title == "")
        #expect(empty.options == [])
        #expect(empty.children.isEmpty)
        #expect(empty.preferredElementSize == .automatic)
        #expect(empty.identifier != UIMenu().identifier)

        let a = UIAction(title: "A", state: .on) { _ in }
        let b = UIAction(title: "B") { _ in }
        let c = UIAction(title: "C", state: .on) { _ in }
        let inline = UIMenu(options: .displayInline, children: [c])
        let menu = UIMenu(title: "Sort", identifier: UIMenu.Identifier("sort"), options: .singleSelection, children: [a, b, inline])
        #expect(menu.selectedElements.map(\.title) == ["A", "C"])

        let replaced = menu.replacingChildren([b])
        #expect(replaced !== menu)
        #expect(replaced.title == "Sort")
        #expect(replaced.identifier == UIMenu.Identifier("sort"))
        #expect(replaced.options == .singleSelection)
        #expect(replaced.children.map(\.title) == ["B"])
    }

    @Test func interactionsAttachToViews() {
        let view = UIView()
        let delegate = MenuDelegateLog()
        let interaction = UIContextMenuInteraction(delegate: delegate)
        view.addInteraction(interaction)
        #expect(interaction.view === view)
        #expect(view.interactions.count == 1)
        view.removeInteraction(interaction)
        #expect(interaction.view == nil)
        #expect(view.interactions.isEmpty)
    }

    @Test func secondaryClickOpensTheContextMenuAndARowRunsItsHandler() {
        let stage = ViewsStage(width: 400, height: 400)
        defer { stage.close() }
        let target = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 100))
        stage.window.addSubview(target)
        let delegate = MenuDelegateLog()
        var sender: Any?
        delegate.menu = UIMenu(children: [
            UIAction(title: "Copy") { action in delegate.log.append("Copy"); sender = action.sender },
            UIAction(title: "Delete", attributes: .destructive) { _ in delegate.log.append("Delete") },
        ])
        target.addInteraction(UIContextMenuInteraction(delegate: delegate))

        UIHeadless.click(at: CGPoint(x: 70, y: 80), in: stage.window, buttonMask: .secondary)
        #expect(delegate.log == ["configuration 20,30", "willDisplay"])
        let panel = try! #require(shownPanel())
        // Placed below the click, 250 points wide, two 44-point rows and a hairline between them.
        #expect(panel.panelFrame == CGRect(x: 70, y: 88, width: 250, height: 89))

        tapRow("Copy", in: stage)
        #expect(delegate.log == ["configuration 20,30", "willDisplay", "willEnd", "Copy"])
        #expect(sender as? UIView === target)
        #expect(shownPanel() == nil)
    }

    @Test func longPressOpensTheContextMenuAndAnOutsideTapDismissesIt() {
        let stage = ViewsStage(width: 400, height: 400)
        defer { stage.close() }
        UIHeadless.useManualClock()
        let target = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        stage.window.addSubview(target)
        let delegate = MenuDelegateLog()
        delegate.menu = UIMenu(children: [UIAction(title: "Copy") { _ in delegate.log.append("Copy") }])
        target.addInteraction(UIContextMenuInteraction(delegate: delegate))

        UIHeadless.touchDown(at: CGPoint(x: 10, y: 10), in: stage.window)
        UIHeadless.advance(by: 0.4)
        #expect(shownPanel() == nil)
        UIHeadless.advance(by: 0.2)
        #expect(shownPanel() != nil)
        UIHeadless.touchUp()
        #expect(delegate.log == ["configuration 10,10", "willDisplay"])

        stage.forgetTaps()
        UIHeadless.tap(at: CGPoint(x: 390, y: 390), in: stage.window)
        #expect(shownPanel() == nil)
        #expect(delegate.log == ["configuration 10,10", "willDisplay", "willEnd"])
    }

    @Test func buttonShowsItsMenuAsPrimaryActionAndEscapeDismissesIt() {
        let stage = ViewsStage(width: 400, height: 400)
        defer { stage.close() }
        var log: [String] = []
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        button.addAction(UIAction { _ in log.append("primary") }, for: .primaryActionTriggered)
        button.addAction(UIAction { _ in log.append("menuActionTriggered") }, for: .menuActionTriggered)
        button.menu = UIMenu(title: "Share", children: [UIAction(title: "Mail") { action in
            log.append("Mail from \((action.sender as? UIButton) === button)")
        }])
        button.showsMenuAsPrimaryAction = true
        stage.window.addSubview(button)

        UIHeadless.tap(at: CGPoint(x: 60, y: 40), in: stage.window)
        #expect(log == ["menuActionTriggered"])
        let panel = try! #require(shownPanel())
        // A 32-point title header, a hairline, one row; 8 points below the button.
        #expect(panel.panelFrame == CGRect(x: 20, y: 72, width: 250, height: 77))
        UIHeadless.pressKey(.keyboardEscape, characters: UIKeyCommand.inputEscape)
        #expect(shownPanel() == nil)

        stage.forgetTaps()
        UIHeadless.tap(at: CGPoint(x: 60, y: 40), in: stage.window)
        tapRow("Mail", in: stage)
        #expect(log == ["menuActionTriggered", "menuActionTriggered", "Mail from true"])
    }

    @Test func popUpButtonSelectsTheChosenElement() {
        let stage = ViewsStage(width: 400, height: 400)
        defer { stage.close() }
        let small = UIAction(title: "Small") { _ in }
        let large = UIAction(title: "Large") { _ in }
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 300, width: 100, height: 44)
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true
        button.menu = UIMenu(children: [small, large])
        stage.window.addSubview(button)
        #expect(button.title(for: .normal) == "Small")
        #expect(small.state == .on)

        UIHeadless.tap(at: CGPoint(x: 60, y: 320), in: stage.window)
        let panel = try! #require(shownPanel())
        // No room below: above the button, 8 points off.
        #expect(panel.panelFrame.maxY == 292)
        saveControlsPNG(stage, "menu-popup")
        tapRow("Large", in: stage)
        #expect(large.state == .on)
        #expect(small.state == .off)
        #expect(button.title(for: .normal) == "Large")
        #expect(!button.isSelected)
    }

    @Test func barButtonItemShowsItsMenuOnATap() {
        let stage = ViewsStage(width: 400, height: 400)
        defer { stage.close() }
        var log: [String] = []
        weak var itemRef: UIBarButtonItem?
        let item = UIBarButtonItem(title: "Sort", image: nil, primaryAction: nil, menu: UIMenu(children: [
            UIAction(title: "Name") { action in log.append("Name from \((action.sender as? UIBarButtonItem) === itemRef)") },
        ]))
        itemRef = item
        #expect(item.menu?.children.count == 1)
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 400, height: 44))
        toolbar.items = [item]
        stage.window.addSubview(toolbar)
        stage.window.layoutIfNeeded()
        let itemView = try! #require(toolbar.subviews.first { $0 is BarButtonView })
        UIHeadless.tap(at: centre(of: itemView), in: stage.window)
        let panel = try! #require(shownPanel())
        #expect(panel.panelFrame.minY == itemView.convert(itemView.bounds, to: nil).maxY + 8)
        tapRow("Name", in: stage)
        #expect(log == ["Name from true"])
        #expect(shownPanel() == nil)
    }

    @Test func inlineGroupsAreSetApartAndNestedMenusOpenInPlace() {
        let stage = ViewsStage(width: 400, height: 400)
        defer { stage.close() }
        let target = UIView(frame: stage.window.bounds)
        stage.window.addSubview(target)
        let delegate = MenuDelegateLog()
        delegate.menu = UIMenu(title: "Edit", children: [
            UIAction(title: "Copy") { _ in },
            UIMenu(title: "Share", children: [UIAction(title: "Mail") { _ in delegate.log.append("Mail") }]),
            UIMenu(options: .displayInline, children: [UIAction(title: "Delete", attributes: .destructive) { _ in }]),
            UIAction(title: "Secret", attributes: .hidden) { _ in },
        ])
        target.addInteraction(UIContextMenuInteraction(delegate: delegate))
        UIHeadless.click(at: CGPoint(x: 40, y: 40), in: stage.window, buttonMask: .secondary)
        let panel = try! #require(shownPanel())
        // Header 32 + hairline 1 + Copy 44 + hairline 1 + Share 44 + group gap 8 + Delete 44; Secret is hidden.
        #expect(panel.panelFrame == CGRect(x: 40, y: 48, width: 250, height: 174))
        #expect(panel.rowFrame(titled: "Secret") == nil)
        saveControlsPNG(stage, "menu-context")

        tapRow("Share", in: stage)
        #expect(shownPanel() === panel)
        #expect(panel.rowFrame(titled: "Copy") == nil)
        tapRow("Mail", in: stage)
        #expect(delegate.log.suffix(2) == ["willEnd", "Mail"])
    }

    @Test func deferredElementsShowLoadingUntilProvided() {
        let stage = ViewsStage(width: 400, height: 400)
        defer { stage.close() }
        var complete: (@MainActor ([UIMenuElement]) -> Void)?
        var calls = 0
        let deferred = UIDeferredMenuElement { completion in calls += 1; complete = completion }
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        button.menu = UIMenu(children: [UIAction(title: "First") { _ in }, deferred])
        button.showsMenuAsPrimaryAction = true
        stage.window.addSubview(button)

        UIHeadless.tap(at: CGPoint(x: 60, y: 40), in: stage.window)
        let panel = try! #require(shownPanel())
        #expect(panel.rowFrame(titled: "Loading…") != nil)
        complete?([UIAction(title: "Later") { _ in }])
        #expect(panel.rowFrame(titled: "Loading…") == nil)
        #expect(panel.rowFrame(titled: "Later") != nil)
        panel.dismiss()

        // Cached: the provider is not asked again.
        stage.forgetTaps()
        UIHeadless.tap(at: CGPoint(x: 60, y: 40), in: stage.window)
        #expect(shownPanel()?.rowFrame(titled: "Later") != nil)
        #expect(calls == 1)
    }
}
