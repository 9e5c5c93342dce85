import Foundation
import Cassowary

// The layout pass: applying the solved frames.
extension LayoutEngine {
    /// The solved frame of a view in its superview's coordinates (pixel-rounded edges), or nil.
    func solvedFrame(of v: UIView) -> CGRect? {
        guard let iv = items[ObjectIdentifier(v)], let s = v.superviewStorage else { return nil }
        return solvedFrame(iv, v, scale: Double(max(1, s.layer.contentsScale)))
    }

    func solvedFrame(_ iv: ItemVars, _ v: UIView, scale: Double) -> CGRect {
        solvedFrame(left: iv.left, top: iv.top, width: iv.width, height: iv.height, v, scale: scale)
    }

    func solvedFrame(left: Variable, top: Variable, width: Variable, height: Variable, _ v: UIView, scale: Double) -> CGRect {
        func r(_ x: Double) -> CGFloat { CGFloat((x * scale).rounded() / scale) }
        let x0 = solver.lastValue(of: left), y0 = solver.lastValue(of: top)
        let x1 = x0 + solver.lastValue(of: width), y1 = y0 + solver.lastValue(of: height)
        let rect = CGRect(x: r(x0), y: r(y0), width: r(x1) - r(x0), height: r(y1) - r(y0))
        return v.frame(forAlignmentRect: rect)
    }

    /// Applies the solved frames to the constrained subviews of `view` (UIView.layoutSubviews' default),
    /// through the bounds and center setters, so a layoutIfNeeded() inside an animation block animates them.
    static func applyFrames(toSubviewsOf view: UIView) {
        guard let e = view.varsEngineStorage else { return }
        if e.needsSync { e.sync() }
        if view.autoLayoutStorage?.tracksEdges == true, view.updateTrackedGuideConstraints(), e.needsSync { e.sync() }
        let subviews = view.subviewStorage
        if subviews.isEmpty { return }
        let scale = Double(max(1, view.layer.contentsScale))
        let vars = e.flatVars, views = e.flatViews
        // `subviews` (the list as it is now) keeps the views alive: each is used without a retain of its own.
        subviews.withUnsafeBufferPointer { buf in
            buf.withMemoryRebound(to: Unmanaged<UIView>.self) { refs in
                for ref in refs {
                    withGuaranteedReference(ref) { applyFrame(to: $0, engine: e, vars: vars, views: views, scale: scale) }
                }
            }
        }
    }

    /// Sets the solved frame of one subview, when the engine lays it out and its frame differs.
    private static func applyFrame(to sub: UIView, engine e: LayoutEngine, vars: [Variable], views: [ObjectIdentifier?],
                                   scale: Double) {
        guard !sub.translatesAutoresizingStorage else { return }
        // The view's variables, found from the view alone (the engine's per-item arrays, not the item).
        let i = Int(sub.liveIndexStorage)
        guard i >= 0, i < views.count, views[i] == ObjectIdentifier(sub) else { return }
        let f = e.solvedFrame(left: vars[4 * i], top: vars[4 * i + 1], width: vars[4 * i + 2], height: vars[4 * i + 3],
                              sub, scale: scale)
        if sub.bounds.size != f.size {
            var b = sub.bounds
            b.size = f.size
            sub.bounds = b
        }
        if sub.center != f.center { sub.center = f.center }
    }

    /// A layout guide's frame in its owning view's coordinates.
    static func solvedFrame(of guide: UILayoutGuide, in owner: UIView) -> CGRect? {
        guard let e = guide.varsEngine ?? owner.varsEngineStorage else { return nil }
        if e.needsSync { e.sync() }
        guard let iv = e.items[ObjectIdentifier(guide)] else { return nil }
        let s = e.solver
        return CGRect(x: CGFloat(s.lastValue(of: iv.left)), y: CGFloat(s.lastValue(of: iv.top)),
                      width: CGFloat(s.lastValue(of: iv.width)), height: CGFloat(s.lastValue(of: iv.height)))
    }
}
