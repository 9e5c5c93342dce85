import Foundation

/// A layout guide that activates and deactivates constraints of the app as it comes near to or goes away from
/// the edges of its owning view (iOS 15).
@preconcurrency @MainActor
open class UITrackingLayoutGuide: UILayoutGuide {
    private enum Metrics {
        /// How close (points) a guide's edge must be to its owning view's edge to count as near it. Apple does not
        /// document it ⚠; a guide snapped to an edge is within a rounding error of it.
        static let nearTolerance: CGFloat = 0.5
    }

    /// Constraints per edge set (raw value), active while the guide is near all those edges.
    private var nearEdgeConstraints: [UInt: [NSLayoutConstraint]] = [:]
    /// Constraints per edge set (raw value), active while the guide is away from all those edges.
    private var awayFromEdgeConstraints: [UInt: [NSLayoutConstraint]] = [:]
    /// The edges the guide was near when the tracked constraints were last brought up to date.
    private var appliedNearEdges: NSDirectionalRectEdge?

    public override init() { super.init() }

    /// Activates `trackingConstraints` while the guide is near `edge` and deactivates them while it is away; an
    /// empty array stops tracking that edge (its constraints are deactivated).
    open func setConstraints(_ trackingConstraints: [NSLayoutConstraint], activeWhenNearEdge edge: NSDirectionalRectEdge) {
        track(trackingConstraints, near: true, edge)
    }

    /// The constraints active while the guide is near `edge`.
    open func constraints(activeWhenNearEdge edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        nearEdgeConstraints[edge.rawValue] ?? []
    }

    /// Activates `trackingConstraints` while the guide is away from `edge` and deactivates them while it is near;
    /// an empty array stops tracking that edge (its constraints are deactivated).
    open func setConstraints(_ trackingConstraints: [NSLayoutConstraint], activeWhenAwayFrom edge: NSDirectionalRectEdge) {
        track(trackingConstraints, near: false, edge)
    }

    /// The constraints active while the guide is away from `edge`.
    open func constraints(activeWhenAwayFrom edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        awayFromEdgeConstraints[edge.rawValue] ?? []
    }

    /// Stops tracking every constraint; the constraints keep their current activation.
    open func removeAllTrackedConstraints() {
        nearEdgeConstraints = [:]
        awayFromEdgeConstraints = [:]
        owningViewStorage?.refreshTracksEdges()
    }

    private func track(_ constraints: [NSLayoutConstraint], near: Bool, _ edge: NSDirectionalRectEdge) {
        let old = (near ? nearEdgeConstraints : awayFromEdgeConstraints)[edge.rawValue] ?? []
        // Constraints that stay tracked keep their state until the update below.
        NSLayoutConstraint.deactivate(old.filter { o in !constraints.contains { $0 === o } })
        if near { nearEdgeConstraints[edge.rawValue] = constraints.isEmpty ? nil : constraints }
        else { awayFromEdgeConstraints[edge.rawValue] = constraints.isEmpty ? nil : constraints }
        owningViewStorage?.refreshTracksEdges()
        updateTrackedConstraints(force: true)
    }

    var hasTrackedConstraints: Bool { !nearEdgeConstraints.isEmpty || !awayFromEdgeConstraints.isEmpty }

    /// The edges of the owning view the guide is near now. A plain tracking guide measures its solved frame;
    /// before the owning view has a size it is near none.
    var currentNearEdges: NSDirectionalRectEdge {
        guard let owner = owningViewStorage, owner.bounds.width > 0 || owner.bounds.height > 0 else { return [] }
        let f = layoutFrame, b = owner.bounds
        let tol = Metrics.nearTolerance
        var edges: NSDirectionalRectEdge = []
        if abs(f.minY - b.minY) <= tol { edges.insert(.top) }
        if abs(f.maxY - b.maxY) <= tol { edges.insert(.bottom) }
        let rtl = owner.effectiveUserInterfaceLayoutDirection == .rightToLeft
        if abs(f.minX - b.minX) <= tol { edges.insert(rtl ? .trailing : .leading) }
        if abs(f.maxX - b.maxX) <= tol { edges.insert(rtl ? .leading : .trailing) }
        return edges
    }

    /// Activates and deactivates the tracked constraints for where the guide is; `force` even when the edges it
    /// is near did not change. Returns whether a constraint changed.
    @discardableResult
    func updateTrackedConstraints(force: Bool = false) -> Bool {
        guard hasTrackedConstraints else { appliedNearEdges = nil; return false }
        let near = currentNearEdges
        if !force, near == appliedNearEdges { return false }
        appliedNearEdges = near
        var off: [NSLayoutConstraint] = [], on: [NSLayoutConstraint] = []
        for (raw, cs) in nearEdgeConstraints {
            if near.isSuperset(of: NSDirectionalRectEdge(rawValue: raw)) { on += cs } else { off += cs }
        }
        for (raw, cs) in awayFromEdgeConstraints {
            if near.isDisjoint(with: NSDirectionalRectEdge(rawValue: raw)) { on += cs } else { off += cs }
        }
        // Deactivating first keeps a constraint tracked under both states from conflicting with its replacement.
        let turningOff = off.filter { c in c.isActive && !on.contains { $0 === c } }
        let turningOn = on.filter { !$0.isActive }
        NSLayoutConstraint.deactivate(turningOff)
        NSLayoutConstraint.activate(turningOn)
        return !turningOff.isEmpty || !turningOn.isEmpty
    }
}
