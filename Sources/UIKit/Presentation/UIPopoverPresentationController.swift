import Foundation

/// The presentation controller of popovers: the presented content in a rounded bubble whose arrow points at a
/// source rectangle, dismissed by a tap outside. In a horizontally compact environment it adapts to a sheet
/// (iOS 13 and later: "behaves the same as formSheet").
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    private enum Metrics {
        // ⚠ iPadOS 17 popovers: 13 pt arrow, 34 pt wide at its base, 13 pt corner radius.
        static let arrowHeight: CGFloat = 13
        static let arrowBase: CGFloat = 34
        static let cornerRadius: CGFloat = 13
        // ⚠ the content size when the presented controller has no preferredContentSize.
        static let defaultContentSize = CGSize(width: 320, height: 480)
        // Apple's default popoverLayoutMargins: 10 pt from each edge of the container.
        static let layoutMargin: CGFloat = 10
    }

    /// The view the arrow points at (or whose `sourceRect` it points at).
    open var sourceView: UIView?
    /// The rectangle in `sourceView` the arrow points at (zero: the source view's bounds).
    open var sourceRect: CGRect = .zero
    /// A bar button item the arrow points at, in place of a source view (a share button in a bar).
    open var barButtonItem: UIBarButtonItem?
    /// What the arrow points at (iOS 16): a view, layout guide, bar button item or tab bar item; it comes before
    /// `sourceView` and `barButtonItem`.
    open var sourceItem: UIPopoverPresentationControllerSourceItem?
    /// The directions the arrow may point in (default: any).
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The direction the arrow points in (unknown until the popover is laid out).
    open private(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    /// The bubble's colour (nil: the system background).
    open var backgroundColor: UIColor? { didSet { wrapperView?.setNeedsDisplay() } }
    /// Views the user can still touch while the popover is up (a tap on them does not dismiss it).
    open var passthroughViews: [UIView]?
    /// How close to the container's edges the popover may come.
    open var popoverLayoutMargins = UIEdgeInsets(top: Metrics.layoutMargin, left: Metrics.layoutMargin,
                                                 bottom: Metrics.layoutMargin, right: Metrics.layoutMargin)
    /// Whether the popover may cover its source rectangle when it does not fit beside it.
    open var canOverlapSourceViewRect = false

    override var defaultAdaptiveStyle: UIModalPresentationStyle { .formSheet }

    open override var shouldPresentInFullscreen: Bool { false }

    /// Where the arrow's tip is along the bubble's edge, from the bubble's origin.
    private(set) var arrowOffset: CGFloat = 0

    var isPopover: Bool { effectiveStyle == .popover }

    /// The content's size: the presented controller's preferred size where it gives one.
    private var contentSize: CGSize {
        let p = presentedStorage.preferredContentSize
        return CGSize(width: p.width > 0 ? p.width : Metrics.defaultContentSize.width,
                      height: p.height > 0 ? p.height : Metrics.defaultContentSize.height)
    }

    /// The source rectangle in the container's coordinates.
    private func sourceFrame(in container: UIView) -> CGRect {
        if let item = sourceItem, let frame = item.frame(in: container) { return frame }
        if sourceView == nil, let item = barButtonItem, let frame = item.frame(in: container) { return frame }
        guard let source = sourceView else { return CGRect(x: container.bounds.midX, y: container.bounds.midY, width: 0, height: 0) }
        return source.convert(sourceRect == .zero ? source.bounds : sourceRect, to: container)
    }

    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerStorage else { return .zero }
        guard isPopover else {
            let height = (presentedStorage as? AdaptedSheetSizing)?.adaptedSheetHeight(in: container.bounds)
            return SheetGeometry.frame(style: .formSheet, in: container.bounds, detentHeight: height)
        }
        let (frame, direction, offset) = layoutPopover(in: container)
        arrowDirection = direction
        arrowOffset = offset
        return frame
    }

    /// The bubble's frame (arrow included), the arrow's direction and its tip's offset along the bubble's edge:
    /// the first permitted direction, in the order up, down, left, right, in which the content fits beside the
    /// source; else the vertical one with more room, the content shortened to fit.
    private func layoutPopover(in container: UIView) -> (CGRect, UIPopoverArrowDirection, CGFloat) {
        let src = sourceFrame(in: container)
        let area = container.bounds.inset(by: popoverLayoutMargins)
        var size = contentSize
        size.width = min(size.width, area.width)
        size.height = min(size.height, area.height)
        let a = Metrics.arrowHeight
        var permitted = permittedArrowDirections.intersection(.any)
        if permitted.isEmpty { permitted = .any }
        func clampX(_ x: CGFloat) -> CGFloat { min(max(x, area.minX), area.maxX - size.width) }
        func clampY(_ y: CGFloat) -> CGFloat { min(max(y, area.minY), area.maxY - size.height) }
        let room: [(UIPopoverArrowDirection, CGFloat, CGFloat)] = [
            (.up, area.maxY - src.maxY - a, size.height), (.down, src.minY - area.minY - a, size.height),
            (.left, area.maxX - src.maxX - a, size.width), (.right, src.minX - area.minX - a, size.width)]
        var choice = room.first { permitted.contains($0.0) && $0.1 >= $0.2 }?.0
        if choice == nil {
            let up = room[0].1, down = room[1].1
            choice = permitted.contains(.up) && (!permitted.contains(.down) || up >= down) ? .up
                : permitted.contains(.down) ? .down : permitted.contains(.left) ? .left : .right
            if choice == .up { size.height = max(0, up) } else if choice == .down { size.height = max(0, down) }
        }
        switch choice! {
        case .up:
            let x = clampX(src.midX - size.width / 2)
            return (CGRect(x: x, y: src.maxY, width: size.width, height: size.height + a), .up, src.midX - x)
        case .down:
            let x = clampX(src.midX - size.width / 2)
            return (CGRect(x: x, y: src.minY - a - size.height, width: size.width, height: size.height + a), .down, src.midX - x)
        case .left:
            let y = clampY(src.midY - size.height / 2)
            return (CGRect(x: src.maxX, y: y, width: size.width + a, height: size.height), .left, src.midY - y)
        default:
            let y = clampY(src.midY - size.height / 2)
            return (CGRect(x: src.minX - a - size.width, y: y, width: size.width + a, height: size.height), .right, src.midY - y)
        }
    }

    // MARK: Chrome

    override func installChrome(in container: UIView) {
        if isPopover, sourceView == nil, barButtonItem == nil, sourceItem == nil {
            // Apple raises NSGenericException with this reason in presentationTransitionWillBegin.
            UncaughtException.raise("NSGenericException", reason: "UIPopoverPresentationController (<UIPopoverPresentationController: "
                                + "\(Unmanaged.passUnretained(self).toOpaque())>) should have a non-nil sourceView or barButtonItem "
                                + "set before the presentation occurs.")
        }
        (delegate as? UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(self)
        let catcher = PopoverTapCatcher(frame: container.bounds)
        catcher.popover = self
        catcher.backgroundColor = isPopover ? .clear : UIColor(white: 0, alpha: SheetGeometry.Metrics.dimmingAlpha)
        catcher.addGestureRecognizer(UITapGestureRecognizer(handler: { [weak self] _ in self?.tappedOutside() }))
        container.addSubview(catcher)
        dimmingView = catcher
        if isPopover {
            wrapperView = PopoverBubbleView(content: presentedStorage.view, popover: self)
        } else {
            let card = SheetCardView(content: presentedStorage.view)
            card.addGestureRecognizer(UIPanGestureRecognizer(handler: { [weak self] g in self?.handleSheetPan(g as! UIPanGestureRecognizer) }))
            card.radius = SheetGeometry.Metrics.cornerRadius
            card.topCornersOnly = SheetGeometry.isCompact(container.bounds)
            wrapperView = card
        }
    }

    private func tappedOutside() {
        let popoverDelegate = delegate as? UIPopoverPresentationControllerDelegate
        if isPopover, popoverDelegate?.popoverPresentationControllerShouldDismissPopover(self) == false { return }
        guard !presentedStorage.isModalInPresentation, delegate?.presentationControllerShouldDismiss(self) ?? true else {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        delegate?.presentationControllerWillDismiss(self)
        presentedStorage.dismiss(animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.presentationControllerDidDismiss(self)
            popoverDelegate?.popoverPresentationControllerDidDismissPopover(self)
            self.presentedStorage.presentationDidEndByUser()
        }
    }

    /// The bubble's path in its own bounds: a rounded rectangle with the arrow on the edge facing the source.
    func bubblePath(in bounds: CGRect) -> UIBezierPath {
        let a = Metrics.arrowHeight, half = Metrics.arrowBase / 2
        var body = bounds
        switch arrowDirection {
        case .up: body.origin.y += a; body.size.height -= a
        case .down: body.size.height -= a
        case .left: body.origin.x += a; body.size.width -= a
        case .right: body.size.width -= a
        default: break
        }
        let path = UIBezierPath(roundedRect: body, cornerRadius: Metrics.cornerRadius)
        let tri = UIBezierPath()
        let along = arrowDirection == .up || arrowDirection == .down
        let limit = (along ? body.width : body.height) - Metrics.cornerRadius - half
        let t = min(max(arrowOffset, Metrics.cornerRadius + half), max(limit, Metrics.cornerRadius + half))
        switch arrowDirection {
        case .up:
            tri.move(to: CGPoint(x: t - half, y: body.minY)); tri.addLine(to: CGPoint(x: t, y: 0))
            tri.addLine(to: CGPoint(x: t + half, y: body.minY))
        case .down:
            tri.move(to: CGPoint(x: t - half, y: body.maxY)); tri.addLine(to: CGPoint(x: t, y: bounds.maxY))
            tri.addLine(to: CGPoint(x: t + half, y: body.maxY))
        case .left:
            tri.move(to: CGPoint(x: body.minX, y: t - half)); tri.addLine(to: CGPoint(x: 0, y: t))
            tri.addLine(to: CGPoint(x: body.minX, y: t + half))
        case .right:
            tri.move(to: CGPoint(x: body.maxX, y: t - half)); tri.addLine(to: CGPoint(x: bounds.maxX, y: t))
            tri.addLine(to: CGPoint(x: body.maxX, y: t + half))
        default: break
        }
        tri.close()
        path.append(tri)
        return path
    }

    /// The content's frame in the bubble: the bubble less the arrow.
    func contentFrame(in bounds: CGRect) -> CGRect {
        let a = Metrics.arrowHeight
        switch arrowDirection {
        case .up: return CGRect(x: 0, y: a, width: bounds.width, height: bounds.height - a)
        case .down: return CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - a)
        case .left: return CGRect(x: a, y: 0, width: bounds.width - a, height: bounds.height)
        case .right: return CGRect(x: 0, y: 0, width: bounds.width - a, height: bounds.height)
        default: return bounds
        }
    }

    var contentCornerRadius: CGFloat { Metrics.cornerRadius }
}

/// The clear view behind a popover that turns a tap outside into a dismissal, letting touches on passthrough
/// views through.
@MainActor
final class PopoverTapCatcher: UIView {
    weak var popover: UIPopoverPresentationController?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        for v in popover?.passthroughViews ?? [] where v.window != nil {
            if v.bounds.contains(convert(point, to: v)) { return nil }
        }
        return super.hitTest(point, with: event)
    }
}

/// A popover's bubble: drawn with its arrow, the content clipped to the rounded body.
@MainActor
final class PopoverBubbleView: UIView {
    let content: UIView
    weak var popover: UIPopoverPresentationController?

    init(content: UIView, popover: UIPopoverPresentationController) {
        self.content = content
        self.popover = popover
        super.init(frame: .zero)
        backgroundColor = .clear
        content.clipsToBounds = true
        content.layer.cornerRadius = popover.contentCornerRadius
        addSubview(content)
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.12 // ⚠ iPadOS 17's soft popover shadow
        layer.shadowRadius = 12
        layer.shadowOffset = .zero
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        content.frame = popover?.contentFrame(in: bounds) ?? bounds
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        guard let popover else { return }
        (popover.backgroundColor ?? UIColor.systemBackground).setFill()
        popover.bubblePath(in: bounds).fill()
    }
}
