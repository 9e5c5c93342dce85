import Foundation

/// The look of the software keyboard (a trait).
public enum UIKeyboardAppearance: Int, Sendable {
    case `default` = 0
    case dark = 1
    case light = 2
}

extension UIKeyboardAppearance {
    /// Apple's older name for `.dark`.
    public static var alert: UIKeyboardAppearance { .dark }
}
