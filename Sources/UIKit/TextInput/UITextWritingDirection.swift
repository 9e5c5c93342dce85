import Foundation

/// Apple's older name for NSWritingDirection.
@available(*, deprecated, renamed: "NSWritingDirection")
public typealias UITextWritingDirection = NSWritingDirection
