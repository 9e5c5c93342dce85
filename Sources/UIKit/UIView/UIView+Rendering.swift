// Frame stage 5 display (docs/ARCHITECTURE.md). Before: 4, layout — Application/MainLoop.endTurn → QuartzCore CATransaction.layoutAndDisplay → UIView/UIView+Layout.layoutPass.
// After: 6, commit — QuartzCore CATransaction.commitAll.
import Foundation

extension UIView {
    /// How a view's cached content is reused when its bounds change.
    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right,
             topLeft, topRight, bottomLeft, bottomRight

        /// The layer gravity of the same meaning (UIKit's y-down sense: top is the top of the screen).
        var gravity: CALayerContentsGravity {
            switch self {
            case .scaleToFill, .redraw: return .resize
            case .scaleAspectFit: return .resizeAspect
            case .scaleAspectFill: return .resizeAspectFill
            case .center: return .center
            case .top: return .top
            case .bottom: return .bottom
            case .left: return .left
            case .right: return .right
            case .topLeft: return .topLeft
            case .topRight: return .topRight
            case .bottomLeft: return .bottomLeft
            case .bottomRight: return .bottomRight
            }
        }
    }

    /// How the tint colour is shown.
    public enum TintAdjustmentMode: Int, Sendable {
        case automatic = 0, normal, dimmed
    }

    /// The view's background colour (nil: none).
    var backgroundColorImpl: UIColor? {
        get { backgroundColorStorage }
        set {
            backgroundColorStorage = newValue
            // A dynamic colour resolves against the view's traits (and again when they change).
            layer.backgroundColor = newValue.map { $0.provider == nil ? $0.cgColor : $0.resolvedColor(with: traitCollection).cgColor }
        }
    }

    /// The view's opacity, 0…1 (the layer's opacity).
    var alphaImpl: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    /// Whether the view (and its subviews) is hidden.
    var isHiddenImpl: Bool {
        get { layer.isHidden }
        set {
            let changed = layer.isHidden != newValue
            layer.isHidden = newValue
            if changed { autoLayoutHiddenDidChange() } // Auto Layout: stack views collapse hidden views
        }
    }

    /// Whether the view declares that it fills its bounds with opaque content (a compositing hint). True by default.
    var isOpaqueImpl: Bool {
        get { isOpaqueStorage }
        set {
            isOpaqueStorage = newValue
            layer.isOpaque = newValue
        }
    }

    /// Whether subviews (and content) are clipped to the bounds (the layer's masksToBounds).
    var maskImpl: UIView? {
        get { maskViewStorage }
        set {
            if newValue === maskViewStorage { return }
            if let old = maskViewStorage {
                old.maskedViewStorage = nil
                if layer.mask === old.layer { layer.mask = nil }
            }
            if let view = newValue {
                // A mask has no superview (a mask layer must have no superlayer), and masks one view at a time.
                view.removeFromSuperview()
                if let previous = view.maskedViewStorage, previous !== self {
                    previous.maskViewStorage = nil
                    if previous.layer.mask === view.layer { previous.layer.mask = nil }
                }
                view.maskedViewStorage = self
            }
            maskViewStorage = newValue
            layer.mask = newValue?.layer
        }
    }

    var clipsToBoundsImpl: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// Whether the part of the view being redrawn is cleared to transparent black before draw(_:) (the layer
    /// clears its backing store's invalidated rect, or leaves the old pixels there).
    var clearsContextBeforeDrawingImpl: Bool {
        get { layer.clearsBackingStoreBeforeDrawing }
        set { layer.clearsBackingStoreBeforeDrawing = newValue }
    }

    /// How the cached content is laid out when the bounds change; `.redraw` draws again instead.
    var contentModeImpl: ContentMode {
        get { contentModeStorage }
        set {
            contentModeStorage = newValue
            layer.contentsGravity = newValue.gravity
            layer.needsDisplayOnBoundsChange = newValue == .redraw
        }
    }

    /// The stretchable part of the content, in unit coordinates (deprecated by Apple; the layer's contentsCenter).
    var contentStretchImpl: CGRect {
        get { contentStretchStorage }
        set {
            contentStretchStorage = newValue
            layer.contentsCenter = newValue
        }
    }

    /// Pixels per point of the view's content (the layer's contentsScale); set to the screen's scale when
    /// the view moves to a window.
    var contentScaleFactorImpl: CGFloat {
        get { layer.contentsScale }
        set {
            guard newValue > 0, newValue != layer.contentsScale else { return }
            layer.contentsScale = newValue
            setNeedsDisplay()
        }
    }

    // MARK: Tint

    /// The tint colour: the view's own, else inherited from the superview, else the system tint.
    var tintColorImpl: UIColor! {
        get {
            let base = tintColorStorage ?? superviewStorage?.tintColor ?? UIColor.systemBlue
            return tintAdjustmentMode == .dimmed ? UIView.dimmed(base) : base
        }
        set {
            tintColorStorage = newValue
            propagateTintChange()
        }
    }

    /// The tint adjustment mode; `.automatic` follows the superview (normal at the top).
    var tintAdjustmentModeImpl: TintAdjustmentMode {
        get {
            if tintAdjustmentModeStorage != .automatic { return tintAdjustmentModeStorage }
            return superviewStorage?.tintAdjustmentMode ?? .normal
        }
        set {
            tintAdjustmentModeStorage = newValue
            propagateTintChange()
        }
    }

    /// The tint shown when dimmed: the colour desaturated to its luminance.
    static func dimmed(_ c: UIColor) -> UIColor {
        let (r, g, b, a) = c.cgColor.rgba
        let y = 0.299 * r + 0.587 * g + 0.114 * b
        return UIColor(white: y, alpha: a)
    }

    func propagateTintChange() {
        tintColorDidChange()
        for sub in subviewStorage where sub.tintColorStorage == nil || sub.tintAdjustmentModeStorage == .automatic {
            sub.propagateTintChange()
        }
    }

    /// After a move in the hierarchy the inherited tint may differ.
    func superviewTintMayHaveChanged() {
        if tintColorStorage == nil || tintAdjustmentModeStorage == .automatic { propagateTintChange() }
    }

    // MARK: Drawing

    /// Marks the whole view for redrawing at the end of the run-loop turn.
    func setNeedsDisplayImpl() {
        guard UIView.drawsContent(type(of: self)) != false else { return }
        layer.setNeedsDisplay()
    }

    /// Marks part of the view for redrawing at the end of the run-loop turn.
    func setNeedsDisplayImpl(_ rect: CGRect) {
        guard UIView.drawsContent(type(of: self)) != false else { return }
        layer.setNeedsDisplay(rect)
    }

    /// Draws the layer's backing store through `draw(_:)`, unless this class is known not to draw.
    public func display(_ layer: CALayer) {
        guard layer === self.layer else { return }
        guard UIView.drawsContent(type(of: self)) != false else { return }
        layer.displayBackingStore()
        if UIView.drawsContent(type(of: self)) == false, layer.contents != nil {
            ViewActions.withoutActions { layer.contents = nil }
        }
    }
}
