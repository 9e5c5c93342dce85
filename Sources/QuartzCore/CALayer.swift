import Foundation
import CoreGraphics
import Synchronization

/// Kinds of change a layer reports to the render side.
package struct CALayerChange: OptionSet, Sendable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }
    /// bounds, position, anchorPoint(Z), zPosition, transform, sublayerTransform.
    package static let geometry = CALayerChange(rawValue: 1)
    /// How the layer looks without redrawing: colours, opacity, border, corners, shadow, mask, hidden, contents placement.
    package static let appearance = CALayerChange(rawValue: 2)
    /// The pixels: `contents` or a redraw (display).
    package static let content = CALayerChange(rawValue: 4)
    /// The sublayer list.
    package static let sublayers = CALayerChange(rawValue: 8)
}

/// The plain stored properties of a layer, kept together so copies (init(layer:)) are one assignment.
struct CALayerState {
    // Geometry first, with what a bounds change reads (see CALayer's stored properties).
    var bounds = CGRect.zero
    var position = CGPoint.zero
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var needsDisplayOnBoundsChange = false
    var zPosition: CGFloat = 0
    var anchorPointZ: CGFloat = 0
    var transform = CATransform3DIdentity
    var sublayerTransform = CATransform3DIdentity
    var isHidden = false
    var isDoubleSided = true
    var isGeometryFlipped = false
    var masksToBounds = false
    var contents: Any?
    var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    var contentsGravity = CALayerContentsGravity.resize
    var contentsScale: CGFloat = 1
    var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    var contentsFormat = CALayerContentsFormat.RGBA8Uint
    var minificationFilter = CALayerContentsFilter.linear
    var magnificationFilter = CALayerContentsFilter.linear
    var minificationFilterBias: Float = 0
    var isOpaque = false
    var drawsAsynchronously = false
    var edgeAntialiasingMask: CAEdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge]
    var allowsEdgeAntialiasing = false
    var backgroundColor: CGColor?
    var cornerRadius: CGFloat = 0
    var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    var cornerCurve = CALayerCornerCurve.circular
    var borderWidth: CGFloat = 0
    var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
    var opacity: Float = 1
    var allowsGroupOpacity = true
    var compositingFilter: Any?
    var filters: [Any]?
    var backgroundFilters: [Any]?
    var shouldRasterize = false
    var rasterizationScale: CGFloat = 1
    var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
    var shadowOpacity: Float = 0
    var shadowOffset = CGSize(width: 0, height: -3)
    var shadowRadius: CGFloat = 3
    var backdropBlurRadius: CGFloat = 0
    var shadowPath: CGPath?
    var name: String?
    // CAMediaTiming
    var beginTime: CFTimeInterval = 0
    var duration: CFTimeInterval = 0
    var speed: Float = 1
    var timeOffset: CFTimeInterval = 0
    var repeatCount: Float = 0
    var repeatDuration: CFTimeInterval = 0
    var autoreverses = false
    var fillMode = CAMediaTimingFillMode.removed
}

/// An object that manages image-based content and lets you animate it: the model of one node
/// of the layer tree.
///
/// Layers are not tied to a thread or actor; like Apple's they are not Sendable and belong to
/// whoever uses them (the main thread for view-backed layers).
open class CALayer: NSObject, CAMediaTiming {
    // What a layout pass reads or writes for every layer comes first (stored properties are laid out in
    // declaration order), then the state, which starts with the geometry: a pass over many layers touches
    // two or three cache lines of each rather than lines spread over the whole object.
    @exclusivity(unchecked) var _sublayers: [CALayer] = []
    /// A delegate that owns the layer (a view), held without a weak reference: an object that is weakly
    /// referenced keeps its reference counts in a side table, which makes every retain and release of it
    /// slower (views are retained and released all through a layout pass). The owner clears it when it
    /// goes away (`ownerWillGoAway`).
    unowned(unsafe) var ownerDelegate: CALayerDelegate?
    weak var _superlayer: CALayer?
    var _mask: CALayer?
    /// Set on presentation copies: they never run actions or join transactions.
    package internal(set) var isPresentationCopy = false
    /// Whether a transaction containing this layer has committed (implicit animations only
    /// happen after that, as on Apple's platforms, where a layer's first values never animate).
    package internal(set) var hasBeenCommitted = false
    var _needsDisplay = false
    var _needsLayout = false
    /// Whether layoutSublayers() is running (in layoutTreeIfNeeded).
    var isLayingOutSublayers = false
    /// Marked as needing layout while the superlayer was laying out, and not queued (see setNeedsLayoutImpl).
    var layoutIsUnqueued = false
    /// The serial of the transaction state whose `changed` set holds the layer (see TransactionState.noteChanged).
    var changeNotedIn: UInt64 = 0
    /// Render hook: bumped (from `CALayer.changeSeed`) whenever geometry changes.
    package private(set) var geometrySeed: UInt64 = 0
    @exclusivity(unchecked) var s = CALayerState()
    weak var maskOwner: CALayer?
    var extraValues: [String: Any] = [:]

    /// The layer's delegate (a UIView for view-backed layers). Not retained.
    public var delegate: CALayerDelegate? {
        get { ownerDelegate ?? weakDelegate }
        set {
            ownerDelegate = nil
            weakDelegate = newValue
        }
    }
    weak var weakDelegate: CALayerDelegate?

    /// Package hook: makes `owner`, which keeps the layer for its whole life, the delegate.
    package func setOwnerDelegate(_ owner: CALayerDelegate) {
        weakDelegate = nil
        ownerDelegate = owner
    }

    /// Package hook: the owner set with `setOwnerDelegate` is going away (the layer may outlive it).
    package func ownerWillGoAway() {
        ownerDelegate = nil
    }

    /// Actions by event key, consulted after the delegate.
    open var actions: [String: CAAction]?
    /// A dictionary of defaults: its "actions" entry is searched after `actions`, and an
    /// embedded "style" entry after that.
    open var style: [AnyHashable: Any]?

    // MARK: Package state for the transaction, animation engine and compositor

    /// The model layer a presentation copy was made from.
    weak var modelLayerRef: CALayer?
    /// Strong reference kept by presentation copies so `model()` stays valid.
    var modelLayerStrong: CALayer?
    /// Animations attached to the layer, in the order they were added. Read for every layer of every frame
    /// (hasActiveAnimations), so without the run-time exclusivity check, as `s` and `_sublayers`.
    @exclusivity(unchecked) var animationEntries: [AnimationEntry] = []
    var delegateMethodMissing: DelegateMethods = []
    /// Presentation copies: keeps the presentation parent alive (children hold it weakly otherwise).
    var presentationParentStrong: CALayer?
    /// Presentation copies: their sublayers' presentation copies, made on first use.
    var presentationSublayersCache: [CALayer]?

    /// Render hook: bumped whenever an appearance property changes.
    package private(set) var appearanceSeed: UInt64 = 0
    /// Render hook: bumped whenever contents change or the layer redraws.
    package internal(set) var contentSeed: UInt64 = 0
    /// Render hook: bumped whenever the sublayer list changes.
    package private(set) var sublayersSeed: UInt64 = 0
    /// Render hook: the union of rects passed to setNeedsDisplay since the last display
    /// (the whole bounds for setNeedsDisplay()); nil when clean.
    package internal(set) var needsDisplayRect: CGRect?
    /// Render hook: the rect that the current/last display() call is redrawing.
    package internal(set) var lastDisplayRect: CGRect?
    /// Render hook: whether the backing store's invalidated rect is cleared to transparent black before the
    /// layer draws into it (UIView.clearsContextBeforeDrawing); when false the old pixels stay under the new drawing.
    package var clearsBackingStoreBeforeDrawing = true
    /// A process-wide counter advanced by every change to any layer; a frame whose seed equals
    /// the previous frame's has nothing to redraw.
    package static var changeSeed: UInt64 { changeCounter.load(ordering: .relaxed) }
    static let changeCounter = Atomic<UInt64>(0)

    // MARK: Initialisers

    /// Creates a layer with default property values.
    // Not `required`, as Apple's: `layerClass` instances and presentation copies are made through the
    // initializers' vtable slots (Runtime/ClassInitializers.swift), as Objective-C's runtime makes them.
    public override init() {
        super.init()
        // A new layer joins the current transaction, so it counts as committed after it.
        CATransaction.threadState.openImplicitIfNeeded().noteChanged(self)
    }

    /// Creates a copy of `layer`'s properties (not its sublayers or animations); used to make
    /// presentation copies. Subclasses override it to copy their own properties.
    public init(layer: Any) {
        super.init()
        if let l = layer as? CALayer {
            s = l.s
            _mask = l._mask
            extraValues = l.extraValues
            delegate = l.delegate
            actions = l.actions
            style = l.style
        }
    }

    /// Creates a layer from an archive; archives are not supported, so this gives default values.
    // Linux: NSCoding archives of layers are not supported; declared so iOS subclasses compile.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Creates and returns a layer (Apple's `+layer`).
    open class func layer() -> Self { CALayer.make(ofClass: self) as! Self }

    /// Makes a layer of a class known by its metatype with the class's `init()` (UIView's `layerClass`), as
    /// `[[cls alloc] init]` does on Apple's platforms; a subclass that does not inherit `init()` traps with
    /// Swift's "use of unimplemented initializer", as it does there.
    package static func make(ofClass cls: CALayer.Type) -> CALayer {
        cls == CALayer.self ? CALayer() : ClassInitializers.makeObject(cls)
    }

    /// A copy of `layer` made by its class's `init(layer:)` (the class's own override, if it has one).
    package static func copy<L: CALayer>(of layer: L) -> L {
        if type(of: layer) == CALayer.self { return CALayer(layer: layer) as! L }
        return ClassInitializers.make(type(of: layer), slot: initLayerSlot, any: layer) as! L
    }

    /// The vtable slot of `init(layer:)`, the first initializer CALayer declares (before `init?(coder:)`).
    static let initLayerSlot: Int = {
        guard let slot = ClassInitializers.initializerSlot(of: CALayer.self, ordinal: 0) else {
            fatalError("OpenUIKit: CALayer.init(layer:) not found in CALayer's class metadata")
        }
        return slot
    }()

    // MARK: Change plumbing

    final func bump(_ kind: CALayerChange) {
        let v = CALayer.changeCounter.wrappingAdd(1, ordering: .relaxed).newValue
        if kind.contains(.geometry) { geometrySeed = v }
        if kind.contains(.appearance) { appearanceSeed = v }
        if kind.contains(.content) { contentSeed = v }
        if kind.contains(.sublayers) { sublayersSeed = v }
    }

    /// Applies a change to the property `key`: looks up the action first (so it sees the old
    /// value), applies, records the change in the current transaction, then runs the action.
    final func change(_ key: String, _ kind: CALayerChange, _ apply: () -> Void) {
        if isPresentationCopy {
            apply()
            return
        }
        let tx = CATransaction.threadState.openImplicitIfNeeded()
        let action: CAAction? = tx.actionsDisabled ? nil : self.action(forKey: key)
        apply()
        bump(kind)
        tx.noteChanged(self)
        if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
        if let action, !(action is NSNull) {
            action.run(forKey: key, object: self, arguments: nil)
        }
    }

    // MARK: Geometry

    /// The layer's bounds rectangle, in its own coordinate space. Animatable.
    open var bounds: CGRect {
        get { s.bounds }
        set {
            if newValue.origin.x.isNaN || newValue.origin.y.isNaN || newValue.size.width.isNaN || newValue.size.height.isNaN {
                // Apple refuses NaN here (infinity is accepted, and drawn as nothing: see LayerRenderer).
                let f = UncaughtException.format
                UncaughtException.raise("CALayerInvalidGeometry", reason: "CALayer bounds contains NaN: [\(f(newValue.origin.x)) \(f(newValue.origin.y)); \(f(newValue.size.width)) \(f(newValue.size.height))]")
            }
            let old = s.bounds
            change("bounds", .geometry) { s.bounds = newValue }
            if !isPresentationCopy && old.size != newValue.size {
                setNeedsLayout()
                if s.needsDisplayOnBoundsChange { setNeedsDisplay() }
            }
        }
    }

    /// The layer's position (of its anchor point) in its superlayer's coordinate space. Animatable.
    open var position: CGPoint {
        get { s.position }
        set {
            if newValue.x.isNaN || newValue.y.isNaN {
                let f = UncaughtException.format
                UncaughtException.raise("CALayerInvalidGeometry", reason: "CALayer position contains NaN: [\(f(newValue.x)) \(f(newValue.y))]")
            }
            change("position", .geometry) { s.position = newValue }
        }
    }

    /// The layer's position on the z axis; orders siblings. Animatable.
    open var zPosition: CGFloat {
        get { s.zPosition }
        set { change("zPosition", .geometry) { s.zPosition = newValue } }
    }

    /// The anchor point, in unit coordinates of the bounds; transforms happen about it. Animatable.
    open var anchorPoint: CGPoint {
        get { s.anchorPoint }
        set { change("anchorPoint", .geometry) { s.anchorPoint = newValue } }
    }

    /// The anchor point's z component. Animatable.
    open var anchorPointZ: CGFloat {
        get { s.anchorPointZ }
        set { change("anchorPointZ", .geometry) { s.anchorPointZ = newValue } }
    }

    /// The transform applied to the layer's contents, about its anchor point. Animatable.
    open var transform: CATransform3D {
        get { s.transform }
        set { change("transform", .geometry) { s.transform = newValue } }
    }

    /// The transform applied to the sublayers, about the anchor point. Animatable.
    open var sublayerTransform: CATransform3D {
        get { s.sublayerTransform }
        set { change("sublayerTransform", .geometry) { s.sublayerTransform = newValue } }
    }

    /// The affine part of `transform`.
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(s.transform) }

    /// Sets `transform` to an affine transform.
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// The layer's frame in its superlayer's coordinates: derived from bounds, position,
    /// anchorPoint and transform (the bounding box when transformed). Setting it sets position
    /// and bounds.size. Not animatable.
    open var frame: CGRect {
        get { frameFor(state: s) }
        set {
            let a = s.anchorPoint
            var size = newValue.size
            if !CATransform3DIsIdentity(s.transform) {
                // Undo the transform's scaling/rotation on the size (bounding box of the inverse).
                let inv = CATransform3DGetAffineTransform(CATransform3DInvert(s.transform))
                let r = CGRect(origin: .zero, size: newValue.size).applying(CGAffineTransform(a: inv.a, b: inv.b, c: inv.c, d: inv.d, tx: 0, ty: 0))
                size = r.size
            }
            var b = s.bounds
            b.size = size
            var newPosition = CGPoint(x: newValue.minX + a.x * newValue.width, y: newValue.minY + a.y * newValue.height)
            if !CATransform3DIsIdentity(s.transform) {
                // Place the transformed bounds' bounding box exactly at the frame's origin.
                var probe = s
                probe.bounds = b
                probe.position = .zero
                let box = frameFor(state: probe)
                newPosition = CGPoint(x: newValue.minX - box.minX, y: newValue.minY - box.minY)
            }
            position = newPosition
            bounds = b
        }
    }

    func frameFor(state st: CALayerState) -> CGRect {
        let b = st.bounds, a = st.anchorPoint, p = st.position
        if CATransform3DIsIdentity(st.transform) {
            return CGRect(x: p.x - a.x * b.width, y: p.y - a.y * b.height, width: b.width, height: b.height)
        }
        let h = Homography(layerToSuperlayer: st)
        let corners = [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY),
                       CGPoint(x: b.minX, y: b.maxY), CGPoint(x: b.maxX, y: b.maxY)].map { h.apply($0) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }

    /// Whether the layer's content is flipped vertically for its sublayers.
    open var isGeometryFlipped: Bool {
        get { s.isGeometryFlipped }
        set { change("geometryFlipped", .geometry) { s.isGeometryFlipped = newValue } }
    }

    /// Whether content under this layer draws when its back faces the viewer. Animatable.
    open var isDoubleSided: Bool {
        get { s.isDoubleSided }
        set { change("doubleSided", .appearance) { s.isDoubleSided = newValue } }
    }

    // MARK: Appearance

    /// Whether the layer is hidden. Animatable.
    open var isHidden: Bool {
        get { s.isHidden }
        set { change("hidden", .appearance) { s.isHidden = newValue } }
    }

    /// Whether sublayers and contents are clipped to the bounds (and cornerRadius). Animatable.
    open var masksToBounds: Bool {
        get { s.masksToBounds }
        set { change("masksToBounds", .appearance) { s.masksToBounds = newValue } }
    }

    /// An optional layer whose alpha channel masks this layer's content. Animatable.
    open var mask: CALayer? {
        get {
            // A presentation layer's mask is the mask's presentation.
            if isPresentationCopy, let m = _mask, !m.isPresentationCopy, let pm = m.presentation() {
                _mask = pm
                return pm
            }
            return _mask
        }
        set {
            if newValue === _mask { return }
            change("mask", .appearance) {
                _mask?.maskOwner = nil
                if let m = newValue {
                    m.removeFromSuperlayer()
                    m.maskOwner?._mask = nil
                    m.maskOwner = self
                }
                _mask = newValue
            }
        }
    }

    /// The layer's content (normally a CGImage). Animatable.
    open var contents: Any? {
        get { s.contents }
        set { change("contents", .content) { s.contents = newValue } }
    }

    /// The part of `contents` shown, in unit coordinates. Animatable.
    open var contentsRect: CGRect {
        get { s.contentsRect }
        set { change("contentsRect", .appearance) { s.contentsRect = newValue } }
    }

    /// How `contents` is placed in the bounds. Default `.resize`.
    open var contentsGravity: CALayerContentsGravity {
        get { s.contentsGravity }
        set { change("contentsGravity", .appearance) { s.contentsGravity = newValue } }
    }

    /// The scale of `contents` (pixels per point). Default 1.
    open var contentsScale: CGFloat {
        get { s.contentsScale }
        set { change("contentsScale", .appearance) { s.contentsScale = newValue } }
    }

    /// The stretchable centre of `contents`, in unit coordinates (nine-part scaling). Animatable.
    open var contentsCenter: CGRect {
        get { s.contentsCenter }
        set { change("contentsCenter", .appearance) { s.contentsCenter = newValue } }
    }

    /// The pixel format of the backing store.
    open var contentsFormat: CALayerContentsFormat {
        get { s.contentsFormat }
        set { change("contentsFormat", .content) { s.contentsFormat = newValue } }
    }

    /// The filter used when contents are shown smaller than their size.
    open var minificationFilter: CALayerContentsFilter {
        get { s.minificationFilter }
        set { change("minificationFilter", .appearance) { s.minificationFilter = newValue } }
    }

    /// The filter used when contents are shown larger than their size.
    open var magnificationFilter: CALayerContentsFilter {
        get { s.magnificationFilter }
        set { change("magnificationFilter", .appearance) { s.magnificationFilter = newValue } }
    }

    /// The level-of-detail bias for minification.
    open var minificationFilterBias: Float {
        get { s.minificationFilterBias }
        set { change("minificationFilterBias", .appearance) { s.minificationFilterBias = newValue } }
    }

    /// Whether the layer's content is fully opaque (a compositing hint). Default false.
    open var isOpaque: Bool {
        get { s.isOpaque }
        set { change("opaque", .appearance) { s.isOpaque = newValue } }
    }

    /// Whether a bounds size change marks the layer as needing display. Default false.
    open var needsDisplayOnBoundsChange: Bool {
        get { s.needsDisplayOnBoundsChange }
        set { change("needsDisplayOnBoundsChange", []) { s.needsDisplayOnBoundsChange = newValue } }
    }

    /// Whether drawing may happen on a background thread (a hint; drawing here is synchronous).
    open var drawsAsynchronously: Bool {
        get { s.drawsAsynchronously }
        set { change("drawsAsynchronously", []) { s.drawsAsynchronously = newValue } }
    }

    /// Which edges are antialiased.
    open var edgeAntialiasingMask: CAEdgeAntialiasingMask {
        get { s.edgeAntialiasingMask }
        set { change("edgeAntialiasingMask", .appearance) { s.edgeAntialiasingMask = newValue } }
    }

    /// Whether edges may be antialiased. Default false.
    open var allowsEdgeAntialiasing: Bool {
        get { s.allowsEdgeAntialiasing }
        set { change("allowsEdgeAntialiasing", .appearance) { s.allowsEdgeAntialiasing = newValue } }
    }

    /// The background colour. Animatable.
    open var backgroundColor: CGColor? {
        get { s.backgroundColor }
        set { change("backgroundColor", .appearance) { s.backgroundColor = newValue } }
    }

    /// The corner radius of the background and border (and of the clip when masking). Animatable.
    open var cornerRadius: CGFloat {
        get { s.cornerRadius }
        set { change("cornerRadius", .appearance) { s.cornerRadius = newValue } }
    }

    /// Which corners `cornerRadius` rounds. Default all four.
    open var maskedCorners: CACornerMask {
        get { s.maskedCorners }
        set { change("maskedCorners", .appearance) { s.maskedCorners = newValue } }
    }

    /// The curve of rounded corners. Default `.circular`.
    open var cornerCurve: CALayerCornerCurve {
        get { s.cornerCurve }
        set { change("cornerCurve", .appearance) { s.cornerCurve = newValue } }
    }

    /// The border width, inset from the bounds. Animatable.
    open var borderWidth: CGFloat {
        get { s.borderWidth }
        set { change("borderWidth", .appearance) { s.borderWidth = newValue } }
    }

    /// The border colour; default opaque black. Animatable.
    open var borderColor: CGColor? {
        get { s.borderColor }
        set { change("borderColor", .appearance) { s.borderColor = newValue } }
    }

    /// The layer's opacity, 0…1. Animatable.
    open var opacity: Float {
        get { s.opacity }
        set { change("opacity", .appearance) { s.opacity = newValue } }
    }

    /// Whether opacity applies to the layer and sublayers as one group. Default true.
    open var allowsGroupOpacity: Bool {
        get { s.allowsGroupOpacity }
        set { change("allowsGroupOpacity", .appearance) { s.allowsGroupOpacity = newValue } }
    }

    /// A compositing filter (recorded; not applied).
    open var compositingFilter: Any? {
        get { s.compositingFilter }
        set { change("compositingFilter", .appearance) { s.compositingFilter = newValue } }
    }

    /// Filters applied to the layer and its sublayers (recorded; not applied).
    open var filters: [Any]? {
        get { s.filters }
        set { change("filters", .appearance) { s.filters = newValue } }
    }

    /// Filters applied to the content behind the layer (recorded; not applied).
    open var backgroundFilters: [Any]? {
        get { s.backgroundFilters }
        set { change("backgroundFilters", .appearance) { s.backgroundFilters = newValue } }
    }

    /// Whether the layer is rendered as a bitmap before compositing. Default false.
    open var shouldRasterize: Bool {
        get { s.shouldRasterize }
        set { change("shouldRasterize", .appearance) { s.shouldRasterize = newValue } }
    }

    /// The scale at which to rasterize. Default 1.
    open var rasterizationScale: CGFloat {
        get { s.rasterizationScale }
        set { change("rasterizationScale", .appearance) { s.rasterizationScale = newValue } }
    }

    /// The shadow colour; default opaque black. Animatable.
    open var shadowColor: CGColor? {
        get { s.shadowColor }
        set { change("shadowColor", .appearance) { s.shadowColor = newValue } }
    }

    /// The shadow opacity; default 0. Animatable.
    open var shadowOpacity: Float {
        get { s.shadowOpacity }
        set { change("shadowOpacity", .appearance) { s.shadowOpacity = newValue } }
    }

    /// The shadow offset; default (0, −3). Animatable.
    open var shadowOffset: CGSize {
        get { s.shadowOffset }
        set { change("shadowOffset", .appearance) { s.shadowOffset = newValue } }
    }

    /// The shadow blur radius; default 3. Animatable.
    open var shadowRadius: CGFloat {
        get { s.shadowRadius }
        set { change("shadowRadius", .appearance) { s.shadowRadius = newValue } }
    }

    /// Package hook for UIVisualEffectView: a layer with a backdrop blur radius (points) first paints a blur of
    /// whatever lies behind it, clipped to its rounded bounds, then its own parts and sublayers.
    package var backdropBlurRadius: CGFloat {
        get { s.backdropBlurRadius }
        set { change("backdropBlurRadius", .appearance) { s.backdropBlurRadius = newValue } }
    }

    /// The shape of the shadow; nil means the layer's composited alpha. Animatable.
    open var shadowPath: CGPath? {
        get { s.shadowPath }
        set { change("shadowPath", .appearance) { s.shadowPath = newValue } }
    }

    /// The layer's name (for debugging and lookup).
    open var name: String? {
        get { s.name }
        set { s.name = newValue }
    }

    // MARK: CAMediaTiming (the layer's time space)

    /// When the layer's time space begins, in its parent's time.
    open var beginTime: CFTimeInterval {
        get { s.beginTime }
        set { change("beginTime", []) { s.beginTime = newValue } }
    }
    /// The layer's duration (the layer's time space ignores it; kept for CAMediaTiming).
    open var duration: CFTimeInterval {
        get { s.duration }
        set { change("duration", []) { s.duration = newValue } }
    }
    /// How fast the layer's time runs relative to its parent's; 0 pauses it and its animations.
    open var speed: Float {
        get { s.speed }
        set { change("speed", []) { s.speed = newValue } }
    }
    /// An offset added to the layer's local time.
    open var timeOffset: CFTimeInterval {
        get { s.timeOffset }
        set { change("timeOffset", []) { s.timeOffset = newValue } }
    }
    /// Kept for CAMediaTiming; the layer's time space does not repeat.
    open var repeatCount: Float {
        get { s.repeatCount }
        set { change("repeatCount", []) { s.repeatCount = newValue } }
    }
    /// Kept for CAMediaTiming; the layer's time space does not repeat.
    open var repeatDuration: CFTimeInterval {
        get { s.repeatDuration }
        set { change("repeatDuration", []) { s.repeatDuration = newValue } }
    }
    /// Kept for CAMediaTiming; the layer's time space does not reverse.
    open var autoreverses: Bool {
        get { s.autoreverses }
        set { change("autoreverses", []) { s.autoreverses = newValue } }
    }
    /// Kept for CAMediaTiming.
    open var fillMode: CAMediaTimingFillMode {
        get { s.fillMode }
        set { change("fillMode", []) { s.fillMode = newValue } }
    }

    /// Local time of this layer for absolute (media) time `t`: each ancestor maps its parent's
    /// time with `(t − beginTime) × speed + timeOffset`.
    func localTime(fromMedia t: CFTimeInterval) -> CFTimeInterval {
        let parent = superlayerForTime?.localTime(fromMedia: t) ?? t
        return (parent - s.beginTime) * Double(s.speed) + s.timeOffset
    }

    /// Absolute (media) time for this layer's local time `t` (for speed 0 the layer's beginTime).
    func mediaTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
        let parent = s.speed == 0 ? s.beginTime : (t - s.timeOffset) / Double(s.speed) + s.beginTime
        return superlayerForTime?.mediaTime(fromLocal: parent) ?? parent
    }

    var superlayerForTime: CALayer? { _superlayer ?? maskOwner }

    /// Converts a time from `l`'s time space (absolute time when nil) to the receiver's.
    open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        localTime(fromMedia: l?.mediaTime(fromLocal: t) ?? t)
    }

    /// Converts a time from the receiver's time space to `l`'s (absolute time when nil).
    open func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let media = mediaTime(fromLocal: t)
        return l?.localTime(fromMedia: media) ?? media
    }

    // MARK: Key-value coding

    /// Returns the default value for `key`, used for keys that have never been set.
    open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "anchorPoint": return CGPoint(x: 0.5, y: 0.5)
        case "opacity": return Float(1)
        case "transform", "sublayerTransform": return CATransform3DIdentity
        case "contentsRect", "contentsCenter": return CGRect(x: 0, y: 0, width: 1, height: 1)
        case "contentsScale", "rasterizationScale", "speed": return CGFloat(1)
        case "shadowOffset": return CGSize(width: 0, height: -3)
        case "shadowRadius": return CGFloat(3)
        case "doubleSided", "allowsGroupOpacity": return true
        default: return nil
        }
    }

    /// The properties a standalone layer animates implicitly when they change.
    class var implicitlyAnimatableKeys: Set<String> { CALayer.baseAnimatableKeys }

    static let baseAnimatableKeys: Set<String> = [
        "anchorPoint", "anchorPointZ", "backgroundColor", "borderColor", "borderWidth", "bounds",
        "contentsRect", "contentsCenter", "cornerRadius", "opacity", "position", "shadowColor",
        "shadowOffset", "shadowOpacity", "shadowRadius", "shadowPath", "sublayerTransform",
        "transform", "zPosition"]

    /// Returns whether changing `key` requires the layer to redraw. Default false.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// Returns the default action for `key` (the last step of action lookup). Default nil.
    open class func defaultAction(forKey event: String) -> CAAction? { nil }

    /// Returns whether the value for `key` is archived. Default true.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// The value of a layer property (or of any other key set with setValue(_:forKey:)).
    // Linux: Foundation on Linux has no key-value coding; CALayer provides it for its own keys.
    open func value(forKey key: String) -> Any? {
        switch key {
        case "bounds": return s.bounds
        case "position": return s.position
        case "zPosition": return s.zPosition
        case "anchorPoint": return s.anchorPoint
        case "anchorPointZ": return s.anchorPointZ
        case "transform": return s.transform
        case "sublayerTransform": return s.sublayerTransform
        case "frame": return frame
        case "hidden", "isHidden": return s.isHidden
        case "doubleSided", "isDoubleSided": return s.isDoubleSided
        case "geometryFlipped", "isGeometryFlipped": return s.isGeometryFlipped
        case "masksToBounds": return s.masksToBounds
        case "mask": return _mask
        case "contents": return s.contents
        case "contentsRect": return s.contentsRect
        case "contentsGravity": return s.contentsGravity
        case "contentsScale": return s.contentsScale
        case "contentsCenter": return s.contentsCenter
        case "opaque", "isOpaque": return s.isOpaque
        case "needsDisplayOnBoundsChange": return s.needsDisplayOnBoundsChange
        case "backgroundColor": return s.backgroundColor
        case "cornerRadius": return s.cornerRadius
        case "maskedCorners": return s.maskedCorners
        case "borderWidth": return s.borderWidth
        case "borderColor": return s.borderColor
        case "opacity": return s.opacity
        case "shadowColor": return s.shadowColor
        case "shadowOpacity": return s.shadowOpacity
        case "shadowOffset": return s.shadowOffset
        case "shadowRadius": return s.shadowRadius
        case "shadowPath": return s.shadowPath
        case "name": return s.name
        case "sublayers": return sublayers
        case "beginTime": return s.beginTime
        case "speed": return s.speed
        case "timeOffset": return s.timeOffset
        case "filters": return s.filters
        case "compositingFilter": return s.compositingFilter
        case "rasterizationScale": return s.rasterizationScale
        case "shouldRasterize": return s.shouldRasterize
        default:
            if let v = extraValues[key] { return v }
            return type(of: self).defaultValue(forKey: key)
        }
    }

    /// Sets a layer property by key (numbers are converted to the property's type); other keys
    /// are stored and returned by value(forKey:).
    // Linux: Foundation on Linux has no key-value coding; CALayer provides it for its own keys.
    open func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "bounds": if let v = value as? CGRect { bounds = v }
        case "position": if let v = value as? CGPoint { position = v }
        case "zPosition": if let v = anyToCGFloat(value) { zPosition = v }
        case "anchorPoint": if let v = value as? CGPoint { anchorPoint = v }
        case "anchorPointZ": if let v = anyToCGFloat(value) { anchorPointZ = v }
        case "transform": if let v = anyToTransform(value) { transform = v }
        case "sublayerTransform": if let v = anyToTransform(value) { sublayerTransform = v }
        case "frame": if let v = value as? CGRect { frame = v }
        case "hidden", "isHidden": if let v = anyToBool(value) { isHidden = v }
        case "doubleSided", "isDoubleSided": if let v = anyToBool(value) { isDoubleSided = v }
        case "geometryFlipped", "isGeometryFlipped": if let v = anyToBool(value) { isGeometryFlipped = v }
        case "masksToBounds": if let v = anyToBool(value) { masksToBounds = v }
        case "mask": mask = value as? CALayer
        case "contents": contents = value
        case "contentsRect": if let v = value as? CGRect { contentsRect = v }
        case "contentsGravity":
            if let v = value as? CALayerContentsGravity { contentsGravity = v } else if let v = value as? String { contentsGravity = .init(rawValue: v) }
        case "contentsScale": if let v = anyToCGFloat(value) { contentsScale = v }
        case "contentsCenter": if let v = value as? CGRect { contentsCenter = v }
        case "opaque", "isOpaque": if let v = anyToBool(value) { isOpaque = v }
        case "needsDisplayOnBoundsChange": if let v = anyToBool(value) { needsDisplayOnBoundsChange = v }
        case "backgroundColor": backgroundColor = anyToColor(value)
        case "cornerRadius": if let v = anyToCGFloat(value) { cornerRadius = v }
        case "maskedCorners": if let v = value as? CACornerMask { maskedCorners = v }
        case "borderWidth": if let v = anyToCGFloat(value) { borderWidth = v }
        case "borderColor": borderColor = anyToColor(value)
        case "opacity": if let v = anyToCGFloat(value) { opacity = Float(v) }
        case "shadowColor": shadowColor = anyToColor(value)
        case "shadowOpacity": if let v = anyToCGFloat(value) { shadowOpacity = Float(v) }
        case "shadowOffset": if let v = value as? CGSize { shadowOffset = v }
        case "shadowRadius": if let v = anyToCGFloat(value) { shadowRadius = v }
        case "shadowPath": shadowPath = anyToPath(value)
        case "name": name = value as? String
        case "sublayers": sublayers = value as? [CALayer]
        case "beginTime": if let v = anyToCGFloat(value) { beginTime = Double(v) }
        case "speed": if let v = anyToCGFloat(value) { speed = Float(v) }
        case "timeOffset": if let v = anyToCGFloat(value) { timeOffset = Double(v) }
        case "filters": filters = value as? [Any]
        case "compositingFilter": compositingFilter = value
        case "rasterizationScale": if let v = anyToCGFloat(value) { rasterizationScale = v }
        case "shouldRasterize": if let v = anyToBool(value) { shouldRasterize = v }
        default:
            change(key, .appearance) { extraValues[key] = value }
        }
    }

    /// The value at a key path such as "position.x", "bounds.size.width" or "transform.rotation.z".
    open func value(forKeyPath keyPath: String) -> Any? {
        guard let dot = keyPath.firstIndex(of: ".") else { return value(forKey: keyPath) }
        let head = String(keyPath[..<dot]), rest = String(keyPath[keyPath.index(after: dot)...])
        return subValue(value(forKey: head), rest)
    }

    /// Sets the value at a key path such as "position.x" or "transform.scale".
    open func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let dot = keyPath.firstIndex(of: ".") else { setValue(value, forKey: keyPath); return }
        let head = String(keyPath[..<dot]), rest = String(keyPath[keyPath.index(after: dot)...])
        if let updated = settingSubValue(self.value(forKey: head), rest, value) {
            setValue(updated, forKey: head)
        }
    }

    // MARK: Overridable behaviour (implemented in the extensions)

    /// The action for `event`: the delegate's action(for:forKey:) (NSNull stops the search,
    /// nil continues), then `actions`, then `style`'s "actions" (and nested "style"), then
    /// defaultAction(forKey:). A standalone layer that has been committed then gets the
    /// implicit animation for its animatable properties: a CABasicAnimation from the old
    /// presentation value, with the transaction's duration and timing function (default curve).
    open func action(forKey event: String) -> CAAction? { actionImpl(forKey: event) }

    /// Appends `layer` to the sublayers (on top); a layer already here moves to the top.
    open func addSublayer(_ layer: CALayer) { addSublayerImpl(layer) }

    /// Inserts `layer` at `idx` of the sublayers.
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) { insertSublayerAtImpl(layer, at: idx) }

    /// Inserts `layer` directly below `sibling` (at the bottom when nil).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) { insertSublayerBelowImpl(layer, below: sibling) }

    /// Inserts `layer` directly above `sibling` (on top when nil).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) { insertSublayerAboveImpl(layer, above: sibling) }

    /// Replaces the sublayer `oldLayer` with `newLayer` at the same index.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) { replaceSublayerImpl(oldLayer, with: newLayer) }

    /// Removes the layer from its superlayer (or from the layer it masks).
    open func removeFromSuperlayer() { removeFromSuperlayerImpl() }

    /// Marks the layer as needing layout; layout runs at the next transaction commit or layoutIfNeeded().
    open func setNeedsLayout() { setNeedsLayoutImpl() }

    /// Lays out the layer now if needed: finds the outermost ancestor needing layout and lays
    /// out the tree beneath it, top-down.
    open func layoutIfNeeded() { layoutIfNeededImpl() }

    /// Marks the whole layer as needing display; it redraws at the next commit or displayIfNeeded().
    open func setNeedsDisplay() { setNeedsDisplay(s.bounds) }

    /// Marks `r` (in the layer's coordinates) as needing display; rects accumulate as a union.
    open func setNeedsDisplay(_ r: CGRect) { setNeedsDisplayImpl(r) }

    /// Redraws the layer now if it is marked as needing display.
    open func displayIfNeeded() { displayIfNeededImpl() }

    /// Adds a copy of `anim` for `key` (replacing an animation with the same key); it starts at
    /// the transaction commit. A zero duration becomes the transaction's animationDuration and
    /// a nil timing function the transaction's. Transitions always use the key "transition".
    open func add(_ anim: CAAnimation, forKey key: String?) { addImpl(anim, forKey: key) }

    /// Removes the animation for `key`; its delegate hears animationDidStop(finished: false).
    open func removeAnimation(forKey key: String) { removeAnimationImpl(forKey: key) }

    /// Removes all animations; their delegates hear animationDidStop(finished: false).
    open func removeAllAnimations() { removeAllAnimationsImpl() }

    /// Whether `p` (in the layer's own coordinates) is inside the bounds.
    open func contains(_ p: CGPoint) -> Bool { containsImpl(p) }

    /// The farthest descendant (or self) containing `p`, given in the superlayer's coordinates;
    /// hidden layers are skipped, sublayers are visited front to back, and a masking layer's
    /// sublayers are only hit inside its bounds.
    open func hitTest(_ p: CGPoint) -> CALayer? { hitTestImpl(p) }

    /// Lays out the sublayers: asks the delegate's layoutSublayers(of:); override to lay out.
    open func layoutSublayers() { layoutSublayersImpl() }

    /// The preferred size in the superlayer's coordinates (the bounds size by default).
    open func preferredFrameSize() -> CGSize { s.bounds.size }

    /// Redraws the layer's contents: the delegate's display(_:) if it has one, otherwise the
    /// backing store is drawn with draw(in:).
    open func display() { displayImpl() }

    /// Draws the layer's content into `ctx`: asks the delegate's draw(_:in:). Override to draw.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    /// Renders the layer and its sublayers into `ctx`.
    open func render(in ctx: CGContext) {
        CALayer.renderTree(self, in: ctx)
    }

    /// Whether the layer's contents are flipped (geometry flipping is not applied to contents here).
    open func contentsAreFlipped() -> Bool { s.isGeometryFlipped }

    /// How much larger a continuous corner curve is than a circular one of the same radius.
    open class func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
        curve == .continuous ? 1.528665 : 1
    }

    // MARK: Description

    open override var description: String {
        "<\(type(of: self))\(s.name.map { " '\($0)'" } ?? ""): frame = \(frame)>"
    }
}

// MARK: - Value helpers

func anyToBool(_ value: Any?) -> Bool? {
    switch value {
    case let v as Bool: return v
    case let v as NSNumber: return v.boolValue
    default: return anyToCGFloat(value).map { $0 != 0 }
    }
}

func anyToTransform(_ value: Any?) -> CATransform3D? {
    switch value {
    case let v as CATransform3D: return v
    case let v as CGAffineTransform: return CATransform3DMakeAffineTransform(v)
    default: return nil
    }
}

func anyToColor(_ value: Any?) -> CGColor? {
    value as? CGColor
}

func anyToPath(_ value: Any?) -> CGPath? {
    value as? CGPath
}

/// Reads a field of a struct value: "x", "size.width", "rotation.z" …
func subValue(_ base: Any?, _ path: String) -> Any? {
    switch base {
    case let p as CGPoint:
        switch path { case "x": return p.x; case "y": return p.y; default: return nil }
    case let s as CGSize:
        switch path { case "width": return s.width; case "height": return s.height; default: return nil }
    case let r as CGRect:
        switch path {
        case "origin": return r.origin
        case "size": return r.size
        case "origin.x": return r.origin.x
        case "origin.y": return r.origin.y
        case "size.width": return r.size.width
        case "size.height": return r.size.height
        default: return nil
        }
    case let t as CATransform3D:
        return t.field(path)
    default:
        return nil
    }
}

/// Writes a field of a struct value, returning the updated value (nil when not applicable).
func settingSubValue(_ base: Any?, _ path: String, _ value: Any?) -> Any? {
    switch base {
    case var p as CGPoint:
        guard let v = anyToCGFloat(value) else { return nil }
        switch path { case "x": p.x = v; case "y": p.y = v; default: return nil }
        return p
    case var s as CGSize:
        guard let v = anyToCGFloat(value) else { return nil }
        switch path { case "width": s.width = v; case "height": s.height = v; default: return nil }
        return s
    case var r as CGRect:
        switch path {
        case "origin": guard let v = value as? CGPoint else { return nil }; r.origin = v
        case "size": guard let v = value as? CGSize else { return nil }; r.size = v
        default:
            guard let v = anyToCGFloat(value) else { return nil }
            switch path {
            case "origin.x": r.origin.x = v
            case "origin.y": r.origin.y = v
            case "size.width": r.size.width = v
            case "size.height": r.size.height = v
            default: return nil
            }
        }
        return r
    case let t as CATransform3D:
        return t.settingField(path, value)
    default:
        return nil
    }
}
