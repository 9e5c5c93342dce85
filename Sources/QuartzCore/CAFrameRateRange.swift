import Foundation

/// A range of frame rates: minimum, maximum and preferred (0 means "no preference").
public struct CAFrameRateRange: Equatable, Hashable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?
    /// Creates a range; `preferred` nil means the system chooses.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }
    /// The default range: the system chooses (all zero).
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
    /// Whether two ranges are equal.
    public func isEqual(to range: CAFrameRateRange) -> Bool { self == range }
}
