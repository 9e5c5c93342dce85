import Foundation

/// A time interval in seconds, as Core Foundation's.
// Linux: Core Foundation's CFTimeInterval is not exported by Foundation on Linux.
public typealias CFTimeInterval = Double
