import Foundation

/// Whether straight quotes typed become typographic ones (a trait).
public enum UITextSmartQuotesType: Int, Sendable {
    case `default` = 0
    case no = 1
    case yes = 2
}
