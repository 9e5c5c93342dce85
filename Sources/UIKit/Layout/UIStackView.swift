import Foundation
import QuartzCore

/// A view that lays out its arranged subviews in a row or a column, with constraints it manages itself.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How arranged views share the stack's length.
    public enum Distribution: Int, Sendable {
        case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// How arranged views are placed across the stack's axis.
    public enum Alignment: Int, Sendable {
        case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
        /// Same as `.leading` (vertical placement).
        public static var top: Alignment { .leading }
        /// Same as `.trailing` (vertical placement).
        public static var bottom: Alignment { .trailing }
    }

    /// In customSpacing: use the stack's `spacing` (Apple's FLT_MAX).
    public static let spacingUseDefault: CGFloat = CGFloat(Float.greatestFiniteMagnitude)
    /// As a spacing: the system spacing between the two views (Apple's FLT_MIN; ⚠ 8 pt here).
    public static let spacingUseSystem: CGFloat = CGFloat(Float.leastNormalMagnitude)

    var arranged: [UIView] = []
    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    var managed: [NSLayoutConstraint] = []
    var spacers: [UILayoutGuide] = []

    /// The axis the views are laid out along (horizontal by default).
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { if axis != oldValue { arrangementDidChange() } } }
    /// How the views share the length (fill by default).
    open var distribution: Distribution = .fill { didSet { if distribution != oldValue { arrangementDidChange() } } }
    /// How the views are placed across the axis (fill by default).
    open var alignment: Alignment = .fill { didSet { if alignment != oldValue { arrangementDidChange() } } }
    /// The space between adjacent views (0 by default); a minimum for equalSpacing and equalCentering.
    open var spacing: CGFloat = 0 { didSet { if spacing != oldValue { arrangementDidChange() } } }
    /// Whether vertical spacing is measured between baselines (false by default).
    open var isBaselineRelativeArrangement = false { didSet { if isBaselineRelativeArrangement != oldValue { arrangementDidChange() } } }
    /// Whether the views are laid out within the layout margins (false by default: the edges).
    open var isLayoutMarginsRelativeArrangement = false { didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a stack arranging `views` (they are added as subviews).
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for v in views { addArrangedSubview(v) }
    }

    // Non-failable as Apple's, so that iOS subclasses' `required init(coder: NSCoder)` compiles.
    public required init(coder: NSCoder) {
        super.init(coder: coder)!
        if let nib = coder as? NibCoder { decodeStackKeys(nib) }
    }

    /// The views the stack arranges, in order.
    open var arrangedSubviews: [UIView] { arranged }

    /// Appends a view to the arranged views (adding it as a subview if needed).
    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arranged.count) }

    /// Inserts a view into the arranged views at `stackIndex` (adding it as a subview if needed).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        UncaughtException.check(stackIndex >= 0 && stackIndex <= arranged.count, "NSInvalidArgumentException", "Index \(stackIndex) out of bounds for the arranged subviews")
        if let i = arranged.firstIndex(where: { $0 === view }) {
            arranged.remove(at: i)
            arranged.insert(view, at: min(stackIndex, arranged.count))
        } else {
            arranged.insert(view, at: stackIndex)
        }
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superviewStorage !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Stops arranging a view; it stays a subview (as on iOS).
    open func removeArrangedSubview(_ view: UIView) {
        guard let i = arranged.firstIndex(where: { $0 === view }) else { return }
        arranged.remove(at: i)
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    /// Sets the spacing after an arranged view (spacingUseDefault returns to `spacing`).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == UIStackView.spacingUseDefault ? nil : spacing
        arrangementDidChange()
    }

    /// The spacing after an arranged view (spacingUseDefault when it has none of its own).
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        // A view leaving the stack is no longer arranged.
        removeArrangedSubview(subview)
    }

    func arrangementDidChange() {
        setNeedsUpdateConstraints()
    }

    open override func updateConstraints() {
        rebuildArrangement()
        super.updateConstraints()
    }

    // MARK: The arrangement

    func spacing(after v: UIView) -> CGFloat {
        let s = customSpacings[ObjectIdentifier(v)] ?? spacing
        return s == UIStackView.spacingUseSystem ? systemSpacing : s
    }

    /// Replaces the stack's constraints with ones for the current arrangement (Apple's UISV-* constraints).
    func rebuildArrangement() {
        NSLayoutConstraint.deactivate(managed)
        managed = []
        for g in spacers { removeLayoutGuide(g) }
        spacers = []
        let views = arranged.filter { $0.superviewStorage === self }
        guard !views.isEmpty else { return }
        let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let horizontal = axis == .horizontal
        let lead: NSLayoutConstraint.Attribute = horizontal ? .leading : .top
        let trail: NSLayoutConstraint.Attribute = horizontal ? .trailing : .bottom
        let size: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        let crossLead: NSLayoutConstraint.Attribute = horizontal ? .top : .leading
        let crossTrail: NSLayoutConstraint.Attribute = horizontal ? .bottom : .trailing
        let crossCenter: NSLayoutConstraint.Attribute = horizontal ? .centerY : .centerX
        let crossSize: NSLayoutConstraint.Attribute = horizontal ? .height : .width
        var out: [NSLayoutConstraint] = []
        func make(_ a: AnyObject, _ a1: NSLayoutConstraint.Attribute, _ rel: NSLayoutConstraint.Relation, _ b: AnyObject?,
                  _ a2: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
                  priority: UILayoutPriority = .required, _ id: String) {
            let c = NSLayoutConstraint(item: a, attribute: a1, relatedBy: rel, toItem: b, attribute: a2,
                                       multiplier: multiplier, constant: constant)
            c.priorityStorage = priority
            c.identifier = id
            out.append(c)
        }
        let visible = views.filter { !$0.isHidden }

        // Along the axis: the chain from the canvas's leading edge to its trailing edge. Hidden views
        // collapse to zero length at the end of the previous visible view, with no spacing.
        var previous: UIView?
        var previousEdge: (AnyObject, NSLayoutConstraint.Attribute) = (canvas, lead)
        for v in views {
            if v.isHidden {
                make(v, size, .equal, nil, .notAnAttribute, "UISV-hiding")
                make(v, lead, .equal, previousEdge.0, previousEdge.1, "UISV-hiding")
                continue
            }
            if let p = previous {
                let gap = spacing(after: p)
                let rel: NSLayoutConstraint.Relation =
                    (distribution == .equalSpacing || distribution == .equalCentering) ? .greaterThanOrEqual : .equal
                if isBaselineRelativeArrangement && !horizontal {
                    make(v, .firstBaseline, rel, p, .lastBaseline, constant: gap, "UISV-spacing")
                } else {
                    make(v, lead, rel, p, trail, constant: gap, "UISV-spacing")
                }
            } else {
                make(v, lead, .equal, canvas, lead, "UISV-canvas-connection")
            }
            previous = v
            previousEdge = (v, trail)
        }
        if let last = previous { make(last, trail, .equal, canvas, trail, "UISV-canvas-connection") }

        switch distribution {
        case .fill:
            // Ties between views of equal hugging or compression resistance go the same way every time:
            // the last visible view stretches, the first ones shrink.
            for v in visible.dropLast() { make(v, size, .equal, nil, .notAnAttribute, priority: UILayoutPriority(1), "UISV-ambiguity-suppression") }
        case .fillEqually:
            if let first = visible.first {
                for v in visible.dropFirst() { make(v, size, .equal, first, size, "UISV-fill-equally") }
            }
        case .fillProportionally:
            let sizes = visible.map { v -> CGFloat in
                let s = v.intrinsicContentSize
                let x = horizontal ? s.width : s.height
                return x == UIView.noIntrinsicMetric ? 0 : max(0, x)
            }
            let total = sizes.reduce(0, +)
            if total > 0 {
                var gaps: CGFloat = 0
                for v in visible.dropLast() { gaps += spacing(after: v) }
                for (v, s) in zip(visible, sizes) {
                    let m = s / total
                    make(v, size, .equal, canvas, size, multiplier: m, constant: -m * gaps, priority: UILayoutPriority(999), "UISV-fill-proportionally")
                }
            }
        case .equalSpacing, .equalCentering:
            // Spacer guides between neighbours (edge to edge, or centre to centre) all have the same length.
            var first: UILayoutGuide?
            for (a, b) in zip(visible, visible.dropFirst()) {
                let g = UILayoutGuide()
                g.identifier = distribution == .equalSpacing ? "UISV-distributing" : "UISV-distributing-centering"
                addLayoutGuide(g)
                spacers.append(g)
                let from: NSLayoutConstraint.Attribute = distribution == .equalSpacing ? trail : (horizontal ? .centerX : .centerY)
                let to: NSLayoutConstraint.Attribute = distribution == .equalSpacing ? lead : from
                make(g, lead, .equal, a, from, "UISV-distributing-edge")
                make(g, trail, .equal, b, to, "UISV-distributing-edge")
                // ⚠ Equal centring gives way (priority 150) before the views are compressed.
                let p: UILayoutPriority = distribution == .equalSpacing ? .required : UILayoutPriority(150)
                if let f = first { make(g, size, .equal, f, size, priority: p, distribution == .equalSpacing ? "UISV-fill-equally" : "UISV-equal-centering") }
                else { first = g }
            }
        }

        // Across the axis.
        let baselineAlign = horizontal && (alignment == .firstBaseline || alignment == .lastBaseline)
        let effective: Alignment = (!horizontal && (alignment == .firstBaseline || alignment == .lastBaseline)) ? .fill : alignment
        let reference = visible.first
        for v in views {
            switch effective {
            case .fill:
                make(v, crossLead, .equal, canvas, crossLead, "UISV-alignment")
                make(v, crossTrail, .equal, canvas, crossTrail, "UISV-alignment")
            case .leading:
                make(v, crossLead, .equal, canvas, crossLead, "UISV-alignment")
                make(v, crossTrail, .lessThanOrEqual, canvas, crossTrail, "UISV-spanning-boundary")
            case .trailing:
                make(v, crossTrail, .equal, canvas, crossTrail, "UISV-alignment")
                make(v, crossLead, .greaterThanOrEqual, canvas, crossLead, "UISV-spanning-boundary")
            case .center:
                make(v, crossCenter, .equal, canvas, crossCenter, "UISV-alignment")
                make(v, crossLead, .greaterThanOrEqual, canvas, crossLead, "UISV-spanning-boundary")
            case .firstBaseline, .lastBaseline:
                let attr: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if let r = reference, r !== v, baselineAlign { make(v, attr, .equal, r, attr, "UISV-alignment") }
                // The view with the tallest ascent touches the top (⚠ priority 48, below the canvas fit).
                if baselineAlign { make(v, crossLead, .equal, canvas, crossLead, priority: UILayoutPriority(48), "UISV-spanning-fit") }
                make(v, crossLead, .greaterThanOrEqual, canvas, crossLead, "UISV-spanning-boundary")
                make(v, crossTrail, .lessThanOrEqual, canvas, crossTrail, "UISV-spanning-boundary")
            }
        }
        if effective != .fill {
            // The stack hugs its tallest (widest) view when nothing else sets its size (⚠ priority 49).
            make(canvas, crossSize, .equal, nil, .notAnAttribute, priority: UILayoutPriority(49), "UISV-canvas-fit")
            if effective == .center {
                for v in views { make(v, crossTrail, .lessThanOrEqual, canvas, crossTrail, "UISV-spanning-boundary") }
            }
        }
        managed = out
        NSLayoutConstraint.activate(out)
    }

    /// An arranged view was shown or hidden: re-arrange (hidden views collapse).
    func arrangedSubviewVisibilityDidChange(_ view: UIView) {
        if arranged.contains(where: { $0 === view }) { arrangementDidChange() }
    }

    /// An arranged view's intrinsic size changed (proportional fill depends on it).
    func arrangedSubviewIntrinsicSizeDidChange(_ view: UIView) {
        if distribution == .fillProportionally, arranged.contains(where: { $0 === view }) { arrangementDidChange() }
    }
}

extension UIView {
    /// Hook from isHidden: a stack view collapses its hidden arranged views.
    func autoLayoutHiddenDidChange() {
        (superviewStorage as? UIStackView)?.arrangedSubviewVisibilityDidChange(self)
    }

    /// Hook from invalidateIntrinsicContentSize: new content-size constraints.
    func autoLayoutIntrinsicSizeDidChange() {
        autoLayoutItemDidChange()
        (superviewStorage as? UIStackView)?.arrangedSubviewIntrinsicSizeDidChange(self)
    }
}
