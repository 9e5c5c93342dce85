import XCTest
import UIKit
@testable import Palette

/// A delegate that implements only the required requirement.
private final class MinimalDelegate: NSObject, ColorPickerDelegate {
    var picked = 0
    func colorPicker(_ picker: ColorPicker, didPick color: UIColor) { picked += 1 }
}

/// A table view delegate that implements some of UIKit's optional requirements.
private final class RecordingTableDelegate: NSObject, UITableViewDelegate {
    var selected: [Int] = []
    var headers: [Int] = []
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath.row) }
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        headers.append(section)
    }
}

private final class Token {
    let onDeinit: () -> Void
    init(onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }
    deinit { onDeinit() }
}

final class PaletteTests: XCTestCase {
    private func loadedController() -> PaletteViewController {
        let controller = PaletteViewController()
        controller.loadViewIfNeeded()
        return controller
    }

    private func spinRunLoop(until condition: () -> Bool) {
        let deadline = Date(timeIntervalSinceNow: 2)
        while !condition() && Date() < deadline {
            RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.01))
        }
    }

    func testButtonSendsSaveOnceWithItself() {
        let controller = loadedController()
        controller.saveButton.sendActions(for: .touchUpInside)
        XCTAssertEqual(controller.received.map(\.action), ["save"])
        XCTAssertTrue(controller.received.first?.sender as AnyObject? === controller.saveButton)
    }

    func testTapRecognizerSendsHandleTapOnceWithItself() {
        let controller = loadedController()
        XCTAssertEqual(controller.view.gestureRecognizers?.count, 1)
        #if os(Linux)
        // A real tap through OpenUIKit's headless input (an iOS unit test has no way to synthesise one).
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        UIHeadless.tap(at: CGPoint(x: 300, y: 400), in: window)
        window.isHidden = true
        #endif
        XCTAssertEqual(controller.received.map(\.action), ["tap"])
        XCTAssertTrue(controller.received.first?.sender as AnyObject? === controller.tapRecognizer)
    }

    func testBarButtonItemSendsAddOnceWithItself() {
        let controller = loadedController()
        let item = controller.addItem!
        XCTAssertTrue(UIApplication.shared.sendAction(item.action!, to: item.target, from: item, for: nil))
        XCTAssertEqual(controller.received.map(\.action), ["add"])
        XCTAssertTrue(controller.received.first?.sender as AnyObject? === item)
    }

    func testNotificationSendsPaletteDidChangeOnceWithItsObject() {
        let controller = loadedController()
        let source = NSObject()
        NotificationCenter.default.post(name: .paletteDidChange, object: source)
        XCTAssertEqual(controller.received.map(\.action), ["notification"])
        XCTAssertTrue(controller.received.first?.sender as AnyObject? === source)
    }

    func testTimerSendsTimerFiredOnceWithItself() {
        let controller = loadedController()
        controller.startTimer()
        spinRunLoop { !controller.received.isEmpty }
        XCTAssertEqual(controller.received.map(\.action), ["timer"])
        XCTAssertTrue(controller.received.first?.sender as AnyObject? === controller.timer)
        XCTAssertEqual(controller.timer?.userInfo as? String, "tick")
    }

    func testPerformAfterDelaySendsRefreshOnceWithItsArgument() {
        let controller = loadedController()
        controller.refreshLater()
        XCTAssertTrue(controller.received.isEmpty)
        spinRunLoop { !controller.received.isEmpty }
        RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.05))
        XCTAssertEqual(controller.received.map(\.action), ["refresh"])
        XCTAssertEqual(controller.received.first?.sender as? String, "later")
    }

    func testImplementedOptionalRequirementIsCalled() {
        let controller = loadedController()
        XCTAssertEqual(controller.picker.title(at: 0), "Swatch 1")
        controller.picker.pick(at: 2)
        XCTAssertEqual(controller.pickedColors, [UIColor.blue])
    }

    func testUnimplementedOptionalRequirementsGiveNil() {
        let picker = ColorPicker()
        let delegate = MinimalDelegate()
        picker.delegate = delegate
        XCTAssertNil(picker.title(at: 0))
        XCTAssertTrue(picker.shouldDismiss)
        picker.cancel()
        picker.pick(at: 0)
        XCTAssertEqual(delegate.picked, 1)
        let controller = loadedController()
        controller.picker.cancel()
        XCTAssertTrue(controller.picker.shouldDismiss)
    }

    func testAnOverrideInAnExtensionRuns() {
        let controller = loadedController()
        controller.viewWillAppear(false)
        XCTAssertEqual(controller.appearances, 1)
        controller.reset()
        XCTAssertEqual(controller.received.map(\.action), ["reset"])
    }

    func testADelegateProxyPassesOnUIKitsOptionalRequirements() {
        let original = RecordingTableDelegate()
        let observer = RecordingTableDelegate()
        let proxy = SwatchTableDelegateProxy(observer: observer)
        let table = UITableView()
        XCTAssertEqual(proxy.tableView(table, heightForRowAt: IndexPath(row: 0, section: 0)), 44)
        proxy.original = original
        XCTAssertEqual(proxy.tableView(table, heightForRowAt: IndexPath(row: 0, section: 0)), 60)
        proxy.tableView(table, didSelectRowAt: IndexPath(row: 2, section: 0))
        XCTAssertEqual(original.selected, [2])
        XCTAssertEqual(observer.selected, [2])
        proxy.tableView(table, willDisplayHeaderView: UIView(), forSection: 1)
        XCTAssertEqual(proxy.shownHeaders, [1])
        XCTAssertEqual(original.headers, [1])
    }

    func testOutletsAreSet() {
        let controller = loadedController()
        XCTAssertEqual(controller.titleLabel.text, "Palette")
        XCTAssertEqual(controller.swatches.count, 3)
    }

    func testHelperThatIsNotMainActorIsolatedBuildsViews() {
        let factory = SwatchFactory()
        let swatches = factory.makeSwatches(colors: [.red, .green])
        XCTAssertEqual(swatches.map(\.badge), ["1", "2"])
        XCTAssertEqual(swatches[1].frame.minX, 44)
    }

    func testAssociatedObjectsAreReleasedWithTheirOwner() {
        var released = false
        var view: UIView? = UIView()
        view?.retainedToken = Token { released = true }
        view?.badge = "new"
        XCTAssertFalse(released)
        XCTAssertEqual(view?.badge, "new")
        view = nil
        XCTAssertTrue(released)
    }
}
