import Foundation
import Testing
@testable import UIKit
import UIKitTestSupport

/// UIEditMenuInteraction (iOS 16) and the older UIMenuController: the system's edit actions the responder can
/// perform, a delegate's or the app's own items, the delegate's calls in order, notifications.
@Suite(.serialized) @MainActor struct EditMenuTests {
    /// A first responder that copies and pastes, and performs a custom "share:" action.
    final class Note: UIView {
        var log: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        override func copy(_ sender: Any?) { log.append("copy") }
        override func paste(_ sender: Any?) { log.append("paste") }
        func share(_ sender: Any?) { log.append("share from \(sender is UIMenuController ? "menu controller" : "?")") }
    }

    static let copyAction = Selector("copy:", Note.copy(_:))
    static let pasteAction = Selector("paste:", Note.paste(_:))
    static let shareAction = Selector("share:", Note.share(_:))

    final class Delegate: NSObject, UIEditMenuInteractionDelegate {
        var log: [String] = []
        var extra: UIAction?
        func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                                 suggestedActions: [UIMenuElement]) -> UIMenu? {
            log.append("menuFor(\(suggestedActions.map(\.title)))")
            return UIMenu(children: suggestedActions + (extra.map { [$0] } ?? []))
        }
        func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
                                 animator: UIEditMenuInteractionAnimating) {
            log.append("willPresent")
            animator.addCompletion { self.log.append("presented") }
        }
        func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
                                 animator: UIEditMenuInteractionAnimating) {
            log.append("willDismiss")
        }
    }

    func stage() -> (ViewsStage, Note) {
        _ = (Self.copyAction, Self.pasteAction, Self.shareAction)
        let stage = ViewsStage(width: 400, height: 300)
        let note = Note(frame: CGRect(x: 20, y: 20, width: 200, height: 100))
        stage.window.addSubview(note)
        note.becomeFirstResponder()
        return (stage, note)
    }

    func tapRow(_ title: String, in stage: ViewsStage) throws {
        let frame = try #require(MenuPanelView.current?.rowFrame(titled: title))
        stage.forgetTaps()
        UIHeadless.tap(at: CGPoint(x: frame.midX, y: frame.midY), in: stage.window)
    }

    @Test func anEditMenuOffersWhatTheResponderCanPerformAndTheDelegatesOwn() throws {
        let (stage, note) = stage()
        defer { stage.close() }
        #expect(UIEditMenuArrowDirection.right.rawValue == 4)
        let delegate = Delegate()
        delegate.extra = UIAction(title: "Bookmark") { _ in delegate.log.append("bookmark") }
        let interaction = UIEditMenuInteraction(delegate: delegate)
        note.addInteraction(interaction)
        #expect(interaction.view === note)

        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 50, y: 40)))
        // The note copies and pastes: of Cut, Copy, Paste, Select and Select All only those two are suggested.
        #expect(delegate.log == ["menuFor([\"Copy\", \"Paste\"])", "willPresent", "presented"])
        #expect(MenuPanelView.current?.rowFrame(titled: "Bookmark") != nil)
        #expect(interaction.location(in: note) == CGPoint(x: 50, y: 40))
        #expect(note.isFirstResponder, "the menu leaves the responder editing")

        delegate.log = []
        try tapRow("Paste", in: stage)
        #expect(note.log == ["paste"])
        #expect(delegate.log == ["willDismiss"])
        #expect(MenuPanelView.current == nil)

        // The delegate's own action, and dismissMenu() in code.
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: "second" as NSString, sourcePoint: .zero))
        try tapRow("Bookmark", in: stage)
        #expect(delegate.log.contains("willDismiss") && delegate.log.contains("bookmark"))
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
        interaction.dismissMenu()
        #expect(MenuPanelView.current == nil)
        #expect(delegate.log.last == "willDismiss")
    }

    @Test func withoutADelegateTheSuggestedActionsShowAndAnEmptyMenuDoesNot() {
        let (stage, note) = stage()
        defer { stage.close() }
        let interaction = UIEditMenuInteraction(delegate: nil)
        note.addInteraction(interaction)
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
        #expect(MenuPanelView.current?.rowFrame(titled: "Copy") != nil)
        #expect(MenuPanelView.current?.rowFrame(titled: "Cut") == nil, "the note cannot cut")
        interaction.dismissMenu()
        // A plain view performs none of the edit actions: nothing shows.
        let plain = UIView(frame: CGRect(x: 0, y: 200, width: 50, height: 50))
        stage.window.addSubview(plain)
        note.resignFirstResponder()
        let other = UIEditMenuInteraction(delegate: nil)
        plain.addInteraction(other)
        other.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
        #expect(MenuPanelView.current == nil)
    }

    @Test func theMenuControllerShowsCustomItemsTheResponderCanPerform() throws {
        let (stage, note) = stage()
        defer { stage.close() }
        let controller = UIMenuController.shared
        #expect(UIMenuController.ArrowDirection.left.rawValue == 3)
        final class Names: @unchecked Sendable { var list: [String] = [] }
        let names = Names()
        let center = NotificationCenter.default
        let observers = [UIMenuController.willShowMenuNotification, UIMenuController.didShowMenuNotification,
                         UIMenuController.willHideMenuNotification, UIMenuController.didHideMenuNotification].map { name in
            center.addObserver(forName: name, object: nil, queue: nil) { note in
                names.list.append(note.name.rawValue.replacingOccurrences(of: "UIMenuController", with: ""))
            }
        }
        defer { observers.forEach(center.removeObserver) }
        // "Archive" names an action nobody performs: it does not show.
        controller.menuItems = [UIMenuItem(title: "Share", action: Self.shareAction),
                                UIMenuItem(title: "Archive", action: Selector("archive:"))]
        defer { controller.menuItems = nil }
        controller.showMenu(from: note, rect: CGRect(x: 0, y: 0, width: 200, height: 20))
        #expect(controller.isMenuVisible)
        // The stage's window fills its screen from the origin: the screen's coordinates are the window's.
        #expect(controller.menuFrame == MenuPanelView.current?.panelFrame)
        #expect(controller.menuFrame.width > 0)
        #expect(MenuPanelView.current?.rowFrame(titled: "Share") != nil)
        #expect(MenuPanelView.current?.rowFrame(titled: "Archive") == nil)
        #expect(MenuPanelView.current?.rowFrame(titled: "Copy") != nil)
        controller.update()
        #expect(names.list == ["WillShowMenuNotification", "DidShowMenuNotification"], "update() is no new showing")
        try tapRow("Share", in: stage)
        #expect(note.log == ["share from menu controller"])
        #expect(!controller.isMenuVisible)
        #expect(names.list == ["WillShowMenuNotification", "DidShowMenuNotification", "WillHideMenuNotification",
                                  "DidHideMenuNotification"])
        controller.showMenu(from: note, rect: .zero)
        controller.hideMenu(from: stage.window)   // not the view it was shown from: stays
        #expect(controller.isMenuVisible)
        controller.hideMenu(from: note)
        #expect(!controller.isMenuVisible)
    }
}
