import Foundation

/// How text inserted with alternatives is presented (iOS 16).
public enum UITextAlternativeStyle: Int, Sendable {
    case none = 0
    case lowConfidence = 1
}
