import Foundation
import TextEngine

// What the shared editing code needs of the field: its layout (textLayout()) and the caret's height with no text.
extension UITextField: TextEditingHost {
    var emptyCaretHeight: CGFloat { (font ?? UIFont.systemFont(ofSize: 17)).lineHeight }
}
