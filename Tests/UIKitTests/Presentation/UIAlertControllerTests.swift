import Testing
import TestSupport
@testable import UIKit

@MainActor
private final class PresenterController: UIViewController {
    var log: [String] = []
    override func viewWillAppear(_ animated: Bool) { log.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("viewDidDisappear") }
}

/// UIAlertController and UIAlertAction: Apple's raw values, the iOS 17 layout (frames worked out by hand from
/// the metrics: alert 270 wide with 44 pt buttons, centred and rounded down to whole points; action sheet
/// rows 57 with 8 pt margins), emphasis and colours, dismissal before the handler, Return and Escape.
@Suite(.serialized) @MainActor struct UIAlertControllerTests {
    /// A visible window with a presenter; the caller hides it.
    private func presenter(width: CGFloat = 400, height: CGFloat = 600) -> (UIWindow, PresenterController) {
        EventDispatcher.shared.reset()
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        let root = PresenterController()
        w.rootViewController = root
        w.makeKeyAndVisible()
        return (w, root)
    }

    private func show(_ alert: UIAlertController, on root: UIViewController) {
        root.present(alert, animated: false)
        UIHeadless.runLoopTurn()
        alert.view.layoutIfNeeded()
    }

    private func buttons(_ alert: UIAlertController) -> [AlertActionButton] { (alert.view as! AlertView).buttons }
    private func titles(_ alert: UIAlertController) -> [String] { buttons(alert).map { $0.action.title ?? "" } }

    @Test func rawValuesAreApples() {
        #expect(UIAlertController.Style.actionSheet.rawValue == 0 && UIAlertController.Style.alert.rawValue == 1)
        #expect(UIAlertAction.Style.default.rawValue == 0 && UIAlertAction.Style.cancel.rawValue == 1
                && UIAlertAction.Style.destructive.rawValue == 2)
    }

    @Test func propertiesAreKeptAsGiven() {
        let alert = UIAlertController(title: "T", message: "M", preferredStyle: .actionSheet)
        #expect(alert.title == "T" && alert.message == "M" && alert.preferredStyle == .actionSheet)
        #expect(alert.modalPresentationStyle == .custom)
        let a = UIAlertAction(title: "A", style: .destructive)
        #expect(a.title == "A" && a.style == .destructive && a.isEnabled)
        let b = UIAlertAction(title: "B", style: .default)
        alert.addAction(a)
        alert.addAction(b)
        #expect(alert.actions.map { $0.title } == ["A", "B"])
        alert.preferredAction = b
        #expect(alert.preferredAction === b)
        alert.preferredAction = UIAlertAction(title: "stranger", style: .default) // not one of the actions: ignored
        #expect(alert.preferredAction === b)
        #expect(UIAlertController().preferredStyle == .alert)
    }

    @Test func oneActionFillsTheCardWidth() {
        let (w, root) = presenter()
        defer { w.isHidden = true }
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        show(alert, on: root)
        let card = (alert.view as! AlertView).mainGroup
        // x = ⌊(400 − 270) / 2⌋ = 65, y = ⌊(600 − 44) / 2⌋ = 278
        #expect(card.frame == CGRect(x: 65, y: 278, width: 270, height: 44))
        #expect(buttons(alert).map(\.frame) == [CGRect(x: 0, y: 0, width: 270, height: 44)])
        #expect(alert.view.frame == w.bounds)
    }

    @Test func twoActionsSitSideBySideWithCancelOnTheLeft() {
        let (w, root) = presenter()
        defer { w.isHidden = true }
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        show(alert, on: root)
        #expect(titles(alert) == ["Cancel", "Delete"])
        #expect(buttons(alert).map(\.frame) == [CGRect(x: 0, y: 0, width: 135, height: 44),
                                                CGRect(x: 135, y: 0, width: 135, height: 44)])
        #expect((alert.view as! AlertView).mainGroup.frame == CGRect(x: 65, y: 278, width: 270, height: 44))
    }

    @Test func threeActionsStackWithCancelAtTheBottom() {
        let (w, root) = presenter()
        defer { w.isHidden = true }
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "A", style: .default))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "B", style: .default))
        show(alert, on: root)
        #expect(titles(alert) == ["A", "B", "Cancel"])
        #expect(buttons(alert).map(\.frame) == [CGRect(x: 0, y: 0, width: 270, height: 44),
                                                CGRect(x: 0, y: 44, width: 270, height: 44),
                                                CGRect(x: 0, y: 88, width: 270, height: 44)])
        // y = ⌊(600 − 132) / 2⌋ = 234
        #expect((alert.view as! AlertView).mainGroup.frame == CGRect(x: 65, y: 234, width: 270, height: 132))
    }

    @Test func theHeaderSitsAboveTheButtonsWith20PointInsets() {
        let (w, root) = presenter()
        defer { w.isHidden = true }
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        show(alert, on: root)
        let v = alert.view as! AlertView
        #expect(v.titleLabel.frame.minY == 20 && v.titleLabel.frame.minX == 16 && v.titleLabel.frame.width == 238)
        #expect(v.messageLabel.frame.minY == v.titleLabel.frame.maxY + 2)
        #expect(buttons(alert)[0].frame.minY == v.messageLabel.frame.maxY + 20)
        #expect(v.mainGroup.bounds.height == buttons(alert)[0].frame.maxY)
        #expect(v.titleLabel.font.pointSize == 17 && v.messageLabel.font.pointSize == 13)
        #expect(v.titleLabel.font.fontName == UIFont.systemFont(ofSize: 17, weight: .semibold).fontName)
    }

    @Test func preferredActionIsBoldOtherwiseCancelAndDestructiveIsRed() {
        let (w, root) = presenter()
        defer { w.isHidden = true }
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
        let cancel = UIAlertAction(title: "Cancel", style: .cancel)
        let delete = UIAlertAction(title: "Delete", style: .destructive)
        let keep = UIAlertAction(title: "Keep", style: .default)
        for a in [cancel, delete, keep] { alert.addAction(a) }
        show(alert, on: root)
        let bold = UIFont.systemFont(ofSize: 17, weight: .semibold).fontName
        let fonts = { Dictionary(uniqueKeysWithValues: self.buttons(alert).map { ($0.action.title!, $0.titleLabel.font.fontName) }) }
        #expect(fonts()["Cancel"] == bold && fonts()["Keep"] != bold)
        alert.preferredAction = keep
        alert.view.layoutIfNeeded()
        #expect(fonts()["Keep"] == bold && fonts()["Cancel"] != bold)
        let red = buttons(alert).first { $0.action === delete }!.titleLabel.textColor
        #expect(red === UIColor.systemRed)
    }

    @Test func aTapDismissesTheAlertThenRunsTheHandler() {
        let manual = ManualClock(startingAt: 7000)
        defer { manual.restore() }
        let (w, root) = presenter()
        defer { w.isHidden = true }
        var log: [String] = []
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.append("cancel handler") })
        alert.addAction(UIAlertAction(title: "OK", style: .default) { a in
            log.append("\(a.title!) handler, presented: \(root.presentedViewController != nil), on screen: \(alert.view.superview != nil)")
        })
        root.log = []
        root.present(alert, animated: true) { log.append("presented") }
        UIHeadless.runLoopTurn()
        UIHeadless.advance(by: 0.5)
        #expect(log == ["presented"])
        #expect(root.log.isEmpty) // a custom presentation leaves the presenter on screen: no appearance calls
        // OK is the right half of the card at (65, 278): its centre is at (65 + 202.5, 278 + 22).
        UIHeadless.tap(at: CGPoint(x: 267.5, y: 300), in: w)
        UIHeadless.runLoopTurn()
        #expect(log == ["presented"])          // the handler waits for the dismissal
        UIHeadless.advance(by: 0.3)
        UIHeadless.runLoopTurn()
        #expect(log == ["presented", "OK handler, presented: false, on screen: false"])
        #expect(root.log.isEmpty)
    }

    @Test func alertsIgnoreTapsOutsideAndDisabledActions() {
        let (w, root) = presenter()
        defer { w.isHidden = true }
        var ran = false
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
        let ok = UIAlertAction(title: "OK", style: .default) { _ in ran = true }
        ok.isEnabled = false
        alert.addAction(ok)
        show(alert, on: root)
        UIHeadless.tap(at: CGPoint(x: 10, y: 10), in: w)
        UIHeadless.tap(at: CGPoint(x: 200, y: 300), in: w)
        UIHeadless.runLoopTurn()
        UIHeadless.runLoopTurn()
        #expect(!ran && root.presentedViewController === alert)
        ok.isEnabled = true
        alert.view.layoutIfNeeded()
        UIHeadless.tap(at: CGPoint(x: 200, y: 300), in: w)
        UIHeadless.runLoopTurn()
        UIHeadless.runLoopTurn()
        #expect(root.presentedViewController == nil)
    }

    @Test func returnChoosesThePreferredActionAndEscapeTheCancelAction() {
        let manual = ManualClock(startingAt: 9000)
        defer { manual.restore() }
        let (w, root) = presenter()
        defer { w.isHidden = true }
        var log: [String] = []
        func make() -> UIAlertController {
            let alert = UIAlertController(title: "Save?", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.append("Cancel") })
            let save = UIAlertAction(title: "Save", style: .default) { _ in log.append("Save") }
            alert.addAction(UIAlertAction(title: "Discard", style: .destructive) { _ in log.append("Discard") })
            alert.addAction(save)
            alert.preferredAction = save
            return alert
        }
        show(make(), on: root)
        UIHeadless.pressKey(.keyboardReturnOrEnter, characters: "\r")
        UIHeadless.runLoopTurn()
        UIHeadless.advance(by: 0.3)
        show(make(), on: root)
        UIHeadless.pressKey(.keyboardEscape, characters: UIKeyCommand.inputEscape)
        UIHeadless.runLoopTurn()
        UIHeadless.advance(by: 0.3)
        #expect(log == ["Save", "Cancel"])
        #expect(root.presentedViewController == nil)
    }

    @Test func actionSheetStacksAtTheBottomWithASeparateCancelGroup() {
        let manual = ManualClock(startingAt: 9500)
        defer { manual.restore() }
        let (w, root) = presenter(width: 375, height: 667)
        defer { w.isHidden = true }
        var log: [String] = []
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.append("Cancel") })
        sheet.addAction(UIAlertAction(title: "Copy", style: .default))
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        show(sheet, on: root)
        let v = sheet.view as! AlertView
        #expect(titles(sheet) == ["Copy", "Delete", "Cancel"])
        // Width 375 − 2 × 8 = 359; cancel at 667 − 8 − 57 = 602; the group above ends 8 pt higher, at 594.
        #expect(v.cancelGroup.frame == CGRect(x: 8, y: 602, width: 359, height: 57))
        #expect(v.mainGroup.frame == CGRect(x: 8, y: 480, width: 359, height: 114))
        #expect(buttons(sheet).map(\.frame) == [CGRect(x: 0, y: 0, width: 359, height: 57),
                                                CGRect(x: 0, y: 57, width: 359, height: 57),
                                                CGRect(x: 0, y: 0, width: 359, height: 57)])
        #expect(buttons(sheet)[2].superview === v.cancelGroup)
        #expect(buttons(sheet)[0].titleLabel.font.pointSize == 20)
        // A tap outside an action sheet chooses its cancel action.
        UIHeadless.tap(at: CGPoint(x: 100, y: 100), in: w)
        UIHeadless.runLoopTurn()
        UIHeadless.advance(by: 0.4)
        #expect(log == ["Cancel"] && root.presentedViewController == nil)
    }

    @Test func theAlertFadesInFromALargerScaleOverADimmingView() {
        let manual = ManualClock(startingAt: 8000)
        defer { manual.restore() }
        let (w, root) = presenter()
        defer { w.isHidden = true }
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        root.present(alert, animated: true)
        UIHeadless.runLoopTurn()
        UIHeadless.advance(by: 0.1)
        let v = alert.view as! AlertView
        let card = v.mainGroup.layer.presentation()!
        let scale = card.transform.m11
        #expect(scale > 1 && scale < 1.2)
        #expect(card.opacity > 0 && card.opacity < 1)
        #expect(v.dimmingView.layer.presentation()!.opacity < 1)
        UIHeadless.advance(by: 0.4)
        #expect(v.mainGroup.transform == .identity && v.mainGroup.alpha == 1 && v.dimmingView.alpha == 1)
        #expect(v.dimmingView.backgroundColor == UIColor(white: 0, alpha: 0.2))
        root.dismiss(animated: false)
        UIHeadless.runLoopTurn()
    }
}

/// Misuse Apple raises on: here it traps with Apple's message.
@Suite struct UIAlertControllerMisuseTests {
    @Test func aSecondCancelActionTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                // "UIAlertController can only have one action with a style of UIAlertActionStyleCancel"
                alert.addAction(UIAlertAction(title: "Also cancel", style: .cancel))
            }
        }
    }
}
