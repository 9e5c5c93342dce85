import Foundation

// Snapshots draw the layer tree with QuartzCore's own layer renderer (CALayer.renderTree, the renderer the
// compositor uses), applying running animations as the screen shows them.
extension UIView {
    private enum Metrics {
        /// Cairo's largest image surface side, in pixels (cairo-image-surface.c: MAX_IMAGE_SIZE 32767).
        static let largestImageSide: CGFloat = 32767
    }

    func drawHierarchyImpl(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let ctx = UIGraphicsGetCurrentContext() else { return false }
        guard prepareSnapshot(afterScreenUpdates: afterUpdates) else { return false }
        let b = bounds
        guard b.width > 0, b.height > 0, rect.width.isFinite, rect.height.isFinite, rect.minX.isFinite, rect.minY.isFinite,
              rect.width != 0, rect.height != 0 else { return true }
        ctx.saveGState()
        ctx.translateBy(x: rect.minX, y: rect.minY)
        ctx.scaleBy(x: rect.width / b.width, y: rect.height / b.height)
        CALayer.renderTree(layer, in: ctx, presentation: true)
        ctx.restoreGState()
        return true
    }

    func snapshotViewImpl(from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        let r = rect.standardized
        guard r.width.isFinite, r.height.isFinite, r.minX.isFinite, r.minY.isFinite else { return nil }
        let snapshot = SnapshotView(frame: CGRect(origin: .zero, size: r.size))
        guard prepareSnapshot(afterScreenUpdates: afterUpdates), r.width > 0, r.height > 0 else { return snapshot }
        let scale = window?.screen.scale ?? UIGraphicsDefaultScale
        // Past Cairo's largest image side there is no bitmap to capture into: an empty snapshot.
        guard r.width * scale <= Metrics.largestImageSide, r.height * scale <= Metrics.largestImageSide else { return snapshot }
        let format = UIGraphicsImageRendererFormat(scale: scale, opaque: false)
        // The renderer's bounds are the captured rect, so the layer tree (bounds origin at the context's
        // origin) lands with rect's corner at the image's.
        var image = UIGraphicsImageRenderer(bounds: CGRect(origin: .zero, size: r.size), format: format).image { ctx in
            ctx.cgContext.translateBy(x: bounds.minX - r.minX, y: bounds.minY - r.minY)
            CALayer.renderTree(layer, in: ctx.cgContext, presentation: true)
        }
        if capInsets != .zero { image = image.resizableImage(withCapInsets: capInsets) }
        snapshot.show(image)
        return snapshot
    }

    /// Lays out and draws what is pending when `afterUpdates` asks for it; otherwise whether the view has
    /// been on screen to be captured (Apple logs and captures nothing when it has not).
    private func prepareSnapshot(afterScreenUpdates afterUpdates: Bool) -> Bool {
        if afterUpdates {
            layoutIfNeeded()
            UIView.displayPending(layer)
            return true
        }
        // Linux: "has been rendered at least once" is "is in a window" (no render server to ask).
        if window == nil {
            let address = Unmanaged.passUnretained(self).toOpaque()
            FileHandle.standardError.write(Data(("[Snapshotting] Snapshotting a view (\(address), \(type(of: self))) that has not been "
                + "rendered at least once requires afterScreenUpdates:YES.\n").utf8))
            return false
        }
        return true
    }

    private static func displayPending(_ layer: CALayer) {
        layer.displayIfNeeded()
        for sub in layer.sublayers ?? [] { displayPending(sub) }
        if let mask = layer.mask { displayPending(mask) }
    }
}
