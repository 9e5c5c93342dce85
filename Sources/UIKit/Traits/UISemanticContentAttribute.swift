import Foundation

/// How a view's content is laid out with respect to the layout direction.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Follows the layout direction (the default).
    case unspecified = 0
    /// Playback controls, which stay left to right.
    case playback = 1
    /// Spatial controls (a D-pad), which stay left to right.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4
}
