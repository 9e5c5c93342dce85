import Foundation
import Testing
@testable import UIKit
import TestSupport
import UIKitTestSupport

/// The compact and inline styles: the pills' texts and size, the inline calendar's grid, paging and range,
/// and the compact picker's calendar editor over the window.
@Suite(.serialized) @MainActor struct UIDatePickerStylesTests {
    static let utc = TimeZone(identifier: "UTC")!
    /// Wednesday 2026-11-25 09:41:00 UTC. November 2026 starts on a Sunday and has 30 days.
    static let sample = Date(timeIntervalSince1970: 1_795_599_660)

    /// 2026-`month`-`day` `hour`:`minute` UTC.
    static func utcDate(_ month: Int, _ day: Int, _ hour: Int = 9, _ minute: Int = 41) -> Date {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = utc
        return c.date(from: DateComponents(year: 2026, month: month, day: day, hour: hour, minute: minute))!
    }

    func makePicker(_ mode: UIDatePicker.Mode, style: UIDatePickerStyle, locale: String = "en_US",
                    firstWeekday: Int? = nil) -> UIDatePicker {
        let p = UIDatePicker()
        p.preferredDatePickerStyle = style
        p.locale = Locale(identifier: locale)
        var c = Calendar(identifier: .gregorian)
        c.timeZone = Self.utc
        if let firstWeekday { c.firstWeekday = firstWeekday }
        p.calendar = c
        p.timeZone = Self.utc
        p.datePickerMode = mode
        p.date = Self.sample
        return p
    }

    /// The centre of the grid cell at `row`, `column` of an inline calendar laid out from (0, 0): the grid
    /// starts 72 pt down (a 52 pt header and a 20 pt weekday row), 6 pt in, with 44 pt wide, 46 pt tall cells.
    static func cell(_ row: Int, _ column: Int) -> CGPoint {
        CGPoint(x: 6 + 44 * CGFloat(column) + 22, y: 72 + 46 * CGFloat(row) + 23)
    }

    @Test func styleDecidesTheFace() {
        let p = makePicker(.dateAndTime, style: .automatic)
        #expect(p.datePickerStyle == .compact && p.face == .compact)
        p.preferredDatePickerStyle = .inline
        #expect(p.face == .inline)
        p.datePickerMode = .time
        #expect(p.face == .compact)          // an inline time picker is its time pill
        p.datePickerMode = .countDownTimer
        #expect(p.face == .wheels)
        p.datePickerMode = .yearAndMonth
        #expect(p.face == .wheels && p.datePickerStyle == .wheels)    // Apple: year-and-month is wheels only
        p.datePickerMode = .date
        p.preferredDatePickerStyle = .wheels
        #expect(p.face == .wheels && p.datePickerStyle == .wheels)
    }

    @Test func pillTextsFollowTheLocale() {
        let p = makePicker(.dateAndTime, style: .compact)
        #expect(p.compactView.datePill.text == "Nov 25, 2026")
        #expect(p.compactView.datePill.accessibilityLabel == "Nov 25, 2026")
        #expect(p.compactView.datePill.accessibilityTraits == .button)
        // ICU (and iOS 17) put a narrow no-break space before AM/PM.
        #expect(p.compactView.timePill.text == "9:41\u{202F}AM")
        p.locale = Locale(identifier: "de_DE")
        #expect(p.compactView.datePill.text == "25.11.2026")
        #expect(p.compactView.timePill.text == "09:41")
        p.date = Self.utcDate(3, 7, 18, 5)
        #expect(p.compactView.datePill.text == "07.03.2026")
        #expect(p.compactView.timePill.text == "18:05")
    }

    @Test func compactSizeIsThePills() {
        let p = makePicker(.dateAndTime, style: .compact)
        let font = UIFont.systemFont(ofSize: 17)
        func pillWidth(_ text: String) -> CGFloat { ceil((text as NSString).size(withAttributes: [.font: font]).width) + 22 }
        let date = pillWidth("Nov 25, 2026"), time = pillWidth("9:41\u{202F}AM")
        #expect(p.intrinsicContentSize == CGSize(width: date + 6 + time, height: 34))
        #expect(p.sizeThatFits(.zero) == p.intrinsicContentSize)
        p.datePickerMode = .date
        #expect(p.intrinsicContentSize == CGSize(width: date, height: 34))
        p.datePickerMode = .time
        #expect(p.intrinsicContentSize == CGSize(width: time, height: 34))
        // In a larger frame the pills sit at the leading edge, centred vertically.
        p.datePickerMode = .dateAndTime
        p.frame = CGRect(x: 0, y: 0, width: 400, height: 50)
        p.layoutIfNeeded()
        let d = p.compactView.datePill.convert(p.compactView.datePill.bounds, to: p)
        let t = p.compactView.timePill.convert(p.compactView.timePill.bounds, to: p)
        #expect(d == CGRect(x: 0, y: 8, width: date, height: 34))
        #expect(t == CGRect(x: date + 6, y: 8, width: time, height: 34))
        p.preferredDatePickerStyle = .inline
        #expect(p.intrinsicContentSize == CGSize(width: 320, height: 417.5))
        p.datePickerMode = .date
        #expect(p.intrinsicContentSize == CGSize(width: 320, height: 368))
        p.preferredDatePickerStyle = .wheels
        #expect(p.intrinsicContentSize == CGSize(width: 320, height: 216))
    }

    @Test func tappingADaySelectsIt() {
        let stage = ViewsStage(width: 320, height: 400)
        defer { stage.close() }
        let p = makePicker(.date, style: .inline)
        p.frame = CGRect(x: 0, y: 0, width: 320, height: 368)
        stage.window.addSubview(p)
        stage.window.layoutIfNeeded()
        let log = EventLog(p)
        #expect(p.inlineCalendar.weekdayTitles == ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"])
        // The 10th of November (a Tuesday): row 1, column 2.
        UIHeadless.tap(at: Self.cell(1, 2), in: stage.window)
        #expect(p.date == Self.utcDate(11, 10))
        #expect(log.names.filter { $0 == "value" } == ["value"])
        // An empty cell after the 30th (row 4, column 2) does nothing.
        stage.forgetTaps()
        UIHeadless.tap(at: Self.cell(4, 2), in: stage.window)
        #expect(p.date == Self.utcDate(11, 10))
        #expect(log.names.filter { $0 == "value" }.count == 1)
        // VoiceOver reads each day as a button named by its date, the chosen one selected.
        let days = p.inlineCalendar.subviews.filter { !$0.isHidden && $0.isAccessibilityElement && $0.accessibilityTraits.contains(.button) }
        #expect(days.count == 30)
        let tenth = days.first { $0.accessibilityLabel == "Tuesday, November 10" }
        #expect(tenth?.accessibilityTraits.contains(.selected) == true)
        // Setting the date in code sends nothing.
        p.date = Self.sample
        #expect(log.names.filter { $0 == "value" }.count == 1)
    }

    @Test func daysOutsideTheRangeAreIgnored() {
        let stage = ViewsStage(width: 320, height: 400)
        defer { stage.close() }
        let p = makePicker(.date, style: .inline)
        p.minimumDate = Self.utcDate(11, 20, 0, 0)
        p.maximumDate = Self.utcDate(11, 27, 5, 0)
        p.frame = CGRect(x: 0, y: 0, width: 320, height: 368)
        stage.window.addSubview(p)
        stage.window.layoutIfNeeded()
        let log = EventLog(p)
        UIHeadless.tap(at: Self.cell(1, 2), in: stage.window)          // the 10th: before the minimum
        stage.forgetTaps()
        UIHeadless.tap(at: Self.cell(4, 0), in: stage.window)          // the 29th: after the maximum
        #expect(p.date == Self.sample)
        #expect(log.names.isEmpty)
        // The 27th at 9:41 is after the maximum's 5:00: the date is clamped to it.
        stage.forgetTaps()
        UIHeadless.tap(at: Self.cell(3, 5), in: stage.window)
        #expect(p.date == Self.utcDate(11, 27, 5, 0))
        #expect(log.names == ["value", "primary"])
        // No month before November or after it holds a day in the range.
        stage.forgetTaps()
        UIHeadless.tap(at: CGPoint(x: 250, y: 26), in: stage.window)
        stage.forgetTaps()
        UIHeadless.tap(at: CGPoint(x: 294, y: 26), in: stage.window)
        #expect(p.inlineCalendar.shownMonth == 11)
    }

    @Test func chevronsPageTheMonthWithoutChangingTheDate() {
        let stage = ViewsStage(width: 320, height: 400)
        defer { stage.close() }
        let p = makePicker(.date, style: .inline)
        p.frame = CGRect(x: 0, y: 0, width: 320, height: 368)
        stage.window.addSubview(p)
        stage.window.layoutIfNeeded()
        let log = EventLog(p)
        // › is the 44 pt square 4 pt from the trailing side (x 272…316, y 4…48), ‹ the one before it (x 228…272).
        UIHeadless.tap(at: CGPoint(x: 294, y: 26), in: stage.window)
        #expect(p.inlineCalendar.shownYear == 2026 && p.inlineCalendar.shownMonth == 12)
        for _ in 0..<2 {
            stage.forgetTaps()
            UIHeadless.tap(at: CGPoint(x: 250, y: 26), in: stage.window)
        }
        #expect(p.inlineCalendar.shownMonth == 10)
        #expect(p.date == Self.sample)
        #expect(log.names.isEmpty)
        // October 2026 starts on a Thursday (four empty cells): the 5th is row 1, column 1.
        stage.forgetTaps()
        UIHeadless.tap(at: Self.cell(1, 1), in: stage.window)
        #expect(p.date == Self.utcDate(10, 5))
        #expect(log.names == ["value", "primary"])
        // Setting the date in code shows its month.
        p.date = Self.utcDate(1, 15)
        #expect(p.inlineCalendar.shownMonth == 1)
        // A swipe to the left across the grid shows the next month, to the right the one before.
        stage.forgetTaps()
        UIHeadless.drag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 100, y: 205), in: stage.window)
        #expect(p.inlineCalendar.shownMonth == 2)
        stage.forgetTaps()
        UIHeadless.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 250, y: 200), in: stage.window)
        UIHeadless.drag(from: CGPoint(x: 100, y: 250), to: CGPoint(x: 250, y: 250), in: stage.window)
        #expect(p.inlineCalendar.shownYear == 2025 && p.inlineCalendar.shownMonth == 12)
        #expect(p.date == Self.utcDate(1, 15))
    }

    /// A tap on the header swaps the grid for month and year wheels; turning them changes the month shown,
    /// not the date; a second tap brings the grid back on that month.
    @Test func theHeaderOpensMonthAndYearWheels() {
        let time = ManualTime()
        defer { time.end() }
        let stage = ViewsStage(width: 320, height: 400)
        defer { stage.close() }
        let p = makePicker(.date, style: .inline)
        p.frame = CGRect(x: 0, y: 0, width: 320, height: 368)
        stage.window.addSubview(p)
        stage.window.layoutIfNeeded()
        let log = EventLog(p)
        UIHeadless.tap(at: CGPoint(x: 60, y: 26), in: stage.window)
        #expect(p.inlineCalendar.showsMonthYearWheels)
        stage.window.layoutIfNeeded()
        // The wheels fill y 52…348 (296 pt): the band is 184…216, the row below it 216…248;
        // the month wheel is the leading one, the year wheel the trailing one.
        #expect(p.inlineCalendar.monthYearWheels.frame == CGRect(x: 0, y: 52, width: 320, height: 296))
        UIHeadless.tap(at: CGPoint(x: 80, y: 232), in: stage.window)
        UIHeadless.advance(by: 2)
        stage.forgetTaps()
        UIHeadless.tap(at: CGPoint(x: 240, y: 232), in: stage.window)
        UIHeadless.advance(by: 2)
        #expect(p.inlineCalendar.shownMonth == 12 && p.inlineCalendar.shownYear == 2027)
        #expect(p.date == Self.sample)
        #expect(log.names.isEmpty)
        saveControlsPNG(stage, "datepicker-month-year-wheels")
        stage.forgetTaps()
        UIHeadless.tap(at: CGPoint(x: 60, y: 26), in: stage.window)
        #expect(!p.inlineCalendar.showsMonthYearWheels)
        // December 2027 starts on a Wednesday (three empty cells): the 1st is row 0, column 3.
        stage.forgetTaps()
        UIHeadless.tap(at: Self.cell(0, 3), in: stage.window)
        #expect(p.date == Self.utcDate(12, 1).addingTimeInterval(365 * 86_400))
        #expect(log.names == ["value", "primary"])
    }

    /// Right to left, the grid reads from the right, ‹ › swap places and the pills sit on the right.
    @Test func rightToLeftMirrorsTheCalendarAndThePills() {
        let stage = ViewsStage(width: 400, height: 400)
        defer { stage.close() }
        let p = makePicker(.date, style: .inline)
        p.semanticContentAttribute = .forceRightToLeft
        p.frame = CGRect(x: 0, y: 0, width: 320, height: 368)
        stage.window.addSubview(p)
        stage.window.layoutIfNeeded()
        let log = EventLog(p)
        // The 10th, row 1 and column 2 from the right: x 320 − 138 … 320 − 94 = 182…226.
        UIHeadless.tap(at: CGPoint(x: 204, y: Self.cell(1, 2).y), in: stage.window)
        #expect(p.date == Self.utcDate(11, 10))
        // › (next) is the square 4 pt from the left side (x 4…48).
        stage.forgetTaps()
        UIHeadless.tap(at: CGPoint(x: 26, y: 26), in: stage.window)
        #expect(p.inlineCalendar.shownMonth == 12)
        #expect(log.names == ["value", "primary"])
        let compact = makePicker(.dateAndTime, style: .compact)
        compact.semanticContentAttribute = .forceRightToLeft
        compact.frame = CGRect(x: 0, y: 0, width: 400, height: 34)
        stage.window.addSubview(compact)
        stage.window.layoutIfNeeded()
        let date = compact.compactView.datePill.convert(compact.compactView.datePill.bounds, to: compact)
        let time = compact.compactView.timePill.convert(compact.compactView.timePill.bounds, to: compact)
        #expect(date.maxX == 400 && time.maxX == date.minX - 6)
        compact.frame.origin.y = 366
        saveControlsPNG(stage, "datepicker-rtl")
    }

    @Test func theGridStartsOnTheCalendarsFirstWeekday() {
        let stage = ViewsStage(width: 320, height: 400)
        defer { stage.close() }
        let p = makePicker(.date, style: .inline, locale: "en_GB", firstWeekday: 2)
        p.frame = CGRect(x: 0, y: 0, width: 320, height: 368)
        stage.window.addSubview(p)
        stage.window.layoutIfNeeded()
        #expect(p.inlineCalendar.weekdayTitles == ["MON", "TUE", "WED", "THU", "FRI", "SAT", "SUN"])
        // Sunday the 1st is the last column of the first row; Monday the 2nd opens the second.
        UIHeadless.tap(at: Self.cell(0, 6), in: stage.window)
        #expect(p.date == Self.utcDate(11, 1))
        stage.forgetTaps()
        UIHeadless.tap(at: Self.cell(1, 0), in: stage.window)
        #expect(p.date == Self.utcDate(11, 2))
    }

    @Test func theDatePillOpensTheCalendar() {
        let stage = ViewsStage(width: 400, height: 600)
        defer { stage.close() }
        let p = makePicker(.dateAndTime, style: .compact)
        p.frame = CGRect(origin: CGPoint(x: 20, y: 20), size: p.intrinsicContentSize)
        stage.window.addSubview(p)
        stage.window.layoutIfNeeded()
        let log = EventLog(p)
        for (name, event) in [("begin", UIControl.Event.editingDidBegin), ("end", .editingDidEnd)] {
            p.addTarget(log, action: { [unowned log] _ in log.names.append(name) }, for: event)
        }
        UIHeadless.tap(at: centre(of: p.compactView.datePill), in: stage.window)
        let overlay = DatePickerOverlayView.current
        #expect(overlay?.editor == .calendar)
        #expect(p.compactView.datePill.isEditing && !p.compactView.timePill.isEditing)
        stage.window.layoutIfNeeded()
        // The card (320 × 368) opens 8 pt below the pill (y 20…54), at its leading edge.
        #expect(overlay?.cardFrame == CGRect(x: 20, y: 62, width: 320, height: 368))
        stage.forgetTaps()
        let day = Self.cell(1, 2)
        UIHeadless.tap(at: CGPoint(x: 20 + day.x, y: 62 + day.y), in: stage.window)
        #expect(p.date == Self.utcDate(11, 10))
        #expect(log.names == ["begin", "value", "primary", "end"])
        #expect(DatePickerOverlayView.current == nil && overlay?.superview == nil)
        #expect(!p.compactView.datePill.isEditing)
        #expect(p.compactView.datePill.text == "Nov 10, 2026")
        // A tap outside the card dismisses it and changes nothing.
        stage.forgetTaps()
        UIHeadless.tap(at: centre(of: p.compactView.datePill), in: stage.window)
        #expect(DatePickerOverlayView.current != nil)
        stage.forgetTaps()
        UIHeadless.tap(at: CGPoint(x: 390, y: 590), in: stage.window)
        #expect(DatePickerOverlayView.current == nil)
        #expect(log.names == ["begin", "value", "primary", "end", "begin", "end"])
        // So does Escape.
        stage.forgetTaps()
        UIHeadless.tap(at: centre(of: p.compactView.datePill), in: stage.window)
        #expect(DatePickerOverlayView.current != nil)
        UIHeadless.pressKey(.keyboardEscape, characters: UIKeyCommand.inputEscape)
        #expect(DatePickerOverlayView.current == nil)
        #expect(log.names == ["begin", "value", "primary", "end", "begin", "end", "begin", "end"])
    }

    /// A disabled picker's pills and calendar ignore taps.
    @Test func aDisabledPickerIgnoresTaps() {
        let stage = ViewsStage(width: 400, height: 600)
        defer { stage.close() }
        let p = makePicker(.dateAndTime, style: .compact)
        p.isEnabled = false
        p.frame = CGRect(origin: CGPoint(x: 20, y: 20), size: p.intrinsicContentSize)
        stage.window.addSubview(p)
        stage.window.layoutIfNeeded()
        UIHeadless.tap(at: centre(of: p.compactView.datePill), in: stage.window)
        #expect(DatePickerOverlayView.current == nil)
        p.preferredDatePickerStyle = .inline
        p.frame = CGRect(x: 0, y: 0, width: 320, height: 417.5)
        stage.window.layoutIfNeeded()
        let log = EventLog(p)
        stage.forgetTaps()
        UIHeadless.tap(at: Self.cell(1, 2), in: stage.window)
        #expect(p.date == Self.sample && log.names.isEmpty)
        p.isEnabled = true
        stage.forgetTaps()
        UIHeadless.tap(at: Self.cell(1, 2), in: stage.window)
        #expect(p.date == Self.utcDate(11, 10) && log.names == ["value", "primary"])
    }

    @Test func theTimePillOpensTimeWheels() {
        let stage = ViewsStage(width: 400, height: 600)
        defer { stage.close() }
        let p = makePicker(.dateAndTime, style: .compact)
        p.frame = CGRect(origin: CGPoint(x: 20, y: 20), size: p.intrinsicContentSize)
        stage.window.addSubview(p)
        stage.window.layoutIfNeeded()
        UIHeadless.tap(at: centre(of: p.compactView.timePill), in: stage.window)
        let overlay = DatePickerOverlayView.current
        #expect(overlay?.editor == .time)
        #expect(p.compactView.timePill.isEditing)
        let wheels = overlay?.timeWheels
        #expect(wheels?.datePickerMode == .time && wheels?.datePickerStyle == .wheels)
        #expect(wheels?.date == Self.sample && wheels?.locale == p.locale)
        overlay?.dismiss()
        #expect(!p.compactView.timePill.isEditing)
        // A picker leaving its window closes its open editor.
        stage.forgetTaps()
        UIHeadless.tap(at: centre(of: p.compactView.timePill), in: stage.window)
        #expect(DatePickerOverlayView.current != nil)
        p.removeFromSuperview()
        #expect(DatePickerOverlayView.current == nil)
        #expect(!p.compactView.timePill.isEditing)
    }

    /// Turning the time editor's minute wheel one row on changes the time once it settles, sends
    /// valueChanged once and leaves the editor open (as iOS does).
    @Test func theTimeWheelsChangeTheTime() {
        let time = ManualTime()
        defer { time.end() }
        let stage = ViewsStage(width: 400, height: 600)
        defer { stage.close() }
        let p = makePicker(.dateAndTime, style: .compact, locale: "de_DE")
        p.frame = CGRect(origin: CGPoint(x: 20, y: 20), size: p.intrinsicContentSize)
        stage.window.addSubview(p)
        stage.window.layoutIfNeeded()
        let log = EventLog(p)
        UIHeadless.tap(at: centre(of: p.compactView.timePill), in: stage.window)
        stage.window.layoutIfNeeded()
        guard let card = DatePickerOverlayView.current?.cardFrame else {
            Issue.record("no time editor")
            return
        }
        // The card is 240 × 216: hour and minute wheels (24-hour clock); the row below the band is y 124…156.
        #expect(card.size == CGSize(width: 240, height: 216))
        stage.forgetTaps()
        UIHeadless.tap(at: CGPoint(x: card.minX + 180, y: card.minY + 140), in: stage.window)
        UIHeadless.advance(by: 2)
        #expect(p.date == Self.sample.addingTimeInterval(60))
        #expect(log.names == ["value", "primary"])
        #expect(p.compactView.timePill.text == "09:42")
        #expect(DatePickerOverlayView.current != nil)
        DatePickerOverlayView.current?.dismiss()
    }

    /// Interface Builder's date picker keys: mode, style, locale, time zone, minute interval and the dates.
    @Test func decodedFromInterfaceBuilder() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <datePicker contentMode="scaleToFill" contentHorizontalAlignment="leading" contentVerticalAlignment="center" datePickerMode="date" minuteInterval="15" style="inline" id="dp1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="368"/>
                    <date key="date" timeIntervalSinceReferenceDate="816428460"/>
                    <date key="minimumDate" timeIntervalSinceReferenceDate="814838400"/>
                    <locale key="locale" localeIdentifier="de_DE"/>
                    <timeZone key="timeZone" name="UTC"/>
                </datePicker>
                <datePicker contentMode="scaleToFill" datePickerMode="countDownTimer" countDownDuration="5400" style="wheels" id="dp2-aa-002">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="216"/>
                </datePicker>
            </objects>
        </document>
        """
        let objects = try UINib(data: Data(xml.utf8), bundle: nil).instantiateThrowing(withOwner: nil)
        let p = try #require(objects.first as? UIDatePicker)
        #expect(p.datePickerMode == .date && p.preferredDatePickerStyle == .inline && p.face == .inline)
        #expect(p.minuteInterval == 15)
        #expect(p.locale?.identifier == "de_DE" && p.timeZone == Self.utc)
        // 816 428 460 s after 2001-01-01 is 2026-11-15 09:41 UTC; 814 838 400 s is 2026-10-28 00:00 UTC.
        #expect(p.date == Self.utcDate(11, 15))
        #expect(p.minimumDate == Self.utcDate(10, 28, 0, 0))
        #expect(p.frame == CGRect(x: 0, y: 0, width: 320, height: 368))
        let countdown = try #require(objects.last as? UIDatePicker)
        #expect(countdown.datePickerMode == .countDownTimer && countdown.countDownDuration == 5400)
        #expect(countdown.preferredDatePickerStyle == .wheels)
    }

    /// Writes each style, light and dark, to `$CONTROLS_PNG_DIR` to look at beside iOS 17.
    @Test func rendersEachStyle() {
        for dark in [false, true] {
            let stage = ViewsStage(width: 360, height: 880)
            defer { stage.close() }
            stage.window.overrideUserInterfaceStyle = dark ? .dark : .light
            stage.window.backgroundColor = .systemBackground
            let compact = makePicker(.dateAndTime, style: .compact)
            compact.frame = CGRect(origin: CGPoint(x: 20, y: 20), size: compact.intrinsicContentSize)
            let inline = makePicker(.dateAndTime, style: .inline)
            inline.minimumDate = Self.utcDate(11, 4)
            inline.date = Self.utcDate(11, 10)
            inline.frame = CGRect(x: 20, y: 70, width: 320, height: 417.5)
            let inlineDate = makePicker(.date, style: .inline)
            inlineDate.date = Date()
            inlineDate.frame = CGRect(x: 20, y: 500, width: 320, height: 368)
            for v in [compact, inline, inlineDate] { stage.window.addSubview(v) }
            stage.window.layoutIfNeeded()
            #expect(inline.inlineCalendar.frame == CGRect(x: 0, y: 0, width: 320, height: 417.5))
            saveControlsPNG(stage, "datepicker-styles\(dark ? "-dark" : "")")
            UIHeadless.tap(at: centre(of: compact.compactView.datePill), in: stage.window)
            saveControlsPNG(stage, "datepicker-compact-open\(dark ? "-dark" : "")")
            DatePickerOverlayView.current?.dismiss()
        }
    }
}
