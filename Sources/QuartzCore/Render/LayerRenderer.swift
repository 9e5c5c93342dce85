// Frame stage 7 composite (docs/ARCHITECTURE.md). Before: 6, commit — QuartzCore CATransaction.commitAll.
// After: 8, present — Platform/Platform.swift PlatformBackend.present → SDLBackend.present / HeadlessBackend.
import Foundation
import CCairo
import CoreGraphics

/// A 2D affine transform in Cairo's terms, used on the render side.
struct Affine {
    var t: CGAffineTransform

    static let identity = Affine(t: .identity)

    /// Layer bounds space → superlayer space (FACTS.md): position + T × (p − bounds.origin − anchor × size),
    /// then the parent's sublayerTransform about the parent's anchor point. 3D transforms are drawn through
    /// their affine part (docs/DIFFERENCES.md). Reads the layer's fields in place: copying its whole state
    /// would retain and release its colours and contents, for every layer of every frame (perf, compositor
    /// move), and `borrowing` spares a retain of the layer.
    init(layer: borrowing CALayer, parent: SublayerSpace?) {
        let b = layer.s.bounds, a = layer.s.anchorPoint, position = layer.s.position, transform = layer.s.transform
        var m = CGAffineTransform(translationX: -(b.minX + a.x * b.width), y: -(b.minY + a.y * b.height))
        m = m.concatenating(CATransform3DGetAffineTransform(transform))
        m = m.concatenating(CGAffineTransform(translationX: position.x, y: position.y))
        if let p = parent {
            m = m.concatenating(CGAffineTransform(translationX: -p.anchor.x, y: -p.anchor.y))
                .concatenating(p.transform)
                .concatenating(CGAffineTransform(translationX: p.anchor.x, y: p.anchor.y))
        }
        t = m
    }

    init(t: CGAffineTransform) { self.t = t }

    /// self, then `o`.
    func then(_ o: Affine) -> Affine { Affine(t: t.concatenating(o.t)) }

    var isAxisAligned: Bool { t.b == 0 && t.c == 0 }

    /// Whether a layer with these bounds, placed by this transform, can be drawn: finite and invertible. Core
    /// Animation accepts infinite positions, sizes and transforms (only NaN in position and bounds is refused
    /// when set), so they reach the renderer; such a layer and its subtree draw nothing, rather than feeding
    /// infinities to rectangle arithmetic and Cairo.
    func canDraw(_ bounds: CGRect) -> Bool {
        let det = t.a * t.d - t.b * t.c
        return det != 0 && det.isFinite && t.tx.isFinite && t.ty.isFinite
            && bounds.origin.x.isFinite && bounds.origin.y.isFinite && bounds.size.width.isFinite && bounds.size.height.isFinite
    }

    /// With no rotation or skew, the translation rounded to whole device pixels (DESIGN.md decision 6).
    var snapped: Affine {
        guard isAxisAligned else { return self }
        var s = t
        s.tx = s.tx.rounded()
        s.ty = s.ty.rounded()
        return Affine(t: s)
    }

    var cairo: cairo_matrix_t { cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty) }
}

/// What placing a layer needs of its superlayer: the superlayer's sublayerTransform (affine part) and the
/// anchor point it turns about, in the superlayer's bounds space; nil when that transform is the identity.
/// A plain value, so handing it down the tree copies none of the superlayer's state (whose colours, contents
/// and paths would each be retained and released).
struct SublayerSpace {
    var anchor: CGPoint
    var transform: CGAffineTransform

    init?(_ layer: borrowing CALayer) {
        guard !CATransform3DIsIdentity(layer.s.sublayerTransform) else { return nil }
        let b = layer.s.bounds, a = layer.s.anchorPoint
        anchor = CGPoint(x: b.minX + a.x * b.width, y: b.minY + a.y * b.height)
        transform = CATransform3DGetAffineTransform(layer.s.sublayerTransform)
    }
}

/// Draws layer trees with Cairo. Stateless apart from caches: what to draw is decided by the caller
/// (the compositor passes a clip and a cull rectangle; `render(in:)` draws everything).
final class LayerRenderer {
    /// Layers whose own parts (background, contents, border) are skipped because an opaque layer in
    /// front covers them (set by the compositor per frame).
    var occluded: Set<ObjectIdentifier> = []
    /// Layers whose whole subtree lies outside the damage (set by the compositor per frame).
    var culled: Set<ObjectIdentifier> = []
    /// The pixels a layer showed when each running CATransition began, in device space, by transition
    /// (kept by the compositor; without one, a transition draws the new state only).
    var transitionSnapshots: [ObjectIdentifier: (surface: OpaquePointer, rect: CGRect)] = [:]
    /// The layer being drawn as the "new" side of its own transition (not transitioned again).
    private var drawingTransitionTarget: ObjectIdentifier?
    /// Media time the presentation tree is sampled at.
    var time: CFTimeInterval = 0
    /// Whether to draw the presentation tree (animations applied) or the model tree.
    var usePresentation = true

    private var shadowCache: [ObjectIdentifier: ShadowMask] = [:]

    final class ShadowMask {
        let key: [CGFloat]
        let surface: OpaquePointer
        /// Where the mask's pixel (0,0) sits in the layer's bounds space, and points per mask pixel.
        let origin: CGPoint
        let pointsPerPixel: CGFloat
        init(key: [CGFloat], surface: OpaquePointer, origin: CGPoint, pointsPerPixel: CGFloat) {
            self.key = key; self.surface = surface; self.origin = origin; self.pointsPerPixel = pointsPerPixel
        }
        deinit { cairo_surface_destroy(surface) }
    }

    /// The layer as it should be drawn: its presentation copy when animations run, the model otherwise.
    func shown(_ layer: CALayer) -> CALayer {
        if usePresentation, !layer.isPresentationCopy, layer.hasActiveAnimations {
            return layer.presentation(at: time)
        }
        return layer
    }

    /// Draws `layer` (already the shown version) and its subtree; `toDevice` maps its superlayer's space
    /// to device pixels.
    func draw(_ model: CALayer, shown layer: CALayer, parent: SublayerSpace?, toDevice: Affine, cr: OpaquePointer) {
        // The layer's state is read in place (layer.s.…): a copy of it would retain and release each of its
        // colours, contents and paths, for every layer of every frame (perf, compositor move: 1000 layers).
        if culled.contains(ObjectIdentifier(model)) { return }
        if layer.s.isHidden || layer.s.opacity <= 0 { return }
        let local = Affine(layer: layer, parent: parent).then(toDevice).snapped
        if !local.canDraw(layer.s.bounds) { return }
        if usePresentation, drawingTransitionTarget != ObjectIdentifier(model),
           let (transition, progress) = model.activeTransitions(at: time).last,
           let snapshot = transitionSnapshots[ObjectIdentifier(transition)] {
            drawTransition(model, shown: layer, parent: parent, toDevice: toDevice, local: local,
                           transition: transition, progress: CGFloat(progress), old: snapshot, cr: cr)
            return
        }

        let needsGroup = (layer.s.opacity < 1 && layer.s.allowsGroupOpacity && (hasVisibleSublayers(model) || partsCount(layer) > 1))
            || layer._mask != nil
        let alpha = CGFloat(layer.s.opacity)

        if layer.s.shadowOpacity > 0, let color = layer.s.shadowColor, color.alpha > 0 {
            drawShadow(model, layer.s, local: local, color: color, alpha: alpha, cr: cr)
        }

        if needsGroup { cairo_push_group(cr) }
        let partAlpha: CGFloat = needsGroup ? 1 : alpha
        var m = local.cairo
        cairo_save(cr)
        cairo_set_matrix(cr, &m)

        let ownPartsVisible = !occluded.contains(ObjectIdentifier(model))
        if ownPartsVisible, layer.s.backdropBlurRadius > 0 {
            drawBackdrop(model, layer, local: local, alpha: partAlpha, cr: cr)
            cairo_set_matrix(cr, &m)
        }
        if ownPartsVisible, let bg = layer.s.backgroundColor, bg.alpha > 0 {
            roundedRect(cr, layer.s.bounds, layer.s.cornerRadius, layer.s.maskedCorners)
            let (r, g, b, a) = bg.rgba
            cairo_set_source_rgba(cr, r, g, b, a * partAlpha)
            cairo_fill(cr)
        }

        cairo_save(cr)
        if layer.s.masksToBounds {
            roundedRect(cr, layer.s.bounds, layer.s.cornerRadius, layer.s.maskedCorners)
            cairo_clip(cr)
        }
        if ownPartsVisible {
            drawContents(layer, alpha: partAlpha, cr: cr)
            LayerKinds.drawOwnContent(layer, alpha: partAlpha, cr: cr)
        }
        // Sublayers, back to front by zPosition (stable).
        let subs = model._sublayers
        if !subs.isEmpty {
            let space = SublayerSpace(layer)
            let ordered = subs.count > 1 && subs.contains(where: { $0.s.zPosition != 0 })
                ? subs.enumerated().sorted { ($0.element.s.zPosition, $0.offset) < ($1.element.s.zPosition, $1.offset) }.map(\.element)
                : subs
            if let replicator = layer as? CAReplicatorLayer, replicator.instanceCount > 1 {
                LayerKinds.drawReplicated(replicator, sublayers: ordered, renderer: self, toDevice: local, cr: cr)
            } else {
                for sub in ordered {
                    draw(sub, shown: shown(sub), parent: space, toDevice: local, cr: cr)
                }
            }
        }
        cairo_restore(cr) // masksToBounds clip

        if ownPartsVisible, layer.s.borderWidth > 0, let bc = layer.s.borderColor, bc.alpha > 0 {
            cairo_set_matrix(cr, &m)
            let w = layer.s.borderWidth
            let inset = layer.s.bounds.insetBy(dx: w / 2, dy: w / 2)
            if inset.width >= 0, inset.height >= 0 {
                roundedRect(cr, inset, max(0, layer.s.cornerRadius - w / 2), layer.s.maskedCorners)
                let (r, g, b, a) = bc.rgba
                cairo_set_source_rgba(cr, r, g, b, a * partAlpha)
                cairo_set_line_width(cr, w)
                cairo_stroke(cr)
            }
        }
        cairo_restore(cr)

        if needsGroup {
            let content = cairo_pop_group(cr)!
            if let maskLayer = layer._mask {
                // The mask's alpha, drawn in this layer's space, multiplies the group.
                cairo_push_group(cr)
                let saveCulled = culled, saveOcc = occluded
                culled = []; occluded = []
                draw(maskLayer, shown: shown(maskLayer), parent: nil, toDevice: Affine(layer: layer, parent: parent).then(toDevice), cr: cr)
                culled = saveCulled; occluded = saveOcc
                let maskPattern = cairo_pop_group(cr)!
                cairo_save(cr)
                cairo_push_group(cr)
                cairo_set_source(cr, content)
                cairo_mask(cr, maskPattern)
                let masked = cairo_pop_group(cr)!
                cairo_set_source(cr, masked)
                cairo_paint_with_alpha(cr, alpha)
                cairo_pattern_destroy(masked)
                cairo_restore(cr)
                cairo_pattern_destroy(maskPattern)
            } else {
                cairo_save(cr)
                cairo_set_source(cr, content)
                cairo_paint_with_alpha(cr, alpha)
                cairo_restore(cr)
            }
            cairo_pattern_destroy(content)
        }
    }

    /// Draws a layer under a running CATransition: the old pixels (snapshot) and the new layer tree,
    /// cross-faded (fade) or slid within the layer's bounds (push, moveIn, reveal; the subtype says where the
    /// new content comes from, in screen terms).
    private func drawTransition(_ model: CALayer, shown layer: CALayer, parent: SublayerSpace?, toDevice: Affine,
                                local: Affine, transition: CATransition, progress p: CGFloat,
                                old: (surface: OpaquePointer, rect: CGRect), cr: OpaquePointer) {
        // The new side, as a device-space pattern (identity CTM at the pop, so it can be offset in pixels).
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_push_group(cr)
        drawingTransitionTarget = ObjectIdentifier(model)
        draw(model, shown: layer, parent: parent, toDevice: toDevice, cr: cr)
        drawingTransitionTarget = nil
        let new = cairo_pop_group(cr)!
        cairo_restore(cr)
        defer { cairo_pattern_destroy(new) }

        let box = layer.s.bounds.applying(local.t)
        var dir = CGPoint(x: -1, y: 0) // fromLeft (the default subtype)
        switch transition.subtype {
        case .some(.fromRight): dir = CGPoint(x: 1, y: 0)
        case .some(.fromTop): dir = CGPoint(x: 0, y: -1)
        case .some(.fromBottom): dir = CGPoint(x: 0, y: 1)
        default: break
        }
        let travel = CGPoint(x: dir.x * box.width, y: dir.y * box.height)
        func paintOld(offset f: CGFloat, alpha: CGFloat) {
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_set_source_surface(cr, old.surface, old.rect.minX + travel.x * f, old.rect.minY + travel.y * f)
            cairo_paint_with_alpha(cr, alpha)
            cairo_restore(cr)
        }
        func paintNew(offset f: CGFloat, alpha: CGFloat) {
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_translate(cr, travel.x * f, travel.y * f)
            cairo_set_source(cr, new)
            cairo_paint_with_alpha(cr, alpha)
            cairo_restore(cr)
        }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        if transition.type != .fade {
            // Sliding content stays inside the layer's bounds.
            cairo_rectangle(cr, box.minX, box.minY, box.width, box.height)
            cairo_clip(cr)
        }
        switch transition.type {
        case .push:
            paintOld(offset: -p, alpha: 1)
            paintNew(offset: 1 - p, alpha: 1)
        case .moveIn:
            paintOld(offset: 0, alpha: 1)
            paintNew(offset: 1 - p, alpha: 1)
        case .reveal:
            paintNew(offset: 0, alpha: 1)
            paintOld(offset: -p, alpha: 1)
        default: // fade: old × (1 − p) + new × p, summed in a group, then composited
            cairo_push_group(cr)
            paintOld(offset: 0, alpha: 1 - p)
            cairo_set_operator(cr, CAIRO_OPERATOR_ADD)
            paintNew(offset: 0, alpha: p)
            cairo_pop_group_to_source(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            cairo_paint(cr)
        }
        cairo_restore(cr)
    }

    private func hasVisibleSublayers(_ layer: CALayer) -> Bool {
        layer._sublayers.contains { !$0.s.isHidden && $0.s.opacity > 0 }
    }

    private func partsCount(_ layer: CALayer) -> Int {
        (layer.s.backgroundColor != nil ? 1 : 0) + (layer.s.contents != nil ? 1 : 0) + (layer.s.borderWidth > 0 ? 1 : 0)
    }

    // MARK: Contents

    /// The pixels of `contents` (a CGImage or a backing store), with the scale of a backing store (pixels per
    /// point it was drawn at; nil for an image, whose scale is the layer's contentsScale).
    func contentSurface(_ contents: Any?) -> (surface: OpaquePointer, width: Int, height: Int, storeScale: CGFloat?)? {
        guard let any = contents else { return nil }
        if let store = any as? CABackingStore { return (store.surface, store.pixelWidth, store.pixelHeight, store.scale) }
        // CGImage is a Swift class here, so `as?` works for it directly.
        if let image = any as? CGImage, let surface = image.cairoSurface { return (surface, image.width, image.height, nil) }
        return nil
    }

    /// Draws the layer's contents with its gravity, contentsRect, contentsCenter and contentsScale.
    func drawContents(_ layer: CALayer, alpha: CGFloat, cr: OpaquePointer) {
        guard let (surface, pw, ph, storeScale) = contentSurface(layer.s.contents) else { return }
        let cr0 = layer.s.contentsRect
        let src = CGRect(x: cr0.minX * CGFloat(pw), y: cr0.minY * CGFloat(ph), width: cr0.width * CGFloat(pw), height: cr0.height * CGFloat(ph))
        guard src.width > 0, src.height > 0 else { return }
        let scale = storeScale ?? max(layer.s.contentsScale, 0.01)
        let contentSize = CGSize(width: src.width / scale, height: src.height / scale)
        let gravity = layer.s.contentsGravity
        let dest = ContentGeometry.destination(gravity: gravity, contentSize: contentSize, bounds: layer.s.bounds)
        let filter = layer.s.magnificationFilter == .nearest ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD
        let scaling = gravity == .resize || gravity == .resizeAspect || gravity == .resizeAspectFill
        if scaling && layer.s.contentsCenter != CGRect(x: 0, y: 0, width: 1, height: 1) {
            for (sp, dp) in ContentGeometry.ninePart(src: src, center: layer.s.contentsCenter, scale: scale, dest: dest) {
                blit(surface, src: sp, dest: dp, alpha: alpha, filter: filter, cr: cr)
            }
        } else {
            blit(surface, src: src, dest: dest, alpha: alpha, filter: filter, cr: cr)
        }
    }

    /// Draws the `src` pixels of `surface` into the `dest` rectangle of the current user space.
    func blit(_ surface: OpaquePointer, src: CGRect, dest: CGRect, alpha: CGFloat, filter: cairo_filter_t, cr: OpaquePointer) {
        guard dest.width > 0, dest.height > 0, src.width > 0, src.height > 0 else { return }
        let pattern = cairo_pattern_create_for_surface(surface)!
        // user (dest) → pattern pixels
        let sx = src.width / dest.width, sy = src.height / dest.height
        var pm = cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: sy, x0: src.minX - dest.minX * sx, y0: src.minY - dest.minY * sy)
        cairo_pattern_set_matrix(pattern, &pm)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        var device = cairo_matrix_t()
        cairo_get_matrix(cr, &device)
        // Unscaled, pixel-aligned blits need no filtering at all.
        let exact = abs(device.xx * dest.width - src.width) < 1e-9 && abs(device.yy * dest.height - src.height) < 1e-9
            && device.xy == 0 && device.yx == 0
        cairo_pattern_set_filter(pattern, exact ? CAIRO_FILTER_NEAREST : filter)
        cairo_set_source(cr, pattern)
        cairo_rectangle(cr, dest.minX, dest.minY, dest.width, dest.height)
        if alpha >= 1 {
            cairo_fill(cr)
        } else {
            cairo_save(cr)
            cairo_clip(cr)
            cairo_paint_with_alpha(cr, alpha)
            cairo_restore(cr)
        }
        cairo_pattern_destroy(pattern)
    }

    // MARK: Shadows

    /// Draws the layer's shadow under everything else: the shape is `shadowPath` when set, otherwise the
    /// rounded bounds when there is a background, otherwise the contents' alpha. The blurred mask is
    /// cached per layer until the shape, radius or scale changes.
    private func drawShadow(_ model: CALayer, _ s: CALayerState, local: Affine, color: CGColor, alpha: CGFloat, cr: OpaquePointer) {
        let scale = max(abs(local.t.a), abs(local.t.d), abs(local.t.b), abs(local.t.c), 0.01)
        guard (s.shadowRadius * 2 + 2).isFinite else { return } // an infinite blur spreads the shadow to nothing
        let radius = max(0, s.shadowRadius)
        var key: [CGFloat] = [s.bounds.minX, s.bounds.minY, s.bounds.width, s.bounds.height, radius, scale, s.cornerRadius,
                              CGFloat(s.maskedCorners.rawValue), CGFloat(model.contentSeed % 1_000_000_007)]
        if let p = s.shadowPath { key.append(CGFloat(p.hashValue % 1_000_000_007)) }
        let id = ObjectIdentifier(model)
        let mask: ShadowMask
        if let cached = shadowCache[id], cached.key == key {
            mask = cached
        } else {
            guard let made = makeShadowMask(s, scale: scale, radius: radius, key: key) else { return }
            shadowCache[id] = made
            mask = made
        }
        cairo_save(cr)
        var m = local.cairo
        cairo_set_matrix(cr, &m)
        cairo_translate(cr, s.shadowOffset.width + mask.origin.x, s.shadowOffset.height + mask.origin.y)
        cairo_scale(cr, mask.pointsPerPixel, mask.pointsPerPixel)
        let (r, g, b, a) = color.rgba
        cairo_set_source_rgba(cr, r, g, b, a * CGFloat(s.shadowOpacity) * alpha)
        cairo_mask_surface(cr, mask.surface, 0, 0)
        cairo_restore(cr)
    }

    private func makeShadowMask(_ s: CALayerState, scale: CGFloat, radius: CGFloat, key: [CGFloat]) -> ShadowMask? {
        let shapeBox: CGRect
        if let p = s.shadowPath { shapeBox = p.boundingBoxOfPath } else { shapeBox = s.bounds }
        if shapeBox.isNull || shapeBox.isEmpty { return nil }
        let pad = ceil(radius * 2 + 2)
        let box = shapeBox.insetBy(dx: -pad, dy: -pad)
        // Compared as floating point first: a huge or infinite layer must give no mask, not trap in Int(_:).
        let fw = (box.width * scale).rounded(.up), fh = (box.height * scale).rounded(.up)
        guard fw > 0, fh > 0, fw <= 8192, fh <= 8192 else { return nil }
        let pw = Int(fw), ph = Int(fh)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(pw), Int32(ph)) else { return nil }
        let mcr = cairo_create(surface)!
        cairo_scale(mcr, scale, scale)
        cairo_translate(mcr, -box.minX, -box.minY)
        cairo_set_source_rgba(mcr, 0, 0, 0, 1)
        if let p = s.shadowPath {
            appendPath(p, to: mcr)
            cairo_fill(mcr)
        } else if s.backgroundColor != nil {
            roundedRect(mcr, s.bounds, s.cornerRadius, s.maskedCorners)
            cairo_fill(mcr)
        } else if let (content, cw, ch, _) = contentSurface(s.contents) {
            let pattern = cairo_pattern_create_for_surface(content)!
            var pm = cairo_matrix_t(xx: CGFloat(cw) / s.bounds.width, yx: 0, xy: 0, yy: CGFloat(ch) / s.bounds.height,
                                    x0: -s.bounds.minX * CGFloat(cw) / s.bounds.width, y0: -s.bounds.minY * CGFloat(ch) / s.bounds.height)
            cairo_pattern_set_matrix(pattern, &pm)
            cairo_set_source(mcr, pattern)
            cairo_rectangle(mcr, s.bounds.minX, s.bounds.minY, s.bounds.width, s.bounds.height)
            cairo_fill(mcr)
            cairo_pattern_destroy(pattern)
        }
        cairo_destroy(mcr)
        cairo_surface_flush(surface)
        // Core Animation's shadowRadius behaves like a Gaussian blur of sigma ≈ radius / 2 (⚠ measured by others).
        ShadowBlur.blur(alpha: cairo_image_surface_get_data(surface), width: pw, height: ph,
                        stride: Int(cairo_image_surface_get_stride(surface)), sigma: radius * scale / 2)
        cairo_surface_mark_dirty(surface)
        return ShadowMask(key: key, surface: surface, origin: box.origin, pointsPerPixel: 1 / scale)
    }

    /// Forgets cached shadows of layers no longer drawn.
    func pruneCaches(keeping live: Set<ObjectIdentifier>) {
        shadowCache = shadowCache.filter { live.contains($0.key) }
        backdropCache = backdropCache.filter { live.contains($0.key) }
    }

    // MARK: Backdrop blur

    private var backdropCache: [ObjectIdentifier: BackdropCache] = [:]
    private let blurWorkspace = BoxBlur.Workspace()
    /// Times a backdrop blur was computed, in full or for the part behind it that changed: once per layer per frame.
    private(set) var blurRecomputations = 0
    /// The device rectangles whose blur was recomputed since the compositor's frame began (`resetFrameCounters`).
    private(set) var blurRecomputedRects: [CGRect] = []
    func resetFrameCounters() { blurRecomputedRects.removeAll(keepingCapacity: true) }

    /// Paints a blur of the pixels already composited behind `layer`, clipped to its rounded bounds. Only the
    /// damaged parts of the frame hold fresh pixels behind it (the compositor widened the damage by the blur's
    /// reach); they are downsampled into the kept copy of what lies behind, and where that copy changed the
    /// blur is recomputed, out to its reach (BackdropCache).
    private func drawBackdrop(_ model: CALayer, _ layer: CALayer, local: Affine, alpha: CGFloat, cr: OpaquePointer) {
        guard let target = cairo_get_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              let g = BackdropGeometry(radius: layer.s.backdropBlurRadius, bounds: layer.s.bounds, local: local,
                                       surfaceWidth: Int(cairo_image_surface_get_width(target)),
                                       surfaceHeight: Int(cairo_image_surface_get_height(target))) else { return }
        cairo_surface_flush(target)
        let stride = Int(cairo_image_surface_get_stride(target))
        guard let base = cairo_image_surface_get_data(target) else { return }
        let f = g.factor
        let rx = Int(g.region.minX), ry = Int(g.region.minY), rw = Int(g.region.width), rh = Int(g.region.height)
        let key = [rx, ry, rw, rh, f, Int(g.radius * 16)]
        let id = ObjectIdentifier(model)
        var full = false
        if backdropCache[id]?.key != key {
            backdropCache[id] = BackdropCache(key: key, factor: f, regionWidth: rw, regionHeight: rh)
            full = true
        }
        guard let cache = backdropCache[id] else { return }
        let sw = cache.width, sh = cache.height

        // The fresh parts: the clip's rectangles (the damage), on the blur's grid, in blurred pixels.
        var patches: [BackdropCache.Box] = []
        cairo_save(cr)
        cairo_identity_matrix(cr)
        if !full, let list = cairo_copy_clip_rectangle_list(cr) {
            if list.pointee.status == CAIRO_STATUS_SUCCESS {
                for i in 0..<Int(list.pointee.num_rectangles) {
                    let r = list.pointee.rectangles[i]
                    let c = CGRect(x: r.x, y: r.y, width: r.width, height: r.height).intersection(g.region)
                    guard !c.isNull, !c.isEmpty else { continue }
                    // Inward: a blurred pixel only partly inside the damage keeps its kept value.
                    let x0 = Int(((c.minX - g.region.minX) / CGFloat(f)).rounded(.up))
                    let y0 = Int(((c.minY - g.region.minY) / CGFloat(f)).rounded(.up))
                    var x1 = Int(((c.maxX - g.region.minX) / CGFloat(f)).rounded(.down))
                    var y1 = Int(((c.maxY - g.region.minY) / CGFloat(f)).rounded(.down))
                    if c.maxX >= g.region.maxX { x1 = sw }
                    if c.maxY >= g.region.maxY { y1 = sh }
                    let p = BackdropCache.Box(x0: x0, y0: y0, x1: min(x1, sw), y1: min(y1, sh))
                    if !p.isEmpty { patches.append(p) }
                }
            } else {
                full = true
            }
            cairo_rectangle_list_destroy(list)
        }
        cairo_restore(cr)
        if full { patches = [cache.all] }

        let changed = cache.update(from: UnsafeMutableRawPointer(base), stride: stride, regionX: rx, regionY: ry,
                                   patches: patches)
        let dirty = full ? [cache.all] : changed
        if !dirty.isEmpty {
            blurRecomputations += 1
            let recomputed = cache.reblur(dirty, with: BoxBlur(radius: g.radius / CGFloat(f)), workspace: blurWorkspace)
            for o in recomputed {
                blurRecomputedRects.append(CGRect(x: rx + o.x0 * f, y: ry + o.y0 * f, width: (o.x1 - o.x0) * f,
                                                  height: (o.y1 - o.y0) * f).intersection(g.region))
            }
        }

        cairo_save(cr)
        var m = local.cairo
        cairo_set_matrix(cr, &m)
        cairo_new_path(cr)
        roundedRect(cr, layer.s.bounds, layer.s.cornerRadius, layer.s.maskedCorners)
        cairo_identity_matrix(cr)
        cairo_clip(cr)
        cairo_set_source_surface(cr, cache.blurred, g.region.minX, g.region.minY)
        // An opaque blur is copied: the same pixels as painting it over, for less work.
        if alpha >= 1, cache.isOpaque { cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE) }
        cairo_paint_with_alpha(cr, alpha)
        cairo_restore(cr)
    }
}

// MARK: - Shapes

/// Adds a rectangle with rounded corners (only the corners in `corners`) to the current path.
func roundedRect(_ cr: OpaquePointer, _ r: CGRect, _ radius: CGFloat, _ corners: CACornerMask) {
    let rad = max(0, min(radius, min(r.width, r.height) / 2))
    if rad == 0 {
        cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
        return
    }
    // In the layer's y-down space: minY is the top. CACornerMask names corners by min/max x and y.
    let tl = corners.contains(.layerMinXMinYCorner) ? rad : 0
    let tr = corners.contains(.layerMaxXMinYCorner) ? rad : 0
    let br = corners.contains(.layerMaxXMaxYCorner) ? rad : 0
    let bl = corners.contains(.layerMinXMaxYCorner) ? rad : 0
    cairo_new_sub_path(cr)
    cairo_move_to(cr, r.minX + tl, r.minY)
    cairo_line_to(cr, r.maxX - tr, r.minY)
    if tr > 0 { cairo_arc(cr, r.maxX - tr, r.minY + tr, tr, -.pi / 2, 0) }
    cairo_line_to(cr, r.maxX, r.maxY - br)
    if br > 0 { cairo_arc(cr, r.maxX - br, r.maxY - br, br, 0, .pi / 2) }
    cairo_line_to(cr, r.minX + bl, r.maxY)
    if bl > 0 { cairo_arc(cr, r.minX + bl, r.maxY - bl, bl, .pi / 2, .pi) }
    cairo_line_to(cr, r.minX, r.minY + tl)
    if tl > 0 { cairo_arc(cr, r.minX + tl, r.minY + tl, tl, .pi, 1.5 * .pi) }
    cairo_close_path(cr)
}

/// Appends a CGPath's elements to a Cairo path.
func appendPath(_ path: CGPath, to cr: OpaquePointer) { path.appendToCairo(cr) }

/// Where contents go inside the bounds.
enum ContentGeometry {
    /// The rectangle, in bounds space (y-down: "top" is minY, the top of the screen), that content of
    /// `contentSize` points occupies under `gravity`.
    static func destination(gravity: CALayerContentsGravity, contentSize c: CGSize, bounds b: CGRect) -> CGRect {
        switch gravity {
        case .resize:
            return b
        case .resizeAspect, .resizeAspectFill:
            guard c.width > 0, c.height > 0 else { return b }
            let sx = b.width / c.width, sy = b.height / c.height
            let k = gravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let w = c.width * k, h = c.height * k
            return CGRect(x: b.midX - w / 2, y: b.midY - h / 2, width: w, height: h)
        default:
            let x: CGFloat, y: CGFloat
            switch gravity {
            case .left, .topLeft, .bottomLeft: x = b.minX
            case .right, .topRight, .bottomRight: x = b.maxX - c.width
            default: x = b.midX - c.width / 2
            }
            switch gravity {
            case .top, .topLeft, .topRight: y = b.minY
            case .bottom, .bottomLeft, .bottomRight: y = b.maxY - c.height
            default: y = b.midY - c.height / 2
            }
            return CGRect(x: x, y: y, width: c.width, height: c.height)
        }
    }

    /// The nine (source pixels, destination points) pairs of a contentsCenter stretch: corners keep their
    /// size (shrunk proportionally when the destination is too small), edges stretch one way, the centre both.
    static func ninePart(src: CGRect, center cc: CGRect, scale: CGFloat, dest: CGRect) -> [(CGRect, CGRect)] {
        let sx = [src.minX, src.minX + cc.minX * src.width, src.minX + cc.maxX * src.width, src.maxX]
        let sy = [src.minY, src.minY + cc.minY * src.height, src.minY + cc.maxY * src.height, src.maxY]
        var left = (sx[1] - sx[0]) / scale, right = (sx[3] - sx[2]) / scale
        var top = (sy[1] - sy[0]) / scale, bottom = (sy[3] - sy[2]) / scale
        if left + right > dest.width, left + right > 0 { let k = dest.width / (left + right); left *= k; right *= k }
        if top + bottom > dest.height, top + bottom > 0 { let k = dest.height / (top + bottom); top *= k; bottom *= k }
        let dx = [dest.minX, dest.minX + left, dest.maxX - right, dest.maxX]
        let dy = [dest.minY, dest.minY + top, dest.maxY - bottom, dest.maxY]
        var parts: [(CGRect, CGRect)] = []
        for j in 0..<3 {
            for i in 0..<3 {
                let s = CGRect(x: sx[i], y: sy[j], width: sx[i + 1] - sx[i], height: sy[j + 1] - sy[j])
                let d = CGRect(x: dx[i], y: dy[j], width: dx[i + 1] - dx[i], height: dy[j + 1] - dy[j])
                if s.width > 0, s.height > 0, d.width > 0, d.height > 0 { parts.append((s, d)) }
            }
        }
        return parts
    }
}
