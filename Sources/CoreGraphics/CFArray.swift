import Foundation

// Linux: Core Foundation's array type is not public on Linux; this alias lets
// `[color1, color2] as CFArray` compile unchanged.
public typealias CFArray = NSArray
