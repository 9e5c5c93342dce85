import Testing
@testable import UIKit

/// A view controller whose methods are the actions of controls, items and recognizers, as on iOS.
@MainActor
private final class ActionsController: UIViewController {
    var log: [String] = []
    func plain() { log.append("plain") }
    func withSender(_ sender: Any) { log.append("sender \(type(of: sender))") }
    func withEvent(_ sender: UIControl, forEvent event: UIEvent?) { log.append("event \(type(of: sender)) \(event == nil)") }
    func tapped(_ recognizer: UITapGestureRecognizer) { log.append("tap \(recognizer.state == .ended)") }
    func item(_ sender: UIBarButtonItem) { log.append("item \(sender.title ?? "")") }
}

/// A responder that handles an action sent to nil.
@MainActor
private final class ChainView: UIView {
    var got: [String] = []
    func handle(_ sender: Any) { got.append("chain") }
}

nonisolated(unsafe) private var ownerKey: UInt8 = 0

private final class Watched {
    let gone: () -> Void
    init(gone: @escaping () -> Void) { self.gone = gone }
    deinit { gone() }
}

@Suite(.serialized) @MainActor struct SelectorTargetActionTests {
    @Test func aControlSendsItsSelectorWithApplesArities() {
        let controller = ActionsController()
        let button = UIButton(type: .system)
        button.addTarget(controller, action: Selector("plain", ActionsController.plain), for: .touchUpInside)
        button.addTarget(controller, action: Selector("withSender:", ActionsController.withSender(_:)), for: .touchUpInside)
        button.addTarget(controller, action: Selector("withEvent:forEvent:", ActionsController.withEvent(_:forEvent:)),
                         for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(controller.log == ["plain", "sender UIButton", "event UIButton true"])
        #expect(button.actions(forTarget: controller, forControlEvent: .touchUpInside)
                == ["plain", "withSender:", "withEvent:forEvent:"])
    }

    @Test func removeTargetBySelector() {
        let controller = ActionsController()
        let control = UIControl()
        control.addTarget(controller, action: Selector("plain", ActionsController.plain), for: .valueChanged)
        control.addTarget(controller, action: Selector("withSender:", ActionsController.withSender(_:)), for: .valueChanged)
        control.removeTarget(controller, action: Selector("plain"), for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(controller.log == ["sender UIControl"])
        control.removeTarget(controller, action: nil, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(controller.log == ["sender UIControl"])
    }

    @Test func aControlDoesNotKeepItsTarget() {
        let control = UIControl()
        weak var gone: ActionsController?
        do {
            let controller = ActionsController()
            gone = controller
            control.addTarget(controller, action: Selector("plain", ActionsController.plain), for: .valueChanged)
        }
        #expect(gone == nil)
        control.sendActions(for: .valueChanged)
        #expect(control.allTargets.isEmpty)
    }

    @Test func aNilTargetSendsAlongTheResponderChain() {
        let parent = ChainView()
        let control = UIControl()
        parent.addSubview(control)
        let action = Selector("handle:", ChainView.handle(_:))
        control.addTarget(nil, action: action, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(parent.got == ["chain"])
        #expect(!UIApplication.shared.sendAction(Selector("noSuchAction:"), to: nil, from: control, for: nil))
    }

    @Test func aBarButtonItemKeepsItsTargetAndActionForTheApplicationToSend() {
        let controller = ActionsController()
        let item = UIBarButtonItem(title: "Save", style: .done, target: controller,
                                   action: Selector("item:", ActionsController.item(_:)))
        #expect(item.target === controller)
        #expect(item.action == Selector("item:"))
        #expect(UIApplication.shared.sendAction(item.action!, to: item.target, from: item, for: nil))
        #expect(controller.log == ["item Save"])
        let system = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        #expect(system.systemItem == .add)
        #expect(UIBarButtonItem.SystemItem.close.rawValue == 24)
        #expect(UIBarButtonItem.Style.done.rawValue == 2)
    }

    @Test func aRecognizerSendsItsActionsWithItselfAsSenderWhenItRecognizes() {
        let controller = ActionsController()
        let tap = UITapGestureRecognizer(target: controller, action: Selector("tapped:", ActionsController.tapped(_:)))
        tap.addTarget(controller, action: Selector("plain", ActionsController.plain))
        tap.addTarget(controller, action: Selector("plain", ActionsController.plain))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        view.addGestureRecognizer(tap)
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        UIHeadless.tap(at: CGPoint(x: 20, y: 20), in: window)
        #expect(controller.log == ["tap true", "plain"])
        tap.removeTarget(controller, action: Selector("plain"))
        UIHeadless.advance(by: 1)                                     // a new tap, not a double tap
        UIHeadless.tap(at: CGPoint(x: 150, y: 150), in: window)
        #expect(controller.log == ["tap true", "plain", "tap true"])
        #expect(tap.state == .possible)
    }

    @Test func aViewsAssociatedObjectsGoWithIt() {
        var released = false
        do {
            let view = UIView()
            objc_setAssociatedObject(view, &ownerKey, Watched { released = true }, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            #expect(objc_getAssociatedObject(view, &ownerKey) is Watched)
        }
        #expect(released)
    }

    @Test func respondersAnswerTheNibLoaderByName() {
        let controller = ActionsController()
        #expect(!controller.setNibValue(UILabel(), forKey: "missing"))
        _ = Selector("withSender:", ActionsController.withSender(_:))
        #expect(controller.nibAction(named: "withSender:") == Selector("withSender:"))
        #expect(controller.nibAction(named: "noSuchAction:") == nil)
    }

    @Test func aDisplayLinkSendsItsSelectorWithItself() {
        final class Target: NSObject {
            var links: [CADisplayLink] = []
            func step(_ link: CADisplayLink) { links.append(link) }
        }
        let target = Target()
        let link = CADisplayLink(target: target, selector: Selector("step:", Target.step(_:)))
        link.add(to: .main, forMode: .common)
        UIHeadless.advance(by: 1.0 / 30)
        link.invalidate()
        #expect(!target.links.isEmpty)
        #expect(target.links.allSatisfy { $0 === link })
    }
}
