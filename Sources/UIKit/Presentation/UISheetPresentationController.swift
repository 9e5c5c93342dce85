import Foundation

/// The presentation controller of page and form sheets: detents (heights the sheet rests at in a compact
/// environment), the grabber, dimming up to a detent, the corner radius, and swipe-down to dismiss.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// A height a sheet rests at.
    @preconcurrency @MainActor
    open class Detent: NSObject {
        /// The name of a detent.
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// About half the screen's height.
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            /// The full height of a sheet.
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }

        /// A value that resolves to no height: the detent is left out.
        nonisolated public static let automaticDimension: CGFloat = -1

        /// The detent's name.
        open private(set) var identifier: Identifier
        let resolver: (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        init(identifier: Identifier, resolver: @escaping (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
            super.init()
        }

        /// About half the height of the screen (⚠ iOS 17: half the container's height).
        open class func medium() -> Detent {
            Detent(identifier: .medium) { ($0.maximumDetentValue + SheetGeometry.Metrics.compactTopInset) / 2 }
        }
        /// The full height of the sheet.
        open class func large() -> Detent { Detent(identifier: .large) { $0.maximumDetentValue } }
        /// A detent whose height `resolver` works out (nil leaves it out).
        open class func custom(identifier: Identifier? = nil,
                               resolver: @escaping (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier(rawValue: UUID().uuidString), resolver: resolver)
        }
        /// The detent's height in `context` (nil: not available there).
        open func resolvedValue(in context: UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            guard let v = resolver(context), v >= 0 else { return nil }
            return min(v, context.maximumDetentValue)
        }
    }

    /// The heights the sheet can rest at, smallest to largest as the user drags (default: large only).
    open var detents: [Detent] = [.large()] { didSet { sheetDidChange() } }
    /// The detent the sheet rests at (nil: the smallest of `detents`).
    open var selectedDetentIdentifier: Detent.Identifier? { didSet { sheetDidChange() } }
    /// The largest detent at which what lies behind is not dimmed and stays touchable (nil: always dimmed).
    open var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { sheetDidChange() } }
    /// Whether a grabber is drawn at the top of the sheet.
    open var prefersGrabberVisible = false { didSet { sheetDidChange() } }
    /// The sheet's corner radius (nil: the system's).
    open var preferredCornerRadius: CGFloat? { didSet { sheetDidChange() } }
    /// Whether scrolling up in the sheet's scroll view expands it to a larger detent.
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether the sheet attaches to the bottom edge in a compact-height environment.
    open var prefersEdgeAttachedInCompactHeight = false
    /// Whether an edge-attached sheet takes its width from the preferred content size.
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    /// Whether the sheet is presented from its source view as a popover would be in a regular environment.
    open weak var sourceView: UIView?

    /// Runs `changes` with changes to the sheet's detents animated.
    open func animateChanges(_ changes: () -> Void) {
        animatingChanges = true
        changes()
        animatingChanges = false
        guard containerStorage != nil else { return }
        UIView.animate(withDuration: 0.3) { self.layoutSheetNow() }
    }

    /// Apple lets the sheet present in a regular environment like a popover from its source; here only the
    /// compact or centred forms are drawn.
    open override var shouldPresentInFullscreen: Bool { false }

    private var animatingChanges = false
    private let grabber = UIView()

    // MARK: Detents

    private func context() -> DetentResolutionContext {
        let bounds = containerStorage?.bounds ?? presentingStorage?.viewIfLoaded?.window?.bounds ?? UIScreen.main.bounds
        return DetentResolutionContext(traits: environmentTraits, maximum: SheetGeometry.maximumDetentValue(in: bounds))
    }

    /// The detents that resolve in the current context with their heights, smallest first.
    func resolvedDetents() -> [(Detent.Identifier, CGFloat)] {
        let c = context()
        return detents.compactMap { d in d.resolvedValue(in: c).map { (d.identifier, $0) } }.sorted { $0.1 < $1.1 }
    }

    /// The height of the selected detent (the smallest when none is selected).
    var selectedDetentHeight: CGFloat? {
        let all = resolvedDetents()
        if let id = selectedDetentIdentifier, let hit = all.first(where: { $0.0 == id }) { return hit.1 }
        return all.first?.1
    }

    private var isDimmed: Bool {
        guard let limit = largestUndimmedDetentIdentifier else { return true }
        let all = resolvedDetents()
        guard let limitHeight = all.first(where: { $0.0 == limit })?.1, let current = selectedDetentHeight else { return true }
        return current > limitHeight
    }

    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerStorage else { return .zero }
        let style = effectiveStyle
        switch style {
        case .pageSheet, .formSheet, .automatic, .popover:
            return SheetGeometry.frame(style: style, in: container.bounds, detentHeight: selectedDetentHeight)
        default:
            return super.frameOfPresentedViewInContainerView
        }
    }

    // MARK: Chrome

    override func installChrome(in container: UIView) {
        let dim = UIView(frame: container.bounds)
        dim.backgroundColor = UIColor(white: 0, alpha: SheetGeometry.Metrics.dimmingAlpha)
        dim.alpha = 0
        dim.addGestureRecognizer(UITapGestureRecognizer(handler: { [weak self] _ in self?.userDismiss() }))
        container.addSubview(dim)
        dimmingView = dim
        let card = SheetCardView(content: presentedStorage.view)
        card.addGestureRecognizer(UIPanGestureRecognizer(handler: { [weak self] g in self?.handleSheetPan(g as! UIPanGestureRecognizer) }))
        grabber.backgroundColor = .tertiaryLabel
        grabber.layer.cornerRadius = SheetGeometry.Metrics.grabberSize.height / 2
        card.addSubview(grabber)
        wrapperView = card
        styleCard()
    }

    override func applyChrome(shown: Bool) {
        let dimmed = isDimmed
        dimmingView?.alpha = shown && dimmed ? 1 : 0
        dimmingView?.isUserInteractionEnabled = dimmed
    }

    private func styleCard() {
        guard let card = wrapperView as? SheetCardView else { return }
        let compact = containerStorage.map { SheetGeometry.isCompact($0.bounds) } ?? true
        card.radius = preferredCornerRadius ?? SheetGeometry.Metrics.cornerRadius
        card.topCornersOnly = compact
        grabber.isHidden = !prefersGrabberVisible
        card.grabber = grabber
        card.setNeedsLayout()
    }

    private func sheetDidChange() {
        guard containerStorage != nil, !animatingChanges else { return }
        layoutSheetNow()
    }

    private func layoutSheetNow() {
        styleCard()
        applyChrome(shown: true)
        containerStorage?.setNeedsLayout()
        containerStorage?.layoutIfNeeded()
    }
}

/// The card a sheet's content sits in: rounded corners (the top ones only along the bottom edge), the grabber
/// above the content.
@MainActor
final class SheetCardView: UIView {
    let content: UIView
    var radius: CGFloat = 10
    var topCornersOnly = true
    weak var grabber: UIView?

    init(content: UIView) {
        self.content = content
        super.init(frame: content.frame)
        clipsToBounds = true
        addSubview(content)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        content.frame = bounds
        layer.cornerRadius = radius
        layer.maskedCorners = topCornersOnly ? [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            : [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        if let g = grabber {
            bringSubviewToFront(g)
            let s = SheetGeometry.Metrics.grabberSize
            g.frame = CGRect(x: ((bounds.width - s.width) / 2).rounded(.down), y: SheetGeometry.Metrics.grabberTop,
                             width: s.width, height: s.height)
        }
    }
}
