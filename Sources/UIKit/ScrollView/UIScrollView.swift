import Foundation

/// A view whose content, larger than itself, the user scrolls by dragging and zooms by pinching.
///
/// The content offset is `bounds.origin`: scrolling moves the coordinate system of the subviews, never their
/// frames. Dragging follows the finger with a rubber band past the edges, a release decelerates, and edges
/// bounce back on a spring, all stepped on the media clock once per frame (so the headless driver steps them
/// exactly).
@preconcurrency @MainActor
open class UIScrollView: UIView {
    // MARK: Stored state (the concerns live in UIScrollView+….swift)

    var contentSizeStorage: CGSize = .zero
    var contentInsetStorage: UIEdgeInsets = .zero
    var adjustedContentInsetStorage: UIEdgeInsets = .zero
    var contentInsetAdjustmentBehaviorStorage: ContentInsetAdjustmentBehavior = .automatic
    var verticalIndicatorInsetsStorage: UIEdgeInsets = .zero
    var horizontalIndicatorInsetsStorage: UIEdgeInsets = .zero
    var zoomScaleStorage: CGFloat = 1
    var isTrackingStorage = false
    var isDraggingStorage = false
    var isDeceleratingStorage = false
    var isZoomingStorage = false
    var isZoomBouncingStorage = false
    /// The drag in progress (between began and ended).
    var drag: ScrollDrag?
    /// The pinch in progress.
    var pinch: ScrollPinch?
    /// The motion the media clock steps (deceleration, bounce, programmatic animation).
    var motion: ScrollMotion?
    var motionTimer: CAMediaClockTimer?
    var contentGuideStorage: UILayoutGuide?
    var frameGuideStorage: UILayoutGuide?
    var verticalIndicatorView: ScrollIndicatorView?
    var horizontalIndicatorView: ScrollIndicatorView?
    var indicatorHideTimer: CAMediaClockTimer?
    var refreshControlStorage: UIRefreshControl?
    /// The room a refreshing refresh control takes above the content.
    var refreshInsetStorage: CGFloat = 0
    /// The navigation controller whose bar follows this scroll view (its top controller's content scroll view).
    weak var barObserver: UINavigationController?
    /// The part of a large title's area that has collapsed: added back to the top of adjustedContentInset while
    /// the bar's shrinking takes it off the safe area, so the offset of the content's top edge stays put.
    var largeTitleCollapseInsetStorage: CGFloat = 0
    var panRecognizerStorage: ScrollPanGestureRecognizer?
    var pinchRecognizerStorage: UIPinchGestureRecognizer?
    var contentTouchDelay: ScrollContentTouchDelay?
    var gestureDelegate: ScrollGestureDelegate?
    /// Ends a burst of wheel events (UIScrollView+Wheel.swift).
    var wheelEndTimer: CAMediaClockTimer?

    /// The object that hears about scrolling and zooming, and supplies the view to zoom.
    open weak var delegate: UIScrollViewDelegate?

    /// Creates a scroll view (clipping its content to its bounds).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        isMultipleTouchEnabled = true // pinching takes two fingers (Apple's scroll views take several touches)
        setUpGestureRecognizers()
    }

    /// Creates a scroll view from an archive (a nib's `<scrollView>`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
        isMultipleTouchEnabled = true // pinching takes two fingers (Apple's scroll views take several touches)
        setUpGestureRecognizers()
        if let nib = coder as? NibCoder {
            decodeViewKeys(nib)
            decodeScrollKeys(nib)
        }
    }

    /// The scroll view's outlets for the nib loader (`delegate`), then UIView's.
    // Linux: see UINibConnectable.
    open override func setNibValue(_ value: Any?, forKey key: String) -> Bool {
        if key == "delegate" {
            delegate = value as? UIScrollViewDelegate
            return true
        }
        return super.setNibValue(value, forKey: key)
    }

    // MARK: Content geometry (UIScrollView+Geometry.swift)

    /// The point of the content shown at the top-left corner of the bounds: `bounds.origin`. Setting it is not
    /// clamped and tells the delegate `scrollViewDidScroll(_:)` at once.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { setContentOffsetImmediately(newValue) }
    }

    /// The size of the content (zero by default; constraints to `contentLayoutGuide` can set it).
    open var contentSize: CGSize {
        get { contentSizeStorage }
        set { setContentSize(newValue) }
    }

    /// Extra room around the content, scrollable into view.
    open var contentInset: UIEdgeInsets {
        get { contentInsetStorage }
        set {
            guard newValue != contentInsetStorage else { return }
            contentInsetStorage = newValue
            updateAdjustedContentInset()
        }
    }

    /// `contentInset` plus the parts of the safe area `contentInsetAdjustmentBehavior` selects.
    open var adjustedContentInset: UIEdgeInsets { adjustedContentInsetStorage }

    /// Called when `adjustedContentInset` changes, before the delegate hears of it.
    open func adjustedContentInsetDidChange() {}

    /// Which safe-area edges are added to the content inset (`.automatic` by default).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        get { contentInsetAdjustmentBehaviorStorage }
        set {
            contentInsetAdjustmentBehaviorStorage = newValue
            updateAdjustedContentInset()
        }
    }

    /// Whether the safe area is added to the scroll indicator insets too (true by default).
    open var automaticallyAdjustsScrollIndicatorInsets = true

    /// A guide for the content area: constraints between subviews and this guide define `contentSize`.
    open var contentLayoutGuide: UILayoutGuide { scrollGuide(content: true) }

    /// A guide for the scroll view's own frame: subviews constrained to it stay put while the content scrolls.
    open var frameLayoutGuide: UILayoutGuide { scrollGuide(content: false) }

    // MARK: Behaviour

    /// Whether scrolling is enabled (true by default).
    open var isScrollEnabled = true
    /// Whether the content goes past its edges with a rubber band and bounces back (true by default).
    open var bounces = true
    /// Whether a vertical drag bounces even when the content does not fill the height (false by default).
    open var alwaysBounceVertical = false {
        didSet { if oldValue != alwaysBounceVertical { updateAdjustedContentInset() } }
    }
    /// Whether a horizontal drag bounces even when the content does not fill the width (false by default).
    open var alwaysBounceHorizontal = false {
        didSet { if oldValue != alwaysBounceHorizontal { updateAdjustedContentInset() } }
    }
    /// Whether the content stops on multiples of the bounds size (false by default).
    open var isPagingEnabled = false
    /// Whether a drag that starts along one axis stays on it (false by default).
    open var isDirectionalLockEnabled = false
    /// How fast the content slows down after a drag (`.normal` by default).
    open var decelerationRate: DecelerationRate = .normal
    /// Whether a scroll-to-top gesture scrolls this view (true by default).
    open var scrollsToTop = true
    /// How a drag dismisses the keyboard (`.none` by default).
    open var keyboardDismissMode: KeyboardDismissMode = .none

    // MARK: Programmatic scrolling (UIScrollView+Scrolling.swift)

    /// Moves the content to `contentOffset`: at once, or in a 0.3 s ease-out animation that tells the delegate
    /// `scrollViewDidScroll(_:)` each frame and `scrollViewDidEndScrollingAnimation(_:)` at the end.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { setContentOffsetImpl(contentOffset, animated: animated) }

    /// Scrolls the least that shows `rect` (in the content's coordinates) inside the bounds less the adjusted
    /// inset; a rect larger than that area shows its top-left part. Already visible: nothing happens.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) { scrollRectToVisibleImpl(rect, animated: animated) }

    // MARK: State

    /// Whether the user has touched the content (it may not have started dragging yet).
    open var isTracking: Bool { isTrackingStorage }
    /// Whether the user is dragging the content.
    open var isDragging: Bool { isDraggingStorage }
    /// Whether the content is moving after the finger lifted (decelerating or bouncing back).
    open var isDecelerating: Bool { isDeceleratingStorage }

    // MARK: Content touches (UIScrollView+ContentTouches.swift)

    /// Whether a touch reaches the content only after a short delay, so a drag can claim it first (true).
    open var delaysContentTouches = true {
        didSet { contentTouchDelay?.isEnabled = delaysContentTouches }
    }
    /// Whether a drag may take back a touch the content already has (true).
    open var canCancelContentTouches = true

    /// Whether `view` in the content gets `touches` (true by default).
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Whether a drag may cancel the touches `view` has: false for a UIControl, true otherwise.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    // MARK: Recognizers (UIScrollView+Gestures.swift)

    /// The recognizer that drags the content (attached to the scroll view).
    open var panGestureRecognizer: UIPanGestureRecognizer { panRecognizerStorage! }

    /// The recognizer that zooms the content: nil unless `maximumZoomScale` > `minimumZoomScale`.
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? { pinchRecognizerStorage }

    /// The scroll view decides whether its own pan and pinch may begin (see UIScrollView+Gestures.swift).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let own = shouldBeginOwnRecognizer(gestureRecognizer) { return own }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: Zooming (UIScrollView+Zooming.swift)

    /// The smallest zoom scale (1 by default).
    open var minimumZoomScale: CGFloat = 1 { didSet { updatePinchRecognizer() } }
    /// The largest zoom scale (1 by default: no zooming).
    open var maximumZoomScale: CGFloat = 1 { didSet { updatePinchRecognizer() } }
    /// The current zoom scale (1 by default).
    open var zoomScale: CGFloat {
        get { zoomScaleStorage }
        set { setZoomScale(newValue, animated: false) }
    }
    /// Sets the zoom scale, clamped to the limits, keeping the centre of the visible area in place.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { setZoomScaleImpl(scale, animated: animated) }
    /// Zooms so that `rect` (in the zooming view's coordinates) fills the bounds, as far as the limits allow.
    open func zoom(to rect: CGRect, animated: Bool) { zoomImpl(to: rect, animated: animated) }
    /// Whether a pinch may go past the limits with resistance and springs back (true by default).
    open var bouncesZoom = true
    /// Whether the user is pinching.
    open var isZooming: Bool { isZoomingStorage }
    /// Whether the zoom is springing back into its limits.
    open var isZoomBouncing: Bool { isZoomBouncingStorage }

    // MARK: Indicators (UIScrollView+Indicators.swift)

    /// Whether the vertical indicator shows while scrolling (true by default).
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows while scrolling (true by default).
    open var showsHorizontalScrollIndicator = true
    /// The indicators' look (`.default`).
    open var indicatorStyle: IndicatorStyle = .default {
        didSet { verticalIndicatorView?.style = indicatorStyle; horizontalIndicatorView?.style = indicatorStyle }
    }
    /// Shows the indicators briefly (0.75 s, then a 0.25 s fade), as after a scroll.
    open func flashScrollIndicators() { flashScrollIndicatorsImpl() }
    /// How far the vertical indicator stays from the edges.
    open var verticalScrollIndicatorInsets: UIEdgeInsets {
        get { verticalIndicatorInsetsStorage }
        set { verticalIndicatorInsetsStorage = newValue; layoutIndicators() }
    }
    /// How far the horizontal indicator stays from the edges.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets {
        get { horizontalIndicatorInsetsStorage }
        set { horizontalIndicatorInsetsStorage = newValue; layoutIndicators() }
    }
    /// Both indicators' insets (reads the vertical one).
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalIndicatorInsetsStorage }
        set {
            verticalIndicatorInsetsStorage = newValue
            horizontalIndicatorInsetsStorage = newValue
            layoutIndicators()
        }
    }

    // MARK: Refresh control (UIRefreshControl.swift)

    /// A control above the content that the user pulls down to refresh.
    open var refreshControl: UIRefreshControl? {
        get { refreshControlStorage }
        set { setRefreshControl(newValue) }
    }

    // MARK: Overrides

    /// The bounds; a new origin is a new content offset (the delegate hears `scrollViewDidScroll(_:)`).
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            if old.size != newValue.size { updateAdjustedContentInset() }
            if old.origin != newValue.origin { contentOffsetDidChange() }
        }
    }

    /// The frame; a new size may change which axes scroll.
    open override var frame: CGRect {
        get { super.frame }
        set {
            let old = super.bounds.size
            super.frame = newValue
            if old != super.bounds.size { updateAdjustedContentInset() }
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateAdjustedContentInset()
        contentSizeFromLayoutGuide()
        layoutIndicators()
        layoutRefreshControl()
    }

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        safeAreaDidChangeAdjustedContentInset()
    }

    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow == nil { stopMotion() }
    }

    // MARK: Hooks for UIKit's own followers of scrolling (UIPageViewController's page queue, the navigation
    // bar's large title), which must follow it whatever delegate an app gives the scroll view.

    /// A drag (or a burst of wheel reports) began, after `scrollViewWillBeginDragging(_:)`.
    func didBeginDraggingHook() {}
    /// The content came to rest: a drag or wheel burst ended without deceleration, or a deceleration or an
    /// animated scroll finished. A half-collapsed large title above settles open or shut.
    func didComeToRestHook() {
        barObserver?.contentScrollViewDidComeToRest(self)
    }
}
