import Foundation
import CCairo

/// A Quartz 2D drawing destination, here a bitmap drawn by Cairo.
///
/// A bare bitmap context is y-up with its origin at the bottom left, as on Apple's platforms:
/// Cairo's y-down device space sits under a hidden base transform, and `ctm` reports only what the
/// caller has set (identity at first). UIKit's contexts concatenate their own flip onto the CTM.
public final class CGContext {
    /// The Cairo context everything is drawn through (for QuartzCore and UIKit's text and layer drawing).
    package let cairo: OpaquePointer
    /// The Cairo surface drawn into.
    package let surface: OpaquePointer

    public let width: Int
    public let height: Int
    public let bitsPerComponent: Int
    public let bitsPerPixel: Int
    public let bytesPerRow: Int
    public let colorSpace: CGColorSpace?
    public let bitmapInfo: CGBitmapInfo
    /// The bitmap's memory.
    public let data: UnsafeMutableRawPointer?

    private let layout: PixelLayout
    /// True when Cairo cannot draw in place (another pixel layout): the bitmap is mirrored after each operation.
    private let mirrorsToData: Bool
    private let ownsData: Bool
    /// True for contexts drawing into someone else's Cairo surface (`init(drawingInto:)`).
    private let borrowsSurface: Bool
    /// Device pixels ← Quartz device space (y-up): the flip.
    private let base: CGAffineTransform

    struct Shadow {
        var offset: CGSize
        var blur: CGFloat
        var color: CGColor
    }

    /// The part of the graphics state Cairo does not keep for us.
    struct GState {
        var ctm = CGAffineTransform.identity
        var fill: (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 1)
        var stroke: (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 1)
        var alpha: CGFloat = 1
        var blendMode = CGBlendMode.normal
        var shadow: Shadow?
        var interpolationQuality = CGInterpolationQuality.default
        var shouldAntialias = true
        var allowsAntialiasing = true
    }

    var state = GState()
    private var stack: [GState] = []
    private var transparencyLayers: [(GState, Bool)] = []

    /// Creates a bitmap context. Supported, as on Apple's platforms: 8 bits per component with RGB and
    /// premultiplied or skipped alpha (32 bpp), gray without alpha (8 bpp), and alpha only (8 bpp).
    /// Other combinations give nil, with Apple's log line. Pass nil data to have the context allocate it,
    /// and 0 bytes per row to have it computed.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                             bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        self.init(data: data, width: width, height: height, bitsPerComponent: bitsPerComponent,
                  bytesPerRow: bytesPerRow, space: space, bitmapInfo: CGBitmapInfo(rawValue: bitmapInfo))
    }

    /// Creates a bitmap context with typed bitmap info.
    public init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                 bytesPerRow: Int, space: CGColorSpace, bitmapInfo: CGBitmapInfo) {
        let alpha = CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & 0x1F) ?? .none
        let bpp: Int
        switch (space.model, alpha) {
        case (_, .alphaOnly): bpp = 8
        case (.monochrome, .none): bpp = 8
        case (.rgb, .premultipliedFirst), (.rgb, .premultipliedLast), (.rgb, .noneSkipFirst), (.rgb, .noneSkipLast): bpp = 32
        default: bpp = 0
        }
        // Sizes are checked before any arithmetic on them, so huge values give nil rather than an overflow trap.
        let inRange = (1...32767).contains(width) && (1...32767).contains(height)
        let minRow = inRange ? width * bpp / 8 : 0
        let rowBytes = bytesPerRow == 0 ? (minRow + 3) & ~3 : bytesPerRow
        guard bpp > 0, bitsPerComponent == 8, inRange, rowBytes >= minRow, rowBytes <= Int(Int32.max) / height,
              let layout = PixelLayout(bitsPerComponent: 8, bitsPerPixel: bpp, model: alpha == .alphaOnly ? .monochrome : space.model,
                                       bitmapInfo: bitmapInfo)
        else {
            FileHandle.standardError.write(Data("CGBitmapContextCreate: unsupported parameter combination: \(bitsPerComponent) bits/component; \(bytesPerRow) bytes/row; \(space.description); bitmapInfo \(bitmapInfo.rawValue).\n".utf8))
            return nil
        }
        self.width = width
        self.height = height
        self.bitsPerComponent = 8
        self.bitsPerPixel = bpp
        self.bytesPerRow = rowBytes
        self.colorSpace = space
        self.bitmapInfo = bitmapInfo
        self.layout = layout
        if let data {
            self.data = data
            ownsData = false
        } else {
            self.data = UnsafeMutableRawPointer.allocate(byteCount: rowBytes * height, alignment: 16)
            self.data!.initializeMemory(as: UInt8.self, repeating: 0, count: rowBytes * height)
            ownsData = true
        }
        borrowsSurface = false
        let native = (layout.isCairoARGB32 || layout.isCairoRGB24) && rowBytes % 4 == 0
        mirrorsToData = !native
        if native {
            surface = cairo_image_surface_create_for_data(self.data!.assumingMemoryBound(to: UInt8.self),
                                                          layout.isCairoARGB32 ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_RGB24,
                                                          Int32(width), Int32(height), Int32(rowBytes))
        } else {
            surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
            // Start from what the caller's memory already holds.
            cairo_surface_flush(surface)
            layout.convertToARGB32(src: self.data!.assumingMemoryBound(to: UInt8.self), srcStride: rowBytes,
                                   dst: cairo_image_surface_get_data(surface), dstStride: Int(cairo_image_surface_get_stride(surface)),
                                   width: width, height: height)
            cairo_surface_mark_dirty(surface)
        }
        cairo = cairo_create(surface)
        base = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
        applyCTM()
    }

    /// A context drawing into an existing Cairo ARGB32 image surface (a layer's backing store).
    /// Like a bitmap context it starts y-up with an identity CTM; callers concatenate their own flip and scale.
    package init(drawingInto surface: OpaquePointer) {
        cairo_surface_reference(surface)
        self.surface = surface
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        bitsPerComponent = 8
        bitsPerPixel = 32
        bytesPerRow = Int(cairo_image_surface_get_stride(surface))
        colorSpace = CGColorSpaceCreateDeviceRGB()
        bitmapInfo = [.byteOrder32Little, CGBitmapInfo(alphaInfo: .premultipliedFirst)]
        layout = PixelLayout(bitsPerComponent: 8, bitsPerPixel: 32, model: .rgb, bitmapInfo: bitmapInfo)!
        data = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface))
        ownsData = false
        borrowsSurface = true
        mirrorsToData = false
        cairo = cairo_create(surface)
        base = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
        applyCTM()
    }

    deinit {
        cairo_destroy(cairo)
        // A surface over memory we do not own must not be touched after we are gone; a borrowed
        // surface (a layer's backing store) lives on.
        if !borrowsSurface { cairo_surface_finish(surface) }
        cairo_surface_destroy(surface)
        if ownsData { data?.deallocate() }
    }

    /// Where the alpha channel is.
    public var alphaInfo: CGImageAlphaInfo { CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & 0x1F) ?? .none }

    /// An image of the bitmap's current contents (a copy: later drawing does not change it).
    public func makeImage() -> CGImage? {
        cairo_surface_flush(surface)
        guard let data else { return nil }
        let bytes = Data(bytes: data, count: bytesPerRow * height)
        return CGImage(width: width, height: height, bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
                       bytesPerRow: bytesPerRow, space: colorSpace ?? CGColorSpaceCreateDeviceRGB(),
                       bitmapInfo: bitmapInfo, provider: CGDataProvider(bytes: bytes), decode: nil,
                       shouldInterpolate: true, intent: .defaultIntent)
    }

    /// Makes sure all drawing has reached the bitmap.
    public func flush() {
        cairo_surface_flush(surface)
        mirror()
    }

    /// Same as flush for a bitmap context.
    public func synchronize() { flush() }

    /// Copies Cairo's pixels into the caller's memory when it has another layout.
    package func mirror() {
        guard mirrorsToData, let data else { return }
        cairo_surface_flush(surface)
        layout.convertFromARGB32(src: cairo_image_surface_get_data(surface), srcStride: Int(cairo_image_surface_get_stride(surface)),
                                 dst: data.assumingMemoryBound(to: UInt8.self), dstStride: bytesPerRow,
                                 width: width, height: height)
    }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state (CTM, clip, colors, line style, alpha, shadow, blend mode…).
    public func saveGState() {
        cairo_save(cairo)
        stack.append(state)
    }

    /// Restores the most recently saved graphics state; without a saved one it does nothing.
    public func restoreGState() {
        guard let saved = stack.popLast() else { return }
        cairo_restore(cairo)
        state = saved
    }

    // MARK: Transforms

    /// The current transformation matrix, user space → Quartz device space.
    public var ctm: CGAffineTransform { state.ctm }

    /// The affine transform from user space to device space.
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { state.ctm }

    func applyCTM() {
        let m = state.ctm.concatenating(base)
        var cm = cairo_matrix_t(xx: m.a, yx: m.b, xy: m.c, yy: m.d, x0: m.tx, y0: m.ty)
        if m.a * m.d - m.b * m.c == 0 {
            // Cairo refuses singular matrices (and would stop drawing); keep the last good one.
            return
        }
        cairo_set_matrix(cairo, &cm)
    }

    /// Moves the origin of user space.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        concatenate(CGAffineTransform(translationX: tx, y: ty))
    }

    /// Scales user space.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
        concatenate(CGAffineTransform(scaleX: sx, y: sy))
    }

    /// Rotates user space by `angle` radians (counterclockwise in a y-up space).
    public func rotate(by angle: CGFloat) {
        concatenate(CGAffineTransform(rotationAngle: angle))
    }

    /// Prepends `transform` to the CTM: it applies to coordinates before the current CTM.
    public func concatenate(_ transform: CGAffineTransform) {
        state.ctm = transform.concatenating(state.ctm)
        applyCTM()
    }

    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm) }
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm.inverted()) }
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize { size.applying(state.ctm) }
    public func convertToUserSpace(_ size: CGSize) -> CGSize { size.applying(state.ctm.inverted()) }
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm) }
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm.inverted()) }

    // MARK: Style

    /// Sets the fill color.
    public func setFillColor(_ color: CGColor) { state.fill = color.rgba }
    /// Sets the fill color from RGBA components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { state.fill = (red, green, blue, alpha) }
    /// Sets the fill color to a gray level.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fill = (gray, gray, gray, alpha) }
    /// Sets the stroke color.
    public func setStrokeColor(_ color: CGColor) { state.stroke = color.rgba }
    /// Sets the stroke color from RGBA components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { state.stroke = (red, green, blue, alpha) }
    /// Sets the stroke color to a gray level.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.stroke = (gray, gray, gray, alpha) }

    /// Sets the global alpha that multiplies everything drawn (clamped to 0…1).
    public func setAlpha(_ alpha: CGFloat) { state.alpha = max(0, min(1, alpha)) }

    /// Sets how drawing combines with the bitmap.
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }

    /// Sets the width of stroked lines, in user space.
    public func setLineWidth(_ width: CGFloat) { cairo_set_line_width(cairo, max(0, width)) }

    /// Sets how line ends are drawn.
    public func setLineCap(_ cap: CGLineCap) {
        cairo_set_line_cap(cairo, cap == .round ? CAIRO_LINE_CAP_ROUND : cap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
    }

    /// Sets how joins between segments are drawn.
    public func setLineJoin(_ join: CGLineJoin) {
        cairo_set_line_join(cairo, join == .round ? CAIRO_LINE_JOIN_ROUND : join == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
    }

    /// Sets the limit beyond which miter joins become bevels.
    public func setMiterLimit(_ limit: CGFloat) { cairo_set_miter_limit(cairo, limit) }

    /// Sets the dash pattern; an empty `lengths` draws solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let valid = !lengths.isEmpty && lengths.allSatisfy { $0 >= 0 } && lengths.contains { $0 > 0 }
        if valid {
            lengths.map(Double.init).withUnsafeBufferPointer { cairo_set_dash(cairo, $0.baseAddress, Int32($0.count), phase) }
        } else {
            cairo_set_dash(cairo, nil, 0, 0)
        }
    }

    /// Sets the flatness of curves. Cairo chooses its own tolerance; kept for API compatibility.
    public func setFlatness(_ flatness: CGFloat) {}

    /// Whether shapes are anti-aliased (when allowed).
    public func setShouldAntialias(_ shouldAntialias: Bool) {
        state.shouldAntialias = shouldAntialias
        applyAntialias()
    }

    /// Whether anti-aliasing is allowed at all.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {
        state.allowsAntialiasing = allowsAntialiasing
        applyAntialias()
    }

    private func applyAntialias() {
        cairo_set_antialias(cairo, state.shouldAntialias && state.allowsAntialiasing ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    /// How images are resampled when drawn scaled.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    /// Enables a shadow under everything drawn next, with `blur` and a translucent black color.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }

    /// Enables a shadow under everything drawn next; a nil or clear color turns shadows off.
    /// The offset is in base space (y-up, unaffected by the CTM), as on Apple's platforms.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        if let color, color.alpha > 0 {
            state.shadow = Shadow(offset: offset, blur: max(0, blur), color: color)
        } else {
            state.shadow = nil
        }
    }

    // MARK: Transparency layers

    /// Starts drawing into an offscreen layer that is composited, with the current alpha, shadow and
    /// blend mode, by `endTransparencyLayer()`.
    public func beginTransparencyLayer(auxiliaryInfo: [String: Any]?) {
        beginLayer(bounded: false)
    }

    /// Starts a transparency layer bounded by `rect`.
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: [String: Any]?) {
        saveGState()
        clip(to: rect)
        beginLayer(bounded: true)
    }

    private func beginLayer(bounded: Bool) {
        transparencyLayers.append((state, bounded))
        cairo_push_group(cairo)
        state.alpha = 1
        state.shadow = nil
        state.blendMode = .normal
    }

    /// Composites the innermost transparency layer.
    public func endTransparencyLayer() {
        guard let (outer, bounded) = transparencyLayers.popLast() else { return }
        let pattern = cairo_pop_group(cairo)!
        let ctm = state.ctm
        state = outer
        state.ctm = ctm
        composite {
            cairo_set_source(self.cairo, pattern)
            cairo_paint_with_alpha(self.cairo, $0)
        }
        cairo_pattern_destroy(pattern)
        if bounded { restoreGState() }
    }
}
