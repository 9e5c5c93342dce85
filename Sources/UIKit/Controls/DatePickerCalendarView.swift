import Foundation

/// The calendar of an inline date picker (and of the compact picker's editor): a month-year header,
/// ‹ › buttons that page the month shown, the weekday symbols from the calendar's first weekday, and a
/// grid of the month's days. A tap on a day in the picker's range chooses it; the month shown changes
/// without changing the date. A tap on the header swaps the grid for month and year wheels (its chevron
/// turns down) and back. A dateAndTime calendar ends in a "Time" row with the time pill.
final class DatePickerCalendarView: UIView {
    enum Metrics {
        // ⚠ The inline picker's heights measured on iOS 14 with layoutIfNeeded by react-native-datetimepicker
        // (src/utils.js): .date 368 pt, and 49.5 pt more for the Time row of .dateAndTime. The width, 320 pt
        // at least (a wider picker widens its columns), and the split of the 368 pt below are estimates from
        // iOS 17 screenshots.
        static let minimumWidth: CGFloat = 320
        static let headerHeight: CGFloat = 52
        static let weekdayHeight: CGFloat = 20
        /// The grid's inset from either side: 7 columns of 44 pt in 320.
        static let gridInset: CGFloat = 6
        static let rowHeight: CGFloat = 46
        /// The space under the grid's sixth row.
        static let bottomInset: CGFloat = 20
        /// Every month gets six rows, so the picker keeps its height from month to month.
        static let rows = 6
        static let circleDiameter: CGFloat = 40
        static let dayFontSize: CGFloat = 20
        static let headerFontSize: CGFloat = 17
        static let weekdayFontSize: CGFloat = 13
        /// The header's and the time row's margin from the sides.
        static let margin: CGFloat = 16
        /// The ‹ and › buttons: 44 pt squares, the › one `navInset` from the trailing side.
        static let navSide: CGFloat = 44
        static let navInset: CGFloat = 4
        static let chevronSize = CGSize(width: 11, height: 18)
        static let headerChevronSize = CGSize(width: 8, height: 13)
        static let headerChevronGap: CGFloat = 6
        static let timeRowHeight: CGFloat = 49.5
        /// iOS 17 draws a selected day that is not today on a 12 % tint circle.
        static let selectedFillAlpha: CGFloat = 0.12
        /// The month-and-year wheels offer a century either side of the year shown when they open.
        static let yearRange = 100
        /// ⚠ A horizontal drag this long across the grid pages the month (a column's width).
        static let swipeDistance: CGFloat = 44
    }

    /// The month and year wheels' rows.
    @MainActor private final class MonthYearWheels: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
        unowned let owner: DatePickerCalendarView
        /// The year of the year wheel's middle row.
        var middleYear = 1
        init(owner: DatePickerCalendarView) { self.owner = owner }
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
            component == 0 ? 12 : 2 * Metrics.yearRange + 1
        }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            if component == 0 {
                let names = owner.picker.workingCalendar.standaloneMonthSymbols
                return row < names.count ? names[row] : nil
            }
            return "\(middleYear - Metrics.yearRange + row)"
        }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
            owner.wheelsChoseMonth(pickerView.selectedRow(inComponent: 0) + 1,
                                   year: middleYear - Metrics.yearRange + pickerView.selectedRow(inComponent: 1))
        }
    }

    /// The size for a width (never under 320) with or without the time row.
    static func size(width: CGFloat, showsTime: Bool) -> CGSize {
        let grid = Metrics.headerHeight + Metrics.weekdayHeight + CGFloat(Metrics.rows) * Metrics.rowHeight + Metrics.bottomInset
        return CGSize(width: max(width, Metrics.minimumWidth), height: grid + (showsTime ? Metrics.timeRowHeight : 0))
    }

    unowned let picker: UIDatePicker
    /// Runs with the start of the day the user tapped (a day in the picker's range).
    var onChooseDay: (@MainActor (Date) -> Void)?
    /// The time pill of the "Time" row (dateAndTime).
    let timePill = DatePickerPill()
    var showsTime = false { didSet { setNeedsLayout(); reload() } }

    /// The month shown: its year and month in the picker's calendar.
    private(set) var shownYear = 1
    private(set) var shownMonth = 1

    private let monthLabel = UILabel()
    private let headerChevron = DatePickerChevronView(pointsRight: true)
    private let previousButton = DatePickerChevronView(pointsRight: false)
    private let nextButton = DatePickerChevronView(pointsRight: true)
    private var weekdayLabels: [UILabel] = []
    private var dayLabels: [UILabel] = []
    private let separator = UIView()
    private let timeLabel = UILabel()
    private var wheelsStorage: UIPickerView?
    private var wheelsSource: MonthYearWheels?
    /// Whether the month and year wheels stand in for the grid.
    private(set) var showsMonthYearWheels = false

    init(picker: UIDatePicker) {
        self.picker = picker
        super.init(frame: .zero)
        monthLabel.font = .systemFont(ofSize: Metrics.headerFontSize, weight: .semibold)
        monthLabel.textColor = .label
        for _ in 0..<7 {
            let l = UILabel()
            l.font = .systemFont(ofSize: Metrics.weekdayFontSize, weight: .semibold)
            l.textColor = .secondaryLabel
            l.textAlignment = .center
            weekdayLabels.append(l)
        }
        for _ in 0..<(7 * Metrics.rows) {
            let l = UILabel()
            l.textAlignment = .center
            l.layer.cornerRadius = Metrics.circleDiameter / 2
            l.clipsToBounds = true
            dayLabels.append(l)
        }
        separator.backgroundColor = .separator
        // Linux: the row's title is not localised.
        timeLabel.text = "Time"
        timeLabel.font = .systemFont(ofSize: Metrics.headerFontSize)
        timeLabel.textColor = .label
        for v in [monthLabel, headerChevron, previousButton, nextButton, separator, timeLabel] as [UIView] + weekdayLabels + dayLabels {
            v.isUserInteractionEnabled = false
            addSubview(v)
        }
        addSubview(timePill)
        show(monthOf: picker.date)
    }

    required init?(coder: NSCoder) { nil }

    override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size(width: 0, showsTime: showsTime) }

    // MARK: Month shown

    /// Shows the month holding `date`.
    func show(monthOf date: Date) {
        let parts = picker.workingCalendar.dateComponents([.year, .month], from: date)
        shownYear = parts.year ?? 1
        shownMonth = parts.month ?? 1
        reload()
    }

    /// Pages the month shown by `months`.
    func page(by months: Int) {
        let c = picker.workingCalendar
        guard let first = firstDay(of: shownYear, shownMonth),
              let other = c.date(byAdding: .month, value: months, to: first) else { return }
        show(monthOf: other)
    }

    private func firstDay(of year: Int, _ month: Int) -> Date? {
        picker.workingCalendar.date(from: DateComponents(year: year, month: month, day: 1))
    }

    /// The start of each day of the month shown.
    private var shownDays: [Date] {
        let c = picker.workingCalendar
        guard let first = firstDay(of: shownYear, shownMonth), let days = c.range(of: .day, in: .month, for: first) else { return [] }
        return days.compactMap { c.date(byAdding: .day, value: $0 - 1, to: first) }
    }

    /// The empty cells before the first day: the columns between the first weekday and the 1st's weekday.
    private var leadingBlanks: Int {
        let c = picker.workingCalendar
        guard let first = firstDay(of: shownYear, shownMonth) else { return 0 }
        return (c.component(.weekday, from: first) - c.firstWeekday + 7) % 7
    }

    /// Whether any moment of the day starting at `day` lies in minimumDate…maximumDate.
    private func isSelectable(_ day: Date) -> Bool {
        let c = picker.workingCalendar
        let end = c.date(byAdding: .day, value: 1, to: day) ?? day
        if let lo = picker.minimumDate, let hi = picker.maximumDate, lo > hi { return true }
        if let lo = picker.minimumDate, end <= lo { return false }
        if let hi = picker.maximumDate, day > hi { return false }
        return true
    }

    private var canPageBack: Bool {
        guard let first = firstDay(of: shownYear, shownMonth) else { return false }
        let c = picker.workingCalendar
        guard let lo = picker.minimumDate else { return true }
        return first > c.startOfDay(for: lo)
    }

    private var canPageForward: Bool {
        let c = picker.workingCalendar
        guard let first = firstDay(of: shownYear, shownMonth),
              let next = c.date(byAdding: .month, value: 1, to: first) else { return false }
        guard let hi = picker.maximumDate else { return true }
        return next <= hi
    }

    /// The column titles, leading first (tests read them).
    var weekdayTitles: [String] { weekdayLabels.map { $0.text ?? "" } }

    // MARK: Drawing

    /// Updates every label for the month shown, the date and today.
    func reload() {
        let c = picker.workingCalendar
        let f = picker.formatter(template: "LLLLy")
        if let first = firstDay(of: shownYear, shownMonth) { monthLabel.text = f.string(from: first) }
        // iOS 17 heads the columns with the short weekday names in capitals ("SUN", "MON"…).
        let symbols = c.shortStandaloneWeekdaySymbols
        for (i, l) in weekdayLabels.enumerated() where symbols.count == 7 {
            l.text = symbols[(c.firstWeekday - 1 + i) % 7].uppercased(with: picker.locale ?? Locale.current)
        }
        let tint = tintColor ?? .systemBlue
        previousButton.colour = canPageBack ? tint : .tertiaryLabel
        nextButton.colour = canPageForward ? tint : .tertiaryLabel
        headerChevron.colour = tint
        let days = shownDays
        let blanks = leadingBlanks
        let dayName = picker.formatter(template: "EEEEMMMMd")
        let selected = c.startOfDay(for: picker.date)
        let today = c.startOfDay(for: Date())
        for (i, l) in dayLabels.enumerated() {
            let index = i - blanks
            guard index >= 0, index < days.count else {
                l.text = nil
                l.backgroundColor = .clear
                l.isAccessibilityElement = false
                continue
            }
            let day = days[index]
            let isSelected = day == selected
            let isToday = day == today
            l.text = "\(index + 1)"
            // VoiceOver and UI tests read a day as a button named by its full date ("Tuesday, November 10").
            l.isAccessibilityElement = true
            l.accessibilityLabel = dayName.string(from: day)
            var traits: UIAccessibilityTraits = .button
            if isSelected { traits.insert(.selected) }
            if !isSelectable(day) { traits.insert(.notEnabled) }
            l.accessibilityTraits = traits
            l.font = .systemFont(ofSize: Metrics.dayFontSize, weight: isSelected ? .semibold : .regular)
            if !isSelectable(day) {
                l.textColor = .tertiaryLabel
                l.backgroundColor = .clear
            } else if isSelected && isToday {
                l.textColor = .white
                l.backgroundColor = tint
            } else if isSelected {
                l.textColor = tint
                l.backgroundColor = tint.withAlphaComponent(Metrics.selectedFillAlpha)
            } else {
                l.textColor = isToday ? tint : .label
                l.backgroundColor = .clear
            }
        }
        let grid = !showsMonthYearWheels
        for l in weekdayLabels + dayLabels { l.isHidden = !grid }
        previousButton.isHidden = !grid
        nextButton.isHidden = !grid
        separator.isHidden = !showsTime
        timeLabel.isHidden = !showsTime
        timePill.isHidden = !showsTime
        setNeedsLayout()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        reload()
    }

    // MARK: Layout

    /// `rect` mirrored across the view in a right-to-left layout (the calendar reads from the right there).
    private func flipped(_ rect: CGRect) -> CGRect {
        guard effectiveUserInterfaceLayoutDirection == .rightToLeft else { return rect }
        return CGRect(x: bounds.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// The width of a column of the grid.
    private var columnWidth: CGFloat { (bounds.width - 2 * Metrics.gridInset) / 7 }

    /// The cell of grid position `index` (row-major, seven a row).
    private func cellFrame(_ index: Int) -> CGRect {
        let top = Metrics.headerHeight + Metrics.weekdayHeight
        return flipped(CGRect(x: Metrics.gridInset + CGFloat(index % 7) * columnWidth,
                      y: top + CGFloat(index / 7) * Metrics.rowHeight, width: columnWidth, height: Metrics.rowHeight))
    }

    private var nextFrame: CGRect {
        flipped(CGRect(x: bounds.width - Metrics.navInset - Metrics.navSide, y: (Metrics.headerHeight - Metrics.navSide) / 2,
                       width: Metrics.navSide, height: Metrics.navSide))
    }

    private var previousFrame: CGRect {
        flipped(CGRect(x: bounds.width - Metrics.navInset - 2 * Metrics.navSide, y: (Metrics.headerHeight - Metrics.navSide) / 2,
                       width: Metrics.navSide, height: Metrics.navSide))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width
        let titleWidth = min(ceil(monthLabel.sizeThatFits(CGSize(width: w, height: Metrics.headerHeight)).width),
                             w - Metrics.navInset - 2 * Metrics.navSide - Metrics.margin - Metrics.headerChevronGap
                                - Metrics.headerChevronSize.width)
        monthLabel.frame = flipped(CGRect(x: Metrics.margin, y: 0, width: max(0, titleWidth), height: Metrics.headerHeight))
        let hc = Metrics.headerChevronSize
        // By bounds and centre: the chevron turns while the wheels are shown.
        headerChevron.bounds = CGRect(origin: .zero, size: hc)
        headerChevron.center = CGPoint(x: flipped(CGRect(x: Metrics.margin + max(0, titleWidth) + Metrics.headerChevronGap, y: 0,
                                                         width: hc.width, height: hc.height)).midX,
                                       y: Metrics.headerHeight / 2)
        let cs = Metrics.chevronSize
        for (button, frame) in [(previousButton, previousFrame), (nextButton, nextFrame)] {
            button.frame = CGRect(x: frame.midX - cs.width / 2, y: frame.midY - cs.height / 2, width: cs.width, height: cs.height)
        }
        for (i, l) in weekdayLabels.enumerated() {
            let cell = cellFrame(i)
            l.frame = CGRect(x: cell.minX, y: Metrics.headerHeight, width: cell.width, height: Metrics.weekdayHeight)
        }
        let d = Metrics.circleDiameter
        for (i, l) in dayLabels.enumerated() {
            let cell = cellFrame(i)
            l.frame = CGRect(x: cell.midX - d / 2, y: cell.midY - d / 2, width: d, height: d)
        }
        let gridBottom = Metrics.headerHeight + Metrics.weekdayHeight + CGFloat(Metrics.rows) * Metrics.rowHeight
        wheelsStorage?.frame = CGRect(x: 0, y: Metrics.headerHeight, width: w, height: gridBottom - Metrics.headerHeight)
        let rowTop = gridBottom + Metrics.bottomInset
        let hairline = 1 / max(1, window?.screen.scale ?? 1)
        separator.frame = CGRect(x: Metrics.margin, y: rowTop, width: w - 2 * Metrics.margin, height: hairline)
        timeLabel.frame = flipped(CGRect(x: Metrics.margin, y: rowTop, width: w / 2, height: Metrics.timeRowHeight))
        timeLabel.textAlignment = .natural
        let pill = timePill.sizeThatFits(.zero)
        timePill.frame = flipped(CGRect(x: w - Metrics.margin - pill.width, y: rowTop + ((Metrics.timeRowHeight - pill.height) / 2).rounded(),
                                        width: pill.width, height: pill.height))
    }

    // MARK: Month and year wheels

    /// The header's title and chevron (a tap there opens or closes the wheels).
    private var headerFrame: CGRect {
        flipped(CGRect(x: 0, y: 0, width: Metrics.margin + monthLabel.frame.width + 2 * Metrics.headerChevronGap
                        + Metrics.headerChevronSize.width, height: Metrics.headerHeight))
    }

    /// The wheels, below the header in place of the weekdays and the grid.
    var monthYearWheels: UIPickerView {
        if let wheelsStorage { return wheelsStorage }
        let wheels = UIPickerView()
        let source = MonthYearWheels(owner: self)
        wheels.dataSource = source
        wheels.delegate = source
        wheels.isHidden = true
        addSubview(wheels)
        wheelsStorage = wheels
        wheelsSource = source
        setNeedsLayout()
        return wheels
    }

    /// Opens or closes the month and year wheels.
    func toggleMonthYearWheels() {
        showsMonthYearWheels.toggle()
        let wheels = monthYearWheels
        if showsMonthYearWheels, let source = wheelsSource {
            source.middleYear = shownYear
            wheels.reloadAllComponents()
            wheels.selectRow(shownMonth - 1, inComponent: 0, animated: false)
            wheels.selectRow(Metrics.yearRange, inComponent: 1, animated: false)
        }
        wheels.isHidden = !showsMonthYearWheels
        // The chevron turns to point down (from pointing left in a right-to-left layout).
        let turn: CGFloat = effectiveUserInterfaceLayoutDirection == .rightToLeft ? -.pi / 2 : .pi / 2
        headerChevron.transform = showsMonthYearWheels ? CGAffineTransform(rotationAngle: turn) : .identity
        reload()
    }

    /// The wheels settled on `month` of `year`: the calendar shows it (the date stays).
    private func wheelsChoseMonth(_ month: Int, year: Int) {
        shownYear = year
        shownMonth = month
        reload()
    }

    // MARK: Touches

    /// Where the touch went down (a long horizontal drag pages the month rather than choosing a day).
    private var touchStart: CGPoint?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchStart = touches.first?.location(in: self)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchStart = nil
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let start = touchStart
        touchStart = nil
        guard picker.isEnabled, let p = touches.first?.location(in: self) else { return }
        if let start, !showsMonthYearWheels, start.y >= Metrics.headerHeight {
            let dx = p.x - start.x
            if abs(dx) >= Metrics.swipeDistance, abs(dx) > abs(p.y - start.y) {
                // A swipe towards the leading side shows the next month, as the calendar's pages scroll.
                let forward = (dx < 0) == (effectiveUserInterfaceLayoutDirection == .leftToRight)
                if forward, canPageForward { page(by: 1) }
                if !forward, canPageBack { page(by: -1) }
                return
            }
        }
        if headerFrame.contains(p) {
            toggleMonthYearWheels()
            return
        }
        if showsMonthYearWheels { return }
        if previousFrame.contains(p) {
            if canPageBack { page(by: -1) }
            return
        }
        if nextFrame.contains(p) {
            if canPageForward { page(by: 1) }
            return
        }
        let index = (0..<(7 * Metrics.rows)).first { cellFrame($0).contains(p) }
        guard let index else { return }
        let days = shownDays
        let day = index - leadingBlanks
        guard day >= 0, day < days.count, isSelectable(days[day]) else { return }
        onChooseDay?(days[day])
    }
}
