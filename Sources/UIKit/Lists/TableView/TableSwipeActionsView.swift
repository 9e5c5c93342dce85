import Foundation

/// The buttons revealed beside a swiped row (or the delete confirmation while editing): one per contextual
/// action, the first at the outer edge, each its action's colour with a white title.
final class TableSwipeActionsView: UIView {
    let actions: [UIContextualAction]
    let trailing: Bool
    private(set) var buttons: [UIView] = []
    var onTap: (@MainActor (Int) -> Void)?

    /// ⚠ iOS 17 iPhone (screenshots at 1×): a button is its title plus 15 pt each side, at least 74 pt wide
    /// ("Delete" is 74 pt); titles are 15 pt system text.
    enum Metrics {
        static let titlePadding: CGFloat = 15
        static let minimumButtonWidth: CGFloat = 74
        static let fontSize: CGFloat = 15
    }

    init(actions: [UIContextualAction], trailing: Bool) {
        self.actions = actions
        self.trailing = trailing
        super.init(frame: .zero)
        clipsToBounds = true
        for a in actions {
            let b = UIView()
            b.backgroundColor = a.backgroundColor
            b.isUserInteractionEnabled = false
            if let image = a.image {
                let iv = UIImageView(image: image)
                iv.tintColor = .white
                b.addSubview(iv)
            } else {
                let l = UILabel()
                l.text = a.title
                l.font = .systemFont(ofSize: Metrics.fontSize)
                l.textColor = .white
                l.textAlignment = .center
                b.addSubview(l)
            }
            buttons.append(b)
            addSubview(b)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// Each button's natural width.
    var widths: [CGFloat] {
        actions.map { a in
            let w: CGFloat
            if let image = a.image { w = image.size.width } else {
                let l = UILabel()
                l.text = a.title
                l.font = .systemFont(ofSize: Metrics.fontSize)
                w = l.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)).width
            }
            return max(Metrics.minimumButtonWidth, (w + 2 * Metrics.titlePadding).rounded(.up))
        }
    }

    /// The width that shows every button at its natural width.
    var openWidth: CGFloat { widths.reduce(0, +) }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        let ws = widths
        let total = max(1, ws.reduce(0, +))
        // Buttons share the revealed width in proportion; the first (outer) one stretches past the open width,
        // as iOS stretches it toward a full swipe.
        let extra = max(0, b.width - total)
        let scale = min(1, b.width / total)
        var edge: CGFloat = trailing ? b.width : 0
        for (i, button) in buttons.enumerated() {
            let w = ws[i] * scale + (i == 0 ? extra : 0)
            let x = trailing ? edge - w : edge
            button.frame = CGRect(x: x, y: 0, width: w, height: b.height)
            edge = trailing ? x : x + w
            if let content = button.subviews.first {
                let s = content is UILabel ? content.sizeThatFits(CGSize(width: w, height: b.height)) : content.frame.size
                let cw = min(s.width, ws[i])
                let cx = i == 0 && extra > 0 ? (trailing ? 0 : w - ws[i]) + (ws[i] - cw) / 2 : (w - cw) / 2
                content.frame = CGRect(x: cx.rounded(), y: ((b.height - s.height) / 2).rounded(), width: cw, height: s.height)
            }
        }
    }

    // The buttons take the touch themselves, so the row is not selected.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let t = touches.first else { return }
        let p = t.location(in: self)
        guard let i = buttons.firstIndex(where: { $0.frame.contains(p) }) else { return }
        onTap?(i)
    }
}
