import Foundation

/// Whether spaces are added and removed around pasted and deleted words (a trait).
public enum UITextSmartInsertDeleteType: Int, Sendable {
    case `default` = 0
    case no = 1
    case yes = 2
}
