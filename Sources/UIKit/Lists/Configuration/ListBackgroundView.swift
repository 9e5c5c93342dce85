import Foundation

/// The view that draws a `UIBackgroundConfiguration` behind a cell, header or footer: a rounded fill with
/// the effect, image and custom view inside it, and the stroke around it.
final class ListBackgroundView: UIView {
    var configuration: UIBackgroundConfiguration { didSet { apply() } }
    /// The host's layout margins, added to the insets on the configuration's chosen edges.
    var hostMargins = NSDirectionalEdgeInsets.zero { didSet { if oldValue != hostMargins { setNeedsLayout() } } }

    let fill = UIView()
    private let stroke = UIView()
    private var imageView: UIImageView?
    private var effectView: UIVisualEffectView?
    private var customView: UIView?

    init(configuration: UIBackgroundConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        stroke.isUserInteractionEnabled = false
        stroke.backgroundColor = nil
        addSubview(fill)
        addSubview(stroke)
        apply()
    }

    required init?(coder: NSCoder) { nil }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        apply()
    }

    private func apply() {
        let c = configuration
        let tint: UIColor = tintColor ?? .tintColor
        fill.backgroundColor = c.resolvedBackgroundColor(for: tint)
        fill.layer.cornerRadius = c.cornerRadius
        fill.clipsToBounds = c.cornerRadius > 0
        if c.strokeWidth > 0 {
            stroke.isHidden = false
            stroke.layer.borderWidth = c.strokeWidth
            stroke.layer.borderColor = c.resolvedStrokeColor(for: tint).resolvedColor(with: traitCollection).cgColor
            stroke.layer.cornerRadius = c.cornerRadius > 0 ? c.cornerRadius + c.strokeOutset : 0
        } else {
            stroke.isHidden = true
        }
        if let effect = c.visualEffect {
            let v = effectView ?? UIVisualEffectView(effect: effect)
            v.effect = effect
            if v.superview !== fill { fill.insertSubview(v, at: 0) }
            effectView = v
        } else {
            effectView?.removeFromSuperview()
            effectView = nil
        }
        if let image = c.image {
            let v = imageView ?? UIImageView()
            v.image = image
            v.contentMode = c.imageContentMode
            if v.superview !== fill { fill.insertSubview(v, at: effectView == nil ? 0 : 1) }
            imageView = v
        } else {
            imageView?.removeFromSuperview()
            imageView = nil
        }
        if customView !== c.customView {
            customView?.removeFromSuperview()
            customView = c.customView
            if let v = customView { fill.addSubview(v) }
        }
        setNeedsLayout()
    }

    /// The background's frame in the view: the bounds less the insets and the chosen margins.
    var backgroundFrame: CGRect {
        let c = configuration
        var i = c.backgroundInsets
        let edges = c.edgesAddingLayoutMarginsToBackgroundInsets
        if edges.contains(.top) { i.top += hostMargins.top }
        if edges.contains(.bottom) { i.bottom += hostMargins.bottom }
        if edges.contains(.leading) { i.leading += hostMargins.leading }
        if edges.contains(.trailing) { i.trailing += hostMargins.trailing }
        let b = bounds
        return CGRect(x: i.leading, y: i.top, width: max(0, b.width - i.leading - i.trailing),
                      height: max(0, b.height - i.top - i.bottom))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let f = backgroundFrame
        fill.setFrameIfChanged(f)
        let o = configuration.strokeOutset
        stroke.setFrameIfChanged(f.insetBy(dx: -o, dy: -o))
        let inner = CGRect(origin: .zero, size: f.size)
        effectView?.setFrameIfChanged(inner)
        imageView?.setFrameIfChanged(inner)
        customView?.setFrameIfChanged(inner)
    }
}
