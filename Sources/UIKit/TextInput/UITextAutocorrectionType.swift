import Foundation

/// Whether autocorrection is on while typing (a trait; the desktop does no autocorrection).
public enum UITextAutocorrectionType: Int, Sendable {
    case `default` = 0
    case no = 1
    case yes = 2
}
