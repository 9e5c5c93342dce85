import Foundation

/// Wheels of rows (one per component) that the user spins; each wheel settles with a row in the middle
/// band, and the delegate hears `didSelectRow` once it has settled. Each wheel is a scroll view, so a
/// drag decelerates on the media clock and then snaps to a row.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    private enum Metrics {
        // ⚠ SPEC-NEXT §5.5: 216 pt tall; ⚠ 320 pt wide (the iPhone picker's width).
        static let size = CGSize(width: 320, height: 216)
        // ⚠ SPEC-NEXT §5.5: rows 32 pt tall unless the delegate says otherwise.
        static let rowHeight: CGFloat = 32
        // ⚠ Wheels sit 8 pt inside the edges and 5 pt apart.
        static let edgeInset: CGFloat = 8
        static let componentSpacing: CGFloat = 5
        // ⚠ iOS 14 and later: the selection band is a rounded rect of tertiarySystemFill.
        static let bandCornerRadius: CGFloat = 8
        // ⚠ Row titles: 21 pt, as iOS 14's wheels.
        static let fontSize: CGFloat = 21
        // ⚠ Rows fade with their distance from the band (the wheel's curvature, drawn flat).
        static let farAlpha: CGFloat = 0.3
    }

    /// What the delegate's default width and height methods return: "not implemented".
    nonisolated static let unsetDimension: CGFloat = -1

    /// One wheel: a scroll view of rows and the rows' views on screen.
    @MainActor private final class Wheel: NSObject, UIScrollViewDelegate {
        unowned let picker: UIPickerView
        let component: Int
        let scrollView = UIScrollView()
        var rows = 0
        var rowHeight: CGFloat = Metrics.rowHeight
        var selected = -1
        var views: [Int: UIView] = [:]
        var spare: [UIView] = []

        init(picker: UIPickerView, component: Int) {
            self.picker = picker
            self.component = component
            super.init()
            scrollView.delegate = self
            scrollView.showsVerticalScrollIndicator = false
            scrollView.showsHorizontalScrollIndicator = false
            scrollView.scrollsToTop = false
            scrollView.alwaysBounceVertical = true
            scrollView.contentInsetAdjustmentBehavior = .never
            scrollView.decelerationRate = .normal
            let tap = UITapGestureRecognizer { [unowned self] g in self.tapped(g) }
            scrollView.addGestureRecognizer(tap)
        }

        /// The offset that puts `row` in the middle band.
        func offset(for row: Int) -> CGFloat { CGFloat(row) * rowHeight - scrollView.contentInset.top }

        /// The row nearest the middle band now.
        var centredRow: Int {
            guard rows > 0 else { return -1 }
            let r = Int(((scrollView.contentOffset.y + scrollView.contentInset.top) / rowHeight).rounded())
            return min(max(0, r), rows - 1)
        }

        func scrollViewDidScroll(_ scrollView: UIScrollView) { picker.layoutRows(of: self) }

        func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                       targetContentOffset: UnsafeMutablePointer<CGPoint>) {
            guard rows > 0 else { return }
            let r = ((targetContentOffset.pointee.y + scrollView.contentInset.top) / rowHeight).rounded()
            targetContentOffset.pointee.y = offset(for: min(max(0, Int(r)), rows - 1))
        }

        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            if !decelerate { settle() }
        }

        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { settle() }

        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
            if userMoved { settle() }
        }

        /// Whether the running scroll animation came from a tap (then it selects when it ends).
        var userMoved = false

        /// The wheel stopped after the user moved it: snap exactly to the row and tell the delegate.
        func settle() {
            userMoved = false
            let row = centredRow
            guard row >= 0 else { return }
            if abs(scrollView.contentOffset.y - offset(for: row)) > 0.5 {
                userMoved = true
                scrollView.setContentOffset(CGPoint(x: 0, y: offset(for: row)), animated: true)
                return
            }
            if row != selected {
                selected = row
                picker.delegate?.pickerView(picker, didSelectRow: row, inComponent: component)
            }
        }

        /// A tap on a row above or below the band turns the wheel to it.
        func tapped(_ g: UIGestureRecognizer) {
            guard rows > 0 else { return }
            let y = g.location(in: scrollView).y
            let row = min(max(0, Int(floor(y / rowHeight))), rows - 1)
            userMoved = true
            if abs(scrollView.contentOffset.y - offset(for: row)) < 0.5 {
                settle()
            } else {
                scrollView.setContentOffset(CGPoint(x: 0, y: offset(for: row)), animated: true)
            }
        }
    }

    private var wheels: [Wheel] = []
    private let bandView = UIView()
    private var needsReload = true

    /// Where the components and rows come from.
    open weak var dataSource: (any UIPickerViewDataSource)? {
        didSet { needsReload = true; setNeedsLayout() }
    }

    /// What the rows show, and whom the picker tells of the user's choices.
    open weak var delegate: (any UIPickerViewDelegate)? {
        didSet { needsReload = true; setNeedsLayout() }
    }

    /// Deprecated: the band is always shown since iOS 7.
    open var showsSelectionIndicator = true

    /// Creates a picker in `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configurePicker()
    }

    /// Creates a picker of the standard size.
    public convenience init() {
        self.init(frame: CGRect(origin: .zero, size: Metrics.size))
    }

    /// Pickers are not archived on Linux.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configurePicker()
    }

    private func configurePicker() {
        isOpaque = false
        clipsToBounds = true
        bandView.isUserInteractionEnabled = false
        bandView.backgroundColor = .tertiarySystemFill
        bandView.layer.cornerRadius = Metrics.bandCornerRadius
        addSubview(bandView)
    }

    /// ⚠ 320 × 216.
    open override var intrinsicContentSize: CGSize { Metrics.size }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Metrics.size }

    // MARK: Data

    /// The number of components (asked of the data source at the last reload).
    open var numberOfComponents: Int {
        reloadIfNeeded()
        return wheels.count
    }

    /// The number of rows of `component` (0 for a component that does not exist).
    open func numberOfRows(inComponent component: Int) -> Int {
        reloadIfNeeded()
        return wheels.indices.contains(component) ? wheels[component].rows : 0
    }

    /// Asks the data source and delegate again for everything.
    open func reloadAllComponents() {
        needsReload = true
        reloadIfNeeded()
    }

    /// Asks again for one component's rows and their content.
    open func reloadComponent(_ component: Int) {
        reloadIfNeeded()
        guard wheels.indices.contains(component) else { return }
        reload(wheels[component])
        layoutWheels()
    }

    private func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        let count = dataSource.map { max(0, $0.numberOfComponents(in: self)) } ?? 0
        while wheels.count > count { wheels.removeLast().scrollView.removeFromSuperview() }
        while wheels.count < count {
            let w = Wheel(picker: self, component: wheels.count)
            insertSubview(w.scrollView, aboveSubview: bandView)
            wheels.append(w)
        }
        for w in wheels { reload(w) }
        layoutWheels()
    }

    private func reload(_ w: Wheel) {
        w.rows = dataSource.map { max(0, $0.pickerView(self, numberOfRowsInComponent: w.component)) } ?? 0
        let h = delegate?.pickerView(self, rowHeightForComponent: w.component) ?? Self.unsetDimension
        w.rowHeight = h > 0 ? h : Metrics.rowHeight
        for (_, v) in w.views { v.removeFromSuperview() }
        w.views.removeAll()
        w.spare.removeAll()
        w.selected = w.rows == 0 ? -1 : min(max(0, w.selected), w.rows - 1)
    }

    // MARK: Selection

    /// The selected row of `component`, or -1 when it has no rows.
    open func selectedRow(inComponent component: Int) -> Int {
        reloadIfNeeded()
        return wheels.indices.contains(component) ? wheels[component].selected : -1
    }

    /// Turns `component` to `row` (rows out of range are ignored). The delegate is not told.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        reloadIfNeeded()
        guard wheels.indices.contains(component) else { return }
        let w = wheels[component]
        guard row >= 0, row < w.rows else { return }
        w.selected = row
        w.userMoved = false
        layoutWheels()
        w.scrollView.setContentOffset(CGPoint(x: 0, y: w.offset(for: row)), animated: animated && window != nil)
    }

    /// The view shown for a row, nil when it is not on screen.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        reloadIfNeeded()
        guard wheels.indices.contains(component) else { return nil }
        layoutIfNeeded()
        return wheels[component].views[row]
    }

    /// The size of a row of `component`: the wheel's width and its row height.
    open func rowSize(forComponent component: Int) -> CGSize {
        reloadIfNeeded()
        guard wheels.indices.contains(component) else { return .zero }
        layoutIfNeeded()
        return CGSize(width: wheels[component].scrollView.bounds.width, height: wheels[component].rowHeight)
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        reloadIfNeeded()
        layoutWheels()
    }

    /// The wheels' widths: the delegate's where it gives them, the rest shared equally.
    private func componentWidths() -> [CGFloat] {
        let n = wheels.count
        guard n > 0 else { return [] }
        let available = max(0, bounds.width - 2 * Metrics.edgeInset - CGFloat(n - 1) * Metrics.componentSpacing)
        let asked = wheels.map { delegate?.pickerView(self, widthForComponent: $0.component) ?? Self.unsetDimension }
        let fixed = asked.filter { $0 >= 0 }.reduce(0, +)
        let autoCount = asked.filter { $0 < 0 }.count
        let share = autoCount > 0 ? max(0, available - fixed) / CGFloat(autoCount) : 0
        return asked.map { $0 >= 0 ? $0 : share }
    }

    private func layoutWheels() {
        let widths = componentWidths()
        let total = widths.reduce(0, +) + CGFloat(max(0, wheels.count - 1)) * Metrics.componentSpacing
        var x = bounds.midX - total / 2
        let bandHeight = wheels.map(\.rowHeight).max() ?? Metrics.rowHeight
        bandView.frame = CGRect(x: Metrics.edgeInset, y: bounds.midY - bandHeight / 2,
                                width: max(0, bounds.width - 2 * Metrics.edgeInset), height: bandHeight)
        bandView.isHidden = wheels.isEmpty
        for (w, width) in zip(wheels, widths) {
            let frame = CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
            x += width + Metrics.componentSpacing
            let inset = (bounds.height - w.rowHeight) / 2
            let sizeChanged = w.scrollView.frame != frame || w.scrollView.contentInset.top != inset
            w.scrollView.frame = frame
            w.scrollView.contentInset = UIEdgeInsets(top: inset, left: 0, bottom: inset, right: 0)
            w.scrollView.contentSize = CGSize(width: width, height: CGFloat(w.rows) * w.rowHeight)
            let idle = !w.scrollView.isDragging && !w.scrollView.isDecelerating && !w.userMoved
            if sizeChanged && idle, w.selected >= 0 {
                w.scrollView.contentOffset = CGPoint(x: 0, y: w.offset(for: w.selected))
            }
            layoutRows(of: w)
        }
    }

    /// Puts views on the rows in sight (reusing those that left it) and fades them with their distance.
    private func layoutRows(of w: Wheel) {
        guard w.rows > 0 else { return }
        let s = w.scrollView
        let top = s.contentOffset.y, bottom = s.contentOffset.y + s.bounds.height
        let first = max(0, Int(floor(top / w.rowHeight)))
        let last = min(w.rows - 1, Int(ceil(bottom / w.rowHeight)))
        for (row, v) in w.views where row < first || row > last {
            w.views[row] = nil
            v.removeFromSuperview()
            w.spare.append(v)
        }
        guard first <= last else { return }
        let centreY = top + s.bounds.height / 2
        for row in first...last {
            let v = w.views[row] ?? makeView(row: row, wheel: w)
            let frame = CGRect(x: 0, y: CGFloat(row) * w.rowHeight, width: s.bounds.width, height: w.rowHeight)
            if v.frame != frame { v.frame = frame }
            let distance = abs(frame.midY - centreY) / max(1, s.bounds.height / 2)
            v.alpha = max(Metrics.farAlpha, 1 - distance * (1 - Metrics.farAlpha))
        }
    }

    private func makeView(row: Int, wheel w: Wheel) -> UIView {
        let reused = w.spare.popLast()
        let v: UIView
        if let custom = delegate?.pickerView(self, viewForRow: row, forComponent: w.component, reusing: reused) {
            v = custom
        } else {
            let label = (reused as? UILabel) ?? UILabel()
            label.textAlignment = .center
            label.font = .systemFont(ofSize: Metrics.fontSize)
            label.textColor = .label
            if let a = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: w.component) {
                label.attributedText = a
            } else {
                label.text = delegate?.pickerView(self, titleForRow: row, forComponent: w.component) ?? "?"
            }
            v = label
        }
        v.isUserInteractionEnabled = false
        w.scrollView.addSubview(v)
        w.views[row] = v
        return v
    }
}
