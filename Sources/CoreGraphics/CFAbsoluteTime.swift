import Foundation

/// Seconds since 1 January 2001 00:00:00 GMT, as Core Foundation's.
// Linux: Core Foundation's time functions are not exported by Foundation on Linux (Apple's CoreGraphics
// re-exports Core Foundation, so iOS code calls them with UIKit imported).
public typealias CFAbsoluteTime = Double

/// The current time as seconds since the reference date (Date's `timeIntervalSinceReferenceDate`).
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime {
    Date().timeIntervalSinceReferenceDate
}
