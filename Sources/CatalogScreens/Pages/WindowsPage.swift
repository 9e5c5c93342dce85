import UIKit

/// A window's root controller: a coloured panel with a title and a line of status.
final class OverlayViewController: UIViewController {
    let titleText: String
    let color: UIColor
    let statusLabel = UILabel()

    init(title: String, color: UIColor) {
        titleText = title
        self.color = color
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not archived") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        view.layer.borderColor = UIColor.black.withAlphaComponent(0.4).cgColor
        view.layer.borderWidth = 2
        view.addSubview(makeLabel(titleText, frame: CGRect(x: 12, y: 10, width: 260, height: 20), size: 15, weight: .bold, color: .white))
        statusLabel.frame = CGRect(x: 12, y: 34, width: 260, height: 60)
        statusLabel.font = .systemFont(ofSize: 12)
        statusLabel.textColor = .white
        statusLabel.numberOfLines = 0
        view.addSubview(statusLabel)
    }
}

/// SPEC §11: windows at different levels on one screen, the key window, and window notifications.
@MainActor
final class WindowsPageViewController: CatalogPageViewController {
    private(set) var windowA: UIWindow?
    private(set) var windowB: UIWindow?
    private let controllerA = OverlayViewController(title: "Window A", color: UIColor.systemOrange.withAlphaComponent(0.95))
    private let controllerB = OverlayViewController(title: "Window B", color: UIColor.systemRed.withAlphaComponent(0.9))
    let stateLabel = UILabel()
    let logLabel = UILabel()
    private var log: [String] = []
    private var observers: [NSObjectProtocol] = []
    /// Buttons the headless tour presses.
    private(set) var raiseAButton: UIButton!
    private(set) var makeAKeyButton: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        let c = canvas
        makeHeading("Two more windows over the main one", at: CGPoint(x: 20, y: 14), width: 360, in: c)
        c.addSubview(makeLabel("Window A starts at .statusBar (1000), window B at .alert (2000): the higher level is in front, whatever the order they were shown in.",
                               frame: CGRect(x: 20, y: 40, width: 360, height: 48), size: 12, color: .secondaryLabel, lines: 0))
        let actions: [(String, @MainActor (WindowsPageViewController) -> Void)] = [
            ("A → .normal", { $0.windowA?.windowLevel = .normal }),
            ("A → .statusBar", { $0.windowA?.windowLevel = .statusBar }),
            ("A → .alert + 1", { $0.windowA?.windowLevel = .alert + 1 }),
            ("Make A key", { $0.windowA?.makeKey() }),
            ("Make main key", { $0.view.window?.makeKey() }),
            ("Hide / show B", { page in page.windowB.map { $0.isHidden.toggle() } }),
        ]
        for (i, (title, action)) in actions.enumerated() {
            let b = makeButton(title, frame: CGRect(x: 20 + CGFloat(i % 2) * 180, y: 96 + CGFloat(i / 2) * 38, width: 170, height: 30)) {
                [weak self] in
                guard let self else { return }
                action(self)
                self.updateState()
            }
            c.addSubview(b)
            if i == 2 { raiseAButton = b }
            if i == 3 { makeAKeyButton = b }
        }
        stateLabel.frame = CGRect(x: 20, y: 216, width: 370, height: 90)
        stateLabel.font = .monospacedSystemFont(ofSize: 11, weight: .regular)
        stateLabel.numberOfLines = 0
        c.addSubview(stateLabel)
        makeHeading("Window notifications", at: CGPoint(x: 20, y: 314), width: 360, in: c)
        logLabel.frame = CGRect(x: 20, y: 342, width: 370, height: 180)
        logLabel.font = .monospacedSystemFont(ofSize: 11, weight: .regular)
        logLabel.numberOfLines = 0
        c.addSubview(logLabel)
        c.addSubview(makeLabel("main window (level .normal) — this catalog", frame: CGRect(x: 430, y: 500, width: 350, height: 16),
                               size: 11, color: .secondaryLabel, alignment: .right))
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let names: [Notification.Name] = [UIWindow.didBecomeVisibleNotification, UIWindow.didBecomeHiddenNotification,
                                          UIWindow.didBecomeKeyNotification, UIWindow.didResignKeyNotification]
        for name in names {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                let object = (note.object as AnyObject?).map(ObjectIdentifier.init)
                let name = note.name
                MainActor.assumeIsolated { self?.windowNotification(name, object) }
            })
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard windowA == nil, let main = view.window else { return }
        let a = UIWindow(frame: canvas.convert(CGRect(x: 430, y: 70, width: 300, height: 150), to: main))
        a.windowLevel = .statusBar
        a.rootViewController = controllerA
        let b = UIWindow(frame: canvas.convert(CGRect(x: 500, y: 170, width: 270, height: 140), to: main))
        b.windowLevel = .alert
        b.rootViewController = controllerB
        windowA = a
        windowB = b
        b.isHidden = false   // shown first, yet in front: its level is higher
        a.isHidden = false
        updateState()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        windowA?.isHidden = true
        windowB?.isHidden = true
        view.window?.makeKey()
        windowA = nil
        windowB = nil
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        for o in observers { NotificationCenter.default.removeObserver(o) }
        observers = []
    }

    private func name(of id: ObjectIdentifier?) -> String {
        if let a = windowA, id == ObjectIdentifier(a) { return "Window A" }
        if let b = windowB, id == ObjectIdentifier(b) { return "Window B" }
        if let m = view.window, id == ObjectIdentifier(m) { return "main window" }
        return "a window"
    }

    private func windowNotification(_ notification: Notification.Name, _ object: ObjectIdentifier?) {
        var short = notification.rawValue.replacingOccurrences(of: "UIWindow", with: "").replacingOccurrences(of: "Notification", with: "")
        short = short.prefix(1).lowercased() + short.dropFirst()
        log.append("\(log.count + 1). \(short): \(name(of: object))")
        setTopAligned(logLabel, log.suffix(11).joined(separator: "\n"))
        updateState()
    }

    private func updateState() {
        guard let main = view.window else { return }
        let windows: [(String, UIWindow)] = [("main", main)] + [("A", windowA), ("B", windowB)].compactMap { n, w in w.map { (n, $0) } }
        let ordered = windows.enumerated().sorted { ($0.element.1.windowLevel, $0.offset) < ($1.element.1.windowLevel, $1.offset) }
        var lines = ["Windows, back to front:"]
        for (_, (n, w)) in ordered {
            let level = w.windowLevel.rawValue
            lines.append("  \(n.padding(toLength: 5, withPad: " ", startingAt: 0)) level \(fmt(level))"
                         + (w.isHidden ? "  hidden" : "") + (w.isKeyWindow ? "  ← key window" : ""))
        }
        setTopAligned(stateLabel, lines.joined(separator: "\n"))
        controllerA.statusLabel.text = windowA.map(Self.status)
        controllerB.statusLabel.text = windowB.map(Self.status)
    }

    private static func status(_ w: UIWindow) -> String {
        "windowLevel \(fmt(w.windowLevel.rawValue))\(w.isKeyWindow ? " · key window" : "")\nframe \(fmt(w.frame))"
    }
}
