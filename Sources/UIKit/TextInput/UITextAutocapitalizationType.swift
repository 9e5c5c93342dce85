import Foundation

/// How typed text is capitalized automatically (a trait; cosmetic on the desktop, which has no software keyboard).
public enum UITextAutocapitalizationType: Int, Sendable {
    case none = 0
    case words = 1
    case sentences = 2
    case allCharacters = 3
}
