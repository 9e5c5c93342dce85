import Testing
import TestSupport
@testable import UIKit

/// UIAlertController's text fields: configured as added, stacked under the message in one box, the first
/// taking the keyboard; frames worked out by hand from the metrics (card 270 wide, box 16 pt in, rows 30 pt,
/// 16 pt above and below the box, 44 pt buttons).
@Suite(.serialized) @MainActor struct AlertTextFieldTests {
    private func presenter() -> (UIWindow, UIViewController) {
        EventDispatcher.shared.reset()
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let root = UIViewController()
        w.rootViewController = root
        w.makeKeyAndVisible()
        return (w, root)
    }

    @Test func textFieldsAreConfiguredAndKeptInOrder() {
        let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
        #expect(alert.textFields == nil)
        var configured: [UITextField] = []
        alert.addTextField { f in f.placeholder = "Name"; configured.append(f) }
        alert.addTextField { f in f.placeholder = "Password"; f.isSecureTextEntry = true; configured.append(f) }
        alert.addTextField()
        #expect(alert.textFields?.count == 3)
        #expect(alert.textFields?.prefix(2).map { $0 } == configured)
        #expect(alert.textFields?.map(\.placeholder) == ["Name", "Password", nil])
        #expect(alert.textFields?[1].isSecureTextEntry == true)
    }

    @Test func fieldsStackUnderTheMessageInOneBox() {
        let (w, root) = presenter()
        defer { w.isHidden = true }
        let alert = UIAlertController(title: "Sign in", message: "Your account", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { $0.placeholder = "Password" }
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        root.present(alert, animated: false)
        UIHeadless.runLoopTurn()
        alert.view.layoutIfNeeded()
        let view = alert.view as! AlertView
        let messageBottom = view.messageLabel.frame.maxY
        // The box: 16 pt under the message, 16 pt in from each side of the 270 pt card, two 30 pt rows.
        #expect(view.fieldBox.frame == CGRect(x: 16, y: messageBottom + 16, width: 238, height: 60))
        #expect(alert.textFields!.map(\.frame) == [CGRect(x: 6, y: 0, width: 226, height: 30),
                                                   CGRect(x: 6, y: 30, width: 226, height: 30)])
        // The button 16 pt under the box; the card ends with it.
        let button = view.buttons[0].frame
        #expect(button == CGRect(x: 0, y: messageBottom + 16 + 60 + 16, width: 270, height: 44))
        #expect(view.mainGroup.bounds.height == button.maxY)
        // The first field has the keyboard.
        #expect(alert.textFields![0].isFirstResponder)
    }

    @Test func theHandlerReadsTheTextAfterDismissal() {
        let (w, root) = presenter()
        defer { w.isHidden = true }
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.text = "Old" }
        var read: String?
        alert.addAction(UIAlertAction(title: "Save", style: .default) { [unowned alert] _ in read = alert.textFields?.first?.text })
        root.present(alert, animated: false)
        UIHeadless.runLoopTurn()
        alert.textFields![0].text = "New"
        alert.choose(alert.actions[0])
        UIHeadless.advance(by: 0.5)
        #expect(read == "New")
        #expect(!alert.textFields![0].isFirstResponder)
    }

    @Test func returnInATextFieldChoosesThePreferredAction() {
        let (w, root) = presenter()
        defer { w.isHidden = true }
        var log: [String] = []
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        alert.addTextField()
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.append("Cancel") })
        let save = UIAlertAction(title: "Save", style: .default) { _ in log.append("Save") }
        alert.addAction(save)
        alert.preferredAction = save
        root.present(alert, animated: false)
        UIHeadless.runLoopTurn()
        #expect(alert.textFields![0].isFirstResponder)
        UIHeadless.pressKey(.keyboardReturnOrEnter, characters: "\r")
        UIHeadless.runLoopTurn()
        UIHeadless.advance(by: 0.3)
        #expect(log == ["Save"])
        #expect(root.presentedViewController == nil)
    }
}

/// Apple raises for a text field on an action sheet.
@Suite struct AlertTextFieldMisuseTests {
    @Test func aTextFieldOnAnActionSheetTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addTextField()
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert"))
        #expect(text.contains("NSInternalInconsistencyException"))
    }
}

/// Writes a picture of an alert with text fields for looking at (OPENUIKIT_DUMP_ALERT=path).
@Suite @MainActor struct AlertTextFieldPicture {
    @Test func dump() throws {
        guard let path = ProcessInfo.processInfo.environment["OPENUIKIT_DUMP_ALERT"] else { return }
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 500))
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        w.rootViewController = root
        w.makeKeyAndVisible()
        let alert = UIAlertController(title: "Sign in to iTunes Store", message: "Enter the password for your Apple ID.", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Apple ID" }
        alert.addTextField { $0.placeholder = "Password"; $0.isSecureTextEntry = true }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        root.present(alert, animated: false)
        UIHeadless.runLoopTurn()
        UIHeadless.runLoopTurn()
        let image = try #require(UIHeadless.renderImage(of: w))
        try #require(UIImage(cgImage: image).pngData()).write(to: URL(fileURLWithPath: path))
        w.isHidden = true
    }
}
