import Foundation

/// The legacy bar styles (Apple's raw values).
public enum UIBarStyle: Int, Sendable {
    case `default` = 0
    case black = 1
    @available(*, deprecated, message: "Use UIBarStyle.black and set isTranslucent to true")
    case blackTranslucent = 2
}
