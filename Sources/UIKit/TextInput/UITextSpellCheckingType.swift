import Foundation

/// Whether spell checking is on while typing (a trait; the desktop does no spell checking).
public enum UITextSpellCheckingType: Int, Sendable {
    case `default` = 0
    case no = 1
    case yes = 2
}
