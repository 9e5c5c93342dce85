import Foundation

/// Where a supplementary item sits against its container (Apple's raw values).
public enum NSRectAlignment: Int, Sendable {
    case none = 0, top = 1, topLeading = 2, leading = 3, bottomLeading = 4, bottom = 5, bottomTrailing = 6, trailing = 7, topTrailing = 8
}
