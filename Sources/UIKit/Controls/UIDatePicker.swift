import Foundation

/// A control for picking a date, a time, both, or a countdown duration. The compact style (automatic's
/// choice) shows the date and time as pills that open a calendar or time wheels over the window; the
/// inline style draws the calendar in the picker; the wheels style is built on UIPickerView (countdowns
/// and year-and-month are always wheels). A user's change sends valueChanged once (after clamping to
/// minimumDate…maximumDate), then primaryActionTriggered; setting `date` in code sends nothing. Names of
/// months and days and the pills' texts come from Foundation's calendar and DateFormatter for the picker's
/// locale, calendar and time zone.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// What the picker picks.
    public enum Mode: Int, Sendable {
        case time = 0
        case date = 1
        case dateAndTime = 2
        case countDownTimer = 3
        /// Year and month (iOS 17.4).
        case yearAndMonth = 4
    }

    private enum Metrics {
        // ⚠ The wheels' picker is 216 pt tall (UIPickerView's height), 320 pt wide.
        static let size = CGSize(width: 320, height: 216)
        // ⚠ The date wheel of dateAndTime offers a year either side of the date it was built around.
        static let dayRange = 365
        // ⚠ The year wheel offers a century either side of the date it was built around.
        static let yearRange = 100
        // Apple: a countdown is at most 23:59.
        static let maximumCountDown: TimeInterval = 86_399
    }

    /// The wheels and what each one's rows stand for.
    private enum Wheel { case month, day, year, dayOfYear, hour, minute, amPm, countHours, countMinutes }

    /// The picker's data source and delegate (the picker keeps its wheels' meaning to itself).
    @MainActor private final class Wheels: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
        unowned let owner: UIDatePicker
        init(owner: UIDatePicker) { self.owner = owner }
        func numberOfComponents(in pickerView: UIPickerView) -> Int { owner.wheels.count }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
            owner.rowCount(owner.wheels[component])
        }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            owner.title(owner.wheels[component], row)
        }
        func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
            switch owner.wheels[component] {
            case .dayOfYear: return 130
            case .month: return 120
            default: return UIPickerView.unsetDimension
            }
        }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
            owner.userTurnedWheels()
        }
    }

    /// What the picker draws for its style and mode.
    enum Face { case wheels, compact, inline }

    private let pickerView = UIPickerView()
    /// The compact style's pills (made when first needed).
    private var compactStorage: DatePickerCompactView?
    /// The inline style's calendar (made when first needed).
    private var inlineStorage: DatePickerCalendarView?
    private lazy var wheelSource = Wheels(owner: self)
    private var wheels: [Wheel] = []
    /// The day the date wheels were built around (the middle of their range).
    private var anchor = Date()
    private var dateStorage = Date()
    private var calendarStorage: Calendar?
    private var minuteIntervalStorage = 1
    private var countDownStorage: TimeInterval = 0

    /// What the picker picks. Default dateAndTime.
    open var datePickerMode: Mode = .dateAndTime { didSet { rebuild() } }
    /// The style asked for. Default automatic.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic { didSet { updateFace() } }
    /// The style in use: automatic is compact, except for countdowns and year-and-month (wheels only).
    open var datePickerStyle: UIDatePickerStyle {
        if datePickerMode == .countDownTimer || datePickerMode == .yearAndMonth { return .wheels }
        return preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
    }

    /// The locale for names and the 12/24-hour clock (nil: the current one).
    open var locale: Locale? { didSet { rebuild() } }
    /// The calendar (nil resets it to the current one, which the getter then returns).
    open var calendar: Calendar! {
        get { calendarStorage ?? Calendar.current }
        set { calendarStorage = newValue; rebuild() }
    }
    /// The time zone (nil: the calendar's).
    open var timeZone: TimeZone? { didSet { rebuild() } }

    /// The date shown, clamped to minimumDate…maximumDate. Default now. Setting it sends nothing.
    open var date: Date {
        get { dateStorage }
        set { setDate(newValue, animated: false) }
    }

    /// The earliest date (nil: none).
    open var minimumDate: Date? { didSet { dateStorage = clamp(dateStorage); showDate(animated: false) } }
    /// The latest date (nil: none).
    open var maximumDate: Date? { didSet { dateStorage = clamp(dateStorage); showDate(animated: false) } }

    /// The step of the minute wheel, 1…30 dividing 60 (other values reset it to 1). Default 1.
    open var minuteInterval: Int {
        get { minuteIntervalStorage }
        set {
            minuteIntervalStorage = (1...30).contains(newValue) && 60 % newValue == 0 ? newValue : 1
            rebuild()
        }
    }

    /// Whether a date is rounded to the minute interval (iOS 15). Default true.
    open var roundsToMinuteInterval = true

    /// The countdown in seconds, 0…86 399 (23:59). Default 0.
    open var countDownDuration: TimeInterval {
        get { countDownStorage }
        set {
            countDownStorage = newValue.isNaN ? 0 : min(max(0, newValue), Metrics.maximumCountDown)
            showDate(animated: false)
        }
    }

    /// Creates a date picker in `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureDatePicker()
    }

    /// Date pickers are not archived on Linux; Interface Builder documents' date pickers are decoded.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureDatePicker()
        if let nib = coder as? NibCoder { decodeDatePickerKeys(nib) }
    }

    private func configureDatePicker() {
        addSubview(pickerView)
        rebuild()
    }

    /// Sets the date (clamped), turning the wheels when `animated`. Sends nothing.
    open func setDate(_ date: Date, animated: Bool) {
        dateStorage = clamp(date)
        anchor = dateStorage
        pickerView.reloadAllComponents()
        showDate(animated: animated)
        inlineStorage?.show(monthOf: dateStorage)
    }

    /// ⚠ The wheels' 320 × 216; the compact style's pills; the inline calendar's 320 × 368 (417.5 with the
    /// time row of dateAndTime).
    open override var intrinsicContentSize: CGSize { fittingSize }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize }

    private var fittingSize: CGSize {
        switch face {
        case .wheels: return Metrics.size
        case .compact: return compactView.sizeThatFits(.zero)
        case .inline: return DatePickerCalendarView.size(width: 0, showsTime: datePickerMode == .dateAndTime)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        switch face {
        case .wheels:
            pickerView.frame = bounds
        case .compact:
            // The pills keep their size at the leading edge, centred vertically.
            let s = compactView.sizeThatFits(.zero)
            let x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? bounds.width - s.width : 0
            compactView.frame = CGRect(x: x, y: ((bounds.height - s.height) / 2).rounded(), width: s.width, height: s.height)
        case .inline:
            inlineCalendar.frame = bounds
        }
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        // A picker leaving its window closes its editor there.
        if window == nil, let overlay = DatePickerOverlayView.current, overlay.owner === self { overlay.dismiss() }
    }

    // MARK: Compact and inline

    /// What the picker draws: countdowns and year-and-month are wheels whatever the style; an inline time
    /// picker is its time pill, as on iOS.
    var face: Face {
        if datePickerMode == .countDownTimer || datePickerMode == .yearAndMonth { return .wheels }
        switch datePickerStyle {
        case .wheels: return .wheels
        case .inline: return datePickerMode == .time ? .compact : .inline
        case .compact, .automatic: return .compact
        }
    }

    /// The compact style's pills.
    var compactView: DatePickerCompactView {
        if let compactStorage { return compactStorage }
        let v = DatePickerCompactView()
        v.datePill.onTap = { [unowned self, unowned v] in self.openEditor(.calendar, from: v.datePill) }
        v.timePill.onTap = { [unowned self, unowned v] in self.openEditor(.time, from: v.timePill) }
        addSubview(v)
        compactStorage = v
        stateDidChange()
        return v
    }

    /// The inline style's calendar.
    var inlineCalendar: DatePickerCalendarView {
        if let inlineStorage { return inlineStorage }
        let v = DatePickerCalendarView(picker: self)
        v.onChooseDay = { [unowned self] day in self.userChoseDay(day) }
        v.timePill.onTap = { [unowned self, unowned v] in self.openEditor(.time, from: v.timePill) }
        addSubview(v)
        inlineStorage = v
        stateDidChange()
        return v
    }

    /// Shows the views of the face and hides the others.
    private func updateFace() {
        let face = face
        pickerView.isHidden = face != .wheels
        if face == .compact || compactStorage != nil { compactView.isHidden = face != .compact }
        if face == .inline || inlineStorage != nil { inlineCalendar.isHidden = face != .inline }
        if face == .compact {
            compactView.showsDate = datePickerMode != .time
            compactView.showsTime = datePickerMode != .date
        }
        if face == .inline { inlineCalendar.showsTime = datePickerMode == .dateAndTime }
        if let overlay = DatePickerOverlayView.current, overlay.owner === self, face == .wheels { overlay.dismiss() }
        refreshTexts()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// A formatter of the picker's locale, calendar and time zone.
    func formatter(template: String? = nil, date: DateFormatter.Style = .none, time: DateFormatter.Style = .none) -> DateFormatter {
        let c = workingCalendar
        let f = DateFormatter()
        f.locale = locale ?? Locale.current
        f.calendar = c
        f.timeZone = c.timeZone
        if let template {
            f.setLocalizedDateFormatFromTemplate(template)
        } else {
            f.dateStyle = date
            f.timeStyle = time
        }
        return f
    }

    /// The date pill's text: the locale's medium date ("Nov 25, 2026").
    var dateText: String { formatter(date: .medium).string(from: dateStorage) }
    /// The time pill's text: the locale's short time ("9:41 AM").
    var timeText: String { formatter(time: .short).string(from: dateStorage) }

    /// Puts the date into the pills and the calendars.
    private func refreshTexts() {
        if let compactStorage {
            compactStorage.datePill.text = dateText
            compactStorage.timePill.text = timeText
        }
        if let inlineStorage {
            inlineStorage.timePill.text = timeText
            inlineStorage.reload()
        }
        if let overlay = DatePickerOverlayView.current, overlay.owner === self { overlay.calendarView?.reload() }
        invalidateIntrinsicContentSize()
    }

    override func stateDidChange() {
        super.stateDidChange()
        for pill in [compactStorage?.datePill, compactStorage?.timePill, inlineStorage?.timePill].compactMap({ $0 }) {
            pill.isEnabled = isEnabled
        }
    }

    /// Opens the calendar or the time wheels over the window, beside `pill`, which shows it is being edited.
    /// The picker sends editingDidBegin as the editor opens and editingDidEnd as it closes.
    private func openEditor(_ editor: DatePickerOverlayView.Editor, from pill: DatePickerPill) {
        guard isEnabled, let window else { return }
        pill.isEditing = true
        sendActions(for: .editingDidBegin)
        DatePickerOverlayView.show(editor, for: self, anchor: pill.convert(pill.bounds, to: window), in: window) { [weak self, weak pill] in
            pill?.isEditing = false
            self?.sendActions(for: .editingDidEnd)
        }
    }

    /// The user tapped `day` in a calendar: that day at the date's time, clamped, and valueChanged.
    func userChoseDay(_ day: Date) {
        let c = workingCalendar
        var parts = c.dateComponents([.year, .month, .day, .hour, .minute, .second, .nanosecond], from: dateStorage)
        let dayParts = c.dateComponents([.year, .month, .day], from: day)
        parts.year = dayParts.year
        parts.month = dayParts.month
        parts.day = dayParts.day
        guard let newDate = c.date(from: parts) else { return }
        userChanged(to: newDate)
    }

    /// The user turned the time editor's wheels to `date`.
    func userChoseTime(_ date: Date) { userChanged(to: date) }

    private func userChanged(to newDate: Date) {
        let clamped = clamp(newDate)
        guard clamped != dateStorage else { return }
        dateStorage = clamped
        anchor = dateStorage
        pickerView.reloadAllComponents()
        showDate(animated: false)
        sendActions(for: .valueChanged)
        sendActions(for: .primaryActionTriggered)
    }

    // MARK: Wheels

    var workingCalendar: Calendar {
        var c = calendar ?? Calendar.current
        if let timeZone { c.timeZone = timeZone }
        if let locale { c.locale = locale }
        return c
    }

    /// Whether the locale's clock has AM and PM.
    private var uses12HourClock: Bool {
        // The locale's short time format has an AM/PM marker ("a") on a 12-hour clock.
        let f = DateFormatter()
        f.locale = locale ?? Locale.current
        f.dateStyle = .none
        f.timeStyle = .short
        return f.dateFormat.contains("a")
    }

    private func rebuild() {
        switch datePickerMode {
        case .date: wheels = [.month, .day, .year]
        case .yearAndMonth: wheels = [.month, .year]
        case .time: wheels = uses12HourClock ? [.hour, .minute, .amPm] : [.hour, .minute]
        case .dateAndTime: wheels = uses12HourClock ? [.dayOfYear, .hour, .minute, .amPm] : [.dayOfYear, .hour, .minute]
        case .countDownTimer: wheels = [.countHours, .countMinutes]
        }
        anchor = dateStorage
        pickerView.dataSource = wheelSource
        pickerView.delegate = wheelSource
        pickerView.reloadAllComponents()
        showDate(animated: false)
        updateFace()
    }

    private func rowCount(_ w: Wheel) -> Int {
        switch w {
        case .month: return 12
        case .day: return 31
        case .year: return 2 * Metrics.yearRange + 1
        case .dayOfYear: return 2 * Metrics.dayRange + 1
        case .hour: return uses12HourClock ? 12 : 24
        case .minute, .countMinutes: return 60 / minuteIntervalStorage
        case .amPm: return 2
        case .countHours: return 24
        }
    }

    private func title(_ w: Wheel, _ row: Int) -> String {
        let c = workingCalendar
        switch w {
        case .month: return c.monthSymbols[row]
        case .day: return "\(row + 1)"
        case .year: return "\(c.component(.year, from: anchor) - Metrics.yearRange + row)"
        case .dayOfYear:
            let day = c.date(byAdding: .day, value: row - Metrics.dayRange, to: anchor) ?? anchor
            if c.isDate(day, inSameDayAs: Date()) { return "Today" }
            let f = DateFormatter()
            f.locale = locale ?? Locale.current
            f.calendar = c
            f.timeZone = c.timeZone
            f.setLocalizedDateFormatFromTemplate("EEEMMMd")
            return f.string(from: day)
        case .hour: return uses12HourClock ? "\(row == 0 ? 12 : row)" : "\(row)"
        case .minute: return String(format: "%02d", row * minuteIntervalStorage)
        case .amPm: return row == 0 ? c.amSymbol : c.pmSymbol
        case .countHours: return "\(row) hours"
        case .countMinutes: return "\(row * minuteIntervalStorage) min"
        }
    }

    /// Turns every wheel to the current date (or countdown).
    private func showDate(animated: Bool) {
        defer { refreshTexts() }
        let c = workingCalendar
        let parts = c.dateComponents([.year, .month, .day, .hour, .minute], from: dateStorage)
        for (i, w) in wheels.enumerated() {
            let row: Int
            switch w {
            case .month: row = (parts.month ?? 1) - 1
            case .day: row = (parts.day ?? 1) - 1
            case .year: row = (parts.year ?? 0) - c.component(.year, from: anchor) + Metrics.yearRange
            case .dayOfYear:
                let days = c.dateComponents([.day], from: c.startOfDay(for: anchor), to: c.startOfDay(for: dateStorage)).day ?? 0
                row = days + Metrics.dayRange
            case .hour: row = uses12HourClock ? (parts.hour ?? 0) % 12 : (parts.hour ?? 0)
            case .minute: row = (parts.minute ?? 0) / minuteIntervalStorage
            case .amPm: row = (parts.hour ?? 0) < 12 ? 0 : 1
            case .countHours: row = Int(countDownStorage) / 3600
            case .countMinutes: row = (Int(countDownStorage) % 3600 / 60) / minuteIntervalStorage
            }
            pickerView.selectRow(row, inComponent: i, animated: animated)
        }
    }

    /// The user settled a wheel: the date the wheels show now, clamped, and valueChanged.
    private func userTurnedWheels() {
        let c = workingCalendar
        func row(_ w: Wheel) -> Int? { wheels.firstIndex(of: w).map { pickerView.selectedRow(inComponent: $0) } }
        if datePickerMode == .countDownTimer {
            countDownStorage = TimeInterval((row(.countHours) ?? 0) * 3600 + (row(.countMinutes) ?? 0) * minuteIntervalStorage * 60)
            sendActions(for: .valueChanged)
            sendActions(for: .primaryActionTriggered)
            return
        }
        var parts = c.dateComponents([.year, .month, .day, .hour, .minute], from: dateStorage)
        if let m = row(.month) { parts.month = m + 1 }
        if let y = row(.year) { parts.year = c.component(.year, from: anchor) - Metrics.yearRange + y }
        if let d = row(.day) {
            // A day past the month's end becomes its last day.
            var first = parts
            first.day = 1
            let days = c.date(from: first).flatMap { c.range(of: .day, in: .month, for: $0)?.count } ?? 31
            parts.day = min(d + 1, days)
        }
        if let d = row(.dayOfYear), let day = c.date(byAdding: .day, value: d - Metrics.dayRange, to: anchor) {
            let dp = c.dateComponents([.year, .month, .day], from: day)
            parts.year = dp.year
            parts.month = dp.month
            parts.day = dp.day
        }
        if let h = row(.hour) {
            let pm = (row(.amPm) ?? 0) == 1
            parts.hour = uses12HourClock ? h + (pm ? 12 : 0) : h
        }
        if let m = row(.minute) { parts.minute = m * minuteIntervalStorage }
        guard let newDate = c.date(from: parts) else { return }
        dateStorage = clamp(newDate)
        showDate(animated: true)
        sendActions(for: .valueChanged)
        sendActions(for: .primaryActionTriggered)
    }

    private func clamp(_ d: Date) -> Date {
        if let lo = minimumDate, let hi = maximumDate, lo > hi { return d }
        var d = d
        if let lo = minimumDate, d < lo { d = lo }
        if let hi = maximumDate, d > hi { d = hi }
        return d
    }

    /// The picker that draws the wheels (tests turn it as a user would).
    var wheelsPicker: UIPickerView { pickerView }
}
