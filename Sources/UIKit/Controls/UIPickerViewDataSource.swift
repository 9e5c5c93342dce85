import Foundation

/// Where a picker view gets its components and their row counts.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: NSObjectProtocol {
    /// The number of wheels.
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// The number of rows of one wheel.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}
