import Foundation

/// A row of dots, one per page, the current one opaque. A tap left or right of the current dot moves
/// one page that way and sends valueChanged; setting `currentPage` in code sends nothing.
@preconcurrency @MainActor
open class UIPageControl: UIControl, ControlAccessibility {
    /// The background behind the indicators (iOS 14).
    public enum BackgroundStyle: Int, Sendable {
        /// A background only while interacting.
        case automatic = 0
        /// Always a background.
        case prominent = 1
        /// Never a background.
        case minimal = 2
    }

    /// The kind of interaction under way (iOS 14).
    public enum InteractionState: Int, Sendable {
        case none = 0
        /// A tap moved one page.
        case discrete = 1
        /// A scrub across the indicators.
        case continuous = 2
    }

    /// The direction the pages run (iOS 16).
    public enum Direction: Int, Sendable {
        case natural = 0
        case leftToRight = 1
        case rightToLeft = 2
        case topToBottom = 3
        case bottomToTop = 4
    }

    private enum Metrics {
        // ⚠ SPEC-NEXT §5.5: 7 pt dots, 9 pt apart.
        static let dotSide: CGFloat = 7
        static let dotGap: CGFloat = 9
        // ⚠ iOS 14 and later: the control is 26 pt tall (the height of its background platter).
        static let height: CGFloat = 26
        // Apple: "a translucent white" for the other pages (⚠ 30 %), "an opaque white" for the current one.
        static let indicatorAlpha: CGFloat = 0.3
        // ⚠ The prominent background: a capsule of black at 20 %.
        static let platterColor = UIColor(white: 0, alpha: 0.2)
        static let platterPadding: CGFloat = 8
    }

    private var indicatorViews: [UIImageView] = []
    private let platterView = UIView()
    private var pagesStorage = 0
    private var currentStorage = 0
    /// The page the dots show (lags `currentPage` while display is deferred).
    private var displayedPage = 0
    private var indicatorImages: [Int: UIImage] = [:]
    private var currentIndicatorImages: [Int: UIImage] = [:]

    /// The number of pages (dots). Default 0; negative values count as 0.
    open var numberOfPages: Int {
        get { pagesStorage }
        set {
            pagesStorage = max(0, newValue)
            currentPage = currentStorage
            displayedPage = currentStorage
            rebuildIndicators()
        }
    }

    /// The current page, pinned to 0…numberOfPages − 1. Default 0. Setting it sends nothing.
    open var currentPage: Int {
        get { currentStorage }
        set {
            currentStorage = min(max(0, newValue), max(0, pagesStorage - 1))
            displayedPage = currentStorage
            updateLook()
        }
    }

    /// Whether the control hides when there is only one page. Default false.
    open var hidesForSinglePage = false { didSet { updateLook() } }
    /// Whether a tap's new page is shown only once `updateCurrentPageDisplay()` is called. Default false.
    open var defersCurrentPageDisplay = false
    /// The colour of the other pages' dots (nil: translucent white).
    open var pageIndicatorTintColor: UIColor? { didSet { updateLook() } }
    /// The colour of the current page's dot (nil: opaque white).
    open var currentPageIndicatorTintColor: UIColor? { didSet { updateLook() } }
    /// The background behind the dots. Default automatic.
    open var backgroundStyle: BackgroundStyle = .automatic { didSet { updateLook() } }
    /// The interaction under way.
    open private(set) var interactionState: InteractionState = .none
    /// Whether scrubbing across the dots is allowed. Default true.
    open var allowsContinuousInteraction = true
    /// The direction the pages run. Default natural (the control's layout direction).
    // Linux: the vertical directions are laid out left to right.
    open var direction: Direction = .natural { didSet { setNeedsLayout() } }

    /// Whether the first page's dot is at the right.
    private var runsRightToLeft: Bool {
        direction == .rightToLeft || (direction == .natural && effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }
    /// The image for every page's indicator (nil: a dot).
    open var preferredIndicatorImage: UIImage? { didSet { rebuildIndicators() } }
    /// The image for the current page's indicator (nil: the page's indicator image).
    open var preferredCurrentPageIndicatorImage: UIImage? { didSet { rebuildIndicators() } }

    /// Creates a page control in `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configurePageControl()
    }

    /// Page controls are not archived on Linux.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configurePageControl()
        if let nib = coder as? NibCoder {
            decodeViewKeys(nib)
            decodePageControlKeys(nib)
        }
    }

    private func configurePageControl() {
        isOpaque = false
        platterView.isUserInteractionEnabled = false
        addSubview(platterView)
        updateLook()
    }

    /// Shows the current page after a deferred tap.
    open func updateCurrentPageDisplay() {
        displayedPage = currentStorage
        updateLook()
    }

    /// The size that shows `pageCount` dots.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let n = CGFloat(max(0, pageCount))
        let width = n > 0 ? n * Metrics.dotSide + (n - 1) * Metrics.dotGap : 0
        return CGSize(width: width, height: Metrics.height)
    }

    /// Sets the indicator image of one page (nil: back to the preferred image).
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
        indicatorImages[page] = image
        rebuildIndicators()
    }

    /// The indicator image set for `page`, nil if none.
    open func indicatorImage(forPage page: Int) -> UIImage? { indicatorImages[page] }

    /// Sets the image of one page's indicator while it is current.
    open func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) {
        currentIndicatorImages[page] = image
        rebuildIndicators()
    }

    /// The current-page indicator image set for `page`, nil if none.
    open func currentPageIndicatorImage(forPage page: Int) -> UIImage? { currentIndicatorImages[page] }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: pagesStorage) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    // MARK: Layout and look

    private func rebuildIndicators() {
        while indicatorViews.count < pagesStorage {
            let v = UIImageView()
            v.isUserInteractionEnabled = false
            v.contentMode = .center
            addSubview(v)
            indicatorViews.append(v)
        }
        while indicatorViews.count > pagesStorage { indicatorViews.removeLast().removeFromSuperview() }
        invalidateIntrinsicContentSize()
        updateLook()
    }

    private func image(for page: Int, current: Bool) -> UIImage? {
        if current, let i = currentIndicatorImages[page] ?? preferredCurrentPageIndicatorImage { return i }
        return indicatorImages[page] ?? preferredIndicatorImage
    }

    /// The frames of the indicators, centred in the bounds.
    private var indicatorFrames: [CGRect] {
        let sizes = (0..<pagesStorage).map { image(for: $0, current: $0 == displayedPage)?.size
            ?? CGSize(width: Metrics.dotSide, height: Metrics.dotSide) }
        let total = sizes.reduce(0) { $0 + $1.width } + CGFloat(max(0, pagesStorage - 1)) * Metrics.dotGap
        var x = bounds.midX - total / 2
        let frames = sizes.map { s in
            defer { x += s.width + Metrics.dotGap }
            return CGRect(x: x, y: bounds.midY - s.height / 2, width: s.width, height: s.height)
        }
        // The row is centred: right to left is the same row mirrored about the middle.
        guard runsRightToLeft else { return frames }
        return frames.map { CGRect(x: 2 * bounds.midX - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let frames = indicatorFrames
        for (v, f) in zip(indicatorViews, frames) { v.frame = f }
        if let minX = frames.map(\.minX).min(), let maxX = frames.map(\.maxX).max() {
            let r = CGRect(x: minX, y: bounds.midY - Metrics.height / 2, width: maxX - minX, height: Metrics.height)
            platterView.frame = r.insetBy(dx: -Metrics.platterPadding, dy: 0)
            platterView.layer.cornerRadius = Metrics.height / 2
        }
    }

    private func updateLook() {
        // The dots disappear, not the view (an app's own isHidden stays as it set it).
        let hideAll = hidesForSinglePage && pagesStorage <= 1
        let other = pageIndicatorTintColor ?? UIColor(white: 1, alpha: Metrics.indicatorAlpha)
        let current = currentPageIndicatorTintColor ?? .white
        for (i, v) in indicatorViews.enumerated() {
            let isCurrent = i == displayedPage
            v.isHidden = hideAll
            let colour = isCurrent ? current : other
            if let image = image(for: i, current: isCurrent) {
                v.image = image.withRenderingMode(.alwaysTemplate)
                v.tintColor = colour
                v.backgroundColor = nil
                v.layer.cornerRadius = 0
            } else {
                v.image = nil
                v.backgroundColor = colour
                v.layer.cornerRadius = Metrics.dotSide / 2
            }
        }
        let showPlatter = backgroundStyle == .prominent || (backgroundStyle == .automatic && isTracking)
        platterView.backgroundColor = Metrics.platterColor
        platterView.alpha = showPlatter && pagesStorage > 0 && !hideAll ? 1 : 0
        setNeedsLayout()
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        updateLook()
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        defer { updateLook() }
        guard let touch, pagesStorage > 0, trackingContains(touch.location(in: self)) else { return }
        layoutIfNeeded()
        let frames = indicatorFrames
        guard displayedPage < frames.count else { return }
        let x = touch.location(in: self).x
        let before = (x < frames[displayedPage].midX) != runsRightToLeft
        let target = before ? currentStorage - 1 : currentStorage + 1
        guard target >= 0, target < pagesStorage else { return }
        currentStorage = target
        if !defersCurrentPageDisplay { displayedPage = target }
        interactionState = .discrete
        sendActions(for: .valueChanged)
        sendActions(for: .primaryActionTriggered)
        interactionState = .none
    }

    open override func cancelTracking(with event: UIEvent?) {
        updateLook()
    }

    /// An ancestor's single tap does not take a tap on the page control.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if takesSingleTap(from: gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: Accessibility

    // ⚠ VoiceOver reads "page 2 of 5".
    var defaultAccessibilityValue: String? {
        pagesStorage > 0 ? "page \(currentStorage + 1) of \(pagesStorage)" : nil
    }

    var defaultAccessibilityTraits: UIAccessibilityTraits { [.adjustable] }
}
