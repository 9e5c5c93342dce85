import Testing
import Foundation
@testable import UIKit
import TestSupport
import UIKitTestSupport

/// A custom activity that logs Apple's calls to it, performing (and finishing) at once unless told to wait.
@MainActor
final class LoggingActivity: UIActivity {
    var log: [String]
    let type: UIActivity.ActivityType
    var performs = true
    var preparedItems: [Any] = []
    private let title: String

    init(_ raw: String, title: String, log: [String] = []) {
        type = UIActivity.ActivityType(raw)
        self.title = title
        self.log = log
        super.init()
    }

    override var activityType: UIActivity.ActivityType? { type }
    override var activityTitle: String? { title }
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        log.append("canPerform")
        return true
    }
    override func prepare(withActivityItems activityItems: [Any]) {
        log.append("prepare")
        preparedItems = activityItems
    }
    override func perform() {
        log.append("perform")
        if performs { activityDidFinish(true) }
    }
    override func activityDidFinish(_ completed: Bool) {
        log.append("activityDidFinish \(completed)")
        super.activityDidFinish(completed)
    }
}

/// A share-category logging activity (the category is a class property).
@MainActor
final class LoggingShareActivity: UIActivity {
    override class var activityCategory: UIActivity.Category { .share }
    override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("com.example.share") }
    override var activityTitle: String? { "Example" }
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool { true }
}

/// An activity that edits in a view controller of its own.
@MainActor
final class ControllerActivity: UIActivity {
    var log: [String] = []
    let editor = UIViewController()
    override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("com.example.compose") }
    override var activityTitle: String? { "Compose" }
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool { true }
    override func prepare(withActivityItems activityItems: [Any]) { log.append("prepare") }
    override var activityViewController: UIViewController? { editor }
    override func perform() { log.append("perform") }
}

/// An item source that logs what it is asked.
@MainActor
final class LoggingItemSource: NSObject, UIActivityItemSource {
    var log: [String] = []
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any {
        log.append("placeholder")
        return ""
    }
    func activityViewController(_ activityViewController: UIActivityViewController,
                                itemForActivityType activityType: UIActivity.ActivityType?) -> Any? {
        log.append("item \(activityType?.rawValue ?? "nil")")
        return "from the source"
    }
}

/// UIActivityViewController and UIActivity: Apple's raw values, which activities show for which items, Copy,
/// a custom activity's calls in order, cancelling, item sources, and where the sheet goes.
@Suite(.serialized) @MainActor struct UIActivityViewControllerTests {
    /// A 390 × 844 stage (an iPhone: the share sheet comes up as a sheet) with the controller presented.
    private func present(_ controller: UIActivityViewController, width: CGFloat = 390, height: CGFloat = 844,
                         source: Bool = false) -> (ViewsStage, UIViewController) {
        EventDispatcher.shared.reset()
        let stage = ViewsStage(width: width, height: height)
        let root = UIViewController()
        stage.window.rootViewController = root
        if source {
            let button = UIView(frame: CGRect(x: width - 60, y: 40, width: 44, height: 44))
            root.view.addSubview(button)
            controller.popoverPresentationController?.sourceView = button
        }
        root.present(controller, animated: false)
        UIHeadless.runLoopTurn()
        controller.presentationController?.containerView?.layoutIfNeeded()
        controller.view.layoutIfNeeded()
        return (stage, root)
    }

    @Test func activityTypesHaveApplesRawValues() {
        // Apple's strings (UIKit/UIActivity.h); Tencent Weibo's drops "PostTo".
        let expected: [(UIActivity.ActivityType, String)] = [
            (.postToFacebook, "com.apple.UIKit.activity.PostToFacebook"),
            (.postToTwitter, "com.apple.UIKit.activity.PostToTwitter"),
            (.postToWeibo, "com.apple.UIKit.activity.PostToWeibo"),
            (.message, "com.apple.UIKit.activity.Message"),
            (.mail, "com.apple.UIKit.activity.Mail"),
            (.print, "com.apple.UIKit.activity.Print"),
            (.copyToPasteboard, "com.apple.UIKit.activity.CopyToPasteboard"),
            (.assignToContact, "com.apple.UIKit.activity.AssignToContact"),
            (.saveToCameraRoll, "com.apple.UIKit.activity.SaveToCameraRoll"),
            (.addToReadingList, "com.apple.UIKit.activity.AddToReadingList"),
            (.postToFlickr, "com.apple.UIKit.activity.PostToFlickr"),
            (.postToVimeo, "com.apple.UIKit.activity.PostToVimeo"),
            (.postToTencentWeibo, "com.apple.UIKit.activity.TencentWeibo"),
            (.airDrop, "com.apple.UIKit.activity.AirDrop"),
            (.openInIBooks, "com.apple.UIKit.activity.OpenInIBooks"),
            (.markupAsPDF, "com.apple.UIKit.activity.MarkupAsPDF"),
            (.sharePlay, "com.apple.UIKit.activity.SharePlay"),
            (.collaborationInviteWithLink, "com.apple.UIKit.activity.CollaborationInviteWithLink"),
            (.collaborationCopyLink, "com.apple.UIKit.activity.CollaborationCopyLink"),
            (.addToHomeScreen, "com.apple.UIKit.activity.AddToHomeScreen"),
        ]
        for (type, raw) in expected { #expect(type.rawValue == raw) }
        #expect(UIActivity.ActivityType(rawValue: "com.apple.UIKit.activity.Mail") == .mail)
        #expect(UIActivity.Category.action.rawValue == 0 && UIActivity.Category.share.rawValue == 1)
    }

    @Test func theBaseActivityOffersNothing() {
        let activity = UIActivity()
        #expect(UIActivity.activityCategory == .action)
        #expect(activity.activityType == nil && activity.activityTitle == nil && activity.activityImage == nil)
        #expect(activity.activityViewController == nil)
        #expect(!activity.canPerform(withActivityItems: ["text"]))
    }

    @Test func defaults() {
        let controller = UIActivityViewController(activityItems: ["text"], applicationActivities: nil)
        #expect(controller.excludedActivityTypes == nil)
        #expect(controller.completionWithItemsHandler == nil)
        #expect(controller.allowsProminentActivity)
        // Presented as a popover (adapted to a sheet when compact), so the popover controller is always there.
        #expect(controller.modalPresentationStyle == .popover)
        #expect(controller.popoverPresentationController != nil)
    }

    /// Copy shows for text, URLs and images but not for other objects; excluded types and activities that
    /// cannot act do not show; share-category activities go in the row, action ones in the list.
    @Test func whichActivitiesShow() {
        func shown(_ items: [Any], _ activities: [UIActivity]? = nil,
                   excluding excluded: [UIActivity.ActivityType]? = nil) -> ([String], [String]) {
            let controller = UIActivityViewController(activityItems: items, applicationActivities: activities)
            controller.excludedActivityTypes = excluded
            controller.loadViewIfNeeded()
            return (controller.shareActivities.compactMap(\.activityTitle), controller.actionActivities.compactMap(\.activityTitle))
        }
        #expect(shown(["hello"]) == ([], ["Copy"]))
        #expect(shown([URL(string: "https://example.com")!]) == ([], ["Copy"]))
        #expect(shown([UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in }]) == ([], ["Copy"]))
        #expect(shown([42]) == ([], []))
        #expect(shown(["hello"], excluding: [.copyToPasteboard]) == ([], []))
        let custom = LoggingActivity("com.example.action", title: "Do It")
        #expect(shown(["hello"], [LoggingShareActivity(), custom, UIActivity()]) == (["Example"], ["Copy", "Do It"]))
        #expect(shown(["hello"], [LoggingShareActivity(), custom],
                      excluding: [UIActivity.ActivityType("com.example.action"), UIActivity.ActivityType("com.example.share")])
                == ([], ["Copy"]))
    }

    /// The header previews a URL among the items (its host and address), else an image, else the text.
    @Test func theHeaderPreviewsTheItems() {
        func header(_ items: [Any]) -> [String?] {
            let controller = UIActivityViewController(activityItems: items, applicationActivities: nil)
            controller.loadViewIfNeeded()
            return [controller.headerView.titleLabel.text, controller.headerView.subtitleLabel.text]
        }
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in }
        #expect(header(["Hello", URL(string: "https://example.com/a/b")!]) == ["example.com", "https://example.com/a/b"])
        #expect(header([URL(fileURLWithPath: "/tmp/Report.pdf")]) == ["Report.pdf", "PDF"])
        #expect(header(["Hello", image]) == ["Image", nil])
        #expect(header(["Hello there"]) == ["Hello there", "Plain Text"])
    }

    /// Tapping Copy puts the text on the general pasteboard, dismisses the sheet, then calls the completion
    /// once with (.copyToPasteboard, true, nil, nil).
    @Test func copyPutsTextOnThePasteboard() {
        let manual = ManualClock(startingAt: 40000)
        defer { manual.restore() }
        UIPasteboard.general.items = []
        let controller = UIActivityViewController(activityItems: ["Shared text"], applicationActivities: nil)
        var calls: [String] = []
        controller.completionWithItemsHandler = { type, completed, returned, error in
            calls.append("\(type?.rawValue ?? "nil") \(completed) \(returned == nil) \(error == nil)")
        }
        let (stage, root) = present(controller)
        defer { stage.close() }
        #expect(controller.actionRows.count == 1)
        UIHeadless.tap(at: centre(of: controller.actionRows[0]), in: stage.window)
        UIHeadless.advance(by: 1)
        UIHeadless.runLoopTurn()
        #expect(UIPasteboard.general.strings == ["Shared text"])
        #expect(root.presentedViewController == nil)
        #expect(calls == ["com.apple.UIKit.activity.CopyToPasteboard true true true"])
    }

    /// Copy of a URL and an image: one pasteboard item each, the URL as a URL and the image as an image.
    @Test func copyPutsURLsAndImagesOnThePasteboard() {
        UIPasteboard.general.items = []
        let url = URL(string: "https://www.apple.com/iphone/")!
        let image = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { _ in }
        let controller = UIActivityViewController(activityItems: [url, image, 42], applicationActivities: nil)
        controller.loadViewIfNeeded()
        controller.choose(controller.actionActivities[0])
        #expect(UIPasteboard.general.numberOfItems == 2)
        #expect(UIPasteboard.general.urls == [url])
        #expect(UIPasteboard.general.images?.count == 1 && UIPasteboard.general.images?.first === image)
    }

    /// A custom activity: asked whether it can act when the sheet is shown, then (once chosen) prepared,
    /// performed, finished, and the completion called after the sheet is gone.
    @Test func aCustomActivitysCallsInOrder() {
        let manual = ManualClock(startingAt: 41000)
        defer { manual.restore() }
        let activity = LoggingActivity("com.example.action", title: "Do It")
        let controller = UIActivityViewController(activityItems: ["Shared text"], applicationActivities: [activity])
        controller.completionWithItemsHandler = { type, completed, _, _ in
            activity.log.append("completion \(type?.rawValue ?? "nil") \(completed)")
        }
        let (stage, root) = present(controller)
        defer { stage.close() }
        let row = controller.actionRows.first { $0.activity === activity }!
        UIHeadless.tap(at: centre(of: row), in: stage.window)
        UIHeadless.advance(by: 1)
        UIHeadless.runLoopTurn()
        #expect(activity.log == ["canPerform", "prepare", "perform", "activityDidFinish true",
                                 "completion com.example.action true"])
        #expect(activity.preparedItems as? [String] == ["Shared text"])
        #expect(root.presentedViewController == nil)
    }

    /// The close button cancels: the sheet goes and the completion hears (nil, false, nil, nil), once.
    @Test func theCloseButtonCancels() {
        let manual = ManualClock(startingAt: 42000)
        defer { manual.restore() }
        let controller = UIActivityViewController(activityItems: ["Shared text"], applicationActivities: nil)
        var calls: [String] = []
        controller.completionWithItemsHandler = { type, completed, returned, error in
            calls.append("\(type?.rawValue ?? "nil") \(completed) \(returned == nil) \(error == nil)")
        }
        let (stage, root) = present(controller)
        defer { stage.close() }
        UIHeadless.tap(at: centre(of: controller.closeButton), in: stage.window)
        UIHeadless.advance(by: 1)
        UIHeadless.runLoopTurn()
        #expect(root.presentedViewController == nil)
        #expect(calls == ["nil false true true"])
    }

    /// A tap outside the sheet (on the dimming) is a cancellation too.
    @Test func aTapOutsideCancels() {
        let manual = ManualClock(startingAt: 43000)
        defer { manual.restore() }
        let controller = UIActivityViewController(activityItems: ["Shared text"], applicationActivities: nil)
        var calls: [String] = []
        controller.completionWithItemsHandler = { type, completed, _, _ in calls.append("\(type?.rawValue ?? "nil") \(completed)") }
        let (stage, root) = present(controller)
        defer { stage.close() }
        UIHeadless.tap(at: CGPoint(x: 195, y: 100), in: stage.window)
        UIHeadless.advance(by: 1)
        UIHeadless.runLoopTurn()
        #expect(root.presentedViewController == nil)
        #expect(calls == ["nil false"])
    }

    /// Swiping the sheet down past half its height cancels too.
    @Test func aSwipeDownCancels() {
        let manual = ManualClock(startingAt: 46000)
        defer { manual.restore() }
        let controller = UIActivityViewController(activityItems: ["Shared text"], applicationActivities: nil)
        var calls: [String] = []
        controller.completionWithItemsHandler = { type, completed, _, _ in calls.append("\(type?.rawValue ?? "nil") \(completed)") }
        let (stage, root) = present(controller)
        defer { stage.close() }
        let start = point(120, 40, in: controller.headerView)
        UIHeadless.drag(from: start, to: CGPoint(x: start.x, y: start.y + 422 * 0.6), steps: 40, in: stage.window)
        UIHeadless.advance(by: 1)
        UIHeadless.runLoopTurn()
        #expect(root.presentedViewController == nil)
        #expect(calls == ["nil false"])
    }

    /// Item sources give a placeholder when the sheet is shown and the real item for the chosen type.
    @Test func itemSourcesAreAskedForTheChosenType() {
        let manual = ManualClock(startingAt: 44000)
        defer { manual.restore() }
        UIPasteboard.general.items = []
        let source = LoggingItemSource()
        let controller = UIActivityViewController(activityItems: [source], applicationActivities: nil)
        let (stage, _) = present(controller)
        defer { stage.close() }
        #expect(source.log.first == "placeholder" && !source.log.contains { $0.hasPrefix("item") })
        source.log = []
        UIHeadless.tap(at: centre(of: controller.actionRows[0]), in: stage.window)
        UIHeadless.advance(by: 1)
        #expect(source.log == ["item com.apple.UIKit.activity.CopyToPasteboard"])
        #expect(UIPasteboard.general.string == "from the source")
    }

    /// On a compact width the sheet opens at the medium detent: (844 − 10 + 10) / 2 = 422 pt tall; on a
    /// regular one it is a popover 375 pt wide from its source.
    @Test func whereTheSheetGoes() {
        let sheet = UIActivityViewController(activityItems: ["text"], applicationActivities: nil)
        let (stage, _) = present(sheet)
        #expect(sheet.presentationController?.frameOfPresentedViewInContainerView == CGRect(x: 0, y: 422, width: 390, height: 422))
        stage.close()
        let popover = UIActivityViewController(activityItems: ["text"], applicationActivities: nil)
        let (wide, _) = present(popover, width: 1024, height: 768, source: true)
        defer { wide.close() }
        #expect(popover.popoverPresentationController?.arrowDirection == .up)
        #expect(popover.view.bounds.width == 375)
    }

    /// An activity with a view controller: prepared, then its controller presented over the sheet (perform is
    /// not called); its activityDidFinish dismisses both and then the completion is called.
    @Test func anActivityWithAViewControllerPresentsIt() {
        let manual = ManualClock(startingAt: 45000)
        defer { manual.restore() }
        let activity = ControllerActivity()
        let controller = UIActivityViewController(activityItems: ["Shared text"], applicationActivities: [activity])
        controller.completionWithItemsHandler = { type, completed, _, _ in
            activity.log.append("completion \(type?.rawValue ?? "nil") \(completed)")
        }
        let (stage, root) = present(controller)
        defer { stage.close() }
        let row = controller.actionRows.first { $0.activity === activity }!
        UIHeadless.tap(at: centre(of: row), in: stage.window)
        UIHeadless.advance(by: 1)
        #expect(controller.presentedViewController === activity.editor)
        #expect(activity.log == ["prepare"])
        activity.activityDidFinish(false)
        UIHeadless.advance(by: 1)
        UIHeadless.runLoopTurn()
        #expect(root.presentedViewController == nil)
        #expect(activity.log == ["prepare", "completion com.example.compose false"])
    }

    /// A popover anchored on a bar button item (no source view): it points up at the item's button.
    @Test func aPopoverFromABarButtonItem() {
        EventDispatcher.shared.reset()
        let stage = ViewsStage(width: 1024, height: 768)
        defer { stage.close() }
        let content = UIViewController()
        let item = UIBarButtonItem(systemItem: .action)
        content.navigationItem.rightBarButtonItem = item
        stage.window.rootViewController = UINavigationController(rootViewController: content)
        stage.window.layoutIfNeeded()
        let sheet = UIActivityViewController(activityItems: ["text"], applicationActivities: nil)
        sheet.popoverPresentationController?.barButtonItem = item
        content.present(sheet, animated: false)
        UIHeadless.runLoopTurn()
        let popover = sheet.popoverPresentationController!
        func all(_ v: UIView) -> [UIView] { [v] + v.subviews.flatMap(all) }
        let button = all(stage.window).compactMap { $0 as? BarButtonView }.first { $0.item === item }!
        let tip = (popover.presentedView?.frame.minX ?? 0) + popover.arrowOffset
        #expect(popover.arrowDirection == .up)
        #expect(abs(tip - button.convert(button.bounds, to: nil).midX) < 0.5)
    }

    /// The sheet with a custom share activity and an action, light and dark, to look at (CONTROLS_PNG_DIR).
    @Test func rendersTheSheet() {
        let controller = UIActivityViewController(
            activityItems: ["Meet me at the café at noon — bring the plans.", URL(string: "https://www.apple.com/iphone/")!],
            applicationActivities: [LoggingShareActivity(), LoggingActivity("com.example.action", title: "Add to Notes")])
        let (stage, _) = present(controller)
        defer { stage.close() }
        saveControlsPNG(stage, "activity-sheet")
        let pixels = stage.pixels()
        // Above the sheet: the window's white under 20 % black dimming (255 × 0.8 = 204).
        #expect(pixels[195, 100] == [204, 204, 204, 255])
        stage.window.overrideUserInterfaceStyle = .dark
        saveControlsPNG(stage, "activity-sheet-dark")
    }

    /// An image shared from an iPad-sized window: a popover from its source, to look at (CONTROLS_PNG_DIR).
    @Test func rendersThePopover() {
        let photo = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 40)).image { context in
            UIColor.systemOrange.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 60, height: 40))
            UIColor.systemBlue.setFill()
            context.fill(CGRect(x: 0, y: 25, width: 60, height: 15))
        }
        let controller = UIActivityViewController(activityItems: [photo], applicationActivities: nil)
        let (stage, _) = present(controller, width: 1024, height: 768, source: true)
        defer { stage.close() }
        saveControlsPNG(stage, "activity-popover")
        // Header 80 + gap 16 + one 52 pt row + gap 16.
        #expect(controller.preferredContentSize == CGSize(width: 375, height: 164))
    }
}

/// Misuse Apple raises on: the share sheet presented as a popover on a regular width without a source.
@Suite struct UIActivityViewControllerMisuseTests {
    @Test func aPopoverWithoutASourceRaises() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
                let root = UIViewController()
                w.rootViewController = root
                w.makeKeyAndVisible()
                root.present(UIActivityViewController(activityItems: ["text"], applicationActivities: nil), animated: false)
            }
        }.map { result in
            let text = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(text.contains("NSGenericException"))
            #expect(text.contains("should have a non-nil sourceView or barButtonItem set before the presentation occurs."))
        }
    }
}

/// An item provider that makes its item for the chosen activity.
final class SummaryProvider: UIActivityItemProvider, @unchecked Sendable {
    override var item: Any {
        activityType == .copyToPasteboard ? "summary for copying" : "summary"
    }
}

/// UIActivityItemProvider: the placeholder while the sheet is up, the item made for the chosen type.
@Suite(.serialized) @MainActor struct UIActivityItemProviderTests {
    @Test func theProviderGivesItsPlaceholderThenTheItemForTheType() {
        let provider = SummaryProvider(placeholderItem: "")
        #expect(provider.placeholderItem as? String == "")
        #expect(provider.activityType == nil)
        UIPasteboard.general.items = []
        let controller = UIActivityViewController(activityItems: [provider], applicationActivities: nil)
        controller.loadViewIfNeeded()
        #expect(controller.actionActivities.compactMap(\.activityTitle) == ["Copy"])
        controller.choose(controller.actionActivities[0])
        #expect(provider.activityType == .copyToPasteboard)
        #expect(UIPasteboard.general.string == "summary for copying")
    }
}
