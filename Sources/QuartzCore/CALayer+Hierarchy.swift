import Foundation
import CoreGraphics

extension CALayer {
    /// The layer's superlayer.
    public var superlayer: CALayer? {
        if isPresentationCopy { return geometryParent }
        return _superlayer
    }

    /// The superlayer whose space this layer maps into: for a presentation copy, the
    /// presentation of the model's superlayer.
    var geometryParent: CALayer? {
        if isPresentationCopy, _superlayer == nil, let sup = modelLayerRef?._superlayer {
            let p = sup.presentation() ?? sup
            _superlayer = p
            presentationParentStrong = p
            return p
        }
        return _superlayer
    }

    /// The sublayers, back to front; nil when there are none. Setting it replaces them all.
    public var sublayers: [CALayer]? {
        get {
            if isPresentationCopy, let model = modelLayerRef {
                if presentationSublayersCache == nil {
                    let subs = model._sublayers.map { $0.presentation() ?? $0 }
                    // Presentation children map into this presentation parent (its sublayerTransform).
                    for sub in subs where sub.isPresentationCopy { sub._superlayer = self }
                    presentationSublayersCache = subs
                }
                return presentationSublayersCache!.isEmpty ? nil : presentationSublayersCache
            }
            return _sublayers.isEmpty ? nil : _sublayers
        }
        set {
            for l in _sublayers { l.removeFromSuperlayer() }
            for l in newValue ?? [] { addSublayer(l) }
        }
    }

    func checkInsertable(_ layer: CALayer) {
        // Apple raises for a layer added to itself or to its own descendant; we stop with its meaning.
        var l: CALayer? = self
        while let cur = l {
            if cur === layer {
                UncaughtException.raise("NSInvalidArgumentException", reason: "CALayer: cannot add a layer to itself or to one of its own sublayers (\(layer))")
            }
            l = cur._superlayer
        }
    }

    /// Inserts `layer` at `index` of the sublayers (removing it from its old superlayer first).
    final func insertSublayerAtIndex(_ layer: CALayer, _ index: Int) {
        checkInsertable(layer)
        let wasHere = layer._superlayer === self
        if let old = layer._superlayer {
            if let i = old._sublayers.firstIndex(where: { $0 === layer }) {
                old.change("sublayers", .sublayers) { old._sublayers.remove(at: i) }
            }
            layer._superlayer = nil
            layer.leaveSuperlayer()
            if !wasHere { old.setNeedsLayout() }
        }
        if let owner = layer.maskOwner { owner.mask = nil }
        let i = max(0, min(index, _sublayers.count))
        change("sublayers", .sublayers) {
            _sublayers.insert(layer, at: i)
            layer._superlayer = self
        }
        setNeedsLayout()
        if !wasHere { layer.runOrderAction(kCAOnOrderIn) }
    }

    func runOrderAction(_ event: String) {
        if isPresentationCopy { return }
        let tx = CATransaction.threadState.openImplicitIfNeeded()
        tx.noteChanged(self)
        if tx.actionsDisabled { return }
        if let a = action(forKey: event), !(a is NSNull) {
            a.run(forKey: event, object: self, arguments: nil)
        }
    }

    /// Appends `layer` to the sublayers (on top); a layer already here moves to the top.
    func addSublayerImpl(_ layer: CALayer) {
        insertSublayerAtIndex(layer, Int.max)
    }

    /// Inserts `layer` at `idx` of the sublayers.
    func insertSublayerAtImpl(_ layer: CALayer, at idx: UInt32) {
        var i = Int(idx)
        if layer._superlayer === self, let cur = _sublayers.firstIndex(where: { $0 === layer }), cur < i { i -= 1 }
        insertSublayerAtIndex(layer, i)
    }

    /// Inserts `layer` directly below `sibling` (at the bottom when nil).
    func insertSublayerBelowImpl(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling, sibling !== layer, sibling._superlayer === self else {
            insertSublayerAtIndex(layer, 0)
            return
        }
        if layer._superlayer === self { layer.detachQuietly() }
        let i = _sublayers.firstIndex(where: { $0 === sibling }) ?? 0
        insertSublayerAtIndex(layer, i)
    }

    /// Inserts `layer` directly above `sibling` (on top when nil).
    func insertSublayerAboveImpl(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling, sibling !== layer, sibling._superlayer === self else {
            insertSublayerAtIndex(layer, Int.max)
            return
        }
        if layer._superlayer === self { layer.detachQuietly() }
        let i = (_sublayers.firstIndex(where: { $0 === sibling }) ?? _sublayers.count - 1) + 1
        insertSublayerAtIndex(layer, i)
    }

    /// Replaces the sublayer `oldLayer` with `newLayer` at the same index.
    func replaceSublayerImpl(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer._superlayer === self, let i = _sublayers.firstIndex(where: { $0 === oldLayer }) else { return }
        if oldLayer === newLayer { return }
        oldLayer.removeFromSuperlayer()
        if newLayer._superlayer === self, let j = _sublayers.firstIndex(where: { $0 === newLayer }), j < i {
            insertSublayerAtIndex(newLayer, i - 1)
        } else {
            insertSublayerAtIndex(newLayer, i)
        }
    }

    /// Removes the layer from its superlayer (or from the layer it masks).
    func removeFromSuperlayerImpl() {
        if let owner = maskOwner, owner._mask === self {
            owner.mask = nil
            return
        }
        guard let sup = _superlayer else { return }
        runOrderAction(kCAOnOrderOut)
        detachQuietly()
        sup.setNeedsLayout()
    }

    /// Removes from the superlayer without the order-out action.
    func detachQuietly() {
        guard let sup = _superlayer else { return }
        if let i = sup._sublayers.firstIndex(where: { $0 === self }) {
            sup.change("sublayers", .sublayers) { sup._sublayers.remove(at: i) }
        }
        _superlayer = nil
        leaveSuperlayer()
    }

    /// After leaving the superlayer: a layer marked as needing layout while the superlayer was laying out
    /// was left for that layout pass to visit; now the commit must lay it out (see setNeedsLayoutImpl).
    func leaveSuperlayer() {
        guard layoutIsUnqueued else { return }
        layoutIsUnqueued = false
        if _needsLayout { CATransaction.threadState.openImplicitIfNeeded().noteNeedsLayout(self) }
    }

    /// Package hook: whether `self` is `layer` or one of its descendants.
    package func isDescendant(of layer: CALayer) -> Bool {
        var l: CALayer? = self
        while let cur = l {
            if cur === layer { return true }
            l = cur._superlayer ?? cur.maskOwner
        }
        return false
    }

    // MARK: Layout

    /// Marks the layer as needing layout; layout runs at the next transaction commit or layoutIfNeeded().
    func setNeedsLayoutImpl() {
        if isPresentationCopy || _needsLayout { return }
        _needsLayout = true
        let tx = CATransaction.threadState.openImplicitIfNeeded()
        if isLayingOutSublayers {
            // Marked again from its own layoutSublayers (a layout feedback loop): laid out again at the next
            // turn of the run loop, once per turn as UIKit does, rather than over and over within this pass.
            tx.noteNeedsLayoutNextTurn(self)
            return
        }
        // A sublayer marked while its superlayer lays out is laid out by the same pass right after (see
        // layoutTreeIfNeeded): it is queued for the commit only if it leaves that superlayer first (see
        // leaveSuperlayer). Layout passes mark most of the layers they lay out this way, and a queue entry
        // is a weak reference, which costs the layer a side table and its every retain a detour through it.
        if let sup = _superlayer, sup.isLayingOutSublayers {
            layoutIsUnqueued = true
            return
        }
        tx.noteNeedsLayout(self)
    }

    /// Whether the layer is marked as needing layout.
    public func needsLayout() -> Bool { _needsLayout }

    /// Lays out the layer now if needed: finds the outermost ancestor needing layout and lays
    /// out the tree beneath it, top-down.
    func layoutIfNeededImpl() {
        var top: CALayer = self
        var l = _superlayer
        while let cur = l {
            if cur._needsLayout { top = cur }
            l = cur._superlayer
        }
        top.layoutTreeIfNeeded()
    }

    func layoutTreeIfNeeded() {
        if _needsLayout {
            _needsLayout = false
            layoutIsUnqueued = false
            let wasLayingOut = isLayingOutSublayers
            isLayingOutSublayers = true
            layoutSublayers()
            isLayingOutSublayers = wasLayingOut
        }
        // The sublayers as they are now (layout may change the list): the copy keeps them alive, so each
        // one is visited without a retain and release of its own.
        let subs = _sublayers
        subs.withUnsafeBufferPointer { buf in
            buf.withMemoryRebound(to: Unmanaged<CALayer>.self) { refs in
                for sub in refs { sub._withUnsafeGuaranteedRef { $0.layoutTreeIfNeeded() } }
            }
        }
        _mask?.layoutTreeIfNeeded()
    }

    /// Lays out the sublayers: asks the delegate's layoutSublayers(of:); override to lay out.
    func layoutSublayersImpl() {
        delegate?.layoutSublayers(of: self)
    }

    // MARK: Display

    /// Marks `r` (in the layer's coordinates) as needing display; rects accumulate as a union.
    func setNeedsDisplayImpl(_ r: CGRect) {
        if isPresentationCopy { return }
        needsDisplayRect = needsDisplayRect.map { $0.union(r) } ?? r
        if !_needsDisplay {
            _needsDisplay = true
            CATransaction.threadState.openImplicitIfNeeded().noteNeedsDisplay(self)
        }
    }

    /// Whether the layer is marked as needing display.
    public func needsDisplay() -> Bool { _needsDisplay }

    /// Redraws the layer now if it is marked as needing display.
    func displayIfNeededImpl() {
        if _needsDisplay { display() }
    }

    /// Redraws the layer's contents: the delegate's display(_:) if it has one, otherwise the
    /// backing store is drawn with draw(in:).
    func displayImpl() {
        _needsDisplay = false
        lastDisplayRect = needsDisplayRect ?? s.bounds
        needsDisplayRect = nil
        bump(.content)
        if let d = delegate {
            delegateMethodMissing.remove(.display)
            d.display(self)
            if !delegateMethodMissing.contains(.display) { return }
        }
        displayBackingStore()
    }

    /// Package hook: what display() does when the delegate has no display(_:) of its own — draws the layer
    /// with draw(in:) into its backing store (made or reused) and makes that the contents. A delegate whose
    /// display(_:) wants that default (UIView's) calls it.
    package final func displayBackingStore() {
        CABackingStore.display(self)
    }

    /// Package hook: whether the delegate supplies its own drawing (draw(_:in:) implemented).
    /// Call after draw(in:) ran once: true if the delegate's default (missing) draw was used.
    package var delegateDrawIsMissing: Bool { delegateMethodMissing.contains(.draw) }
}
