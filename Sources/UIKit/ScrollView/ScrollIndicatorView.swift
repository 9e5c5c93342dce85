import Foundation

/// One scroll indicator: a rounded bar drawn by its layer (no draw(_:)), as iOS draws it.
final class ScrollIndicatorView: UIView {
    let isVertical: Bool
    var style: UIScrollView.IndicatorStyle = .default { didSet { applyStyle() } }

    init(vertical: Bool, style: UIScrollView.IndicatorStyle) {
        isVertical = vertical
        self.style = style
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        isOpaque = false
        layer.cornerRadius = ScrollPhysics.indicatorThickness / 2
        applyStyle()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func draw(_ rect: CGRect) {} // nothing: the layer's colour and border are the drawing

    /// ⚠ XNScrollView: .default is a dark bar with a light border, .black dark, .white light, at 50 % alpha.
    func applyStyle() {
        switch style {
        case .default:
            layer.backgroundColor = CGColor(gray: 0, alpha: 0.5)
            layer.borderColor = CGColor(gray: 1, alpha: 0.5)
            layer.borderWidth = 0.5
        case .black:
            layer.backgroundColor = CGColor(gray: 0, alpha: 0.5)
            layer.borderWidth = 0
        case .white:
            layer.backgroundColor = CGColor(gray: 1, alpha: 0.5)
            layer.borderWidth = 0
        }
    }
}
