import Foundation

/// The kind of software keyboard a text input asks for (a trait; the desktop types on its physical keyboard whatever the kind).
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0
    case asciiCapable = 1
    case numbersAndPunctuation = 2
    case URL = 3
    case numberPad = 4
    case phonePad = 5
    case namePhonePad = 6
    case emailAddress = 7
    case decimalPad = 8
    case twitter = 9
    case webSearch = 10
    case asciiCapableNumberPad = 11
}

extension UIKeyboardType {
    /// Apple's older name for `.asciiCapable`.
    public static var alphabet: UIKeyboardType { .asciiCapable }
}
