import Testing
import TestSupport
@testable import UIKit

@MainActor
private final class AdaptiveLog: NSObject, UIPopoverPresentationControllerDelegate, UISheetPresentationControllerDelegate {
    var log: [String] = []
    var adaptTo: UIModalPresentationStyle?
    var allowDismiss = true
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptTo ?? controller.defaultAdaptiveStyle
    }
    func presentationControllerShouldDismiss(_ p: UIPresentationController) -> Bool { log.append("shouldDismiss"); return allowDismiss }
    func presentationControllerWillDismiss(_ p: UIPresentationController) { log.append("willDismiss") }
    func presentationControllerDidDismiss(_ p: UIPresentationController) { log.append("didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ p: UIPresentationController) { log.append("didAttemptToDismiss") }
}

/// Presentation styles: Apple's raw values, the presentation controller made for each style, and the frames of
/// the presented view in a compact window (400 × 600: sheets along the bottom, the large detent 10 pt below the
/// top, the medium one half the height) and a regular one (1000 × 800: a 704 pt page sheet 24 pt clear of the
/// top and bottom, a 540 × 620 form sheet, popovers beside their source with a 13 pt arrow and 10 pt margins).
@Suite(.serialized) @MainActor struct PresentationStyleTests {
    private func window(_ width: CGFloat, _ height: CGFloat) -> (UIWindow, UIViewController) {
        EventDispatcher.shared.reset()
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        let root = UIViewController()
        w.rootViewController = root
        w.makeKeyAndVisible()
        return (w, root)
    }

    /// The presented view's frame in the presentation's container, after a presentation without animation.
    private func presentedFrame(_ vc: UIViewController, from root: UIViewController) -> CGRect? {
        root.present(vc, animated: false)
        UIHeadless.runLoopTurn()
        guard let container = vc.presentationController?.containerView else { return nil }
        container.layoutIfNeeded()
        let frame = vc.view.convert(vc.view.bounds, to: container)
        root.dismiss(animated: false)
        UIHeadless.runLoopTurn()
        return frame
    }

    @Test func rawValuesAreApples() {
        let styles: [(UIModalPresentationStyle, Int)] = [(.fullScreen, 0), (.pageSheet, 1), (.formSheet, 2), (.currentContext, 3),
            (.custom, 4), (.overFullScreen, 5), (.overCurrentContext, 6), (.popover, 7), (.none, -1), (.automatic, -2)]
        for (s, raw) in styles { #expect(s.rawValue == raw) }
        let transitions: [(UIModalTransitionStyle, Int)] = [(.coverVertical, 0), (.flipHorizontal, 1), (.crossDissolve, 2), (.partialCurl, 3)]
        for (t, raw) in transitions { #expect(t.rawValue == raw) }
        #expect(UIPopoverArrowDirection.up.rawValue == 1 && UIPopoverArrowDirection.down.rawValue == 2
                && UIPopoverArrowDirection.left.rawValue == 4 && UIPopoverArrowDirection.right.rawValue == 8
                && UIPopoverArrowDirection.any.rawValue == 15 && UIPopoverArrowDirection.unknown.rawValue == UInt.max)
    }

    @Test func eachStyleGetsItsPresentationController() {
        let vc = UIViewController()
        #expect(vc.modalPresentationStyle == .automatic)
        #expect(vc.sheetPresentationController != nil && vc.presentationController?.presentationStyle == .pageSheet)
        #expect(vc.popoverPresentationController == nil)
        vc.modalPresentationStyle = .popover
        #expect(vc.popoverPresentationController != nil && vc.sheetPresentationController == nil)
        #expect(vc.popoverPresentationController?.arrowDirection == .unknown)
        vc.modalPresentationStyle = .fullScreen
        #expect(vc.presentationController.map { type(of: $0) == UIPresentationController.self } == true)
        let sheet = UISheetPresentationController(presentedViewController: UIViewController(), presenting: nil)
        #expect(sheet.detents.map(\.identifier) == [.large] && sheet.selectedDetentIdentifier == nil)
        #expect(!sheet.prefersGrabberVisible && sheet.preferredCornerRadius == nil && sheet.largestUndimmedDetentIdentifier == nil)
        #expect(UISheetPresentationController.Detent.Identifier.medium.rawValue == "com.apple.UIKit.medium")
        #expect(UISheetPresentationController.Detent.Identifier.large.rawValue == "com.apple.UIKit.large")
    }

    @Test func fullScreenStylesFillTheWindow() {
        let (w, root) = window(400, 600)
        defer { w.isHidden = true }
        for style in [UIModalPresentationStyle.fullScreen, .overFullScreen, .custom] {
            let vc = UIViewController()
            vc.modalPresentationStyle = style
            #expect(presentedFrame(vc, from: root) == CGRect(x: 0, y: 0, width: 400, height: 600))
        }
    }

    @Test func compactSheetsSitAtTheBottomAtTheirDetent() {
        let (w, root) = window(400, 600)
        defer { w.isHidden = true }
        let large = UIViewController()
        #expect(presentedFrame(large, from: root) == CGRect(x: 0, y: 10, width: 400, height: 590))
        let medium = UIViewController()
        medium.sheetPresentationController?.detents = [.medium(), .large()]
        #expect(presentedFrame(medium, from: root) == CGRect(x: 0, y: 300, width: 400, height: 300))
        let selected = UIViewController()
        selected.sheetPresentationController?.detents = [.medium(), .large()]
        selected.sheetPresentationController?.selectedDetentIdentifier = .large
        #expect(presentedFrame(selected, from: root) == CGRect(x: 0, y: 10, width: 400, height: 590))
        let custom = UIViewController()
        custom.sheetPresentationController?.detents = [.custom(identifier: .init("small")) { context in
            context.maximumDetentValue == 590 ? 200 : nil
        }]
        #expect(presentedFrame(custom, from: root) == CGRect(x: 0, y: 400, width: 400, height: 200))
    }

    @Test func regularSheetsAreCentredPageAndFormSheets() {
        let (w, root) = window(1000, 800)
        defer { w.isHidden = true }
        let page = UIViewController()
        page.modalPresentationStyle = .pageSheet
        page.sheetPresentationController?.detents = [.medium()] // detents apply in compact width only
        #expect(presentedFrame(page, from: root) == CGRect(x: 148, y: 24, width: 704, height: 752))
        let form = UIViewController()
        form.modalPresentationStyle = .formSheet
        #expect(presentedFrame(form, from: root) == CGRect(x: 230, y: 90, width: 540, height: 620))
    }

    @Test func popoversSitBesideTheirSourceWithTheArrowTowardsIt() {
        let (w, root) = window(1000, 800)
        defer { w.isHidden = true }
        let top = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 40))
        let bottom = UIView(frame: CGRect(x: 600, y: 700, width: 80, height: 40))
        root.view.addSubview(top)
        root.view.addSubview(bottom)
        let below = UIViewController()
        below.preferredContentSize = CGSize(width: 300, height: 200)
        below.modalPresentationStyle = .popover
        below.popoverPresentationController?.sourceView = top
        root.present(below, animated: false)
        UIHeadless.runLoopTurn()
        // Room below the source: the bubble hangs from its bottom edge, its left edge clamped to the 10 pt margin.
        #expect(below.popoverPresentationController?.arrowDirection == .up)
        #expect(below.presentationController?.presentedView?.frame == CGRect(x: 10, y: 140, width: 300, height: 213))
        #expect(below.view.convert(below.view.bounds, to: w) == CGRect(x: 10, y: 153, width: 300, height: 200))
        root.dismiss(animated: false)
        UIHeadless.runLoopTurn()

        let above = UIViewController()
        above.preferredContentSize = CGSize(width: 300, height: 200)
        above.modalPresentationStyle = .popover
        above.popoverPresentationController?.sourceView = bottom
        above.popoverPresentationController?.sourceRect = CGRect(x: 0, y: 0, width: 20, height: 20)
        root.present(above, animated: false)
        UIHeadless.runLoopTurn()
        // No room below (790 − 720 − 13 < 200): above it, centred on the source rectangle's middle x = 610.
        #expect(above.popoverPresentationController?.arrowDirection == .down)
        #expect(above.presentationController?.presentedView?.frame == CGRect(x: 460, y: 487, width: 300, height: 213))
        root.dismiss(animated: false)
        UIHeadless.runLoopTurn()
    }

    @Test func aCompactPopoverBecomesASheetUnlessTheDelegateSaysNone() {
        let (w, root) = window(400, 600)
        defer { w.isHidden = true }
        let source = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        root.view.addSubview(source)
        let vc = UIViewController()
        vc.modalPresentationStyle = .popover
        vc.popoverPresentationController?.sourceView = source
        #expect(presentedFrame(vc, from: root) == CGRect(x: 0, y: 10, width: 400, height: 590))
        let kept = UIViewController()
        kept.preferredContentSize = CGSize(width: 200, height: 100)
        kept.modalPresentationStyle = .popover
        let delegate = AdaptiveLog()
        delegate.adaptTo = UIModalPresentationStyle.none
        kept.popoverPresentationController?.sourceView = source
        kept.popoverPresentationController?.delegate = delegate
        // x = ⌊clamp(40 − 100, 10, 190)⌋ = 10, below the source (y 60) past the 13 pt arrow.
        #expect(presentedFrame(kept, from: root) == CGRect(x: 10, y: 73, width: 200, height: 100))
    }

    @Test func overCurrentContextCoversTheControllerThatDefinesTheContext() {
        let (w, root) = window(400, 600)
        defer { w.isHidden = true }
        let child = UIViewController()
        root.addChild(child)
        child.view.frame = CGRect(x: 50, y: 60, width: 200, height: 100)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        child.definesPresentationContext = true
        let vc = UIViewController()
        vc.modalPresentationStyle = .overCurrentContext
        #expect(presentedFrame(vc, from: child) == CGRect(x: 50, y: 60, width: 200, height: 100))
    }

    @Test func aTapOnTheDimmingAsksTheDelegateAndIsModalInPresentationRefuses() {
        let manual = ManualClock(startingAt: 12000)
        defer { manual.restore() }
        let (w, root) = window(400, 600)
        defer { w.isHidden = true }
        let vc = UIViewController()
        vc.sheetPresentationController?.detents = [.medium()]
        let delegate = AdaptiveLog()
        vc.presentationController?.delegate = delegate
        vc.isModalInPresentation = true
        root.present(vc, animated: false)
        UIHeadless.runLoopTurn()
        UIHeadless.tap(at: CGPoint(x: 200, y: 100), in: w)
        UIHeadless.runLoopTurn()
        #expect(delegate.log == ["didAttemptToDismiss"] && root.presentedViewController === vc)
        vc.isModalInPresentation = false
        delegate.log = []
        UIHeadless.tap(at: CGPoint(x: 200, y: 100), in: w)
        UIHeadless.runLoopTurn()
        UIHeadless.advance(by: 0.5)
        #expect(delegate.log == ["shouldDismiss", "willDismiss", "didDismiss"] && root.presentedViewController == nil)
    }

    @Test func swipingASheetDownPastHalfItsHeightDismissesIt() {
        let manual = ManualClock(startingAt: 13000)
        defer { manual.restore() }
        let (w, root) = window(400, 600)
        defer { w.isHidden = true }
        let vc = UIViewController()
        vc.sheetPresentationController?.detents = [.medium()]  // (0, 300, 400, 300)
        let delegate = AdaptiveLog()
        vc.presentationController?.delegate = delegate
        root.present(vc, animated: false)
        UIHeadless.runLoopTurn()
        let card = vc.presentationController!.presentedView!
        // A short drag (100 pt of 300) settles back.
        UIHeadless.drag(from: CGPoint(x: 200, y: 350), to: CGPoint(x: 200, y: 450), steps: 20, in: w)
        UIHeadless.advance(by: 0.5)
        #expect(root.presentedViewController === vc && card.frame == CGRect(x: 0, y: 300, width: 400, height: 300))
        #expect(delegate.log.isEmpty)
        // Blocked by isModalInPresentation: the sheet comes back and the delegate hears of the attempt.
        vc.isModalInPresentation = true
        UIHeadless.drag(from: CGPoint(x: 200, y: 320), to: CGPoint(x: 200, y: 590), steps: 20, in: w)
        UIHeadless.advance(by: 0.5)
        #expect(root.presentedViewController === vc && card.frame.minY == 300)
        #expect(delegate.log == ["didAttemptToDismiss"])
        // Past half its height (200 > 150): dismissed.
        vc.isModalInPresentation = false
        delegate.log = []
        UIHeadless.drag(from: CGPoint(x: 200, y: 320), to: CGPoint(x: 200, y: 520), steps: 40, in: w)
        UIHeadless.advance(by: 0.5)
        #expect(root.presentedViewController == nil)
        #expect(delegate.log == ["shouldDismiss", "willDismiss", "didDismiss"])
    }
}

/// Misuse Apple raises on: a popover presented in a regular environment without a source.
@Suite struct PresentationMisuseTests {
    @Test func aPopoverWithoutASourceTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 800))
                let root = UIViewController()
                w.rootViewController = root
                w.makeKeyAndVisible()
                let vc = UIViewController()
                vc.modalPresentationStyle = .popover
                // "UIPopoverPresentationController (<…>) should have a non-nil sourceView or barButtonItem set
                // before the presentation occurs."
                root.present(vc, animated: false)
            }
        }
    }
}
