import Foundation

extension UIView {
    /// The view's frame in its superview's coordinates. Setting it sets `center` and `bounds.size`;
    /// with a non-identity transform it is the bounding box and should not be set.
    var frameImpl: CGRect {
        get { layer.frame }
        set {
            let oldSize = layer.bounds.size
            layer.frame = newValue
            boundsSizeDidChange(from: oldSize)
            autoLayoutGeometryDidChange()
            safeAreaGeometryDidChange(boundsChanged: oldSize != layer.bounds.size)
        }
    }

    /// The view's own coordinate space: origin (which shifts the content, as in scrolling) and size.
    var boundsImpl: CGRect {
        get { layer.bounds }
        set {
            let oldSize = layer.bounds.size
            layer.bounds = newValue
            boundsSizeDidChange(from: oldSize)
            autoLayoutGeometryDidChange()
            safeAreaGeometryDidChange(boundsChanged: true)
        }
    }

    /// The view's centre in its superview's coordinates (the layer's position).
    var centerImpl: CGPoint {
        get { layer.position }
        set { layer.position = newValue; autoLayoutGeometryDidChange(); safeAreaGeometryDidChange(boundsChanged: false) }
    }

    /// The view's 2D transform about its centre (the layer's affine transform).
    var transformImpl: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    /// The view's 3D transform (the layer's transform).
    var transform3DImpl: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    /// Autoresizes subviews, asks for layout, and redraws `.redraw` views when the size changes.
    func boundsSizeDidChange(from oldSize: CGSize) {
        let newSize = layer.bounds.size
        guard newSize != oldSize else { return }
        if autoresizesSubviewsStorage { resizeSubviews(withOldSize: oldSize) }
        setNeedsLayout()
        // `.redraw` views redraw through their layer's needsDisplayOnBoundsChange.
    }

    // MARK: Converting coordinates

    /// Converts a point from this view's coordinates to `view`'s (the window's when nil).
    func convertImpl(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let target = view ?? window
        guard let target else { return layer.convert(point, to: nil) }
        return layer.convert(point, to: target.layer)
    }

    /// Converts a point from `view`'s coordinates (the window's when nil) to this view's.
    func convertImpl(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let source = view ?? window
        guard let source else { return layer.convert(point, from: nil) }
        return layer.convert(point, from: source.layer)
    }

    /// Converts a rectangle from this view's coordinates to `view`'s (the window's when nil).
    func convertImpl(_ rect: CGRect, to view: UIView?) -> CGRect {
        UIView.convertStepwise(rect, from: self, to: view ?? window)
    }

    /// Converts a rectangle from `view`'s coordinates (the window's when nil) to this view's.
    func convertImpl(_ rect: CGRect, from view: UIView?) -> CGRect {
        UIView.convertStepwise(rect, from: view ?? window, to: self)
    }

    /// UIKit's rule for rectangles: the rectangle climbs from `source` to the nearest common ancestor and
    /// descends to `target`, becoming the bounding box of its image at every view on the way (each view's
    /// transform taken on its own). With rotations this is larger than the bounding box of the composed map.
    /// Views with no common ancestor (in different windows) meet in the space above their topmost ancestors,
    /// the screen's for windows. A nil end stands for that space.
    static func convertStepwise(_ rect: CGRect, from source: UIView?, to target: UIView?) -> CGRect {
        if source === target { return rect }
        var down: [UIView] = [] // target, its superview, … its topmost ancestor
        var v = target
        while let cur = v { down.append(cur); v = cur.superviewStorage }
        var r = rect
        var up = source
        while let cur = up {
            if let i = down.firstIndex(where: { $0 === cur }) {
                // The common ancestor: descend from the view below it to the target.
                for view in down[..<i].reversed() { r = view.layer.toSuperlayer.inverted.apply(r) }
                return r
            }
            if let sup = cur.superviewStorage {
                r = cur.layer.toSuperlayer.apply(r)
                up = sup
            } else {
                r = cur.layer.toRootSpace.apply(r)
                up = nil
            }
        }
        // No common ancestor: from the space above the target's topmost ancestor down to the target.
        guard let root = down.last else { return r }
        r = root.layer.toRootSpace.inverted.apply(r)
        for view in down.dropLast().reversed() { r = view.layer.toSuperlayer.inverted.apply(r) }
        return r
    }

    // MARK: Hit-testing

    /// Whether `point` (in this view's coordinates) is inside the view: `bounds.contains(point)`.
    func pointInsideImpl(_ point: CGPoint, with event: UIEvent?) -> Bool {
        if hitTestsWhereShown, let shown = layer.presentation() { return shown.bounds.contains(point) }
        return bounds.contains(point)
    }

    /// Whether the view is hit-tested where it is shown rather than where its model puts it: it is being
    /// animated by an interruptible property animator whose `isManualHitTestingEnabled` is false (Apple
    /// hit-tests such an animator's views at their presentation layers; the app does it itself otherwise).
    var hitTestsWhereShown: Bool {
        guard let keys = layer.animationKeys() else { return false }
        return keys.contains { key in
            guard let animator = (layer.animation(forKey: key)?.delegate as? ViewAnimationDelegate)?.propertyAnimator else { return false }
            return animator.isInterruptible && !animator.isManualHitTestingEnabled
        }
    }

    /// `point`, in `superview`'s coordinates, in this view's as it is shown (its presentation layer's geometry).
    func shownPoint(fromSuperview point: CGPoint, of superview: UIView) -> CGPoint {
        guard layer.superlayer === superview.layer, let shown = layer.presentation() else { return convert(point, from: superview) }
        return shown.toSuperlayer.inverted.apply(point)
    }

    /// The deepest visible, interactive descendant (or self) containing `point`; subviews are visited front
    /// to back. Views that are hidden, have user interaction disabled or alpha below 0.01 are skipped, and a
    /// point outside this view's bounds never reaches its subviews.
    func hitTestImpl(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        // alpha is the layer's Float opacity: compare in Float so that alpha = 0.01 itself still counts.
        guard !isHidden, isUserInteractionEnabled, layer.opacity >= Float(0.01), self.point(inside: point, with: event) else { return nil }
        // A view being animated without allowUserInteraction gets no touches (nor do its subviews).
        guard !isAnimatingWithoutUserInteraction else { return nil }
        for sub in subviewStorage.reversed() {
            let p = sub.hitTestsWhereShown ? sub.shownPoint(fromSuperview: point, of: self) : sub.convert(point, from: self)
            if let hit = sub.hitTest(p, with: event) { return hit }
        }
        return self
    }
}
