import Foundation

// Linux: Core Foundation's dictionary type is not public on Linux; this alias lets
// `options as CFDictionary` compile unchanged.
public typealias CFDictionary = NSDictionary
