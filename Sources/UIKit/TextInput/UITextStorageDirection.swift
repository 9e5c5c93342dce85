import Foundation

/// A direction in the text's storage order.
public enum UITextStorageDirection: Int, Sendable {
    case forward = 0
    case backward = 1
}
