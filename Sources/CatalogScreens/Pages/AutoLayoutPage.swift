import UIKit

/// SPEC §10: constraints, a stack view reflowing with the available width, and what happens when
/// constraints conflict (the "Unable to simultaneously satisfy constraints." log, shown on the page).
final class AutoLayoutPageViewController: CatalogPageViewController {
    let narrowButton = UIButton(type: .system)
    let wideButton = UIButton(type: .system)
    let conflictButton = UIButton(type: .system)
    private let container = UIView()
    private var containerWidth: NSLayoutConstraint!
    private let logLabel = UILabel()
    private let framesLabel = UILabel()
    private let conflicted = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        let c = canvas
        makeHeading("Constraints and stack views, in a container whose width you can change", at: CGPoint(x: 20, y: 14), width: 760, in: c)

        for (button, title, width) in [(narrowButton, "Narrow (420 pt)", CGFloat(420)), (wideButton, "Wide (760 pt)", CGFloat(760))] {
            button.setTitle(title, for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 13)
            button.addAction(UIAction { [weak self] _ in self?.setContainerWidth(width) }, for: .touchUpInside)
            c.addSubview(button)
        }
        narrowButton.frame = CGRect(x: 20, y: 40, width: 130, height: 28)
        wideButton.frame = CGRect(x: 160, y: 40, width: 130, height: 28)

        // The container: its width is a constraint; everything inside is laid out by constraints.
        container.translatesAutoresizingMaskIntoConstraints = false
        container.backgroundColor = .secondarySystemBackground
        container.layer.cornerRadius = 8
        c.addSubview(container)
        containerWidth = container.widthAnchor.constraint(equalToConstant: 760)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: c.leadingAnchor, constant: 20),
            container.topAnchor.constraint(equalTo: c.topAnchor, constant: 76),
            containerWidth,
        ])

        let title = UILabel()
        title.text = "A title pinned to the container's margins"
        title.font = .systemFont(ofSize: 15, weight: .semibold)
        let third = makeBox(.zero, .systemTeal, cornerRadius: 6)
        let rest = makeBox(.zero, .systemIndigo, cornerRadius: 6)
        let row = UIStackView(arrangedSubviews: ["One", "Two", "Three", "Four"].enumerated().map { i, text in
            let l = UILabel()
            l.text = text
            l.textAlignment = .center
            l.textColor = .white
            l.backgroundColor = [UIColor.systemRed, .systemOrange, .systemGreen, .systemBlue][i]
            return l
        })
        row.axis = .horizontal
        row.distribution = .fillEqually
        row.spacing = 8
        let column = UIStackView(arrangedSubviews: ["short", "a longer line", "the longest line of the three"].map { text in
            let l = UILabel()
            l.text = text
            l.font = .systemFont(ofSize: 13)
            l.backgroundColor = .systemYellow.withAlphaComponent(0.5)
            return l
        })
        column.axis = .vertical
        column.alignment = .center
        column.spacing = 4
        for v in [title, third, rest, row, column] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(v)
        }
        let m = container.layoutMarginsGuide
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: m.topAnchor),
            title.leadingAnchor.constraint(equalTo: m.leadingAnchor),
            title.trailingAnchor.constraint(equalTo: m.trailingAnchor),
            third.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            third.leadingAnchor.constraint(equalTo: m.leadingAnchor),
            third.widthAnchor.constraint(equalTo: m.widthAnchor, multiplier: 0.3),
            third.heightAnchor.constraint(equalToConstant: 36),
            rest.topAnchor.constraint(equalTo: third.topAnchor),
            rest.leadingAnchor.constraint(equalTo: third.trailingAnchor, constant: 8),
            rest.trailingAnchor.constraint(equalTo: m.trailingAnchor),
            rest.heightAnchor.constraint(equalTo: third.heightAnchor),
            row.topAnchor.constraint(equalTo: third.bottomAnchor, constant: 12),
            row.leadingAnchor.constraint(equalTo: m.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: m.trailingAnchor),
            row.heightAnchor.constraint(equalToConstant: 30),
            column.topAnchor.constraint(equalTo: row.bottomAnchor, constant: 12),
            column.centerXAnchor.constraint(equalTo: m.centerXAnchor),
            column.bottomAnchor.constraint(equalTo: m.bottomAnchor),
        ])

        framesLabel.font = .monospacedSystemFont(ofSize: 11, weight: .regular)
        framesLabel.numberOfLines = 0
        framesLabel.frame = CGRect(x: 20, y: 330, width: 380, height: 60)
        c.addSubview(framesLabel)

        // A conflict: two required widths for one view.
        conflictButton.setTitle("Add a conflicting constraint", for: .normal)
        conflictButton.titleLabel?.font = .systemFont(ofSize: 13)
        conflictButton.frame = CGRect(x: 420, y: 330, width: 220, height: 28)
        conflictButton.addAction(UIAction { [weak self] _ in self?.addConflict() }, for: .touchUpInside)
        c.addSubview(conflictButton)
        conflicted.translatesAutoresizingMaskIntoConstraints = false
        conflicted.backgroundColor = .systemPink
        c.addSubview(conflicted)
        NSLayoutConstraint.activate([
            conflicted.leadingAnchor.constraint(equalTo: c.leadingAnchor, constant: 650),
            conflicted.topAnchor.constraint(equalTo: c.topAnchor, constant: 332),
            conflicted.heightAnchor.constraint(equalToConstant: 24),
            conflicted.widthAnchor.constraint(equalToConstant: 60),
        ])
        logLabel.font = .monospacedSystemFont(ofSize: 9, weight: .regular)
        logLabel.numberOfLines = 0
        logLabel.textColor = .secondaryLabel
        logLabel.frame = CGRect(x: 20, y: 396, width: 760, height: 130)
        c.addSubview(logLabel)
        setTopAligned(logLabel, "The conflict log appears here (Apple prints it to the console).", maxHeight: 130)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        showFrames()
    }

    /// Lays out now and shows the solved frames.
    private func showFrames() {
        view.layoutIfNeeded()
        let frames = container.subviews.prefix(3).map { fmt($0.frame) }
        framesLabel.text = "container width \(fmt(container.frame.width))\ntitle \(frames[0])\n30% box \(frames[1]) · rest \(frames[2])"
    }

    private func setContainerWidth(_ width: CGFloat) {
        containerWidth.constant = width
        showFrames()
    }

    private func addConflict() {
        var messages: [String] = []
        let previous = NSLayoutConstraint.diagnosticsObserver
        NSLayoutConstraint.diagnosticsObserver = { messages.append($0) }
        let extra = conflicted.widthAnchor.constraint(equalToConstant: 120)
        extra.identifier = "the-extra-width"
        extra.isActive = true
        view.layoutIfNeeded()
        NSLayoutConstraint.diagnosticsObserver = previous
        // Object addresses change from run to run; the page shows them elided.
        let log = messages.joined(separator: "\n").replacingOccurrences(of: "0x[0-9a-f]+", with: "0x…", options: .regularExpression)
        setTopAligned(logLabel, log.isEmpty ? "(no conflict was logged)" : log, maxHeight: 130)
    }
}
