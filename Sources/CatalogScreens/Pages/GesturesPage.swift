import UIKit

/// SPEC-NEXT §1: gesture recognizers. Each tile carries a recognizer and lights up, with a count, each time it
/// recognizes; on the first tile a single tap waits for the double tap to fail. The card follows a pan and
/// springs back with a property animator when released.
@MainActor
final class GesturesPageViewController: CatalogPageViewController {
    /// One tile: a recognizer's name, how often it fired, and the view it watches.
    final class Tile: UIView {
        let title: String
        let countLabel: UILabel
        private(set) var count = 0

        init(title: String, frame: CGRect) {
            self.title = title
            countLabel = makeLabel("—", frame: CGRect(x: 10, y: frame.height - 26, width: frame.width - 20, height: 16),
                                   size: 12, color: .secondaryLabel)
            super.init(frame: frame)
            backgroundColor = .systemGray6
            layer.cornerRadius = 10
            addSubview(makeLabel(title, frame: CGRect(x: 10, y: 8, width: frame.width - 20, height: 18), size: 13, weight: .semibold))
            addSubview(countLabel)
        }
        required init?(coder: NSCoder) { fatalError("not archived") }

        /// The recognizer fired: count it, flash green and fade back.
        func fired(_ detail: String = "") {
            count += 1
            countLabel.text = "recognized \(count)×" + (detail.isEmpty ? "" : " · " + detail)
            backgroundColor = UIColor.systemGreen.withAlphaComponent(0.45)
            UIView.animate(withDuration: 0.6, delay: 0.2, options: [.allowUserInteraction]) {
                self.backgroundColor = .systemGray6
            }
        }
    }

    private(set) var tiles: [String: Tile] = [:]
    let card = UIView(frame: CGRect(x: 540, y: 130, width: 180, height: 120))
    private var cardAnimator: UIViewPropertyAnimator?
    private var dragStart = CGPoint.zero

    override func viewDidLoad() {
        super.viewDidLoad()
        let c = canvas
        makeHeading("Each tile lights up when its recognizer fires", at: CGPoint(x: 20, y: 14), width: 440, in: c)
        let names = ["Tap or double-tap", "Long press (0.5 s)", "Pan", "Swipe left or right", "Pinch", "Rotation",
                     "Two-finger tap", "Hover (pointer, no button)"]
        for (i, name) in names.enumerated() {
            let frame = CGRect(x: 20 + CGFloat(i % 2) * 225, y: 48 + CGFloat(i / 2) * 104, width: 215, height: 94)
            let tile = Tile(title: name, frame: frame)
            c.addSubview(tile)
            tiles[name] = tile
        }
        // The single tap waits for the double tap to fail (0.35 s after the touch-up), so a double tap never
        // also counts as a single one.
        let single = UITapGestureRecognizer(handler: { [weak self] _ in self?.tiles["Tap or double-tap"]?.fired("single") })
        let double = UITapGestureRecognizer(handler: { [weak self] _ in self?.tiles["Tap or double-tap"]?.fired("double") })
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        tiles["Tap or double-tap"]?.addGestureRecognizer(single)
        tiles["Tap or double-tap"]?.addGestureRecognizer(double)
        let press = UILongPressGestureRecognizer(handler: { [weak self] g in
            if g.state == .began { self?.tiles["Long press (0.5 s)"]?.fired() }
        })
        tiles["Long press (0.5 s)"]?.addGestureRecognizer(press)
        let pan = UIPanGestureRecognizer(handler: { [weak self] g in
            guard let self, g.state == .ended, let p = g as? UIPanGestureRecognizer, let tile = self.tiles["Pan"] else { return }
            let t = p.translation(in: tile)
            tile.fired("moved (\(Int(t.x)), \(Int(t.y)))")
        })
        tiles["Pan"]?.addGestureRecognizer(pan)
        let left = UISwipeGestureRecognizer(handler: { [weak self] _ in self?.tiles["Swipe left or right"]?.fired("left") })
        left.direction = .left
        let right = UISwipeGestureRecognizer(handler: { [weak self] _ in self?.tiles["Swipe left or right"]?.fired("right") })
        right.direction = .right
        tiles["Swipe left or right"]?.addGestureRecognizer(left)
        tiles["Swipe left or right"]?.addGestureRecognizer(right)
        let pinch = UIPinchGestureRecognizer(handler: { [weak self] g in
            guard g.state == .ended, let p = g as? UIPinchGestureRecognizer else { return }
            self?.tiles["Pinch"]?.fired(String(format: "scale %.2f", Double(p.scale)))
        })
        tiles["Pinch"]?.addGestureRecognizer(pinch)
        let rotation = UIRotationGestureRecognizer(handler: { [weak self] g in
            guard g.state == .ended, let r = g as? UIRotationGestureRecognizer else { return }
            self?.tiles["Rotation"]?.fired(String(format: "%.0f°", Double(r.rotation) * 180 / .pi))
        })
        tiles["Rotation"]?.addGestureRecognizer(rotation)
        let twoFingers = UITapGestureRecognizer(handler: { [weak self] _ in self?.tiles["Two-finger tap"]?.fired() })
        twoFingers.numberOfTouchesRequired = 2
        tiles["Two-finger tap"]?.addGestureRecognizer(twoFingers)
        let hover = UIHoverGestureRecognizer(handler: { [weak self] g in
            if g.state == .began { self?.tiles["Hover (pointer, no button)"]?.fired() }
        })
        tiles["Hover (pointer, no button)"]?.addGestureRecognizer(hover)

        makeHeading("Drag the card: it springs back", at: CGPoint(x: 490, y: 14), width: 290, in: c)
        card.backgroundColor = .systemIndigo
        card.layer.cornerRadius = 16
        card.layer.shadowOpacity = 0.25
        card.layer.shadowRadius = 8
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        card.addSubview(makeLabel("Drag me", frame: CGRect(x: 16, y: 14, width: 150, height: 22), size: 17, weight: .semibold, color: .white))
        card.addSubview(makeLabel("UIViewPropertyAnimator", frame: CGRect(x: 16, y: 84, width: 160, height: 16), size: 11,
                                  color: UIColor.white.withAlphaComponent(0.8)))
        c.addSubview(card)
        card.addGestureRecognizer(UIPanGestureRecognizer(handler: { [weak self] g in
            guard let self, let pan = g as? UIPanGestureRecognizer else { return }
            self.dragCard(pan)
        }))
        c.addSubview(makeLabel("The spring uses damping ratio 0.55 over 0.6 s; grabbing the card mid-flight stops the animator where the card is.",
                               frame: CGRect(x: 490, y: 300, width: 290, height: 48), size: 12, color: .secondaryLabel, lines: 3))
    }

    /// Pan moves the card by its translation; release springs it home. A new drag takes over a running spring.
    private func dragCard(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            if let running = cardAnimator, running.state == .active {
                running.stopAnimation(false)
                running.finishAnimation(at: .current)
            }
            cardAnimator = nil
            // The translation already holds the movement that began the pan: keep it, from where the card is.
            dragStart = CGPoint(x: card.transform.tx, y: card.transform.ty)
            fallthrough
        case .changed:
            let t = pan.translation(in: canvas)
            card.transform = CGAffineTransform(translationX: dragStart.x + t.x, y: dragStart.y + t.y)
        case .ended, .cancelled:
            let animator = UIViewPropertyAnimator(duration: 0.6, dampingRatio: 0.55) { self.card.transform = .identity }
            animator.startAnimation()
            cardAnimator = animator
        default:
            break
        }
    }
}
