import Foundation

/// The units text is measured and moved in (the tokenizer's granularities).
public enum UITextGranularity: Int, Sendable {
    case character = 0
    case word = 1
    case sentence = 2
    case paragraph = 3
    case line = 4
    case document = 5
}
