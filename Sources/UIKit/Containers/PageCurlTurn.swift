import Foundation

/// A page-curl turn under way: the pages going and coming, and the leaves that fold — each a page view
/// folding towards (or unfolding from) the spine over a part of the turn.
@MainActor
final class PageCurlTurn {
    /// One folding page: `fold` 0 is flat, 1 folded flat against the spine edge `edge`.
    struct Leaf {
        let view: UIView
        let edge: UIRectEdge
        let from: CGFloat
        let to: CGFloat
        /// The part of the turn (0…1) over which it folds.
        let start: CGFloat
        let end: CGFloat
    }

    let outgoing: [UIViewController]
    let incoming: [UIViewController]
    let forward: Bool
    /// Turned by a finger (the pages change only when it lets go past the middle).
    let isManual: Bool
    let notifiesDelegate: Bool
    var leaves: [Leaf] = []
    var completion: ((Bool) -> Void)?

    init(outgoing: [UIViewController], incoming: [UIViewController], forward: Bool, isManual: Bool, notifiesDelegate: Bool) {
        self.outgoing = outgoing
        self.incoming = incoming
        self.forward = forward
        self.isManual = isManual
        self.notifiesDelegate = notifiesDelegate
    }

    /// The transform that folds `view` by `fold` towards `edge` (a scale along the axis, pinned at the edge).
    static func transform(folding view: UIView, by fold: CGFloat, towards edge: UIRectEdge) -> CGAffineTransform {
        let s = max(0.0001, 1 - fold) // a scale of exactly 0 cannot be inverted for hit-testing
        let b = view.bounds.size
        switch edge {
        case .left: return CGAffineTransform(translationX: -b.width / 2 * (1 - s), y: 0).scaledBy(x: s, y: 1)
        case .right: return CGAffineTransform(translationX: b.width / 2 * (1 - s), y: 0).scaledBy(x: s, y: 1)
        case .top: return CGAffineTransform(translationX: 0, y: -b.height / 2 * (1 - s)).scaledBy(x: 1, y: s)
        default: return CGAffineTransform(translationX: 0, y: b.height / 2 * (1 - s)).scaledBy(x: 1, y: s)
        }
    }

    /// Folds every leaf as it stands `progress` (0…1) into the turn.
    func apply(progress: CGFloat) {
        for leaf in leaves {
            let span = max(leaf.end - leaf.start, 0.0001)
            let local = min(max((progress - leaf.start) / span, 0), 1)
            let fold = leaf.from + (leaf.to - leaf.from) * local
            leaf.view.transform = Self.transform(folding: leaf.view, by: fold, towards: leaf.edge)
        }
    }
}
