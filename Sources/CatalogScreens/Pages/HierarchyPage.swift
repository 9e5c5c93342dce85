import UIKit

/// SPEC §3: subviews in order (later on top), opaque vs translucent, bring-to-front, clipsToBounds, and a
/// superview's alpha, hiddenness and transform reaching its subviews.
@MainActor
final class HierarchyPageViewController: CatalogPageViewController {
    /// The three overlapping cards of the ordering demo.
    private(set) var cards: [UIView] = []
    /// Lists the ordering demo's subviews, back to front.
    let orderLabel = UILabel()
    /// Brings the backmost card to the front.
    private(set) var bringToFrontButton: UIButton!
    private let stack = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        let c = canvas

        // 1. Opaque vs translucent, over a checkerboard.
        makeHeading("Opaque and translucent views", at: CGPoint(x: 20, y: 14), width: 370, in: c)
        let checker = CheckerboardView(frame: CGRect(x: 20, y: 44, width: 370, height: 170))
        c.addSubview(checker)
        let opaque = makeBox(CGRect(x: 20, y: 20, width: 110, height: 90), .systemRed)
        let translucent = makeBox(CGRect(x: 85, y: 55, width: 110, height: 90), .systemBlue)
        translucent.alpha = 0.5
        let tinted = makeBox(CGRect(x: 240, y: 20, width: 110, height: 90), UIColor.systemGreen.withAlphaComponent(0.45))
        tinted.isOpaque = false
        for v in [opaque, translucent, tinted] { checker.addSubview(v) }
        c.addSubview(makeLabel("red: opaque · blue: view alpha 0.5 · green: colour alpha 0.45",
                               frame: CGRect(x: 20, y: 218, width: 370, height: 16), size: 11, color: .secondaryLabel))

        // 2. Ordering.
        makeHeading("Order: later subviews draw on top", at: CGPoint(x: 410, y: 14), width: 370, in: c)
        stack.frame = CGRect(x: 410, y: 44, width: 370, height: 130)
        c.addSubview(stack)
        let colors: [UIColor] = [.systemOrange, .systemPurple, .systemTeal]
        for (i, name) in ["A", "B", "C"].enumerated() {
            let card = makeBox(CGRect(x: 20 + CGFloat(i) * 55, y: 10 + CGFloat(i) * 18, width: 120, height: 90), colors[i], cornerRadius: 10)
            card.layer.borderColor = UIColor.black.cgColor
            card.layer.borderWidth = 1
            card.addSubview(makeLabel(name, frame: CGRect(x: 8, y: 4, width: 40, height: 30), size: 24, weight: .bold, color: .white))
            card.tag = i + 1
            stack.addSubview(card)
            cards.append(card)
        }
        bringToFrontButton = makeButton("bringSubviewToFront(back card)", frame: CGRect(x: 410, y: 180, width: 230, height: 28)) { [weak self] in
            guard let self, let back = self.stack.subviews.first else { return }
            self.stack.bringSubviewToFront(back)
            self.updateOrder()
        }
        c.addSubview(bringToFrontButton)
        c.addSubview(makeButton("exchange 0 ↔ 2", frame: CGRect(x: 650, y: 180, width: 130, height: 28)) { [weak self] in
            self?.stack.exchangeSubview(at: 0, withSubviewAt: 2)
            self?.updateOrder()
        })
        orderLabel.frame = CGRect(x: 410, y: 214, width: 370, height: 16)
        orderLabel.font = .monospacedSystemFont(ofSize: 12, weight: .regular)
        c.addSubview(orderLabel)
        updateOrder()

        // 3. clipsToBounds.
        makeHeading("clipsToBounds", at: CGPoint(x: 20, y: 262), width: 370, in: c)
        for (i, clips) in [false, true].enumerated() {
            let x = 40 + CGFloat(i) * 185
            let parent = makeBox(CGRect(x: x, y: 310, width: 120, height: 110), .systemGray4)
            parent.clipsToBounds = clips
            let child = makeBox(CGRect(x: 50, y: 50, width: 110, height: 90), UIColor.systemPink)
            child.addSubview(makeLabel("child", frame: CGRect(x: 6, y: 4, width: 80, height: 16), size: 12, color: .white))
            parent.addSubview(child)
            c.addSubview(parent)
            c.addSubview(makeLabel("clipsToBounds = \(clips)", frame: CGRect(x: x, y: 292, width: 160, height: 16), size: 12))
        }

        // 4. What a superview passes on.
        makeHeading("What a superview passes on to its subviews", at: CGPoint(x: 410, y: 262), width: 370, in: c)
        let captions = ["normal", "alpha 0.4", "rotated 15°", "hidden"]
        for (i, caption) in captions.enumerated() {
            let x = 420 + CGFloat(i) * 90
            let parent = makeBox(CGRect(x: x, y: 320, width: 74, height: 74), .systemIndigo, cornerRadius: 6)
            parent.addSubview(makeBox(CGRect(x: 12, y: 12, width: 30, height: 30), .systemYellow))
            parent.addSubview(makeBox(CGRect(x: 34, y: 34, width: 30, height: 30), .white))
            switch i {
            case 1: parent.alpha = 0.4
            case 2: parent.transform = CGAffineTransform(rotationAngle: .pi / 12)
            case 3: parent.isHidden = true
            default: break
            }
            c.addSubview(parent)
            c.addSubview(makeLabel(caption, frame: CGRect(x: x - 8, y: 404, width: 90, height: 16), size: 11,
                                   color: .secondaryLabel, alignment: .center))
        }
        c.addSubview(makeLabel("A hidden superview hides its subviews too; each child keeps its own alpha and hidden state.",
                               frame: CGRect(x: 410, y: 430, width: 370, height: 32), size: 11, color: .secondaryLabel, lines: 2))
    }

    private func updateOrder() {
        let names = stack.subviews.map { ["A", "B", "C"][$0.tag - 1] }
        orderLabel.text = "subviews (back → front): " + names.joined(separator: ", ")
    }
}
