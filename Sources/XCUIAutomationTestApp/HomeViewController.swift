import UIKit

/// The first screen: a counter button, a covered button, a crash button, a delayed label, and buttons to
/// the other screens.
final class HomeViewController: UIViewController {
    var greeting = "XCUIAutomation Test App" { didSet { titleLabel.text = greeting } }
    var subtitle = "" { didSet { subtitleLabel.text = subtitle } }

    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()
    private let countLabel = UILabel()
    private let delayedLabel = UILabel()
    private var taps = 0
    private var link: CADisplayLink?
    private var timerStart: CFTimeInterval = 0

    init() {
        super.init(nibName: nil, bundle: nil)
        // With a primary action, a bar button item shows the action's title, as on iOS.
        navigationItem.rightBarButtonItem = UIBarButtonItem(primaryAction: UIAction(title: "Bars") { [unowned self] _ in
            navigationController?.pushViewController(BarsViewController(), animated: true)
        })
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
        view.backgroundColor = .systemBackground
        view.accessibilityIdentifier = "homeView"
        view.accessibilityValue = "light"
        view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (v: UIView, _: UITraitCollection) in
            v.accessibilityValue = v.traitCollection.userInterfaceStyle == .dark ? "dark" : "light"
        }

        var y: CGFloat = 100
        func place(_ v: UIView, height: CGFloat = 36) {
            v.frame = CGRect(x: 20, y: y, width: 335, height: height)
            view.addSubview(v)
            y += height + 8
        }
        titleLabel.text = greeting
        titleLabel.accessibilityIdentifier = "titleLabel"
        place(titleLabel)
        subtitleLabel.accessibilityIdentifier = "subtitleLabel"
        place(subtitleLabel, height: 20)

        place(button("Tap Me", id: "tapButton") { [unowned self] in
            taps += 1
            countLabel.text = "Taps: \(taps)"
        })
        countLabel.text = "Taps: 0"
        countLabel.accessibilityIdentifier = "countLabel"
        place(countLabel)

        let covered = button("Covered", id: "coveredButton") { [unowned self] in countLabel.text = "Covered tapped" }
        place(covered)
        let cover = UIView(frame: covered.frame.insetBy(dx: -4, dy: -4))
        cover.backgroundColor = UIColor.systemGray.withAlphaComponent(0.5)
        cover.accessibilityIdentifier = "coverView"
        view.addSubview(cover)

        place(button("Start Timer", id: "timerButton") { [unowned self] in startTimer() })
        delayedLabel.text = "Done waiting"
        delayedLabel.accessibilityIdentifier = "delayedLabel"
        delayedLabel.isHidden = true
        place(delayedLabel)

        place(button("Controls", id: "controlsButton") { [unowned self] in
            navigationController?.pushViewController(ControlsViewController(), animated: true)
        })
        place(button("Gestures", id: "gesturesButton") { [unowned self] in
            navigationController?.pushViewController(GesturesViewController(), animated: true)
        })
        place(button("Table", id: "tableButton") { [unowned self] in
            navigationController?.pushViewController(TableViewController(), animated: true)
        })
        place(button("Alert", id: "alertButton") { [unowned self] in
            let alert = UIAlertController(title: "Hello", message: "An alert", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default) { [unowned self] _ in countLabel.text = "Alert dismissed" })
            present(alert, animated: true)
        })
        place(button("Crash", id: "crashButton") {
            fatalError("Crash button tapped on purpose")
        })
    }

    /// The label appears 2 s of media-clock time after the tap: a display link counts frames of the stepped
    /// clock (no animation runs meanwhile, so the app is idle and only a wait moves time).
    private func startTimer() {
        link?.invalidate()
        timerStart = CACurrentMediaTime()
        let link = CADisplayLink { [unowned self] link in
            if link.timestamp - timerStart >= 2 {
                delayedLabel.isHidden = false
                link.invalidate()
            }
        }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    private func button(_ title: String, id: String, action: @escaping () -> Void) -> UIButton {
        let b = UIButton(type: .system)
        b.setTitle(title, for: .normal)
        b.accessibilityIdentifier = id
        b.addAction(UIAction { _ in action() }, for: .touchUpInside)
        return b
    }
}
