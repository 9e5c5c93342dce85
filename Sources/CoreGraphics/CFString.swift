import Foundation

// Linux: Core Foundation's string type is not public on Linux; this alias lets `name as CFString` compile
// unchanged (Apple's CoreGraphics re-exports Core Foundation).
public typealias CFString = NSString
