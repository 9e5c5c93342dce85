import Foundation

/// The colour gamut of a display.
public enum UIDisplayGamut: Int, Sendable, CaseIterable {
    /// The gamut is unspecified.
    case unspecified = -1
    /// The sRGB gamut.
    case SRGB = 0
    /// The Display P3 gamut.
    case P3 = 1
}
