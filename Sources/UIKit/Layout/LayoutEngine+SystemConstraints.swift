import Foundation

// The system's constraints: autoresizing masks, intrinsic content sizes, layout guides.
extension LayoutEngine {
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
        case .scrollContent:
            // A scroll view's content area: at the content's origin (0, 0, whatever the offset), as large as
            // `contentSize` unless constraints of the app say otherwise (the weakest priority).
            let size = (owner as? UIScrollView)?.contentSizeStorage ?? .zero
            let k = "NSLayoutConstraint"
            return [Spec(attr: .left, constant: 0, kind: k, note: "'UIScrollView-contentLayoutGuide-left'"),
                    Spec(attr: .top, constant: 0, kind: k, note: "'UIScrollView-contentLayoutGuide-top'"),
                    Spec(attr: .width, constant: size.width, priority: UILayoutPriority(1), kind: k, note: "'UIScrollView-contentSize-width'"),
                    Spec(attr: .height, constant: size.height, priority: UILayoutPriority(1), kind: k, note: "'UIScrollView-contentSize-height'")]
        case .scrollFrame:
            // A scroll view's own frame, in its content's coordinates: it moves with the offset.
            let b = owner.bounds
            let k = "NSLayoutConstraint"
            return [Spec(attr: .left, constant: b.minX, kind: k, note: "'UIScrollView-frameLayoutGuide-left'"),
                    Spec(attr: .top, constant: b.minY, kind: k, note: "'UIScrollView-frameLayoutGuide-top'"),
                    Spec(attr: .width, other: owner, otherAttr: .width, constant: 0, kind: k, note: "'UIScrollView-frameLayoutGuide-width'"),
                    Spec(attr: .height, other: owner, otherAttr: .height, constant: 0, kind: k, note: "'UIScrollView-frameLayoutGuide-height'")]
        case .safeArea:
            let s = owner.safeAreaInsetsStorage
            let k = "NSLayoutConstraint"
            return [Spec(attr: .left, other: owner, otherAttr: .left, constant: s.left, kind: k, note: "'UIViewSafeAreaLayoutGuide-left'"),
                    Spec(attr: .top, other: owner, otherAttr: .top, constant: s.top, kind: k, note: "'UIViewSafeAreaLayoutGuide-top'"),
                    Spec(attr: .right, other: owner, otherAttr: .right, constant: -s.right, kind: k, note: "'UIViewSafeAreaLayoutGuide-right'"),
                    Spec(attr: .bottom, other: owner, otherAttr: .bottom, constant: -s.bottom, kind: k, note: "'UIViewSafeAreaLayoutGuide-bottom'")]
        case .margins:
            let m = owner.effectiveLayoutMargins
            let k = "NSLayoutConstraint"
            return [Spec(attr: .left, other: owner, otherAttr: .left, constant: m.left, kind: k, note: "'UIView-leftMargin-guide-constraint'"),
                    Spec(attr: .top, other: owner, otherAttr: .top, constant: m.top, kind: k, note: "'UIView-topMargin-guide-constraint'"),
                    Spec(attr: .right, other: owner, otherAttr: .right, constant: -m.right, kind: k, note: "'UIView-rightMargin-guide-constraint'"),
                    Spec(attr: .bottom, other: owner, otherAttr: .bottom, constant: -m.bottom, kind: k, note: "'UIView-bottomMargin-guide-constraint'")]
        case .keyboard:
            // iOS's guide: edges on the keyboard's (here the view's: no keyboard covers it) with the top at
            // priority 999, and its top never below the safe area's bottom (or the view's, without
            // usesBottomSafeArea) — so with the keyboard off screen the top rests on the safe area.
            let k = "NSLayoutConstraint"
            let overlap = (g as? UIKeyboardLayoutGuide)?.keyboardOverlap ?? 0
            let floor: Spec
            if (g as? UIKeyboardLayoutGuide)?.usesBottomSafeArea ?? true {
                floor = Spec(attr: .top, rel: .lessThanOrEqual, other: owner.safeAreaLayoutGuide, otherAttr: .bottom, constant: 0, kind: k, note: "'UIViewKeyboardLayoutGuide-viewBottom'")
            } else {
                floor = Spec(attr: .top, rel: .lessThanOrEqual, other: owner, otherAttr: .bottom, constant: 0, kind: k, note: "'UIViewKeyboardLayoutGuide-viewBottom'")
            }
            return [Spec(attr: .top, other: owner, otherAttr: .bottom, constant: -overlap, priority: UILayoutPriority(999), kind: k, note: "'UIViewKeyboardLayoutGuide-topConstraint'"),
                    Spec(attr: .leading, other: owner, otherAttr: .leading, constant: 0, kind: k, note: "'UIViewKeyboardLayoutGuide-leadingConstraint'"),
                    Spec(attr: .bottom, other: owner, otherAttr: .bottom, constant: 0, kind: k, note: "'UIViewKeyboardLayoutGuide-bottomConstraint'"),
                    Spec(attr: .trailing, other: owner, otherAttr: .trailing, constant: 0, kind: k, note: "'UIViewKeyboardLayoutGuide-trailingConstraint'"),
                    floor]
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
        for c in iv.internals { remove(c); c.engine = nil }
        iv.internals = []
        // Nothing uses the item's variables any more (its constraints and those of its old ancestors that
        // referenced it went first): the solver takes them back, so churn does not grow it.
        for v in [iv.left, iv.top, iv.width, iv.height] { solver.releaseVariable(v) }
        if let v = item as? UIView, v.varsEngineStorage === self {
            v.varsEngineStorage = nil
            v.liveIndexStorage = -1
            v.isVarsEngineRootStorage = false
        }
        if let g = item as? UILayoutGuide, g.varsEngine === self { g.varsEngine = nil }
    }
}
