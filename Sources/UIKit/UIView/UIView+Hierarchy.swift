import Foundation
import QuartzCore

extension UIView {
    /// The view's superview.
        /// The window the view is in, if any.
    var windowImpl: UIWindow? {
        var v: UIView? = self
        while let cur = v {
            if let w = cur as? UIWindow { return w }
            v = cur.superviewStorage
        }
        return nil
    }

    /// Where a subview's layer goes among the layer's sublayers, which may include plain layers added directly.
    enum SubviewPlacement {
        /// Above every sublayer.
        case top
        /// Below every sublayer.
        case bottom
        /// Directly below the sibling's layer.
        case below(UIView)
        /// Directly above the sibling's layer.
        case above(UIView)
    }

    /// Adds `view` on top of the other subviews, its layer above every sublayer (plain layers included),
    /// removing it from any previous superview first.
    func addSubviewImpl(_ view: UIView) {
        place(view, .top)
    }

    /// Inserts `view` at `index` of the subviews array: its layer goes directly below the layer of the subview
    /// that is at `index` now, or above every sublayer when `index` is past the last subview. For a view that
    /// is already a subview, `index` counts positions before it is taken out.
    func insertSubviewImpl(_ view: UIView, at index: Int) {
        var index = max(0, index)
        if view.superviewStorage === self, let old = subviewStorage.firstIndex(where: { $0 === view }), old < index {
            index -= 1
        }
        let others = subviewStorage.filter { $0 !== view }
        place(view, index < others.count ? .below(others[index]) : .top)
    }

    /// Inserts `view` right above `siblingSubview`, its layer directly above the sibling's layer. When the
    /// sibling is not a subview, `view` is added on top, as by addSubview(_:).
    func insertSubviewImpl(_ view: UIView, aboveSubview siblingSubview: UIView) {
        if siblingSubview === view, view.superviewStorage === self { return }
        place(view, siblingSubview.superviewStorage === self && siblingSubview !== view ? .above(siblingSubview) : .top)
    }

    /// Inserts `view` right below `siblingSubview`, its layer directly below the sibling's layer. When the
    /// sibling is not a subview, `view` is added on top, as by addSubview(_:).
    func insertSubviewImpl(_ view: UIView, belowSubview siblingSubview: UIView) {
        if siblingSubview === view, view.superviewStorage === self { return }
        place(view, siblingSubview.superviewStorage === self && siblingSubview !== view ? .below(siblingSubview) : .top)
    }

    /// Moves a subview to the front: last of the subviews, its layer above every sublayer.
    func bringSubviewToFrontImpl(_ view: UIView) {
        guard view.superviewStorage === self else { return }
        place(view, .top)
    }

    /// Moves a subview to the back: first of the subviews, its layer below every sublayer (plain layers too).
    func sendSubviewToBackImpl(_ view: UIView) {
        guard view.superviewStorage === self else { return }
        place(view, .bottom)
    }

    /// Swaps the subviews at two indexes; their layers swap places among the sublayers, so plain sublayers
    /// keep theirs.
    func exchangeSubviewImpl(at index1: Int, withSubviewAt index2: Int) {
        guard index1 != index2, subviewStorage.indices.contains(index1), subviewStorage.indices.contains(index2) else { return }
        let a = subviewStorage[index1].layer, b = subviewStorage[index2].layer
        subviewStorage.swapAt(index1, index2)
        guard let subs = layer.sublayers, let ia = subs.firstIndex(where: { $0 === a }),
              let ib = subs.firstIndex(where: { $0 === b }) else { return }
        let (lower, upper, upperIndex) = ia < ib ? (a, b, ib) : (b, a, ia)
        let belowUpper = subs[upperIndex - 1]
        layer.insertSublayer(upper, below: lower)
        if belowUpper !== lower { layer.insertSublayer(lower, above: belowUpper) }
    }

    /// Puts `view` among the subviews at `placement`. A view coming from elsewhere hears, in UIKit's order:
    /// its old superview's willRemoveSubview(_:) (while it is still a subview there), willMove(toSuperview:)
    /// and willMove(toWindow:) (both before anything changes, so `superview` and `window` are still the old
    /// ones), then the move, then didMoveToSuperview(), didMoveToWindow() and the new superview's
    /// didAddSubview(_:). The window callbacks come only when the window changes and reach every descendant.
    func place(_ view: UIView, _ placement: SubviewPlacement) {
        if view === self { UncaughtException.raise("NSInvalidArgumentException", reason: "Can't add self as subview") }
        if isDescendant(of: view) {
            // Apple's text for this case is not documented; the meaning is Apple's (it refuses the cycle).
            UncaughtException.raise("NSInvalidArgumentException", reason: "Can't add a view to one of its own subviews: \(view) is an ancestor of \(self)")
        }
        if view.superviewStorage === self {
            // Re-inserting a subview only reorders it.
            subviewStorage.removeAll { $0 === view }
            insert(view, placement)
            return
        }
        let oldSuperview = view.superviewStorage
        let oldWindow = view.window
        let newWindow = window
        if let old = oldSuperview {
            LayoutEngine.viewWillMoveOut(view, of: old) // Auto Layout
            old.willRemoveSubview(view)
        }
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.propagateWillMove(toWindow: newWindow) }
        if let old = oldSuperview {
            old.subviewStorage.removeAll { $0 === view }
            if !view.autoresizingMaskStorage.isEmpty { old.autoresizingSubviewCount -= 1 }
            old.setNeedsLayout()
        }
        insert(view, placement)
        if !view.autoresizingMaskStorage.isEmpty { autoresizingSubviewCount += 1 }
        view.superviewStorage = self
        LayoutEngine.viewDidMoveIn(view) // Auto Layout
        view.didMoveToSuperview()
        if oldWindow !== newWindow { view.propagateDidMoveToWindow() }
        didAddSubview(view)
        view.traitNodeForMove.traitsMayHaveChanged() // Traits: the view's environment changed
        view.superviewTintMayHaveChanged()
        view.safeAreaGeometryDidChange(boundsChanged: false) // the new superview's safe area
        view.setNeedsLayout()
        setNeedsLayout()
    }

    /// Inserts `view` into the subviews and its layer into the sublayers at `placement`.
    private func insert(_ view: UIView, _ placement: SubviewPlacement) {
        switch placement {
        case .top:
            subviewStorage.append(view)
            layer.addSublayer(view.layer)
        case .bottom:
            subviewStorage.insert(view, at: 0)
            layer.insertSublayer(view.layer, at: 0)
        case .below(let sibling):
            subviewStorage.insert(view, at: subviewStorage.firstIndex { $0 === sibling } ?? 0)
            layer.insertSublayer(view.layer, below: sibling.layer)
        case .above(let sibling):
            subviewStorage.insert(view, at: (subviewStorage.firstIndex { $0 === sibling } ?? subviewStorage.count - 1) + 1)
            layer.insertSublayer(view.layer, above: sibling.layer)
        }
    }

    /// Removes the view from its superview (and its layer from the superlayer). A view with no superview has
    /// nothing to leave: Apple unlinks a view from its superview and window, so a window, whose layer is not a
    /// subview's, stays on its screen.
    func removeFromSuperviewImpl() {
        guard let sv = superviewStorage else { return }
        let oldWindow = window
        LayoutEngine.viewWillMoveOut(self, of: sv) // Auto Layout
        sv.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { propagateWillMove(toWindow: nil) }
        resignFirstResponderLeavingWindow(oldWindow)
        sv.subviewStorage.removeAll { $0 === self }
        if !autoresizingMaskStorage.isEmpty { sv.autoresizingSubviewCount -= 1 }
        superviewStorage = nil
        layer.removeFromSuperlayer()
        if oldWindow != nil { propagateDidMoveToWindow() }
        didMoveToSuperview()
        sv.setNeedsLayout()
        traitNodeForMove.traitsMayHaveChanged() // Traits: out of the hierarchy, back to the unattached traits
        superviewTintMayHaveChanged()
        safeAreaGeometryDidChange(boundsChanged: false) // no superview, no safe area (but its own controller's)
    }

    /// A first responder leaving its window with this view resigns (Apple); one that refuses loses the
    /// status anyway, since only a view in a window can hold it.
    private func resignFirstResponderLeavingWindow(_ window: UIWindow?) {
        guard let window, let fr = window.firstResponderStorage else { return }
        let inside = (fr as? UIView)?.isDescendant(of: self)
            ?? (fr as? UIViewController)?.viewIfLoaded?.isDescendant(of: self) ?? false
        guard inside else { return }
        if !fr.resignFirstResponder(), window.firstResponderStorage === fr {
            window.firstResponderStorage = nil
            EventDispatcher.shared.firstResponderDidChange()
        }
    }

    /// Whether the view is `view` or one of its descendants.
    func isDescendantImpl(of view: UIView) -> Bool {
        var v: UIView? = self
        while let cur = v {
            if cur === view { return true }
            v = cur.superviewStorage
        }
        return false
    }

    /// The view, or its first descendant (depth first), whose tag is `tag`.
    func viewWithTagImpl(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for sub in subviewStorage {
            if let found = sub.viewWithTag(tag) { return found }
        }
        return nil
    }

    func propagateWillMove(toWindow newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        for sub in subviewStorage { sub.propagateWillMove(toWindow: newWindow) }
    }

    func propagateDidMoveToWindow() {
        if let screen = window?.screen {
            contentScaleFactor = screen.scale
        }
        didMoveToWindow()
        for sub in subviewStorage { sub.propagateDidMoveToWindow() }
    }
}
