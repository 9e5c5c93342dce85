import Foundation
import Cassowary

/// What Auto Layout keeps per view (made on first use).
@MainActor
final class AutoLayoutState {
    /// Constraints installed on the view (it is their items' nearest common ancestor, or addConstraint's receiver).
    var installed: [NSLayoutConstraint] = []
    /// Content hugging and compression resistance, horizontal then vertical.
    var hugging: [UILayoutPriority] = [.defaultLow, .defaultLow]
    var compression: [UILayoutPriority] = [.defaultHigh, .defaultHigh]
    var needsUpdateConstraints = true
    var subtreeNeedsUpdate = false
    var calledSuperUpdateConstraints = false
    /// ⚠ iOS gives every view 8 pt margins on each side.
    var margins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    var insetsMarginsFromSafeArea = true
    /// Whether the margins were set (a controller's root view otherwise takes the system minimum).
    var marginsWereSet = false
    var guides: [UILayoutGuide] = []
    var marginsGuide: UILayoutGuide?
    var safeAreaGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
    var keyboardGuide: UIKeyboardLayoutGuide?
    /// Whether a tracking guide of the view has constraints to switch as it nears or leaves the view's edges.
    var tracksEdges = false
    /// The engine of the hierarchy this view is the root of.
    var engine: LayoutEngine?
    // The engine holding the view's variables and those variables, the translatesAutoresizingMaskIntoConstraints
    // and preservesSuperviewLayoutMargins flags are UIView's own stored properties (varsEngineStorage, …):
    // a layout pass reads them for every view.
}

extension UIView {
    var autoLayout: AutoLayoutState {
        if let s = autoLayoutStorage { return s }
        let s = AutoLayoutState()
        autoLayoutStorage = s
        return s
    }

    /// The smallest size a view can have (UILayoutFittingCompressedSize).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size a view can have (UILayoutFittingExpandedSize; ⚠ 10 000 000 points per side).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The widest a readable content guide gets (⚠ 672 pt, iOS's value for the default text size).
    static let readableContentWidth: CGFloat = 672

    // MARK: Flags

    var translatesAutoresizingMaskIntoConstraintsImpl: Bool {
        get { translatesAutoresizingStorage }
        set {
            guard newValue != translatesAutoresizingStorage else { return }
            _ = autoLayout
            translatesAutoresizingStorage = newValue
            autoLayoutItemDidChange()
            superviewStorage?.setNeedsLayout()
        }
    }

    /// The system constraints of this view must be rebuilt (frame, intrinsic size, priorities or flags changed).
    func autoLayoutItemDidChange() {
        varsEngineStorage?.markDirty(self)
    }

    /// Hook from the geometry setters: an autoresizing view that takes part in Auto Layout has a new frame.
    func autoLayoutGeometryDidChange() {
        // Called for every frame a layout pass sets: for most views, decided from the view's own flags. In an
        // engine, the one view without a superview is the engine's root, which holds the engine.
        guard translatesAutoresizingStorage || preservesSuperviewMarginsStorage || isVarsEngineRootStorage,
              let e = varsEngineStorage, !e.isSyncing else { return }
        if translatesAutoresizingStorage || isVarsEngineRootStorage { e.markDirty(self) }
        if preservesSuperviewMarginsStorage, let g = autoLayoutStorage?.marginsGuide, g.varsEngine != nil { e.markDirty(g) }
    }

    /// The frame ignoring the transform (center and bounds size), which is what Auto Layout works with.
    var untransformedFrame: CGRect {
        let b = bounds.size, c = center
        return CGRect(x: c.x - b.width / 2, y: c.y - b.height / 2, width: b.width, height: b.height)
    }

    // MARK: Updating constraints

    func updateConstraintsImpl() {
        let st = autoLayout
        st.needsUpdateConstraints = false
        st.calledSuperUpdateConstraints = true
    }

    /// Calls updateConstraints() and checks that the override called super.
    func callUpdateConstraints() {
        let st = autoLayout
        st.calledSuperUpdateConstraints = false
        // A controller's root view: UIKit asks the controller, whose default updateViewConstraints() calls
        // the view's updateConstraints().
        if let controller = viewControllerStorage as? UIViewController, controller.viewStorage === self {
            controller.updateViewConstraints()
        } else {
            updateConstraints()
        }
        if !st.calledSuperUpdateConstraints {
            // Apple raises NSInternalInconsistencyException here; we log and carry on.
            LayoutDiagnostics.log("\(LayoutEngine.itemName(self))'s implementation of -updateConstraints needs to call super.")
            st.needsUpdateConstraints = false
        }
    }

    func needsUpdateConstraintsImpl() -> Bool { autoLayoutStorage?.needsUpdateConstraints ?? true }

    func setNeedsUpdateConstraintsImpl() {
        autoLayout.needsUpdateConstraints = true
        var v: UIView? = superviewStorage
        while let cur = v {
            let st = cur.autoLayout
            if st.subtreeNeedsUpdate { break }
            st.subtreeNeedsUpdate = true
            v = cur.superviewStorage
        }
        LayoutEngine.engine(for: self).markNeedsSync()
    }

    func updateConstraintsIfNeededImpl() {
        LayoutEngine.updateConstraintsBottomUp(self)
    }

    // MARK: Installed constraints

    func addConstraintImpl(_ c: NSLayoutConstraint) { c.activateImpl(on: self) }

    func removeConstraintImpl(_ c: NSLayoutConstraint) {
        guard c.installedView === self else { return }
        c.deactivateImpl()
    }

    // MARK: Margins and guides

    /// Reading gives the margins in effect (Apple: a controller's root view "reflects the system minimum
    /// margins and safe area insets"); setting stores the view's own.
    var directionalLayoutMarginsImpl: NSDirectionalEdgeInsets {
        get {
            let m = effectiveLayoutMargins
            if UITraitCollection.someRightToLeft, effectiveUserInterfaceLayoutDirection == .rightToLeft {
                return NSDirectionalEdgeInsets(top: m.top, leading: m.right, bottom: m.bottom, trailing: m.left)
            }
            return NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        }
        set {
            let st = autoLayout
            guard newValue != st.margins || !st.marginsWereSet else { return }
            st.margins = newValue
            st.marginsWereSet = true
            marginsDidChange()
        }
    }

    // Leading is left in left-to-right layout and right in right-to-left layout (the view's effective direction).
    var layoutMarginsImpl: UIEdgeInsets {
        get { effectiveLayoutMargins }
        set {
            if UITraitCollection.someRightToLeft, effectiveUserInterfaceLayoutDirection == .rightToLeft {
                directionalLayoutMarginsImpl = NSDirectionalEdgeInsets(top: newValue.top, leading: newValue.right, bottom: newValue.bottom, trailing: newValue.left)
            } else {
                directionalLayoutMarginsImpl = NSDirectionalEdgeInsets(top: newValue.top, leading: newValue.left, bottom: newValue.bottom, trailing: newValue.right)
            }
        }
    }

    func marginsDidChange() {
        if let st = autoLayoutStorage, let e = varsEngineStorage {
            if let g = st.marginsGuide { e.markDirty(g) }
            if let g = st.readableGuide { e.markDirty(g) }
        }
        layoutMarginsDidChange()
        if isSafeAreaSourceStorage, let vc = viewControllerStorage as? UIViewController, vc.viewStorage === self {
            vc.viewLayoutMarginsDidChange()
        }
        setNeedsLayout()
        for s in subviewStorage where s.preservesSuperviewMarginsStorage { s.marginsDidChange() }
    }

    /// The view's own margins: those set, else 8 pt a side — for a controller's root view that respects the
    /// system minimum, that minimum (and never less than it, Apple).
    var ownLayoutMargins: UIEdgeInsets {
        let st = autoLayoutStorage
        var m = st?.margins ?? NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        if isSafeAreaSourceStorage, let vc = viewControllerStorage as? UIViewController, vc.viewStorage === self,
           vc.viewRespectsSystemMinimumLayoutMargins {
            let minimum = vc.systemMinimumLayoutMargins
            // What a later trait change compares with (UIViewController+Traits.swift).
            vc.traitState.systemMinimumMargins = minimum
            if st?.marginsWereSet != true { m = minimum }
            m = NSDirectionalEdgeInsets(top: max(m.top, minimum.top), leading: max(m.leading, minimum.leading),
                                        bottom: max(m.bottom, minimum.bottom), trailing: max(m.trailing, minimum.trailing))
        }
        if UITraitCollection.someRightToLeft, effectiveUserInterfaceLayoutDirection == .rightToLeft {
            return UIEdgeInsets(top: m.top, left: m.trailing, bottom: m.bottom, right: m.leading)
        }
        return UIEdgeInsets(top: m.top, left: m.leading, bottom: m.bottom, right: m.trailing)
    }

    /// The margins in effect: the view's own, measured from the safe area when insetsLayoutMarginsFromSafeArea,
    /// and — when it preserves its superview's margins — at least as much as the superview's reach into it.
    var effectiveLayoutMargins: UIEdgeInsets {
        var m = ownLayoutMargins
        if autoLayoutStorage?.insetsMarginsFromSafeArea ?? true {
            let s = safeAreaInsetsStorage
            m = UIEdgeInsets(top: m.top + s.top, left: m.left + s.left, bottom: m.bottom + s.bottom, right: m.right + s.right)
        }
        if preservesSuperviewMarginsStorage, let s = superviewStorage {
            let sm = s.effectiveLayoutMargins
            let f = untransformedFrame, sb = s.bounds
            m.left = max(m.left, sm.left - (f.minX - sb.minX))
            m.top = max(m.top, sm.top - (f.minY - sb.minY))
            m.right = max(m.right, sm.right - (sb.maxX - f.maxX))
            m.bottom = max(m.bottom, sm.bottom - (sb.maxY - f.maxY))
        }
        return m
    }

    func systemGuide(_ kind: UILayoutGuide.Kind) -> UILayoutGuide {
        let st = autoLayout
        switch kind {
        case .margins: if let g = st.marginsGuide { return g }
        case .safeArea: if let g = st.safeAreaGuide { return g }
        case .readableContent: if let g = st.readableGuide { return g }
        case .user, .scrollContent, .scrollFrame, .keyboard: break
        }
        let g = UILayoutGuide()
        g.kind = kind
        g.owningViewStorage = self
        switch kind {
        case .margins: g.identifier = "UIViewLayoutMarginsGuide"; st.marginsGuide = g
        case .safeArea: g.identifier = "UIViewSafeAreaLayoutGuide"; st.safeAreaGuide = g
        case .readableContent: g.identifier = "UIViewReadableContentGuide"; st.readableGuide = g
        case .user, .scrollContent, .scrollFrame, .keyboard: break
        }
        st.guides.append(g)
        return g
    }

    /// The guide inset from the view's edges by its layout margins.
    public var layoutMarginsGuide: UILayoutGuide { systemGuide(.margins) }
    /// The part of the view not covered by bars and other content (the whole view on the desktop).
    public var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea) }
    /// A guide inside the margins whose width stays readable (⚠ at most 672 pt), centred.
    public var readableContentGuide: UILayoutGuide { systemGuide(.readableContent) }

    /// The layout guides the view owns.
    public var layoutGuides: [UILayoutGuide] { autoLayoutStorage?.guides ?? [] }

    /// Adds a layout guide to the view (moving it from any other view).
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        if guide.owningViewStorage === self { return }
        guide.owningViewStorage?.removeLayoutGuide(guide)
        guide.owningViewStorage = self
        autoLayout.guides.append(guide)
        if let t = guide as? UITrackingLayoutGuide, t.hasTrackedConstraints {
            autoLayout.tracksEdges = true
            t.updateTrackedConstraints(force: true)
        }
    }

    /// Removes a layout guide (its constraints stop applying).
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningViewStorage === self else { return }
        var a: UIView? = self
        while let cur = a {
            for c in cur.autoLayoutStorage?.installed ?? [] where c.firstItemRef === guide || c.secondItemRef === guide {
                c.deactivateImpl()
            }
            a = cur.superviewStorage
        }
        guide.varsEngine?.removeItem(guide)
        autoLayoutStorage?.guides.removeAll { $0 === guide }
        guide.owningViewStorage = nil
    }

    // MARK: Alignment rectangles

    func alignmentRectImpl(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }

    func frameImpl(forAlignmentRect rect: CGRect) -> CGRect {
        let i = alignmentRectInsets
        return CGRect(x: rect.minX - i.left, y: rect.minY - i.top,
                      width: rect.width + i.left + i.right, height: rect.height + i.top + i.bottom)
    }

    // MARK: Content priorities

    func contentHuggingPriorityImpl(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayoutStorage?.hugging[axis.rawValue] ?? .defaultLow
    }

    func setContentHuggingPriorityImpl(_ p: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard p != contentHuggingPriorityImpl(for: axis) else { return }
        autoLayout.hugging[axis.rawValue] = p
        autoLayoutItemDidChange()
    }

    func contentCompressionResistancePriorityImpl(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayoutStorage?.compression[axis.rawValue] ?? .defaultHigh
    }

    func setContentCompressionResistancePriorityImpl(_ p: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard p != contentCompressionResistancePriorityImpl(for: axis) else { return }
        autoLayout.compression[axis.rawValue] = p
        autoLayoutItemDidChange()
    }

    // MARK: Fitting size

    /// The size the view's constraints give it, with the target size as a wish of the given priorities:
    /// a scratch engine over the view's subtree, the view free-standing at (0, 0).
    func systemLayoutSizeFittingImpl(_ target: CGSize, horizontal hp: UILayoutPriority, vertical vp: UILayoutPriority) -> CGSize {
        updateConstraintsIfNeeded()
        let e = LayoutEngine(root: self, scratch: true)
        let iv = e.vars(self)
        LayoutEngine.forEachView(in: self) { v in
            for c in v.autoLayoutStorage?.installed ?? [] where c.activeStorage { e.add(c) }
        }
        for (size, attr, p) in [(target.width, NSLayoutConstraint.Attribute.width, hp), (target.height, .height, vp)] {
            let c = InternalLayoutConstraint(item: self, attribute: attr, relatedBy: .equal, toItem: nil,
                                             attribute: .notAnAttribute, multiplier: 1, constant: size)
            c.priorityStorage = p
            c.kind = "NSLayoutConstraint"
            c.identifier = "UIView-fitting-size"
            c.sequence = Int.max
            e.add(c)
        }
        e.solver.updateVariables()
        let w = e.solver.lastValue(of: iv.width), h = e.solver.lastValue(of: iv.height)
        let scale = Double(max(1, contentScaleFactor))
        return CGSize(width: CGFloat((w * scale).rounded(.up) / scale), height: CGFloat((h * scale).rounded(.up) / scale))
    }

    // MARK: Anchors

    /// The view's leading edge (its left edge in left-to-right layout, its right edge in right-to-left layout).
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The view's trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The view's left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The view's right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The view's top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The view's bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The view's width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The view's height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The view's horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The view's vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The baseline of the view's first line of text (the bottom edge for views without text).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the view's last line of text (the bottom edge for views without text).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
}
