import Foundation

/// Where an edit menu's arrow points (iOS 16; Apple's raw values).
public enum UIEditMenuArrowDirection: Int, Sendable {
    case automatic = 0
    case up = 1
    case down = 2
    case left = 3
    case right = 4
}
