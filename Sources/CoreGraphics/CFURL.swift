import Foundation

// Linux: Core Foundation's URL type is not public on Linux; this alias lets
// `url as CFURL` compile unchanged.
public typealias CFURL = NSURL
