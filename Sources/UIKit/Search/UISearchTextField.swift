import Foundation

/// The search bar's field: a text field with a magnifying glass at its left, a clear button while editing and
/// a rounded fill behind its text.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    private enum Metrics {
        // Read from iOS 17 screenshots (not measured here): a 10 pt corner radius, the glass 8 pt from the left
        // edge in a 20 × 20 pt area, the text starting 6 pt after it.
        static let cornerRadius: CGFloat = 10
        static let glassInset: CGFloat = 8
        static let glassSide: CGFloat = 20
        static let textGap: CGFloat = 6
        static let trailingInset: CGFloat = 8
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = Metrics.cornerRadius
        clipsToBounds = true
        leftView = SearchGlassView(frame: CGRect(x: 0, y: 0, width: Metrics.glassSide, height: Metrics.glassSide))
        leftViewMode = .always
        clearButtonMode = .whileEditing
        returnKeyType = .search
        enablesReturnKeyAutomatically = true
    }

    open override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX + Metrics.glassInset, y: bounds.midY - Metrics.glassSide / 2,
               width: Metrics.glassSide, height: Metrics.glassSide)
    }

    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = super.textRect(forBounds: bounds)
        let left = leftViewRect(forBounds: bounds).maxX + Metrics.textGap
        rect.size.width = max(0, rect.maxX - left - (rect.maxX >= bounds.maxX ? Metrics.trailingInset : 0))
        rect.origin.x = left
        return rect
    }

    open override func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    open override func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
}

/// The magnifying glass drawn in the secondary label colour (no SF Symbols on Linux).
@MainActor
final class SearchGlassView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        Self.drawGlass(in: bounds, color: .secondaryLabel, context: ctx)
    }

    /// The glass as a template image `side` points square (a search suggestion's default icon).
    static func image(side: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { context in
            drawGlass(in: CGRect(x: 0, y: 0, width: side, height: side), color: .black, context: context.cgContext)
        }.withRenderingMode(.alwaysTemplate)
    }

    private static func drawGlass(in bounds: CGRect, color: UIColor, context ctx: CGContext) {
        let side = min(bounds.width, bounds.height)
        let radius = side * 0.3
        let center = CGPoint(x: bounds.midX - side * 0.08, y: bounds.midY - side * 0.08)
        ctx.setStrokeColor(color.cgColor)
        ctx.setLineWidth(side * 0.1)
        ctx.setLineCap(.round)
        ctx.strokeEllipse(in: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
        let start = radius * 0.7071
        ctx.move(to: CGPoint(x: center.x + start, y: center.y + start))
        ctx.addLine(to: CGPoint(x: center.x + radius * 1.55, y: center.y + radius * 1.55))
        ctx.strokePath()
    }
}
