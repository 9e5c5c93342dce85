import Foundation

/// A function called for each element by `CGPath.apply(info:function:)`.
// Linux: a Swift function type; Apple's is @convention(c), which needs CGPathElement to be a C struct.
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void
