import Foundation

/// A control showing a colour inside a ring of hues; a tap presents the system colour picker from the
/// well's view controller (a popover from the well, a sheet in a compact width), and each colour the user
/// picks there becomes `selectedColor` and sends valueChanged.
@preconcurrency @MainActor
open class UIColorWell: UIControl, ControlAccessibility {
    private enum Metrics {
        // ⚠ iOS 17's well: 28 pt across, a 3 pt ring of hues, the colour in a disc inset 2 pt more
        // (read off screenshots; Apple publishes no size).
        static let size: CGFloat = 28
        static let ringWidth: CGFloat = 3
        static let ringGap: CGFloat = 2
        /// The ring is drawn as this many wedges of hue (a conic gradient; Cairo has none).
        static let wedges = 72
        // ⚠ The pressed well's opacity.
        static let highlightedAlpha: CGFloat = 0.5
    }

    /// The colour shown and the one the picker opens with. Default nil (the ring with nothing inside).
    /// Setting it in code sends nothing.
    open var selectedColor: UIColor? {
        didSet { if selectedColor !== oldValue { setNeedsDisplay() } }
    }

    /// Whether the picker offers an opacity; without it the user can only pick opaque colours. Default true.
    open var supportsAlpha = true

    /// Whether the picker offers its eyedropper (iOS 26). Default true.
    open var supportsEyedropper = true

    /// The largest linear exposure a picked colour may have (iOS 26). Default 1 (standard dynamic range);
    /// values under 1 are ignored.
    // Linux: there is no HDR output, so picks stay within standard range whatever the value.
    open var maximumLinearExposure: CGFloat {
        get { maximumLinearExposureStorage }
        set { if newValue >= 1 { maximumLinearExposureStorage = newValue } }
    }
    private var maximumLinearExposureStorage: CGFloat = 1

    /// The title of the presented picker (nil: the picker's own).
    open var title: String?

    /// The picker on screen, while it is.
    private(set) weak var presentedPicker: UIColorPickerViewController?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureWell()
    }

    // Linux: there are no nib archives; the initializer exists so iOS subclasses compile.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureWell()
    }

    private func configureWell() {
        isOpaque = false
        backgroundColor = .clear
        contentMode = .redraw
        accessibilityLabel = "Color Well"
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: Metrics.size, height: Metrics.size) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    // The well dims while pressed (drawn, so the app's own `alpha` is left alone).
    open override var isHighlighted: Bool {
        didSet { if oldValue != isHighlighted { setNeedsDisplay() } }
    }

    var defaultAccessibilityValue: String? { nil }
    var defaultAccessibilityTraits: UIAccessibilityTraits { [.button] }

    // MARK: Drawing

    open override func draw(_ rect: CGRect) {
        let b = bounds
        let d = min(b.width, b.height)
        guard d > 0, let ctx = UIGraphicsGetCurrentContext() else { return }
        if isHighlighted { ctx.setAlpha(Metrics.highlightedAlpha) }
        let centre = CGPoint(x: b.midX, y: b.midY)
        let outer = d / 2
        let inner = max(outer - Metrics.ringWidth, 0)
        // Red at the top, going round clockwise, as iOS's ring does.
        let step = 2 * CGFloat.pi / CGFloat(Metrics.wedges)
        for i in 0..<Metrics.wedges {
            let start = -CGFloat.pi / 2 + CGFloat(i) * step
            // A hair of overlap hides the seams antialiasing leaves between wedges.
            let end = start + step + 0.01
            let wedge = UIBezierPath(arcCenter: centre, radius: outer, startAngle: start, endAngle: end, clockwise: true)
            wedge.addArc(withCenter: centre, radius: inner, startAngle: end, endAngle: start, clockwise: false)
            wedge.close()
            UIColor(hue: (CGFloat(i) + 0.5) / CGFloat(Metrics.wedges), saturation: 1, brightness: 1, alpha: 1).setFill()
            wedge.fill()
        }
        guard let color = selectedColor?.resolvedColor(with: traitCollection) else { return }
        let r = max(inner - Metrics.ringGap, 0)
        color.setFill()
        UIBezierPath(ovalIn: CGRect(x: centre.x - r, y: centre.y - r, width: 2 * r, height: 2 * r)).fill()
    }

    // MARK: Presenting the picker

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if isTouchInside { presentPicker() }
    }

    /// The view controller that owns the well's view hierarchy.
    private var owningViewController: UIViewController? {
        var r: UIResponder? = next
        while let responder = r {
            if let vc = responder as? UIViewController { return vc }
            r = responder.next
        }
        return nil
    }

    private func presentPicker() {
        guard presentedPicker == nil, var presenter = owningViewController ?? window?.rootViewController else { return }
        while let shown = presenter.presentedViewController, !shown.isBeingDismissed { presenter = shown }
        let picker = UIColorPickerViewController()
        picker.supportsAlpha = supportsAlpha
        picker.supportsEyedropper = supportsEyedropper
        picker.maximumLinearExposure = maximumLinearExposure
        if let title { picker.title = title }
        if let selectedColor { picker.selectedColor = selectedColor }
        picker.modalPresentationStyle = .popover
        if let popover = picker.popoverPresentationController {
            popover.sourceView = self
            popover.sourceRect = bounds
        }
        picker.userSelectionHandler = { [weak self] color, _ in
            guard let self else { return }
            self.selectedColor = color
            self.sendActions(for: .valueChanged)
        }
        presentedPicker = picker
        presenter.present(picker, animated: true)
    }
}
