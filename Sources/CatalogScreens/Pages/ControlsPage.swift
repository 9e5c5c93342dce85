import UIKit

/// SPEC-NEXT §5.5: the value controls, each with a label showing its value as the user changes it.
@MainActor
final class ControlsPageViewController: CatalogPageViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    let onSwitch = UISwitch()
    let offSwitch = UISwitch()
    let slider = UISlider()
    let segmented = UISegmentedControl(items: ["Day", "Week", "Month", "Year"])
    let stepper = UIStepper()
    let pageControl = UIPageControl()
    let picker = UIPickerView()
    let datePicker = UIDatePicker()
    let colorWell = UIColorWell()
    let valueLabel = makeLabel("Change a control", frame: .zero, size: 12, color: .secondaryLabel)
    private let fruit = ["Apple", "Banana", "Cherry", "Date", "Elderberry", "Fig", "Grape"]

    override func viewDidLoad() {
        super.viewDidLoad()
        let c = canvas
        func caption(_ text: String, _ y: CGFloat) {
            c.addSubview(makeLabel(text, frame: CGRect(x: 20, y: y, width: 360, height: 14), size: 11, color: .secondaryLabel))
        }

        makeHeading("UISwitch", at: CGPoint(x: 20, y: 10), width: 360, in: c)
        onSwitch.isOn = true
        onSwitch.frame.origin = CGPoint(x: 20, y: 36)
        offSwitch.frame.origin = CGPoint(x: 84, y: 36)
        let tinted = UISwitch(frame: CGRect(x: 148, y: 36, width: 0, height: 0))
        tinted.isOn = true
        tinted.onTintColor = .systemOrange
        let disabled = UISwitch(frame: CGRect(x: 212, y: 36, width: 0, height: 0))
        disabled.isEnabled = false
        for s in [onSwitch, offSwitch, tinted, disabled] { c.addSubview(s) }
        caption("on · off · onTintColor orange · disabled", 72)

        makeHeading("UISlider", at: CGPoint(x: 20, y: 96), width: 360, in: c)
        slider.frame = CGRect(x: 20, y: 120, width: 340, height: 31)
        slider.value = 0.4
        c.addSubview(slider)
        let tintedSlider = UISlider(frame: CGRect(x: 20, y: 156, width: 340, height: 31))
        tintedSlider.value = 0.7
        tintedSlider.minimumTrackTintColor = .systemPink
        c.addSubview(tintedSlider)
        caption("default · minimumTrackTintColor pink", 190)

        makeHeading("UISegmentedControl", at: CGPoint(x: 20, y: 214), width: 360, in: c)
        segmented.frame = CGRect(x: 20, y: 240, width: 340, height: 32)
        segmented.selectedSegmentIndex = 1
        c.addSubview(segmented)
        let second = UISegmentedControl(items: ["One", "Two", "Disabled"])
        second.frame = CGRect(x: 20, y: 280, width: 340, height: 32)
        second.selectedSegmentIndex = 0
        second.selectedSegmentTintColor = .systemBlue
        second.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        second.setEnabled(false, forSegmentAt: 2)
        c.addSubview(second)

        makeHeading("UIStepper", at: CGPoint(x: 20, y: 326), width: 360, in: c)
        stepper.frame.origin = CGPoint(x: 20, y: 352)
        stepper.value = 3
        c.addSubview(stepper)

        makeHeading("UIPageControl", at: CGPoint(x: 200, y: 326), width: 180, in: c)
        pageControl.numberOfPages = 5
        pageControl.currentPage = 1
        pageControl.pageIndicatorTintColor = .systemGray4
        pageControl.currentPageIndicatorTintColor = .label
        pageControl.frame = CGRect(x: 200, y: 355, width: 160, height: 26)
        c.addSubview(pageControl)

        makeHeading("UIColorWell", at: CGPoint(x: 20, y: 410), width: 360, in: c)
        colorWell.title = "Accent"
        colorWell.selectedColor = .systemIndigo
        colorWell.sizeToFit()
        colorWell.frame.origin = CGPoint(x: 20, y: 438)
        c.addSubview(colorWell)
        caption("a tap opens UIColorPickerViewController", 474)

        makeHeading("UIPickerView", at: CGPoint(x: 420, y: 10), width: 360, in: c)
        picker.frame = CGRect(x: 420, y: 36, width: 340, height: 216)
        picker.dataSource = self
        picker.delegate = self
        picker.selectRow(2, inComponent: 0, animated: false)
        picker.selectRow(5, inComponent: 1, animated: false)
        c.addSubview(picker)

        valueLabel.frame = CGRect(x: 420, y: 270, width: 360, height: 16)
        c.addSubview(valueLabel)

        makeHeading("UIDatePicker (compact)", at: CGPoint(x: 420, y: 326), width: 360, in: c)
        // A fixed date, time zone and locale: the page looks the same wherever and whenever it is drawn.
        datePicker.locale = Locale(identifier: "en_US")
        datePicker.timeZone = TimeZone(identifier: "UTC")
        datePicker.datePickerMode = .dateAndTime
        datePicker.preferredDatePickerStyle = .compact
        datePicker.date = Date(timeIntervalSince1970: 1_795_599_660)   // 25 Nov 2026, 09:41 UTC
        datePicker.sizeToFit()
        datePicker.frame.origin = CGPoint(x: 420, y: 352)
        c.addSubview(datePicker)
        colorWell.addAction(UIAction { [unowned self] _ in
            var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
            _ = colorWell.selectedColor?.getRed(&r, green: &g, blue: &b, alpha: &a)
            show(String(format: "selectedColor = %.0f, %.0f, %.0f", r * 255, g * 255, b * 255))
        }, for: .valueChanged)
        datePicker.addAction(UIAction { [unowned self] _ in show("date = \(datePicker.date)") }, for: .valueChanged)
        onSwitch.addAction(UIAction { [unowned self] _ in show("switch isOn = \(onSwitch.isOn)") }, for: .valueChanged)
        offSwitch.addAction(UIAction { [unowned self] _ in show("switch isOn = \(offSwitch.isOn)") }, for: .valueChanged)
        slider.addAction(UIAction { [unowned self] _ in show(String(format: "slider value = %.2f", slider.value)) }, for: .valueChanged)
        segmented.addAction(UIAction { [unowned self] _ in show("selectedSegmentIndex = \(segmented.selectedSegmentIndex)") }, for: .valueChanged)
        stepper.addAction(UIAction { [unowned self] _ in show("stepper value = \(Int(stepper.value))") }, for: .valueChanged)
        pageControl.addAction(UIAction { [unowned self] _ in show("currentPage = \(pageControl.currentPage)") }, for: .valueChanged)
    }

    private func show(_ text: String) { valueLabel.text = text }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? fruit.count : 24
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? fruit[row] : "\(row) h"
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        show("picker row \(row) in component \(component)")
    }
}
