import Foundation
import Testing
@testable import UIKit

/// canPerformAction(_:withSender:), target(forAction:withSender:) and nil-targeted actions along the
/// responder chain; the desktop's Ctrl shortcuts; undoManager (SPEC-NEXT §4.7).
@Suite(.serialized) @MainActor struct EditActionTests {
    final class Copier: UIView {
        var log: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        override func copy(_ sender: Any?) { log.append("copy") }
        override func paste(_ sender: Any?) { log.append("paste") }
        var pasteEnabled = true
        override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
            if action == Selector("paste:", Copier.paste(_:)) { return pasteEnabled }
            return super.canPerformAction(action, withSender: sender)
        }
    }
    final class Controller: UIViewController {
        var log: [String] = []
        override func paste(_ sender: Any?) { log.append("controller paste") }
        override func selectAll(_ sender: Any?) { log.append("controller selectAll") }
    }

    private static let copyAction = Selector("copy:", Copier.copy(_:))
    private static let pasteAction = Selector("paste:", Copier.paste(_:))

    private func stage() -> (UIWindow, Controller, Copier) {
        EventDispatcher.shared.reset()
        UIResponder.recordStandardEditActions(["paste:", "selectAll:"], for: Controller.self)
        _ = Self.copyAction
        _ = Self.pasteAction
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let c = Controller()
        w.rootViewController = c
        w.makeKeyAndVisible()
        let v = Copier()
        c.view.addSubview(v)
        return (w, c, v)
    }

    @Test func aResponderCanPerformWhatItsClassImplements() {
        let (w, c, v) = stage()
        defer { w.isHidden = true }
        #expect(v.canPerformAction(Selector("copy:"), withSender: nil))
        #expect(!v.canPerformAction(Selector("cut:"), withSender: nil))
        #expect(!UIView().canPerformAction(Selector("copy:"), withSender: nil))
        #expect(c.canPerformAction(Selector("selectAll:"), withSender: nil))
        #expect(!c.canPerformAction(Selector("copy:"), withSender: nil))   // its view does, not it: no walk
    }

    @Test func targetForActionWalksTheChainAskingCanPerformAction() {
        let (w, c, v) = stage()
        defer { w.isHidden = true }
        #expect(v.target(forAction: Selector("copy:"), withSender: nil) as AnyObject? === v)
        #expect(v.target(forAction: Selector("selectAll:"), withSender: nil) as AnyObject? === c)
        #expect(v.target(forAction: Selector("paste:"), withSender: nil) as AnyObject? === v)
        v.pasteEnabled = false
        #expect(v.target(forAction: Selector("paste:"), withSender: nil) as AnyObject? === c)
        #expect(v.target(forAction: Selector("cut:"), withSender: nil) == nil)
    }

    @Test func aNilTargetedActionGoesToTheFirstResponderAndUpTheChain() {
        let (w, c, v) = stage()
        defer { w.isHidden = true }
        #expect(v.becomeFirstResponder())
        #expect(UIApplication.shared.sendAction(Selector("copy:"), to: nil, from: nil, for: nil))
        v.pasteEnabled = false
        #expect(UIApplication.shared.sendAction(Selector("paste:"), to: nil, from: nil, for: nil))
        #expect(!UIApplication.shared.sendAction(Selector("cut:"), to: nil, from: nil, for: nil))
        #expect(v.log == ["copy"])
        #expect(c.log == ["controller paste"])
        v.resignFirstResponder()
    }

    @Test func controlShortcutsSendTheEditActions() {
        let (w, c, v) = stage()
        defer { w.isHidden = true }
        #expect(v.becomeFirstResponder())
        UIHeadless.pressKey(.keyboardC, characters: "c", modifiers: .control)
        UIHeadless.pressKey(.keyboardV, characters: "v", modifiers: .control)
        UIHeadless.pressKey(.keyboardA, characters: "a", modifiers: .control)
        UIHeadless.pressKey(.keyboardX, characters: "x", modifiers: .control)   // nobody cuts: an ordinary key
        #expect(v.log == ["copy", "paste"])
        #expect(c.log == ["controller selectAll"])
        v.resignFirstResponder()
    }

    @Test func undoManagerIsTheWindowsAndControlZUndoes() {
        let (w, _, v) = stage()
        defer { w.isHidden = true }
        #expect(v.undoManager === w.undoManager)
        #expect(v.undoManager != nil)
        #expect(UIResponder().undoManager == nil)
        #expect(v.becomeFirstResponder())
        final class Model { var value = 0 }
        let model = Model()
        func set(_ n: Int) {
            let old = model.value
            model.value = n
            w.undoManager?.registerUndo(withTarget: model) { m in set(old) }
        }
        w.undoManager?.removeAllActions()
        set(1)
        UIHeadless.runLoopTurn()                      // the turn's automatic group closes
        set(2)
        UIHeadless.runLoopTurn()
        #expect(w.undoManager?.canUndo == true)
        UIHeadless.pressKey(.keyboardZ, characters: "z", modifiers: .control)
        #expect(model.value == 1)
        UIHeadless.pressKey(.keyboardZ, characters: "z", modifiers: .control)
        #expect(model.value == 0)
        UIHeadless.pressKey(.keyboardZ, characters: "Z", modifiers: [.control, .shift])
        #expect(model.value == 1)
        #expect(w.undoManager?.canRedo == true)
        v.resignFirstResponder()
    }

    @Test func undoGroupsNestAndNameTheirActions() {
        let m = UndoManager()
        m.groupsByEvent = false
        final class Box { var items: [String] = [] }
        let box = Box()
        func add(_ s: String) {
            box.items.append(s)
            m.registerUndo(withTarget: box) { b in b.items.removeLast() }
        }
        m.beginUndoGrouping()
        add("a")
        m.beginUndoGrouping()
        add("b")
        m.endUndoGrouping()
        m.setActionName("Typing")
        m.endUndoGrouping()
        #expect(m.groupingLevel == 0)
        #expect(m.undoActionName == "Typing")
        #expect(m.undoMenuItemTitle == "Undo Typing")
        m.undo()
        #expect(box.items == [])
        #expect(!m.canUndo)
    }
}
