/// An unsigned integer the size of a pointer (Objective-C's NSUInteger): Swift's `UInt`.
public typealias NSUInteger = UInt
