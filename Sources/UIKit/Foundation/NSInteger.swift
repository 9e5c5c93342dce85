/// A signed integer the size of a pointer (Objective-C's NSInteger): Swift's `Int`.
public typealias NSInteger = Int
