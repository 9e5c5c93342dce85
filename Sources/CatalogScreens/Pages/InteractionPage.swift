import UIKit

/// A plain view with a name, so the hit-test path and the responder chain read well.
final class NamedView: UIView {
    let name: String
    init(name: String, frame: CGRect, color: UIColor) {
        self.name = name
        super.init(frame: frame)
        backgroundColor = color
        layer.cornerRadius = 10
        addSubview(makeLabel(name, frame: CGRect(x: 10, y: 6, width: frame.width - 20, height: 18), size: 13, weight: .semibold,
                             color: .white))
    }
    required init?(coder: NSCoder) { fatalError("not archived") }
}

/// SPEC §3 and §9: a touch is hit-tested to the deepest view under it, and travels up the responder chain
/// until someone handles it. This page's controller handles every touch that reaches it and reports it.
@MainActor
final class InteractionPageViewController: CatalogPageViewController {
    let outer = NamedView(name: "Outer", frame: CGRect(x: 30, y: 50, width: 320, height: 300), color: .systemBlue)
    let middle = NamedView(name: "Middle", frame: CGRect(x: 24, y: 40, width: 220, height: 170), color: .systemIndigo)
    let inner = NamedView(name: "Inner", frame: CGRect(x: 30, y: 40, width: 130, height: 90), color: .systemPurple)
    let stickingOut = NamedView(name: "Sticking out", frame: CGRect(x: 230, y: 230, width: 160, height: 60), color: .systemOrange)
    let disabled = NamedView(name: "Interaction off", frame: CGRect(x: 24, y: 226, width: 180, height: 56), color: .systemGray)
    private(set) var button: UIButton!

    /// What the report shows.
    let locationLabel = UILabel()
    let hitPathLabel = UILabel()
    let chainLabel = UILabel()
    /// The responder chain of the last touched view, first to last, as shown.
    private(set) var lastResponderChain: [String] = []
    private let marker = makeBox(CGRect(x: 0, y: 0, width: 10, height: 10), .systemRed, cornerRadius: 5)
    private weak var highlighted: UIView?

    override func viewDidLoad() {
        super.viewDidLoad()
        let c = canvas
        makeHeading("Tap any view", at: CGPoint(x: 20, y: 14), width: 360, in: c)
        c.addSubview(outer)
        outer.addSubview(middle)
        middle.addSubview(inner)
        inner.addSubview(makeLabel("a UILabel: not interactive", frame: CGRect(x: 10, y: 40, width: 115, height: 40), size: 11,
                                   color: .white, lines: 2))
        outer.addSubview(stickingOut)
        stickingOut.addSubview(makeLabel("the part outside Outer gets no touches", frame: CGRect(x: 10, y: 24, width: 145, height: 32),
                                         size: 10, color: .white, lines: 2))
        disabled.isUserInteractionEnabled = false
        outer.addSubview(disabled)
        disabled.addSubview(makeLabel("touches fall through to Outer", frame: CGRect(x: 10, y: 26, width: 165, height: 16), size: 10,
                                      color: .white))
        button = makeButton("A UIButton", frame: CGRect(x: 30, y: 380, width: 140, height: 32)) { [weak self] in
            self?.report(view: nil, location: nil, note: "The UIButton handled the touch itself (a control), so nothing travelled up the chain.")
        }
        c.addSubview(button)
        c.addSubview(makeLabel("Controls handle their own touches; other views pass them to their next responder.",
                               frame: CGRect(x: 180, y: 380, width: 210, height: 40), size: 11, color: .secondaryLabel, lines: 2))
        marker.isUserInteractionEnabled = false
        marker.isHidden = true
        c.addSubview(marker)

        makeHeading("The last touch", at: CGPoint(x: 420, y: 14), width: 360, in: c)
        locationLabel.frame = CGRect(x: 420, y: 42, width: 360, height: 18)
        locationLabel.font = .systemFont(ofSize: 12)
        locationLabel.text = "No touch yet."
        hitPathLabel.frame = CGRect(x: 420, y: 66, width: 360, height: 140)
        hitPathLabel.numberOfLines = 0
        hitPathLabel.font = .monospacedSystemFont(ofSize: 11, weight: .regular)
        chainLabel.frame = CGRect(x: 420, y: 214, width: 360, height: 300)
        chainLabel.numberOfLines = 0
        chainLabel.font = .monospacedSystemFont(ofSize: 11, weight: .regular)
        for l in [locationLabel, hitPathLabel, chainLabel] { c.addSubview(l) }
    }

    /// Every touch no view handled arrives here, through the responder chain.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        report(view: touch.view, location: touch.location(in: canvas), note: nil)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}

    private func report(view: UIView?, location: CGPoint?, note: String?) {
        highlighted?.layer.borderWidth = 0
        if let location {
            marker.center = location
            marker.isHidden = false
            locationLabel.text = "Touch at \(fmt(location)) in the canvas"
        } else {
            marker.isHidden = true
            locationLabel.text = note
        }
        guard let view else {
            hitPathLabel.text = ""
            chainLabel.text = ""
            lastResponderChain = []
            return
        }
        view.layer.borderWidth = 3
        view.layer.borderColor = UIColor.systemRed.cgColor
        highlighted = view

        var path: [UIView] = []
        var v: UIView? = view
        while let current = v { path.insert(current, at: 0); v = current.superview }
        setTopAligned(hitPathLabel, "hitTest path (window → deepest):\n" + path.map { "  " + Self.describe($0) }.joined(separator: "\n"))

        var chain: [String] = []
        var r: UIResponder? = view
        while let current = r { chain.append(Self.describe(current)); r = current.next }
        lastResponderChain = chain
        setTopAligned(chainLabel, "Responder chain (next, next, …):\n"
            + chain.enumerated().map { "  \($0.offset + 1). \($0.element)" }.joined(separator: "\n"))
    }

    /// "Inner", "UIView — view of CatalogViewController", "UIWindow", "UIApplication" …
    static func describe(_ responder: UIResponder) -> String {
        if let named = responder as? NamedView { return "“\(named.name)” (NamedView)" }
        let type = String(describing: Swift.type(of: responder))
        if let view = responder as? UIView, let vc = view.next as? UIViewController {
            return "\(type) — view of \(String(describing: Swift.type(of: vc)))"
        }
        return type
    }
}
