import Testing
@testable import UIKit

@MainActor
private final class EditorController: UIViewController {
    var log: [String] = []
    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "s", modifierFlags: .command, action: Selector("save:", EditorController.save(_:))),
         UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: Selector("close", EditorController.close))]
    }
    func save(_ sender: Any?) { log.append("save from \((sender as? UIKeyCommand)?.input ?? "?")") }
    func close() { log.append("close") }
}

@MainActor
private final class KeyField: UIView {
    var presses: [String] = []
    override var canBecomeFirstResponder: Bool { true }
    override func pressesBegan(_ p: Set<UIPress>, with e: UIPressesEvent?) { presses += p.map { "began " + ($0.key?.characters ?? "") } }
    override func pressesEnded(_ p: Set<UIPress>, with e: UIPressesEvent?) { presses += p.map { "ended " + ($0.key?.characters ?? "") } }
}

/// UIKeyCommand (Apple: a key press that matches a command of a responder on the first responder's chain
/// performs the command's action, sent to the first responder of that chain that implements it).
@Suite(.serialized) @MainActor struct UIKeyCommandTests {
    @Test func aMatchingKeyPerformsTheCommandInsteadOfReachingThePresses() {
        EventDispatcher.shared.reset()
        let controller = EditorController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let field = KeyField(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        controller.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        defer { field.resignFirstResponder() }

        let s = UIKeyboardHIDUsage(rawValue: 0x16)
        UIHeadless.pressKey(s, characters: "s", modifiers: .command)
        #expect(controller.log == ["save from s"])
        #expect(field.presses.isEmpty)                                   // neither began nor ended
        UIHeadless.pressKey(s, characters: "s")                          // no ⌘: an ordinary key
        #expect(field.presses == ["began s", "ended s"])
        #expect(controller.log == ["save from s"])
        UIHeadless.pressKey(s, characters: "S", modifiers: [.command, .alphaShift])   // Caps Lock does not count
        #expect(controller.log == ["save from s", "save from s"])
        UIHeadless.pressKey(.keyboardEscape, characters: UIKeyCommand.inputEscape)
        #expect(controller.log.last == "close")
    }

    @Test func appleShapesAndNames() {
        let c = UIKeyCommand(title: "Find", action: Selector("find:"), input: "f", modifierFlags: [.command, .shift],
                             discoverabilityTitle: "Find…")
        #expect(c.input == "f" && c.modifierFlags == [.command, .shift] && c.title == "Find" && c.discoverabilityTitle == "Find…")
        #expect(c.action == Selector("find:"))
        #expect(UIKeyCommand.inputUpArrow == "UIKeyInputUpArrow" && UIKeyCommand.f12 == "UIKeyInputF12")
        #expect(!c.wantsPriorityOverSystemBehavior)
    }
}
