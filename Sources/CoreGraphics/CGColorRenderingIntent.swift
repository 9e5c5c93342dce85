import Foundation

/// How a color is mapped from one color space to another.
public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent = 0
    case absoluteColorimetric
    case relativeColorimetric
    case perceptual
    case saturation
}
