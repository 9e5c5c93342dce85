import Foundation

/// Whether the keyboard offers inline predictions (a trait, iOS 17).
public enum UITextInlinePredictionType: Int, Sendable {
    case `default` = 0
    case no = 1
    case yes = 2
}
