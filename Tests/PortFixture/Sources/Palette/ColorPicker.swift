import UIKit.UIView

/// Tells its delegate what the user picked; only the first requirement must be implemented.
@objc public protocol ColorPickerDelegate: AnyObject {
    func colorPicker(_ picker: ColorPicker, didPick color: UIColor)
    @objc optional func colorPickerDidCancel(_ picker: ColorPicker)
    @objc optional func colorPicker(_ picker: ColorPicker, titleForColorAt index: Int) -> String
    @objc optional func colorPickerShouldDismiss(_ picker: ColorPicker) -> Bool
}

/// A row of colour swatches.
public final class ColorPicker: UIView {
    public weak var delegate: ColorPickerDelegate?
    public let colors: [UIColor] = [.red, .green, .blue]

    public func pick(at index: Int) {
        delegate?.colorPicker(self, didPick: colors[index])
    }

    public func cancel() {
        delegate?.colorPickerDidCancel?(self)
    }

    /// The delegate's title for a swatch, nil when it gives none.
    public func title(at index: Int) -> String? {
        return delegate?.colorPicker?(self, titleForColorAt: index)
    }

    public var shouldDismiss: Bool {
        delegate?.colorPickerShouldDismiss?(self) ?? true
    }
}
