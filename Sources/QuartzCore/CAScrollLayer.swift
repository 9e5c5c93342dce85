import Foundation
import CoreGraphics

/// A layer that shows a scrollable portion of its sublayers by moving its bounds origin.
open class CAScrollLayer: CALayer {
    var mode = CAScrollLayerScrollMode.both

    public override init() { super.init() }

    public override init(layer: Any) {
        super.init(layer: layer)
        if let l = layer as? CAScrollLayer { mode = l.mode }
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The directions scrolling may move. Default `.both`.
    open var scrollMode: CAScrollLayerScrollMode {
        get { mode }
        set { change("scrollMode", []) { mode = newValue } }
    }

    /// Scrolls so that `p` is the bounds origin (in the directions scrollMode allows).
    open func scroll(to p: CGPoint) {
        var b = bounds
        if mode == .both || mode == .horizontally { b.origin.x = p.x }
        if mode == .both || mode == .vertically { b.origin.y = p.y }
        bounds = b
    }

    /// Scrolls the least distance that makes `r` visible.
    open func scroll(to r: CGRect) {
        let b = bounds
        var o = b.origin
        if r.minX < b.minX { o.x = r.minX } else if r.maxX > b.maxX { o.x = min(r.minX, r.maxX - b.width) }
        if r.minY < b.minY { o.y = r.minY } else if r.maxY > b.maxY { o.y = min(r.minY, r.maxY - b.height) }
        scroll(to: o)
    }
}

extension CALayer {
    /// Scrolls the nearest CAScrollLayer ancestor so that `r` (in this layer's coordinates) is visible.
    public func scrollRectToVisible(_ r: CGRect) {
        var l = superlayer
        while let cur = l {
            if let s = cur as? CAScrollLayer {
                s.scroll(to: s.convert(r, from: self))
                return
            }
            l = cur.superlayer
        }
    }
}
