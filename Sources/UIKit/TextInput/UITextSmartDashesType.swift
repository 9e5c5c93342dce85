import Foundation

/// Whether double hyphens typed become dashes (a trait).
public enum UITextSmartDashesType: Int, Sendable {
    case `default` = 0
    case no = 1
    case yes = 2
}
