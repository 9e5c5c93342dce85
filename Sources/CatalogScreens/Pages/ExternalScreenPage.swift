import UIKit

/// What the Catalog shows on a second screen.
final class ExternalDisplayViewController: UIViewController {
    let screenDescription: String
    init(screenDescription: String) {
        self.screenDescription = screenDescription
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not archived") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.1, green: 0.14, blue: 0.3, alpha: 1)
        let title = makeLabel("OpenUIKit Catalog", frame: .zero, size: 44, weight: .bold, color: .white, alignment: .center)
        title.tag = 1
        let subtitle = makeLabel("A window of its own on the external screen — \(screenDescription)", frame: .zero, size: 20,
                                 color: UIColor(white: 1, alpha: 0.8), alignment: .center)
        subtitle.tag = 2
        view.addSubview(title)
        view.addSubview(subtitle)
        let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue, .systemPurple]
        for (i, color) in colors.enumerated() {
            let dot = makeBox(.zero, color, cornerRadius: 24)
            dot.tag = 10 + i
            view.addSubview(dot)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds
        view.viewWithTag(1)?.frame = CGRect(x: 0, y: b.midY - 90, width: b.width, height: 56)
        view.viewWithTag(2)?.frame = CGRect(x: 0, y: b.midY - 24, width: b.width, height: 28)
        for i in 0..<7 {
            view.viewWithTag(10 + i)?.frame = CGRect(x: b.midX - 7 * 32 + CGFloat(i) * 64 + 8, y: b.midY + 40, width: 48, height: 48)
        }
    }
}

/// SPEC §11: external screens connect and disconnect (with notifications); the app puts a window on one.
@MainActor
final class ExternalScreenPageViewController: CatalogPageViewController {
    /// The window shown on the external screen, while there is one.
    private(set) var externalWindow: UIWindow?
    let screensLabel = UILabel()
    let logLabel = UILabel()
    private let diagram = UIView(frame: CGRect(x: 420, y: 50, width: 360, height: 220))
    private var log: [String] = []
    private var externalScreenID: ObjectIdentifier?
    private var knownScreens: [ObjectIdentifier: String] = [:]
    private var observers: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let c = canvas
        makeHeading("Screens", at: CGPoint(x: 20, y: 14), width: 370, in: c)
        screensLabel.frame = CGRect(x: 20, y: 44, width: 380, height: 110)
        screensLabel.font = .monospacedSystemFont(ofSize: 11, weight: .regular)
        screensLabel.numberOfLines = 0
        c.addSubview(screensLabel)
        makeHeading("UIScreen notifications", at: CGPoint(x: 20, y: 170), width: 370, in: c)
        logLabel.frame = CGRect(x: 20, y: 198, width: 380, height: 120)
        logLabel.font = .monospacedSystemFont(ofSize: 11, weight: .regular)
        logLabel.numberOfLines = 0
        setTopAligned(logLabel, "(none yet)")
        c.addSubview(logLabel)
        c.addSubview(makeLabel("""
            Connect a second display: the page hears UIScreen.didConnectNotification, makes a UIWindow, sets its \
            screen to the new one and shows it there. When the display goes away, didDisconnectNotification arrives \
            and the window is dropped. (The headless tour connects a simulated 1280×720 screen.)
            """, frame: CGRect(x: 20, y: 330, width: 380, height: 90), size: 12, color: .secondaryLabel, lines: 0))
        makeHeading("Layout of the screens (to scale)", at: CGPoint(x: 420, y: 14), width: 360, in: c)
        c.addSubview(diagram)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let connectName = UIScreen.didConnectNotification
        for name in [connectName, UIScreen.didDisconnectNotification] {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                let connected = note.name == connectName
                let id = (note.object as AnyObject?).map(ObjectIdentifier.init)
                MainActor.assumeIsolated { self?.screenChanged(connected: connected, id: id) }
            })
        }
        updateScreens()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        for o in observers { NotificationCenter.default.removeObserver(o) }
        observers = []
        externalWindow?.isHidden = true
        externalWindow = nil
        externalScreenID = nil
    }

    private static func describe(_ screen: UIScreen) -> String {
        "\(fmt(screen.bounds.width))×\(fmt(screen.bounds.height)) pt @\(fmt(screen.scale))x"
    }

    private func screenChanged(connected: Bool, id: ObjectIdentifier?) {
        let screen = UIScreen.screens.first { ObjectIdentifier($0) == id }
        let what = screen.map(Self.describe) ?? id.flatMap { knownScreens[$0] } ?? "a screen"
        log.append("\(log.count + 1). \(connected ? "didConnect" : "didDisconnect"): \(what)")
        setTopAligned(logLabel, log.suffix(7).joined(separator: "\n"))
        // UIKit moves a disconnected screen's windows to the main screen before telling us; drop ours.
        if !connected, let w = externalWindow, id == externalScreenID {
            w.isHidden = true
            externalWindow = nil
            externalScreenID = nil
        }
        updateScreens(leaving: connected ? nil : id)
    }

    private func updateScreens(leaving gone: ObjectIdentifier? = nil) {
        let screens = UIScreen.screens.filter { ObjectIdentifier($0) != gone }
        for s in screens { knownScreens[ObjectIdentifier(s)] = Self.describe(s) }
        if externalWindow == nil, screens.count > 1 {
            let screen = screens[1]
            let w = UIWindow(frame: screen.bounds)
            w.screen = screen
            w.rootViewController = ExternalDisplayViewController(screenDescription: Self.describe(screen))
            w.isHidden = false
            externalWindow = w
            externalScreenID = ObjectIdentifier(screen)
        }
        var lines = ["UIScreen.screens.count = \(screens.count)"]
        for (i, s) in screens.enumerated() {
            let role = s === UIScreen.main ? "main" : "external"
            var line = "  [\(i)] \(role.padding(toLength: 8, withPad: " ", startingAt: 0)) \(Self.describe(s))"
            if let w = externalWindow, w.screen === s { line += "\n        showing the Catalog's external window" }
            lines.append(line)
        }
        setTopAligned(screensLabel, lines.joined(separator: "\n"))

        // The diagram: each screen as a rectangle, side by side, 0.15 of its size in points.
        diagram.subviews.forEach { $0.removeFromSuperview() }
        var x: CGFloat = 0
        for (i, s) in screens.enumerated() {
            let f = 0.15
            let r = CGRect(x: x, y: 10, width: s.bounds.width * f, height: s.bounds.height * f)
            let box = makeBox(r, i == 0 ? .systemGray5 : UIColor(red: 0.1, green: 0.14, blue: 0.3, alpha: 1), cornerRadius: 4)
            box.layer.borderWidth = 1
            box.layer.borderColor = UIColor.systemGray.cgColor
            box.addSubview(makeLabel(i == 0 ? "main" : "external", frame: CGRect(x: 4, y: 4, width: r.width - 8, height: 14),
                                     size: 10, color: i == 0 ? .label : .white))
            diagram.addSubview(box)
            x += r.width + 16
        }
    }
}
