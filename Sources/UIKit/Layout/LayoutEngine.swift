import Foundation
import Cassowary

typealias LinearExpression = Cassowary.Expression

/// The variables of one layout item (view or layout guide) in an engine: its alignment rectangle in the
/// coordinates of the engine's root (left, top, width, height), and the constraints the system makes for it.
@MainActor
final class ItemVars {
    let item: AnyObject
    /// The item when it is a view (avoids casts in the per-frame loops).
    unowned(unsafe) let view: UIView?
    /// The item's place in the engine's per-item arrays (`flatVars`, `lastValues`, `frameHosts`).
    let index: Int
    var removed = false
    let left: Variable, top: Variable, width: Variable, height: Variable
    /// Autoresizing-mask, root, content-size or guide constraints, in the order of `specs`.
    var internals: [InternalLayoutConstraint] = []
    var specKeys: [String] = []

    init(item: AnyObject, index: Int, solver: Solver, name: String) {
        self.item = item
        self.index = index
        view = item as? UIView
        left = solver.makeVariable(name: name + ".minX")
        top = solver.makeVariable(name: name + ".minY")
        width = solver.makeVariable(name: name + ".Width")
        height = solver.makeVariable(name: name + ".Height")
    }
}

/// One constraint in an engine: its solver constraint (nil while broken) and the constant the attributes
/// themselves contribute (baselines).
struct EngineEntry {
    let constraint: NSLayoutConstraint
    var solverConstraint: Constraint?
    var base: Double
}

/// The Auto Layout engine of one hierarchy: a Cassowary solver holding every active constraint whose items
/// are below its root view (a window, or the topmost view of a detached tree). Constraints are added to the
/// solver lazily, at the start of the next layout pass, together with the constraints the system makes
/// (autoresizing masks, intrinsic content size, guides); constant changes and resizes are incremental.
@MainActor
final class LayoutEngine {
    let solver = Solver()
    weak var root: UIView?
    /// A scratch engine (fitting sizes) lays out its root as a free-standing view of unknown size.
    let isScratch: Bool

    var items: [ObjectIdentifier: ItemVars] = [:]
    /// The items in the order they were made (roughly the hierarchy's), for cache-friendly per-frame loops.
    var itemList: [ItemVars] = []
    var removedItems = 0
    /// Every item variable in order of creation, four per item, with the values last seen: a solve is followed
    /// by one pass over these contiguous arrays to find the views that moved.
    var flatVars: [Variable] = []
    var lastValues: [Double] = []
    /// Per item: the view to mark as needing layout when the item's solved values change (the superview of a
    /// view whose frame the engine sets), or nil. Kept here so that finding them touches no view. Not
    /// retained: the superview of a view in the engine is alive while the view is (a view leaving its
    /// superview leaves the engine first, see removeItem), and the engine dies with its root.
    var frameHosts: [Unmanaged<UIView>?] = []
    /// Per item: the view it is, if it is a view (checks a view's `liveIndexStorage` without touching the item).
    var flatViews: [ObjectIdentifier?] = []
    /// The items sync found moved (kept between syncs for its capacity).
    var movedScratch: [Int] = []
    var entries: [ObjectIdentifier: EngineEntry] = [:]
    var pendingAdds: [NSLayoutConstraint] = []
    var pendingImports: [UIView] = []
    var dirtyItems: [ObjectIdentifier: AnyObject] = [:]
    var broken: [ObjectIdentifier: NSLayoutConstraint] = [:]
    var exercise: [Constraint] = []
    var needsSync = false
    var removedSinceSync = false
    var isSyncing = false

    init(root: UIView, scratch: Bool = false) {
        self.root = root
        isScratch = scratch
    }

    // MARK: Finding engines

    static func root(of view: UIView) -> UIView {
        var v = view
        while let s = v.superviewStorage { v = s }
        return v
    }

    static func owningView(of item: AnyObject?) -> UIView? {
        if let v = item as? UIView { return v }
        if let g = item as? UILayoutGuide { return g.owningViewStorage }
        return nil
    }

    /// The live engine of the hierarchy containing `view`, made on first use. A new engine first visits the
    /// whole hierarchy (constraints already installed, and the first updateConstraints of every view).
    static func engine(for view: UIView) -> LayoutEngine {
        let r = root(of: view)
        if let e = r.autoLayout.engine { return e }
        let e = LayoutEngine(root: r)
        r.autoLayout.engine = e
        e.pendingImports.append(r)
        e.markNeedsSync()
        return e
    }

    static func constraintActivated(_ c: NSLayoutConstraint, on host: UIView) {
        let e = engine(for: host)
        c.engine = e
        e.pendingAdds.append(c)
        e.markNeedsSync()
    }

    func markNeedsSync() {
        guard !isScratch else { return }
        needsSync = true
        if !isSyncing { root?.setNeedsLayout() }
    }

    func markDirty(_ item: AnyObject) {
        dirtyItems[ObjectIdentifier(item)] = item
        markNeedsSync()
    }

    // MARK: Variables and expressions

    /// The variables of an item, made with the system's constraints for it on first use. A view's origin is
    /// in its superview's bounds coordinates (its frame origin), a guide's in its owning view's.
    func vars(_ item: AnyObject) -> ItemVars {
        if let iv = items[ObjectIdentifier(item)] { return iv }
        let iv = ItemVars(item: item, index: frameHosts.count, solver: solver, name: LayoutEngine.itemName(item))
        items[ObjectIdentifier(item)] = iv
        itemList.append(iv)
        flatVars += [iv.left, iv.top, iv.width, iv.height]
        frameHosts.append(nil)
        flatViews.append((item as? UIView).map { ObjectIdentifier($0) })
        lastValues += [.nan, .nan, .nan, .nan]
        if !isScratch, let v = item as? UIView {
            _ = v.autoLayout
            v.varsEngineStorage = self
            v.liveIndexStorage = Int32(iv.index)
            v.isVarsEngineRootStorage = v === root
        }
        if !isScratch, let g = item as? UILayoutGuide { g.varsEngine = self }
        refreshInternals(iv)
        return iv
    }

    /// The origin of an item in the bounds coordinates of `space` (nil: the item's own superview's or owning
    /// view's coordinates). Only the views between the item and `space` take part, so constraints inside one
    /// container stay independent of where the container is.
    func origin(of item: AnyObject, in space: UIView?) -> (LinearExpression, LinearExpression) {
        var x: LinearExpression, y: LinearExpression
        var parent: UIView?
        if let v = item as? UIView {
            if let space, v === space {
                let o = v.bounds.origin
                return (LinearExpression(Double(o.x)), LinearExpression(Double(o.y)))
            }
            let iv = vars(v)
            x = LinearExpression(iv.left); y = LinearExpression(iv.top)
            parent = v.superviewStorage
        } else {
            let iv = vars(item)
            x = LinearExpression(iv.left); y = LinearExpression(iv.top)
            parent = (item as? UILayoutGuide)?.owningViewStorage
        }
        guard let space else { return (x, y) }
        while let cur = parent, cur !== space {
            let o = cur.bounds.origin
            let civ = vars(cur)
            x = x + civ.left - Double(o.x)
            y = y + civ.top - Double(o.y)
            parent = cur.superviewStorage
        }
        return (x, y)
    }

    /// `attribute` of `item`, in the coordinates of `space`, as a linear expression of the engine's variables.
    func expression(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, in space: UIView?) -> LinearExpression {
        if let v = item as? UIView {
            switch attribute {
            case .leftMargin, .leadingMargin: return expression(v.layoutMarginsGuide, .left, in: space ?? v)
            case .rightMargin, .trailingMargin: return expression(v.layoutMarginsGuide, .right, in: space ?? v)
            case .topMargin: return expression(v.layoutMarginsGuide, .top, in: space ?? v)
            case .bottomMargin: return expression(v.layoutMarginsGuide, .bottom, in: space ?? v)
            case .centerXWithinMargins: return expression(v.layoutMarginsGuide, .centerX, in: space ?? v)
            case .centerYWithinMargins: return expression(v.layoutMarginsGuide, .centerY, in: space ?? v)
            case .lastBaseline:
                let b = v.forLastBaselineLayout
                if b !== v, b.isDescendant(of: v) { return expression(b, .lastBaseline, in: space ?? v.superviewStorage) }
                let (_, y) = origin(of: v, in: space)
                return y + LinearExpression(vars(v).height) - Double(v._baselineOffsetFromBottom ?? 0)
            case .firstBaseline:
                let b = v.forFirstBaselineLayout
                if b !== v, b.isDescendant(of: v) { return expression(b, .firstBaseline, in: space ?? v.superviewStorage) }
                let (_, y) = origin(of: v, in: space)
                if let off = v._firstBaselineOffsetFromTop { return y + Double(off) }
                return y + LinearExpression(vars(v).height)
            default: break
            }
        }
        let iv = vars(item)
        switch attribute {
        case .width: return LinearExpression(iv.width)
        case .height: return LinearExpression(iv.height)
        case .notAnAttribute: return LinearExpression(0)
        default: break
        }
        let (x, y) = origin(of: item, in: space)
        switch attribute {
        case .left, .leading, .leftMargin, .leadingMargin: return x
        case .right, .trailing, .rightMargin, .trailingMargin: return x + LinearExpression(iv.width)
        case .centerX, .centerXWithinMargins: return x + iv.width * 0.5
        case .top, .topMargin: return y
        case .bottom, .bottomMargin, .lastBaseline, .firstBaseline: return y + LinearExpression(iv.height)
        default: return y + iv.height * 0.5
        }
    }

    /// The solver constraint for `c`, and its attribute constant (the expression's constant is base − constant).
    /// Both sides are expressed in the coordinates of the items' nearest common ancestor.
    func build(_ c: NSLayoutConstraint) -> (Constraint, Double) {
        var space: UIView?
        if c.secondItemRef != nil && c.secondAttribute != .notAnAttribute { space = c.commonAncestor() }
        var e = expression(c.firstItemRef!, c.firstAttribute, in: space)
        if let second = c.secondItemRef, c.secondAttribute != .notAnAttribute {
            e = e - expression(second, c.secondAttribute, in: space) * Double(c.multiplier)
        }
        let base = e.constant
        e.constant = base - Double(c.constant)
        let rel: Relation
        switch c.relation {
        case .equal: rel = .equal
        case .lessThanOrEqual: rel = .lessThanOrEqual
        case .greaterThanOrEqual: rel = .greaterThanOrEqual
        }
        return (Constraint(e, rel, strength: Strength(c.priority.rawValue)), base)
    }

    // MARK: Adding and removing

    /// Adds `c` to the solver; a required constraint that cannot hold is logged and one constraint of the
    /// conflicting set is broken (the one activated last, as on iOS ⚠).
    func add(_ c: NSLayoutConstraint, logConflicts: Bool = true) {
        let id = ObjectIdentifier(c)
        if let e = entries[id], e.solverConstraint != nil { return }
        broken[id] = nil
        var attempts = 0
        while true {
            attempts += 1
            let (cc, base) = build(c)
            do {
                try solver.add(cc)
                entries[id] = EngineEntry(constraint: c, solverConstraint: cc, base: base)
                return
            } catch {
                entries[id] = EngineEntry(constraint: c, solverConstraint: nil, base: base)
                guard attempts < 8 else { broken[id] = c; return }
                let conflict = minimalConflict(with: cc)
                let all = conflict + [c]
                let victim = all.max { $0.sequence < $1.sequence } ?? c
                if logConflicts { logUnsatisfiable(all, breaking: victim) }
                if victim === c { broken[id] = c; return }
                breakConstraint(victim)
                if !logConflicts { broken[id] = c; return }
            }
        }
    }

    /// Takes `c` out of the solver and remembers it as broken (it is retried when constraints go away).
    func breakConstraint(_ c: NSLayoutConstraint) {
        let id = ObjectIdentifier(c)
        if let cc = entries[id]?.solverConstraint { try? solver.remove(cc) }
        entries[id]?.solverConstraint = nil
        broken[id] = c
    }

    /// Removes `c` from the engine.
    func remove(_ c: NSLayoutConstraint) {
        let id = ObjectIdentifier(c)
        if let e = entries.removeValue(forKey: id), let cc = e.solverConstraint {
            try? solver.remove(cc)
            removedSinceSync = true
        }
        broken[id] = nil
        if c.engine === self { c.engine = nil }
        markNeedsSync()
    }

    func constantDidChange(_ c: NSLayoutConstraint) {
        let id = ObjectIdentifier(c)
        guard let e = entries[id] else { markNeedsSync(); return }
        guard let cc = e.solverConstraint else {
            // A broken constraint may hold with its new constant.
            markNeedsSync()
            removedSinceSync = true
            return
        }
        do {
            try solver.setConstant(e.base - Double(c.constant), of: cc)
        } catch {
            try? solver.remove(cc)
            entries[id] = nil
            add(c)
        }
        markNeedsSync()
    }

    func priorityDidChange(_ c: NSLayoutConstraint) {
        if let cc = entries[ObjectIdentifier(c)]?.solverConstraint {
            try? solver.setStrength(Strength(c.priority.rawValue), of: cc)
        }
        markNeedsSync()
    }

    // MARK: The system's constraints

    struct Spec {
        var attr: NSLayoutConstraint.Attribute
        var rel: NSLayoutConstraint.Relation = .equal
        var other: AnyObject?
        var otherAttr: NSLayoutConstraint.Attribute = .notAnAttribute
        var constant: CGFloat
        var priority: UILayoutPriority = .required
        var kind: String
        var note: String = ""
        var key: String {
            "\(attr.rawValue)\(rel.rawValue)\(other.map { "\(ObjectIdentifier($0).hashValue)" } ?? "-")\(otherAttr.rawValue)@\(priority.rawValue)"
        }
    }

    /// The constraints the system makes for an item: a root's origin (and size when it keeps its frame), an
    /// autoresizing view's frame, a view's intrinsic content size, a guide's relation to its owning view.
    func specs(for item: AnyObject) -> [Spec] {
        if let g = item as? UILayoutGuide { return guideSpecs(g) }
        guard let v = item as? UIView else { return [] }
        var out: [Spec] = []
        let isRoot = v === root || v.superviewStorage == nil
        let keepsFrame = v.translatesAutoresizingStorage && !(isScratch && v === root)
        if isRoot && !keepsFrame {
            out.append(Spec(attr: .left, constant: 0, kind: "NSAutoresizingMaskLayoutConstraint", note: "h=--- v=---"))
            out.append(Spec(attr: .top, constant: 0, kind: "NSAutoresizingMaskLayoutConstraint", note: "h=--- v=---"))
        }
        if keepsFrame {
            // The frame in the superview's bounds coordinates, as the alignment rectangle.
            let rect = v.alignmentRect(forFrame: v.untransformedFrame)
            let mask = LayoutEngine.maskNote(v.autoresizingMask)
            out.append(Spec(attr: .left, constant: rect.minX, kind: "NSAutoresizingMaskLayoutConstraint", note: mask))
            out.append(Spec(attr: .top, constant: rect.minY, kind: "NSAutoresizingMaskLayoutConstraint", note: mask))
            out.append(Spec(attr: .width, constant: rect.width, kind: "NSAutoresizingMaskLayoutConstraint", note: mask))
            out.append(Spec(attr: .height, constant: rect.height, kind: "NSAutoresizingMaskLayoutConstraint", note: mask))
        } else {
            let size = v.intrinsicContentSize
            let st = v.autoLayout
            if size.width != UIView.noIntrinsicMetric {
                out.append(Spec(attr: .width, rel: .lessThanOrEqual, constant: size.width, priority: st.hugging[0], kind: "NSContentSizeLayoutConstraint", note: "Hug:\(Int(st.hugging[0].rawValue))"))
                out.append(Spec(attr: .width, rel: .greaterThanOrEqual, constant: size.width, priority: st.compression[0], kind: "NSContentSizeLayoutConstraint", note: "CompressionResistance:\(Int(st.compression[0].rawValue))"))
            }
            if size.height != UIView.noIntrinsicMetric {
                out.append(Spec(attr: .height, rel: .lessThanOrEqual, constant: size.height, priority: st.hugging[1], kind: "NSContentSizeLayoutConstraint", note: "Hug:\(Int(st.hugging[1].rawValue))"))
                out.append(Spec(attr: .height, rel: .greaterThanOrEqual, constant: size.height, priority: st.compression[1], kind: "NSContentSizeLayoutConstraint", note: "CompressionResistance:\(Int(st.compression[1].rawValue))"))
            }
        }
        return out
    }

    static func maskNote(_ m: UIView.AutoresizingMask) -> String {
        // Apple prints the mask per axis: '&' for a flexible part, '-' for a fixed one (h=--& v=--&).
        func axis(_ a: Bool, _ b: Bool, _ c: Bool) -> String { (a ? "&" : "-") + (b ? "&" : "-") + (c ? "&" : "-") }
        return "h=" + axis(m.contains(.flexibleLeftMargin), m.contains(.flexibleWidth), m.contains(.flexibleRightMargin))
            + " v=" + axis(m.contains(.flexibleTopMargin), m.contains(.flexibleHeight), m.contains(.flexibleBottomMargin))
    }

    func guideSpecs(_ g: UILayoutGuide) -> [Spec] {
        guard let owner = g.owningViewStorage else { return [] }
        switch g.kind {
        case .user: return []
        case .safeArea:
            let k = "NSLayoutConstraint"
            return [Spec(attr: .left, other: owner, otherAttr: .left, constant: 0, kind: k, note: "'UIViewSafeAreaLayoutGuide-left'"),
                    Spec(attr: .top, other: owner, otherAttr: .top, constant: 0, kind: k, note: "'UIViewSafeAreaLayoutGuide-top'"),
                    Spec(attr: .right, other: owner, otherAttr: .right, constant: 0, kind: k, note: "'UIViewSafeAreaLayoutGuide-right'"),
                    Spec(attr: .bottom, other: owner, otherAttr: .bottom, constant: 0, kind: k, note: "'UIViewSafeAreaLayoutGuide-bottom'")]
        case .margins:
            let m = owner.effectiveLayoutMargins
            let k = "NSLayoutConstraint"
            return [Spec(attr: .left, other: owner, otherAttr: .left, constant: m.left, kind: k, note: "'UIView-leftMargin-guide-constraint'"),
                    Spec(attr: .top, other: owner, otherAttr: .top, constant: m.top, kind: k, note: "'UIView-topMargin-guide-constraint'"),
                    Spec(attr: .right, other: owner, otherAttr: .right, constant: -m.right, kind: k, note: "'UIView-rightMargin-guide-constraint'"),
                    Spec(attr: .bottom, other: owner, otherAttr: .bottom, constant: -m.bottom, kind: k, note: "'UIView-bottomMargin-guide-constraint'")]
        case .readableContent:
            let mg = owner.layoutMarginsGuide
            let k = "NSLayoutConstraint"
            return [Spec(attr: .left, rel: .greaterThanOrEqual, other: mg, otherAttr: .left, constant: 0, kind: k, note: "'UIView-readableContentGuide-constraint'"),
                    Spec(attr: .right, rel: .lessThanOrEqual, other: mg, otherAttr: .right, constant: 0, kind: k, note: "'UIView-readableContentGuide-constraint'"),
                    Spec(attr: .centerX, other: mg, otherAttr: .centerX, constant: 0, kind: k, note: "'UIView-readableContentGuide-constraint'"),
                    Spec(attr: .width, rel: .lessThanOrEqual, constant: UIView.readableContentWidth, kind: k, note: "'UIView-readableContentGuide-constraint'"),
                    Spec(attr: .width, other: mg, otherAttr: .width, constant: 0, priority: UILayoutPriority(999), kind: k, note: "'UIView-readableContentGuide-constraint'"),
                    Spec(attr: .top, other: mg, otherAttr: .top, constant: 0, kind: k, note: "'UIView-readableContentGuide-constraint'"),
                    Spec(attr: .bottom, other: mg, otherAttr: .bottom, constant: 0, kind: k, note: "'UIView-readableContentGuide-constraint'")]
        }
    }

    /// Brings an item's system constraints up to date: constants change in place (incrementally); a
    /// different set of constraints replaces the old one.
    func refreshInternals(_ iv: ItemVars) {
        if let v = iv.view {
            // The engine sets the frames of views that do not translate their autoresizing masks.
            frameHosts[iv.index] = v.translatesAutoresizingStorage ? nil : v.superviewStorage.map { Unmanaged.passUnretained($0) }
        }
        let specs = specs(for: iv.item)
        let keys = specs.map(\.key)
        if keys == iv.specKeys {
            for (c, s) in zip(iv.internals, specs) where c.constantStorage != s.constant {
                c.constantStorage = s.constant
                constantDidChange(c)
            }
            return
        }
        for c in iv.internals { c.engine = nil; remove(c) }
        iv.internals = specs.map { s in
            let c = InternalLayoutConstraint(item: iv.item, attribute: s.attr, relatedBy: s.rel, toItem: s.other,
                                             attribute: s.otherAttr, multiplier: 1, constant: s.constant)
            c.priorityStorage = s.priority
            c.kind = s.kind
            c.note = s.note
            c.activeStorage = true
            c.sequence = 0
            if !isScratch { c.engine = self }
            return c
        }
        iv.specKeys = keys
        for c in iv.internals { add(c) }
    }

    func removeItem(_ item: AnyObject) {
        guard let iv = items.removeValue(forKey: ObjectIdentifier(item)) else { return }
        iv.removed = true
        frameHosts[iv.index] = nil
        flatViews[iv.index] = nil
        removedItems += 1
        if removedItems > itemList.count / 2 {
            itemList.removeAll { $0.removed }
            removedItems = 0
        }
        for c in iv.internals { remove(c); c.engine = nil }
        iv.internals = []
        if let v = item as? UIView, v.varsEngineStorage === self {
            v.varsEngineStorage = nil
            v.liveIndexStorage = -1
            v.isVarsEngineRootStorage = false
        }
        if let g = item as? UILayoutGuide, g.varsEngine === self { g.varsEngine = nil }
    }

    // MARK: Hierarchy changes

    /// Before `view` leaves its superview: constraints of its old ancestors that reference the subtree are
    /// deactivated (as on iOS), and the subtree leaves the old engine, keeping its own constraints for later.
    static func viewWillMoveOut(_ view: UIView, of oldSuperview: UIView) {
        var a: UIView? = oldSuperview
        while let cur = a {
            if let st = cur.autoLayoutStorage, !st.installed.isEmpty {
                for c in st.installed where c.references(subtreeOf: view) { c.deactivateImpl() }
            }
            a = cur.superviewStorage
        }
        let r = root(of: oldSuperview)
        guard let e = r.autoLayoutStorage?.engine else { return }
        var hadConstraints = false
        forEachView(in: view) { v in
            if let st = v.autoLayoutStorage {
                for c in st.installed {
                    hadConstraints = true
                    if c.engine === e { e.remove(c) }
                }
                for g in st.guides { e.removeItem(g) }
                if st.needsUpdateConstraints { hadConstraints = true }
            }
            e.removeItem(v)
        }
        e.pendingImports.removeAll { $0 === view || $0.isDescendant(of: view) }
        e.markNeedsSync()
        if hadConstraints {
            // The subtree becomes its own hierarchy; an engine for it visits it when it next lays out.
            pendingDetached.append(view)
        }
    }

    nonisolated(unsafe) static var pendingDetached: [UIView] = []

    /// After `view` joined a superview: a detached tree's own engine is dropped and the subtree is visited by
    /// the engine of its new hierarchy.
    static func viewDidMoveIn(_ view: UIView) {
        pendingDetached.removeAll { $0 === view }
        var hasEngine = false
        if let old = view.autoLayoutStorage?.engine {
            old.discard()
            view.autoLayoutStorage?.engine = nil
            hasEngine = true
        }
        let r = root(of: view)
        if hasEngine || r.autoLayoutStorage?.engine != nil || view.autoLayoutStorage != nil {
            let e = engine(for: r)
            e.pendingImports.append(view)
            e.markNeedsSync()
        }
    }

    /// Forgets everything (the hierarchy joined another one).
    func discard() {
        for (_, entry) in entries where entry.constraint.engine === self { entry.constraint.engine = nil }
        for c in pendingAdds where c.engine === self { c.engine = nil }
        for (_, iv) in items {
            if let v = iv.item as? UIView, v.varsEngineStorage === self {
                v.varsEngineStorage = nil
                v.liveIndexStorage = -1
                v.isVarsEngineRootStorage = false
            }
            if let g = iv.item as? UILayoutGuide, g.varsEngine === self { g.varsEngine = nil }
        }
        items = [:]
        itemList = []
        removedItems = 0
        flatVars = []
        frameHosts = []
        flatViews = []
        lastValues = []
        entries = [:]
        pendingAdds = []
        broken = [:]
        solver.reset()
    }

    static func forEachView(in view: UIView, _ body: (UIView) -> Void) {
        body(view)
        for s in view.subviewStorage { forEachView(in: s, body) }
    }

    /// Visits a newly joined subtree: pending constraints installed in it, and the first updateConstraints of
    /// its views (bottom-up).
    func importSubtree(_ view: UIView) {
        for s in view.subviewStorage { importSubtree(s) }
        if let st = view.autoLayoutStorage {
            for c in st.installed where c.activeStorage && c.engine == nil {
                c.engine = self
                pendingAdds.append(c)
            }
            if st.needsUpdateConstraints { view.callUpdateConstraints() }
        } else if view.needsUpdateConstraints() {
            view.callUpdateConstraints()
        }
    }

    /// updateConstraints of every view in `view`'s subtree that needs it, children before parents.
    static func updateConstraintsBottomUp(_ view: UIView) {
        guard let st = view.autoLayoutStorage else { return }
        if st.subtreeNeedsUpdate {
            st.subtreeNeedsUpdate = false
            for s in view.subviewStorage { updateConstraintsBottomUp(s) }
        }
        if st.needsUpdateConstraints { view.callUpdateConstraints() }
    }

    // MARK: The layout pass

    /// At the start of a view's layout: bring the engine of its hierarchy up to date first.
    static func prepareLayout(of view: UIView) {
        // A view with variables is in the live engine of its hierarchy (the root's).
        if let e = view.varsEngineStorage {
            if e.needsSync { e.sync() }
            return
        }
        let r = root(of: view)
        if let e = r.autoLayoutStorage?.engine {
            if e.needsSync { e.sync() }
        } else if !pendingDetached.isEmpty, let i = pendingDetached.firstIndex(where: { $0 === r }) {
            pendingDetached.remove(at: i)
            _ = engine(for: r).sync()
        }
    }

    /// Update constraints (bottom-up), add what is pending, refresh system constraints, solve, and mark the
    /// superviews of views whose frames changed as needing layout (they apply the frames in layoutSubviews).
    @discardableResult
    func sync() -> Bool {
        guard let root else { return false }
        isSyncing = true
        defer { isSyncing = false }
        var rounds = 0
        repeat {
            rounds += 1
            needsSync = false
            let imports = pendingImports
            pendingImports = []
            for v in imports where LayoutEngine.root(of: v) === root { importSubtree(v) }
            LayoutEngine.updateConstraintsBottomUp(root)
            // Items whose system constraints changed (frames of autoresizing views, intrinsic sizes, margins).
            let dirty = dirtyItems
            dirtyItems = [:]
            for (id, _) in dirty { if let iv = items[id] { refreshInternals(iv) } }
            if let riv = items[ObjectIdentifier(root)] { refreshInternals(riv) } else if !entries.isEmpty || !pendingAdds.isEmpty { _ = vars(root) }
            let adds = pendingAdds.sorted { $0.sequence < $1.sequence }
            pendingAdds = []
            for c in adds where c.activeStorage && c.engine === self { add(c) }
            if removedSinceSync {
                removedSinceSync = false
                for c in broken.values.sorted(by: { $0.sequence < $1.sequence }) {
                    if entries[ObjectIdentifier(c)]?.solverConstraint == nil { retry(c) }
                }
            }
        } while (needsSync || !pendingImports.isEmpty || !pendingAdds.isEmpty) && rounds < 10
        needsSync = false
        solver.updateVariables()
        // Views whose frame changes get their superview laid out. Only the per-item arrays are read here: the
        // views themselves are touched when their superview applies the frames. The values are compared first,
        // over the arrays' storage (one exclusivity check per array, not one per element), then the superviews
        // are marked in item order (setNeedsLayout may run overrides: the items it removes lose their host).
        var moved = movedScratch
        movedScratch = []
        moved.removeAll(keepingCapacity: true)
        let solver = self.solver
        flatVars.withUnsafeBufferPointer { vars in
            frameHosts.withUnsafeBufferPointer { hosts in
                lastValues.withUnsafeMutableBufferPointer { last in
                    for i in 0..<hosts.count {
                        var changed = false
                        for j in (4 * i)..<(4 * i + 4) {
                            let x = solver.lastValue(of: vars[j])
                            if x != last[j] { last[j] = x; changed = true }
                        }
                        if changed && hosts[i] != nil { moved.append(i) }
                    }
                }
            }
        }
        for i in moved {
            if let host = frameHosts[i] { withGuaranteedReference(host) { $0.setNeedsLayout() } }
        }
        movedScratch = moved
        return true
    }

    /// Tries a broken constraint again, silently.
    func retry(_ c: NSLayoutConstraint) {
        let id = ObjectIdentifier(c)
        let (cc, base) = build(c)
        if (try? solver.add(cc)) != nil {
            entries[id] = EngineEntry(constraint: c, solverConstraint: cc, base: base)
            broken[id] = nil
        }
    }

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

    // MARK: Names

    static func address(_ o: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(o).toOpaque()), radix: 16)
    }

    static func itemName(_ item: AnyObject?) -> String {
        guard let item else { return "nil" }
        if let g = item as? UILayoutGuide {
            return "\(type(of: g)):\(address(g))" + (g.identifier.isEmpty ? "" : "'\(g.identifier)'")
        }
        return "\(type(of: item)):\(address(item))"
    }
}

extension CGRect {
    var center: CGPoint { CGPoint(x: midX, y: midY) }
}

/// Calls `body` with the object `ref` refers to, without retaining it (the caller keeps it alive). A closure
/// handed straight to the standard library's `_withUnsafeGuaranteedRef` from main-actor code gets a run-time
/// executor check on every call; handed through this function, it does not.
@inline(__always)
func withGuaranteedReference<T: AnyObject, R>(_ ref: Unmanaged<T>, _ body: (T) -> R) -> R {
    ref._withUnsafeGuaranteedRef(body)
}

extension NSLayoutConstraint {
    /// Whether either item is in the subtree of `view`.
    func references(subtreeOf view: UIView) -> Bool {
        for item in [firstItemRef, secondItemRef] {
            if let v = LayoutEngine.owningView(of: item), v.isDescendant(of: view) { return true }
        }
        return false
    }
}
