import Foundation

// Linux: Core Foundation's data type is not public on Linux; this alias lets
// `data as CFData` compile unchanged.
public typealias CFData = NSData
