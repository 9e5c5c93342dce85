import Foundation
import TextEngine

// What the shared editing code needs of the text view: its layout (textLayout()) and the caret's height with no text.
extension UITextView: TextEditingHost {
    var emptyCaretHeight: CGFloat { (font ?? UIFont.systemFont(ofSize: 12)).lineHeight }
}
