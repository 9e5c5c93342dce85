// Swift 5 language mode: a form's date pickers written as iOS code writes them (a view controller configuring
// compact and inline pickers, a UIAction for valueChanged, a subclass) compile without a diagnostic and work.
import XCTest
import UIKit

/// A picker subclass, as apps make to fix a style and mode in one place.
final class BirthdayPicker: UIDatePicker {
    override init(frame: CGRect) {
        super.init(frame: frame)
        datePickerMode = .date
        preferredDatePickerStyle = .inline
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A form controller with no isolation annotations.
final class ReminderFormController: UIViewController {
    let when = UIDatePicker()
    let birthday = BirthdayPicker(frame: .zero)
    var changes: [Date] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        when.datePickerMode = .dateAndTime
        when.preferredDatePickerStyle = .compact
        when.minuteInterval = 5
        when.locale = Locale(identifier: "en_US")
        when.timeZone = TimeZone(identifier: "UTC")
        when.minimumDate = Date(timeIntervalSince1970: 0)
        when.addAction(UIAction { [weak self] action in
            guard let picker = action.sender as? UIDatePicker else { return }
            self?.changes.append(picker.date)
        }, for: .valueChanged)
        view.addSubview(when)
        view.addSubview(birthday)
    }
}

final class Swift5DatePickerClientTests: XCTestCase {
    func testAFormConfiguresItsPickers() {
        let form = ReminderFormController()
        form.loadViewIfNeeded()
        XCTAssertEqual(form.when.datePickerStyle, .compact)
        XCTAssertEqual(form.birthday.datePickerStyle, .inline)
        XCTAssertEqual(form.birthday.datePickerMode, .date)
        XCTAssertEqual(form.when.minuteInterval, 5)
        XCTAssertEqual(form.when.intrinsicContentSize.height, 34)
        XCTAssertEqual(form.birthday.intrinsicContentSize, CGSize(width: 320, height: 368))
        form.when.setDate(Date(timeIntervalSince1970: 86_400), animated: true)
        XCTAssertTrue(form.changes.isEmpty)
    }
}
