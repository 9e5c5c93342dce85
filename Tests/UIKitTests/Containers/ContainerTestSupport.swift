import Foundation
@testable import UIKit

/// One log shared by several controllers and a navigation delegate, so the order across them shows.
@MainActor
final class CallLog {
    var entries: [String] = []
    func add(_ s: String) { entries.append(s) }
    func take() -> [String] { defer { entries = [] }; return entries }
}

/// A controller that writes its appearance and containment calls, prefixed with its name, into a log.
@MainActor
final class NamedController: UIViewController {
    let name: String
    let log: CallLog
    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }
    required init?(coder: NSCoder) { fatalError() }
    override func viewDidLoad() { log.add("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.add("\(name).viewWillAppear(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name).viewDidAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(name).viewWillDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear(\(animated))") }
    override func willMove(toParent parent: UIViewController?) { log.add("\(name).willMove(\(parent == nil ? "nil" : "parent"))") }
    override func didMove(toParent parent: UIViewController?) { log.add("\(name).didMove(\(parent == nil ? "nil" : "parent"))") }
}

/// A navigation delegate that logs willShow and didShow.
@MainActor
final class NavigationLogDelegate: UINavigationControllerDelegate {
    let log: CallLog
    init(_ log: CallLog) { self.log = log }
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        log.add("willShow(\(viewController.title ?? ""))")
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        log.add("didShow(\(viewController.title ?? ""))")
    }
}

/// A visible 320 × 480 window whose root is `root`, on the manual media clock.
@MainActor
func showInWindow(_ root: UIViewController) -> UIWindow {
    UIHeadless.useManualClock()
    let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    w.rootViewController = root
    w.makeKeyAndVisible()
    UIHeadless.runLoopTurn()
    return w
}
