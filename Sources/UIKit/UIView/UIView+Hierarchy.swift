import Foundation

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

    /// Adds `view` on top of the other subviews, removing it from any previous superview first.
    func addSubviewImpl(_ view: UIView) {
        insertSubview(view, at: subviewStorage.count)
    }

    /// Inserts `view` at `index` of the subviews array (clamped to its bounds). For a view that is already a
    /// subview, `index` counts positions before it is taken out.
    func insertSubviewImpl(_ view: UIView, at index: Int) {
        precondition(view !== self, "Can't add self as subview")
        precondition(!isDescendant(of: view), "Can't add a view to one of its own subviews: \(view) is an ancestor of \(self)")
        var index = index
        if view.superviewStorage === self {
            // Re-inserting a subview only reorders it.
            let old = subviewStorage.firstIndex { $0 === view }!
            subviewStorage.remove(at: old)
            if old < index { index -= 1 }
            index = max(0, min(index, subviewStorage.count))
            subviewStorage.insert(view, at: index)
            stackLayer(ofSubviewAt: index)
            return
        }
        let oldWindow = view.window
        let newWindow = window
        if let old = view.superviewStorage {
            LayoutEngine.viewWillMoveOut(view, of: old) // Auto Layout
            old.willRemoveSubview(view)
            old.subviewStorage.removeAll { $0 === view }
            if !view.autoresizingMaskStorage.isEmpty { old.autoresizingSubviewCount -= 1 }
            old.setNeedsLayout()
        }
        view.willMove(toSuperview: self)
        index = max(0, min(index, subviewStorage.count))
        subviewStorage.insert(view, at: index)
        if !view.autoresizingMaskStorage.isEmpty { autoresizingSubviewCount += 1 }
        view.superviewStorage = self
        stackLayer(ofSubviewAt: index)
        LayoutEngine.viewDidMoveIn(view) // Auto Layout
        view.didMoveToSuperview()
        didAddSubview(view)
        if oldWindow !== newWindow {
            view.propagateWillMove(toWindow: newWindow)
            view.propagateDidMoveToWindow()
        }
        view.superviewTintMayHaveChanged()
        view.setNeedsLayout()
        setNeedsLayout()
    }

    /// Puts the layer of the subview at `index` right above the previous subview's layer (or below the
    /// next one's), so sublayers added directly to the layer keep their places.
    private func stackLayer(ofSubviewAt index: Int) {
        let sub = subviewStorage[index].layer
        if index > 0 {
            layer.insertSublayer(sub, above: subviewStorage[index - 1].layer)
        } else if subviewStorage.count > 1 {
            layer.insertSublayer(sub, below: subviewStorage[1].layer)
        } else {
            layer.addSublayer(sub)
        }
    }

    /// Inserts `view` right above `siblingSubview`.
    func insertSubviewImpl(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard let i = subviewStorage.firstIndex(where: { $0 === siblingSubview }) else { addSubview(view); return }
        insertSubview(view, at: i + 1)
    }

    /// Inserts `view` right below `siblingSubview`.
    func insertSubviewImpl(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard let i = subviewStorage.firstIndex(where: { $0 === siblingSubview }) else { insertSubview(view, at: 0); return }
        insertSubview(view, at: i)
    }

    /// Moves a subview to the front.
    func bringSubviewToFrontImpl(_ view: UIView) {
        guard view.superviewStorage === self else { return }
        insertSubview(view, at: subviewStorage.count)
    }

    /// Moves a subview to the back.
    func sendSubviewToBackImpl(_ view: UIView) {
        guard view.superviewStorage === self else { return }
        insertSubview(view, at: 0)
    }

    /// Swaps the subviews at two indexes.
    func exchangeSubviewImpl(at index1: Int, withSubviewAt index2: Int) {
        guard index1 != index2, subviewStorage.indices.contains(index1), subviewStorage.indices.contains(index2) else { return }
        subviewStorage.swapAt(index1, index2)
        // Re-stack the two layers to match: each goes right above its new predecessor.
        let lo = min(index1, index2), hi = max(index1, index2)
        stackLayer(ofSubviewAt: lo)
        stackLayer(ofSubviewAt: hi)
    }

    /// Removes the view from its superview (and its layer from the superlayer).
    func removeFromSuperviewImpl() {
        guard let sv = superviewStorage else {
            layer.removeFromSuperlayer()
            return
        }
        let oldWindow = window
        LayoutEngine.viewWillMoveOut(self, of: sv) // Auto Layout
        sv.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { propagateWillMove(toWindow: nil) }
        if isFirstResponderOrContainsIt { UIResponder.currentFirstResponder?.resignFirstResponder() }
        sv.subviewStorage.removeAll { $0 === self }
        if !autoresizingMaskStorage.isEmpty { sv.autoresizingSubviewCount -= 1 }
        superviewStorage = nil
        layer.removeFromSuperlayer()
        if oldWindow != nil { propagateDidMoveToWindow() }
        didMoveToSuperview()
        sv.setNeedsLayout()
        superviewTintMayHaveChanged()
    }

    private var isFirstResponderOrContainsIt: Bool {
        guard let fr = UIResponder.currentFirstResponder as? UIView else { return false }
        return fr.isDescendant(of: self)
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
