import UIKit
import TestSupport

/// Renders `actions` into a w × h points image at `scale` (1 by default).
public func render(_ w: CGFloat, _ h: CGFloat, scale: CGFloat = 1, _ actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    return UIGraphicsImageRenderer(size: CGSize(width: w, height: h), format: format).image(actions: actions)
}

/// Renders a view (not in a window) alone into an image of its bounds size, after its layout and display.
@MainActor
public func renderAlone(_ view: UIView, scale: CGFloat = 1) -> Pixels {
    view.layoutIfNeeded()
    func display(_ l: CALayer) {
        l.displayIfNeeded()
        for s in l.sublayers ?? [] { display(s) }
    }
    display(view.layer)
    let size = view.bounds.size
    return Pixels(render(size.width, size.height, scale: scale) { ctx in view.layer.render(in: ctx.cgContext) })
}

/// A solid image of `size` points at `scale`.
@MainActor
public func solidImage(_ color: UIColor, _ w: CGFloat, _ h: CGFloat, scale: CGFloat = 1) -> UIImage {
    render(w, h, scale: scale) { ctx in
        color.setFill()
        ctx.fill(CGRect(x: 0, y: 0, width: w, height: h))
    }
}
