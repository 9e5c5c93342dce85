import UIKit

/// SPEC §6: the kinds of view animation, one lane each; "Run all" starts every lane at once.
@MainActor
final class AnimationsPageViewController: CatalogPageViewController {
    private struct Lane {
        let name: String
        let api: String
    }

    private static let lanes = [
        Lane(name: "Block", api: "animate(withDuration:), ease in-out"),
        Lane(name: "Spring", api: "usingSpringWithDamping: 0.35"),
        Lane(name: "Keyframes", api: "animateKeyframes + 3 × addKeyframe"),
        Lane(name: "Transitions", api: "transition(with:) · transition(from:to:)"),
        Lane(name: "Nested", api: "inner 0.3 s block overrides duration"),
        Lane(name: "Chained", api: "second animation in the completion"),
        Lane(name: "Begin / commit", api: "begin…/commitAnimations, linear"),
        Lane(name: "View + layer", api: "center (view) with cornerRadius (layer)"),
    ]

    static let trackStart: CGFloat = 250
    static let trackEnd: CGFloat = 740
    static let laneTop: CGFloat = 40
    static let laneHeight: CGFloat = 54

    /// The moving square of each lane (the transitions lane has its own views).
    private(set) var movers: [UIView] = []
    /// The transition(with:) container and its label.
    let flipCard = UIView()
    let flipLabel = UILabel()
    /// The two views swapped by transition(from:to:).
    let fromView = UIView()
    let toView = UIView()
    /// Starts every lane.
    private(set) var runAllButton: UIButton!
    /// Lists the completion handlers that have run.
    let completionLabel = UILabel()
    private var completed: [String] = []
    private var forward = true

    override func viewDidLoad() {
        super.viewDidLoad()
        let c = canvas
        makeHeading("Each lane starts at the left; Run all animates every lane together (1 s)",
                    at: CGPoint(x: 20, y: 8), width: 760, in: c)
        for (i, lane) in Self.lanes.enumerated() {
            let y = Self.laneTop + CGFloat(i) * Self.laneHeight
            c.addSubview(makeLabel(lane.name, frame: CGRect(x: 20, y: y + 8, width: 220, height: 18), size: 14, weight: .semibold))
            c.addSubview(makeLabel(lane.api, frame: CGRect(x: 20, y: y + 26, width: 226, height: 16), size: 10, color: .secondaryLabel))
            let track = makeBox(CGRect(x: Self.trackStart - 6, y: y + 4, width: Self.trackEnd - Self.trackStart + 52, height: 46),
                                .secondarySystemBackground, cornerRadius: 8)
            c.addSubview(track)
            if i == 3 { continue }
            for gx in [Self.trackStart, Self.trackEnd] {
                let ghost = UIView(frame: CGRect(x: gx, y: y + 7, width: 40, height: 40))
                ghost.backgroundColor = .clear
                ghost.layer.borderWidth = 1
                ghost.layer.borderColor = UIColor.systemGray3.cgColor
                ghost.layer.cornerRadius = 6
                c.addSubview(ghost)
            }
            let mover = makeBox(CGRect(x: Self.trackStart, y: y + 7, width: 40, height: 40), .systemBlue, cornerRadius: 6)
            c.addSubview(mover)
            movers.append(mover)
        }

        // Transitions lane.
        let ty = Self.laneTop + 3 * Self.laneHeight
        flipCard.frame = CGRect(x: Self.trackStart, y: ty + 7, width: 200, height: 40)
        flipCard.backgroundColor = .systemIndigo
        flipCard.layer.cornerRadius = 6
        flipLabel.frame = flipCard.bounds
        flipLabel.text = "transition(with:) — front"
        flipLabel.textColor = .white
        flipLabel.textAlignment = .center
        flipLabel.font = .systemFont(ofSize: 12, weight: .medium)
        flipCard.addSubview(flipLabel)
        c.addSubview(flipCard)
        let swapHolder = UIView(frame: CGRect(x: Self.trackStart + 260, y: ty + 7, width: 200, height: 40))
        for (v, text, color) in [(fromView, "from view", UIColor.systemPink), (toView, "to view", UIColor.systemGreen)] {
            v.frame = swapHolder.bounds
            v.backgroundColor = color
            v.layer.cornerRadius = 6
            v.addSubview(makeLabel(text, frame: v.bounds, size: 12, weight: .medium, color: .white, alignment: .center))
        }
        swapHolder.addSubview(fromView)
        c.addSubview(swapHolder)

        runAllButton = makeButton("Run all", frame: CGRect(x: 20, y: 484, width: 110, height: 30)) { [weak self] in self?.runAll() }
        c.addSubview(runAllButton)
        completionLabel.frame = CGRect(x: 150, y: 490, width: 630, height: 18)
        completionLabel.font = .systemFont(ofSize: 12)
        completionLabel.textColor = .secondaryLabel
        completionLabel.text = "Completions run: none yet"
        c.addSubview(completionLabel)
        c.addSubview(makeLabel("On Linux, flips and curls are drawn as the nearest Core Animation transition (push, reveal, move in).",
                               frame: CGRect(x: 150, y: 512, width: 630, height: 14), size: 10, color: .secondaryLabel))
    }

    private func didComplete(_ name: String) {
        completed.append(name)
        completionLabel.text = "Completions run: " + completed.joined(separator: ", ")
    }

    /// Starts every lane (towards the right, or back to the left on the next press).
    func runAll() {
        let target = (forward ? Self.trackEnd : Self.trackStart) + 20
        let back = !forward
        forward.toggle()
        completed = []
        completionLabel.text = "Completions run: none yet"
        let block = movers[0], spring = movers[1], keys = movers[2], nested = movers[3], chained = movers[4]
        let legacy = movers[5], mixed = movers[6]

        UIView.animate(withDuration: 1, delay: 0, options: [.curveEaseInOut], animations: {
            block.center.x = target
        }, completion: { [weak self] _ in self?.didComplete("block") })

        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.35, initialSpringVelocity: 0, options: [], animations: {
            spring.center.x = target
        }, completion: { [weak self] _ in self?.didComplete("spring") })

        let startX = keys.center.x, y0 = keys.center.y
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.33) {
                keys.center = CGPoint(x: startX + (target - startX) / 3, y: y0 - 14)
                keys.backgroundColor = .systemOrange
            }
            UIView.addKeyframe(withRelativeStartTime: 0.33, relativeDuration: 0.33) {
                keys.center = CGPoint(x: startX + (target - startX) * 2 / 3, y: y0 + 14)
                keys.backgroundColor = .systemPurple
            }
            UIView.addKeyframe(withRelativeStartTime: 0.66, relativeDuration: 0.34) {
                keys.center = CGPoint(x: target, y: y0)
                keys.backgroundColor = .systemBlue
            }
        }, completion: { [weak self] _ in self?.didComplete("keyframes") })

        UIView.transition(with: flipCard, duration: 1, options: [.transitionFlipFromLeft], animations: {
            self.flipLabel.text = back ? "transition(with:) — front" : "transition(with:) — back"
            self.flipCard.backgroundColor = back ? .systemIndigo : .systemTeal
        }, completion: { [weak self] _ in self?.didComplete("transition") })
        let (from, to) = fromView.superview != nil ? (fromView, toView) : (toView, fromView)
        UIView.transition(from: from, to: to, duration: 1, options: [.transitionCrossDissolve], completion: nil)

        UIView.animate(withDuration: 1, animations: {
            nested.center.x = target
            UIView.animate(withDuration: 0.3, delay: 0, options: [.overrideInheritedDuration], animations: {
                nested.backgroundColor = back ? .systemBlue : .systemRed
            }, completion: nil)
        }, completion: { [weak self] _ in self?.didComplete("nested") })

        UIView.animate(withDuration: 0.4, animations: {
            chained.center.x = target
        }, completion: { [weak self] _ in
            self?.didComplete("chained step 1")
            UIView.animate(withDuration: 0.6, animations: {
                chained.transform = back ? .identity : CGAffineTransform(rotationAngle: .pi / 4)
                chained.backgroundColor = back ? .systemBlue : .systemGreen
            }, completion: { [weak self] _ in self?.didComplete("chained step 2") })
        })

        UIView.beginAnimations("legacy", context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.linear)
        legacy.center.x = target
        UIView.commitAnimations()

        UIView.animate(withDuration: 1, animations: {
            mixed.center.x = target
            let radius = CABasicAnimation(keyPath: "cornerRadius")
            radius.fromValue = mixed.layer.cornerRadius
            radius.toValue = back ? 6 : 20
            radius.duration = 1
            mixed.layer.add(radius, forKey: "cornerRadius")
            mixed.layer.cornerRadius = back ? 6 : 20
        }, completion: { [weak self] _ in self?.didComplete("view + layer") })
    }
}
