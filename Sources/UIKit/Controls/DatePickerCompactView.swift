import Foundation

/// The compact style's face: a date pill, a time pill or both side by side, at the leading edge and
/// centred vertically (a compact picker wider than its pills leaves the rest empty, as iOS does).
final class DatePickerCompactView: UIView {
    private enum Metrics {
        // ⚠ The gap between the date and the time pill of a dateAndTime picker, iOS 17 screenshots.
        static let spacing: CGFloat = 6
    }

    let datePill = DatePickerPill()
    let timePill = DatePickerPill()
    var showsDate = true { didSet { updatePills() } }
    var showsTime = true { didSet { updatePills() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(datePill)
        addSubview(timePill)
    }

    required init?(coder: NSCoder) { nil }

    private func updatePills() {
        datePill.isHidden = !showsDate
        timePill.isHidden = !showsTime
        setNeedsLayout()
    }

    private var shownPills: [DatePickerPill] { [datePill, timePill].filter { !$0.isHidden } }

    /// The pills' widths and the gap between them, by a pill's height.
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let sizes = shownPills.map { $0.sizeThatFits(.zero) }
        let width = sizes.reduce(0) { $0 + $1.width } + Metrics.spacing * CGFloat(max(0, sizes.count - 1))
        return CGSize(width: width, height: sizes.map(\.height).max() ?? 0)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // The date pill leads: on the right in a right-to-left layout.
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var x: CGFloat = 0
        for pill in shownPills {
            let s = pill.sizeThatFits(.zero)
            pill.frame = CGRect(x: rtl ? bounds.width - x - s.width : x, y: ((bounds.height - s.height) / 2).rounded(),
                                width: s.width, height: s.height)
            x += s.width + Metrics.spacing
        }
    }
}
