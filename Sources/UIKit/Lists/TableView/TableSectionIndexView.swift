import Foundation

/// The section index at a table's trailing edge: the data source's titles in a column, tinted, centred in
/// the visible height; a touch or drag on a title jumps to its section.
final class TableSectionIndexView: UIView, UndelayedContentTouches {
    /// ⚠ iOS 17 iPhone index (chosen to match screenshots): 11 pt semibold titles, 14 pt apart, in a 15 pt
    /// column flush with the trailing edge.
    enum Metrics {
        static let width: CGFloat = 15
        static let lineHeight: CGFloat = 14
        static let fontSize: CGFloat = 11
    }

    var titles: [String] = [] { didSet { if oldValue != titles { setNeedsDisplay() } } }
    var titleColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The background at rest and while a finger is on the index.
    var restingBackground: UIColor? { didSet { if !isTracking { backgroundColor = restingBackground } } }
    var trackingBackground: UIColor?
    private(set) var isTracking = false { didSet { backgroundColor = isTracking ? trackingBackground ?? restingBackground : restingBackground } }
    /// Called with the index of the title under the finger, each time it changes.
    var onSelect: (@MainActor (Int) -> Void)?
    private var lastIndex: Int?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }
    required init?(coder: NSCoder) { nil }

    /// The height of one title: the standard spacing, squeezed when the titles do not fit.
    var lineHeight: CGFloat {
        guard !titles.isEmpty else { return Metrics.lineHeight }
        return min(Metrics.lineHeight, bounds.height / CGFloat(titles.count))
    }

    /// Where the first title starts (the column is centred vertically).
    var titlesTop: CGFloat { ((bounds.height - lineHeight * CGFloat(titles.count)) / 2).rounded() }

    /// The title index at a y in the view, clamped to the titles.
    func index(at y: CGFloat) -> Int? {
        guard !titles.isEmpty else { return nil }
        let i = Int(((y - titlesTop) / lineHeight).rounded(.down))
        return min(max(0, i), titles.count - 1)
    }

    override func draw(_ rect: CGRect) {
        let font = UIFont.systemFont(ofSize: Metrics.fontSize, weight: .semibold)
        let color = titleColor ?? tintColor ?? .tintColor
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: color]
        let h = lineHeight
        for (i, title) in titles.enumerated() {
            let s = AttributedStringRunArrays.adopt(NSAttributedString(string: title, attributes: attributes))
            let size = s.size()
            let y = titlesTop + CGFloat(i) * h + (h - size.height) / 2
            s.draw(at: CGPoint(x: ((bounds.width - size.width) / 2).rounded(), y: y))
        }
    }

    private func track(_ touches: Set<UITouch>) {
        guard let t = touches.first, let i = index(at: t.location(in: self).y), i != lastIndex else { return }
        lastIndex = i
        onSelect?(i)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { lastIndex = nil; isTracking = true; track(touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { track(touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { lastIndex = nil; isTracking = false }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { lastIndex = nil; isTracking = false }
}
