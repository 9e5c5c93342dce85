import Foundation

/// What a picker view shows in its rows and whom it tells about the user's choices. Every method is
/// optional.
// Linux: Apple's requirements are `optional` (Objective-C); here they have default implementations. The
// defaults of widthForComponent and rowHeightForComponent return -1
// (-1), which the picker reads as "not implemented" (equal widths, the 32 pt default height).
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: NSObjectProtocol {
    /// The width of a wheel.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// The height of a wheel's rows.
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    /// A row's title.
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// A row's styled title (wins over the plain title).
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    /// A row's view (wins over the titles); `view` is an earlier row's view to reuse.
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView?
    /// The user settled a wheel on a row (not called for selectRow(_:inComponent:animated:)).
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { UIPickerView.unsetDimension }
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { UIPickerView.unsetDimension }
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? { nil }
    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView? { nil }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
