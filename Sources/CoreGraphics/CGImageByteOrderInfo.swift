import Foundation

/// The byte order of a pixel's components.
public enum CGImageByteOrderInfo: UInt32, Sendable {
    case orderMask = 0x7000
    case orderDefault = 0
    case order16Little = 0x1000
    case order32Little = 0x2000
    case order16Big = 0x3000
    case order32Big = 0x4000
}
