// Frame stage 7 composite (docs/ARCHITECTURE.md). Before: 6, commit — QuartzCore CATransaction.commitAll.
// After: 8, present — Platform/Platform.swift PlatformBackend.present → SDLBackend.present / HeadlessBackend.
import Foundation
import CCairo
import CoreGraphics

/// Composites a layer tree into a pixel buffer, one frame at a time, redrawing only what changed.
///
/// Each frame samples the presentation tree at a media time, compares every layer's device-space
/// footprint and visual signature with the previous frame, and recomposites only the union of the
/// old and new footprints of what changed (added, removed and reordered layers included). A frame in
/// which nothing changed returns at once and touches no pixel. Layers whose own parts lie entirely
/// under an opaque, axis-aligned, fully opaque layer in front are not drawn.
package final class CACompositor {
    package let pixelWidth: Int
    package let pixelHeight: Int
    /// Device pixels per point.
    package let scale: CGFloat
    /// The target: a Cairo ARGB32 image surface. Kept inside QuartzCore: other modules read the pixels
    /// through `withPixels(_:)` and never see Cairo.
    let surface: OpaquePointer
    /// What damaged areas are cleared to before layers are drawn (nil: transparent).
    package var clearColor: CGColor?

    /// Damage of the last frame, in device pixels (empty when nothing changed).
    package private(set) var lastDamage: [CGRect] = []
    /// Pixels recomposited by the last frame (the damage area).
    package private(set) var lastPixelsTouched = 0
    /// Layers drawn (own parts) in the last frame; occluded and culled ones are not counted.
    package private(set) var lastLayersDrawn = 0
    /// How many times a backdrop blur has been computed (not taken from its cache) since the compositor was made.
    package var blurRecomputations: Int { renderer.blurRecomputations }
    /// The device rectangles whose backdrop blur the last frame recomputed (empty when it took every blur from
    /// its cache).
    package var lastBlurRecomputed: [CGRect] { renderer.blurRecomputedRects }

    private let renderer = LayerRenderer()
    private var records: [ObjectIdentifier: Record] = [:]
    private var lastSeed: UInt64 = .max
    private var lastRoot: ObjectIdentifier?
    private var anythingAnimated = true
    private var frameCounter: UInt64 = 0
    private var forceFull = true

    struct Signature: Equatable {
        var t: CGAffineTransform
        var bounds: CGRect
        var opacity: CGFloat
        var geometry: UInt64
        var appearance: UInt64
        var content: UInt64
        var sublayers: UInt64
        var mask: UInt64
        /// Frame number for animated layers (always "changed"); 0 otherwise.
        var animationFrame: UInt64
    }

    struct Record {
        /// Device-pixel footprint of the layer's own drawing (clipped by ancestors).
        var rect: CGRect
        /// Footprint of the layer and all its descendants.
        var subtreeRect: CGRect
        var signature: Signature
        var order: Int
    }

    /// Creates a compositor drawing into a new surface of the given size.
    package init?(pixelWidth: Int, pixelHeight: Int, scale: CGFloat = 1) {
        guard pixelWidth > 0, pixelHeight > 0, pixelWidth <= 32767, pixelHeight <= 32767,
              let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight)),
              cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else { return nil }
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
        surface = s
    }

    deinit {
        for (_, snap) in renderer.transitionSnapshots { cairo_surface_destroy(snap.surface) }
        cairo_surface_destroy(surface)
    }

    /// The next frame recomposites everything (after the target was changed from outside).
    package func invalidateAll() { forceFull = true }
    /// The device rectangles of this frame's backdrop-blur layers and of what their blur reads.
    private var backdrops: [BackdropGeometry] = []

    /// Lends the current frame's pixels to `body`, after any pending drawing has landed in them.
    ///
    /// Format: `pixelHeight` rows of `pixelWidth` pixels, top row first, `bytesPerRow` bytes apart
    /// (at least `pixelWidth * 4`). Each pixel is one 32-bit word in the machine's byte order holding
    /// premultiplied ARGB, alpha in the top 8 bits and blue in the bottom 8 (Cairo's ARGB32, SDL's
    /// ARGB8888; on little-endian machines the bytes in memory are B, G, R, A). The pointer is valid only
    /// during `body`, and the pixels are read-only.
    package func withPixels<R>(_ body: (_ pixels: UnsafeRawPointer, _ bytesPerRow: Int) throws -> R) rethrows -> R {
        cairo_surface_flush(surface)
        // A surface made by init?(…) is a live image surface, so its data is never nil.
        let data = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        return try body(data, Int(cairo_image_surface_get_stride(surface)))
    }

    /// A copy of the current frame.
    package func makeImage() -> CGImage? {
        cairo_surface_flush(surface)
        return CGImage(copying: surface)
    }

    /// Renders one frame of `root`'s tree (root's superlayer space = the screen, in points) sampled at
    /// media time `time`. Returns the damage in device pixels; empty when nothing changed.
    @discardableResult
    package func render(_ root: CALayer?, at time: CFTimeInterval = CACurrentMediaTime()) -> [CGRect] {
        frameCounter &+= 1
        renderer.resetFrameCounters()
        let rootID = root.map(ObjectIdentifier.init)
        if !forceFull, CALayer.changeSeed == lastSeed, !anythingAnimated, rootID == lastRoot {
            lastDamage = []
            lastPixelsTouched = 0
            lastLayersDrawn = 0
            return []
        }
        lastSeed = CALayer.changeSeed
        lastRoot = rootID
        renderer.time = time

        // 1. Walk the shown tree: footprints and signatures.
        var newRecords: [ObjectIdentifier: Record] = [:]
        newRecords.reserveCapacity(records.count)
        var occluders: [(order: Int, rect: CGRect)] = []
        var animated = false
        var order = 0
        backdrops = []
        let screen = CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        let toDevice = Affine(t: CGAffineTransform(scaleX: scale, y: scale))
        if let root {
            _ = visit(root, parent: nil, toDevice: toDevice, clip: screen, opacity: 1, inheritedAnimation: false,
                      into: &newRecords, occluders: &occluders, animated: &animated, order: &order)
        }
        anythingAnimated = animated

        // 2. Damage: old ∪ new footprints of whatever changed.
        var damage: [CGRect] = []
        if forceFull {
            damage = [screen]
        } else {
            for (id, new) in newRecords {
                guard let old = records[id] else { damage.append(new.rect); continue }
                if old.signature != new.signature {
                    if old.signature.sublayers != new.signature.sublayers {
                        damage.append(old.subtreeRect); damage.append(new.subtreeRect)
                    } else {
                        damage.append(old.rect); damage.append(new.rect)
                    }
                }
            }
            for (id, old) in records where newRecords[id] == nil { damage.append(old.rect) }
        }
        forceFull = false
        updateTransitionSnapshots(newRecords, time: time)
        records = newRecords
        // A change behind a backdrop blur moves the blur's output up to its reach away, on the blur's grid.
        if !backdrops.isEmpty {
            damage = damage.map { r in backdrops.reduce(r) { acc, b in b.widened(acc).map { $0.union(acc) } ?? acc } }
        }
        damage = damage.compactMap { r in
            let c = r.integral.intersection(screen)
            return c.isNull || c.isEmpty ? nil : c
        }
        let area = damage.reduce(0) { $0 + Int($1.width * $1.height) }
        if area > pixelWidth * pixelHeight / 2 { damage = [screen] }
        lastDamage = damage
        lastPixelsTouched = min(area, pixelWidth * pixelHeight)
        guard !damage.isEmpty else {
            lastLayersDrawn = 0
            return []
        }

        // 3. Cull subtrees outside the damage; skip own parts hidden under opaque layers in front.
        let damageBox = damage.dropFirst().reduce(damage[0]) { $0.union($1) }
        var culled = Set<ObjectIdentifier>()
        var occluded = Set<ObjectIdentifier>()
        for (id, rec) in newRecords {
            if !rec.subtreeRect.intersects(damageBox) || !damage.contains(where: { $0.intersects(rec.subtreeRect) }) {
                culled.insert(id)
                continue
            }
            let visiblePart = rec.rect.intersection(damageBox)
            if !visiblePart.isNull, occluders.contains(where: { $0.order > rec.order && $0.rect.contains(visiblePart) }) {
                occluded.insert(id)
            }
        }
        renderer.culled = culled
        renderer.occluded = occluded
        lastLayersDrawn = newRecords.count - culled.count - occluded.count

        // 4. Recomposite the damage.
        let cr = cairo_create(surface)!
        for r in damage { cairo_rectangle(cr, r.minX, r.minY, r.width, r.height) }
        cairo_clip(cr)
        // Clearing is needed only where no opaque layer will cover the damage anyway.
        if !occluders.contains(where: { $0.rect.contains(damageBox) }) {
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            if let c = clearColor {
                let (r, g, b, a) = c.rgba
                cairo_set_source_rgba(cr, r, g, b, a)
            } else {
                cairo_set_source_rgba(cr, 0, 0, 0, 0)
            }
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        }
        if let root {
            renderer.draw(root, shown: renderer.shown(root), parent: nil, toDevice: toDevice, cr: cr)
        }
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        if frameCounter % 64 == 0 { renderer.pruneCaches(keeping: Set(newRecords.keys)) }
        return damage
    }

    /// Keeps, for each running CATransition, the pixels its layer showed in the last frame before it began:
    /// the "old" side of the transition.
    private func updateTransitionSnapshots(_ newRecords: [ObjectIdentifier: Record], time: CFTimeInterval) {
        var live = Set<ObjectIdentifier>()
        for layer in transitioningLayers {
            guard let layer else { continue }
            for (t, _) in layer.activeTransitions(at: time) {
                let key = ObjectIdentifier(t)
                live.insert(key)
                guard renderer.transitionSnapshots[key] == nil, let old = records[ObjectIdentifier(layer)] else { continue }
                let r = old.subtreeRect.integral.intersection(CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight))
                guard !r.isNull, r.width >= 1, r.height >= 1,
                      let snap = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(r.width), Int32(r.height)) else { continue }
                let scr = cairo_create(snap)!
                cairo_set_source_surface(scr, surface, -r.minX, -r.minY)
                cairo_set_operator(scr, CAIRO_OPERATOR_SOURCE)
                cairo_paint(scr)
                cairo_destroy(scr)
                renderer.transitionSnapshots[key] = (snap, r)
            }
        }
        for (key, snap) in renderer.transitionSnapshots where !live.contains(key) {
            cairo_surface_destroy(snap.surface)
            renderer.transitionSnapshots[key] = nil
        }
        transitioningLayers = []
    }

    /// Layers seen with active animations this frame (candidates for transitions).
    private var transitioningLayers: [CALayer?] = []

    /// Records `model` and its subtree; returns the subtree's footprint.
    private func visit(_ model: CALayer, parent: SublayerSpace?, toDevice: Affine, clip: CGRect, opacity: CGFloat,
                       inheritedAnimation: Bool, into out: inout [ObjectIdentifier: Record],
                       occluders: inout [(order: Int, rect: CGRect)], animated: inout Bool, order: inout Int) -> CGRect {
        let layer = renderer.shown(model)
        // Fields are read in place (layer.s.…), never the whole state copied: see LayerRenderer.draw.
        if layer.s.isHidden || layer.s.opacity <= 0 { return .null }
        let hasAnimations = model.hasActiveAnimations
        let isAnimated = inheritedAnimation || hasAnimations
        if hasAnimations {
            animated = true
            transitioningLayers.append(model)
        }
        let local = Affine(layer: layer, parent: parent).then(toDevice).snapped
        if !local.canDraw(layer.s.bounds) { return .null } // nor does LayerRenderer.draw draw it
        let chain = opacity * CGFloat(layer.s.opacity)

        // Own footprint: bounds, grown by the shadow when there is one.
        var own = layer.s.bounds
        if layer.s.shadowOpacity > 0, layer.s.shadowColor != nil, (layer.s.shadowRadius * 2 + 2).isFinite {
            let shape = layer.s.shadowPath?.boundingBoxOfPath ?? layer.s.bounds
            let grow = layer.s.shadowRadius * 2 + 2
            own = own.union(shape.offsetBy(dx: layer.s.shadowOffset.width, dy: layer.s.shadowOffset.height).insetBy(dx: -grow, dy: -grow))
        }
        if let store = layer.s.contents, !(store is CABackingStore), layer.s.contentsGravity != .resize, !layer.s.masksToBounds {
            // Contents may overflow the bounds under center/top/… gravity.
            if let image = store as? CGImage {
                let size = CGSize(width: CGFloat(image.width) / max(layer.s.contentsScale, 0.01), height: CGFloat(image.height) / max(layer.s.contentsScale, 0.01))
                own = own.union(ContentGeometry.destination(gravity: layer.s.contentsGravity, contentSize: size, bounds: layer.s.bounds))
            }
        }
        if layer is CAShapeLayer || layer is CATextLayer || layer is CAReplicatorLayer, !layer.s.masksToBounds {
            own = own.insetBy(dx: -own.width - 64, dy: -own.height - 64) // may draw outside bounds
            if let shape = layer as? CAShapeLayer, let p = shape.path {
                own = p.boundingBox.insetBy(dx: -shape.lineWidth - shape.miterLimit, dy: -shape.lineWidth - shape.miterLimit)
            }
        }
        var rect = own.applying(local.t).insetBy(dx: -1, dy: -1).intersection(clip)
        if rect.isEmpty { rect = .null }

        if layer.s.backdropBlurRadius > 0, !rect.isNull,
           let g = BackdropGeometry(radius: layer.s.backdropBlurRadius, bounds: layer.s.bounds, local: local,
                                    surfaceWidth: pixelWidth, surfaceHeight: pixelHeight) {
            backdrops.append(g)
        }
        let myOrder = order
        order += 1
        let maskSeed = layer._mask.map { $0.geometrySeed &+ $0.appearanceSeed &+ $0.contentSeed &+ $0.sublayersSeed } ?? 0
        let sig = Signature(t: local.t, bounds: layer.s.bounds, opacity: chain, geometry: model.geometrySeed,
                            appearance: model.appearanceSeed, content: model.contentSeed, sublayers: model.sublayersSeed,
                            mask: maskSeed, animationFrame: isAnimated ? frameCounter : 0)

        // An occluder: fully opaque background filling axis-aligned bounds, nothing translucent above it.
        if chain >= 1, local.isAxisAligned, layer.s.cornerRadius == 0, layer._mask == nil,
           let bg = layer.s.backgroundColor, bg.alpha >= 1, !rect.isNull {
            let inner = layer.s.bounds.applying(local.t).intersection(clip)
            let px = CGRect(x: inner.minX.rounded(.up), y: inner.minY.rounded(.up),
                            width: inner.maxX.rounded(.down) - inner.minX.rounded(.up),
                            height: inner.maxY.rounded(.down) - inner.minY.rounded(.up))
            if px.width >= 32, px.height >= 32 { occluders.append((myOrder, px)) }
        }

        var subtree = rect
        let subs = model._sublayers
        if !subs.isEmpty {
            let space = SublayerSpace(layer)
            let childClip = layer.s.masksToBounds ? clip.intersection(layer.s.bounds.applying(local.t).insetBy(dx: -1, dy: -1)) : clip
            let needsGroup = chain < 1 || layer._mask != nil
            for sub in subs {
                // Inside a translucent or masked group nothing occludes what is outside it.
                var childOccluders: [(order: Int, rect: CGRect)] = []
                let r = visit(sub, parent: space, toDevice: local, clip: childClip, opacity: chain,
                              inheritedAnimation: isAnimated, into: &out,
                              occluders: &childOccluders, animated: &animated, order: &order)
                if !needsGroup { occluders.append(contentsOf: childOccluders) }
                if !r.isNull { subtree = subtree.isNull ? r : subtree.union(r) }
            }
        }
        out[ObjectIdentifier(model)] = Record(rect: rect.isNull ? .zero : rect, subtreeRect: subtree.isNull ? .zero : subtree,
                                              signature: sig, order: myOrder)
        return subtree
    }
}

extension CALayer {
    /// Draws `layer`'s tree (the model, without animations) into `ctx` in the context's current user space,
    /// with the layer's bounds origin at the context's origin: Apple's `render(in:)`.
    /// With `presentation`, running animations are applied as the screen shows them at the current media
    /// time (UIView's drawHierarchy and snapshots draw the view "as visible onscreen").
    package static func renderTree(_ layer: CALayer, in ctx: CGContext, presentation: Bool = false) {
        let renderer = LayerRenderer()
        renderer.usePresentation = presentation
        renderer.time = CACurrentMediaTime()
        var m = cairo_matrix_t()
        cairo_get_matrix(ctx.cairo, &m)
        let current = Affine(t: CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0))
        // The layer's own position and transform are ignored: its visible bounds start at the context's origin.
        let shown = renderer.shown(layer)
        let s = shown.s
        let own = Affine(layer: shown, parent: nil).t
        let toDevice = Affine(t: own.inverted()
            .concatenating(CGAffineTransform(translationX: -s.bounds.minX, y: -s.bounds.minY))
            .concatenating(current.t))
        cairo_save(ctx.cairo)
        renderer.draw(layer, shown: shown, parent: nil, toDevice: toDevice, cr: ctx.cairo)
        cairo_restore(ctx.cairo)
        ctx.flush()
    }
}
