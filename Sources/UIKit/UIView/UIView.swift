import Foundation

/// An object that manages the content of a rectangular area on the screen.
///
/// Every view is backed by a layer (`layerClass`, CALayer by default) and is that layer's delegate.
/// Geometry lives in the layer: `center` is `layer.position`, `transform` is the layer's affine transform,
/// `frame` is derived.
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// The class of the layer the view creates for itself.
    open class var layerClass: AnyClass { CALayer.self }

    /// The view's Core Animation layer.
    public let layer: CALayer

    // What a layout pass reads for every view comes first (stored properties are laid out in declaration
    // order), so that the pass touches one or two cache lines of each view: the flags it tests, where the
    // view's variables are in the engine that holds them, the subviews and that engine.
    var translatesAutoresizingStorage = true
    var preservesSuperviewMarginsStorage = false
    var needsLayoutStorage = false
    var autoresizesSubviewsStorage = true
    /// Whether the view is the root of `varsEngineStorage` (the engine of its hierarchy).
    var isVarsEngineRootStorage = false
    /// The view's index among the items of `varsEngineStorage` (-1: none).
    var liveIndexStorage: Int32 = -1
    /// How many subviews have an autoresizing mask: a size change that resizes none does not visit them.
    var autoresizingSubviewCount: Int32 = 0
    var subviewStorage: [UIView] = []
    /// The engine holding the view's variables.
    weak var varsEngineStorage: LayoutEngine?
    /// The view controller whose root view this is (set by UIViewController).
    weak var viewControllerStorage: UIResponder?
    weak var superviewStorage: UIView?
    var autoLayoutStorage: AutoLayoutState?

    // Properties UIView keeps itself
    var backgroundColorStorage: UIColor?
    /// The view whose alpha masks this one (`mask`), and the view this one masks.
    var maskViewStorage: UIView?
    weak var maskedViewStorage: UIView?
    var tintColorStorage: UIColor?
    var tintAdjustmentModeStorage: TintAdjustmentMode = .automatic
    var contentModeStorage: ContentMode = .scaleToFill
    var contentStretchStorage = CGRect(x: 0, y: 0, width: 1, height: 1)
    var isOpaqueStorage = true
    var gestureRecognizerStorage: [UIGestureRecognizer] = []
    /// The interactions added with addInteraction(_:) (UIView+Interactions.swift).
    var interactionStorage: [any UIInteraction] = []
    /// Overrides, cached and delivered traits, trait registrations (nil until needed).
    var traitStateStorage: TraitState?
    var autoresizingMaskStorage: AutoresizingMask = [] {
        didSet {
            if oldValue.isEmpty != autoresizingMaskStorage.isEmpty, let s = superviewStorage {
                s.autoresizingSubviewCount += autoresizingMaskStorage.isEmpty ? -1 : 1
            }
        }
    }
    /// The safe-area insets, kept up to date from the superview (or the screen, or the container) by
    /// UIView+SafeArea.swift.
    var safeAreaInsetsStorage: UIEdgeInsets = .zero
    /// Whether the view's safe area has a source besides its superview: a window (its screen) or a
    /// controller's root view (bars, additionalSafeAreaInsets).
    var isSafeAreaSourceStorage = false
    /// The layer, for deinit (which is not on the main actor, so cannot read `layer`).
    nonisolated(unsafe) private unowned(unsafe) let layerForDeinit: CALayer

    /// The view's tag, used to find it with viewWithTag(_:).
    open var tag: Int = 0
    /// Whether touches reach the view (and its subviews).
    open var isUserInteractionEnabled: Bool = true
    /// Whether the view receives more than one touch at a time.
    open var isMultipleTouchEnabled: Bool = false
    /// Whether the view handles touches exclusively.
    open var isExclusiveTouch: Bool = false

    /// Creates a view with the given frame.
    public init(frame: CGRect) {
        let cls = (type(of: self).layerClass as? CALayer.Type) ?? CALayer.self
        layer = CALayer.make(ofClass: cls)
        layerForDeinit = layer
        super.init()
        layer.setOwnerDelegate(self)
        layer.isOpaque = true
        layer.contentsScale = UIView.defaultContentScale
        layer.needsDisplayOnBoundsChange = false
        ViewActions.withoutActions {
            layer.frame = frame
        }
        // A view that draws is drawn once when it first appears; classes known not to draw skip it.
        if UIView.drawsContent(type(of: self)) != false { layer.setNeedsDisplay() }
    }

    deinit {
        // The layer may outlive the view (whoever kept it): it must stop calling it.
        layerForDeinit.ownerWillGoAway()
    }

    /// Creates a view with a zero frame.
    public convenience override init() { self.init(frame: .zero) }

    /// Creates a view from an archive: from a nib or storyboard, the view's keys and its subviews
    /// (made before this returns).
    public required init?(coder: NSCoder) {
        let cls = (type(of: self).layerClass as? CALayer.Type) ?? CALayer.self
        layer = CALayer.make(ofClass: cls)
        layerForDeinit = layer
        super.init()
        layer.setOwnerDelegate(self)
        if let nib = coder as? NibCoder {
            decodeViewKeys(nib)
            decodeSubviews(nib)
        } else if coder.allowsKeyedCoding {
            decodeArchivedViewKeys(coder)
        }
    }

    /// Encodes the view's keys under the names `init?(coder:)` reads.
    open func encode(with coder: NSCoder) { encodeViewKeys(with: coder) }

    /// UIView's outlets and key paths for the nib loader (`layer.cornerRadius`, `gestureRecognizers` …).
    // Linux: see UINibConnectable.
    open override func setNibValue(_ value: Any?, forKey key: String) -> Bool {
        setViewNibValue(value, forKey: key)
    }

    /// The scale new views start with (the main screen's).
    nonisolated(unsafe) static var defaultContentScale: CGFloat = 1

    // MARK: Responder chain

    /// The view's view controller when it is that controller's root view, otherwise the superview.
    open override var next: UIResponder? { viewControllerStorage ?? superviewStorage }

    open override var description: String {
        MainActor.assumeIsolated { viewDescription }
    }

    var viewDescription: String {
        var d = "<\(type(of: self)): frame = (\(frame.minX) \(frame.minY); \(frame.width) \(frame.height))"
        if isHidden { d += "; hidden = YES" }
        if alpha < 1 { d += "; alpha = \(alpha)" }
        if tag != 0 { d += "; tag = \(tag)" }
        return d + ">"
    }

    // MARK: Restoration (layout direction: Traits/UIView+LayoutDirection.swift)

    /// The identifier that marks the view for state restoration (stored; no restoration on Linux).
    open var restorationIdentifier: String?

    // MARK: The view as its layer's delegate — in the body so that subclasses override them, as on iOS.

    /// Draws the layer's backing store by calling `draw(_:)` with UIKit's current context set.
    open func draw(_ layer: CALayer, in ctx: CGContext) { drawLayer(layer, in: ctx) }

    /// Lets the view lay out its subviews when its layer lays out.
    open func layoutSublayers(of layer: CALayer) {
        guard layer === self.layer else { return }
        layoutPass()
    }

    /// Outside animation blocks a view's layer does not animate (NSNull stops the search); inside a
    /// UIView animation block the change becomes an animation.
    open func action(for layer: CALayer, forKey event: String) -> CAAction? {
        guard layer === self.layer else { return nil }
        return ViewActions.action(for: self, layer: layer, key: event)
    }

    // MARK: Nib loading — Apple declares these on NSObject; no nibs are loaded yet, kept for overriders.

    /// Called after the view is loaded from a nib or storyboard, its outlets connected.
    open func awakeFromNib() {}
    /// Called when Interface Builder renders the view for design time (never here).
    open func prepareForInterfaceBuilder() {}

    // MARK: Geometry (UIView+Geometry.swift)

    /// The view's frame in its superview's coordinates. Setting it sets `center` and `bounds.size`;
    /// with a non-identity transform it is the bounding box and should not be set.
    open var frame: CGRect { get { frameImpl } set { frameImpl = newValue } }
    /// The view's own coordinate space: origin (which shifts the content, as in scrolling) and size.
    open var bounds: CGRect { get { boundsImpl } set { boundsImpl = newValue } }
    /// The view's centre in its superview's coordinates (the layer's position).
    open var center: CGPoint { get { centerImpl } set { centerImpl = newValue } }
    /// The view's 2D transform about its centre (the layer's affine transform).
    open var transform: CGAffineTransform { get { transformImpl } set { transformImpl = newValue } }
    /// The view's 3D transform (the layer's transform).
    open var transform3D: CATransform3D { get { transform3DImpl } set { transform3DImpl = newValue } }

    /// Converts a point from this view's coordinates to `view`'s (the window's when nil).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { convertImpl(point, to: view) }
    /// Converts a point from `view`'s coordinates (the window's when nil) to this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { convertImpl(point, from: view) }
    /// Converts a rectangle from this view's coordinates to `view`'s (the window's when nil).
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { convertImpl(rect, to: view) }
    /// Converts a rectangle from `view`'s coordinates (the window's when nil) to this view's.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { convertImpl(rect, from: view) }

    /// Whether `point` (in this view's coordinates) is inside the view: `bounds.contains(point)`.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { pointInsideImpl(point, with: event) }
    /// The deepest visible, interactive descendant (or self) containing `point`, visiting subviews front to
    /// back; hidden views, views with interaction disabled and views with alpha below 0.01 are skipped, and a
    /// point outside this view's bounds never reaches its subviews.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { hitTestImpl(point, with: event) }

    // MARK: Hierarchy (UIView+Hierarchy.swift)

    /// The view's superview.
    open var superview: UIView? { superviewStorage }
    /// The view's subviews, back to front.
    open var subviews: [UIView] { subviewStorage }
    /// The window the view is in, if any.
    open var window: UIWindow? { windowImpl }

    override var responderWindow: UIWindow? { windowImpl }
    /// Adds `view` on top of the other subviews, removing it from any previous superview first.
    /// Adding a view to itself or to one of its descendants traps, as on iOS.
    open func addSubview(_ view: UIView) { addSubviewImpl(view) }
    /// Inserts `view` at `index` of the subviews.
    open func insertSubview(_ view: UIView, at index: Int) { insertSubviewImpl(view, at: index) }
    /// Inserts `view` right above `siblingSubview`.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) { insertSubviewImpl(view, aboveSubview: siblingSubview) }
    /// Inserts `view` right below `siblingSubview`.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) { insertSubviewImpl(view, belowSubview: siblingSubview) }
    /// Moves a subview to the front.
    open func bringSubviewToFront(_ view: UIView) { bringSubviewToFrontImpl(view) }
    /// Moves a subview to the back.
    open func sendSubviewToBack(_ view: UIView) { sendSubviewToBackImpl(view) }
    /// Swaps the subviews at two indexes.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) { exchangeSubviewImpl(at: index1, withSubviewAt: index2) }
    /// Removes the view from its superview (and its window); does nothing when there is no superview.
    open func removeFromSuperview() { removeFromSuperviewImpl() }
    /// Whether the view is `view` or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool { isDescendantImpl(of: view) }
    /// The view, or its first descendant (depth first), whose tag is `tag`.
    open func viewWithTag(_ tag: Int) -> UIView? { viewWithTagImpl(tag) }

    /// Called after a subview was added. Does nothing by default.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed. Does nothing by default.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called before the view moves to a new superview (nil: removed). Does nothing by default.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview. Does nothing by default.
    open func didMoveToSuperview() {}
    /// Called before the view moves to a new window (nil: out of any window). Does nothing by default.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view moved to a new window. Does nothing by default.
    open func didMoveToWindow() {}

    // MARK: Rendering (UIView+Rendering.swift)

    /// The view's background colour (nil: none).
    open var backgroundColor: UIColor? { get { backgroundColorImpl } set { backgroundColorImpl = newValue } }
    /// The view's opacity, 0…1 (the layer's opacity).
    open var alpha: CGFloat { get { alphaImpl } set { alphaImpl = newValue } }
    /// Whether the view (and its subviews) is hidden.
    open var isHidden: Bool { get { isHiddenImpl } set { isHiddenImpl = newValue } }
    /// Whether the view fills its bounds with opaque content (a compositing hint). True by default.
    open var isOpaque: Bool { get { isOpaqueImpl } set { isOpaqueImpl = newValue } }
    /// Whether subviews and content are clipped to the bounds (the layer's masksToBounds).
    open var clipsToBounds: Bool { get { clipsToBoundsImpl } set { clipsToBoundsImpl = newValue } }
    /// An optional view whose alpha channel masks this view's content and background (Apple's `maskView`): its
    /// layer becomes this view's `layer.mask`, placed by its frame in this view's bounds. It is not a subview:
    /// its superview stays nil. Nil by default.
    open var mask: UIView? { get { maskViewStorage } set { maskImpl = newValue } }
    /// Whether the part of the view being redrawn is cleared to transparent black before draw(_:), whatever
    /// isOpaque says. True by default; when false the old content stays under the new drawing.
    open var clearsContextBeforeDrawing: Bool { get { clearsContextBeforeDrawingImpl } set { clearsContextBeforeDrawingImpl = newValue } }
    /// How the cached content is laid out when the bounds change; `.redraw` draws again instead.
    open var contentMode: ContentMode { get { contentModeImpl } set { contentModeImpl = newValue } }
    /// The stretchable part of the content in unit coordinates (deprecated by Apple; the layer's contentsCenter).
    open var contentStretch: CGRect { get { contentStretchImpl } set { contentStretchImpl = newValue } }
    /// Pixels per point of the content (the layer's contentsScale); the screen's scale once in a window.
    open var contentScaleFactor: CGFloat { get { contentScaleFactorImpl } set { contentScaleFactorImpl = newValue } }
    /// The tint colour: the view's own, else inherited from the superview, else the system tint.
    open var tintColor: UIColor! { get { tintColorImpl } set { tintColorImpl = newValue } }
    /// The tint adjustment mode; `.automatic` follows the superview (normal at the top).
    open var tintAdjustmentMode: TintAdjustmentMode { get { tintAdjustmentModeImpl } set { tintAdjustmentModeImpl = newValue } }
    /// Called when the effective tint colour or adjustment mode changes. Does nothing by default.
    open func tintColorDidChange() {}

    /// Draws the view's content into the current context (`UIGraphicsGetCurrentContext()`), which is y-down,
    /// scaled by contentScaleFactor and clipped to `rect`. Called once per invalidation; the result is cached.
    /// The default draws nothing.
    open func draw(_ rect: CGRect) { UIView.drawWasCalledOnBase = true }
    /// Marks the whole view for redrawing at the end of the run-loop turn.
    open func setNeedsDisplay() { setNeedsDisplayImpl() }
    /// Marks part of the view for redrawing at the end of the run-loop turn.
    open func setNeedsDisplay(_ rect: CGRect) { setNeedsDisplayImpl(rect) }

    // MARK: Snapshots (UIView+Snapshotting.swift)

    /// Draws the view and its subviews as they look on screen into the current context, the view's bounds
    /// mapped onto `rect`. False (nothing drawn) when there is no current context, or when the view has
    /// never been on screen and `afterUpdates` is false.
    @discardableResult
    open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        drawHierarchyImpl(in: rect, afterScreenUpdates: afterUpdates)
    }
    /// A new view showing the view's current look, the size of its bounds.
    @discardableResult
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        snapshotViewImpl(from: bounds, afterScreenUpdates: afterUpdates, withCapInsets: .zero)
    }
    /// A new view showing the part `rect` (in bounds coordinates) of the view's current look; when it is
    /// resized, the parts inside `capInsets` keep their size and the middle stretches.
    @discardableResult
    open func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
                                    withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        snapshotViewImpl(from: rect, afterScreenUpdates: afterUpdates, withCapInsets: capInsets)
    }

    // MARK: Traits (Traits/UIView+Traits.swift)

    /// Called after the view's traits changed (UITraitCollection.current is the new traits). Does nothing by default.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// The interface style of the view and its subviews whatever their environment says (`.unspecified`:
    /// inherit, the default).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitStateStorage?.overrideStyle ?? .unspecified }
        set { setOverrideUserInterfaceStyle(newValue) }
    }
    /// The smallest preferred content size category the view and its subviews get (nil: no limit).
    open var minimumContentSizeCategory: UIContentSizeCategory? {
        get { traitStateStorage?.minimumContentSizeCategory }
        set { setContentSizeCategoryLimit(minimum: .some(newValue), maximum: nil) }
    }
    /// The largest preferred content size category the view and its subviews get (nil: no limit).
    open var maximumContentSizeCategory: UIContentSizeCategory? {
        get { traitStateStorage?.maximumContentSizeCategory }
        set { setContentSizeCategoryLimit(minimum: nil, maximum: .some(newValue)) }
    }
    /// The content size category limits of the view and its ancestors, one line each (for debugging).
    public var appliedContentSizeCategoryLimitsDescription: String { contentSizeCategoryLimitsDescription() }

    // MARK: Layout (UIView+Layout.swift)

    /// Which parts of the view stretch when the superview's size changes.
    open var autoresizingMask: AutoresizingMask { get { autoresizingMaskStorage } set { autoresizingMaskStorage = newValue } }
    /// Whether subviews are resized by their autoresizing masks when this view's size changes. True by default.
    open var autoresizesSubviews: Bool { get { autoresizesSubviewsStorage } set { autoresizesSubviewsStorage = newValue } }
    /// Lays out subviews. Override to position subviews; the default applies the frames Auto Layout solved for
    /// constrained subviews. Never call it directly: use setNeedsLayout() and layoutIfNeeded().
    open func layoutSubviews() { LayoutEngine.applyFrames(toSubviewsOf: self) }
    /// Marks the view as needing layout; it happens once, top-down, at the end of the run-loop turn.
    open func setNeedsLayout() { setNeedsLayoutImpl() }
    /// Lays out now whatever needs it, from the topmost ancestor that needs layout down.
    open func layoutIfNeeded() { layoutIfNeededImpl() }
    /// The size that best fits `size`; the default is the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its frame's origin.
    open func sizeToFit() { sizeToFitImpl() }
    /// The natural size of the content; `noIntrinsicMetric` on axes without one (the default).
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    /// Tells layout that the intrinsic content size changed.
    open func invalidateIntrinsicContentSize() { invalidateIntrinsicContentSizeImpl() }

    // MARK: Auto Layout (Layout/UIView+AutoLayout.swift) — overridable members must live in the class body.

    /// Whether the view needs constraint-based layout even before it has constraints (false by default).
    open class var requiresConstraintBasedLayout: Bool { false }
    /// Whether the view's frame (and autoresizing mask) becomes constraints. True for views made in code;
    /// adding constraints does not change it.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { translatesAutoresizingMaskIntoConstraintsImpl } set { translatesAutoresizingMaskIntoConstraintsImpl = newValue }
    }
    /// Updates the view's constraints; called bottom-up before layout for views that need it. Overrides must call super last.
    open func updateConstraints() { updateConstraintsImpl() }
    /// Updates the constraints of the view and its subviews now if they need it.
    open func updateConstraintsIfNeeded() { updateConstraintsIfNeededImpl() }
    /// Whether the view's constraints need updating.
    open func needsUpdateConstraints() -> Bool { needsUpdateConstraintsImpl() }
    /// Asks for updateConstraints() before the next layout.
    open func setNeedsUpdateConstraints() { setNeedsUpdateConstraintsImpl() }
    /// The constraints installed on the view.
    open var constraints: [NSLayoutConstraint] { autoLayoutStorage?.installed ?? [] }
    /// Installs and activates a constraint on the view.
    open func addConstraint(_ constraint: NSLayoutConstraint) { addConstraintImpl(constraint) }
    /// Installs and activates constraints on the view.
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { for c in constraints { addConstraintImpl(c) } }
    /// Deactivates a constraint installed on the view.
    open func removeConstraint(_ constraint: NSLayoutConstraint) { removeConstraintImpl(constraint) }
    /// Deactivates constraints installed on the view.
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) { for c in constraints { removeConstraintImpl(c) } }
    /// The default spacing between the view's edges and its content (8 pt per side).
    open var layoutMargins: UIEdgeInsets { get { layoutMarginsImpl } set { layoutMarginsImpl = newValue } }
    /// The layout margins with leading and trailing edges.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets { get { directionalLayoutMarginsImpl } set { directionalLayoutMarginsImpl = newValue } }
    /// Whether the view's margins grow to match the superview's where they overlap. False by default.
    open var preservesSuperviewLayoutMargins: Bool {
        get { preservesSuperviewMarginsStorage }
        set { _ = autoLayout; preservesSuperviewMarginsStorage = newValue; marginsDidChange() }
    }
    /// Whether the margins are added to the safe area insets. True by default.
    open var insetsLayoutMarginsFromSafeArea: Bool {
        get { autoLayoutStorage?.insetsMarginsFromSafeArea ?? true }
        set { autoLayout.insetsMarginsFromSafeArea = newValue; marginsDidChange() }
    }
    /// Called when the layout margins change. Does nothing by default.
    open func layoutMarginsDidChange() {}
    /// The insets that keep content clear of bars and screen features: the part of the view its superview's
    /// safe-area insets cover, a container's bars for a controller's view (plus its additionalSafeAreaInsets);
    /// zero on a desktop window.
    open var safeAreaInsets: UIEdgeInsets { safeAreaInsetsStorage }
    /// Called when the safe area changes. Does nothing by default.
    open func safeAreaInsetsDidChange() {}
    /// The view's alignment rectangle for a frame (the frame inset by alignmentRectInsets).
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { alignmentRectImpl(forFrame: frame) }
    /// The frame for an alignment rectangle.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect { frameImpl(forAlignmentRect: alignmentRect) }
    /// How far the alignment rectangle (what constraints position) is inset from the frame. Zero by default.
    open var alignmentRectInsets: UIEdgeInsets { .zero }
    /// The view whose first baseline is the view's (self by default).
    open var forFirstBaselineLayout: UIView { self }
    /// The view whose last baseline is the view's (self by default).
    open var forLastBaselineLayout: UIView { self }
    /// The old name of forLastBaselineLayout.
    open var viewForBaselineLayout: UIView { forLastBaselineLayout }
    /// The old name of forFirstBaselineLayout.
    open var viewForFirstBaselineLayout: UIView { forFirstBaselineLayout }
    /// The old name of forLastBaselineLayout.
    open var viewForLastBaselineLayout: UIView { forLastBaselineLayout }
    // Linux: Apple's private baseline offsets, for views that draw text (nil: the bottom edge is the baseline).
    /// Distance from the top edge to the first baseline, or nil for a view without text.
    open var _firstBaselineOffsetFromTop: CGFloat? { nil }
    // Linux: see _firstBaselineOffsetFromTop.
    /// Distance from the last baseline to the bottom edge, or nil for a view without text.
    open var _baselineOffsetFromBottom: CGFloat? { nil }
    /// How much the view resists growing beyond its intrinsic size along an axis (250 by default).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { contentHuggingPriorityImpl(for: axis) }
    /// Sets the content hugging priority for an axis.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { setContentHuggingPriorityImpl(priority, for: axis) }
    /// How much the view resists shrinking below its intrinsic size along an axis (750 by default).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { contentCompressionResistancePriorityImpl(for: axis) }
    /// Sets the compression resistance priority for an axis.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { setContentCompressionResistancePriorityImpl(priority, for: axis) }
    /// The size closest to `targetSize` that the view's constraints allow (fitting priority 50 on both axes).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFittingImpl(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }
    /// The size the view's constraints give it with `targetSize` wished at the given priorities.
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        systemLayoutSizeFittingImpl(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }
    /// Whether the constraints leave the view's frame undetermined.
    open var hasAmbiguousLayout: Bool { LayoutEngine.isAmbiguous(self) }
    /// Moves an ambiguously laid out view to another solution its constraints allow.
    open func exerciseAmbiguityInLayout() { LayoutEngine.exerciseAmbiguity(self) }
    /// The constraints that affect the view's layout along an axis.
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        LayoutEngine.constraintsAffecting(self, axis: axis)
    }

    /// The view baseline constraints align (deprecated on Apple): forLastBaselineLayout.
    @available(iOS, deprecated: 9.0, message: "Override -viewForFirstBaselineLayout or -viewForLastBaselineLayout as appropriate, instead")
    open func forBaselineLayout() -> UIView { forLastBaselineLayout }

    // MARK: Motion effects (UIMotionEffect.swift)

    /// The motion effects of the view.
    // Linux: kept and never driven — a desktop has no device tilt (docs/DIFFERENCES.md).
    open var motionEffects: [UIMotionEffect] = []
    /// Adds a motion effect (once).
    open func addMotionEffect(_ effect: UIMotionEffect) {
        if !motionEffects.contains(where: { $0 === effect }) { motionEffects.append(effect) }
    }
    /// Removes a motion effect.
    open func removeMotionEffect(_ effect: UIMotionEffect) {
        motionEffects.removeAll { $0 === effect }
    }

    // MARK: Gesture recognizers

    /// The gesture recognizers attached to the view.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { gestureRecognizerStorage.isEmpty ? nil : gestureRecognizerStorage }
        set {
            let new = newValue ?? []
            for g in gestureRecognizerStorage where !new.contains(where: { $0 === g }) {
                g.view = nil
                GestureEnvironment.shared.recognizerWasRemoved(g)
            }
            gestureRecognizerStorage = []
            for g in new { addGestureRecognizer(g) }
        }
    }

    /// Attaches a gesture recognizer (moving it from any other view).
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if let other = gestureRecognizer.view, other !== self { other.removeGestureRecognizer(gestureRecognizer) }
        if !gestureRecognizerStorage.contains(where: { $0 === gestureRecognizer }) {
            gestureRecognizerStorage.append(gestureRecognizer)
        }
        gestureRecognizer.view = self
    }

    /// Detaches a gesture recognizer.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizerStorage.contains(where: { $0 === gestureRecognizer }) else { return }
        gestureRecognizerStorage.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
        GestureEnvironment.shared.recognizerWasRemoved(gestureRecognizer)
    }

    /// Whether `gestureRecognizer`, about to begin or recognize with touches in this view (or attached to
    /// it), may do so. Default true; UIKit controls refuse ancestors' recognizers that would take their
    /// own gesture (a one-finger single tap on a button).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
}

// MARK: - The view as its layer's delegate

extension UIView: @MainActor CALayerDelegate {
    /// Draws the layer's backing store by calling `draw(_:)` with UIKit's current context set.
    func drawLayer(_ layer: CALayer, in ctx: CGContext) {
        guard layer === self.layer else { return }
        UIGraphicsPushContext(ctx)
        let rect = ctx.boundingBoxOfClipPath.intersection(bounds)
        UIView.drawWasCalledOnBase = false
        traitCollection.performAsCurrent { draw(rect.isNull ? bounds : rect) }
        UIGraphicsPopContext()
        // The base draw(_:) ran: this class does not draw, so it needs no backing store.
        if UIView.drawWasCalledOnBase {
            UIView.drawingClasses[ObjectIdentifier(type(of: self))] = false
        } else {
            UIView.drawingClasses[ObjectIdentifier(type(of: self))] = true
        }
    }


    public func layerWillDraw(_ layer: CALayer) {}

    /// Whether instances of `cls` draw (nil: not known yet).
    static func drawsContent(_ cls: UIView.Type) -> Bool? { drawingClasses[ObjectIdentifier(cls)] }

    nonisolated(unsafe) static var drawingClasses: [ObjectIdentifier: Bool] = [:]
    nonisolated(unsafe) static var drawWasCalledOnBase = false
}
