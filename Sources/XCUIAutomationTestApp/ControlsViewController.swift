import UIKit

/// Text fields, a switch, a slider and a picker, each reporting its value in a label.
final class ControlsViewController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    private let nameField = UITextField()
    private let passwordField = UITextField()
    private let greetingLabel = UILabel()
    private let toggle = UISwitch()
    private let switchLabel = UILabel()
    private let slider = UISlider()
    private let sliderLabel = UILabel()
    private let picker = UIPickerView()
    private let pickerLabel = UILabel()
    private let colors = ["Red", "Green", "Blue", "Yellow", "Purple"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Controls"
        view.backgroundColor = .systemBackground
        var y: CGFloat = 100
        func place(_ v: UIView, height: CGFloat = 34, width: CGFloat = 335) {
            v.frame = CGRect(x: 20, y: y, width: width, height: height)
            view.addSubview(v)
            y += height + 6
        }
        nameField.placeholder = "Name"
        nameField.borderStyle = .roundedRect
        nameField.accessibilityIdentifier = "nameField"
        nameField.addAction(UIAction { [unowned self] _ in greetingLabel.text = "Hello, \(nameField.text ?? "")" }, for: .editingChanged)
        place(nameField)
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        passwordField.borderStyle = .roundedRect
        passwordField.accessibilityIdentifier = "passwordField"
        place(passwordField)
        greetingLabel.text = "Hello"
        greetingLabel.accessibilityIdentifier = "greetingLabel"
        place(greetingLabel)

        toggle.accessibilityIdentifier = "toggleSwitch"
        toggle.addAction(UIAction { [unowned self] _ in switchLabel.text = toggle.isOn ? "On" : "Off" }, for: .valueChanged)
        place(toggle, height: 31, width: 51)
        switchLabel.text = "Off"
        switchLabel.accessibilityIdentifier = "switchLabel"
        place(switchLabel)

        slider.minimumValue = 0
        slider.maximumValue = 100
        slider.value = 50
        slider.accessibilityIdentifier = "volumeSlider"
        slider.addAction(UIAction { [unowned self] _ in sliderLabel.text = "Value: \(Int(slider.value.rounded()))" }, for: .valueChanged)
        place(slider)
        sliderLabel.text = "Value: 50"
        sliderLabel.accessibilityIdentifier = "sliderLabel"
        place(sliderLabel)

        picker.dataSource = self
        picker.delegate = self
        picker.accessibilityIdentifier = "colorPicker"
        place(picker, height: 162)
        pickerLabel.text = "Color: Red"
        pickerLabel.accessibilityIdentifier = "pickerLabel"
        place(pickerLabel)
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { colors.count }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { colors[row] }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        pickerLabel.text = "Color: \(colors[row])"
    }
}
