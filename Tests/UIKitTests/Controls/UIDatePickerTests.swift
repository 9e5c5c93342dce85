import Foundation
import Testing
@testable import UIKit
import TestSupport
import UIKitTestSupport

@Suite(.serialized) @MainActor struct UIDatePickerTests {
    static let utc = TimeZone(identifier: "UTC")!
    /// 2024-03-10 14:37:00 UTC.
    static let sample = Date(timeIntervalSince1970: 1_710_081_420)

    func makePicker(_ mode: UIDatePicker.Mode) -> UIDatePicker {
        let p = UIDatePicker(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        p.preferredDatePickerStyle = .wheels
        p.locale = Locale(identifier: "en_US_POSIX")
        p.timeZone = Self.utc
        p.datePickerMode = mode
        p.date = Self.sample
        return p
    }

    @Test func rawValuesAndDefaults() {
        #expect(UIDatePicker.Mode.time.rawValue == 0 && UIDatePicker.Mode.countDownTimer.rawValue == 3)
        #expect(UIDatePicker.Mode.yearAndMonth.rawValue == 4)
        #expect(UIDatePickerStyle.automatic.rawValue == 0 && UIDatePickerStyle.inline.rawValue == 3)
        let before = Date()
        let p = UIDatePicker()
        #expect(p.datePickerMode == .dateAndTime)
        #expect(p.date >= before.addingTimeInterval(-1) && p.date <= Date().addingTimeInterval(1))
        #expect(p.minimumDate == nil && p.maximumDate == nil)
        #expect(p.minuteInterval == 1 && p.countDownDuration == 0)
        #expect(p.locale == nil && p.timeZone == nil)
        #expect(p.calendar == Calendar.current)
        #expect(p.preferredDatePickerStyle == .automatic)
        p.datePickerMode = .countDownTimer
        #expect(p.datePickerStyle == .wheels)
    }

    @Test func clampingAndIntervals() {
        let p = makePicker(.dateAndTime)
        let log = EventLog(p)
        p.minimumDate = Self.sample.addingTimeInterval(3600)
        #expect(p.date == Self.sample.addingTimeInterval(3600))
        p.date = Self.sample.addingTimeInterval(-86_400)
        #expect(p.date == Self.sample.addingTimeInterval(3600))
        p.maximumDate = Self.sample.addingTimeInterval(7200)
        p.setDate(Self.sample.addingTimeInterval(10_000), animated: true)
        #expect(p.date == Self.sample.addingTimeInterval(7200))
        p.minuteInterval = 7
        #expect(p.minuteInterval == 1)
        p.minuteInterval = 15
        #expect(p.minuteInterval == 15)
        p.minuteInterval = 60
        #expect(p.minuteInterval == 1)
        p.countDownDuration = 100_000
        #expect(p.countDownDuration == 86_399)
        p.countDownDuration = -5
        #expect(p.countDownDuration == 0)
        #expect(log.names.isEmpty)
    }

    @Test func wheelsFollowTheMode() {
        let p = makePicker(.date)
        let wheels = p.wheelsPicker
        #expect(wheels.numberOfComponents == 3)
        #expect(wheels.selectedRow(inComponent: 0) == 2)          // March
        #expect(wheels.selectedRow(inComponent: 1) == 9)          // the 10th
        p.datePickerMode = .time
        #expect(wheels.numberOfComponents == 3)                   // hour, minute, AM/PM (en_US)
        #expect(wheels.selectedRow(inComponent: 0) == 2)          // 2 PM
        #expect(wheels.selectedRow(inComponent: 1) == 37)
        #expect(wheels.selectedRow(inComponent: 2) == 1)
        p.locale = Locale(identifier: "de_DE")
        #expect(wheels.numberOfComponents == 2)                   // 24-hour clock
        #expect(wheels.selectedRow(inComponent: 0) == 14)
        p.datePickerMode = .countDownTimer
        p.countDownDuration = 5400
        #expect(wheels.selectedRow(inComponent: 0) == 1 && wheels.selectedRow(inComponent: 1) == 30)
    }

    /// A tap on the row below the minute wheel's band turns it one minute on: the date follows and
    /// valueChanged is sent once the wheel settles.
    @Test func turningAWheelChangesTheDate() {
        let time = ManualTime()
        defer { time.end() }
        let stage = ViewsStage(width: 320, height: 216)
        defer { stage.close() }
        let p = makePicker(.time)
        p.locale = Locale(identifier: "de_DE")
        stage.window.addSubview(p)
        stage.window.layoutIfNeeded()
        let log = EventLog(p)
        // Two wheels share 299 pt: the minute wheel is x 165.5…315; the row below the band is 124…156.
        UIHeadless.tap(at: CGPoint(x: 240, y: 140), in: stage.window)
        UIHeadless.advance(by: 2)
        #expect(p.date == Self.sample.addingTimeInterval(60))
        #expect(log.names.filter { $0 == "value" }.count == 1)
    }
}
