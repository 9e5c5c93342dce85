import Foundation
import Cassowary

// Variables and expressions: the variables of an item, and constraints as linear expressions of them.
extension LayoutEngine {
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
        let mirror = isMirrored(c)
        if mirror { mirrored.insert(ObjectIdentifier(c)) } else { mirrored.remove(ObjectIdentifier(c)) }
        var e = expression(c.firstItemRef!, c.firstAttribute, in: space, mirrored: mirror)
        if let second = c.secondItemRef, c.secondAttribute != .notAnAttribute {
            e = e - expression(second, c.secondAttribute, in: space, mirrored: mirror) * Double(c.multiplier)
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

    /// Whether `c` is laid out right to left: it relates leading or trailing edges, and the view whose
    /// coordinates it is expressed in (the items' nearest common ancestor; the item itself for one item) lays
    /// its content out right to left — so a button forced right to left flips what is inside it, not where
    /// its superview puts it. VFL's direction options fix the direction of the constraints they make.
    func isMirrored(_ c: NSLayoutConstraint) -> Bool {
        guard c.firstAttribute.isDirectional || c.secondAttribute.isDirectional else { return false }
        if let forced = c.formatDirection { return forced == .rightToLeft }
        guard UITraitCollection.someRightToLeft, let v = c.commonAncestor() else { return false }
        return v.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// `attribute` as `expression(_:_:in:)` gives it, or, for a mirrored constraint, measured leftwards from
    /// the right: leading is the right edge and trailing the left edge, both negated with every other
    /// horizontal position, so the constraint's constants run right to left.
    func expression(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, in space: UIView?, mirrored: Bool) -> LinearExpression {
        guard mirrored else { return expression(item, attribute, in: space) }
        switch attribute {
        case .leading: return expression(item, .right, in: space) * -1.0
        case .trailing: return expression(item, .left, in: space) * -1.0
        case .leadingMargin: return expression(item, .rightMargin, in: space) * -1.0
        case .trailingMargin: return expression(item, .leftMargin, in: space) * -1.0
        case .centerX, .centerXWithinMargins: return expression(item, attribute, in: space) * -1.0
        default: return expression(item, attribute, in: space)
        }
    }

    /// Something's layout direction changed: its constraints are checked at the next layout pass.
    static func layoutDirectionsChanged(in view: UIView) {
        directionChanges &+= 1
        if let e = view.varsEngineStorage ?? root(of: view).autoLayoutStorage?.engine { e.markNeedsSync() }
    }

    /// Counts layout direction changes anywhere (engines compare it with what they last checked).
    nonisolated(unsafe) static var directionChanges = 0

    /// Re-adds the constraints with leading or trailing edges whose direction is no longer the one they
    /// were added in.
    func remirrorIfNeeded() {
        guard checkedDirectionChanges != LayoutEngine.directionChanges else { return }
        checkedDirectionChanges = LayoutEngine.directionChanges
        for (id, entry) in entries {
            let c = entry.constraint
            guard c.firstAttribute.isDirectional || c.secondAttribute.isDirectional else { continue }
            guard isMirrored(c) != mirrored.contains(id), let cc = entry.solverConstraint else { continue }
            try? solver.remove(cc)
            entries[id] = nil
            add(c)
        }
    }
}

extension NSLayoutConstraint.Attribute {
    /// Leading and trailing edges and margins, which follow the layout direction.
    var isDirectional: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: return true
        default: return false
        }
    }
}
